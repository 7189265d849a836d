// Unit tests of www/js/teaching/sets.js: the three sets as the article writes them, and what an event does to them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatValue, formatSet, setsOf, setChange, describeChange } from '../../../www/js/teaching/sets.js';

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

test('a rejection names the value that refused the square and the queen that owns it', () => {
  const change = setChange({ event: 'reject', row: 1, col: 1, conflict: 'down', by: 0 }, [0]);
  assert.deepEqual(change, { kind: 'reject', set: 'down', value: 0, owner: [0, 0] });
  assert.equal(describeChange(change), 'rejected: row − col = 0 is already in the down diagonals (the queen at (0, 0) put it there)');
  const up = setChange({ event: 'reject', row: 2, col: 0, conflict: 'up', by: 1 }, [3, 1]);
  assert.deepEqual(up, { kind: 'reject', set: 'up', value: 2, owner: [1, 1] });
});

test('a placement adds and a backtrack removes the square\'s three values', () => {
  const added = setChange({ event: 'place', row: 1, col: 2 }, [0, 2]);
  assert.deepEqual(added, { kind: 'add', values: { column: 2, down: -1, up: 3 } });
  assert.equal(describeChange(added), 'added: col 2, down \u22121, up 3');
  const removed = setChange({ event: 'remove', row: 1, col: 2 }, [0]);
  assert.equal(describeChange(removed), 'removed: col 2, down \u22121, up 3');
  assert.equal(setChange({ event: 'solution', number: 1, columns: [1, 3, 0, 2] }, [1, 3, 0, 2]), null);
  assert.equal(setChange(null, []), null);
  assert.equal(describeChange(null), '');
});
