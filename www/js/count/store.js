// What a long count keeps in IndexedDB so that it survives a reload or a crash: the ranges of units
// finished so far and their exact partial totals, by board size, method and plan fingerprint. The first half is
// pure (ranges, missing units, the share done, checking a record; tested in node by
// tests/unit/count/store.test.mjs); the second half talks to IndexedDB.
//
// A record (one per board size, keyed by n):
//   {n, method ('frames' or 'join'; a record without one, from before the join, is a frames count),
//    fingerprint, units, done: [[start, end), ...] (sorted, merged), solutions, unique, fixed, nodes (decimal
//    strings: exact; unique null by the join, whose unique count follows from the whole count; fixed, the
//    solutions its turn units found fixed, by the join only), seconds (time spent counting, over
//    every session), savedAt (ms since the epoch), gpuUnits (only when some units were counted on a GPU:
//    [[unit, solutions, unique, nodes], ...], the counts decimal strings, so that a resumed count can still
//    check them on the CPU), checksum (recordChecksum of the method, ranges, totals and GPU units: a record
//    changed outside this page is refused)}
// A record is resumed only by a plan of the same size, method, fingerprint and number of units.
//
// Nothing is written during a count's first SAVE_EVERY_MS of counting, so a count that finishes within it
// leaves nothing behind; after that the record is rewritten at most every SAVE_EVERY_MS, and at most that
// long after a range finishes. A count that completes deletes its record.

import { formatPercent, formatRemaining } from '../shared/format.js';
import { quote } from '../search/speed.js';

/** The most counting time a reload can lose, and so how often a record is rewritten. */
export const SAVE_EVERY_MS = 1000;

const DB_NAME = 'nqueens-count';
const DB_VERSION = 1;
const STORE = 'partial-counts';

// ---- pure ----

/** `ranges` (sorted, merged, half-open [start, end)) with [start, end) added: adjacent and overlapping ranges merge. */
export function addRange(ranges, start, end) {
  if (!(start < end)) return ranges.map(([s, e]) => [s, e]);
  const merged = [];
  let added = false;
  for (const [s, e] of ranges) {
    if (e < start) {
      merged.push([s, e]);
    } else if (end < s) {
      if (!added) merged.push([start, end]);
      added = true;
      merged.push([s, e]);
    } else {
      start = Math.min(start, s);
      end = Math.max(end, e);
    }
  }
  if (!added) merged.push([start, end]);
  return merged;
}

/** The ranges of 0..units not in `done` (sorted, merged), in order. */
export function missingRanges(done, units) {
  const missing = [];
  let from = 0;
  for (const [s, e] of done) {
    if (s > from) missing.push([from, Math.min(s, units)]);
    from = Math.max(from, e);
    if (from >= units) break;
  }
  if (from < units) missing.push([from, units]);
  return missing;
}

/** How many units `ranges` hold. */
export function unitsIn(ranges) {
  return ranges.reduce((sum, [s, e]) => sum + (e - s), 0);
}

/**
 * The share of a count's work done, 0 to 1. Units differ a lot in size, so when the total is known the
 * share of the solutions found so far is averaged in (it leans the other way, measured).
 */
export function shareDone({ unitsDone, units, solutions, knownSolutions }) {
  if (!(units > 0)) return 0;
  const byUnits = Math.min(1, unitsDone / units);
  const known = Number(knownSolutions ?? 0);
  return known > 0 ? (byUnits + Math.min(1, Number(solutions ?? 0) / known)) / 2 : byUnits;
}

/** Seconds still to count, at the pace of `seconds` for `share` of the work; NaN before any share is done. */
export function secondsLeft(seconds, share) {
  return share > 0 ? (seconds * (1 - share)) / share : NaN;
}

/** The Resume button's words: "Resume the count of n = 20 (63.4 % done, about 17 min left)". */
export function resumeText(record, knownSolutions) {
  const unitsDone = unitsIn(record.done);
  const share = shareDone({ unitsDone, units: record.units, solutions: record.solutions, knownSolutions });
  const left = secondsLeft(record.seconds, share);
  const leftText = Number.isFinite(left) ? `, ${formatRemaining(left)} left` : '';
  return `Resume the count of n = ${record.n} (${formatPercent(share)} done${leftText})`;
}

