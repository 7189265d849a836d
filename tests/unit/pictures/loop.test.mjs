// The from–to loop of a playing view (www/js/pictures/loop.js), against a stand-in search.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { StepLoop, loopOf } from '../../../www/js/pictures/loop.js';

/** A search of `last` steps that only counts them. */
function countingSearch(last, steps = 0) {
  return {
    steps,
    isDone() {
      return this.steps >= last;
    },
    seek(k) {
      this.steps = Math.min(k, last);
    },
  };
}

test('the loop lets steps through up to `to`, then goes back to `from` and takes none that frame', () => {
  const loop = new StepLoop(4, 9);
  const search = countingSearch(100, 0);
  assert.equal(loop.cap(search, 3), 0);
  assert.equal(search.steps, 4);
  assert.equal(loop.cap(search, 3), 3);
  search.steps = 7;
  assert.equal(loop.cap(search, 10), 2);
  search.steps = 9;
  assert.equal(loop.cap(search, 10), 0);
  assert.equal(search.steps, 4);
});

test('a search that ends inside the range goes back to `from` at its end', () => {
  const loop = new StepLoop(2, 50);
  const search = countingSearch(20, 20);
  assert.equal(loop.cap(search, 5), 0);
  assert.equal(search.steps, 2);
});

test('loopOf reads from and to: to alone loops from 0, to not after from is told', () => {
  assert.equal(loopOf(undefined, undefined).loop, undefined);
  assert.equal(loopOf(3, undefined).loop, undefined);
  assert.deepEqual({ ...loopOf(undefined, 8).loop }, { from: 0, to: 8 });
  assert.deepEqual({ ...loopOf(2, 8).loop }, { from: 2, to: 8 });
  const refused = loopOf(8, 8);
  assert.equal(refused.loop, undefined);
  assert.match(refused.problem, /to: 8 is not after from \(8\)/);
});
