// Unit tests of a long count's record: making and checking one (www/js/count/record.js), the Resume text and
// the note on refused records (record-words.js), the store without IndexedDB (store.js) and the saver's
// throttle, with a fake store (saver.js).

import '../english.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makeRecord, newestRecord, recordChecksum, recordProblem, triageRecords } from '../../../www/js/count/record.js';
import { refusedNote, resumeText } from '../../../www/js/count/record-words.js';
import { openCountStore } from '../../../www/js/count/store.js';
import { SAVE_EVERY_MS, CountSaver } from '../../../www/js/count/saver.js';

const PLAN_16 = { n: 16, fingerprint: '0123456789abcdef', units: 1000 };

function record16(overrides = {}) {
  const done = [[0, 400], [500, 630]];
  const totals = { solutions: 7_000_000n, unique: 900_000n, nodes: 123_456_789_012n };
  return { ...makeRecord({ ...PLAN_16, done, ...totals, seconds: 600 }, 1_000), ...overrides };
}

test('a record keeps its totals exactly, as decimal strings', () => {
  const r = makeRecord({ ...PLAN_16, done: [[0, 1]], solutions: 2n ** 70n, unique: 2n ** 67n, nodes: 0n, seconds: 1.5 }, 42);
  assert.equal(r.solutions, '1180591620717411303424');
  assert.equal(BigInt(r.solutions), 2n ** 70n);
  assert.equal(r.savedAt, 42);
  // Kept exactly, but no count of the core's 64 bits reaches it: such a record is refused.
  assert.match(recordProblem(r, PLAN_16), /its solutions total has 22 digits, more than a count keeps/);
});

test('totals no count can reach are refused by their length, never shown; an odd fingerprint is quoted short', () => {
  const forged = (totals) => {
    const record = record16(totals);
    return { ...record, checksum: recordChecksum(record) };
  };
  const huge = recordProblem(forged({ solutions: '9'.repeat(5000), unique: '9'.repeat(4999) }), PLAN_16);
  assert.match(huge, /its solutions total has 5000 digits, more than a count keeps \(at most 20\)/);
  assert.ok(huge.length < 100, huge);
  assert.match(recordProblem(forged({ nodes: String(2n ** 64n) }), PLAN_16), /its nodes total has 20 digits/);
  assert.equal(recordProblem(forged({ nodes: String(2n ** 64n - 1n) }), PLAN_16), undefined, '2^64 - 1 nodes fits');
  // More solutions than 16! = 20,922,789,888,000 permutations: impossible.
  const permutations = 20_922_789_888_000n;
  const beyond = forged({ solutions: String(permutations + 1n), unique: String(permutations / 8n + 1n) });
  assert.match(recordProblem(beyond, PLAN_16), /more than the 16! ways to set 16 queens/);
  const odd = recordProblem(record16({ fingerprint: `\u202e${'f'.repeat(5000)}` }), PLAN_16);
  assert.ok(odd.includes('\\u{202e}') && !odd.includes('\u202e') && odd.length < 100, odd);
});

test('the Resume text names n, the share done and the time left', () => {
  // 530 of 1000 units and no known total: 53 % in 600 s, so about 532 s (9 min) left.
  assert.equal(resumeText(record16()), 'Resume the count of n = 16 (53.0 % done, about 9 min left)');
  // With the known total, the share of solutions is averaged in: (0.53 + 0.5) / 2.
  assert.equal(resumeText(record16(), 14_000_000n), 'Resume the count of n = 16 (51.5 % done, about 9 min left)');
});

