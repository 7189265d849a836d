// The progress row of Run to end and Next solution: how much of the search is done, the time it is likely
// to take still (from the nodes per second measured since the run started), and what the run is doing now
// (running, paused, found, finished). The sentences come from pure functions, tested in
// tests/unit/search/progress.test.mjs; `ProgressRow` writes them into the page.

import { formatPercent } from '../shared/format.js';
import { formatRemaining } from '../i18n/durations.js';
import { englishMessages } from '../i18n/i18n.js';

/** No time left is shown before the run has been measured for this long. */
const MEASURE_FIRST_S = 0.5;

/** @typedef {{nodes: number, exact: boolean}} TreeSize the nodes of a whole search, `exact` or estimated */
/** @typedef {import('../../nqueens.js').Counters} Counters */
/**
 * A run of the row: what it goes to, the tree's size, the seconds it stood paused, where it began, where it was paused.
 * @typedef {{what: string, total: TreeSize | undefined, idle: number, start: {nodes: number, steps: number, seconds: number},
 *   paused?: {seconds: number, steps: number}}} Run
 */

/**
 * The nodes the whole search of the n×n board examines: `{nodes, exact: true}` from the reference table
 * (or a run to the end on this page), else an estimate `{nodes, exact: false}`: n's solutions (always
 * tabulated) times the nodes per solution of the largest smaller board whose nodes are tabulated. That
 * ratio grows slowly with n, so the estimate errs low. `undefined` when neither is possible.
 * `knownOf(m)` is the core's `known(m)` (totals as BigInt).
 * @param {number} n @param {(m: number) => import('../../nqueens.js').KnownRow | null | undefined} knownOf
 * @param {number | undefined} counted
 * @returns {TreeSize | undefined}
 */
export function expectedNodes(n, knownOf, counted) {
  if (counted !== undefined) return { nodes: counted, exact: true };
  const own = knownOf(n);
  if (own?.nodes !== undefined) return { nodes: Number(own.nodes), exact: true };
  if (!own || own.solutions === 0n) return undefined;
  for (let m = n - 1; m >= 1; m--) {
    const smaller = knownOf(m);
    if (smaller?.nodes !== undefined && smaller.solutions > 0n) {
      const perSolution = Number(smaller.nodes) / Number(smaller.solutions);
      return { nodes: Number(own.solutions) * perSolution, exact: false };
    }
  }
  return undefined;
}

/**
 * Where a run stands. `phase` is 'running', 'paused', 'found' (Next solution stopped on one) or
 * 'finished' (the search is over); `what` is 'end' or 'solution'; `nodes`/`steps` the search's counters
 * now; `start` the counters and time (`{nodes, steps, seconds}`) when the run began; `seconds` now;
 * `total` from `expectedNodes` (or undefined); `idle` the seconds the run stood paused before it went on.
 * Returns `{label, text, share, valueText}` (`share` undefined when the total is not known even roughly).
 * Once finished it names the whole search's steps, however many runs and pauses took it there. `m` the
 * reader's catalog. A search that keeps no nodes (brute force) has no total: its rates are never shown.
 * @param {{phase: string, what: string, nodes: number, steps: number, start: {nodes: number, steps: number, seconds: number},
 *   seconds: number, total: TreeSize | undefined, idle?: number}} run
 * @param {import('../i18n/i18n.js').Translator} [m]
 */
