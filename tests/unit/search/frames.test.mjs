// Unit tests of www/js/search/frames.js: one frame request for every loop, the page's budget shared, the loops
// left over served first in the next frame.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FrameScheduler, PAGE_FRAME_BUDGET_MS, SEARCH_BUDGET_MS, LEAST_SEARCH_MS } from '../../../www/js/search/frames.js';

/** A scheduler on a fake clock and a fake frame queue: `frame()` runs the pending frame. */
function fakePage() {
  const page = { time: 0, requested: [], cancelled: [] };
  page.scheduler = new FrameScheduler({
    requestFrame: (callback) => page.requested.push(callback),
    cancelFrame: (id) => page.cancelled.push(id),
    clock: () => page.time,
  });
  page.frame = () => {
    const pending = page.requested.splice(0);
    assert.equal(pending.length, 1, 'one frame request at a time, whatever the number of loops');
    pending[0](page.time);
  };
  return page;
}

/** A loop that spends `cost(searchMs)` of the fake clock each frame and asks again while `again`. */
function loop(page, name, served, { cost = (searchMs) => searchMs, again = () => true } = {}) {
  const self = {
    serve(_now, searchMs) {
      served.push({ name, searchMs });
      page.time += cost(searchMs);
      if (again()) page.scheduler.request(self);
    },
  };
  return self;
}

test('a loop alone has the whole search budget, and one frame request is made however often it asks', () => {
  const page = fakePage();
  const served = [];
  const only = loop(page, 'only', served);
  page.scheduler.request(only);
  page.scheduler.request(only);
  assert.equal(page.requested.length, 1);
  page.frame();
  assert.deepEqual(served, [{ name: 'only', searchMs: SEARCH_BUDGET_MS }]);
  assert.equal(page.scheduler.pending, 1, 'it asked again');
});

test('fifty loops share the page budget: a frame serves a few, the rest go first in the next', () => {
  const page = fakePage();
  const served = [];
  const loops = Array.from({ length: 50 }, (_, i) => loop(page, i, served, { cost: (searchMs) => searchMs + 0.5 }));
  for (const each of loops) page.scheduler.request(each);
  const start = page.time;
  page.frame();
  const first = served.splice(0);
  assert.ok(first.length >= 2 && first.length < 50, `${first.length} served in one frame`);
  assert.ok(page.time - start <= PAGE_FRAME_BUDGET_MS + SEARCH_BUDGET_MS + 0.5, 'the frame kept to its budget, give or take the last loop');
  assert.ok(first.every(({ searchMs }) => searchMs >= LEAST_SEARCH_MS && searchMs <= SEARCH_BUDGET_MS));
  assert.deepEqual(first.map(({ name }) => name), loops.slice(0, first.length).map((_, i) => i), 'in the order they asked');
  page.frame();
  assert.equal(served[0].name, first.length, 'the next frame starts with the first loop left over');
  // Every loop is served within a bounded number of frames.
  const seen = new Set([...first, ...served].map(({ name }) => name));
  for (let frames = 0; seen.size < 50 && frames < 50; frames++) {
    served.length = 0;
    page.frame();
    for (const { name } of served) seen.add(name);
  }
  assert.equal(seen.size, 50, 'every loop had its turn');
});

test('a cancelled loop is not served, and the frame request goes when no loop waits', () => {
  const page = fakePage();
  const served = [];
  const a = loop(page, 'a', served, { again: () => false });
  const b = loop(page, 'b', served, { again: () => false });
  page.scheduler.request(a);
  page.scheduler.request(b);
  page.scheduler.cancel(a);
  page.frame();
  assert.deepEqual(served.map(({ name }) => name), ['b']);
  assert.equal(page.requested.length, 0, 'nothing asked for');
  page.scheduler.request(a);
  page.scheduler.cancel(a);
  assert.equal(page.cancelled.length, 1, 'the frame request was cancelled');
});

test('a loop cancelled by another during the frame is not served in it', () => {
  const page = fakePage();
  const served = [];
  const victim = loop(page, 'victim', served);
  const first = {
    serve(_now, searchMs) {
      served.push({ name: 'first', searchMs });
      page.scheduler.cancel(victim);
    },
  };
  page.scheduler.request(first);
  page.scheduler.request(victim);
  page.frame();
  assert.deepEqual(served.map(({ name }) => name), ['first']);
  assert.equal(page.scheduler.pending, 0);
});
