// The address banner against hostile parameters: a bidirectional override (U+202E) in n is shown escaped,
// so it cannot reverse the banner, and a parameter given twice (n=abc&n=5) is reported in words.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, describeLog } from './helpers.mjs';
import { DEFAULTS } from '../../www/js/address/url.js';

const withPage = usePage();

const banner = (page) => page.evaluate(() => document.getElementById('url-error').textContent.trim());

test('?n=%E2%80%AE8 is reported with the override escaped, and the banner reads left to right', { timeout: 60_000 }, () =>
  withPage({ path: '?n=%E2%80%AE8&speed=%E2%81%A6fast%E2%80%8B' }, async ({ page, log }) => {
    assert.equal(await page.locator('#url-error').isVisible(), true);
    const text = await banner(page);
    assert.doesNotMatch(text, /[\u202A-\u202E\u2066-\u2069\u200B-\u200F]/u, `no invisible format character: ${JSON.stringify(text)}`);
    assert.match(text, /n \(the board size\): “\\u\{202e\}8” is not a number/);
    assert.match(text, /speed: “\\u\{2066\}fast\\u\{200b\}” is not a speed here/);
    assert.equal(await page.evaluate(() => window.nqueensPage.size()), DEFAULTS.n, 'the default size');
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('?n=abc&n=5 is reported as given twice, and the default size used', { timeout: 60_000 }, () =>
  withPage({ path: '?n=abc&n=5&speed=3' }, async ({ page, log }) => {
    assert.equal(await page.locator('#url-error').isVisible(), true);
    const text = await banner(page);
    assert.match(text, /n is given 2 times \(“abc”, “5”\): give it once\./);
    assert.equal(await page.evaluate(() => window.nqueensPage.size()), DEFAULTS.n);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));
