// The Count section's state machine (pure: no DOM, no workers, no clock). `countReducer(state, event)`
// returns the next state, or the same object when the event does not apply (a late answer of a count since
// cancelled, a second Cancel); the section (js/count/section.js) does the work each phase asks for and feeds
// the results back as events, and the panel (js/count/panel.js) draws `state.view`.
//
// Phases: idle → starting → (calibrating →) confirming → running → idle, or idle → starting → running → idle;
// Cancel, a failure or a declined question go back to idle from any of them. Every count has an `id`;
// events about a count carry it and are ignored once another count (or none) is current. A count's end
// is written to `state.outcome` ({id, value} or {id, error}), which the section hands to whoever waits.

import { secondsLeft, shareDone, unitsIn } from './ranges.js';
import { formatRate } from '../shared/format.js';
import { formatDuration } from '../i18n/durations.js';
import { englishMessages } from '../i18n/i18n.js';
import later from '../i18n/messages/en-later.js';
import { gpuPhrase } from './gpu-adapter.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('./gpu-adapter.js').GpuAdapter} GpuAdapter */
/** @typedef {import('./resume.js').Plan} Plan */
/** @typedef {import('./run.js').FinishedRun} FinishedRun */
/** @typedef {import('./run.js').RunOutcome} RunOutcome */
/**
 * A snapshot of a run, as runningProgress reads it (js/count/section.js's progressOf).
 * @typedef {{units: number | undefined, unitsDone: number, resumedUnits: number, solutions: bigint, nodes: number,
 *   elapsed: number, counting: number, countingSeconds: number}} RunProgress
 */
/**
 * The count under way: `plan` the CountPlan it runs, `device` the GPU it counts on, `resume` the record it
 * continues, `known` the table's totals for n.
 * @typedef {{id: number, n: number, plan: Plan, workers: number, cores: number, device: GpuAdapter | undefined,
 *   confirm: boolean, resume: import('./record.js').StoredRecord | undefined, startedAt: number,
 *   known: {solutions: bigint, unique: bigint | undefined} | undefined, progress: RunProgress | undefined}} Count
 */
/**
 * The progress row: hidden (its label and text kept, unseen), or a bar (`value` undefined: indeterminate) with its
 * label and text.
 * @typedef {{hidden: true, label?: string, text?: string, value?: undefined, max?: undefined, valueText?: undefined}
 *   | {hidden?: undefined, label: string, value: number | undefined, max: number, valueText?: string, text: string}} ProgressView
 */
/**
 * A finished count's result area (its totals BigInt; the table's where it has them).
 * @typedef {{solutions: bigint, unique: bigint, method: string, build: string, knownSolutions: bigint | undefined,
 *   knownUnique: bigint | undefined, match: {text: string, kind: 'yes' | 'no' | undefined}}} ResultView
 */
/** @typedef {{progress: ProgressView, status: string, result: ResultView | null, question: string | undefined}} CountView */
/**
 * What a finished count resolves with (numbers), for the hooks; `matches` undefined when the table lacks n.
 * @typedef {{n: number, solutions: number, unique: number, method: string, build: string, nodes: number,
 *   seconds: number, units: number, resumedUnits: number, workers: number, matches: boolean | undefined,
 *   device?: GpuAdapter, checked?: number, devicesLost?: number, gpuUnitsChecked?: number}} CountValue
 */
/** @typedef {CountValue | {cancelled: true, n: number}} CountEnd what a count's hook resolves with */
/**
 * A count's end: its value (or that it was cancelled), or why it failed.
 * @typedef {{id: number, value: CountEnd, error?: undefined}
 *   | {id: number, error: string, value?: undefined}} CountOutcome
 */
/**
 * The state: idle, or busy with its count.
 * @typedef {{m: Translator, lastId: number, calibration: {msPerSolution: number} | undefined, estimate: number | undefined,
 *   outcome: CountOutcome | undefined, view: CountView}} StateBase
 * @typedef {StateBase & {phase: 'idle', count: undefined}} IdleState
 * @typedef {StateBase & {phase: 'starting' | 'calibrating' | 'confirming' | 'running', count: Count}} BusyState
 * @typedef {IdleState | BusyState} CountState
 */
/**
 * What a cancelled run had done (undefined before it started).
 * @typedef {{unitsDone: number, units: number | undefined, elapsed: number, kept: boolean}} CancelledFacts
 */
/**
 * The events of countReducer (see there).
 * @typedef {{type: 'start', n: number, plan: Plan, workers: number, cores: number, device: GpuAdapter | undefined,
 *     confirm?: boolean, resume: import('./record.js').StoredRecord | undefined,
 *     known: {solutions: bigint, unique: bigint | undefined} | undefined, startedAt: number}
 *   | {type: 'prepared', id: number}
 *   | {type: 'calibrated', id: number, msPerSolution: number}
 *   | {type: 'calibrationFailed', id: number, message: string}
 *   | {type: 'answer', yes: boolean, at: number}
 *   | {type: 'progress', id: number, progress: RunProgress}
 *   | {type: 'finished', id: number, outcome: RunOutcome}
 *   | {type: 'failed', id: number, message: string}
 *   | {type: 'cancel', run: CancelledFacts | undefined}} CountEvent
 */

