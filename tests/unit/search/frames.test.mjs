// Unit tests of www/js/search/frames.js: one frame request for every loop, the page's budget shared, the loops
// left over served first in the next frame, the rendering measured after a frame counted in the next ones.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FrameScheduler, PAGE_FRAME_BUDGET_MS, PAGE_FRAME_WORK_MS, SEARCH_BUDGET_MS, LEAST_SEARCH_MS } from '../../../www/js/search/frames.js';

const VSYNC_MS = 1000 / 60;

/**
 * A scheduler on a fake clock and a fake frame queue: `frame(paintMs)` runs the pending frame at the next 60 Hz
 * tick, then, when given
 * `paintMs`, the browser's rendering of it (the clock moved on by `paintMs` for each loop served, or by
 * `paintMs(served)`) and the task after it; returns how many loops the frame served.
 */
function fakePage() {
  const page = { time: 0, vsync: 0, requested: [], cancelled: [], after: [], serves: 0 };
  page.scheduler = new FrameScheduler({
    requestFrame: (callback) => page.requested.push(callback),
    cancelFrame: (id) => page.cancelled.push(id),
    clock: () => page.time,
    afterFrame: (callback) => page.after.push(callback),
  });
  page.frame = (paintMs) => {
    const pending = page.requested.splice(0);
    assert.equal(pending.length, 1, 'one frame request at a time, whatever the number of loops');
    // Frames come at 60 Hz, or as soon as the one before is over.
    page.vsync = Math.max(page.vsync + VSYNC_MS, Math.ceil(page.time / VSYNC_MS) * VSYNC_MS);
    page.time = page.vsync;
    page.frameStart = page.time;
    const before = page.serves;
    pending[0](page.time);
    const served = page.serves - before;
    if (paintMs !== undefined) {
      page.time += typeof paintMs === 'function' ? paintMs(served) : paintMs * served;
      for (const callback of page.after.splice(0)) callback();
    }
    return served;
  };
  return page;
}

/** A loop that spends `cost(searchMs)` of the fake clock each frame and asks again while `again`. */
function loop(page, name, served, { cost = (searchMs) => searchMs, again = () => true } = {}) {
  const self = {
    serve(_now, searchMs) {
      served.push({ name, searchMs });
      page.serves += 1;
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
  page.frame();
  const first = served.splice(0);
  assert.ok(first.length >= 2 && first.length < 50, `${first.length} served in one frame`);
  assert.ok(page.time - page.frameStart <= PAGE_FRAME_BUDGET_MS + SEARCH_BUDGET_MS + 0.5, 'the frame kept to its budget, give or take the last loop');
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

test('the rendering after a frame counts in the next: fewer loops a frame when each costs more to paint', () => {
  const page = fakePage();
  const served = [];
  // Each board's script takes its share and 0.5 ms more; painting it takes 2 ms after the script.
  const loops = Array.from({ length: 50 }, (_, i) => loop(page, i, served, { cost: (searchMs) => searchMs + 0.5 }));
  for (const each of loops) page.scheduler.request(each);
  const unmeasured = page.frame(2);
  assert.ok(unmeasured >= 3, `${unmeasured} served before any rendering was measured`);
  let serving = 0;
  for (let frames = 0; frames < 10; frames++) {
    const count = page.frame(2);
    const work = page.time - page.frameStart;
    if (count > 0) serving += 1;
    assert.ok(count < unmeasured, `frame ${frames}: ${count} served once painting is counted`);
    assert.ok(work <= PAGE_FRAME_WORK_MS + LEAST_SEARCH_MS + 0.5 + 2,
      `frame ${frames}: ${work} ms of script and painting, within the frame's work give or take the last loop`);
  }
  assert.ok(serving >= 5, `${serving} of 10 frames served boards`);
});

test('several boards rest after their work as long as it took: half the time is left however slow the frames', () => {
  const page = fakePage();
  const served = [];
  // A busy machine: each board's script 3 ms, its painting 30 ms.
  const loops = Array.from({ length: 50 }, (_, i) => loop(page, i, served, { cost: () => 3 }));
  for (const each of loops) page.scheduler.request(each);
  page.frame(30);
  const start = page.time;
  let work = 0;
  for (let frames = 0; frames < 60; frames++) {
    const before = page.time;
    if (page.frame(30) > 0) work += page.time - Math.max(before, page.frameStart);
  }
  const share = work / (page.time - start);
  assert.ok(share > 0.3 && share <= 0.55, `the boards took ${(share * 100).toFixed(0)} % of the time`);
});

test('a board alone keeps its whole search budget however long its rendering takes', () => {
  const page = fakePage();
  const served = [];
  const only = loop(page, 'only', served);
  page.scheduler.request(only);
  for (let frames = 0; frames < 4; frames++) page.frame(PAGE_FRAME_WORK_MS * 3);
  assert.deepEqual(served.map(({ searchMs }) => searchMs), Array(4).fill(SEARCH_BUDGET_MS));
});

test('a board alone adds no task after its frames; two boards have their rendering measured', () => {
  const page = fakePage();
  const served = [];
  const measured = [];
  page.scheduler.afterFrame = (callback) => measured.push(callback);
  const first = loop(page, 'first', served);
  page.scheduler.request(first);
  for (let frames = 0; frames < 3; frames++) page.frame();
  assert.equal(measured.length, 0);
  page.scheduler.request(loop(page, 'second', served));
  page.frame();
  assert.equal(measured.length, 1);
});

test('one stall after a frame slows the boards for a few frames only', () => {
  const page = fakePage();
  const served = [];
  const loops = Array.from({ length: 50 }, (_, i) => loop(page, i, served, { cost: () => 1 }));
  for (const each of loops) page.scheduler.request(each);
  let steady = 0;
  for (let frames = 0; frames < 10; frames++) steady = Math.max(steady, page.frame(0.5));
  assert.ok(steady >= 3, `${steady} a frame before the stall`);
  page.frame(() => 500);
  let count = 0;
  let frames = 0;
  while (count < steady && frames < 15) {
    count = page.frame(0.5);
    frames += 1;
  }
  assert.equal(count, steady, `back to ${steady} a frame within 15 frames (${count} after ${frames})`);
});
