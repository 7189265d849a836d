// Unit tests of www/js/i18n/refusal.js: the core's refusals (an Error with a `kind` and its values, made by
// web/shared/src/refusal.rs) worded in every language, squares named as the page names them; an error without
// a kind says its own message; every kind the boundary throws has its message, and every message a kind.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { wordedRefusal } from '../../../www/js/i18n/refusal.js';
import { translatorFor } from '../../../www/js/i18n/i18n.js';
import { LANGUAGES } from '../../../www/js/i18n/languages.js';
import { english } from '../english.mjs';
import { FluentResource } from '../../../www/js/vendor/fluent-bundle.js';
import page from '../../../www/js/i18n/messages/en-page.js';
import later from '../../../www/js/i18n/messages/en-later.js';

const RUST = readFileSync(new URL('../../../web/shared/src/refusal.rs', import.meta.url), 'utf8');

/** A refusal as the boundary throws it: the core's English message, and `kind` with its values. */
const refusal = (kind, values = {}) => Object.assign(new Error(`the core's words for ${kind}`), { kind, ...values });

/** One refusal of every kind, with values such as the core gives. */
const EVERY_KIND = [
  refusal('not-a-number', { n: 'NaN', max: 32 }), refusal('not-whole', { n: 2.5, max: 32 }), refusal('negative', { n: -1, max: 32 }),
  refusal('too-large', { n: 33, max: 32 }), refusal('off-board', { row: 9, col: 9, n: 6 }), refusal('blocked-and-required', { row: 2, col: 3 }),
  refusal('required-attack', { row: 0, col: 0, otherRow: 1, otherCol: 1 }), refusal('mirror'), refusal('mirror-of-variant', { variant: 'scan' }),
  refusal('brute-force-constrained'), refusal('brute-force-first-solution'), refusal('no-solution', { n: 3 }), refusal('seed', { max: 2 ** 53 - 1 }),
  refusal('picture-size', { px: 10, min: 64, max: 4096 }), refusal('picture-not-whole', { what: 'fps', value: 1.5 }),
  refusal('picture-backwards', { from: 9, to: 3 }), refusal('picture-too-many-frames', { frames: 5000, most: 2000 }),
  refusal('picture-too-many-pixels', { frames: 1500, px: 4096, most: 2000 }), refusal('picture-too-far', { step: 2e10, farthest: 1e10 }),
  refusal('picture-no-frames'), refusal('picture-fps', { fps: 99, min: 1, max: 50 }), refusal('picture-past-the-end', { from: 900, last: 100 }),
];

test('each refusal is worded in English from its kind and values, squares named as the page names them', () => {
  assert.equal(wordedRefusal(refusal('required-attack', { row: 0, col: 0, otherRow: 1, otherCol: 1 }), english),
    'Required squares a1 (0, 0) and b2 (1, 1) attack each other');
  assert.equal(wordedRefusal(refusal('off-board', { row: 9, col: 9, n: 6 }), english),
    'Square j10 (9, 9) is off the 6×6 board (rows and columns count from 0)');
  assert.equal(wordedRefusal(refusal('no-solution', { n: 3 }), english), 'No solution exists for the 3×3 board');
  assert.equal(wordedRefusal(refusal('picture-size', { px: 10, min: 64, max: 4096 }), english), 'A picture is 64 to 4,096 pixels a side, not 10');
});

test('an error without a kind (a malformed call) says its own message; anything thrown says itself', () => {
  assert.equal(wordedRefusal(new Error('the options of a Search are an object'), english), 'the options of a Search are an object');
  assert.equal(wordedRefusal('a string', english), 'a string');
});

for (const code of LANGUAGES) {
  test(`${code}: every kind of refusal is worded, with no placeholder left and none of the core's English`, async () => {
    const m = code === 'en' ? english : await translatorFor(code);
    for (const error of EVERY_KIND) {
      const worded = wordedRefusal(error, m);
      assert.doesNotMatch(worded, /\{|\}|\$[a-z]|undefined|\[object/, `${error.kind}: ${worded}`);
      assert.ok(!worded.includes("the core's words"), `${error.kind}: ${worded}`);
      if (code !== 'en') assert.notEqual(worded, wordedRefusal(error, english), `${code} ${error.kind}: not English`);
    }
  });
}

test("the kinds the boundary throws (web/shared/src/refusal.rs) are exactly the catalog's refusal-* messages", () => {
  const thrown = new Set([
    ...[...RUST.matchAll(/refusal\(\s*&?message,\s*"([a-z-]+)"/g)].map((match) => match[1]),
    ...[...RUST.matchAll(/^\s*"(not-a-number|too-large|not-whole|negative)"$/gm)].map((match) => match[1]),
    ...[...RUST.matchAll(/refusal\(message, "([a-z-]+)"/g)].map((match) => match[1]),
  ]);
  const ids = [page, later].flatMap((source) => new FluentResource(source).body.map((message) => message.id));
  // refusal-unknown words a refusal whose kind is not known yet (before the sections' module is loaded).
  const worded = new Set(ids.filter((id) => id.startsWith('refusal-') && id !== 'refusal-unknown').map((id) => id.slice('refusal-'.length)));
  assert.deepEqual([...thrown].sort(), [...worded].sort());
  assert.deepEqual([...thrown].sort(), EVERY_KIND.map((error) => error.kind).sort(), 'this test tries every kind');
});
