// Numbers and durations as the page writes them: counts with thousands separators, durations and rates in
// words (from the reader's catalog, English when none is given), and white space trimmed as the core trims
// it. Pure functions (no DOM), shared by every section and tested in tests/unit/shared/format.test.mjs.

import { englishMessages } from '../i18n/i18n.js';

const GROUPING = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count with thousands separators: 1234567 → "1,234,567" (a Number or a BigInt). */
export function group(count) {
  return GROUPING.format(count);
}

/** A duration in words, from catalog `m`: "0.80 s", "3 min 20 s", "2 h 5 min", "3 days 4 h", "about 12 years". */
export function formatDuration(seconds, m = englishMessages()) {
  if (!Number.isFinite(seconds) || seconds < 0) return '–';
  if (seconds < 10) return m.t('duration-seconds', { seconds: seconds.toFixed(seconds < 1 ? 2 : 1) });
  if (seconds < 60) return m.t('duration-seconds', { seconds: String(Math.round(seconds)) });
  const min = Math.floor(seconds / 60);
  if (min < 60) return m.t('duration-minutes', { min, seconds: Math.round(seconds - min * 60) });
  const h = Math.floor(min / 60);
  if (h < 24) return m.t('duration-hours', { hours: h, min: min - h * 60 });
  const d = Math.floor(h / 24);
  if (d < 365) return m.t('duration-days', { days: d, hours: h - d * 24 });
  return m.t('duration-years', { years: Math.round(d / 365.25) });
}

/** "0.4 ms", "85 ms", "1.2 s". */
export function formatMs(ms) {
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * A time still to wait, rounded as an estimate should be, from catalog `m`: "a few seconds", "about 40 s",
 * "about 3 min", "about 5 h", "about 2 days", "about 12 years" (the caller adds "left").
 */
export function formatRemaining(seconds, m = englishMessages()) {
  if (!Number.isFinite(seconds) || seconds < 0) return '–';
  if (seconds < 5) return m.t('remaining-few-seconds');
  if (seconds < 60) return m.t('remaining-seconds', { seconds: Math.round(seconds / 5) * 5 });
  const min = seconds / 60;
  if (min < 60) return m.t('remaining-minutes', { min: Math.round(min) });
  const h = min / 60;
  if (h < 24) return m.t('remaining-hours', { hours: Math.round(h) });
  const d = Math.round(h / 24);
  if (d < 365) return m.t('remaining-days', { days: d });
  return m.t('remaining-years', { years: Math.round(h / 24 / 365.25) });
}

/** A rate with a k/M/G prefix: "12.3 M". */
export function formatRate(x) {
  if (!Number.isFinite(x)) return '–';
  for (const [scale, prefix] of /** @type {Array<[number, string]>} */ ([[1e9, ' G'], [1e6, ' M'], [1e3, ' k']])) {
    if (x >= scale) return `${(x / scale).toFixed(1)}${prefix}`;
  }
  return x.toFixed(x < 10 ? 1 : 0);
}

/** A share (0 to 1) as a percentage with two significant decimals near 0 and 100: "0.05 %", "5.5 %", "99.95 %". */
export function formatPercent(share) {
  const pct = Math.min(100, Math.max(0, share * 100));
  const digits = pct < 10 || pct > 99 ? 2 : 1;
  return `${pct.toFixed(pct === 0 || pct === 100 ? 0 : digits)} %`;
}

/**
 * Unicode white space (the White_Space property) at either end, as Rust's `str::trim` knows it:
 * String.prototype.trim and `\s` keep U+0085 and take the byte order mark U+FEFF, which is no white space.
 */
const WHITE_SPACE = '\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const EDGE_SPACE = new RegExp(`^[${WHITE_SPACE}]+|[${WHITE_SPACE}]+$`, 'g');

/** `text` without white space at either end, as the core would read it. */
export function trimSpace(text) {
  return String(text).replace(EDGE_SPACE, '');
}
