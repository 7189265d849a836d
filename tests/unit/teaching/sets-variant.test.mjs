// Unit tests of www/js/teaching/sets.js with a classic mistake's events: a rejection by a value no queen on the
// board holds (forgot-undo's ghost) names no owner, a blocked square is told apart, and what a variant keeps is said
// in the names of the language shown.

import '../english.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setChange, describeChange, variantNote } from '../../../www/js/teaching/sets.js';

test('a rejection by a ghost diagonal names no queen; a real one still does', () => {
  // Queens a1 (0, 0) and d2 (1, 3); (2, 1) refused along row − col = 1, left by a queen gone from row 1.
  const ghost = setChange({ event: 'reject', row: 2, col: 1, conflict: 'down', by: 1 }, [0, 3]);
  assert.deepEqual(ghost, { kind: 'reject', set: 'down', value: 1, owner: undefined });
  assert.equal(describeChange(ghost), 'rejected: row − col = 1 is already in the down diagonals (no queen on the board holds it: the variant’s bug)');
  const real = setChange({ event: 'reject', row: 2, col: 2, conflict: 'down', by: 0 }, [0, 3]);
  assert.deepEqual(real.owner, [0, 0]);
});

test('a blocked square is refused before any set is asked', () => {
  const change = setChange({ event: 'reject', row: 0, col: 1, conflict: 'blocked' }, []);
  assert.equal(describeChange(change), 'rejected: b1 (0, 1) is blocked, before any set is asked');
});

test('what a variant keeps is said in the names of the language shown', () => {
  assert.match(variantNote('forgot-undo', 'python'), /stay in used_down_diagonals/);
  assert.match(variantNote('forgot-undo', 'javascript'), /stay in usedDown/);
  assert.match(variantNote('sized-n', 'python'), /\[False\] \* n/);
  assert.match(variantNote('sized-n', 'javascript'), /new Array\(n\)\.fill\(false\)/);
  assert.match(variantNote('scan', 'javascript'), /every queen in queenInRow/);
  assert.doesNotMatch(variantNote('brute-force', 'javascript'), /placement/);
  assert.equal(variantNote('correct', 'javascript'), '');
});
