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
import { formatRate, group } from '../shared/format.js';
import { formatDuration } from '../i18n/durations.js';
import { gpuPhrase } from './gpu-adapter.js';

/** The size timed (once, in one worker) to estimate a big count. */
export const CALIBRATION_N = 14;

const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`;

/** Where a count runs, in words: "2 workers", or "the GPU (name)" for `device` {name, software}. */
const runsOn = (workers, device) => (device ? gpuPhrase(device) : plural(workers, 'worker', 'workers'));

/** The state before any count: nothing shown but the page's own text. */
export function initialCountState() {
  return {
    phase: 'idle',
    lastId: 0,
    count: undefined, // {id, n, plan, workers, cores, device, confirm, resume, startedAt, known: {solutions, unique} | undefined, progress}
    calibration: undefined, // {msPerSolution}, kept for the page's life
    estimate: undefined, // seconds, while the question is asked
    outcome: undefined,
    view: {
      progress: { hidden: true },
      status: 'Nothing counted yet.',
      result: null,
      question: undefined,
    },
  };
}

/** True while a count (or its estimate, or its question) is under way. */
export const isBusy = (state) => state.phase !== 'idle';

/** The estimated seconds of a count whose known total is `solutions`, on `cores` cores. */
export function estimateSeconds(calibration, solutions, cores) {
  return (calibration.msPerSolution * Number(solutions)) / Math.max(1, cores) / 1000;
}

/** The question asked before a big count. */
export function questionText(n, seconds, workers, device) {
  return `Counting every solution of the ${n}×${n} board takes roughly ${formatDuration(seconds)} here ` +
    `(${runsOn(workers, device)}; timed on the ${CALIBRATION_N}×${CALIBRATION_N} board and ` +
    'scaled by the number of solutions). The page stays usable and Cancel stops it. Count anyway?';
}

/**
 * The progress row while counting, from a run's `progress` snapshot: {units (undefined until the plan is
 * known), unitsDone, resumedUnits, solutions (BigInt), nodes, elapsed (s, since asked), counting (s, this
 * session's counting time), countingSeconds (s, over every session)}.
 */
export function runningProgress(n, progress, knownSolutions) {
  const label = `Count of ${n}×${n}`;
  if (!progress || progress.units === undefined) return { label, value: 0, max: 1, text: 'Starting the workers…' };
  const { units, unitsDone } = progress;
  const pace = Math.max(progress.counting, 1e-3);
  const share = shareDone({ unitsDone, units, solutions: progress.solutions, knownSolutions });
  const left = secondsLeft(progress.countingSeconds, share);
  const done = `${group(unitsDone)} of ${group(units)} units`;
  return {
    label,
    value: unitsDone,
    max: units,
    valueText: done,
    text: `${done} · ${formatDuration(progress.elapsed)} elapsed · ` +
      `${Number.isFinite(left) ? `about ${formatDuration(left)} left` : 'time left not known yet'} · ` +
      `${formatRate((unitsDone - progress.resumedUnits) / pace)} units/s · ${formatRate(progress.nodes / pace)} nodes/s`,
  };
}

/** How the result names a method: "the join method". */
const methodWords = (method) => `the ${method} method`;


/** What a GPU count adds to its status: how it was checked, and the devices it lost. */
function gpuFacts({ checked, devicesLost }) {
  const lost = devicesLost > 0 ? `; ${plural(devicesLost, 'device', 'devices')} lost mid-count and replaced, their batch counted again` : '';
  return `; ${group(checked)} of them recounted on the CPU, all equal${lost}`;
}

/** What a count resumed on the CPU adds about the units a GPU counted before: how many were recounted. */
const recheckFacts = ({ gpuUnitsChecked }) => (gpuUnitsChecked === undefined
  ? ''
  : `; of the units counted on a GPU before, ${group(gpuUnitsChecked)} recounted on the CPU, all equal`);

/** What a finished run shows and what the hook resolves with (numbers), from its outcome and the table's row. */
export function finishedCount(count, outcome) {
  const { n, known } = count;
  const { seconds, units, resumedUnits, workers, method, build, device } = outcome;
  let matches;
  let match = { text: 'No known value to compare with.', kind: undefined };
  if (known?.solutions !== undefined && known?.unique !== undefined) {
    const totalDiffers = outcome.solutions !== known.solutions;
    const uniqueDiffers = outcome.unique !== known.unique;
    matches = !totalDiffers && !uniqueDiffers;
    const differ = [totalDiffers && 'solutions', uniqueDiffers && 'unique'].filter(Boolean).join(' and ');
    match = matches
      ? { text: '✓ matches the known value (both totals)', kind: 'yes' }
      : { text: `✗ DOES NOT match the known value (${differ} differ)`, kind: 'no' };
  }
  const before = resumedUnits > 0 ? `, ${group(resumedUnits)} of them counted before a reload` : '';
  const all = `${group(units)} of ${group(units)} units`;
  return {
    view: {
      status: `Counted the ${n}×${n} board by ${methodWords(method)} in ${formatDuration(seconds)} on ` +
        (device
          ? `${gpuPhrase(device)}: ${group(units)} units${before}${gpuFacts(outcome)}.`
          : `${plural(workers, 'worker', 'workers')} (${group(units)} units${before}; the ${build} build${recheckFacts(outcome)}).`),
      progress: {
        label: `Count of ${n}×${n}: finished`,
        value: 1,
        max: 1,
        valueText: all,
        text: `${all} · ${formatDuration(seconds)} · ${formatRate(units / seconds)} units/s · ${formatRate(Number(outcome.nodes) / seconds)} nodes/s`,
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
      ...(device ? { device, checked: outcome.checked, devicesLost: outcome.devicesLost } : {}),
      ...(outcome.gpuUnitsChecked === undefined ? {} : { gpuUnitsChecked: outcome.gpuUnitsChecked }),
    },
  };
}

/** Back to idle: `view` merged into what is shown, `outcome` the count's end. */
function toIdle(state, view, outcome) {
  return { ...state, phase: 'idle', count: undefined, estimate: undefined, outcome, view: { ...state.view, question: undefined, ...view } };
}

/** Idle with nothing counted: an empty bar and why. */
const stopped = (label, text) => ({ progress: { label, value: 0, max: 1, text } });

/** The count starts running (from `startedAt`): the result area cleared, the bar empty. */
function toRunning(state, startedAt) {
  const { n, workers, resume, plan, device } = state.count;
  const on = `by ${methodWords(plan.method)} on ${runsOn(workers, device)}`;
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
        ? `Resuming the count of the ${n}×${n} board ${on}: ${group(unitsIn(resume.done))} of ${group(resume.units)} units were counted before.`
        : `Counting the ${n}×${n} board ${on}…`,
      progress: runningProgress(n, undefined, count.known?.solutions),
    },
  };
}

/** The question, with the estimate from the calibration. */
function toConfirming(state, calibration) {
  const { n, workers, cores, known } = state.count;
  const seconds = estimateSeconds(calibration, known?.solutions ?? 0, cores);
  return {
    ...state,
    phase: 'confirming',
    calibration,
    estimate: seconds,
    view: { ...state.view, progress: { hidden: true }, question: questionText(n, seconds, workers, state.count.device) },
  };
}

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
 */
export function countReducer(state, event) {
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
            label: `${n}×${n}: estimating the time`,
            value: undefined, // indeterminate
            max: 1,
            text: `Timing a ${CALIBRATION_N}×${CALIBRATION_N} count ${state.count.device ? 'on the GPU' : 'in one worker'}…`,
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
        stopped(`${n}×${n}: not counted`, `The time estimate failed (${event.message}), so nothing was counted.`),
        { id, error: `the time estimate failed: ${event.message}` },
      );
    }
    case 'answer': {
      if (state.phase !== 'confirming') return state;
      if (event.yes) return toRunning(state, event.at);
      const { n, id } = state.count;
      return toIdle(state, stopped(`${n}×${n}: not counted`, 'Not counted, as you chose; the result below is unchanged.'), { id, value: { cancelled: true, n } });
    }
    case 'progress': {
      if (state.phase !== 'running' || !current(state, event)) return state;
      const count = { ...state.count, progress: event.progress };
      return { ...state, count, view: { ...state.view, progress: runningProgress(count.n, event.progress, count.known?.solutions) } };
    }
    case 'finished': {
      if (state.phase !== 'running' || !current(state, event)) return state;
      const { n, id } = state.count;
      const { outcome } = event;
      if (outcome.status === 'done') {
        const { view, value } = finishedCount(state.count, outcome);
        return toIdle(state, view, { id, value });
      }
      const message = outcome.message ?? outcome.status;
      return toIdle(
        state,
        { status: `The count failed: ${message}`, progress: { ...state.view.progress, label: `Count of ${n}×${n}: failed`, text: '' } },
        { id, error: message },
      );
    }
    case 'failed': {
      if (!current(state, event)) return state;
      const { n, id } = state.count;
      return toIdle(state, { status: `The count failed: ${event.message}`, ...stopped(`${n}×${n}: not counted`, '') }, { id, error: event.message });
    }
    case 'cancel': {
      if (!isBusy(state)) return state;
      const { n, id } = state.count;
      const { run } = event;
      let progress;
      if (state.phase === 'running' && run) {
        const units = run.units === undefined ? '' : ` after ${group(run.unitsDone)} of ${group(run.units)} units`;
        const resumable = run.kept ? ' What was counted is kept: Resume goes on from there.' : '';
        progress = {
          label: `Count of ${n}×${n}: cancelled`,
          value: state.view.progress.value ?? 0,
          max: state.view.progress.max ?? 1,
          valueText: state.view.progress.valueText,
          text: `Cancelled${units} (${formatDuration(run.elapsed)}); no total is shown.${resumable}`,
        };
      } else {
        progress = stopped('Cancelled', 'Cancelled before the count started.').progress;
      }
      return toIdle(state, { status: 'Cancelled.', result: null, progress }, { id, value: { cancelled: true, n } });
    }
    default:
      throw new Error(`countReducer: no event ${JSON.stringify(event.type)}`);
  }
}
