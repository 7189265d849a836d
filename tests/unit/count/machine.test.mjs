// Unit tests of www/js/count/machine.js, the Count section's state machine: the phases a count goes
// through, what the panel is told to show in each, the hook's outcome, and the events ignored once a
// count is no longer the current one.

import '../english.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countReducer, initialCountState, estimateSeconds, runningProgress, isBusy } from '../../../www/js/count/machine.js';

const known10 = { solutions: 724n, unique: 92n };

/** Applies the events in turn; returns every state. */
function run(events, state = initialCountState()) {
  const states = [state];
  for (const event of events) states.push(countReducer(states.at(-1), event));
  return states;
}

const FRAMES = { method: 'frames', uniquePerUnit: true, fingerprint: 'f'.repeat(16), units: 20 };
const JOIN = { method: 'join', uniquePerUnit: false, fingerprint: 'e'.repeat(16), units: 6 };
const start = (overrides = {}) => ({
  type: 'start', n: 10, plan: FRAMES, workers: 2, cores: 2, confirm: false, known: known10, startedAt: 5, ...overrides,
});
const done = (overrides = {}) => ({
  status: 'done', n: 10, method: 'frames', build: 'scalar', solutions: 724n, unique: 92n, nodes: 34815n, units: 20,
  resumedUnits: 0, workers: 2, seconds: 0.5, ...overrides,
});

test('a count goes idle → starting → running → idle and ends with its result and a match mark', () => {
  const [idle, starting, running, finished] = run([start(), { type: 'prepared', id: 1 }, { type: 'finished', id: 1, outcome: done() }]);
  assert.equal(idle.phase, 'idle');
  assert.equal(idle.view.status, 'Nothing counted yet.');
  assert.equal(idle.view.progress.hidden, true);
  assert.equal(starting.phase, 'starting');
  assert.equal(starting.count.id, 1);
  assert.ok(isBusy(starting));
  assert.equal(running.phase, 'running');
  assert.equal(running.view.result, null, 'the previous result is cleared when the count starts');
  assert.equal(running.view.status, 'Counting the 10×10 board by the frames method on 2 workers…');
  assert.equal(running.view.progress.text, 'Starting the workers…');
  assert.equal(finished.phase, 'idle');
  assert.equal(finished.count, undefined);
  assert.deepEqual(finished.outcome, {
    id: 1,
    value: {
      n: 10, solutions: 724, unique: 92, method: 'frames', build: 'scalar', nodes: 34815, seconds: 0.5, units: 20, resumedUnits: 0,
      workers: 2, matches: true,
    },
  });
  assert.equal(finished.view.result.match.text, '✓ matches the known value (both totals)');
  assert.equal(finished.view.result.match.kind, 'yes');
  assert.equal(finished.view.result.knownSolutions, 724n);
  assert.match(finished.view.progress.text, /^20 of 20 units · /);
  assert.equal(finished.view.progress.label, 'Count of 10×10: finished');
  assert.match(finished.view.status, /^Counted the 10×10 board by the frames method in .* on 2 workers \(20 units; the scalar build\)\.$/);
});

test('a join count shows the total and the unique solutions, and compares both', () => {
  const joined = (outcome) =>
    run([start({ plan: JOIN }), { type: 'prepared', id: 1 }, { type: 'finished', id: 1, outcome: done(outcome) }]);
  const [, , running, finished] = joined({ method: 'join', build: 'simd128', units: 6 });
  assert.equal(running.view.status, 'Counting the 10×10 board by the join method on 2 workers…');
  assert.match(finished.view.status, /^Counted the 10×10 board by the join method in .* on 2 workers \(6 units; the simd128 build\)\.$/);
  assert.deepEqual([finished.view.result.unique, finished.view.result.knownUnique], [92n, 92n]);
  assert.deepEqual([finished.view.result.method, finished.view.result.build], ['join', 'simd128']);
  assert.equal(finished.view.result.match.text, '✓ matches the known value (both totals)');
  assert.deepEqual([finished.outcome.value.unique, finished.outcome.value.matches], [92, true]);
  const wrong = joined({ method: 'join', unique: 91n }).at(-1);
  assert.equal(wrong.view.result.match.text, '✗ DOES NOT match the known value (unique differ)');
  assert.equal(wrong.outcome.value.matches, false);
});

