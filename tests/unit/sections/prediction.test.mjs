// The Practice panel's verdict on a guess (www/js/sections/prediction.js).

import '../english.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { verdict } from '../../../www/js/sections/prediction.js';

test('a guess equal to the answer is right; another is set beside the answer', () => {
  assert.equal(verdict(16, 16), 'You said 16: right.');
  assert.equal(verdict(20, 1600), 'You said 20; the search says 1,600.');
  assert.equal(verdict(true, true, (v) => (v ? 'yes' : 'no')), 'You said yes: right.');
  assert.equal(verdict('right', 'too high'), 'You said right; the search says too high.');
});
