// The guided lesson's words (www/js/lesson/stops.js): each stop's title, sentences and marks from the stop's
// data, the questions and the verdicts on right and wrong answers, the counts it quotes.

import '../english.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stopView, questionView, judge, readCount, MARKS } from '../../../www/js/lesson/stops.js';

const context = { n: 4, counters: { steps: 79, solutions: 2, nodes: 17 }, queens: [0] };

test('the first rejection names the square and the queen whose line refused it', () => {
  const view = stopView({ kind: 'first-rejection', step: 2, square: { row: 1, col: 0 }, conflict: 'column' }, context);
  assert.equal(view.title, 'The first rejection');
  assert.match(view.sentences[0], /^a2 is refused: the queen on a1 holds its column/);
  const down = stopView({ kind: 'first-rejection', step: 3, square: { row: 1, col: 1 }, conflict: 'down' }, context);
  assert.match(down.sentences[0], /^b2 is refused: it lies on the down diagonal of the queen on a1/);
  assert.deepEqual(view.marks, ['code', 'sets']);
});

test('a branch given up says how many steps proved it, and whether solutions were under it', () => {
  const none = stopView({ kind: 'corner-given-up', step: 21, square: { row: 0, col: 0 }, tries: 20, solutionsUnder: 0 }, context);
  assert.match(none.sentences[0], /no arrangement starting with a1 can work/);
  assert.match(none.sentences[1], /^20 steps after the queen was placed/);
  const some = stopView({ kind: 'corner-given-up', step: 900, square: { row: 0, col: 0 }, tries: 876, solutionsUnder: 4 }, { ...context, n: 8 });
  assert.match(some.sentences[0], /a1 has given all 4 of its solutions/);
  const mirror = stopView({ kind: 'mirror-corner-given-up', step: 78, square: { row: 0, col: 3 }, tries: 20, solutionsUnder: 0 }, context);
  assert.equal(mirror.title, 'd1 given up');
  assert.match(mirror.sentences[1], /mirror image of a1.*the same 20 steps/);
});

test('the solutions are written as squares and as the code’s list; the end quotes the counters', () => {
  const first = stopView({ kind: 'first-solution', step: 31, columns: [1, 3, 0, 2] }, context);
  assert.match(first.sentences[0], /b1 d2 a3 c4, which the code keeps as placement = \[1, 3, 0, 2\]/);
  assert.match(first.sentences[1], /starting again from b1; .* 1,820 arrangements/);
  const end = stopView({ kind: 'end', step: 79 }, context);
  assert.match(end.sentences[0], /after 79 steps: 2 solutions, 17 partial boards/);
  assert.match(end.sentences[1], /4! = 24 permutations and 1,820 placements/);
});

test('every stop marks only parts the page can mark', () => {
  for (const kind of ['start', 'first-rejection', 'second-queen', 'first-backtrack', 'corner-given-up', 'second-queen-again',
    'first-solution', 'mirror-solution', 'mirror-corner-given-up', 'end', 'totals']) {
    const stop = { kind, step: 1, square: { row: 1, col: 2 }, conflict: 'up', tries: 20, solutionsUnder: 0, columns: [1, 3, 0, 2] };
    const view = stopView(stop, context);
    assert.ok(view.sentences.length >= 2 && view.sentences.length <= 3, kind);
    assert.ok(view.marks.length > 0 && view.marks.every((m) => MARKS.includes(m)), kind);
  }
});

test('a square question offers the row’s squares and judges the answer with the reason', () => {
  const stop = { kind: 'second-queen', step: 4, ask: { step: 3, question: { kind: 'square', row: 1, answer: { row: 1, col: 2 } } } };
  const q = questionView(stop, 4);
  assert.deepEqual(q.choices.map((c) => c.label), ['a2', 'b2', 'c2', 'd2']);
  assert.equal(q.onBoard, true);
  assert.deepEqual(judge(stop, { row: 1, col: 2 }), { right: true, text: 'Right: c2.' });
  assert.match(judge(stop, { row: 1, col: 0 }).text, /^Not this time: a2 is attacked\. The search takes c2\.$/);
  assert.match(judge(stop, { row: 1, col: 3 }).text, /d2 is free too, but the search tries the columns from the left/);
  assert.match(judge(stop, { row: 2, col: 0 }).text, /a3 is not in row 2/);
});

