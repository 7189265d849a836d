// Unit tests of www/js/teaching/code.js: which code lines each event lights, and the call stack.

import '../english.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CODE, highlightOf, callStack, frameText } from '../../../www/js/teaching/code.js';

const textOf = (language, i) => CODE[language].lines[i].text.trim();

test('both languages have the same parts, each test clause naming its set', () => {
  for (const language of ['python', 'javascript']) {
    const { lines } = CODE[language];
    assert.deepEqual(lines.filter((l) => l.part === 'test').map((l) => l.test), ['column', 'down', 'up'], language);
    for (const part of ['def', 'base', 'append', 'loop', 'place', 'call', 'remove', 'start']) {
      assert.ok(lines.some((l) => l.part === part), `${language} has a ${part} line`);
    }
  }
});

test('a rejection stands on the clause that failed', () => {
  for (const [conflict, text] of [['column', 'if (col in used_columns'], ['down', 'or row - col in used_down_diagonals'], ['up', 'or row + col in used_up_diagonals):']]) {
    const h = highlightOf('python', { event: 'reject', row: 1, col: 1, conflict, by: 0 });
    assert.equal(textOf('python', h.current), text);
    assert.equal(h.failed, conflict);
    assert.ok(h.lit.includes(h.current));
  }
  const js = highlightOf('javascript', { event: 'reject', row: 1, col: 0, conflict: 'down', by: 0 });
  assert.equal(textOf('javascript', js.current), '|| usedDown.has(down)');
});

test('a placement lights the adds and the recursive call; a backtrack the removes; a solution the append', () => {
  const place = highlightOf('python', { event: 'place', row: 0, col: 1 });
  assert.deepEqual(place.lit.map((i) => textOf('python', i)), [
    'used_columns.add(col)', 'used_down_diagonals.add(row - col)', 'used_up_diagonals.add(row + col)',
    'placement.append(col)', 'place_queen_in(row + 1)',
  ]);
  assert.equal(place.failed, undefined);
  assert.equal(place.note, '✓ b1 (0, 1) is free: the queen goes there, then place_queen_in(1)');
  assert.equal(highlightOf('python', { event: 'remove', row: 2, col: 0 }).note, '↩ place_queen_in(3) returned: the queen on a3 (2, 0) is lifted');
  const remove = highlightOf('python', { event: 'remove', row: 0, col: 1 });
  assert.deepEqual(remove.lit.map((i) => textOf('python', i)), [
    'placement.pop()', 'used_up_diagonals.remove(row + col)', 'used_down_diagonals.remove(row - col)', 'used_columns.remove(col)',
  ]);
  const solution = highlightOf('python', { event: 'solution', number: 1, columns: [1, 3, 0, 2] });
  assert.equal(textOf('python', solution.current), 'solutions.append(placement.copy())');
  assert.equal(solution.note, '★ solution 1: b1 d2 a3 c4, placement = [1, 3, 0, 2]');
  assert.equal(textOf('python', highlightOf('python', null).current), 'place_queen_in(0)');
  assert.equal(textOf('javascript', highlightOf('javascript', { event: 'done' }).current), 'place(0);');
  assert.equal(highlightOf('python', { event: 'reject', row: 1, col: 1, conflict: 'down', by: 0 }).note,
    '✗ b2 (1, 1): row - col = 0 is in used_down_diagonals');
});

test('the call stack: a frame per queen plus the row being filled, none before the first call or after the last', () => {
  assert.deepEqual(callStack([], null), []);
  assert.deepEqual(callStack([], { event: 'done' }), []);
  assert.deepEqual(callStack([0], { event: 'place', row: 0, col: 0 }), [
    { row: 0, trying: 0, tried: [], lifted: [] },
    { row: 1, trying: null, tried: [], lifted: [] },
  ]);
  assert.deepEqual(callStack([0], { event: 'reject', row: 1, col: 1, conflict: 'down', by: 0 }), [
    { row: 0, trying: 0, tried: [], lifted: [] },
    { row: 1, trying: 1, tried: [0], lifted: [] },
  ]);
  // a1 then d2 (c2 was placed and lifted); row 3 has just lifted b3.
  const lifted = Array(16).fill(0);
  lifted[1 * 4 + 2] = 1;
  lifted[2 * 4 + 1] = 1;
  assert.deepEqual(callStack([0, 3], { event: 'remove', row: 2, col: 1 }, lifted, 4), [
    { row: 0, trying: 0, tried: [], lifted: [] },
    { row: 1, trying: 3, tried: [0, 1, 2], lifted: [2] },
    { row: 2, trying: 1, tried: [0], lifted: [1] },
  ]);
  assert.equal(callStack([1, 3, 0, 2], { event: 'solution', number: 1, columns: [1, 3, 0, 2] }).length, 5);
  assert.deepEqual(callStack([1, 3, 0, 2], { event: 'permutation', number: 1, columns: [1, 3, 0, 2] }), [], 'brute force has none');
});

test('frames in words: chess names, ✗ rejected, ↩ lifted, ✓ standing, and the code\'s col', () => {
  assert.equal(frameText({ row: 2, trying: 3, tried: [0, 1, 2], lifted: [] }, 'python', 4),
    'place_queen_in(2) · row 3: a3 ✗ b3 ✗ c3 ✗ d3 ✓ (col = 3)');
  assert.equal(frameText({ row: 1, trying: 3, tried: [0, 1, 2], lifted: [2] }, 'python', 4),
    'place_queen_in(1) · row 2: a2 ✗ b2 ✗ c2 ↩ d2 ✓ (col = 3)');
  assert.equal(frameText({ row: 2, trying: 1, tried: [0], lifted: [1] }, 'python', 4, { top: true, event: { event: 'remove', row: 2, col: 1 } }),
    'place_queen_in(2) · row 3: a3 ✗ b3 ↩ (col = 1)');
  assert.equal(frameText({ row: 1, trying: 1, tried: [0], lifted: [] }, 'javascript', 4, { top: true, event: { event: 'reject', row: 1, col: 1 } }),
    'place(1) · row 2: a2 ✗ b2 ✗ (col = 1)');
  assert.equal(frameText({ row: 0, trying: 0, tried: [], lifted: [] }, 'javascript', 4), 'place(0) · row 1: a1 ✓ (col = 0)');
  assert.equal(frameText({ row: 2, trying: null, tried: [], lifted: [] }, 'python', 4), 'place_queen_in(2) · row 3: just called, no column tried yet');
  assert.equal(frameText({ row: 4, trying: null, tried: [], lifted: [] }, 'python', 4), 'place_queen_in(4): row == n, every row is filled');
});
