// Unit tests of declaredScheme (www/js/element/host-scheme.js): a computed `color-scheme` read as the
// scheme a host page declares, or none when it leaves the choice to the reader.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { declaredScheme } from '../../../www/js/element/host-scheme.js';

test('one scheme named: that one', () => {
  assert.equal(declaredScheme('dark'), 'dark');
  assert.equal(declaredScheme('only dark'), 'dark');
  assert.equal(declaredScheme('light'), 'light');
  assert.equal(declaredScheme(' only light '), 'light');
});

test('none, or both: the reader preference decides', () => {
  for (const value of ['normal', 'light dark', 'dark light', '', undefined]) assert.equal(declaredScheme(value), undefined, String(value));
});
