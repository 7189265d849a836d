// Unit tests of www/js/search/narration.js: one sentence per event, chess names with 0-based pairs beside every
// diagonal number, counts with separators, and the story sentences checked on whole searches against an
// independent reference (tests/e2e/reference-search.mjs).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeEvent, describeBoard } from '../../../www/js/search/narration.js';
import { referenceStates } from '../../e2e/reference-search.mjs';

const counters = (more = {}) => ({ solutions: 0, nodes: 1, ...more });
const RECORDS = 'which the code records as placement';

test('step 0 and each kind of event', () => {
  assert.equal(describeEvent(null, { n: 8, queens: [], counters: counters() }),
    'Step 0: an empty 8×8 board. The search fills row 1 first, trying a1 to h1 from left to right. Press Step (rather than Play) to see each try on its own.');
  assert.equal(describeEvent(null, { n: 1, queens: [], counters: counters() }),
    'Step 0: an empty 1×1 board. The search fills row 1 first, trying a1. Press Step (rather than Play) to see each try on its own.');
  assert.equal(describeEvent({ event: 'place', row: 0, col: 0 }, { n: 4, queens: [0], counters: counters() }),
    'Queen placed on a1 (row 1): no queen is on the board yet.');
  assert.equal(describeEvent({ event: 'place', row: 3, col: 2 }, { n: 4, queens: [1, 3, 0, 2], counters: counters() }),
    'Queen placed on c4 (row 4): no queen attacks it — every row now has a queen.');
  assert.equal(describeEvent({ event: 'reject', row: 1, col: 0, conflict: 'column', by: 0 }, { n: 4, queens: [0], counters: counters() }),
    'Row 2, square a2 rejected: its column a is held by the queen on a1.');
  assert.equal(describeEvent({ event: 'reject', row: 1, col: 1, conflict: 'down', by: 0 }, { n: 4, queens: [0], counters: counters() }),
    'Row 2, square b2 rejected: its down diagonal is held by the queen on a1 (counting from 0, b2 is (1, 1) and a1 is (0, 0): row − col = 0).');
  assert.equal(describeEvent({ event: 'reject', row: 2, col: 0, conflict: 'up', by: 1 }, { n: 4, queens: [3, 1], counters: counters() }),
    'Row 3, square a3 rejected: its up diagonal is held by the queen on b2 (counting from 0, a3 is (2, 0) and b2 is (1, 1): row + col = 2).');
  assert.equal(describeEvent({ event: 'reject', row: 2, col: 3, conflict: 'down', by: 1 }, { n: 4, queens: [0, 2], counters: counters() }),
    'Row 3, square d3 rejected: its down diagonal is held by the queen on c2 (counting from 0, d3 is (2, 3) and c2 is (1, 2): row − col = −1).'
    + ' Every square of row 3 is attacked: no queen fits there with queens on a1 and c2.');
  assert.equal(describeEvent({ event: 'remove', row: 1, col: 2 }, { n: 4, queens: [0], counters: counters() }),
    'All of row 3 failed with the queen on c2: no solution starts with a1, c2, so the row-2 queen moves on to d2.');
  assert.equal(describeEvent({ event: 'remove', row: 1, col: 3 }, { n: 4, queens: [0], counters: counters() }),
    'All of row 3 failed with the queen on d2: no solution starts with a1, d2, and row 2 has no column left to try either.');
  assert.equal(describeEvent({ event: 'remove', row: 3, col: 2 }, { n: 4, queens: [1, 3, 0], counters: counters() }),
    'Backtrack after the solution: the queen on c4 is lifted and row 4 moves on to column d.');
  assert.equal(describeEvent({ event: 'solution', number: 1, columns: [1, 3, 0, 2] }, { n: 4, queens: [1, 3, 0, 2], counters: counters({ nodes: 9 }) }),
    `Solution 1 found after 9 nodes: b1 d2 a3 c4, ${RECORDS} = [1, 3, 0, 2] (the columns, row 0 first, counting from 0).`);
});

