// Narration: one sentence for the last step, in chess coordinates and words.
// The core counts rows and columns from 0; on the page row r is "row r+1" and column c is the letter 'a'+c.
// Diagonal numbers are the core's 0-based row − col and row + col, as in the reference tables. Counts are
// written with thousands separators. Pure (no DOM), tested in tests/unit/narration.test.mjs.

import { group } from './format.js';

export const letter = (col) => String.fromCharCode(97 + col);
export const square = (row, col) => `${letter(col)}${row + 1}`;

const MINUS = '\u2212';
const signed = (v) => (v < 0 ? `${MINUS}${-v}` : String(v));
const plural = (k, one, many) => `${group(k)} ${k === 1 ? one : many}`;

/**
 * The sentence for `event` (an event object from the core, or null at step 0).
 * `ctx` = { n, queens (columns of the queens now on the board), counters }.
 */
export function describeEvent(event, ctx) {
  const { n, counters } = ctx;
  if (!event) {
    if (n === 0) return 'An empty 0×0 board.';
    const tries = n === 1 ? 'trying a1' : `trying ${square(0, 0)} to ${square(0, n - 1)} from left to right`;
    return `Step 0: an empty ${n}×${n} board. The search fills row 1 first, ${tries}.`;
  }
  switch (event.event) {
    case 'place': {
      const where = square(event.row, event.col);
      const lead = event.row === 0 ? 'no queen is on the board yet' : 'no queen attacks it';
      const tail = event.row + 1 === n ? ' — every row now has a queen' : '';
      return `Queen placed on ${where} (row ${event.row + 1}): ${lead}${tail}.`;
    }
    case 'reject': {
      const where = square(event.row, event.col);
      const owner = ctx.queens[event.by];
      const by = owner === undefined ? `the queen in row ${event.by + 1}` : `the queen on ${square(event.by, owner)}`;
      let line;
      if (event.conflict === 'column') line = `its column ${letter(event.col)} is held by ${by}`;
      else if (event.conflict === 'down') line = `its down diagonal (row ${MINUS} col = ${signed(event.row - event.col)}) is held by ${by}`;
      else line = `its up diagonal (row + col = ${event.row + event.col}) is held by ${by}`;
      return `Row ${event.row + 1}, square ${where} rejected: ${line}.`;
    }
    case 'remove': {
      const where = square(event.row, event.col);
      const row = event.row + 1;
      const next = event.col + 1 < n
        ? `row ${row} moves on to column ${letter(event.col + 1)}`
        : `row ${row} has no column left to try either`;
      if (event.row + 1 === n) {
        return `Backtrack after the solution: the queen on ${where} is lifted and ${next}.`;
      }
      return `Row ${row + 1} has no free square left: the queen on ${where} is lifted and ${next}.`;
    }
    case 'solution': {
      const squares = Array.from(event.columns, (col, row) => square(row, col)).join(', ');
      return `Solution ${group(event.number)} found: ${squares}.`;
    }
    case 'done': {
      return `Search finished: ${plural(counters.solutions, 'solution', 'solutions')}, ${plural(counters.nodes, 'node', 'nodes')} examined.`;
    }
    default:
      return '';
  }
}

/** A short text for the canvas's accessible name: the queens now on the board. */
export function describeBoard(n, queens) {
  if (queens.length === 0) return `Empty ${n}×${n} board`;
  const squares = Array.from(queens, (col, row) => square(row, col)).join(', ');
  return `${n}×${n} board with ${plural(queens.length, 'queen', 'queens')}: ${squares}`;
}
