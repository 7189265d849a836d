// Unit tests of www/js/count/run.js on a fake pool of workers (no browser): a resumed count hands out only
// the units its record lacks and ends with the same exact totals as a count from scratch; its snapshot is
// the record to store; a record of another number of units fails the run.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CountRun } from '../../../www/js/count/run.js';
import { missingRanges, unitsIn } from '../../../www/js/count/ranges.js';
import { makeRecord } from '../../../www/js/count/record.js';
import { planKey } from '../../../www/js/count/pool.js';

const UNITS = 40;
/**
 * What the fake workers say unit i contributes: a range of up to 4 fits 2^53, the whole count does not;
 * 8 solutions for each unique one, as a count of boards without symmetric solutions has.
 */
const unitCount = (i) => ({ solutions: 2 ** 50 + i * 8, unique: 2 ** 47 + i, nodes: 1000 + i });

/**
 * A pool of fake workers that answer on the next turn of the event loop, each unit taking 10 ms of their
 * time; `counted` logs every unit, `batches` every range's size.
 */
function fakePool(counted, { units = UNITS, batches = [], unique = true } = {}) {
  const pool = { lengths: new Map(), unitMs: new Map(), terminated: 0, terminate: () => (pool.terminated += 1) };
  pool.take = (count) => Array.from({ length: count }, () => {
    const slot = { n: undefined, planned: undefined, busy: false, listener: undefined };
    slot.worker = {
      postMessage(msg) {
        setImmediate(() => {
          if (msg.type === 'plan') {
            // What js/count/pool.js records from a worker's plan message.
            slot.planned = planKey(msg.n, msg.method);
            slot.kernel = 'portable';
            slot.listener?.receive(slot, { type: 'plan', n: msg.n, method: msg.method, kernel: 'portable', length: units });
          } else if (msg.type === 'count') {
            batches.push(msg.end - msg.start);
            const totals = { solutions: 0, unique: 0, nodes: 0 };
            for (let i = msg.start; i < msg.end; i++) {
              counted.push(i);
              for (const key of Object.keys(totals)) totals[key] += unitCount(i)[key];
            }
            if (!unique) Object.assign(totals, { unique: null, fixed: msg.end - msg.start }); // the join's answer: one fixed solution a unit
            slot.listener?.receive(slot, { type: 'result', start: msg.start, end: msg.end, ...totals, ms: 10 * (msg.end - msg.start) });
          }
        });
      },
    };
    return slot;
  });
  return pool;
}

function exactTotals(ranges) {
  const totals = { solutions: 0n, unique: 0n, nodes: 0n };
  for (const [s, e] of ranges) {
    for (let i = s; i < e; i++) for (const key of Object.keys(totals)) totals[key] += BigInt(unitCount(i)[key]);
  }
  return totals;
}

test('a resumed count hands out only the missing units and ends with the exact totals of a whole count', async () => {
  const whole = exactTotals([[0, UNITS]]);
  const countedFresh = [];
  const fresh = await new CountRun({ n: 16, method: 'frames', workers: 3, pool: fakePool(countedFresh), batch: 3 }).done;
  assert.equal(fresh.status, 'done');
  assert.deepEqual([...countedFresh].sort((a, b) => a - b), Array.from({ length: UNITS }, (_, i) => i));
  assert.deepEqual({ solutions: fresh.solutions, unique: fresh.unique, nodes: fresh.nodes }, whole);
  assert.equal(fresh.resumedUnits, 0);

  const done = [[0, 7], [12, 13], [20, 31]];
  const resume = makeRecord({ n: 16, fingerprint: 'f'.repeat(16), units: UNITS, done, ...exactTotals(done), seconds: 30 });
  const counted = [];
  const run = new CountRun({ n: 16, method: 'frames', workers: 2, pool: fakePool(counted), batch: 4, resume });
  const resumed = await run.done;
  assert.equal(resumed.status, 'done');
  const missing = missingRanges(done, UNITS).flatMap(([s, e]) => Array.from({ length: e - s }, (_, k) => s + k));
  assert.deepEqual([...counted].sort((a, b) => a - b), missing, 'only the missing units, each once');
  assert.deepEqual({ solutions: resumed.solutions, unique: resumed.unique, nodes: resumed.nodes }, whole);
  assert.equal(resumed.resumedUnits, unitsIn(done));
  assert.ok(resumed.seconds >= 30, 'the time counted before is part of the count');
});

test('the snapshot holds the finished ranges, merged, and exactly their totals', async () => {
  const counted = [];
  const done = [[5, 9]];
  const resume = makeRecord({ n: 16, fingerprint: 'a'.repeat(16), units: UNITS, done, ...exactTotals(done), seconds: 2 });
  const snapshots = [];
  const run = new CountRun({
    n: 16, method: 'frames', workers: 1, pool: fakePool(counted), batch: 2, resume,
    onProgress: (r) => snapshots.push(makeRecord(r.snapshot('a'.repeat(16)))),
  });
  await run.done;
  for (const snap of snapshots) {
    const totals = exactTotals(snap.done);
    assert.deepEqual([snap.solutions, snap.unique, snap.nodes], [totals.solutions, totals.unique, totals.nodes].map(String));
    assert.equal(snap.fingerprint, 'a'.repeat(16));
    assert.equal(snap.units, UNITS);
  }
  // One worker, two units at a time from unit 0: after the first result, [0, 2) and the stored [5, 9).
  assert.deepEqual(snapshots[0].done, [[0, 2], [5, 9]]);
  assert.deepEqual(snapshots.at(-1).done, [[0, UNITS]], 'merged into one range at the end');
});