/** The size timed (once, in one worker) to estimate a big count. */
export const CALIBRATION_N = 14;

/** The English catalog with the part the Count section's words are in (when no reader's catalog is given). */
const english = () => englishMessages(later);

/**
 * Where a count runs, in words of `m`: "2 workers", or "the GPU (name)" for `device` {name, software}.
 * @param {number} workers @param {GpuAdapter | undefined} device @param {Translator} m
 */
const runsOn = (workers, device, m) => (device ? gpuPhrase(device, m) : m.t('count-workers', { workers }));

/**
 * The state before any count: nothing shown but the page's own text; its words from catalog `m`.
 * @returns {CountState}
 */
export function initialCountState(m = english()) {
  return {
    m,
    phase: 'idle',
    lastId: 0,
    count: undefined, // {id, n, plan, workers, cores, device, confirm, resume, startedAt, known: {solutions, unique} | undefined, progress}
    calibration: undefined, // {msPerSolution}, kept for the page's life
    estimate: undefined, // seconds, while the question is asked
    outcome: undefined,
    view: {
      progress: { hidden: true },
      status: m.t('count-nothing-yet'),
      result: null,
      question: undefined,
    },
  };
}

/**
 * True while a count (or its estimate, or its question) is under way: `state.count` is the count.
 * @param {CountState} state @returns {state is BusyState}
 */
export const isBusy = (state) => state.phase !== 'idle';

/**
 * The estimated seconds of a count whose known total is `solutions`, on `cores` cores.
 * @param {{msPerSolution: number}} calibration @param {bigint | number} solutions @param {number} cores
 */
export function estimateSeconds(calibration, solutions, cores) {
  return (calibration.msPerSolution * Number(solutions)) / Math.max(1, cores) / 1000;
}

/**
 * The question asked before a big count, in words of `m`.
 * @param {number} n @param {number} seconds @param {number} workers @param {GpuAdapter | undefined} device
 */
export function questionText(n, seconds, workers, device, m = english()) {
  return m.t('count-question', { n, duration: formatDuration(seconds, m), on: runsOn(workers, device, m), timed: CALIBRATION_N });
}

/**
 * The progress row while counting, from a run's `progress` snapshot: {units (undefined until the plan is
 * known), unitsDone, resumedUnits, solutions (BigInt), nodes, elapsed (s, since asked), counting (s, this
 * session's counting time), countingSeconds (s, over every session)}; its words from catalog `m`.
 * @param {number} n @param {RunProgress | undefined} progress @param {bigint | undefined} knownSolutions
 * @returns {ProgressView}
 */
export function runningProgress(n, progress, knownSolutions, m = english()) {
  const label = m.t('count-progress-label', { n });
  if (!progress || progress.units === undefined) return { label, value: 0, max: 1, text: m.t('count-starting-workers') };
  const { units, unitsDone } = progress;
  const pace = Math.max(progress.counting, 1e-3);
  const share = shareDone({ unitsDone, units, solutions: progress.solutions, knownSolutions });
  const left = secondsLeft(progress.countingSeconds, share);
  const done = m.t('count-units-done', { done: unitsDone, units });
  return {
    label,
    value: unitsDone,
    max: units,
    valueText: done,
    text: m.t('count-progress', {
      done,
      elapsed: formatDuration(progress.elapsed, m),
      left: Number.isFinite(left) ? m.t('count-left', { duration: formatDuration(left, m) }) : m.t('count-left-unknown'),
      unitRate: formatRate((unitsDone - progress.resumedUnits) / pace),
      nodeRate: formatRate(progress.nodes / pace),
    }),
  };
}

/** How the result names a method, in words of `m`: "the join method". */
const methodWords = (/** @type {string} */ method, /** @type {Translator} */ m) => m.t('count-method', { method });

/**
 * What a finished run shows and what the hook resolves with (numbers), from its outcome and the table's row;
 * its words from catalog `m`.
 * @param {Count} count @param {FinishedRun} outcome
 * @returns {{view: {status: string, progress: ProgressView, result: ResultView}, value: CountValue}}
 */