test('a yes / no question is judged against the core’s answer', () => {
  const stop = { kind: 'corner-given-up', ask: { step: 10, question: { kind: 'can-start-with', square: { row: 0, col: 0 }, answer: false } } };
  assert.equal(questionView(stop, 4).prompt, 'Can any solution start with a queen on a1?');
  assert.equal(questionView(stop, 4).onBoard, false);
  assert.equal(judge(stop, false).right, true);
  assert.match(judge(stop, true).text, /^Not this time: none does/);
});

test('the first backtrack is asked as a choice among the queens on the board, or none; the board answers it too', () => {
  const a1 = { row: 0, col: 0 };
  const c2 = { row: 1, col: 2 };
  const stop = { kind: 'first-backtrack', n: 4, step: 9, ask: { step: 4, question: { kind: 'first-lift', queens: [a1, c2], answer: c2 } } };
  const q = questionView(stop, 4);
  assert.match(q.prompt, /^Row 3 comes next, with queens on a1 and c2\. Which queen will the search lift first/);
  assert.deepEqual(q.choices.map((c) => c.label), ['a1', 'c2', 'None of them']);
  assert.deepEqual(q.boardValue({ row: 1, col: 2 }), c2);
  assert.equal(q.boardValue({ row: 2, col: 1 }), undefined, 'a square without a queen answers nothing');
  assert.deepEqual(judge(stop, c2), { right: true, text: 'Right: c2, the queen placed last, is lifted first.' });
  assert.match(judge(stop, a1).text, /^Not this time: the search undoes its latest choice first; a1 stays .* The search lifts c2\.$/);
  assert.match(judge(stop, 'none').text, /every square of row 3 is attacked/);
});

test('the mirror image is asked as a square of row 1, and a wrong answer is shown the reflection', () => {
  const stop = { kind: 'mirror-solution', n: 4, step: 48, ask: { step: 31, question: { kind: 'mirror-start', first: [1, 3, 0, 2], answer: { row: 0, col: 2 } } } };
  const q = questionView(stop, 4);
  assert.match(q.prompt, /^Solution 1 is b1 d2 a3 c4\. Its mirror image/);
  assert.deepEqual(q.choices.map((c) => c.label), ['a1', 'b1', 'c1', 'd1']);
  assert.equal(q.boardValue({ row: 1, col: 2 }), undefined, 'only row 1 answers');
  assert.equal(judge(stop, { row: 0, col: 2 }).right, true);
  assert.equal(judge(stop, { row: 0, col: 1 }).text, 'Not this time: reflected left to right, b1 d2 a3 c4 becomes c1 a2 d3 b4, which starts on c1.');
});

test('the 8×8 totals are asked as two numbers, told against the search\'s', () => {
  const stop = { kind: 'totals', n: 8, step: 17869, ask: { step: 0, question: { kind: 'totals', solutions: 92, nodes: 2057 } } };
  const q = questionView(stop, 8);
  assert.match(q.prompt, /the 8×8 board, all of it/);
  assert.deepEqual(q.fields.map((f) => f.name), ['solutions', 'nodes']);
  assert.deepEqual(judge(stop, { solutions: 92, nodes: 2057 }), { right: true, text: 'Right: 92 solutions and 2,057 nodes.' });
  assert.deepEqual(judge(stop, { solutions: 100, nodes: 40320 }), { right: false, text: 'You said 100 solutions and 40,320 nodes; the search finds 92 and examines 2,057.' });
  const shown = stopView(stop, { n: 8, counters: { steps: 17869, solutions: 92, nodes: 2057 }, queens: [] });
  assert.equal(shown.title, 'The 8×8 board');
  assert.match(shown.sentences[0], /after 17,869 steps: 92 solutions, 2,057 partial boards/);
  assert.match(shown.sentences[1], /8! = 40,320 permutations and 4,426,165,368 placements/);
});

test('a typed count is read with or without separators, and nothing else is one', () => {
  assert.equal(readCount(' 2,057 '), 2057);
  assert.equal(readCount('2 057'), 2057);
  assert.equal(readCount('92'), 92);
  for (const bad of ['', 'ninety', '9.2', '-3', '1e3', '1234567890123456']) assert.equal(readCount(bad), undefined, bad);
});
