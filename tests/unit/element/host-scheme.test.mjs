// Unit tests of declaredScheme (www/js/element/host-scheme.js): a computed `color-scheme` read as the
// scheme a host page declares, or none when it leaves the choice to the reader.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { declaredScheme, schemeOfBackground } from '../../../www/js/element/host-scheme.js';

test('one scheme named: that one', () => {
  assert.equal(declaredScheme('dark'), 'dark');
  assert.equal(declaredScheme('only dark'), 'dark');
  assert.equal(declaredScheme('light'), 'light');
  assert.equal(declaredScheme(' only light '), 'light');
});

test('none, or both: the reader preference decides', () => {
  for (const value of ['normal', 'light dark', 'dark light', '', undefined]) assert.equal(declaredScheme(value), undefined, String(value));
});

test('a background is dark below the middle of the lightness scale, light above it', () => {
  for (const dark of [[0, 0, 0], [27, 27, 31], [36, 37, 38], [30, 41, 59], [100, 100, 100]]) assert.equal(schemeOfBackground(dark), 'dark', String(dark));
  for (const light of [[255, 255, 255], [246, 246, 247], [200, 200, 200], [130, 130, 130]]) assert.equal(schemeOfBackground(light), 'light', String(light));
});