test('a wrong total is marked, and a size the table lacks says so', () => {
  const wrong = run([start(), { type: 'prepared', id: 1 }, { type: 'finished', id: 1, outcome: done({ unique: 91n }) }]).at(-1);
  assert.equal(wrong.view.result.match.text, '✗ DOES NOT match the known value (unique differ)');
  assert.equal(wrong.outcome.value.matches, false);
  const unknown = run([start({ known: undefined }), { type: 'prepared', id: 1 }, { type: 'finished', id: 1, outcome: done() }]).at(-1);
  assert.equal(unknown.view.result.match.text, 'No known value to compare with.');
  assert.equal(unknown.outcome.value.matches, undefined);
});

test('progress snapshots become the progress row; late ones of another count are ignored', () => {
  const states = run([start(), { type: 'prepared', id: 1 }]);
  const progress = { units: 20, unitsDone: 5, resumedUnits: 0, solutions: 100n, nodes: 5000, elapsed: 2, counting: 1, countingSeconds: 1 };
  const moved = countReducer(states.at(-1), { type: 'progress', id: 1, progress });
  assert.equal(moved.view.progress.value, 5);
  assert.equal(moved.view.progress.max, 20);
  assert.equal(moved.view.progress.valueText, '5 of 20 units');
  assert.match(moved.view.progress.text, /^5 of 20 units · 2.0 s elapsed · about .* left · 5.0 units\/s · 5.0 k nodes\/s$/);
  assert.equal(countReducer(moved, { type: 'progress', id: 7, progress }), moved, 'a snapshot of another count');
  assert.deepEqual(runningProgress(10, undefined, 724n), { label: 'Count of 10×10', value: 0, max: 1, text: 'Starting the workers…' });
});

