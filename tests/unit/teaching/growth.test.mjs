// Unit tests of the pure part of www/js/teaching/growth.js: the rows for n = 1..16, log₁₀ of big counts, the
// words a column says. The raw counts are checked against values written out here, not recomputed.

import '../english.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { growthRows, log10, columnText, CHART_SIZES } from '../../../www/js/teaching/growth.js';

const knownOf = (n) => ({ nodes: BigInt(n * 10), solutions: n === 2 || n === 3 ? 0n : 1n });

test('one row per n = 1..16 with n!, nⁿ and C(n², n) exact', () => {
  const rows = growthRows(knownOf);
  assert.equal(rows.length, CHART_SIZES);
  assert.deepEqual(rows.map((r) => r.n), Array.from({ length: 16 }, (_, i) => i + 1));
  assert.deepEqual(rows[3], { n: 4, nodes: 40n, solutions: 1n, factorial: 24n, power: 256n, choose: 1820n });
  assert.equal(rows[7].choose, 4_426_165_368n);
  assert.equal(rows[15].factorial, 20_922_789_888_000n);
  assert.equal(rows[15].power, 18_446_744_073_709_551_616n);
  assert.equal(rows[15].choose, 10_078_751_602_022_313_874_633_200n);
});

test('a size the core has no node count for is an error, not a gap', () => {
  assert.throws(() => growthRows((n) => (n === 9 ? { solutions: 352n } : knownOf(n))), /no node count for n = 9/);
});

test('log10 of counts beyond a double\'s exact range', () => {
  assert.equal(log10(1n), 0);
  assert.equal(log10(1000), 3);
  assert.ok(Math.abs(log10(10_078_751_602_022_313_874_633_200n) - 25.003_407) < 1e-6);
  assert.ok(Math.abs(log10(2057n) - Math.log10(2057)) < 1e-12);
});

test('a column in words', () => {
  const [row] = growthRows(knownOf).slice(1, 2);
  assert.equal(columnText(row), 'n = 2: the search examines 20 nodes and finds 0 solutions; n! = 2, nⁿ = 4, C(n², n) = 6.');
  assert.equal(columnText(growthRows(knownOf)[0]), 'n = 1: the search examines 10 nodes and finds 1 solution; n! = 1, nⁿ = 1, C(n², n) = 1.');
});
