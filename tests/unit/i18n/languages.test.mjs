// Unit tests of www/js/i18n/languages.js and size.js: which catalog serves a language tag, the reader's
// language from what was asked for and the browser's list, the picker's names, and a refused size worded.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogFor, chooseLanguage, languageName, LANGUAGES } from '../../../www/js/i18n/languages.js';
import { wordedSize } from '../../../www/js/i18n/size.js';
import { englishMessages, translatorFor } from '../../../www/js/i18n/i18n.js';

test('a tag is served by its own catalog, else by its language\'s', () => {
  assert.equal(catalogFor('ja'), 'ja');
  assert.equal(catalogFor('ES-mx'), 'es');
  assert.equal(catalogFor('fr_CA'), 'fr');
  assert.equal(catalogFor('zh-CN'), 'zh-Hans');
  assert.equal(catalogFor('zh-Hans-SG'), 'zh-Hans');
  assert.equal(catalogFor('zh-TW'), undefined, 'traditional Chinese is not served by the simplified catalog');
  assert.equal(catalogFor('de'), undefined);
  assert.equal(catalogFor(''), undefined);
  assert.equal(catalogFor(undefined), undefined);
});

test('the first language asked for that is spoken here, else English', () => {
  assert.equal(chooseLanguage('ja', ['es-ES', 'en']), 'ja');
  assert.equal(chooseLanguage([], ['de-DE', 'fr-FR', 'en']), 'fr');
  assert.equal(chooseLanguage('xx', ['de']), 'en');
  assert.equal(chooseLanguage([], []), 'en');
});

test('the picker names every language in itself', () => {
  assert.deepEqual(LANGUAGES.map(languageName), ['English', 'Español', 'Français', '日本語', '简体中文']);
});

test('a size the core refuses is worded by the catalog, from the kind it names', async () => {
  const read = { problem: '99 is too large: the largest board here is 20×20.', empty: false, kind: 'too-large' };
  const asked = { text: ' 99 ', min: 1, max: 20 };
  assert.equal(wordedSize(read, englishMessages(), asked).problem, read.problem, 'English says what the core says');
  assert.equal(wordedSize(read, await translatorFor('es'), asked).problem, '99 es demasiado grande: el tablero más grande aquí es de 20×20.');
  const nan = wordedSize({ problem: '“a\u{202e}b” is not a number: enter a whole number from 1 to 20.', kind: 'not-a-number' }, englishMessages(), { text: 'a\u202eb', min: 1, max: 20 });
  assert.equal(nan.problem, '“a\\u{202e}b” is not a number: enter a whole number from 1 to 20.', 'the input echoed by the one quoting rule');
  assert.deepEqual(wordedSize({ value: 8 }, englishMessages(), asked), { value: 8 });
});