test('counts in sentences have thousands separators; the end sets the nodes against n! and C(n², n)', () => {
  assert.equal(describeEvent({ event: 'done' }, { n: 8, queens: [], counters: counters({ solutions: 92, nodes: 2057 }) }),
    'Search finished: 92 solutions. It examined 2,057 partial boards (its nodes), against 40,320 permutations (8!) and 4,426,165,368 placements of 8 queens on 64 squares (C(64, 8)).');
  assert.equal(describeEvent({ event: 'done' }, { n: 4, queens: [], counters: counters({ solutions: 2, nodes: 17 }) }),
    'Search finished: 2 solutions. It examined 17 partial boards (its nodes), against 24 permutations (4!) and 1,820 placements of 4 queens on 16 squares (C(16, 4)).');
  assert.equal(describeEvent({ event: 'done' }, { n: 1, queens: [], counters: counters({ solutions: 1, nodes: 2 }) }),
    'Search finished: 1 solution. It examined 2 partial boards (its nodes), against 1 permutation (1!) and 1 placement of 1 queen on 1 square (C(1, 1)).');
  const columns = [0, 2, 4, 1, 3, 8, 10, 12, 14, 5, 7, 9, 11, 13, 6, 15].slice(0, 4);
  assert.match(describeEvent({ event: 'solution', number: 14772, columns }, { n: 4, queens: columns, counters: counters() }),
    /^Solution 14,772 found after /);
});

test('n = 5: the a1 branch holds solutions, and the sentence says how many', () => {
  const states = referenceStates(5);
  const lifted = states.findIndex((s) => s.event?.event === 'remove' && s.event.row === 0 && s.event.col === 0);
  const { counters: c, queens } = states[lifted];
  const text = describeEvent(states[lifted].event, { n: 5, queens, counters: c });
  assert.ok(text.endsWith(` The ${lifted - 1} steps since a1 was placed at step 1 tried every board that starts with a1 (${c.solutions} solutions among them): `
    + `${c.rejections} squares rejected, ${c.nodes - 2} queens placed under a1 and ${c.backtracks} lifted, a1 last.`), text);
  assert.equal(c.rejections + (c.nodes - 2) + c.backtracks + c.solutions, lifted - 1, 'the parts add up to the steps');
});

test('the board in words', () => {
  assert.equal(describeBoard(8, []), 'Empty 8×8 board');
  assert.equal(describeBoard(4, Uint8Array.from([1, 3])), '4×4 board with 2 queens: b1, d2');
  assert.equal(describeBoard(4, [1]), '4×4 board with 1 queen: b1');
});

test('the story sentences: a solution among all the nodes, a subtree with solutions, the search ending', () => {
  assert.equal(describeEvent({ event: 'solution', number: 1, columns: [1, 3, 0, 2] },
    { n: 4, queens: [1, 3, 0, 2], counters: counters({ nodes: 9, solutions: 1 }), totalNodes: 17 }),
  `Solution 1 found after 9 of the 17 nodes: b1 d2 a3 c4, ${RECORDS} = [1, 3, 0, 2] (the columns, row 0 first, counting from 0).`);
  assert.equal(describeEvent({ event: 'solution', number: 2, columns: [2, 0, 3, 1] },
    { n: 4, queens: [2, 0, 3, 1], counters: counters({ nodes: 14_772, solutions: 2 }), totalNodes: 2_057_000 }),
  `Solution 2 found after 14,772 of the 2,057,000 nodes: c1 a2 d3 b4, ${RECORDS} = [2, 0, 3, 1] (the columns, row 0 first, counting from 0).`);
  assert.equal(describeEvent({ event: 'remove', row: 0, col: 1 },
    { n: 4, queens: [], counters: counters({ solutions: 1 }), lastSolution: [1, 3, 0, 2] }),
  'Every square of row 2 has been tried with the queen on b1 (solution 1 starts with b1), so the row-1 queen moves on to c1.');
  assert.equal(describeEvent({ event: 'remove', row: 0, col: 1 }, { n: 4, queens: [], counters: counters({ solutions: 1 }) }),
    'Every square of row 2 has been tried with the queen on b1, so the row-1 queen moves on to c1.');
  assert.equal(describeEvent({ event: 'remove', row: 0, col: 3 },
    { n: 4, queens: [], counters: counters({ solutions: 2 }), lastSolution: [2, 0, 3, 1] }),
  'All of row 2 failed with the queen on d1: no solution starts with d1, and row 1 has no column left to try: the search is over.');
  assert.equal(describeEvent({ event: 'remove', row: 0, col: 0 }, { n: 4, queens: [], counters: counters() }),
    'All of row 2 failed with the queen on a1: no solution starts with a1, so the row-1 queen moves on to b1.');
});