export function describeProgress({ phase, what, nodes, steps, start, seconds, total, idle = 0 }, m = englishMessages()) {
  const label = m.t('progress-run', { what, phase });
  const elapsed = Math.max(0, seconds - start.seconds - idle);
  const taken = steps - start.steps;
  let share;
  if (phase === 'finished') share = 1;
  else if (total) share = Math.min(total.exact ? 1 : 0.999, nodes / total.nodes);
  const parts = [];
  let valueText;
  if (share !== undefined) {
    const done = formatPercent(share, m.lang);
    valueText = total?.exact || phase === 'finished' ? done : `≈ ${done}`;
    if (phase === 'finished') parts.push(m.t('progress-share-finished', { done }));
    else if (/** @type {TreeSize} */ (total).exact) parts.push(m.t('progress-share', { done, left: formatPercent(1 - share, m.lang) }));
    else parts.push(m.t('progress-share-estimated', { done }));
  }
  const rate = elapsed > 0 ? taken / elapsed : 0;
  const timing = elapsed >= MEASURE_FIRST_S && taken > 0
    ? m.t('progress-timing-rate', { seconds: elapsed.toFixed(1), rate: Math.round(rate) })
    : m.t('progress-timing', { seconds: elapsed.toFixed(1) });
  if (phase === 'finished' && taken !== steps) {
    parts.push(m.t('progress-all-steps', { steps }), m.t('progress-this-run', { taken, timing }));
  } else {
    parts.push(m.t('progress-steps', { taken, timing }));
  }
  if (phase === 'running') {
    const nodeRate = (nodes - start.nodes) / elapsed;
    // Only Run to end has a known goal; where the next solution lies nobody knows in advance.
    if (what === 'end' && total && elapsed >= MEASURE_FIRST_S && nodeRate > 0) {
      parts.push(m.t('progress-left', { time: formatRemaining(Math.max(0, total.nodes - nodes) / nodeRate, m) }));
    } else if (what === 'end' && total) {
      parts.push(m.t('progress-measuring'));
    }
  }
  return { label, text: parts.join(' · '), share, valueText };
}

/** The row in the page: `#progress-row`, its `<progress>`, label and text. */
export class ProgressRow {
  /**
   * @param {{row: HTMLElement, bar: HTMLProgressElement, label: HTMLElement, text: HTMLElement,
   *   messages?: import('../i18n/i18n.js').Translator}} parts
   */
  constructor({ row, bar, label, text, messages = englishMessages() }) {
    this.el = { row, bar, label, text };
    this.messages = messages;
    /** @type {Run | undefined} the run shown, if any */
    this.run = undefined;
  }

  /**
   * A run starts: `what` 'end' or 'solution', `counters` the search's now, `total` from `expectedNodes`,
   * `seconds` the time now.
   * @param {string} what @param {Counters} counters @param {TreeSize | undefined} total @param {number} seconds
   */
  start(what, counters, total, seconds) {
    const paused = this.run?.paused;
    // A run paused is a run shown.
    if (paused && /** @type {Run} */ (this.run).what === what && paused.steps === counters.steps) {
      // The same run going on after a pause: its time and steps run on from where it began.
      /** @type {Run} */ (this.run).idle += seconds - paused.seconds;
      /** @type {Run} */ (this.run).paused = undefined;
    } else {
      this.run = { what, total, idle: 0, start: { nodes: /** @type {number} */ (counters.nodes), steps: counters.steps, seconds } };
    }
    this.el.row.hidden = false;
  }

  /**
   * Shows the run in `phase` ('running', 'paused', 'found', 'finished') with the search's `counters`.
   * @param {string} phase @param {Counters} counters @param {number} seconds
   */
  show(phase, counters, seconds) {
    if (!this.run) return;
    const run = this.run;
    run.paused = phase === 'paused' ? { seconds, steps: counters.steps } : undefined;
    const { label, text, share, valueText } = describeProgress({
      phase, what: run.what, nodes: /** @type {number} */ (counters.nodes), steps: counters.steps, start: run.start, seconds,
      total: run.total, idle: run.idle,
    }, this.messages);
    const e = this.el;
    if (share === undefined) e.bar.removeAttribute('value');
    else e.bar.value = share;
    if (valueText) e.bar.setAttribute('aria-valuetext', valueText);
    else e.bar.removeAttribute('aria-valuetext');
    if (e.label.textContent !== label) e.label.textContent = label;
    if (e.text.textContent !== text) e.text.textContent = text;
    e.row.dataset.phase = phase;
  }

  /** The board moved another way (a step, a reset, a new size, Play): the row says nothing then. */
  hide() {
    this.run = undefined;
    this.el.row.hidden = true;
    delete this.el.row.dataset.phase;
  }
}
