// Unit tests of www/js/teaching/listings.js and of the code panel's highlighting for each variant: every
// classic mistake's copy carries its bug, marked; the lines an event lights exist in that copy.

import '../english.mjs';
import { test } from 'node:test';
import { englishMessages } from '../../../www/js/i18n/i18n.js';
import later from '../../../www/js/i18n/messages/en-later.js';
import assert from 'node:assert/strict';
import { LISTINGS, listingOf } from '../../../www/js/teaching/listings.js';
import { highlightOf } from '../../../www/js/teaching/code.js';

const texts = (variant, language, indices) => indices.map((i) => listingOf(variant, language).lines[i].text.trim());
const bugs = (variant, language) => listingOf(variant, language).lines.filter((l) => l.bug).map((l) => l.text.trim());

test('each mistake\'s listing marks its bug, in both languages; the correct search has none', () => {
  assert.deepEqual(bugs('correct', 'python'), []);
  assert.deepEqual(bugs('correct', 'javascript'), []);
  assert.deepEqual(bugs('forgot-undo', 'python'), ['# used_down_diagonals.remove(row - col) is missing']);
  assert.deepEqual(bugs('forgot-undo', 'javascript'), ['usedCols.delete(col); usedUp.delete(up); // no usedDown.delete(down)']);
  assert.deepEqual(bugs('same-diagonal', 'python'), ['or row + col in used_down_diagonals', 'used_down_diagonals.add(row + col)', 'used_down_diagonals.remove(row + col)']);
  assert.deepEqual(bugs('same-diagonal', 'javascript'), ['const down = row + col, up = row + col;']);
  assert.deepEqual(bugs('sized-n', 'python'), ['used_down_diagonals = [False] * n']);
  assert.deepEqual(bugs('sized-n', 'javascript'), ['const usedDown = new Array(n).fill(false);']);
  assert.deepEqual(bugs('scan', 'python'), ['for r, c in enumerate(placement):']);
  for (const variant of Object.keys(LISTINGS)) {
    for (const language of ['python', 'javascript']) {
      for (const line of listingOf(variant, language).lines.filter((l) => l.bug)) assert.ok(englishMessages(later).t(`code-bug-${line.bug}`).length > 20, `${variant} ${language} says why`);
    }
  }
  assert.equal(listingOf('no-such-variant', 'python').lines, LISTINGS.correct.python);
});

test('forgot-undo: a backtrack lights the removes it has, never the down remove it lacks', () => {
  for (const language of ['python', 'javascript']) {
    const h = highlightOf(language, { event: 'remove', row: 1, col: 2 }, { variant: 'forgot-undo', queens: [0], n: 4 });
    const lit = texts('forgot-undo', language, h.lit);
    assert.ok(!lit.some((t) => /used_down_diagonals\.remove|usedDown\.delete\(down\);/.test(t)), `${language}: ${lit}`);
    assert.match(h.note, /stays in (used_down_diagonals|usedDown)/);
  }
  const python = highlightOf('python', { event: 'remove', row: 1, col: 2 }, { variant: 'forgot-undo', queens: [0], n: 4 });
  assert.deepEqual(texts('forgot-undo', 'python', python.lit), ['placement.pop()', 'used_up_diagonals.remove(row + col)', 'used_columns.remove(col)']);
  const ghost = highlightOf('python', { event: 'reject', row: 2, col: 3, conflict: 'down', by: 1 }, { variant: 'forgot-undo', queens: [0, 3], n: 4 });
  assert.equal(ghost.note, '✗ d3 (2, 3): row - col = -1 is in used_down_diagonals (left by a queen that has gone: the bug)');
});

test('same-diagonal and sized-n stand on their own down clause', () => {
  const same = highlightOf('python', { event: 'reject', row: 1, col: 2, conflict: 'down', by: 0 }, { variant: 'same-diagonal', queens: [3], n: 4 });
  assert.equal(texts('same-diagonal', 'python', [same.current])[0], 'or row + col in used_down_diagonals');
  assert.equal(same.note, '✗ c2 (1, 2): row + col = 3 is in used_down_diagonals (the bug: it holds row + col)');
  const sized = highlightOf('python', { event: 'reject', row: 3, col: 0, conflict: 'down', by: 1 }, { variant: 'sized-n', queens: [0, 2], n: 4 });
  assert.equal(texts('sized-n', 'python', [sized.current])[0], 'or used_down_diagonals[row - col]');
  assert.equal(sized.note, '✗ a4 (3, 0): row - col = 3 reads slot 3 of 4, which is True');
  const place = highlightOf('javascript', { event: 'place', row: 1, col: 2 }, { variant: 'sized-n', queens: [0, 2], n: 4 });
  assert.deepEqual(texts('sized-n', 'javascript', place.lit), ['usedCols.add(col); usedDown[down] = true; usedUp.add(up);', 'queenInRow.push(col);', 'place(row + 1);']);
});

test('scan: a rejection runs the scan to the queen it met, a placement the scan to its end', () => {
  const reject = highlightOf('python', { event: 'reject', row: 1, col: 1, conflict: 'down', by: 0 }, { variant: 'scan', queens: [0], n: 4 });
  assert.equal(texts('scan', 'python', [reject.current])[0], 'if c == col or r - c == row - col or r + c == row + col:');
  assert.deepEqual(texts('scan', 'python', reject.lit), ['for r, c in enumerate(placement):', 'if c == col or r - c == row - col or r + c == row + col:', 'return True', 'if attacked(row, col):', 'continue']);
  assert.equal(reject.note, '✗ b2 (1, 1) meets the queen on a1 (r = 0, c = 0): r - c == row - col');
  const place = highlightOf('python', { event: 'place', row: 1, col: 2 }, { variant: 'scan', queens: [0, 2], n: 4 });
  assert.equal(texts('scan', 'python', [place.current])[0], 'placement.append(col)');
  assert.ok(texts('scan', 'python', place.lit).includes('return False'));
});

test('brute force: count_by_permutation and is_safe_arrangement, the clash or the return True lit', () => {
  const start = highlightOf('python', null, { variant: 'brute-force', n: 4 });
  assert.equal(texts('brute-force', 'python', [start.current])[0], 'return sum(1 for columns in permutations(range(n)) if is_safe_arrangement(columns))');
  assert.equal(start.note, '▶ permutations(range(4)) starts with (0, 1, 2, 3)');
  const clash = highlightOf('python', { event: 'permutation', number: 1, columns: [0, 1, 2, 3], clash: [0, 1] }, { variant: 'brute-force', n: 4 });
  assert.equal(texts('brute-force', 'python', [clash.current])[0], 'if lower - upper == abs(columns[lower] - columns[upper]):');
  assert.ok(texts('brute-force', 'python', clash.lit).includes('return False'));
  assert.equal(clash.note, '✗ columns = (0, 1, 2, 3): upper = 0, lower = 1, 1 - 0 == |1 - 0|: a1 and b2 share a diagonal');
  const safe = highlightOf('javascript', { event: 'permutation', number: 8, columns: [1, 3, 0, 2], solution: 1 }, { variant: 'brute-force', n: 4 });
  assert.equal(texts('brute-force', 'javascript', [safe.current])[0], 'return true;');
  assert.equal(safe.note, '★ columns = [1, 3, 0, 2] (b1 d2 a3 c4): no pair clashes, solution 1');
  assert.equal(highlightOf('python', { event: 'done' }, { variant: 'brute-force', n: 4 }).note, '■ every permutation checked: the sum is the count');
});
