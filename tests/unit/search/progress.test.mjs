// Unit tests of www/js/search/progress.js: the total a run is measured against, and the progress row's sentences.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectedNodes, describeProgress, ProgressRow } from '../../../www/js/search/progress.js';

/** Rows as the core's known(m) gives them (BigInt totals; nodes only where the table has them). */
const TABLE = {
  8: { n: 8, solutions: 92n, unique: 12n, nodes: 2057n },
  11: { n: 11, solutions: 2680n, unique: 341n, nodes: 166926n },
  12: { n: 12, solutions: 14200n, unique: 1787n, nodes: 856189n },
  13: { n: 13, solutions: 73712n, unique: 9233n },
  20: { n: 20, solutions: 39029188884n, unique: 4878666808n },
};
const knownOf = (m) => TABLE[m] ?? null;

test('the total: tabulated, counted here, or estimated from the largest smaller tabulated board', () => {
  assert.deepEqual(expectedNodes(8, knownOf), { nodes: 2057, exact: true });
  assert.deepEqual(expectedNodes(13, knownOf, 4_674_890), { nodes: 4_674_890, exact: true });
  const estimate = expectedNodes(20, knownOf);
  assert.equal(estimate.exact, false);
  assert.equal(estimate.nodes, 39029188884 * (856189 / 14200));
  assert.equal(expectedNodes(40, knownOf), undefined);
});

const start = { nodes: 1, steps: 0, seconds: 100 };

test('running with a known total: done and to go, time left, how to pause', () => {
  const p = describeProgress({
    phase: 'running', what: 'end', nodes: 428_095, steps: 5_000_000, start, seconds: 102,
    total: { nodes: 856_189, exact: true },
  });
  assert.equal(p.label, 'Run to end: running');
  assert.equal(p.share, 428_095 / 856_189);
  assert.equal(p.valueText, '50.0 %');
  assert.equal(p.text, '50.0 % of the search done, 50.0 % to go · 5,000,000 steps in 2.0 s (2,500,000 steps/s) · ' +
    'a few seconds left');
});

test('running with an estimated total: marked as such, days left', () => {
  const p = describeProgress({
    phase: 'running', what: 'end', nodes: 1e9, steps: 1.3e10, start, seconds: 100 + 500,
    total: { nodes: 2.35e12, exact: false },
  });
  assert.equal(p.valueText, '≈ 0.04 %');
  assert.match(p.text, /^≈ 0\.04 % of the search done \(its size estimated\) · 13,000,000,000 steps in 500\.0 s/);
  assert.match(p.text, /about 14 days left$/);
});

test('too early to measure: no time left yet', () => {
  const p = describeProgress({ phase: 'running', what: 'end', nodes: 10, steps: 30, start, seconds: 100.1,
    total: { nodes: 2057, exact: true } });
  assert.match(p.text, /30 steps in 0\.1 s · measuring the time left…$/);
});

test('paused, found and finished say so, and nothing about pausing', () => {
  const total = { nodes: 2057, exact: true };
  const paused = describeProgress({ phase: 'paused', what: 'end', nodes: 1000, steps: 9000, start, seconds: 101, total });
  assert.equal(paused.label, 'Run to end: paused');
  assert.doesNotMatch(paused.text, /pause|left/);
  const found = describeProgress({ phase: 'found', what: 'solution', nodes: 114, steps: 876, start, seconds: 100.5, total });
  assert.equal(found.label, 'Next solution: found');
  assert.match(found.text, /^5\.54 % of the search done, 94\.5 % to go · 876 steps in 0\.5 s/);
  const finished = describeProgress({ phase: 'finished', what: 'end', nodes: 2057, steps: 15_720, start, seconds: 101,
    total: undefined });
  assert.equal(finished.share, 1);
  assert.match(finished.text, /^100 % of the search · 15,720 steps in 1\.0 s/);
  const unknown = describeProgress({ phase: 'running', what: 'solution', nodes: 5, steps: 9, start, seconds: 101, total: undefined });
  assert.equal(unknown.share, undefined);
  assert.equal(unknown.text, '9 steps in 1.0 s (9 steps/s)');
});

test('a run finished after pauses names the whole search\'s steps, and its time leaves the pauses out', () => {
  const begun = { nodes: 0, steps: 0, seconds: 100 };
  // Begun at step 0, paused for 30 s, then run on to the end: one run of 347,544,987 steps at its end.
  const whole = describeProgress({ phase: 'finished', what: 'end', nodes: 1, steps: 405_625_547, start: begun, seconds: 146, idle: 30 });
  assert.match(whole.text, /^100 % of the search · 405,625,547 steps in 16\.0 s/);
  // Begun from step 58,080,560 (stepped there first): the whole search's steps, then this run's share.
  const later = describeProgress({ phase: 'finished', what: 'end', nodes: 1, steps: 405_625_547,
    start: { nodes: 0, steps: 58_080_560, seconds: 100 }, seconds: 114 });
  assert.match(later.text, /405,625,547 steps in all · 347,544,987 of them in this run, in 14\.0 s/);
});

test('the progress row goes on counting a paused run from where it began', () => {
  const el = () => ({ hidden: true, dataset: {}, textContent: '', setAttribute() {}, removeAttribute() {} });
  const row = new ProgressRow({ row: el(), bar: el(), label: el(), text: el() });
  row.start('end', { nodes: 1, steps: 0 }, undefined, 10);
  row.show('paused', { nodes: 50, steps: 100 }, 12);
  row.start('end', { nodes: 50, steps: 100 }, undefined, 40);
  row.show('finished', { nodes: 90, steps: 200 }, 42);
  assert.match(row.el.text.textContent, /^100 % of the search · 200 steps in 4\.0 s/);
  // A step between the pause and the next run starts a new run.
  row.show('paused', { nodes: 90, steps: 200 }, 43);
  row.start('end', { nodes: 91, steps: 201 }, undefined, 50);
  row.show('running', { nodes: 95, steps: 211 }, 51);
  assert.match(row.el.text.textContent, /^10 steps in 1\.0 s/);
});
