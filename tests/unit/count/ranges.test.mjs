// Unit tests of www/js/count/ranges.js: merging finished ranges, the units still missing, the share done.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addRange, missingRanges, secondsLeft, shareDone, unitsIn } from '../../../www/js/count/ranges.js';

test('finished ranges merge when they touch or overlap, and stay sorted', () => {
  let ranges = [];
  ranges = addRange(ranges, 10, 20);
  assert.deepEqual(ranges, [[10, 20]]);
  ranges = addRange(ranges, 30, 40);
  assert.deepEqual(ranges, [[10, 20], [30, 40]]);
  ranges = addRange(ranges, 0, 5);
  assert.deepEqual(ranges, [[0, 5], [10, 20], [30, 40]]);
  ranges = addRange(ranges, 20, 30); // adjacent on both sides
  assert.deepEqual(ranges, [[0, 5], [10, 40]]);
  ranges = addRange(ranges, 5, 10);
  assert.deepEqual(ranges, [[0, 40]]);
  assert.deepEqual(addRange([[0, 4], [8, 12]], 2, 10), [[0, 12]], 'an overlapping range swallows the gap');
  assert.deepEqual(addRange([[0, 4]], 50, 60), [[0, 4], [50, 60]]);
  assert.deepEqual(addRange([[3, 4]], 3, 3), [[3, 4]], 'an empty range adds nothing');
});

test('ranges added in any order give the same merged list', () => {
  const pieces = [[0, 3], [3, 7], [7, 8], [8, 15], [15, 16], [20, 25], [25, 26]];
  const expected = [[0, 16], [20, 26]];
  for (let shift = 0; shift < pieces.length; shift++) {
    const order = [...pieces.slice(shift), ...pieces.slice(0, shift)].reverse();
    assert.deepEqual(order.reduce((r, [s, e]) => addRange(r, s, e), []), expected, `order ${JSON.stringify(order)}`);
  }
});

test('the missing units are the complement of the finished ones', () => {
  assert.deepEqual(missingRanges([], 10), [[0, 10]]);
  assert.deepEqual(missingRanges([[0, 10]], 10), []);
  assert.deepEqual(missingRanges([[2, 4], [6, 7]], 10), [[0, 2], [4, 6], [7, 10]]);
  assert.deepEqual(missingRanges([[0, 3]], 10), [[3, 10]]);
  assert.deepEqual(missingRanges([[5, 10]], 10), [[0, 5]]);
  assert.deepEqual(missingRanges([], 0), []);
  const done = [[1, 3], [4, 9], [12, 13]];
  assert.equal(unitsIn(done) + unitsIn(missingRanges(done, 20)), 20, 'together they hold every unit once');
});

test('the share done averages units and solutions when the total is known', () => {
  assert.equal(shareDone({ unitsDone: 25, units: 100 }), 0.25);
  assert.equal(shareDone({ unitsDone: 25, units: 100, solutions: '50', knownSolutions: 100n }), 0.375);
  assert.equal(shareDone({ unitsDone: 0, units: 0 }), 0);
  assert.equal(shareDone({ unitsDone: 100, units: 100, solutions: '100', knownSolutions: 100n }), 1);
  assert.equal(secondsLeft(60, 0.25), 180);
  assert.ok(Number.isNaN(secondsLeft(10, 0)));
});
