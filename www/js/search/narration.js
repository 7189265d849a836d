// Narration: one sentence for the last step, and at the moments that matter the story around it (a row with
// every square attacked, a queen whose whole subtree failed, how far into the tree a solution lies).
// One convention, stated in the page's legend: squares have chess names, column a, b, c… and rank 1, 2, 3…,
// rank 1 being the search's first row (drawn at the top); pairs (row, col) and diagonal numbers count from 0,
// as the core and the reference tables do, and every diagonal number is written next to the 0-based pairs
// it comes from. Counts have thousands separators. The code is named as the language shown names it (the
// article's Python, or JavaScript: js/teaching/listings.js). Pure (no DOM), tested in
// tests/unit/search/narration.test.mjs.

import { group } from '../shared/format.js';
import { letter, pair, square } from '../shared/squares.js';
import { binomial, factorial } from '../shared/counting.js';
import { namesOf } from '../teaching/listings.js';

const MINUS = '\u2212';
const signed = (v) => (v < 0 ? `${MINUS}${-v}` : String(v));
const plural = (k, one, many) => `${group(k)} ${BigInt(k) === 1n ? one : many}`;

/** "a1", "a1 and c2", "a1, c2 and e3". */
function listing(items) {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const squaresOf = (columns) => Array.from(columns, (col, row) => square(row, col));

/** Whether every square of `row` is attacked by the queens on `columns` (one per row above it). */
export function rowAttacked(n, row, columns) {
  const queens = Array.from(columns);
  for (let col = 0; col < n; col++) {
    const free = queens.every((c, r) => c !== col && r - c !== row - col && r + c !== row + col);
    if (free) return false;
  }
  return true;
}

function rejection(event, ctx) {
  const where = square(event.row, event.col);
  const owner = ctx.queens[event.by];
  const by = owner === undefined ? `the queen in row ${event.by + 1}` : `the queen on ${square(event.by, owner)}`;
  let line;
  if (event.conflict === 'column') line = `its column ${letter(event.col)} is held by ${by}`;
  else {
    const [name, op, value] = event.conflict === 'down'
      ? ['down', MINUS, signed(event.row - event.col)]
      : ['up', '+', String(event.row + event.col)];
    const pairs = owner === undefined
      ? `${where} is ${pair(event.row, event.col)}`
      : `${where} is ${pair(event.row, event.col)} and ${square(event.by, owner)} is ${pair(event.by, owner)}`;
    line = `its ${name} diagonal is held by ${by} (counting from 0, ${pairs}: row ${op} col = ${value})`;
  }
  let text = `Row ${event.row + 1}, square ${where} rejected: ${line}.`;
  const queens = Array.from(ctx.queens).slice(0, event.row);
  if (event.col === ctx.n - 1 && queens.length === event.row && rowAttacked(ctx.n, event.row, queens)) {
    const held = queens.length === 1 ? `the queen on ${square(0, queens[0])}` : `queens on ${listing(squaresOf(queens))}`;
    text += ` Every square of row ${event.row + 1} is attacked: no queen fits there with ${held}.`;
  }
  return text;
}

/**
 * Said at the first backtrack: which call ran out of columns (or, after a solution, finished) and returned,
 * named as the language shown (`names`) names it.
 */
function firstBacktrack(event, n, names) {
  const call = `${names.call}(${event.row + 1})`;
  return event.row + 1 === n
    ? `${call} found every row filled and returned: that return is the first backtrack.`
    : `${call} ran out of columns and returned: that return is the backtrack.`;
}

/**
 * Said when the queen on a1 leaves for good: how many steps the a1 branch took (a1 was step 1, so every step
 * since is in it) and what they were, from the counters (nodes are the placements and the empty board).
 */
function a1Given(counters) {
  const steps = counters.steps - 1;
  const work = `${plural(counters.rejections, 'square', 'squares')} rejected, ${plural(counters.nodes - 2, 'queen', 'queens')} placed under a1 and ${group(counters.backtracks)} lifted, a1 last`;
  const found = counters.solutions === 0
    ? 'proved it'
    : `tried every board that starts with a1 (${plural(counters.solutions, 'solution', 'solutions')} among them)`;
  return `The ${plural(steps, 'step', 'steps')} since a1 was placed at step 1 ${found}: ${work}.`;
}

function removal(event, ctx) {
  const { n, counters } = ctx;
  // a1 given up: the sentence after says what its branch held, so this one says only that it is done.
  const a1 = event.row === 0 && event.col === 0 && counters.nodes >= 2;
  const sentences = [removalText(event, ctx, { tellFound: !a1 })];
  if (counters.backtracks === 1) sentences.push(firstBacktrack(event, n, namesOf(ctx.language)));
  if (a1) sentences.push(a1Given(counters));
  return sentences.join(' ');
}

function removalText(event, ctx, { tellFound = true } = {}) {
  const { n, counters } = ctx;
  const where = square(event.row, event.col);
  const row = event.row + 1;
  if (row === n) {
    const next = event.col + 1 < n ? `row ${row} moves on to column ${letter(event.col + 1)}` : `row ${row} has no column left to try either`;
    return `Backtrack after the solution: the queen on ${where} is lifted and ${next}.`;
  }
  let next;
  if (event.col + 1 < n) next = `so the row-${row} queen moves on to ${square(event.row, event.col + 1)}`;
  else if (event.row === 0) next = 'and row 1 has no column left to try: the search is over';
  else next = `and row ${row} has no column left to try either`;
  const prefix = [...Array.from(ctx.queens).slice(0, event.row), event.col];
  const last = ctx.lastSolution ? Array.from(ctx.lastSolution) : undefined;
  // The search goes depth first: any solution under this queen is among the latest found.
  const below = last !== undefined && prefix.every((col, r) => last[r] === col);
  if (counters.solutions === 0 || (last !== undefined && !below)) {
    return `All of row ${row + 1} failed with the queen on ${where}: no solution starts with ${squaresOf(prefix).join(', ')}, ${next}.`;
  }
  if (!tellFound) return `The queen on ${where} is lifted for good, ${next}.`;
  const found = below ? ` (solution ${group(counters.solutions)} starts with ${squaresOf(prefix).join(', ')})` : '';
  return `Every square of row ${row + 1} has been tried with the queen on ${where}${found}, ${next}.`;
}

/**
 * The sentence for `event` (an event object from the core, or null at step 0).
 * `ctx` = { n, queens (columns of the queens now on the board), counters, totalNodes (the whole search's
 * nodes when known), lastSolution (the columns of solution number `counters.solutions`, when known),
 * language (the code's: "python", the default, or "javascript") }.
 */
export function describeEvent(event, ctx) {
  const { n, counters } = ctx;
  if (!event) {
    if (n === 0) return 'An empty 0×0 board.';
    const tries = n === 1 ? 'trying a1' : `trying ${square(0, 0)} to ${square(0, n - 1)} from left to right`;
    return `Step 0: an empty ${n}×${n} board. The search fills row 1 first, ${tries}. Press Step (rather than Play) to see each try on its own.`;
  }
  switch (event.event) {
    case 'place': {
      const where = square(event.row, event.col);
      const lead = event.row === 0 ? 'no queen is on the board yet' : 'no queen attacks it';
      const tail = event.row + 1 === n ? ' — every row now has a queen' : '';
      return `Queen placed on ${where} (row ${event.row + 1}): ${lead}${tail}.`;
    }
    case 'reject':
      return rejection(event, ctx);
    case 'remove':
      return removal(event, ctx);
    case 'solution': {
      const squares = squaresOf(event.columns).join(' ');
      const total = ctx.totalNodes === undefined ? '' : ` of the ${group(ctx.totalNodes)}`;
      const placement = namesOf(ctx.language).placement;
      return `Solution ${group(event.number)} found after ${group(counters.nodes)}${total} nodes: ${squares}, which the code records as ${placement} = [${Array.from(event.columns).join(', ')}] (the columns, row 0 first, counting from 0).`;
    }
    case 'done':
      return `Search finished: ${plural(counters.solutions, 'solution', 'solutions')}. ${scale(n, counters.nodes)}`;
    default:
      return '';
  }
}

/**
 * The search's work against the two bigger spaces the article counts: its partial boards (nodes, the empty
 * board included) against the n! permutations of one queen per row and column and the C(n², n) ways to put
 * n queens on n² squares.
 */
export function scale(n, nodes) {
  const permutations = `${plural(factorial(n), 'permutation', 'permutations')} (${n}!)`;
  const placements = `${plural(binomial(n * n, n), 'placement', 'placements')} of ${plural(n, 'queen', 'queens')} on ${plural(n * n, 'square', 'squares')} (C(${n * n}, ${n}))`;
  return `It examined ${plural(nodes, 'partial board', 'partial boards')} (its nodes), against ${permutations} and ${placements}.`;
}

/** A short text for the canvas's accessible name: the queens now on the board. */
export function describeBoard(n, queens) {
  if (queens.length === 0) return `Empty ${n}×${n} board`;
  return `${n}×${n} board with ${plural(queens.length, 'queen', 'queens')}: ${squaresOf(queens).join(', ')}`;
}
