#!/usr/bin/env node
// Count benchmark (run by `make bench`, not by `make test`): the fast counter natively, in WebAssembly
// Web Workers in headless Chromium, and the reference article's set-based JavaScript search, in one run,
// printed as ratios:
//   1. native one thread vs one Web Worker (WebAssembly), and native two threads vs two Web Workers
//   2. two Web Workers vs one
//   3. the page's count of n = 12 vs the article's set-based search run in the same browser
// Native and WebAssembly runs alternate (the machine may be shared, so each figure is a best of `repeat`)
// and the load average is printed with the results.
// Needs `cargo build --release` and `make build` first. Results also go to target/bench-count.json.
//
//   node scripts/bench-count.mjs [--sizes 15,16,17] [--repeat 3]

import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startServer, REPO_ROOT, DIST } from '../tests/e2e/server.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/helpers.mjs';

const { values: opts } = parseArgs({
  options: { sizes: { type: 'string', default: '15,16' }, repeat: { type: 'string', default: '3' } },
});
const sizes = opts.sizes.split(',').map(Number);
const repeat = Number(opts.repeat);
const best = (xs) => Math.min(...xs);

/** One run of the native fast counter (the release binary) on `threads` threads: its seconds. */
function nativeSeconds(n, threads) {
  const out = execFileSync(join(REPO_ROOT, 'target/release/nqueens'), ['count', String(n), '--fast', '--threads', String(threads)]);
  return JSON.parse(out).seconds;
}

/**
 * The reference article's algorithm (article-interactive-walkthrough): recursion over rows with three
 * Sets of used columns and diagonals, counting instead of collecting. Evaluated inside the page.
 */
const setBasedCount = (n) => {
  const usedCols = new Set();
  const usedDown = new Set();
  const usedUp = new Set();
  let count = 0;
  const place = (row) => {
    if (row === n) {
      count++;
      return;
    }
    for (let col = 0; col < n; col++) {
      const down = row - col;
      const up = row + col;
      if (usedCols.has(col) || usedDown.has(down) || usedUp.has(up)) continue;
      usedCols.add(col); usedDown.add(down); usedUp.add(up);
      place(row + 1);
      usedCols.delete(col); usedDown.delete(down); usedUp.delete(up);
    }
  };
  place(0);
  return count;
};

const results = { native: {}, wasm: {}, setBased: {} };
const server = await startServer({ root: DIST });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`page error: ${e}`));
  await page.goto(server.url);
  await page.waitForFunction(() => document.body?.dataset.ready === 'true');
  const pageSeconds = async (n, workers) =>
    (await page.evaluate(([n, workers]) => window.nqueensPage.count(n, { workers }), [n, workers])).seconds;
  const pageCount = async (n, workers) => {
    const runs = [];
    for (let i = 0; i < repeat; i++) runs.push(await pageSeconds(n, workers));
    return best(runs);
  };
  await pageCount(12, 1); // compile and warm the workers once

  const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
  console.log('N-Queens count benchmark (best of %d alternating runs each); load average %s', repeat, load());
  for (const n of sizes) {
    const runs = { native1: [], wasm1: [], native2: [], wasm2: [] };
    for (let i = 0; i < repeat; i++) {
      runs.native1.push(nativeSeconds(n, 1));
      runs.wasm1.push(await pageSeconds(n, 1));
      runs.native2.push(nativeSeconds(n, 2));
      runs.wasm2.push(await pageSeconds(n, 2));
    }
    const [native1, wasm1, native2, wasm2] = [runs.native1, runs.wasm1, runs.native2, runs.wasm2].map(best);
    results.native[n] = { oneThread: native1, twoThreads: native2 };
    results.wasm[n] = { oneWorker: wasm1, twoWorkers: wasm2 };
    console.log(
      `n = ${n}: 1 thread: native ${native1.toFixed(3)} s, WebAssembly ${wasm1.toFixed(3)} s (${(wasm1 / native1).toFixed(2)}x native); ` +
        `2 threads: native ${native2.toFixed(3)} s, WebAssembly ${wasm2.toFixed(3)} s (${(wasm2 / native2).toFixed(2)}x native; ` +
        `${(wasm1 / wasm2).toFixed(2)}x faster than 1 worker); load ${load()}`,
    );
  }

  const n = 12;
  const ours = await pageCount(n, navigator_concurrency(await page.evaluate(() => navigator.hardwareConcurrency)));
  const setRuns = [];
  for (let i = 0; i < repeat; i++) {
    setRuns.push(
      await page.evaluate(([source, n]) => {
        const count = eval(`(${source})`);
        const t0 = performance.now();
        const solutions = count(n);
        return { solutions, seconds: (performance.now() - t0) / 1000 };
      }, [setBasedCount.toString(), n]),
    );
  }
  if (setRuns.some((r) => r.solutions !== 14200)) throw new Error(`set-based search miscounted n = 12: ${setRuns[0].solutions}`);
  const setSeconds = best(setRuns.map((r) => r.seconds));
  results.setBased[n] = { setBasedSeconds: setSeconds, pageSeconds: ours };
  console.log(
    `n = ${n}: the page's count ${(ours * 1000).toFixed(1)} ms; the article's set-based search ${(setSeconds * 1000).toFixed(1)} ms ` +
      `in the same browser: ${(setSeconds / ours).toFixed(0)}x faster`,
  );
  await context.close();
} finally {
  await browser.close();
  await server.close();
}

function navigator_concurrency(cores) {
  return Math.max(1, cores || 1);
}

mkdirSync(join(REPO_ROOT, 'target'), { recursive: true });
writeFileSync(join(REPO_ROOT, 'target', 'bench-count.json'), JSON.stringify(results, null, 2) + '\n');
console.log('(details in target/bench-count.json)');
