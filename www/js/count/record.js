// A long count's record, as js/count/store.js keeps it in IndexedDB: made from a count's state, its checksum,
// and which stored records a plan may resume (the others to delete or to refuse, each with why). Pure, tested
// in node by tests/unit/count/record.test.mjs; the words the page shows of records are js/count/record-words.js.
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

import { quote } from '../shared/quote.js';
import { factorial } from '../shared/counting.js';
import { unitsIn } from './ranges.js';

/**
 * A record as IndexedDB gives it back: anything, until `recordProblem` has checked it.
 * @typedef {Record<string, any>} StoredRecord
 */
/**
 * The plan a record is checked against: its size, method (frames when left out), fingerprint and length.
 * @typedef {{n: number, method?: string, uniquePerUnit?: boolean, fingerprint: string, units: number}} PlanInfo
 */

const DIGITS = /^\d+$/;

/** The largest total a count keeps: the core counts in 64 bits. */
const LARGEST_TOTAL = 2n ** 64n - 1n;

/** The method of a record or plan: one without any is a frames one (records from before the join). */
export const methodOf = (/** @type {{method?: string}} */ recordOrPlan) => recordOrPlan.method ?? 'frames';

/**
 * FNV-1a (64 bits) of what a record claims, as 16 hex digits: its method (when it names one: the records
 * from before the join name none and keep their checksums), its plan (n, fingerprint, units), its ranges
 * and its totals. It catches a record damaged or edited by hand (a total raised, a range widened, the
 * method changed); whoever recomputes it can still forge one, which only a recount would show
 * (docs/distributed.md).
 * @param {StoredRecord} record
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
 * @param {StoredRecord} record @param {PlanInfo} plan
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
 * @param {StoredRecord | null | undefined} record @param {PlanInfo} plan
 * @returns {string | undefined}
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
  if (BigInt(record.solutions) > factorial(plan.n)) {
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

/**
 * Why a record's GPU units are not what this page writes (each a finished unit, once, with whole counts), or undefined.
 * @param {StoredRecord} record
 */
function gpuUnitsProblem({ gpuUnits, done }) {
  if (gpuUnits === undefined) return undefined;
  if (!Array.isArray(gpuUnits)) return 'its GPU units are not a list';
  const seen = new Set();
  for (const entry of gpuUnits) {
    const [unit, ...counts] = Array.isArray(entry) ? entry : [];
    const finished = done.some((/** @type {[number, number]} */ [s, e]) => unit >= s && unit < e);
    if (!(entry.length === 4 && Number.isInteger(unit) && finished && !seen.has(unit) && counts.every((/** @type {unknown} */ c) => typeof c === 'string' && DIGITS.test(c)))) {
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
 * @param {{n: number, method?: string, fingerprint: string, units: number, done: import('./ranges.js').Range[],
 *   solutions: bigint, unique: bigint | null, fixed?: bigint, nodes: bigint, seconds: number,
 *   gpuUnits?: Array<Array<number | string>>}} count
 * @param {number} [savedAt]
 * @returns {StoredRecord}
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
 * @param {StoredRecord[]} records @param {(n: number, method: string) => PlanInfo | undefined} planOf
 */
export function triageRecords(records, planOf) {
  /** @type {StoredRecord[]} */
  const usable = [];
  /** @type {{n: number, problem: string}[]} */
  const discard = [];
  /** @type {{n: number, problem: string}[]} */
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

/**
 * The newest of `records` (by savedAt), or undefined.
 * @param {StoredRecord[]} records @returns {StoredRecord | undefined}
 */
export function newestRecord(records) {
  return records.reduce((/** @type {StoredRecord | undefined} */ newest, r) => (newest && newest.savedAt >= r.savedAt ? newest : r), undefined);
}
