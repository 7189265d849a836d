// Unit tests of www/js/shared/counting.js: n! and C(m, k), exact.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { binomial, factorial } from '../../../www/js/shared/counting.js';

test('the counts quoted are C(n², n) and n!, exact beyond 2^53', () => {
  assert.equal(binomial(16, 4), 1820n);
  assert.equal(binomial(64, 8), 4426165368n);
  assert.equal(binomial(5, 0), 1n);
  assert.equal(factorial(0), 1n);
  assert.equal(factorial(4), 24n);
  assert.equal(factorial(8), 40320n);
  assert.equal(factorial(25), 15511210043330985984000000n);
  assert.equal(binomial(400, 20), 2788360983670896737872851072994080n);
});