test('a big count is timed, asked about, and counted from the answer; the timing is reused', () => {
  const [, , calibrating, confirming, running] = run([
    start({ n: 21, confirm: true, known: { solutions: 314666222712n, unique: 39333324973n } }),
    { type: 'prepared', id: 1 },
    { type: 'calibrated', id: 1, msPerSolution: 0.001 },
    { type: 'answer', yes: true, at: 99 },
  ]);
  assert.equal(calibrating.phase, 'calibrating');
  assert.equal(calibrating.view.progress.value, undefined, 'an indeterminate bar while timing');
  assert.equal(calibrating.view.progress.label, '21×21: estimating the time');
  assert.equal(calibrating.view.result, null, 'nothing counted yet: the result area as it was');
  assert.equal(confirming.phase, 'confirming');
  assert.equal(confirming.estimate, estimateSeconds({ msPerSolution: 0.001 }, 314666222712n, 2));
  assert.match(confirming.view.question, /^Counting every solution of the 21×21 board takes roughly .+ here \(2 workers;.*Count anyway\?$/);
  assert.equal(confirming.view.progress.hidden, true);
  assert.equal(running.phase, 'running');
  assert.equal(running.count.startedAt, 99, 'timed from the answer');
  assert.equal(running.view.question, undefined);

  // Declined: idle again, the previous result kept, the hook told it was not counted.
  const declined = run([start({ n: 21, confirm: true }), { type: 'prepared', id: 2 }, { type: 'answer', yes: false }], { ...running, phase: 'idle', count: undefined, lastId: 1 });
  const [, asking, answered] = declined.slice(1);
  assert.equal(asking.phase, 'confirming', 'the timing of the first count is reused: no second calibration');
  assert.equal(answered.phase, 'idle');
  assert.deepEqual(answered.outcome, { id: 2, value: { cancelled: true, n: 21 } });
  assert.match(answered.view.progress.text, /^Not counted, as you chose/);
  assert.equal(answered.view.question, undefined);
});

test('a failed estimate or run goes back to idle with the reason, and rejects the hook', () => {
  const failedEstimate = run([start({ n: 20, confirm: true }), { type: 'prepared', id: 1 }, { type: 'calibrationFailed', id: 1, message: 'boom' }]).at(-1);
  assert.equal(failedEstimate.phase, 'idle');
  assert.deepEqual(failedEstimate.outcome, { id: 1, error: 'the time estimate failed: boom' });
  assert.equal(failedEstimate.view.progress.text, 'The time estimate failed (boom), so nothing was counted.');
  const failedRun = run([start(), { type: 'prepared', id: 1 }, { type: 'finished', id: 1, outcome: { status: 'error', message: 'a worker died' } }]).at(-1);
  assert.deepEqual(failedRun.outcome, { id: 1, error: 'a worker died' });
  assert.equal(failedRun.view.status, 'The count failed: a worker died');
  assert.equal(failedRun.view.progress.label, 'Count of 10×10: failed');
  const notStarted = run([start(), { type: 'failed', id: 1, message: 'no module' }]).at(-1);
  assert.deepEqual(notStarted.outcome, { id: 1, error: 'no module' });
  assert.equal(notStarted.phase, 'idle');
});

test('Cancel from every busy phase: idle, the result cleared, the hook told; late answers are ignored', () => {
  const running = run([start(), { type: 'prepared', id: 1 }]).at(-1);
  const cancelled = countReducer(running, { type: 'cancel', run: { unitsDone: 3, units: 20, elapsed: 1.5, kept: true } });
  assert.equal(cancelled.phase, 'idle');
  assert.equal(cancelled.view.status, 'Cancelled.');
  assert.equal(cancelled.view.result, null);
  assert.equal(cancelled.view.progress.label, 'Count of 10×10: cancelled');
  assert.match(cancelled.view.progress.text, /^Cancelled after 3 of 20 units \(.+\); no total is shown\. What was counted is kept: Resume goes on from there\.$/);
  assert.deepEqual(cancelled.outcome, { id: 1, value: { cancelled: true, n: 10 } });
  // The run's own end, arriving afterwards, changes nothing; nor does a second Cancel.
  assert.equal(countReducer(cancelled, { type: 'finished', id: 1, outcome: done() }), cancelled);
  assert.equal(countReducer(cancelled, { type: 'cancel' }), cancelled);

  for (const events of [[start()], [start({ confirm: true }), { type: 'prepared', id: 1 }], [start({ confirm: true }), { type: 'prepared', id: 1 }, { type: 'calibrated', id: 1, msPerSolution: 1 }]]) {
    const busy = run(events).at(-1);
    const after = countReducer(busy, { type: 'cancel' });
    assert.equal(after.phase, 'idle', busy.phase);
    assert.equal(after.view.progress.text, 'Cancelled before the count started.');
    assert.equal(after.view.question, undefined);
    assert.equal(countReducer(after, { type: 'prepared', id: 1 }), after, `a late 'prepared' after Cancel in ${busy.phase}`);
    assert.equal(countReducer(after, { type: 'calibrated', id: 1, msPerSolution: 1 }), after);
    assert.equal(countReducer(after, { type: 'answer', yes: true, at: 0 }), after);
  }
});

test('a new count has a new id; the events of the one before it no longer apply', () => {
  const first = run([start(), { type: 'cancel' }, start({ n: 11 })]).at(-1);
  assert.equal(first.count.id, 2);
  assert.equal(countReducer(first, { type: 'prepared', id: 1 }), first);
  assert.equal(countReducer(first, { type: 'prepared', id: 2 }).phase, 'running');
  assert.equal(countReducer(first, start()), first, 'no second count while one is under way');
  assert.throws(() => countReducer(first, { type: 'nonsense' }), /no event "nonsense"/);
});

test('a resumed count says how much was counted before', () => {
  const resume = { n: 10, units: 20, done: [[0, 5], [8, 10]] };
  const running = run([start({ resume }), { type: 'prepared', id: 1 }]).at(-1);
  assert.equal(running.view.status, 'Resuming the count of the 10×10 board by the frames method on 2 workers: 7 of 20 units were counted before.');
  const finished = countReducer(running, { type: 'finished', id: 1, outcome: done({ resumedUnits: 7 }) });
  assert.match(finished.view.status, /\(20 units, 7 of them counted before a reload; the scalar build\)\.$/);
});

test('a count on the GPU says where it ran, how it was checked and the devices it lost; a CPU resume its recheck', () => {
  const device = { name: 'google swiftshader', software: true };
  const [, , running, finished] = run([
    start({ device, workers: 0, cores: 1 }),
    { type: 'prepared', id: 1 },
    { type: 'finished', id: 1, outcome: done({ build: 'gpu', workers: 0, device, checked: 7, devicesLost: 1 }) },
  ]);
  assert.equal(running.view.status, 'Counting the 10×10 board by the frames method on the GPU “google swiftshader”, a software emulation on the CPU…');
  assert.match(finished.view.status,
    /^Counted the 10×10 board by the frames method in .+ on the GPU “google swiftshader”, a software emulation on the CPU: 20 units; 7 of them recounted on the CPU, all equal; 1 device lost mid-count and replaced, their batch counted again\.$/);
  assert.deepEqual([finished.outcome.value.device, finished.outcome.value.checked, finished.outcome.value.devicesLost], [device, 7, 1]);
  const [, , , resumed] = run([start(), { type: 'prepared', id: 1 }, { type: 'finished', id: 1, outcome: done({ gpuUnitsChecked: 2 }) }]);
  assert.match(resumed.view.status, /; the scalar build; of the units counted on a GPU before, 2 recounted on the CPU, all equal\)\.$/);
  assert.equal(resumed.outcome.value.gpuUnitsChecked, 2);
  assert.equal('device' in resumed.outcome.value, false);
});
