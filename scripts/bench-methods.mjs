#!/usr/bin/env node
// Native count benchmark of the fast counter's methods, side by side in one run, one thread each, in CPU
// time (user + system seconds of the child process, from /usr/bin/time): the join (`count N --fast
// --method join`), the frames (`--method frames`) and the classic halved bitwise counter (Somers style,
// `examples/count_timing N 1 1 mirror`), printed as ratios to the join. Every total is checked against
// data/known-counts.tsv. The runs of one size alternate between the methods and each figure is the best
// of `repeat`; the load average is printed with the results. The classic counter is run only up to
// `--classic-max` (it takes minutes from n = 18 on). Results also go to target/bench-methods.json.
// Needs `cargo build --release --workspace --bins --examples` first (`make bench-methods` does it).
//
// A peer counter, never part of this repository, joins the runs when the environment variable NQUEENS_PEER
// names its binary: a path in which `{n}` stands for the board size (a counter built for one size at a
// time, such as EvgenyKluev/N-Queens-Count-Sol, run as `BINARY 1` for one thread, printing `Result: TOTAL`),
// and the ratios say how many times its CPU time the join's is (docs/fast-counter.md, "Against a peer").
//
//   NQUEENS_PEER=/path/nqueens-peer-{n} node scripts/bench-methods.mjs [--sizes 16,17,18] [--repeat 1] [--classic-max 17]
//     [--others frames,classic]   (the methods run besides the join and the peer; --others '' for none)

import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: opts } = parseArgs({
  options: {
    sizes: { type: 'string', default: '16,17,18' },
    repeat: { type: 'string', default: '1' },
    'classic-max': { type: 'string', default: '17' },
    // The methods run besides the join (and the peer, when NQUEENS_PEER is set): frames and classic.
    others: { type: 'string', default: 'frames,classic' },
  },
});
const others = opts.others.split(',').filter(Boolean);
const sizes = opts.sizes.split(',').map(Number);
const repeat = Number(opts.repeat);
const classicMax = Number(opts['classic-max']);

const known = new Map(
  readFileSync(join(ROOT, 'data/known-counts.tsv'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t'))
    .map(([n, solutions]) => [Number(n), BigInt(solutions)]),
);

const NQUEENS = join(ROOT, 'target/release/nqueens');
const CLASSIC = join(ROOT, 'target/release/examples/count_timing');
const TIMES = join(ROOT, 'target/bench-methods.time');
const PEER = process.env.NQUEENS_PEER || undefined;

/** One run of `method` on the n x n board: its total, CPU seconds (user + system) and peak memory in MB. */
function once(method, n) {
  const command = {
    classic: () => [CLASSIC, String(n), '1', '1', 'mirror'],
    peer: () => [PEER.replaceAll('{n}', String(n)), '1'],
  }[method]?.() ?? [NQUEENS, 'count', String(n), '--fast', '--method', method, '--threads', '1'];
  const out = execFileSync('/usr/bin/time', ['-o', TIMES, '-f', '%U %S %M', ...command], { encoding: 'utf8' });
  const [user, system, kilobytes] = readFileSync(TIMES, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  const solutions = {
    classic: () => out.match(/solutions=(\d+)/)[1],
    peer: () => out.match(/Result: (\d+)/)[1],
  }[method]?.() ?? JSON.parse(out).solutions;
  if (BigInt(solutions) !== known.get(n)) throw new Error(`${method} miscounted n = ${n}: ${solutions}`);
  return { cpu: user + system, megabytes: kilobytes / 1024 };
}

mkdirSync(join(ROOT, 'target'), { recursive: true });
const results = {};
console.log(`load average before: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
for (const n of sizes) {
  const methods = [
    'join', ...(PEER ? ['peer'] : []), ...(others.includes('frames') ? ['frames'] : []),
    ...(others.includes('classic') && n <= classicMax ? ['classic'] : []),
  ];
  const runs = Object.fromEntries(methods.map((method) => [method, []]));
  for (let i = 0; i < repeat; i++) for (const method of methods) runs[method].push(once(method, n));
  const bestOf = (method) => runs[method].reduce((a, b) => (b.cpu < a.cpu ? b : a));
  results[n] = Object.fromEntries(methods.map((method) => [method, bestOf(method)]));
  const join_ = results[n].join;
  const parts = methods.map((method) => {
    const { cpu, megabytes } = results[n][method];
    const ratio = method === 'join' ? '' : `, ${(cpu / join_.cpu).toFixed(2)}x the join`;
    return `${method} ${cpu.toFixed(2)} s (${megabytes.toFixed(0)} MB${ratio})`;
  });
  console.log(`n = ${n}, one thread, CPU seconds: ${parts.join('; ')}`);
}
const grown = sizes.slice(1).map((n, i) => [sizes[i], n]);
for (const [from, to] of grown) {
  const step = (method) => (results[to][method].cpu / results[from][method].cpu) ** (1 / (to - from));
  const steps = ['join', ...(PEER ? ['peer'] : []), ...(others.includes('frames') ? ['frames'] : [])];
  console.log(`n = ${from} -> ${to}, per step of n: ${steps.map((method) => `${method} ${step(method).toFixed(2)}x`).join(', ')}`);
}
console.log(`load average after: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
writeFileSync(join(ROOT, 'target', 'bench-methods.json'), JSON.stringify(results, null, 2) + '\n');
console.log('(details in target/bench-methods.json)');