test('a record of another number of units fails the run instead of being mixed in', async () => {
  const resume = makeRecord({ n: 16, fingerprint: 'b'.repeat(16), units: UNITS + 1, done: [[0, 3]], solutions: 1n, unique: 1n, nodes: 1n, seconds: 1 });
  const counted = [];
  const outcome = await new CountRun({ n: 16, method: 'frames', workers: 1, pool: fakePool(counted), resume }).done;
  assert.equal(outcome.status, 'error');
  assert.match(outcome.message, /41 units, the plan 40/);
  assert.deepEqual(counted, [], 'nothing counted');
});

test('a resumed count sizes its batches by its own pace, not by the units counted before', async () => {
  // 10 ms a unit and ~30 ms a batch: 3 units at a time. Units done in an earlier session took none of
  // this session's time, so counting them in would make the batches hundreds of units long.
  const units = 1000;
  const done = [[0, 500]];
  const resume = makeRecord({ n: 16, fingerprint: 'c'.repeat(16), units, done, solutions: 1n, unique: 1n, nodes: 1n, seconds: 100 });
  const batches = [];
  const counted = [];
  const outcome = await new CountRun({ n: 16, method: 'frames', workers: 1, pool: fakePool(counted, { units, batches }), resume }).done;
  assert.equal(outcome.status, 'done');
  assert.equal(counted.length, 500);
  assert.equal(batches[0], 1, 'a first probe of one unit');
  assert.equal(Math.max(...batches), 3, `batches: ${batches.join(' ')}`);
});

test('a resumed total is checked at the end: impossible totals fail the run instead of being shown', async () => {
  // A record the store would refuse (more solutions than 8 per unique one), handed to a run directly.
  const done = [[0, 7]];
  const totals = exactTotals(done);
  const resume = makeRecord({ n: 16, fingerprint: 'd'.repeat(16), units: UNITS, done, ...totals, unique: 0n, seconds: 1 });
  const outcome = await new CountRun({ n: 16, method: 'frames', workers: 2, pool: fakePool([]), batch: 5, resume }).done;
  assert.equal(outcome.status, 'error');
  assert.match(outcome.message, /the totals are impossible/);
});

test('a join count sums the totals and the fixed solutions, its unique count follows from them; its snapshot keeps the fixed ones; a unique answer fails it', async () => {
  const counted = [];
  const wholes = [];
  // The boundary's wholeUnique in the page; here Burnside's division, the turns fixing one solution a unit.
  const uniqueOf = (solutions, unique, fixed) => {
    wholes.push([unique, fixed]);
    return (solutions + fixed) / 8n;
  };
  const outcome = await new CountRun({ n: 16, method: 'join', uniquePerUnit: false, uniqueOf, workers: 2, pool: fakePool(counted, { unique: false }), batch: 3 }).done;
  assert.equal(outcome.status, 'done');
  const { solutions } = exactTotals([[0, UNITS]]);
  assert.deepEqual([outcome.method, outcome.build, outcome.solutions], ['join', 'scalar', solutions]);
  assert.deepEqual(wholes, [[0n, BigInt(UNITS)]], 'the sums of every unit, once');
  assert.equal(outcome.unique, (solutions + BigInt(UNITS)) / 8n);
  const refusing = () => {
    throw new Error('no whole number of unique solutions');
  };
  const refused = await new CountRun({ n: 16, method: 'join', uniquePerUnit: false, uniqueOf: refusing, workers: 1, pool: fakePool([], { unique: false }), batch: 4 }).done;
  assert.equal(refused.status, 'error');
  assert.match(refused.message, /^the totals are impossible: no whole number of unique solutions$/);

  const snapshots = [];
  await new CountRun({
    n: 16, method: 'join', uniquePerUnit: false, workers: 1, pool: fakePool([], { unique: false }), batch: 4,
    onProgress: (r) => snapshots.push(makeRecord(r.snapshot('9'.repeat(16)))),
  }).done;
  assert.ok(snapshots.length > 0);
  for (const snap of snapshots) {
    assert.deepEqual([snap.method, snap.unique], ['join', null]);
    assert.equal(snap.solutions, String(exactTotals(snap.done).solutions));
    assert.equal(snap.fixed, String(unitsIn(snap.done)));
  }

  // Frames answers (with unique counts) to a join count are not its plan's answers.
  const mixed = await new CountRun({ n: 16, method: 'join', uniquePerUnit: false, workers: 1, pool: fakePool([]), batch: 4 }).done;
  assert.equal(mixed.status, 'error');
  assert.match(mixed.message, /unique and undefined fixed solutions to a count by the join method/);
});