test('a record of another plan fingerprint, size or length is refused, and so is a damaged one', () => {
  assert.equal(recordProblem(record16(), PLAN_16), undefined);
  assert.match(recordProblem(record16({ fingerprint: 'fedcba9876543210' }), PLAN_16), /another plan/);
  assert.match(recordProblem(record16({ units: 999 }), PLAN_16), /units/);
  assert.match(recordProblem(record16({ n: 17 }), PLAN_16), /n = 17/);
  assert.match(recordProblem(record16({ solutions: '12.5' }), PLAN_16), /solutions/);
  assert.match(recordProblem(record16({ nodes: 5 }), PLAN_16), /nodes/);
  assert.match(recordProblem(record16({ seconds: NaN }), PLAN_16), /seconds/);
  assert.match(recordProblem(record16({ done: [] }), PLAN_16), /no finished units/);
  assert.match(recordProblem(record16({ done: [[500, 630], [0, 400]] }), PLAN_16), /out of order/);
  assert.match(recordProblem(record16({ done: [[0, 400], [400, 630]] }), PLAN_16), /out of order/, 'not merged');
  assert.match(recordProblem(record16({ done: [[0, 1001]] }), PLAN_16), /outside the plan/);
  assert.match(recordProblem(record16({ done: [[0, 1000]] }), PLAN_16), /complete/);
  assert.equal(recordProblem(null, PLAN_16), 'not a record');
});

test('stored records of another plan version are ignored and marked for deletion; the newest usable is offered', () => {
  const plans = { 16: PLAN_16, 17: { n: 17, fingerprint: 'aaaaaaaaaaaaaaaa', units: 2000 } };
  const planOf = (n) => plans[n];
  const current = record16({ savedAt: 5 });
  const otherVersion = { ...record16(), n: 17, units: 2000, fingerprint: 'bbbbbbbbbbbbbbbb', savedAt: 9 };
  const tooBig = { ...record16(), n: 40, savedAt: 10 };
  const { usable, discard } = triageRecords([current, otherVersion, tooBig], planOf);
  assert.deepEqual(usable, [current]);
  assert.deepEqual(discard.map((d) => d.n), [17, 40]);
  assert.match(discard[0].problem, /another plan/);
  assert.equal(newestRecord(usable), current, 'the newer record of another version is never offered');
  assert.equal(newestRecord([record16({ savedAt: 1 }), record16({ n: 17, savedAt: 3 }), record16({ savedAt: 2 })]).n, 17);
  assert.equal(newestRecord([]), undefined);
});

test('a record changed outside the page fails its checksum; damaged records are refused and kept, with a note', () => {
  const record = record16();
  assert.match(record.checksum, /^[0-9a-f]{16}$/);
  assert.equal(record.checksum, recordChecksum(record), 'the checksum of what the record claims');
  const raised = { ...record, solutions: String(BigInt(record.solutions) + 1000n) };
  const widened = { ...record, done: [[0, 405], [500, 630]] };
  const unsummed = { ...record, checksum: undefined };
  for (const changed of [raised, widened, unsummed]) {
    assert.match(recordProblem(changed, PLAN_16), /checksum does not match its ranges and totals/);
  }
  assert.match(recordProblem(record16({ unique: '7000001' }), PLAN_16), /totals are impossible/);
  assert.match(recordProblem(record16({ solutions: '7200001' }), PLAN_16), /totals are impossible/);
  assert.match(recordProblem(record16({ done: [[0, 400, 9]] }), PLAN_16), /out of order or outside the plan/);

  const planOf = (n) => (n === 16 ? PLAN_16 : undefined);
  const { usable, discard, refused } = triageRecords([raised], planOf);
  assert.deepEqual([usable, discard], [[], []], 'neither offered nor deleted');
  assert.deepEqual(refused.map((r) => r.n), [16]);
  const note = refusedNote(refused);
  assert.match(note, /^The saved count of n = 16 is refused: its checksum does not match/);
  assert.match(note, /It is not resumed; counting that size again replaces it\.$/);
});

test('without IndexedDB (node, a private window) the store says so and counts go on unsaved', async () => {
  const opened = await openCountStore(undefined);
  assert.equal(opened.available, false);
  assert.match(opened.reason, /IndexedDB/);
  const refused = await openCountStore({ open() { throw new Error('The operation is insecure.'); } });
  assert.deepEqual(refused, { available: false, reason: 'The operation is insecure.' });
  const saver = new CountSaver(undefined, 16, () => assert.fail('nothing to write to'));
  saver.update();
  assert.equal(saver.timer, undefined);
  assert.equal(saver.stop({ flush: true }), undefined);
  assert.equal(saver.finish(), undefined);
});