export function finishedCount(count, outcome, m = english()) {
  const { n, known } = count;
  const { seconds, units, resumedUnits, workers, method, build } = outcome;
  let matches;
  /** @type {ResultView['match']} */
  let match = { text: m.t('count-match-none'), kind: undefined };
  if (known?.solutions !== undefined && known?.unique !== undefined) {
    const totalDiffers = outcome.solutions !== known.solutions;
    const uniqueDiffers = outcome.unique !== known.unique;
    matches = !totalDiffers && !uniqueDiffers;
    const differ = totalDiffers && uniqueDiffers ? 'both' : totalDiffers ? 'solutions' : 'unique';
    match = matches
      ? { text: m.t('count-match-yes'), kind: 'yes' }
      : { text: m.t('count-match-no', { differ }), kind: 'no' };
  }
  const all = m.t('count-units-done', { done: units, units });
  const said = { n, method: methodWords(method, m), duration: formatDuration(seconds, m), units, before: resumedUnits };
  return {
    view: {
      status: 'device' in outcome
        ? m.t('count-done-gpu', { ...said, gpu: gpuPhrase(outcome.device, m), checked: outcome.checked, lost: outcome.devicesLost })
        : m.t('count-done-cpu', { ...said, workers, build, rechecked: outcome.gpuUnitsChecked ?? 'none' }),
      progress: {
        label: m.t('count-finished-label', { n }),
        value: 1,
        max: 1,
        valueText: all,
        text: m.t('count-finished-text', { done: all, duration: formatDuration(seconds, m), unitRate: formatRate(units / seconds), nodeRate: formatRate(Number(outcome.nodes) / seconds) }),
      },
      result: {
        solutions: outcome.solutions,
        unique: outcome.unique,
        method,
        build,
        knownSolutions: known?.solutions,
        knownUnique: known?.unique,
        match,
      },
    },
    value: {
      n,
      solutions: Number(outcome.solutions),
      unique: Number(outcome.unique),
      method,
      build,
      nodes: Number(outcome.nodes),
      seconds,
      units,
      resumedUnits,
      workers,
      matches,
      ...('device' in outcome ? { device: outcome.device, checked: outcome.checked, devicesLost: outcome.devicesLost } : {}),
      ...('device' in outcome || outcome.gpuUnitsChecked === undefined ? {} : { gpuUnitsChecked: outcome.gpuUnitsChecked }),
    },
  };
}

/**
 * Back to idle: `view` merged into what is shown, `outcome` the count's end.
 * @param {CountState} state @param {Partial<CountView>} view @param {CountOutcome} outcome @returns {CountState}
 */
function toIdle(state, view, outcome) {
  return { ...state, phase: 'idle', count: undefined, estimate: undefined, outcome, view: { ...state.view, question: undefined, ...view } };
}

/** Idle with nothing counted: an empty bar and why. */
const stopped = (/** @type {string} */ label, /** @type {string} */ text) => ({ progress: { label, value: 0, max: 1, text } });

/**
 * The count starts running (from `startedAt`): the result area cleared, the bar empty.
 * @param {BusyState} state @param {number} startedAt @returns {CountState}
 */
function toRunning(state, startedAt) {
  const { m } = state;
  const { n, workers, resume, plan, device } = state.count;
  const said = { n, method: methodWords(plan.method, m), on: runsOn(workers, device, m) };
  const count = { ...state.count, startedAt, progress: undefined };
  return {
    ...state,
    phase: 'running',
    count,
    estimate: undefined,
    view: {
      ...state.view,
      question: undefined,
      result: null,
      status: resume
        ? m.t('count-resuming', { ...said, done: unitsIn(resume.done), units: resume.units })
        : m.t('count-running', said),
      progress: runningProgress(n, undefined, count.known?.solutions, m),
    },
  };
}

/**
 * The question, with the estimate from the calibration.
 * @param {BusyState} state @param {{msPerSolution: number}} calibration @returns {CountState}
 */
function toConfirming(state, calibration) {
  const { n, workers, cores, known } = state.count;
  const seconds = estimateSeconds(calibration, known?.solutions ?? 0, cores);
  return {
    ...state,
    phase: 'confirming',
    calibration,
    estimate: seconds,
    view: { ...state.view, progress: { hidden: true }, question: questionText(n, seconds, workers, state.count.device, state.m) },
  };
}

/**
 * Whether `event` is about the count under way.
 * @param {CountState} state @param {{id: number}} event @returns {state is BusyState}
 */
const current = (state, event) => state.count !== undefined && event.id === state.count.id;

/**
 * The next state after `event`:
 * - `{type: 'start', n, plan, workers, cores, device, confirm, resume, known, startedAt}`: a new count (only
 *   while idle; the section cancels a running one first; `plan` {method, uniquePerUnit, fingerprint, units} of
 *   the CountPlan it runs; `device` the GPU's {name, software} when it counts on the GPU); its id is
 *   `state.count.id`.
 * - `{type: 'prepared', id}`: the module is compiled and the store open.
 * - `{type: 'calibrated', id, msPerSolution}`, `{type: 'calibrationFailed', id, message}`.
 * - `{type: 'answer', yes, at}`: the question answered (`at` the time of the answer: the count is timed from it).
 * - `{type: 'progress', id, progress}`: a snapshot of the run (see runningProgress).
 * - `{type: 'finished', id, outcome}`: the run's outcome ({status: 'done', ...} or {status: 'error', message}).
 * - `{type: 'failed', id, message}`: the count could not start.
 * - `{type: 'cancel', run}`: Cancel; `run` what the cancelled run had done ({unitsDone, units, elapsed, kept})
 *   or undefined before it started.
 * @param {CountState} state @param {CountEvent} event @returns {CountState}
 */
