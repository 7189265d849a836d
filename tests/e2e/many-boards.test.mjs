// Many <n-queens> elements on one page share one frame budget: however many play at once, the page has one
// animation frame request pending for them all (js/search/frames.js), each frame serves only as many
// boards as the budget and the rendering measured after the frames before allow, and a board scrolled out of
// view holds its Play (mode 'play', no steps) until it is seen again. The page's latencies with 50 boards are measured by scripts/bench-many-boards.mjs;
// this test checks the state that keeps them low, not the time.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage } from './helpers.mjs';
import { hostPage } from './embed-hosts.mjs';

const withPage = usePage();
const IN_VIEW = 8;
const BELOW = 4;

/** Eight small boards in view, a tall gap, four more below the fold; all n = 16 at maximum speed. */
const MANY = hostPage(`
  <style>#grid { display: grid; grid-template-columns: repeat(4, 200px); } n-queens { --nq-board-size: 120px; }</style>
  <div id="grid">${Array.from({ length: IN_VIEW }, (_, i) => `<n-queens id="top${i}" n="16" speed="max" controls="none" counters="none" narration="none"></n-queens>`).join('')}</div>
  <div style="height: 4000px"></div>
  ${Array.from({ length: BELOW }, (_, i) => `<n-queens id="below${i}" n="16" speed="max" controls="none" counters="none" narration="none"></n-queens>`).join('')}`);

/**
 * Runs before the page's scripts: counts the animation frame callbacks pending at once (their most, since
 * `resetFrames()`), so that one shared loop can be told from a loop per board.
 */
function countFrames() {
  const pending = new Set();
  const probe = (window.frameProbe = { most: 0 });
  window.resetFrames = () => {
    probe.most = pending.size;
  };
  const request = window.requestAnimationFrame.bind(window);
  const cancel = window.cancelAnimationFrame.bind(window);
  // The test's own frame counting, not counted.
  window.testFrame = request;
  window.requestAnimationFrame = (callback) => {
    const id = request((now) => {
      pending.delete(id);
      callback(now);
    });
    pending.add(id);
    probe.most = Math.max(probe.most, pending.size);
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    pending.delete(id);
    cancel(id);
  };
}

/** Waits for `count` animation frames of the page (requested past the count of countFrames). */
function frames(page, count) {
  return page.evaluate((count) => new Promise((resolve) => {
    let seen = 0;
    const tick = () => (++seen >= count ? resolve() : window.testFrame(tick));
    window.testFrame(tick);
  }), count);
}

const steps = (page, prefix, count) => page.evaluate(({ prefix, count }) =>
  Array.from({ length: count }, (_, i) => document.getElementById(`${prefix}${i}`).getCounters().steps), { prefix, count });
const modes = (page, prefix, count) => page.evaluate(({ prefix, count }) =>
  Array.from({ length: count }, (_, i) => document.getElementById(`${prefix}${i}`).mode), { prefix, count });

test('boards playing at once share one animation frame; boards out of view hold their Play until seen', { timeout: 120_000 }, () =>
  withPage({ path: 'many.html', pages: { 'many.html': MANY }, viewport: { width: 1000, height: 700 }, initScript: countFrames }, async ({ page }) => {
    // The elements' IntersectionObservers have told them where they are.
    await frames(page, 5);
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('n-queens')) element.play();
      window.resetFrames();
    });
    await frames(page, 30);
    assert.equal(await page.evaluate(() => window.frameProbe.most), 1, 'one frame request for all the boards, not one each');
    assert.deepEqual(await modes(page, 'top', IN_VIEW), Array(IN_VIEW).fill('play'));
    assert.deepEqual(await modes(page, 'below', BELOW), Array(BELOW).fill('play'), 'a board out of view is still playing, held');
    // Every board in view has had its turn; none below has taken a step.
    await page.waitForFunction((count) => Array.from({ length: count }, (_, i) => document.getElementById(`top${i}`).getCounters().steps)
      .every((taken) => taken > 0), IN_VIEW, { timeout: 30_000 });
    assert.deepEqual(await steps(page, 'below', BELOW), Array(BELOW).fill(0), 'the boards out of view took no step');
    // The browser's rendering of the boards drawn is measured after the frames (a task after each), and the
    // shared scheduler counts it in the next: what keeps fifty boards from filling every frame.
    const rendering = await page.evaluate(() => {
      const scheduler = /** @type {any} */ (document.getElementById('top0')).view.loop.scheduler;
      return { perLoop: scheduler.renderMsPerLoop, same: [...document.querySelectorAll('n-queens')].every((element) => element.view.loop.scheduler === scheduler) };
    });
    assert.ok(rendering.same, 'one scheduler for every board');
    assert.ok(rendering.perLoop > 0, `the rendering a board costs after the script was measured (${rendering.perLoop} ms)`);

    // Scrolled down: those below go on, those above hold where they are.
    await page.evaluate(() => document.getElementById('below0').scrollIntoView());
    await page.waitForFunction((count) => Array.from({ length: count }, (_, i) => document.getElementById(`below${i}`).getCounters().steps)
      .every((taken) => taken > 0), BELOW, { timeout: 30_000 });
    await frames(page, 3);
    const held = await steps(page, 'top', IN_VIEW);
    await frames(page, 20);
    assert.deepEqual(await steps(page, 'top', IN_VIEW), held, 'the boards scrolled away hold their step');
    assert.deepEqual(await modes(page, 'top', IN_VIEW), Array(IN_VIEW).fill('play'));

    // Seen again, they go on from there.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction((held) => held.every((step, i) => document.getElementById(`top${i}`).getCounters().steps > step), held, { timeout: 30_000 });
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('n-queens')) element.pause();
    });
    assert.deepEqual(await modes(page, 'top', IN_VIEW), Array(IN_VIEW).fill('idle'));
  }));
