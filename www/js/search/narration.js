// Narration: one sentence for the last step, and at the moments that matter the story around it (a row with
// every square attacked, a queen whose whole subtree failed, how far into the tree a solution lies).
// One convention, stated in the page's legend: squares have chess names, column a, b, c… and rank 1, 2, 3…,
// rank 1 being the search's first row (drawn at the top); pairs (row, col) and diagonal numbers count from 0,
// as the core and the reference tables do, and every diagonal number is written next to the 0-based pairs
// it comes from. Counts have thousands separators. The code is named as the language shown names it (the
// article's Python, or JavaScript: js/teaching/listings.js). Every sentence is a message of the reader's
// catalog (js/i18n/: `ctx.messages`, English when absent). Pure (no DOM), tested in
// tests/unit/search/narration.test.mjs and, in every language, tests/unit/i18n/narration.test.mjs.

import { letter, pair, square } from '../shared/squares.js';
import { binomial, factorial } from '../shared/counting.js';
import { namesOf } from '../teaching/names.js';
import { englishMessages } from '../i18n/i18n.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/** @typedef {import('../../nqueens.js').Counters} Counters */
/** @typedef {import('../../nqueens.js').SearchEvent} SearchEvent */
/**
 * What a sentence knows of the search (see describeEvent).
 * @typedef {{n: number, queens: ArrayLike<number>, counters: Counters, totalNodes?: number,
 *   lastSolution?: ArrayLike<number>, language?: string, messages?: Translator}} NarrationContext
 */
/**
 * The context of a search this module tells: a backtracking one, which keeps its nodes and backtracks (brute
 * force and the constrained searches are told by js/experiment/narration.js).
 * @typedef {NarrationContext & {counters: Required<Counters>}} Narrated
 */

const MINUS = '\u2212';
/** A diagonal number as the code writes it, with a true minus sign. */
export const signed = (/** @type {number} */ v) => (v < 0 ? `${MINUS}${-v}` : String(v));

const squaresOf = (/** @type {ArrayLike<number>} */ columns) => Array.from(columns, (col, row) => square(row, col));

/** The catalog a sentence comes from: the context's, else English. */
export const messagesOf = (/** @type {{messages?: Translator} | undefined} */ ctx) => ctx?.messages ?? englishMessages();


/**
 * Whether every square of `row` is attacked by the queens on `columns` (one per row above it).
 * @param {number} n @param {number} row @param {ArrayLike<number>} columns
 */
export function rowAttacked(n, row, columns) {
  const queens = Array.from(columns);
  for (let col = 0; col < n; col++) {
    const free = queens.every((c, r) => c !== col && r - c !== row - col && r + c !== row + col);
    if (free) return false;
  }
  return true;
}

/**
 * @param {Extract<SearchEvent, {event: 'reject'}> & {by: number}} event a rejection by a queen's line, which names
 * its row (js/experiment/narration.js tells a blocked square's)
 * @param {NarrationContext} ctx
 */
function rejection(event, ctx) {
  const m = messagesOf(ctx);
  const owner = ctx.queens[event.by];
  const args = {
    row: event.row + 1, square: square(event.row, event.col), pair: pair(event.row, event.col),
    owner: owner === undefined ? 'row' : 'square', byRow: event.by + 1,
    by: owner === undefined ? '' : square(event.by, owner), byPair: owner === undefined ? '' : pair(event.by, owner),
  };
  const text = event.conflict === 'column'
    ? m.t('narration-reject-column', { ...args, column: letter(event.col) })
    : m.t('narration-reject-diagonal', {
      ...args, line: event.conflict, value: event.conflict === 'down' ? signed(event.row - event.col) : String(event.row + event.col),
    });
  const queens = Array.from(ctx.queens).slice(0, event.row);
  if (event.col === ctx.n - 1 && queens.length === event.row && rowAttacked(ctx.n, event.row, queens)) {
    return m.sentences(text, m.t('narration-row-attacked', { row: event.row + 1, count: queens.length, queens: m.list(squaresOf(queens)) }));
  }
  return text;
}

/**
 * Said at the first backtrack: which call ran out of columns (or, after a solution, finished) and returned,
 * named as the language shown (`names`) names it.
 * @param {Translator} m @param {{row: number}} event @param {number} n @param {{call: string}} names
 */
function firstBacktrack(m, event, n, names) {
  const call = `${names.call}(${event.row + 1})`;
  return m.t(event.row + 1 === n ? 'narration-first-backtrack-filled' : 'narration-first-backtrack', { call });
}

/**
 * Said when the queen on a1 leaves for good: how many steps the a1 branch took (a1 was step 1, so every step
 * since is in it) and what they were, from the counters (nodes are the placements and the empty board).
 * @param {Translator} m @param {Required<Counters>} counters the correct search's, which keeps them all
 */
function a1Given(m, counters) {
  return m.t('narration-a1-given', {
    steps: counters.steps - 1, solutions: counters.solutions, rejections: counters.rejections,
    placed: counters.nodes - 2, lifted: counters.backtracks,
  });
}