test('the saver writes nothing in the first interval, then at most once per interval, and deletes when finished', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  let now = 0;
  t.mock.method(performance, 'now', () => now);
  const writes = [];
  const removed = [];
  const store = { save: async (r) => writes.push(r), remove: async (n) => removed.push(n) };
  let done = [[0, 1]];
  const saver = new CountSaver(store, 16, () => ({ ...PLAN_16, done, solutions: 1n, unique: 0n, nodes: 5n, seconds: now / 1000 }), 0);
  now = 10;
  saver.update();
  saver.update(); // one write is pending at a time
  t.mock.timers.tick(SAVE_EVERY_MS - 11);
  assert.equal(writes.length, 0, 'nothing before an interval of counting');
  now = SAVE_EVERY_MS;
  t.mock.timers.tick(1);
  assert.equal(writes.length, 1);
  assert.deepEqual(writes[0].done, [[0, 1]]);
  done = [[0, 3]];
  now += 100;
  saver.update();
  t.mock.timers.tick(SAVE_EVERY_MS - 101);
  assert.equal(writes.length, 1, 'the next write waits for the interval');
  now = 2 * SAVE_EVERY_MS;
  t.mock.timers.tick(1);
  assert.equal(writes.length, 2);
  assert.deepEqual(writes[1].done, [[0, 3]], 'each write holds the ranges finished by then');
  done = [[0, 4]];
  saver.stop({ flush: true });
  assert.equal(writes.length, 3, 'a cancelled count writes what it has at once');
  assert.deepEqual(writes[2].done, [[0, 4]]);
  saver.update();
  t.mock.timers.tick(10 * SAVE_EVERY_MS);
  assert.equal(writes.length, 3, 'nothing after stop');
  await saver.finish();
  assert.deepEqual(removed, [16]);
});

test('a count that ends within its first interval leaves nothing behind', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  t.mock.method(performance, 'now', () => 0);
  const writes = [];
  const removed = [];
  const store = { save: async (r) => writes.push(r), remove: async (n) => removed.push(n) };
  const saver = new CountSaver(store, 12, () => ({ ...PLAN_16, n: 12, done: [[0, 1]], solutions: 0n, unique: 0n, nodes: 0n, seconds: 0 }), 0);
  saver.update();
  assert.equal(saver.stop({ flush: true }), undefined, 'no flush when nothing was ever written');
  await saver.finish();
  assert.equal(writes.length, 0);
  assert.deepEqual(removed, [12], 'a complete count deletes any record of its size');
});

const FRAMES_12 = { n: 12, method: 'frames', uniquePerUnit: true, fingerprint: '1111111111111111', units: 300 };
const JOIN_12 = { n: 12, method: 'join', uniquePerUnit: false, fingerprint: '2222222222222222', units: 20 };

