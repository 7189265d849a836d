#!/usr/bin/env node
// Page benchmark (run by `make bench` after the release build, `make build`; not part of `make test`).
// Serves dist/ on 127.0.0.1 with the e2e static server, drives headless system Chromium and prints:
//   1. the .wasm size, raw and gzipped (zlib, level 9)
//   2. the time from navigation to the first board drawn (the page's 'first-board' performance mark if it
//      sets one, else the first animation frame at which #board is not blank), and to data-ready
//   3. steps per second in the page at maximum speed (#speed at its max, Play for ~3 s, read #steps)
//   4. the longest frame during Run to end of n = 12: the page's own time in script per frame
//      (nqueensPage.frameStats()), and frame intervals from a requestAnimationFrame probe + 'longtask' observer
//   5. the bytes fetched (gzipped, level 9, as a server would send them) before the first board: of the page,
//      and of a plain page holding one <n-queens> element (the npm bundle, element/n-queens.js, where the
//      build has one, else n-queens.js)
// With --baseline DIR (another build, e.g. of an earlier commit), 2, 3 and 5 are measured for both builds in
// the same run and printed side by side; 3 in five rounds (--play-rounds) in alternating order, with the ratio
// of the medians.
// Results also go to target/bench-page.json.
//
//   node scripts/bench-page.mjs [--dist DIR] [--baseline DIR] [--play-seconds 3] [--play-rounds 5] [--run-n 12]
//                               [--panels open|closed]
// (the teaching panels, open by default on the page, stay open unless --panels closed)

import { existsSync, readdirSync, readFileSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync, constants as zlibConstants } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startServer, REPO_ROOT, DIST } from '../tests/e2e/server.mjs';
import { CHROMIUM, CHROMIUM_ARGS, setSize, setRange, readCounter, parseCount } from '../tests/e2e/helpers.mjs';
import { pageBytesBeforeFirstBoard, elementBytesBeforeFirstBoard } from '../tests/e2e/first-board-bytes.mjs';

const { values: opts } = parseArgs({
  options: {
    dist: { type: 'string', default: process.env.E2E_DIST ?? DIST },
    'play-seconds': { type: 'string', default: '3' },
    'run-n': { type: 'string', default: '12' },
    'play-n': { type: 'string', default: '' },
    panels: { type: 'string', default: 'open' },
    baseline: { type: 'string', default: '' },
    'play-rounds': { type: 'string', default: '' },
  },
});
const playSeconds = Number(opts['play-seconds']);
const runN = Number(opts['run-n']);
/** Play rounds: one for a build alone, five (alternating) against a baseline unless told. */
const playRounds = Number(opts['play-rounds'] || (opts.baseline ? 5 : 1));

// Solutions of n-queens, to know when Run to end has finished.
const SOLUTIONS = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512];

const results = {};
const fmtBytes = (b) => `${b.toLocaleString('en-US')} B (${(b / 1024).toFixed(1)} KiB)`;
const ms = (x) => `${x.toFixed(1)} ms`;

// 1. Sizes.
function wasmFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...wasmFiles(p));
    else if (name.endsWith('.wasm')) out.push(p);
  }
  return out;
}
const wasms = wasmFiles(opts.dist);
if (wasms.length === 0) {
  console.error(`no .wasm in ${opts.dist}: build the page first (make build)`);
  process.exit(1);
}
results.wasm = wasms.map((p) => {
  const bytes = readFileSync(p);
  const gz = gzipSync(bytes, { level: zlibConstants.Z_BEST_COMPRESSION });
  return { file: relative(opts.dist, p), raw: bytes.length, gzip: gz.length };
});
const jsFiles = readdirSync(opts.dist).filter((f) => f.endsWith('.js'));
results.js = jsFiles.map((f) => {
  const bytes = readFileSync(join(opts.dist, f));
  return { file: f, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});

console.log('N-Queens page benchmark');
console.log('=======================');
for (const w of results.wasm) console.log(`wasm size            ${w.file}: ${fmtBytes(w.raw)} raw, ${fmtBytes(w.gzip)} gzipped`);
for (const j of results.js) console.log(`js size              ${j.file}: ${fmtBytes(j.raw)} raw, ${fmtBytes(j.gzip)} gzipped`);

const server = await startServer({ root: opts.dist });
const baselineServer = opts.baseline ? await startServer({ root: opts.baseline }) : undefined;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });

// Installed before any page script: notes when data-ready is set and when #board first shows pixels.
const probeInit = () => {
  window.__bench = { ready: null, firstBoard: null };
  const nonBlank = () => {
    const c = document.getElementById('board');
    if (!(c instanceof HTMLCanvasElement) || !c.width || !c.height) return false;
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const first = d[0] | (d[1] << 8) | (d[2] << 16);
    for (let i = 0; i < d.length; i += 4 * 17) {
      if ((d[i] | (d[i + 1] << 8) | (d[i + 2] << 16)) !== first || d[i + 3] !== d[3]) return true;
    }
    return false;
  };
  const tick = (t) => {
    if (window.__bench.ready === null && document.body?.dataset.ready === 'true') window.__bench.ready = performance.now();
    if (window.__bench.firstBoard === null && nonBlank()) window.__bench.firstBoard = t;
    if (window.__bench.firstBoard === null || window.__bench.ready === null) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

async function freshPage(from = server) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`page error: ${e}`));
  await page.addInitScript(probeInit);
  await page.goto(from.url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.body?.dataset.ready === 'true', null, { timeout: 30_000 });
  return { context, page };
}

/** The builds measured: this one, and the baseline when given. */
const builds = [{ name: 'this build', server }, ...(baselineServer ? [{ name: 'baseline', server: baselineServer }] : [])];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  // 5. Bytes before the first board.
  results.firstBoardBytes = {};
  for (const { name, server: from } of builds) {
    const root = from.root;
    const module = existsSync(join(root, 'element', 'n-queens.js')) ? 'element/n-queens.js' : 'n-queens.js';
    const pageBytes = await pageBytesBeforeFirstBoard(browser, from);
    const elementBytes = await elementBytesBeforeFirstBoard(browser, from, module);
    results.firstBoardBytes[name] = { page: pageBytes, element: { module, ...elementBytes } };
    for (const [what, b] of [['page', pageBytes], [`element (${module})`, elementBytes]]) {
      console.log(`${`before first board`.padEnd(21)}${name}, ${what}: ${fmtBytes(b.total)} gzipped (js ${b.js}, wasm ${b.wasm}, css ${b.css}; ${b.requests} requests)`);
    }
  }

  // 2. Time to first board (median of 5 cold loads, each in a fresh context, the builds in turn).
  for (const { name, server: from } of builds) {
  const loads = [];
  for (let i = 0; i < 5; i++) {
    const { context, page } = await freshPage(from);
    await page.waitForFunction(() => window.__bench.firstBoard !== null, null, { timeout: 30_000 });
    loads.push(
      await page.evaluate(() => {
        const mark = performance.getEntriesByName('first-board')[0];
        const nav = performance.getEntriesByType('navigation')[0];
        return {
          firstBoard: mark ? mark.startTime : window.__bench.firstBoard,
          source: mark ? "performance mark 'first-board'" : 'first non-blank canvas frame',
          ready: window.__bench.ready,
          domContentLoaded: nav?.domContentLoadedEventEnd ?? null,
          load: nav?.loadEventEnd ?? null,
        };
      }),
    );
    await context.close();
  }
  const load = {
    firstBoardMs: median(loads.map((l) => l.firstBoard)),
    readyMs: median(loads.map((l) => l.ready ?? NaN)),
    source: loads[0].source,
    samples: loads,
  };
  if (from === server) results.load = load;
  else results.baselineLoad = load;
  console.log(`first board drawn    ${name}: ${ms(load.firstBoardMs)} after navigation (median of 5; ${load.source})`);
  console.log(`page ready           ${name}: ${ms(load.readyMs)} after navigation (data-ready="true", median of 5)`);
  }

  // 3. Steps per second at maximum speed, on the largest board (so the search cannot finish early): with a
  // baseline, several rounds with the builds in alternating order (whichever goes first in a round plays on a
  // browser and machine still warming up), each build's median reported.
  const plays = new Map(builds.map(({ name }) => [name, []]));
  for (let round = 0; round < playRounds; round++) {
  for (const { name, server: from } of round % 2 === 0 ? builds : [...builds].reverse()) {
    const { context, page } = await freshPage(from);
    const maxN = opts['play-n'] ? Number(opts['play-n']) : Number((await page.locator('#size').getAttribute('max')) ?? 20);
    await setSize(page, maxN);
    if (!(await page.locator('#reset').isDisabled())) await page.locator('#reset').click();
    const speed = await setRange(page, '#speed', 'max');
    const before = await readCounter(page, 'steps');
    const t0 = await page.evaluate(() => performance.now());
    await page.locator('#play').click();
    await page.waitForTimeout(playSeconds * 1000);
    const [after, t1] = await page.evaluate(() => [document.getElementById('steps').textContent, performance.now()]);
    await page.locator('#play').click(); // pause
    const steps = parseCount(after) - before;
    const play = { n: maxN, speed, seconds: (t1 - t0) / 1000, steps, stepsPerSecond: steps / ((t1 - t0) / 1000) };
    plays.get(name).push(play);
    console.log(
      `play at max speed    ${name}: ${Math.round(play.stepsPerSecond).toLocaleString('en-US')} steps/s ` +
        `(n = ${maxN}, #speed = ${speed}, ${steps.toLocaleString('en-US')} steps in ${play.seconds.toFixed(2)} s; round ${round + 1})`,
    );
    await context.close();
  }
  }
  for (const { name, server: from } of builds) {
    const rounds = plays.get(name);
    const play = { ...rounds[0], stepsPerSecond: median(rounds.map((p) => p.stepsPerSecond)), rounds };
    if (from === server) results.play = play;
    else results.baselinePlay = play;
  }
  if (results.baselinePlay) {
    const ratio = results.play.stepsPerSecond / results.baselinePlay.stepsPerSecond;
    results.playRatio = ratio;
    console.log(
      `play at max speed    medians of ${playRounds} rounds: this build ${Math.round(results.play.stepsPerSecond).toLocaleString('en-US')}, ` +
        `baseline ${Math.round(results.baselinePlay.stepsPerSecond).toLocaleString('en-US')} steps/s: ${ratio.toFixed(2)}x`,
    );
  }

  // 4. Longest frame during Run to end of n = 12.
  {
    const { context, page } = await freshPage();
    await setSize(page, runN);
    if (!(await page.locator('#reset').isDisabled())) await page.locator('#reset').click();
    if (opts.panels === 'closed') await page.evaluate(() => document.querySelectorAll('details.teach-panel').forEach((d) => (d.open = false)));
    results.panels = opts.panels;
    await page.evaluate(() => {
      const probe = (window.__frames = { deltas: [], longtasks: [], loaf: [], last: null, on: true });
      const tick = (t) => {
        if (probe.last !== null) probe.deltas.push(t - probe.last);
        probe.last = t;
        if (probe.on) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      for (const type of ['longtask', 'long-animation-frame']) {
        try {
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) (type === 'longtask' ? probe.longtasks : probe.loaf).push(e.duration);
          }).observe({ type, buffered: false });
        } catch {
          /* not supported */
        }
      }
    });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.evaluate(() => window.nqueensPage.resetFrameStats());
    const expected = SOLUTIONS[runN];
    const t0 = Date.now();
    await page.locator('#run-to-end').click();
    await page.waitForFunction(
      (expected) => Number(document.getElementById('solutions').textContent.replace(/[^\d]/g, '')) === expected,
      expected,
      { timeout: 600_000, polling: 100 },
    );
    const wall = (Date.now() - t0) / 1000;
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const f = await page.evaluate(() => {
      window.__frames.on = false;
      const d = window.__frames.deltas;
      const sorted = [...d].sort((a, b) => a - b);
      return {
        frames: d.length,
        longestFrameMs: sorted.at(-1) ?? 0,
        p95FrameMs: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
        medianFrameMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
        framesOver50ms: d.filter((x) => x > 50).length,
        longestLongTaskMs: Math.max(0, ...window.__frames.longtasks),
        longTasks: window.__frames.longtasks.length,
        longestAnimationFrameMs: Math.max(0, ...window.__frames.loaf),
      };
    });
    const script = await page.evaluate(() => window.nqueensPage.frameStats());
    f.longestScriptMs = script.longestMs;
    f.meanScriptMs = script.frames ? script.totalMs / script.frames : 0;
    f.scriptFrames = script.frames;
    const c = await page.evaluate(() =>
      Object.fromEntries(['steps', 'nodes', 'solutions'].map((id) => [id, document.getElementById(id).textContent])),
    );
    results.runToEnd = { n: runN, wallSeconds: wall, counters: c, ...f };
    console.log(
      `${`run to end n = ${runN}`.padEnd(21)}(panels ${opts.panels}) longest script time in one frame ${ms(f.longestScriptMs)} ` +
        `(mean ${ms(f.meanScriptMs)} over ${f.scriptFrames} frames); frame intervals: longest ${ms(f.longestFrameMs)} (p95 ${ms(f.p95FrameMs)}, median ${ms(f.medianFrameMs)}, ` +
        `${f.framesOver50ms} of ${f.frames} frames over 50 ms); longest long task ${ms(f.longestLongTaskMs)} ` +
        `(${f.longTasks} long tasks); took ${wall.toFixed(2)} s for ${c.steps} steps, ${c.nodes} nodes, ${c.solutions} solutions`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  await baselineServer?.close();
}

mkdirSync(join(REPO_ROOT, 'target'), { recursive: true });
writeFileSync(join(REPO_ROOT, 'target', 'bench-page.json'), JSON.stringify(results, null, 2) + '\n');
console.log(`(details in target/bench-page.json)`);