/**
 * What the story must say at each state of the reference search, found by the reference's own history
 * (not by attacks or prefixes, as the narration finds it): a row whose every visited square was rejected, and
 * a queen whose subtree found no solution between its placement and its removal.
 */
function expectedStory(n) {
  const states = referenceStates(n);
  const rowHadPlacement = [];
  const solutionsAtPlacement = [];
  return states.map((state, k) => {
    const { event } = state;
    if (!event) return { kind: 'start' };
    if (event.event === 'place') {
      rowHadPlacement[event.row] = true;
      rowHadPlacement[event.row + 1] = false;
      solutionsAtPlacement[event.row] = states[k - 1].counters.solutions;
      return { kind: 'place' };
    }
    if (event.event === 'reject') {
      const rowAllAttacked = event.col === n - 1 && !rowHadPlacement[event.row];
      return { kind: 'reject', rowAllAttacked };
    }
    if (event.event === 'remove' && event.row < n - 1) {
      return { kind: 'remove', failed: state.counters.solutions === solutionsAtPlacement[event.row] };
    }
    return { kind: event.event === 'remove' ? 'lift after a solution' : event.event };
  });
}

for (const n of [4, 5, 6, 7]) {
  test(`n = ${n}: the story sentences appear exactly where the reference search says they belong`, () => {
    const states = referenceStates(n);
    const story = expectedStory(n);
    const total = states[states.length - 1].counters.nodes;
    const solutions = [];
    let rowSentences = 0;
    let failures = 0;
    states.forEach((state, k) => {
      const { event, counters: c } = state;
      const ctx = { n, queens: state.queens, counters: c, totalNodes: total, lastSolution: solutions[c.solutions - 1] };
      let detail = event;
      if (event?.event === 'reject') {
        // The owner of the refused line, as the core reports it: the first queen (from row 0) holding it.
        const by = state.queens.findIndex((col, row) => (event.conflict === 'column' ? col === event.col
          : event.conflict === 'down' ? row - col === event.row - event.col : row + col === event.row + event.col));
        detail = { ...event, by };
      }
      if (event?.event === 'solution') {
        solutions.push([...state.queens]);
        detail = { ...event, number: c.solutions, columns: state.queens };
      }
      const text = describeEvent(detail, ctx);
      const expected = story[k];
      const squaresAbove = state.queens.map((col, row) => `${String.fromCharCode(97 + col)}${row + 1}`);
      if (expected.kind === 'reject') {
        const sentence = ` Every square of row ${event.row + 1} is attacked: no queen fits there with ` +
          (squaresAbove.length === 1 ? `the queen on ${squaresAbove[0]}` : `queens on ${squaresAbove.slice(0, -1).join(', ')} and ${squaresAbove.at(-1)}`) + '.';
        assert.equal(text.endsWith(sentence), expected.rowAllAttacked, `step ${k}: ${text}`);
        if (expected.rowAllAttacked) rowSentences += 1;
      }
      if (expected.kind === 'remove') {
        const prefix = [...squaresAbove, `${String.fromCharCode(97 + event.col)}${event.row + 1}`].join(', ');
        assert.equal(text.startsWith(`All of row ${event.row + 2} failed with the queen on `), expected.failed, `step ${k}: ${text}`);
        if (expected.failed) {
          assert.ok(text.includes(`: no solution starts with ${prefix}, `), `step ${k}: ${text}`);
          failures += 1;
        } else if (event.row === 0 && event.col === 0) {
          // a1 given up: the sentence after it counts the solutions under a1.
          assert.ok(text.startsWith('The queen on a1 is lifted for good, so the row-1 queen moves on to b1.'), `step ${k}: ${text}`);
          assert.ok(text.includes(`starts with a1 (${c.solutions} solution`), `step ${k}: ${text}`);
        } else {
          assert.ok(text.includes(`(solution ${c.solutions} starts with ${prefix})`), `step ${k}: ${text}`);
        }
      }
      if (expected.kind === 'solution') {
        assert.match(text, new RegExp(`^Solution ${c.solutions} found after ${c.nodes} of the ${total} nodes: `));
      }
    });
    assert.ok(rowSentences > 0 && failures > 0, `n = ${n}: the story was never told (${rowSentences}, ${failures})`);
  });
}