const DIGITS = /^\d+$/;

/** The largest total a count keeps: the core counts in 64 bits. */
const LARGEST_TOTAL = 2n ** 64n - 1n;

/** n! as a BigInt: the ways to set n queens one to a row and a column, more than any board has solutions. */
function permutations(n) {
  let product = 1n;
  for (let k = 2n; k <= BigInt(n); k++) product *= k;
  return product;
}

/** The method of a record or plan: one without any is a frames one (records from before the join). */
export const methodOf = (recordOrPlan) => recordOrPlan.method ?? 'frames';

/**
 * FNV-1a (64 bits) of what a record claims, as 16 hex digits: its method (when it names one: the records
 * from before the join name none and keep their checksums), its plan (n, fingerprint, units), its ranges
 * and its totals. It catches a record damaged or edited by hand (a total raised, a range widened, the
 * method changed); whoever recomputes it can still forge one, which only a recount would show
 * (docs/distributed.md).
 */
export function recordChecksum(record) {
  const { n, method, fingerprint, units, done, solutions, unique, fixed, nodes, gpuUnits } = record;
  const fields = [n, fingerprint, units, done, String(solutions), String(unique), String(nodes)];
  // The GPU's units and the join's fixed solutions go in only when there are any: the records from before
  // them keep their checksums.
  const text = JSON.stringify([
    ...(method === undefined ? [] : [method]), ...fields, ...(gpuUnits === undefined ? [] : [gpuUnits]),
    ...(fixed === undefined ? [] : [{ fixed: String(fixed) }]),
  ]);
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/**
 * Why `record` belongs to another plan than `{n, method, fingerprint, units}` (another method, or another
 * version of the page), or undefined.
 */
function planMismatch(record, plan) {
  if (record.n !== plan.n) return `it is for n = ${record.n}, not ${plan.n}`;
  if (methodOf(record) !== methodOf(plan)) {
    return `it was counted by the ${methodOf(record)} method, not the ${methodOf(plan)} method`;
  }
  if (record.fingerprint !== plan.fingerprint) return `it was counted under another plan (${quote(record.fingerprint)})`;
  if (record.units !== plan.units) return `it has ${record.units} units, the plan ${plan.units}`;
  return undefined;
}

/**
 * Why `record` cannot be resumed under the plan `{n, method, uniquePerUnit, fingerprint, units}` (a plan
 * without a method is a frames one, which counts unique solutions), in words, or undefined if it can. A
 * record of another method or plan version (another fingerprint or number of units) is never mixed in, nor
 * one whose totals are impossible or whose checksum does not match.
 */
export function recordProblem(record, plan) {
  if (!record || typeof record !== 'object') return 'not a record';
  const mismatch = planMismatch(record, plan);
  if (mismatch) return mismatch;
  const uniquePerUnit = plan.uniquePerUnit ?? true;
  for (const key of uniquePerUnit ? ['solutions', 'unique', 'nodes'] : ['solutions', 'fixed', 'nodes']) {
    if (typeof record[key] !== 'string' || !DIGITS.test(record[key])) return `its ${key} total is not a whole number`;
    // Told by its length, never shown: a forged total of thousands of digits would push the page sideways.
    if (BigInt(record[key]) > LARGEST_TOTAL) return `its ${key} total has ${record[key].length} digits, more than a count keeps (at most 20)`;
  }
  if (BigInt(record.solutions) > permutations(plan.n)) {
    return `its solutions total is more than the ${plan.n}! ways to set ${plan.n} queens one to a row and a column`;
  }
  if (!uniquePerUnit && record.unique !== null) return `it holds a unique total, which the ${methodOf(plan)} method's units do not count`;
  if (uniquePerUnit && record.fixed !== undefined) return `it holds a total of fixed solutions, which the ${methodOf(plan)} method does not count`;
  if (!(Number.isFinite(record.seconds) && record.seconds >= 0)) return 'its time is not a number of seconds';
  if (!Array.isArray(record.done) || record.done.length === 0) return 'it holds no finished units';
  let previousEnd = -1;
  for (const range of record.done) {
    const [s, e] = Array.isArray(range) ? range : [];
    // Sorted, merged and within the plan, or it is not something this page wrote.
    if (!(Array.isArray(range) && range.length === 2 && Number.isInteger(s) && Number.isInteger(e) &&
      s > previousEnd && s < e && e <= plan.units)) {
      return 'its ranges of units are out of order or outside the plan';
    }
    previousEnd = e;
  }
  if (unitsIn(record.done) >= plan.units) return 'it is complete';
  const gpuProblem = gpuUnitsProblem(record);
  if (gpuProblem) return gpuProblem;
  // Each unique solution stands for 1 to 8 solutions (its orbit under the board's symmetries).
  if (uniquePerUnit) {
    const [solutions, unique] = [BigInt(record.solutions), BigInt(record.unique)];
    if (unique > solutions || solutions > 8n * unique) return 'its totals are impossible (solutions must be 1 to 8 times the unique ones)';
  }
  if (record.checksum !== recordChecksum(record)) {
    return 'its checksum does not match its ranges and totals: it was changed outside this page';
  }
  return undefined;
}

/** Why a record's GPU units are not what this page writes (each a finished unit, once, with whole counts), or undefined. */
function gpuUnitsProblem({ gpuUnits, done }) {
  if (gpuUnits === undefined) return undefined;
  if (!Array.isArray(gpuUnits)) return 'its GPU units are not a list';
  const seen = new Set();
  for (const entry of gpuUnits) {
    const [unit, ...counts] = Array.isArray(entry) ? entry : [];
    const finished = done.some(([s, e]) => unit >= s && unit < e);
    if (!(entry.length === 4 && Number.isInteger(unit) && finished && !seen.has(unit) && counts.every((c) => typeof c === 'string' && DIGITS.test(c)))) {
      return 'its GPU units are not whole counts of finished units';
    }
    seen.add(unit);
  }
  return undefined;
}

/**
 * The record of a count in progress. `method` its method; `done` sorted and merged; totals BigInt (`unique`
 * null by the join, whose records keep `fixed`, the solutions its turn units found fixed, instead); `seconds`
 * counting time; `gpuUnits` the units counted on a GPU
 * with their counts (left out when there are none).
 */
export function makeRecord({ n, method, fingerprint, units, done, solutions, unique, fixed, nodes, seconds, gpuUnits }, savedAt = Date.now()) {
  const record = {
    n, ...(method === undefined ? {} : { method }), fingerprint, units,
    done: done.map(([s, e]) => [s, e]),
    solutions: String(solutions), unique: unique === null ? null : String(unique),
    ...(fixed === undefined ? {} : { fixed: String(fixed) }), nodes: String(nodes),
    seconds, savedAt,
    ...(gpuUnits === undefined || gpuUnits.length === 0 ? {} : { gpuUnits: gpuUnits.map((entry) => [...entry]) }),
  };
  return { ...record, checksum: recordChecksum(record) };
}

/**
 * Sorts stored records into those the current plans can continue (`usable`), those of another method, plan
 * version or size, to delete (`discard`), and damaged ones (`refused`: kept, and the page says so, since
 * a count that cannot be trusted should not vanish without a word); each of the last two with why.
 * `planOf(n, method)` gives {n, method, uniquePerUnit, fingerprint, units} of the plan the page would resume a
 * record of n by `method` with (the record's own method, so that a frames record, which the CPU and the GPU
 * both count, is resumed at any n), from the core, or undefined for a size or method Count does not take.
 */
export function triageRecords(records, planOf) {
  const usable = [];
  const discard = [];
  const refused = [];
  for (const record of records) {
    const plan = Number.isInteger(record?.n) ? planOf(record.n, methodOf(record)) : undefined;
    const problem = plan ? recordProblem(record, plan) : 'its size is not one Count takes';
    if (!problem) usable.push(record);
    else if (!plan || planMismatch(record, plan) || problem === 'it is complete') discard.push({ n: record?.n, problem });
    else refused.push({ n: record.n, problem });
  }
  return { usable, discard, refused };
}

/** The note for refused records: which sizes, and why, in one paragraph. */
export function refusedNote(refused) {
  const parts = refused.map(({ n, problem }) => `the saved count of n = ${n} is refused: ${problem}`);
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}. It is not resumed; counting that size again replaces it.`;
}

/** The newest of `records` (by savedAt), or undefined. */
export function newestRecord(records) {
  return records.reduce((newest, r) => (newest && newest.savedAt >= r.savedAt ? newest : r), undefined);
}

// ---- IndexedDB ----

/**
 * Opens the store. Resolves `{available: true, store}` or, when IndexedDB is missing, refused (private
 * modes, blocked storage) or fails, `{available: false, reason}`: counts then run without resume.
 */
export async function openCountStore(given) {
  try {
    // Inside the try: a browser that blocks storage may throw on merely reading `indexedDB`.
    const idb = given === undefined ? globalThis.indexedDB : given;
    if (!idb) return { available: false, reason: 'this browser offers no IndexedDB here' };
    const open = idb.open(DB_NAME, DB_VERSION);
    open.onupgradeneeded = () => {
      if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE, { keyPath: 'n' });
    };
    const db = await new Promise((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB could not be opened'));
      open.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
    });
    // A newer version of the page, in another tab, may need the database: let it have it.
    db.onversionchange = () => db.close();
    return { available: true, store: new CountStore(db) };
  } catch (err) {
    return { available: false, reason: String(err?.message ?? err) };
  }
}

/** The partial counts in IndexedDB. Operations run one after another, in the order they are asked for. */
export class CountStore {
  constructor(db) {
    this.db = db;
    this.queue = Promise.resolve();
    this.writes = 0; // records written so far (for the test hook)
  }

  run(mode, op) {
    const next = this.queue.then(() => {
      const tx = this.db.transaction(STORE, mode);
      const result = op(tx.objectStore(STORE));
      return new Promise((resolve, reject) => {
        tx.oncomplete = () => resolve(result);
        tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('an IndexedDB transaction failed'));
      });
    });
    this.queue = next.catch(() => {});
    return next;
  }

  async all() {
    const req = await this.run('readonly', (store) => store.getAll());
    return req.result ?? [];
  }

  async save(record) {
    await this.run('readwrite', (store) => store.put(record));
    this.writes += 1;
  }

  remove(n) {
    return this.run('readwrite', (store) => store.delete(n));
  }
}

/**
 * Keeps one running count's record up to date: `update()` after every finished range asks for a write,
 * done at most every SAVE_EVERY_MS (the first only after SAVE_EVERY_MS of counting) from `snapshot()`,
 * which returns the record's fields. `stop()` ends it (nothing more is written); `finish()` also deletes
 * the record, as the count is complete.
 */
export class CountSaver {
  constructor(store, n, snapshot, countingSince = performance.now()) {
    this.store = store;
    this.n = n;
    this.snapshot = snapshot;
    this.lastSave = countingSince; // nothing before SAVE_EVERY_MS of counting
    this.timer = undefined;
    this.stopped = false;
    this.saved = false;
  }

  update() {
    if (this.stopped || this.timer !== undefined || !this.store) return;
    const wait = Math.max(0, this.lastSave + SAVE_EVERY_MS - performance.now());
    this.timer = setTimeout(() => this.write(), wait);
  }

  write() {
    this.timer = undefined;
    if (this.stopped) return undefined;
    this.lastSave = performance.now();
    this.saved = true;
    return this.store.save(makeRecord(this.snapshot())).catch(() => {
      // Storage full or gone: the count goes on; a reload will not find this range.
    });
  }

  /** No more writes; with `flush`, a last one now if any was made (so a cancelled count keeps all it did). */
  stop({ flush = false } = {}) {
    if (this.stopped) return undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    const last = flush && this.saved && this.store ? this.write() : undefined;
    this.stopped = true;
    return last;
  }

  /** The count is complete: its record goes. */
  finish() {
    this.stop();
    return this.store?.remove(this.n).catch(() => {});
  }
}
