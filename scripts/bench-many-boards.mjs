#!/usr/bin/env node
// Many boards on one page (run by hand or by `make bench-many-boards` after `make build`; not part of `make test`):
// a tutorial page with COUNT <n-queens> elements (n = N, speed "max"), every one started with play(), and
// how long the page then keeps a person waiting, measured inside the page:
//   - setTimeout(0): a chain of zero-delay timeouts, each one's delay from being set to running;
//   - a click: a real mouse click (Chromium's input pipeline, through Playwright) on a button fixed on the
//     screen, from the event's timestamp to its listener running.
// Each is given as median and worst, for two layouts: every board in view (small boards in a grid), and the
// boards scrolled away (the page scrolled past them, as a reader who moved on). Also the frames the page drew
// a second, the steps the boards took in all and, where the build measures it, the rendering a board drawn costs
// the page after the script (js/search/frames.js). Results also go to target/bench-many-boards.json.
//
//   node scripts/bench-many-boards.mjs [--dist DIR] [--count 50] [--n 16] [--seconds 10] [--clicks 40]
//       [--layouts in-view,scrolled-away]
// Run it with `nice -n 19` on a shared machine: the boards keep both cores busy by design.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startServer, REPO_ROOT, DIST } from '../tests/e2e/server.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/helpers.mjs';

const { values: opts } = parseArgs({
  options: {
    dist: { type: 'string', default: process.env.E2E_DIST ?? DIST },
    count: { type: 'string', default: '50' },
    n: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '10' },
    clicks: { type: 'string', default: '40' },
    layouts: { type: 'string', default: 'in-view,scrolled-away' },
  },
});
const count = Number(opts.count);
const n = Number(opts.n);
const seconds = Number(opts.seconds);
const clicks = Number(opts.clicks);

/** The host page: the boards in a grid of small cells, a probe button fixed at the top left, room to scroll away. */
function hostPage() {
  const boards = Array.from({ length: count }, (_, i) =>
    `<n-queens id="b${i}" n="${n}" speed="max" controls="none" counters="none" narration="none"></n-queens>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>Many boards</title>
<style>
  body { margin: 0; font: 14px sans-serif; }
  #probe { position: fixed; top: 4px; left: 4px; z-index: 2; width: 120px; height: 32px; }
  #grid { display: grid; grid-template-columns: repeat(auto-fill, 130px); gap: 2px; padding-top: 44px; }
  n-queens { --nq-board-size: 112px; display: block; overflow: hidden; height: 130px; }
  #after { height: 4000px; }
</style>
<script type="module">
import './n-queens.js';
await Promise.all([...document.querySelectorAll('n-queens')].map((element) => element.ready));
document.body.dataset.ready = 'true';
</script></head><body><button id="probe" type="button">Probe</button><div id="grid">${boards}</div><div id="after"></div></body></html>`;
}

/** Installed in the page: the probe's click latencies, the timeout chain and a frame counter. */
function instrument() {
  const probe = (window.__probe = { clicks: [], timeouts: [], frames: 0, running: false });
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.id === 'probe') probe.clicks.push(performance.now() - event.timeStamp);
  }, true);
  const countFrames = () => {
    probe.frames += 1;
    requestAnimationFrame(countFrames);
  };
  requestAnimationFrame(countFrames);
  probe.startTimeouts = () => {
    probe.running = true;
    const chain = () => {
      const set = (probe.pendingSince = performance.now());
      setTimeout(() => {
        probe.pendingSince = undefined;
        probe.timeouts.push(performance.now() - set);
        if (probe.running) chain();
      }, 0);
    };
    chain();
  };
}

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};
const worst = (xs) => (xs.length ? Math.max(...xs) : NaN);
const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN;
};
const ms = (x) => `${x.toFixed(1)} ms`;

