#!/usr/bin/env node
// WebAssembly versus native, one thread, in CPU time (steadier than wall time on a loaded machine): the
// fast count of n by one method (--method, default join) by built modules (each a folder with nqueens.js and
// nqueens_bg.wasm; default the two builds, dist/ (scalar) and dist/simd/ (WebAssembly SIMD)) in
// Node's V8 and in headless Chromium (the page's engine; the renderer's main-thread CPU time from the
// DevTools protocol), alternating with the native release binary (user + system time of its process), round
// after round: each round counts `repeat` times natively, then `repeat` times with each module in each engine.
// Prints the median and the best of each, and the ratio of the medians to native. Used to compare builds
// of the module (features, wasm-opt flags, kernel changes); the page's own figures, Web Workers and
// messages included, come from scripts/bench-count.mjs. Needs `cargo build --release` and `make build` first.
//
//   node scripts/bench-wasm-cpu.mjs [--n 15] [--method join|frames] [--rounds 5] [--repeat 3] [--engines node,chromium]
//                                   [--native BINARY (default target/release/nqueens)] [MODULE_DIR...]
//   node scripts/bench-wasm-cpu.mjs --module MODULE_DIR --n 15 --method join --repeat 3   (one module in Node; used by the above)

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    n: { type: 'string', default: '15' },
    method: { type: 'string', default: 'join' },
    rounds: { type: 'string', default: '5' },
    repeat: { type: 'string', default: '3' },
    engines: { type: 'string', default: 'node,chromium' },
    module: { type: 'string' },
    native: { type: 'string', default: join(REPO_ROOT, 'target/release/nqueens') },
  },
});
const n = Number(opts.n);
const method = opts.method;
if (!['join', 'frames'].includes(method)) throw new Error(`--method must be join or frames, not ${method}`);
const repeat = Number(opts.repeat);
// A count of a smaller board first, so that V8 has compiled the hot functions with its optimising tier.
const WARM_UP_N = Math.min(n, 12);

/** CPU milliseconds of `repeat` counts of n by the module in `dir`, in this process: {solutions, ms: [...]}. */
async function nodeRuns(dir) {
  const glue = await import(pathToFileURL(join(dir, 'nqueens.js')).href);
  glue.initSync({ module: readFileSync(join(dir, 'nqueens_bg.wasm')) });
  const warmUp = new glue.CountPlan(WARM_UP_N, method);
  warmUp.countUnits(0, warmUp.length);
  const plan = new glue.CountPlan(n, method);
  const ms = [];
  let solutions;
  for (let i = 0; i < repeat; i++) {
    const before = process.cpuUsage();
    solutions = String(plan.countUnits(0, plan.length).solutions);
    const used = process.cpuUsage(before);
    ms.push((used.user + used.system) / 1000);
  }
  return { solutions, ms, kernel: plan.kernel };
}

if (opts.module) {
  console.log(JSON.stringify(await nodeRuns(resolve(opts.module))));
  process.exit(0);
}

const dirs = (positionals.length ? positionals : ['dist', 'dist/simd']).map((d) => resolve(d));
const engines = opts.engines.split(',');
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** CPU milliseconds (user + system) of one native count on one thread, measured by the shell. */
function nativeRun() {
  const script = `TIMEFORMAT='%U %S'; { time "${resolve(opts.native)}" count ${n} --fast --method ${method} --threads 1 >/dev/null; } 2>&1`;
  const [user, system] = execFileSync('bash', ['-c', script]).toString().trim().split(/\s+/).map(Number);
  return (user + system) * 1000;
}

/** One page per module in headless Chromium, each with the module loaded and warmed up; `runs(dir)` counts. */
async function openChromium() {
  const { chromium } = await import('playwright-core');
  const { startServer } = await import('../tests/e2e/server.mjs');
  const { CHROMIUM, CHROMIUM_ARGS } = await import('../tests/e2e/helpers.mjs');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const pages = new Map();
  const servers = [];
  for (const dir of dirs) {
    const server = await startServer({ root: dir });
    servers.push(server);
    const page = await browser.newPage();
    page.on('pageerror', (e) => console.error(`page error: ${e}`));
    await page.route('**/bench.html', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }));
    await page.goto(`${server.url}bench.html`);
    await page.evaluate(
      async ([n, warmUpN, method]) => {
        const glue = await import('./nqueens.js');
        await glue.default();
        const warmUp = new glue.CountPlan(warmUpN, method);
        warmUp.countUnits(0, warmUp.length);
        globalThis.benchPlan = new glue.CountPlan(n, method);
        globalThis.benchKernel = globalThis.benchPlan.kernel;
      },
      [n, WARM_UP_N, method],
    );
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Performance.enable');
    pages.set(dir, { page, devtools });
  }
  const threadSeconds = async (devtools) =>
    (await devtools.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ThreadTime').value;
  return {
    async runs(dir) {
      const { page, devtools } = pages.get(dir);
      const ms = [];
      let solutions;
      for (let i = 0; i < repeat; i++) {
        const before = await threadSeconds(devtools);
        solutions = await page.evaluate(() => String(globalThis.benchPlan.countUnits(0, globalThis.benchPlan.length).solutions));
        ms.push((await threadSeconds(devtools)) - before);
      }
      return { solutions, ms: ms.map((seconds) => seconds * 1000), kernel: await page.evaluate(() => globalThis.benchKernel) };
    },
    async close() {
      await browser.close();
      for (const server of servers) await server.close();
    },
  };
}

const chromium = engines.includes('chromium') ? await openChromium() : undefined;
const samples = { native: [] };
const expected = new Set();
console.log(`n = ${n} by ${method}, one thread, CPU ms, ${opts.rounds} alternating rounds of ${repeat} counts; load average ${load()}`);
try {
  for (let round = 0; round < Number(opts.rounds); round++) {
    for (let i = 0; i < repeat; i++) samples.native.push(nativeRun());
    for (const dir of dirs) {
      if (engines.includes('node')) {
        const args = [import.meta.filename, '--module', dir, '--n', String(n), '--method', method, '--repeat', String(repeat)];
        const run = JSON.parse(execFileSync(process.execPath, args).toString());
        expected.add(run.solutions);
        (samples[`node ${dir} [${run.kernel}]`] ??= []).push(...run.ms);
      }
      if (chromium) {
        const run = await chromium.runs(dir);
        expected.add(run.solutions);
        (samples[`chromium ${dir} [${run.kernel}]`] ??= []).push(...run.ms);
      }
    }
  }
} finally {
  await chromium?.close();
}
if (expected.size !== 1) throw new Error(`the modules disagree: ${[...expected].join(', ')} solutions`);
const nativeMedian = median(samples.native);
for (const [name, ms] of Object.entries(samples)) {
  const ratio = name === 'native' ? '' : ` (${(median(ms) / nativeMedian).toFixed(2)}x native)`;
  console.log(`${name}: median ${median(ms).toFixed(0)} ms, best ${Math.min(...ms).toFixed(0)} ms of ${ms.length}${ratio}`);
}
console.log(`load average ${load()}`);