/** @param {Extract<SearchEvent, {event: 'remove'}>} event @param {NarrationContext} ctx */
function removal(event, ctx) {
  const { n, counters } = /** @type {Narrated} */ (ctx);
  const m = messagesOf(ctx);
  // a1 given up: the sentence after says what its branch held, so this one says only that it is done.
  const a1 = event.row === 0 && event.col === 0 && counters.nodes >= 2;
  return m.sentences(removalText(m, event, ctx, { tellFound: !a1 }),
    counters.backtracks === 1 && firstBacktrack(m, event, n, namesOf(ctx.language)),
    a1 && a1Given(m, counters));
}

/**
 * @param {Translator} m @param {Extract<SearchEvent, {event: 'remove'}>} event @param {NarrationContext} ctx
 * @param {{tellFound?: boolean}} [how]
 */
function removalText(m, event, ctx, { tellFound = true } = {}) {
  const { n, counters } = ctx;
  const where = square(event.row, event.col);
  const row = event.row + 1;
  if (row === n) {
    return event.col + 1 < n
      ? m.t('narration-lift-after-solution', { square: where, row, column: letter(event.col + 1) })
      : m.t('narration-lift-after-solution-last', { square: where, row });
  }
  const next = event.col + 1 < n
    ? m.t('narration-next-square', { row, square: square(event.row, event.col + 1) })
    : m.t(event.row === 0 ? 'narration-next-over' : 'narration-next-none', { row });
  const prefix = [...Array.from(ctx.queens).slice(0, event.row), event.col];
  const last = ctx.lastSolution ? Array.from(ctx.lastSolution) : undefined;
  // The search goes depth first: any solution under this queen is among the latest found.
  const below = last !== undefined && prefix.every((col, r) => last[r] === col);
  const squares = squaresOf(prefix).join(', ');
  if (counters.solutions === 0 || (last !== undefined && !below)) {
    return m.t('narration-row-failed', { row: row + 1, square: where, squares, next });
  }
  if (!tellFound) return m.t('narration-lifted-for-good', { square: where, next });
  return below
    ? m.t('narration-row-tried-solution', { row: row + 1, square: where, number: counters.solutions, squares, next })
    : m.t('narration-row-tried', { row: row + 1, square: where, next });
}

/**
 * The sentence for `event` (an event object from the core, or null at step 0).
 * `ctx` = { n, queens (columns of the queens now on the board), counters, totalNodes (the whole search's
 * nodes when known), lastSolution (the columns of solution number `counters.solutions`, when known),
 * language (the code's: "python", the default, or "javascript"), messages (the reader's catalog, a
 * js/i18n/i18n.js Translator; English when absent) }.
 * @param {import('../../nqueens.js').StepEvent | null | undefined} event @param {NarrationContext} ctx
 */
export function describeEvent(event, ctx) {
  const { n, counters } = /** @type {Narrated} */ (ctx);
  const m = messagesOf(ctx);
  if (!event) {
    if (n === 0) return m.t('narration-empty-zero');
    return m.t('narration-start', { n, first: square(0, 0), last: square(0, n - 1) });
  }
  switch (event.event) {
    case 'place':
      return m.t('narration-place', {
        square: square(event.row, event.col), row: event.row + 1,
        first: event.row === 0 ? 'yes' : 'no', full: event.row + 1 === n ? 'yes' : 'no',
      });
    case 'reject':
      return rejection(/** @type {Parameters<typeof rejection>[0]} */ (event), ctx);
    case 'remove':
      return removal(event, ctx);
    case 'solution': {
      const args = {
        number: event.number, nodes: counters.nodes, squares: squaresOf(event.columns).join(' '),
        placement: namesOf(ctx.language).placement, columns: Array.from(event.columns).join(', '),
      };
      return ctx.totalNodes === undefined
        ? m.t('narration-solution', args)
        : m.t('narration-solution-of', { ...args, total: ctx.totalNodes });
    }
    case 'done':
      return m.sentences(m.t('narration-done', { solutions: counters.solutions }), scale(n, counters.nodes, m));
    default:
      return '';
  }
}

/**
 * The search's work against the two bigger spaces the article counts: its partial boards (nodes, the empty
 * board included) against the n! permutations of one queen per row and column and the C(n², n) ways to put
 * n queens on n² squares.
 * @param {number} n @param {number} nodes @param {Translator} [m]
 */
export function scale(n, nodes, m = englishMessages()) {
  return m.t('narration-scale', { n, nodes, permutations: factorial(n), placements: binomial(n * n, n), squares: n * n });
}

/**
 * A short text for the canvas's accessible name: the queens now on the board.
 * @param {number} n @param {ArrayLike<number>} queens @param {Translator} [m]
 */
export function describeBoard(n, queens, m = englishMessages()) {
  if (queens.length === 0) return m.t('board-empty', { n });
  return m.t('board-queens', { n, count: queens.length, squares: squaresOf(queens).join(', ') });
}
