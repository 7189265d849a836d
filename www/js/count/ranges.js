// A count's units as ranges: the finished ranges merged, the units still missing, the share of the work done
// and the time left. Pure, tested in node by tests/unit/count/ranges.test.mjs.

/** @typedef {[number, number]} Range units start to end, half-open */

/**
 * `ranges` (sorted, merged, half-open [start, end)) with [start, end) added: adjacent and overlapping ranges merge.
 * @param {Range[]} ranges @param {number} start @param {number} end @returns {Range[]}
 */
export function addRange(ranges, start, end) {
  if (!(start < end)) return ranges.map(([s, e]) => [s, e]);
  /** @type {Range[]} */
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

/**
 * The ranges of 0..units not in `done` (sorted, merged), in order.
 * @param {Range[]} done @param {number} units @returns {Range[]}
 */
export function missingRanges(done, units) {
  /** @type {Range[]} */
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

/** How many units `ranges` hold. @param {Range[]} ranges */
export function unitsIn(ranges) {
  return ranges.reduce((sum, [s, e]) => sum + (e - s), 0);
}

/**
 * The share of a count's work done, 0 to 1. Units differ a lot in size, so when the total is known the
 * share of the solutions found so far is averaged in (it leans the other way, measured).
 */
/**
 * @param {{unitsDone: number, units: number, solutions?: bigint | string | number, knownSolutions?: bigint | number}} progress
 */
export function shareDone({ unitsDone, units, solutions, knownSolutions }) {
  if (!(units > 0)) return 0;
  const byUnits = Math.min(1, unitsDone / units);
  const known = Number(knownSolutions ?? 0);
  return known > 0 ? (byUnits + Math.min(1, Number(solutions ?? 0) / known)) / 2 : byUnits;
}

/**
 * Seconds still to count, at the pace of `seconds` for `share` of the work; NaN before any share is done.
 * @param {number} seconds @param {number} share
 */
export function secondsLeft(seconds, share) {
  return share > 0 ? (seconds * (1 - share)) / share : NaN;
}
