// Unit tests of www/js/narration.js: one sentence per event, chess coordinates, counts with separators.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEvent, describeBoard, square } from '../../www/js/narration.js';

const counters = (more = {}) => ({ solutions: 0, nodes: 1, ...more });

test('step 0 and each kind of event', () => {
  assert.equal(describeEvent(null, { n: 8, queens: [], counters: counters() }),
    'Step 0: an empty 8×8 board. The search fills row 1 first, trying a1 to h1 from left to right.');
  assert.equal(describeEvent(null, { n: 1, queens: [], counters: counters() }),
    'Step 0: an empty 1×1 board. The search fills row 1 first, trying a1.');
  assert.equal(describeEvent({ event: 'place', row: 0, col: 0 }, { n: 4, queens: [0], counters: counters() }),
    'Queen placed on a1 (row 1): no queen is on the board yet.');
  assert.equal(describeEvent({ event: 'place', row: 3, col: 2 }, { n: 4, queens: [1, 3, 0, 2], counters: counters() }),
    'Queen placed on c4 (row 4): no queen attacks it — every row now has a queen.');
  assert.equal(describeEvent({ event: 'reject', row: 1, col: 0, conflict: 'column', by: 0 }, { n: 4, queens: [0], counters: counters() }),
    'Row 2, square a2 rejected: its column a is held by the queen on a1.');
  assert.equal(describeEvent({ event: 'reject', row: 1, col: 1, conflict: 'down', by: 0 }, { n: 4, queens: [0], counters: counters() }),
    'Row 2, square b2 rejected: its down diagonal (row − col = 0) is held by the queen on a1.');
  assert.equal(describeEvent({ event: 'reject', row: 2, col: 0, conflict: 'up', by: 1 }, { n: 4, queens: [3, 1], counters: counters() }),
    'Row 3, square a3 rejected: its up diagonal (row + col = 2) is held by the queen on b2.');
  assert.equal(describeEvent({ event: 'reject', row: 2, col: 3, conflict: 'down', by: 1 }, { n: 4, queens: [0, 2], counters: counters() }),
    'Row 3, square d3 rejected: its down diagonal (row − col = −1) is held by the queen on c2.');
  assert.equal(describeEvent({ event: 'remove', row: 1, col: 2 }, { n: 4, queens: [0], counters: counters() }),
    'Row 3 has no free square left: the queen on c2 is lifted and row 2 moves on to column d.');
  assert.equal(describeEvent({ event: 'remove', row: 1, col: 3 }, { n: 4, queens: [0], counters: counters() }),
    'Row 3 has no free square left: the queen on d2 is lifted and row 2 has no column left to try either.');
  assert.equal(describeEvent({ event: 'remove', row: 3, col: 2 }, { n: 4, queens: [1, 3, 0], counters: counters() }),
    'Backtrack after the solution: the queen on c4 is lifted and row 4 moves on to column d.');
  assert.equal(describeEvent({ event: 'solution', number: 1, columns: [1, 3, 0, 2] }, { n: 4, queens: [1, 3, 0, 2], counters: counters() }),
    'Solution 1 found: b1, d2, a3, c4.');
});

test('counts in sentences have thousands separators', () => {
  assert.equal(describeEvent({ event: 'done' }, { n: 8, queens: [], counters: counters({ solutions: 92, nodes: 2057 }) }),
    'Search finished: 92 solutions, 2,057 nodes examined.');
  assert.equal(describeEvent({ event: 'done' }, { n: 2, queens: [], counters: counters({ solutions: 0, nodes: 3 }) }),
    'Search finished: 0 solutions, 3 nodes examined.');
  assert.equal(describeEvent({ event: 'done' }, { n: 1, queens: [], counters: counters({ solutions: 1, nodes: 2 }) }),
    'Search finished: 1 solution, 2 nodes examined.');
  const columns = [0, 2, 4, 1, 3, 8, 10, 12, 14, 5, 7, 9, 11, 13, 6, 15].slice(0, 4);
  assert.match(describeEvent({ event: 'solution', number: 14772, columns }, { n: 4, queens: columns, counters: counters() }),
    /^Solution 14,772 found: /);
});

test('the board in words', () => {
  assert.equal(describeBoard(8, []), 'Empty 8×8 board');
  assert.equal(describeBoard(4, Uint8Array.from([1, 3])), '4×4 board with 2 queens: b1, d2');
  assert.equal(describeBoard(4, [1]), '4×4 board with 1 queen: b1');
  assert.equal(square(19, 19), 't20');
});
