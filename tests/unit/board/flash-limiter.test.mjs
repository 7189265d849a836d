// Unit tests of FlashLimiter (www/js/board/board.js) on a fake clock: at most one solution highlight starts
// in any MIN_FLASH_GAP_MS, a flash under way goes on fading, a board that stays on its solution gets its
// gilded squares once the gap has passed, and the start times let through are remembered.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FlashLimiter, MIN_FLASH_GAP_MS } from '../../../www/js/board/board.js';

/** A clock the test moves by hand. */
function fakeClock(start = 1000) {
  let now = start;
  return { now: () => now, advance: (ms) => (now += ms) };
}

test('a solution asked for starts a flash and gilds its squares; a second one within the gap is dropped', () => {
  const clock = fakeClock();
  const limiter = new FlashLimiter();
  const first = clock.now();
  assert.deepEqual(limiter.update(first, 'solution 1', clock.now()), { flashAt: first, gilded: true, waiting: false });
  // Redrawn a few frames later on the same solution: the same flash goes on fading.
  clock.advance(16);
  assert.deepEqual(limiter.update(first, 'solution 1', clock.now()), { flashAt: first, gilded: true, waiting: false });
  // The next solution 100 ms later: no new flash, the first goes on fading, its squares wait for the gap.
  clock.advance(84);
  const second = clock.now();
  assert.deepEqual(limiter.update(second, 'solution 2', clock.now()), { flashAt: first, gilded: false, waiting: true });
  assert.deepEqual(limiter.starts, [first]);
});

test('a board that stays on a solution gets its gilding once the gap has passed, and that counts as a flash', () => {
  const clock = fakeClock();
  const limiter = new FlashLimiter();
  const first = clock.now();
  limiter.update(first, 'solution 1', clock.now());
  clock.advance(200);
  limiter.update(clock.now(), 'solution 2', clock.now());
  clock.advance(MIN_FLASH_GAP_MS - 200 - 1);
  assert.equal(limiter.update(undefined, 'solution 2', clock.now()).waiting, true, 'one millisecond short of the gap');
  clock.advance(1);
  const gildedAt = clock.now();
  assert.deepEqual(limiter.update(undefined, 'solution 2', clock.now()), { flashAt: undefined, gilded: true, waiting: false });
  assert.deepEqual(limiter.starts, [first, gildedAt]);
});

test('a fast run: whatever the rate of solutions, starts are at least the gap apart (at most two a second)', () => {
  const clock = fakeClock(0);
  const limiter = new FlashLimiter();
  for (let k = 1; k <= 300; k++) {
    clock.advance(7); // a solution every 7 ms
    limiter.update(clock.now(), `solution ${k}`, clock.now());
  }
  const gaps = limiter.starts.slice(1).map((t, i) => t - limiter.starts[i]);
  assert.ok(limiter.starts.length >= 2, JSON.stringify(limiter.starts));
  assert.ok(gaps.every((gap) => gap >= MIN_FLASH_GAP_MS), JSON.stringify(gaps));
  for (let t = 0; t + 1000 <= clock.now(); t += 50) {
    assert.ok(limiter.starts.filter((s) => s >= t && s < t + 1000).length <= 2, `more than two flashes in the second from ${t}`);
  }
});

test('leaving the solution clears the gilding; the same solution again later is a new highlight', () => {
  const clock = fakeClock();
  const limiter = new FlashLimiter(100);
  limiter.update(clock.now(), 'solution 1', clock.now());
  clock.advance(50);
  assert.deepEqual(limiter.update(undefined, undefined, clock.now()), { flashAt: undefined, gilded: false, waiting: false });
  clock.advance(100);
  const back = clock.now();
  assert.deepEqual(limiter.update(undefined, 'solution 1', clock.now()), { flashAt: undefined, gilded: true, waiting: false });
  assert.equal(limiter.starts.at(-1), back);
});
