// Unit tests of www/js/experiment/narration.js: the sentences for blocked rejections, a mistake's wrong verdicts,
// a false solution, brute force, and the side-by-side result.

import '../english.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeVariantEvent, compareCounts } from '../../../www/js/experiment/narration.js';

const base = { n: 6, queens: [], counters: {}, required: [], variant: 'correct' };

test('a blocked square, and a row held to its required square', () => {
  const blocked = describeVariantEvent({ event: 'reject', row: 0, col: 1, conflict: 'blocked' }, base);
  assert.equal(blocked, 'Row 1, square b1 (0, 1) rejected (blocked): no queen may stand on a blocked square.');
  const row = describeVariantEvent({ event: 'reject', row: 2, col: 0, conflict: 'blocked' }, { ...base, required: [[2, 4]] });
  assert.match(row, /^Row 3, square a3 \(2, 0\) rejected \(blocked\): this row's queen must stand on its required square e3/);
});

test("forgot-undo's ghost, sized-n's wrapped slot, same-diagonal's up diagonal in the down set", () => {
  const ghost = describeVariantEvent({ event: 'reject', row: 2, col: 1, conflict: 'down', by: 1 },
    { ...base, variant: 'forgot-undo', queens: [0, 3], ghosts: [[1, 0]], misjudged: Object.assign(new Array(36).fill(0), { 13: 1 }) });
  assert.match(ghost, /rejected by the bug, though no queen on the board attacks it: its down diagonal \(row − col = 1\) is still marked used by the queen that stood on a2 \(1, 0\)/);
  const wrapped = describeVariantEvent({ event: 'reject', row: 5, col: 0, conflict: 'down', by: 0 },
    { ...base, variant: 'sized-n', queens: [1, 3, 5, 0, 2], misjudged: Object.assign(new Array(36).fill(0), { 30: 1 }) });
  assert.match(wrapped, /though no queen on the board attacks it: the down table has only 6 slots, so row − col = 5 wraps to slot 5, the slot of the queen on b1 \(row − col = −1 wraps to 5 too\)/);
  const notAlone = describeVariantEvent({ event: 'reject', row: 5, col: 0, conflict: 'down', by: 0 },
    { ...base, variant: 'sized-n', queens: [1, 3, 5, 0, 2], misjudged: new Array(36).fill(0) });
  assert.match(notAlone, /\(a queen attacks it along another line, but the check stops here\): the down table/);
  const same = describeVariantEvent({ event: 'reject', row: 1, col: 1, conflict: 'down', by: 0 }, { ...base, variant: 'same-diagonal', queens: [2] });
  assert.match(same, /row \+ col = 2 is in the down set by the queen on c1, since this variant puts row \+ col there/);
  const held = describeVariantEvent({ event: 'reject', row: 1, col: 1, conflict: 'down', by: 0 }, { ...base, variant: 'forgot-undo', queens: [0] });
  assert.equal(held, undefined, 'a live queen on the diagonal: the plain sentence says it');
});

test('brute force and the result', () => {
  const clash = describeVariantEvent({ event: 'permutation', number: 1, columns: [0, 1, 2, 3], clash: [0, 1] }, { ...base, n: 4, factorial: 24n });
  assert.equal(clash, 'Permutation 1 of 24 checked: a1 b2 c3 d4, columns = (0, 1, 2, 3) counting from 0. The queens on a1 (0, 0) and b2 (1, 1) share a diagonal (lower − upper = 1 − 0 = |1 − 0|), so it is no solution.');
  const found = describeVariantEvent({ event: 'permutation', number: 8, columns: [1, 3, 0, 2], solution: 1 }, { ...base, n: 4 });
  assert.match(found, /No two queens share a diagonal: solution 1\.$/);
  assert.equal(compareCounts({ variant: 'forgot-undo', count: 0, correct: 92n }), 'This variant (forgot-undo): 0 solutions, correct search: 92 — a wrong count.');
  assert.equal(compareCounts({ variant: 'scan', count: 92, correct: 92n }), 'This variant (scan): 92 solutions, correct search: 92 — the same count.');
  assert.match(compareCounts({ variant: 'scan', count: 3, correct: undefined }), /not known here/);
});

test('a false solution is told as false, the two queens that attack each other named with their line', () => {
  const event = { event: 'solution', number: 1, columns: [0, 1, 2, 3] };
  const attack = { upper: { row: 0, col: 0 }, lower: { row: 1, col: 1 }, line: 'down' };
  const ctx = { variant: 'same-diagonal', n: 4, queens: [0, 1, 2, 3], counters: { nodes: 5 }, attack };
  assert.equal(describeVariantEvent(event, ctx),
    'False solution: the code records a1 b2 c3 d4, placement = [0, 1, 2, 3], as solution 1 after 5 nodes, but the queens on a1 (0, 0) and b2 (1, 1) attack each other along the down diagonal row − col = 0: this variant never checks the down diagonals.');
  assert.match(describeVariantEvent(event, { ...ctx, language: 'javascript' }), /records a1 b2 c3 d4, queenInRow = \[0, 1, 2, 3\],/);
  assert.equal(describeVariantEvent(event, { ...ctx, attack: undefined }), undefined, 'a true solution is left to the plain sentence');
});
