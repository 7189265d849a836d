// Unit tests of www/js/shared/squares.js: the squares' chess names and 0-based pairs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { letter, pair, square } from '../../../www/js/shared/squares.js';

test('squares have chess names, rank 1 the first row, and 0-based pairs', () => {
  assert.equal(letter(0), 'a');
  assert.equal(letter(7), 'h');
  assert.equal(square(0, 0), 'a1');
  assert.equal(square(3, 1), 'b4');
  assert.equal(square(19, 19), 't20');
  assert.equal(pair(3, 1), '(3, 1)');
});
