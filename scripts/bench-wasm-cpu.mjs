#!/usr/bin/env node
// WebAssembly versus native, one thread, in CPU seconds (steadier than wall time on a loaded machine): the
// fast count of n by built modules (each a folder with nqueens.js and nqueens_bg.wasm, default dist/) run
// in Node's V8 (the engine of Chromium), alternating with the native release binary, best of all runs.
// Used to compare builds of the module (features, wasm-opt flags, kernel changes); the page's own
// figures come from scripts/bench-count.mjs. Needs `cargo build --release` and `make build` first.
//
//   node scripts/bench-wasm-cpu.mjs [--n 15] [--rounds 4] [--repeat 5] [MODULE_DIR...]
//   node scripts/bench-wasm-cpu.mjs --module MODULE_DIR --n 15 --repeat 5   (one module; used by the above)

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
    rounds: { type: 'string', default: '4' },
    repeat: { type: 'string', default: '5' },
    module: { type: 'string' },
  },
});
const n = Number(opts.n);
const repeat = Number(opts.repeat);

/** CPU milliseconds of `repeat` counts of n by the module in `dir`, in this process: {solutions, ms: [...]}. */
async function moduleRuns(dir) {
  const glue = await import(pathToFileURL(join(dir, 'nqueens.js')).href);
  glue.initSync({ module: readFileSync(join(dir, 'nqueens_bg.wasm')) });
  const plan = new glue.CountPlan(n);
  const ms = [];
  let solutions;
  for (let i = 0; i < repeat; i++) {
    const before = process.cpuUsage();
    solutions = String(plan.countUnits(0, plan.length).solutions);
    const used = process.cpuUsage(before);
    ms.push((used.user + used.system) / 1000);
  }
  return { solutions, ms };
}

if (opts.module) {
  console.log(JSON.stringify(await moduleRuns(resolve(opts.module))));
} else {
  const dirs = (positionals.length ? positionals : ['dist']).map((d) => resolve(d));
  /** CPU milliseconds (user + system) of one native count on one thread, measured by the shell. */
  const nativeRun = () => {
    const binary = join(REPO_ROOT, 'target/release/nqueens');
    const script = `TIMEFORMAT='%U %S'; { time "${binary}" count ${n} --fast --threads 1 >/dev/null; } 2>&1`;
    const [user, system] = execFileSync('bash', ['-c', script]).toString().trim().split(/\s+/).map(Number);
    return (user + system) * 1000;
  };
  const best = { native: Infinity };
  const expected = new Set();
  console.log(`n = ${n}, one thread, CPU ms, best of ${opts.rounds} rounds; load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  for (let round = 0; round < Number(opts.rounds); round++) {
    best.native = Math.min(best.native, nativeRun());
    for (const dir of dirs) {
      const args = [import.meta.filename, '--module', dir, '--n', String(n), '--repeat', String(repeat)];
      const run = JSON.parse(execFileSync(process.execPath, args).toString());
      expected.add(run.solutions);
      best[dir] = Math.min(best[dir] ?? Infinity, ...run.ms);
    }
  }
  if (expected.size !== 1) throw new Error(`the modules disagree: ${[...expected].join(', ')} solutions`);
  console.log(`native: ${best.native.toFixed(0)} ms`);
  for (const dir of dirs) console.log(`${dir}: ${best[dir].toFixed(0)} ms (${(best[dir] / best.native).toFixed(2)}x native)`);
  console.log(`load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
}
