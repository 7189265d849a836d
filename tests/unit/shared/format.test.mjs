// Unit tests of www/js/shared/format.js: counts with separators, durations, rates, percentages, trimming.

import '../english.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { group, decimal, formatRate, formatPercent, trimSpace } from '../../../www/js/shared/format.js';
import { shareText } from '../../../www/js/page/counters.js';
import { formatDuration, formatRemaining } from '../../../www/js/i18n/durations.js';

test('counts get thousands separators, Numbers and BigInts alike', () => {
  assert.equal(group(0, 'en'), '0');
  assert.equal(group(999, 'en'), '999');
  assert.equal(group(1000, 'en'), '1,000');
  assert.equal(group(2057, 'en'), '2,057');
  assert.equal(group(14_772_512, 'en'), '14,772,512');
  assert.equal(group(234907967154122528n, 'en'), '234,907,967,154,122,528');
  assert.equal(group(-1234, 'en'), '-1,234');
});

test('durations in words', () => {
  assert.equal(formatDuration(0.8), '0.80 s');
  assert.equal(formatDuration(5.25), '5.3 s');
  assert.equal(formatDuration(42), '42 s');
  assert.equal(formatDuration(200), '3 min 20 s');
  assert.equal(formatDuration(2 * 3600 + 5 * 60), '2 h 5 min');
  assert.equal(formatDuration(3 * 86400 + 4 * 3600), '3 days 4 h');
  assert.equal(formatDuration(12 * 365.25 * 86400), 'about 12 years');
  assert.equal(formatDuration(NaN), '–');
  assert.equal(formatDuration(-1), '–');
});

test('time left is rounded as an estimate', () => {
  assert.equal(formatRemaining(2), 'a few seconds');
  assert.equal(formatRemaining(41), 'about 40 s');
  assert.equal(formatRemaining(3 * 60 + 10), 'about 3 min');
  assert.equal(formatRemaining(5 * 3600 + 100), 'about 5 h');
  assert.equal(formatRemaining(2 * 86400 + 3600), 'about 2 days');
  assert.equal(formatRemaining(86400), 'about 1 day');
  assert.equal(formatRemaining(1e12), 'about 31,688 years');
  assert.equal(formatRemaining(Infinity), '–');
});

test('rates and percentages', () => {
  assert.equal(formatRate(5), '5.0');
  assert.equal(formatRate(512), '512');
  assert.equal(formatRate(12_345), '12.3 k');
  assert.equal(formatRate(12_345_678), '12.3 M');
  assert.equal(formatRate(2.5e9), '2.5 G');
  assert.equal(formatPercent(0, 'en'), '0 %');
  assert.equal(formatPercent(1, 'en'), '100 %');
  assert.equal(formatPercent(0.0005, 'en'), '0.05 %');
  assert.equal(formatPercent(114 / 2057, 'en'), '5.54 %');
  assert.equal(formatPercent(0.5, 'en'), '50.0 %');
  assert.equal(formatPercent(0.9995, 'en'), '99.95 %');
  assert.equal(formatPercent(1.5, 'en'), '100 %', 'a share is capped at the whole');
});

test('white space is trimmed as the core trims it, U+0085 included', () => {
  assert.equal(trimSpace(' 8\u0085'), '8');
  assert.equal(trimSpace('\u3000max\t'), 'max');
  assert.equal(trimSpace('8 8'), '8 8');
});

test('counts, decimals and shares are written as the language asked for writes them, whatever the document states', () => {
  // A document in English, as a host page of <n-queens lang="fr"> is: the element's numbers are still French.
  Object.defineProperty(globalThis, 'document', { value: { documentElement: { lang: 'en' } }, configurable: true });
  try {
    assert.equal(group(1_234_567, 'fr'), '1\u202f234\u202f567');
    assert.equal(group(1_234_567, 'es'), '1.234.567');
    assert.equal(group(1_234_567, 'ja'), '1,234,567');
    assert.equal(decimal(5.536, 2, 'fr'), '5,54');
    assert.equal(formatPercent(114 / 2057, 'fr'), '5,54 %');
    assert.equal(shareText(12.34, 'fr'), '12,3 %');
    assert.equal(shareText(0.05, 'fr'), '0,050 %');
    assert.equal(shareText(3.14e-5, 'fr'), '3,1 × 10⁻⁵ %');
    assert.equal(formatPercent(0.5, 'es'), '50,0 %');
  } finally {
    delete globalThis.document;
  }
  assert.equal(decimal(5.536, 2, 'en'), '5.54');
  assert.equal(shareText(12.34, 'en'), '12.3 %');
  assert.equal(shareText(2.5, 'en'), '2.5 %');
  assert.equal(shareText(0.05, 'en'), '0.050 %');
  assert.equal(shareText(3.14e-5, 'en'), '3.1 × 10⁻⁵ %');
});