test('a record names its method; one without a method is a frames record, and its checksum still holds', () => {
  const join = makeRecord({ ...JOIN_12, done: [[0, 5]], solutions: 5000n, unique: null, fixed: 24n, nodes: 77n, seconds: 3 }, 1);
  assert.deepEqual([join.method, join.unique, join.fixed], ['join', null, '24']);
  assert.equal(recordProblem(join, JOIN_12), undefined);
  assert.match(recordProblem({ ...join, fixed: '25' }, JOIN_12), /checksum does not match/, 'the fixed solutions are checked too');
  const withoutFixed = { ...join, fixed: undefined };
  assert.match(recordProblem({ ...withoutFixed, checksum: recordChecksum(withoutFixed) }, JOIN_12), /its fixed total is not a whole number/);
  // A record written before the join: no method, the checksum of its old fields.
  const old = makeRecord({ ...PLAN_16, done: [[0, 1]], solutions: 8n, unique: 1n, nodes: 3n, seconds: 1 }, 1);
  assert.equal('method' in old, false);
  assert.equal(recordProblem(old, PLAN_16), undefined, 'a plan without a method is a frames plan');
  assert.equal(recordProblem(old, { ...PLAN_16, method: 'frames', uniquePerUnit: true }), undefined);
  // The method is part of what the checksum covers: a join record relabelled is refused.
  assert.match(recordProblem({ ...join, method: undefined }, { ...JOIN_12, method: undefined }), /method|checksum|unique/);
  assert.match(recordProblem({ ...join, unique: '1' }, JOIN_12), /holds a unique total, which the join method's units do not count/);
  assert.match(recordProblem({ ...join, solutions: '5001' }, JOIN_12), /checksum does not match/);
});

test('a frames record is never resumed by a join plan, nor a join record by a frames plan: it is discarded', () => {
  const frames = makeRecord({ ...FRAMES_12, fingerprint: JOIN_12.fingerprint, units: JOIN_12.units, done: [[0, 5]], solutions: 80n, unique: 10n, nodes: 1n, seconds: 2 }, 1);
  assert.match(recordProblem(frames, JOIN_12), /^it was counted by the frames method, not the join method$/);
  const oldFrames = { ...frames };
  delete oldFrames.method;
  oldFrames.checksum = recordChecksum(oldFrames);
  assert.match(recordProblem(oldFrames, JOIN_12), /counted by the frames method, not the join method/, 'no method means frames');
  const join = makeRecord({ ...JOIN_12, fingerprint: FRAMES_12.fingerprint, units: FRAMES_12.units, done: [[0, 5]], solutions: 80n, unique: null, fixed: 0n, nodes: 1n, seconds: 2 }, 1);
  assert.match(recordProblem(join, FRAMES_12), /counted by the join method, not the frames method/);
  const { usable, discard, refused } = triageRecords([frames], () => JOIN_12);
  assert.deepEqual([usable, refused, discard.map((d) => d.n)], [[], [], [12]]);
});

test('a record keeps the units counted on a GPU, checked like the rest; records without them keep their checksums', () => {
  const gpuUnits = [[0, '8', '1', '30'], [2, '16', '2', '44']];
  const record = makeRecord({ ...FRAMES_12, done: [[0, 5]], solutions: 80n, unique: 10n, nodes: 200n, seconds: 2, gpuUnits }, 1);
  assert.deepEqual(record.gpuUnits, gpuUnits);
  assert.equal(recordProblem(record, FRAMES_12), undefined);
  assert.match(recordProblem({ ...record, gpuUnits: [[0, '9', '1', '30'], gpuUnits[1]] }, FRAMES_12), /checksum does not match/);
  const forged = (units) => {
    const changed = { ...record, gpuUnits: units };
    return recordProblem({ ...changed, checksum: recordChecksum(changed) }, FRAMES_12);
  };
  assert.match(forged([[7, '8', '1', '30']]), /GPU units are not whole counts of finished units/, 'unit 7 is not finished');
  assert.match(forged([[0, '8', '1', '30'], [0, '8', '1', '30']]), /GPU units/, 'a unit twice');
  assert.match(forged([[0, 8, '1', '30']]), /GPU units/, 'a number, not a decimal string');
  assert.match(forged('all'), /GPU units are not a list/);
  const without = makeRecord({ ...FRAMES_12, done: [[0, 5]], solutions: 80n, unique: 10n, nodes: 200n, seconds: 2, gpuUnits: [] }, 1);
  assert.equal('gpuUnits' in without, false, 'an empty list is left out');
  assert.equal(without.checksum, makeRecord({ ...FRAMES_12, done: [[0, 5]], solutions: 80n, unique: 10n, nodes: 200n, seconds: 2 }, 1).checksum);
});

test('a record is triaged by a plan of its own method: a frames record at a size the page counts by the join is kept', () => {
  const frames = makeRecord({ ...FRAMES_12, done: [[0, 5]], solutions: 80n, unique: 10n, nodes: 1n, seconds: 2 }, 1);
  const asked = [];
  const { usable, discard } = triageRecords([frames], (n, method) => {
    asked.push([n, method]);
    return method === 'frames' ? FRAMES_12 : JOIN_12;
  });
  assert.deepEqual(asked, [[12, 'frames']]);
  assert.deepEqual([usable.length, discard.length], [1, 0]);
  // A method the page cannot count the size by (no plan): discarded.
  assert.deepEqual(triageRecords([frames], () => undefined).discard.map((d) => d.n), [12]);
});
