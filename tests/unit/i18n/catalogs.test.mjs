// Unit tests of the catalogs (www/js/i18n/messages/): every language has every message and attribute of the
// English catalog, with the same variables, parses without an error, and a missing message throws rather
// than falling back; the language list is the folder's catalogs; the vendored Fluent module is the pinned
// package's.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FluentResource } from '../../../www/js/vendor/fluent-bundle.js';
import { Translator, englishMessages, translatorFor } from '../../../www/js/i18n/i18n.js';
import { LANGUAGES } from '../../../www/js/i18n/languages.js';
import { fluentBundleModule, VENDORED } from '../../../scripts/vendor.mjs';

const FOLDER = new URL('../../../www/js/i18n/messages/', import.meta.url);

/**
 * Each message of a catalog's source: id → {variables, attributes: {name → variables}}, the variables those
 * its text shows (sorted; a variable only chosen on, as a count choosing a plural, is not shown).
 */
function shape(source) {
  const resource = new FluentResource(source);
  const out = new Map();
  const variables = (pattern) => [...new Set(JSON.stringify(pattern ?? null)
    .replace(/"selector":\{"type":"var","name":"[A-Za-z]+"\}/g, '')
    .match(/"type":"var","name":"[A-Za-z]+"/g) ?? [])]
    .map((t) => t.slice(t.lastIndexOf(':') + 2, -1)).sort();
  const chosen = (pattern) => [...new Set(JSON.stringify(pattern ?? null).match(/"selector":\{"type":"var","name":"[A-Za-z]+"\}/g) ?? [])]
    .map((t) => t.slice(t.lastIndexOf(':') + 2, -2));
  for (const message of resource.body) {
    if (message.id.startsWith('-')) continue;
    const attributes = Object.fromEntries(Object.entries(message.attributes ?? {}).map(([name, p]) => [name, variables(p)]));
    out.set(message.id, { variables: variables(message.value), attributes, chosen: chosen(message.value) });
  }
  return out;
}

const sourceOf = async (code) => (await import(new URL(`${code}.js`, FOLDER).href)).default;

/** English: its parts (the studio's, the panels' markup, the page's, what comes after the first board), which share no message. */
const ENGLISH_PARTS = ['en', 'en-panels', 'en-page', 'en-element', 'en-later'];
const englishShape = async () => {
  const whole = new Map();
  for (const part of ENGLISH_PARTS) {
    for (const [id, value] of shape(await sourceOf(part))) {
      assert.ok(!whole.has(id), `${id} is in two parts of the English catalog`);
      whole.set(id, value);
    }
  }
  return whole;
};

test('the language list is the catalogs in the folder, English (in its parts) first', () => {
  const files = readdirSync(FOLDER).filter((f) => f.endsWith('.js')).map((f) => f.slice(0, -3)).filter((f) => !ENGLISH_PARTS.slice(1).includes(f)).sort();
  assert.deepEqual([...LANGUAGES].sort(), files);
  assert.equal(LANGUAGES[0], 'en');
  assert.ok(LANGUAGES.length >= 5, 'at least English, Spanish, French, Japanese and Simplified Chinese');
});

for (const code of LANGUAGES) {
  test(`${code}: has exactly English's messages and attributes, showing the same variables`, async () => {
    const sources = code === 'en' ? await Promise.all(ENGLISH_PARTS.map(sourceOf)) : [await sourceOf(code)];
    // Throws on a message given twice.
    const messages = new Translator(code, sources[0]);
    for (const part of sources.slice(1)) messages.add(part);
    assert.equal(messages.lang, code);
    const mine = new Map(sources.flatMap((source) => [...shape(source)]));
    const english = await englishShape();
    const missing = [...english.keys()].filter((id) => !mine.has(id));
    const extra = [...mine.keys()].filter((id) => !english.has(id));
    assert.deepEqual({ missing, extra }, { missing: [], extra: [] });
    for (const [id, wanted] of english) {
      const { chosen, ...have } = mine.get(id);
      // A language may choose on fewer variables (Japanese has no plural), never on one English is not given.
      const given = new Set([...wanted.variables, ...wanted.chosen]);
      assert.deepEqual(chosen.filter((v) => !given.has(v)), [], `${code} ${id}: chooses only on variables the code passes`);
      assert.deepEqual(have, { variables: wanted.variables, attributes: wanted.attributes }, `${code} ${id}: shows the same variables and has the same attributes as English`);
    }
  });
}

test('a missing message, a missing attribute or an unfilled variable throws: nothing falls back in silence', async () => {
  const m = await translatorFor('ja');
  assert.throws(() => m.t('no-such-message'), /ja catalog has no message no-such-message/);
  assert.throws(() => m.attr('button-play', 'no-such'), /no attribute button-play\.no-such/);
  assert.throws(() => m.t('narration-back', {}), /narration-back/);
  // Fluent skips a message it cannot parse: it is then missing, and throws like one.
  assert.throws(() => new Translator('xx', 'broken = { $\nfine = Fine').t('broken'), /xx catalog has no message broken/);
});

test('numbers follow the language; BigInts beyond 2^53 keep every digit', async () => {
  const en = englishMessages();
  assert.equal(en.t('narration-back', { step: 12345 }), 'Back to step 12,345.');
  const fr = await translatorFor('fr');
  assert.equal(fr.t('narration-back', { step: 12345 }), 'Retour au pas 12\u202f345.');
  const big = 2n ** 60n;
  assert.match(en.t('narration-back', { step: big }), /1,152,921,504,606,846,976/);
  assert.equal(en.list(['a1', 'c2', 'e3']), 'a1, c2 and e3');
});

test('the vendored @fluent/bundle is exactly what scripts/vendor.mjs makes of the pinned package', async () => {
  assert.equal(readFileSync(VENDORED, 'utf8'), await fluentBundleModule(), 'run node scripts/vendor.mjs');
});

test('a catalog never holds what its JavaScript wrapper would read as code', () => {
  for (const code of [...LANGUAGES, ...ENGLISH_PARTS.slice(1)]) {
    const text = readFileSync(join(FOLDER.pathname, `${code}.js`), 'utf8');
    const body = text.slice(text.indexOf('String.raw`') + 11, text.lastIndexOf('`'));
    assert.ok(!body.includes('`') && !body.includes('${'), `${code}: no backtick and no \${ inside`);
  }
});