test('n = 4: the first moments of the story, word for word', () => {
  const states = referenceStates(4);
  // Steps 1–7: a1 placed, a2 and b2 rejected, c2 placed, a3, b3, c3 rejected, d3 rejected (all of row 3).
  const reject = states.findIndex((s) => s.event?.event === 'reject' && s.event.row === 2 && s.event.col === 3);
  assert.deepEqual(states[reject].queens, [0, 2]);
  const text = describeEvent({ ...states[reject].event, by: 1 }, { n: 4, queens: [0, 2], counters: states[reject].counters });
  assert.match(text, / Every square of row 3 is attacked: no queen fits there with queens on a1 and c2\.$/);
  const lifted = states.findIndex((s) => s.event?.event === 'remove' && s.event.row === 0);
  assert.equal(describeEvent(states[lifted].event, { n: 4, queens: states[lifted].queens, counters: states[lifted].counters }),
    'All of row 2 failed with the queen on a1: no solution starts with a1, so the row-1 queen moves on to b1.'
    + ' The 20 steps since a1 was placed at step 1 proved it: 13 squares rejected, 3 queens placed under a1 and 4 lifted, a1 last.');
  assert.equal(lifted, 21, 'a1 is lifted at step 21 of the reference');
  const backtrack = states.findIndex((s) => s.event?.event === 'remove');
  assert.equal(describeEvent(states[backtrack].event, { n: 4, queens: states[backtrack].queens, counters: states[backtrack].counters }),
    'All of row 3 failed with the queen on c2: no solution starts with a1, c2, so the row-2 queen moves on to d2.'
    + ' place_queen_in(2) ran out of columns and returned: that return is the backtrack.');
  const second = states.findIndex((s, k) => k > backtrack && s.event?.event === 'remove');
  assert.doesNotMatch(describeEvent(states[second].event, { n: 4, queens: states[second].queens, counters: states[second].counters }),
    /that return is the/, 'only the first backtrack is called so');
  const first = states.findIndex((s) => s.event?.event === 'solution');
  assert.equal(describeEvent({ event: 'solution', number: 1, columns: states[first].queens },
    { n: 4, queens: states[first].queens, counters: states[first].counters, totalNodes: 17 }),
  `Solution 1 found after 9 of the 17 nodes: b1 d2 a3 c4, ${RECORDS} = [1, 3, 0, 2] (the columns, row 0 first, counting from 0).`);
});

test('the narration names the code as the language shown does: place and queenInRow in JavaScript', () => {
  const solution = { event: 'solution', number: 1, columns: [1, 3, 0, 2] };
  const ctx = { n: 4, queens: [1, 3, 0, 2], counters: counters({ nodes: 9 }) };
  assert.match(describeEvent(solution, { ...ctx, language: 'javascript' }), /records as queenInRow = \[1, 3, 0, 2\]/);
  assert.match(describeEvent(solution, { ...ctx, language: 'python' }), /records as placement = \[1, 3, 0, 2\]/);
  const backtrack = { event: 'remove', row: 1, col: 2 };
  const at = { n: 4, queens: [0], counters: counters({ backtracks: 1, nodes: 3 }) };
  assert.match(describeEvent(backtrack, { ...at, language: 'javascript' }), / place\(2\) ran out of columns and returned/);
  assert.doesNotMatch(describeEvent(backtrack, { ...at, language: 'javascript' }), /place_queen_in/);
  assert.match(describeEvent(backtrack, at), / place_queen_in\(2\) ran out of columns/);
});