export function countReducer(state, event) {
  const { m } = state;
  switch (event.type) {
    case 'start': {
      if (isBusy(state)) return state;
      const id = state.lastId + 1;
      const { n, plan, workers, cores, device, confirm, resume, known, startedAt } = event;
      return {
        ...state,
        phase: 'starting',
        lastId: id,
        count: { id, n, plan, workers, cores, device, confirm: Boolean(confirm), resume, known, startedAt, progress: undefined },
        outcome: undefined,
      };
    }
    case 'prepared': {
      if (state.phase !== 'starting' || !current(state, event)) return state;
      if (!state.count.confirm) return toRunning(state, state.count.startedAt);
      // The previous result stays as it is until a count really starts.
      if (state.calibration) return toConfirming(state, state.calibration);
      const { n } = state.count;
      return {
        ...state,
        phase: 'calibrating',
        view: {
          ...state.view,
          progress: {
            label: m.t('count-estimating-label', { n }),
            value: undefined, // indeterminate
            max: 1,
            text: m.t('count-estimating', { timed: CALIBRATION_N, gpu: state.count.device ? 'yes' : 'no' }),
          },
        },
      };
    }
    case 'calibrated':
      if (state.phase !== 'calibrating' || !current(state, event)) return state;
      return toConfirming(state, { msPerSolution: event.msPerSolution });
    case 'calibrationFailed': {
      if (state.phase !== 'calibrating' || !current(state, event)) return state;
      const { n, id } = state.count;
      return toIdle(
        state,
        stopped(m.t('count-not-counted-label', { n }), m.t('count-estimate-failed', { reason: event.message })),
        { id, error: `the time estimate failed: ${event.message}` },
      );
    }
    case 'answer': {
      if (!isBusy(state) || state.phase !== 'confirming') return state;
      if (event.yes) return toRunning(state, event.at);
      const { n, id } = state.count;
      return toIdle(state, stopped(m.t('count-not-counted-label', { n }), m.t('count-declined')), { id, value: { cancelled: true, n } });
    }
    case 'progress': {
      if (state.phase !== 'running' || !current(state, event)) return state;
      const count = { ...state.count, progress: event.progress };
      return { ...state, count, view: { ...state.view, progress: runningProgress(count.n, event.progress, count.known?.solutions, m) } };
    }
    case 'finished': {
      if (state.phase !== 'running' || !current(state, event)) return state;
      const { n, id } = state.count;
      const { outcome } = event;
      if (outcome.status === 'done') {
        const { view, value } = finishedCount(state.count, outcome, m);
        return toIdle(state, view, { id, value });
      }
      const message = outcome.message ?? outcome.status;
      return toIdle(
        state,
        { status: m.t('count-failed', { reason: message }), progress: { ...state.view.progress, label: m.t('count-failed-label', { n }), text: '' } },
        { id, error: message },
      );
    }
    case 'failed': {
      if (!current(state, event)) return state;
      const { n, id } = state.count;
      return toIdle(state, { status: m.t('count-failed', { reason: event.message }), ...stopped(m.t('count-not-counted-label', { n }), '') }, { id, error: event.message });
    }
    case 'cancel': {
      if (!isBusy(state)) return state;
      const { n, id } = state.count;
      const { run } = event;
      let progress;
      if (state.phase === 'running' && run) {
        const duration = formatDuration(run.elapsed, m);
        const cancelled = run.units === undefined
          ? m.t('count-cancelled-early', { duration })
          : m.t('count-cancelled-after', { done: run.unitsDone, units: run.units, duration });
        progress = {
          label: m.t('count-cancelled-label', { n }),
          value: state.view.progress.value ?? 0,
          max: state.view.progress.max ?? 1,
          valueText: state.view.progress.valueText,
          text: m.sentences(cancelled, run.kept && m.t('count-cancelled-kept')),
        };
      } else {
        progress = stopped(m.t('count-cancelled-short'), m.t('count-cancelled-before')).progress;
      }
      return toIdle(state, { status: m.t('count-cancelled'), result: null, progress }, { id, value: { cancelled: true, n } });
    }
    default:
      throw new Error(`countReducer: no event ${JSON.stringify(/** @type {{type: unknown}} */ (event).type)}`);
  }
}