const server = await startServer({ root: opts.dist });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
const results = { count, n, seconds, clicks, layouts: {} };
console.log(`${count} <n-queens> elements, n = ${n}, speed max, all started with play(); ${seconds} s a layout`);
try {
  for (const layout of opts.layouts.split(',')) {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    await context.route(`${server.url}many-boards.html`, (route) => route.fulfill({ body: hostPage(), contentType: 'text/html; charset=utf-8' }));
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e}`));
    await page.addInitScript(instrument);
    await page.goto(`${server.url}many-boards.html`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.body?.dataset.ready === 'true', null, { timeout: 120_000 });
    if (layout === 'scrolled-away') await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const inView = await page.evaluate(() => [...document.querySelectorAll('n-queens')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    }).length);
    const startSteps = await page.evaluate(() => {
      for (const element of document.querySelectorAll('n-queens')) element.play();
      return [...document.querySelectorAll('n-queens')].reduce((sum, element) => sum + element.getCounters().steps, 0);
    });
    // Let the first frames pass, then measure.
    await page.waitForTimeout(1000);
    const started = await page.evaluate(() => {
      for (const element of document.querySelectorAll('n-queens')) element.view?.loop?.resetStats?.();
      window.__probe.clicks = [];
      window.__probe.timeouts = [];
      window.__probe.frames = 0;
      window.__probe.startTimeouts();
      return performance.now();
    });
    const gap = (seconds * 1000) / (clicks + 1);
    for (let i = 0; i < clicks; i++) {
      await page.waitForTimeout(gap);
      await page.mouse.click(60, 20);
    }
    const measured = await page.evaluate((started) => {
      const probe = window.__probe;
      probe.running = false;
      // A timeout still waiting counts with the time it has waited so far (a starved page may have run few).
      if (probe.pendingSince !== undefined) probe.timeouts.push(performance.now() - probe.pendingSince);
      const elapsed = (performance.now() - started) / 1000;
      const steps = [...document.querySelectorAll('n-queens')].reduce((sum, element) => sum + element.getCounters().steps, 0);
      const playing = [...document.querySelectorAll('n-queens')].filter((element) => element.mode === 'play').length;
      // Each board's own frame statistics (its FrameLoop's), where the build keeps them.
      const loops = [...document.querySelectorAll('n-queens')].map((element) => element.view?.loop?.statsSoFar?.()).filter(Boolean);
      const served = loops.reduce((sum, stats) => sum + stats.frames, 0);
      const scriptMs = loops.reduce((sum, stats) => sum + stats.totalMs, 0);
      // The shared scheduler's measure of the rendering a served board costs after the script, where the build has one.
      const renderMsPerBoard = document.querySelector('n-queens')?.view?.loop?.scheduler?.renderMsPerLoop;
      return { clicks: probe.clicks, timeouts: probe.timeouts, framesPerSecond: probe.frames / elapsed, steps, playing, elapsed, served, scriptMs, renderMsPerBoard };
    }, started);
    const entry = {
      inView,
      playing: measured.playing,
      clicks: { answered: measured.clicks.length, medianMs: median(measured.clicks), worstMs: worst(measured.clicks) },
      timeouts: {
        samples: measured.timeouts.length,
        medianMs: median(measured.timeouts),
        p99Ms: percentile(measured.timeouts, 0.99),
        worstMs: worst(measured.timeouts),
      },
      framesPerSecond: measured.framesPerSecond,
      boardFramesPerSecond: measured.served / measured.elapsed,
      boardScriptMsPerSecond: measured.scriptMs / measured.elapsed,
      renderMsPerBoard: measured.renderMsPerBoard,
      stepsTaken: measured.steps - startSteps,
      seconds: measured.elapsed,
    };
    results.layouts[layout] = entry;
    console.log(`\n${layout}: ${inView} of ${count} boards in view, ${entry.playing} in play mode at the end`);
    console.log(`  click            median ${ms(entry.clicks.medianMs)}, worst ${ms(entry.clicks.worstMs)} (${entry.clicks.answered} of ${clicks} answered)`);
    console.log(`  setTimeout(0)    median ${ms(entry.timeouts.medianMs)}, 99th percentile ${ms(entry.timeouts.p99Ms)}, worst ${ms(entry.timeouts.worstMs)} (${entry.timeouts.samples} timeouts)`);
    console.log(`  frames           ${entry.framesPerSecond.toFixed(1)} a second; boards served ${entry.boardFramesPerSecond.toFixed(1)} times a second, ` +
      `their script ${entry.boardScriptMsPerSecond.toFixed(0)} ms a second` +
      (entry.renderMsPerBoard === undefined ? '' : `, rendering one ${entry.renderMsPerBoard.toFixed(1)} ms after the script`));
    console.log(`  steps taken      ${entry.stepsTaken.toLocaleString('en-US')} in all boards (${Math.round(entry.stepsTaken / entry.seconds).toLocaleString('en-US')} a second)`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
mkdirSync(join(REPO_ROOT, 'target'), { recursive: true });
writeFileSync(join(REPO_ROOT, 'target', 'bench-many-boards.json'), `${JSON.stringify(results, null, 2)}\n`);
