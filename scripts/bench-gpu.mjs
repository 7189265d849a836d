#!/usr/bin/env node
// GPU benchmark (`make bench-gpu`, not part of `make test`: it needs a machine with a GPU to mean anything):
// the count on the GPU against the count on the CPU, natively and in the page, n = 16 to 22 by default, one
// table with the ratios. Each figure is the wall time of one whole count (the GPU's time is not CPU time);
// every total is checked against data/known-counts.tsv, and the adapters are printed: a software one
// (lavapipe, SwiftShader) is an emulation, and the script says its figures are no GPU's.
//
//   native GPU    target/release/nqueens count N --gpu        (built with --features gpu)
//   native CPU    target/release/nqueens count N --fast, every core: by frames (the GPU's method), and by the
//                 fastest method (the join up to 20)
//   page GPU      the page's count on the GPU (window.nqueensPage.count(n, {device: 'gpu'}))
//   page CPU      the page's count on its Web Workers (one per core), by frames and by the page's own choice
// The ratios are the fastest CPU count's time over the GPU's.
//
// The CPU columns stop at --cpu-max (default 19: the CPU's frames take hours beyond), the page's GPU at
// --page-max (default 22). Chromium gets --enable-unsafe-webgpu; a real GPU in headless Chromium on Linux
// may also need --chrome-args=--enable-features=Vulkan,--use-angle=vulkan. Results also go to
// target/bench-gpu.json.
//
//   node scripts/bench-gpu.mjs [--sizes 16,17,18,19,20,21,22] [--cpu-max 19] [--page-max 22] [--no-page]
//                              [--no-native] [--chrome-args=a,b]

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startServer, REPO_ROOT, DIST } from '../tests/e2e/server.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/helpers.mjs';

const { values: opts } = parseArgs({
  options: {
    sizes: { type: 'string', default: '16,17,18,19,20,21,22' },
    'cpu-max': { type: 'string', default: '19' },
    'page-max': { type: 'string', default: '22' },
    'no-page': { type: 'boolean', default: false },
    'no-native': { type: 'boolean', default: false },
    'chrome-args': { type: 'string', default: '' },
  },
});
const sizes = opts.sizes.split(',').map(Number);
const cpuMax = Number(opts['cpu-max']);
const pageMax = Number(opts['page-max']);
if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 24)) throw new Error(`--sizes: whole numbers from 1 to 24, not ${opts.sizes}`);

const KNOWN = new Map(readFileSync(join(REPO_ROOT, 'data', 'known-counts.tsv'), 'utf8').split('\n')
  .filter((line) => /^\d/.test(line))
  .map((line) => line.split('\t'))
  .map(([n, solutions, unique]) => [Number(n), { solutions: Number(solutions), unique: unique === '' ? undefined : Number(unique) }]));

/** Throws unless `count` has the published totals of n (unique only when counted and known). */
function checked(n, count, where) {
  const known = KNOWN.get(n);
  if (known && (count.solutions !== known.solutions || (count.unique !== null && known.unique !== undefined && count.unique !== known.unique))) {
    throw new Error(`${where}, n = ${n}: ${count.solutions} solutions (${count.unique} unique), published ${known.solutions} (${known.unique})`);
  }
  return count;
}

const binary = join(REPO_ROOT, 'target/release/nqueens');
/** One native count: its JSON line. */
const native = (args) => JSON.parse(execFileSync(binary, args, { encoding: 'utf8', maxBuffer: 1 << 20 }));

const rows = sizes.map((n) => ({ n }));
const adapters = {};

if (!opts['no-native']) {
  if (!existsSync(binary)) throw new Error('target/release/nqueens is missing: cargo build --release -p nqueens-cli --features gpu');
  for (const row of rows) {
    const gpu = checked(row.n, native(['count', String(row.n), '--gpu']), 'native GPU');
    adapters.native = gpu.device;
    row.nativeGpu = gpu.seconds;
    row.nativeChecked = gpu.checked.units;
    if (row.n <= cpuMax) {
      row.nativeFrames = checked(row.n, native(['count', String(row.n), '--fast', '--method', 'frames']), 'native CPU').seconds;
      row.nativeFastest = checked(row.n, native(['count', String(row.n), '--fast']), 'native CPU').seconds;
    }
    console.error(`native n = ${row.n}: GPU ${row.nativeGpu.toFixed(3)} s`);
  }
}

if (!opts['no-page']) {
  const server = await startServer({ root: DIST });
  const extra = opts['chrome-args'].split(',').filter(Boolean);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, '--enable-unsafe-webgpu', ...extra], headless: true });
  try {
    const page = await (await browser.newContext()).newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e}`));
    await page.goto(server.url);
    await page.waitForFunction(() => document.body?.dataset.ready === 'true');
    adapters.page = (await page.evaluate(() => window.nqueensPage.countGpu())).adapter;
    const count = (n, options) => page.evaluate(([n, options]) => window.nqueensPage.count(n, options), [n, options]);
    if (adapters.page) await count(12, { device: 'gpu' }); // the workers and the device warmed once
    await count(12, {});
    for (const row of rows) {
      if (adapters.page && row.n <= pageMax) {
        const gpu = checked(row.n, await count(row.n, { device: 'gpu' }), 'page GPU');
        row.pageGpu = gpu.seconds;
        row.pageChecked = gpu.checked;
      }
      if (row.n <= cpuMax) {
        row.pageFrames = checked(row.n, await count(row.n, { method: 'frames' }), 'page CPU').seconds;
        row.pageFastest = checked(row.n, await count(row.n, {}), 'page CPU').seconds;
      }
      console.error(`page n = ${row.n}: GPU ${row.pageGpu?.toFixed(3) ?? '–'} s, CPU ${row.pageFastest?.toFixed(3) ?? '–'} s`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

const s = (x) => (x === undefined ? '–' : `${x.toFixed(3)} s`);
const ratio = (cpu, gpu) => (cpu === undefined || gpu === undefined ? '–' : `${(cpu / gpu).toFixed(1)}x`);
console.log(`GPU against CPU, wall time of one count each; ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
for (const [where, adapter] of Object.entries(adapters)) {
  const words = adapter ? `${adapter.name}${adapter.software ? ': A SOFTWARE EMULATION, not a GPU: these figures say nothing of a GPU' : ''}` : 'none';
  console.log(`${where} adapter: ${words}`);
}
console.log('');
console.log('| n | native GPU | native CPU frames | native CPU fastest | CPU / GPU | page GPU | page CPU frames | page CPU fastest | CPU / GPU |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.n} | ${s(r.nativeGpu)} | ${s(r.nativeFrames)} | ${s(r.nativeFastest)} | ${ratio(r.nativeFastest, r.nativeGpu)} | ` +
    `${s(r.pageGpu)} | ${s(r.pageFrames)} | ${s(r.pageFastest)} | ${ratio(r.pageFastest, r.pageGpu)} |`);
}
mkdirSync(join(REPO_ROOT, 'target'), { recursive: true });
writeFileSync(join(REPO_ROOT, 'target', 'bench-gpu.json'), JSON.stringify({ adapters, rows, loadavg: loadavg() }, null, 2));
