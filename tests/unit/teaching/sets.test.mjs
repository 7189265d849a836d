// Unit tests of www/js/teaching/sets.js: the sets as the article writes them, what each variant keeps, and what
// an event does to them.

import '../english.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatValue, formatSet, setsOf, slotsOf, slotOf, keptOf, setChange, describeChange } from '../../../www/js/teaching/sets.js';

test('values as the article writes them: a real minus sign', () => {
  assert.equal(formatValue(-1), '\u22121');
  assert.equal(formatValue(0), '0');
  assert.equal(formatValue(3), '3');
  assert.equal(formatSet([0, -1]), '{0, \u22121}');
  assert.equal(formatSet([]), '{}');
});

test('the article\'s example: queens at (0, 0) and (1, 2) give columns {0, 2}, down {0, −1}, up {0, 3}', () => {
  const sets = setsOf(Uint8Array.from([0, 2]));
  assert.deepEqual(sets, { column: [0, 2], down: [0, -1], up: [0, 3] });
  assert.equal(formatSet(sets.down), '{0, \u22121}');
});

test('what each variant keeps: same-diagonal feeds down row + col, sized-n a slot, scan and brute force no sets', () => {
  assert.deepEqual(setsOf([0, 2], 'same-diagonal', 4), { column: [0, 2], down: [0, 3], up: [0, 3] });
  assert.deepEqual(setsOf([0, 2], 'sized-n', 4), { column: [0, 2], down: [0, 3], up: [0, 3] });
  assert.deepEqual(setsOf([0, 2], 'forgot-undo', 4), { column: [0, 2], down: [0, -1], up: [0, 3] });
  assert.equal(setsOf([0, 2], 'scan', 4), null);
  assert.equal(setsOf([0, 2], 'brute-force', 4), null);
  assert.equal(keptOf('scan', 1, 2, 4), null);
  // Python's list[-1] is the last slot: row − col = −1 and 3 share slot 3 on a 4×4 board.
  assert.equal(slotOf(1, 2, 4), 3);
  assert.equal(slotOf(3, 0, 4), 3);
  assert.deepEqual(slotsOf([0, 2], 4), [true, false, false, true]);
  assert.deepEqual(slotsOf([], 5), [false, false, false, false, false]);
});

test('a rejection names the value that refused the square and the queen that owns it', () => {
  const change = setChange({ event: 'reject', row: 1, col: 1, conflict: 'down', by: 0 }, [0]);
  assert.deepEqual(change, { kind: 'reject', set: 'down', value: 0, owner: [0, 0] });
  assert.equal(describeChange(change), 'rejected: row − col = 0 is already in the down diagonals (the queen on a1 (0, 0) put it there)');
  const up = setChange({ event: 'reject', row: 2, col: 0, conflict: 'up', by: 1 }, [3, 1]);
  assert.deepEqual(up, { kind: 'reject', set: 'up', value: 2, owner: [1, 1] });
  const same = setChange({ event: 'reject', row: 1, col: 2, conflict: 'down', by: 0 }, [3], 'same-diagonal', 4);
  assert.deepEqual(same, { kind: 'reject', set: 'down', value: 3, owner: [0, 3] });
  assert.equal(describeChange(same, 'same-diagonal'), 'rejected: row + col = 3 is already in the down diagonals (the queen on d1 (0, 3) put it there)');
  const wrapped = setChange({ event: 'reject', row: 3, col: 0, conflict: 'down', by: 1 }, [0, 2], 'sized-n', 4);
  assert.deepEqual(wrapped, { kind: 'reject', set: 'down', value: 3, owner: [1, 2] });
  const scan = setChange({ event: 'reject', row: 1, col: 1, conflict: 'down', by: 0 }, [0], 'scan', 4);
  assert.equal(describeChange(scan, 'scan'), 'rejected: b2 (1, 1) meets the queen on a1 (0, 0) along its down diagonal');
});

test('a placement adds and a backtrack removes the square\'s values; forgot-undo keeps its down value', () => {
  const added = setChange({ event: 'place', row: 1, col: 2 }, [0, 2]);
  assert.deepEqual(added, { kind: 'add', values: { column: 2, down: -1, up: 3 } });
  assert.equal(describeChange(added), 'added: col 2, down \u22121, up 3');
  const removed = setChange({ event: 'remove', row: 1, col: 2 }, [0]);
  assert.equal(describeChange(removed), 'removed: col 2, down \u22121, up 3');
  const ghost = setChange({ event: 'remove', row: 1, col: 2 }, [0], 'forgot-undo', 4);
  assert.equal(describeChange(ghost, 'forgot-undo'), 'removed: col 2, up 3 (down \u22121 is not removed: the bug)');
  assert.equal(describeChange(setChange({ event: 'place', row: 1, col: 2 }, [0, 2], 'sized-n', 4), 'sized-n'), 'added: col 2, down slot 3, up 3');
  assert.equal(setChange({ event: 'place', row: 1, col: 2 }, [0, 2], 'scan', 4), null);
  assert.equal(setChange({ event: 'solution', number: 1, columns: [1, 3, 0, 2] }, [1, 3, 0, 2]), null);
  assert.equal(setChange(null, []), null);
  assert.equal(describeChange(null), '');
});

test('brute force: the permutation and its clashing pair, or a solution', () => {
  const clash = setChange({ event: 'permutation', number: 1, columns: [0, 1, 2, 3], clash: [0, 1] }, [0, 1, 2, 3], 'brute-force', 4);
  assert.equal(describeChange(clash, 'brute-force'), 'clash: rows 0 and 1, a1 (0, 0) and b2 (1, 1): 1 − 0 = |1 − 0|, one diagonal');
  const safe = setChange({ event: 'permutation', number: 8, columns: [1, 3, 0, 2], solution: 1 }, [1, 3, 0, 2], 'brute-force', 4);
  assert.equal(describeChange(safe, 'brute-force'), 'no two queens share a diagonal: solution 1');
});
