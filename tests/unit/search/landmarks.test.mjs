// Unit tests of www/js/search/landmarks.js: the scout runs a stand-in search (the independent reference search of
// tests/e2e/reference-search.mjs, stepped one event at a time) to its end: the total, every solution's step and the
// first backtrack's; a search longer than the budget is left unscouted; the step bar is told what was found.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scoutLandmarks, Landmarks } from '../../../www/js/search/landmarks.js';
import { referenceStates } from '../../e2e/reference-search.mjs';

/** The wasm Search's part the scout uses, over the reference states of n. */
function standIn(n) {
  const states = referenceStates(n);
  return {
    steps: 0,
    freed: false,
    isDone() { return this.steps === states.length - 1; },
    step() { this.steps += 1; return states[this.steps].event; },
    atSolution() { return states[this.steps].event?.event === 'solution'; },
    runToSolution(max) {
      for (let k = 0; k < max && !this.isDone(); k++) if (this.step().event === 'solution') break;
    },
    free() { this.freed = true; },
  };
}

const stepsOf = (n, pick) => referenceStates(n).flatMap((s, k) => (s.event && pick(s.event) ? [k] : []));

test('the scout finds the total, the solutions and the first backtrack, and frees its search', () => {
  for (const n of [4, 5, 6]) {
    const scout = standIn(n);
    const found = scoutLandmarks(scout);
    assert.equal(found.total, referenceStates(n).length - 1, `n = ${n}`);
    assert.deepEqual(found.solutions, stepsOf(n, (e) => e.event === 'solution'), `n = ${n}`);
    assert.equal(found.backtrack, stepsOf(n, (e) => e.event === 'remove')[0], `n = ${n}`);
    assert.equal(scout.freed, true);
  }
  assert.deepEqual(scoutLandmarks(standIn(4)).solutions, [31, 48]);
});

test('a search longer than the budget is left unscouted', () => {
  const scout = standIn(6);
  assert.equal(scoutLandmarks(scout, 100), undefined);
  assert.equal(scout.freed, true);
});

test('the step bar gets the scout\'s total and marks; an unscouted search\'s marks come as they are reached', () => {
  const told = { marks: {} };
  const scrub = { setTotal(total) { told.total = total; }, setMarks(kind, steps) { told.marks[kind] = steps; } };
  const landmarks = new Landmarks(scrub);
  landmarks.start(() => standIn(4), { steps: 79n });
  assert.deepEqual(told, { total: 79, marks: { solution: [31, 48], backtrack: [9] } });
  landmarks.reached('solution', 30);
  assert.deepEqual(told.marks.solution, [31, 48], 'a scouted search knows its marks');
  const later = { marks: {} };
  const other = new Landmarks({ setTotal(total) { later.total = total; }, setMarks(kind, steps) { later.marks[kind] = steps; } });
  other.start(() => assert.fail('no scout for a search the table says is long'), { steps: 10n ** 9n });
  other.reached('backtrack', 12);
  other.reached('backtrack', 40);
  other.reached('solution', 100);
  assert.deepEqual(later, { marks: { backtrack: [12], solution: [100] } });
});
