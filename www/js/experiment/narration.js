// Narration for what the plain sentences of js/search/narration.js do not cover: a rejection of kind "blocked" (a
// blocked square, or a row whose queen must stand on its required square), the classic mistakes' wrong
// verdicts (a square refused by a ghost or a wrapped slot, a queen placed on a diagonal never checked, a false
// solution with the two queens that attack each other) and brute force's permutations. Each returns a sentence, or undefined to leave the event to js/search/narration.js.
// Every sentence is a message of the reader's catalog (`ctx.messages`, English when absent). Pure (no DOM),
// tested in tests/unit/experiment/narration.test.mjs and, in every language, tests/unit/i18n/narration.test.mjs.

import { pair, square } from '../shared/squares.js';
import { signed } from '../search/narration.js';
import { englishMessages } from '../i18n/i18n.js';

/** @typedef {import('../../nqueens.js').StepEvent} StepEvent */
/** @typedef {import('./address.js').SquarePair} SquarePair */
/**
 * What the view tells of the board now, for a sentence (js/search/view.js).
 * @typedef {object} ViewContext
 * @property {number} n
 * @property {ArrayLike<number>} queens the columns of the queens now on the board
 * @property {import('../../nqueens.js').Counters} counters
 * @property {string} [language] the code's
 * @property {import('../i18n/i18n.js').Translator} [messages] the reader's catalog
 */
/**
 * What a sentence about a search that is not the plain one reads (describeVariantEvent's `ctx`): the view's
 * context and the search's settings and marks.
 * @typedef {ViewContext & VariantMarks} VariantContext
 */
/**
 * @typedef {object} VariantMarks
 * @property {string} variant
 * @property {SquarePair[]} [required]
 * @property {Uint8Array} [misjudged] the state's map
 * @property {number[][]} [ghosts] the ghost queens' squares, [row, col]
 * @property {bigint} [factorial] n!, for brute force
 * @property {import('../../nqueens.js').Attack} [attack] the state's falseSolution at a false solution
 */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */

/** The catalog a sentence comes from: the context's, else English. */
const messagesOf = (/** @type {VariantContext | undefined} */ ctx) => ctx?.messages ?? englishMessages();
import { namesOf } from '../teaching/names.js';

/** The square of the queen in `row` on the board now, or undefined. */
const queenSquare = (/** @type {ArrayLike<number>} */ queens, /** @type {number | undefined} */ row) => (row !== undefined && queens[row] !== undefined ? square(row, queens[row]) : undefined);

/** What every sentence about a square of the board repeats: its row, name and 0-based pair. */
const at = (/** @type {{row: number, col: number}} */ event) => ({ row: event.row + 1, square: square(event.row, event.col), pair: pair(event.row, event.col) });

/** @param {Translator} m @param {{row: number, col: number}} event @param {VariantContext} ctx */
function blockedRejection(m, event, { required }) {
  const mustCol = required?.find(([r]) => r === event.row)?.[1];
  if (mustCol !== undefined && mustCol !== event.col) {
    return m.t('narration-blocked-required', { ...at(event), required: square(event.row, mustCol) });
  }
  return m.t('narration-blocked', at(event));
}

/**
 * A mistake refused a square along a down diagonal no queen on the board holds; `alone` when no other line of
 * a queen attacks the square either.
 * @param {Translator} m @param {Extract<StepEvent, {event: 'reject'}>} event @param {VariantContext} ctx @param {boolean} alone
 */
function wrongDiagonal(m, event, { variant, n, queens, ghosts }, alone) {
  const d = event.row - event.col;
  const owner = queenSquare(queens, event.by);
  if (variant === 'same-diagonal') {
    return m.t('narration-same-diagonal-reject', {
      ...at(event), sum: event.row + event.col, owner: owner === undefined ? 'none' : 'square', by: owner ?? '',
    });
  }
  if (variant === 'forgot-undo') {
    const ghost = /** @type {[number, number] | undefined} */ (ghosts?.find(([r, c]) => r - c === d));
    return m.t('narration-forgot-undo-reject', {
      ...at(event), alone: alone ? 'yes' : 'no', value: signed(d), ghost: ghost ? 'square' : 'none',
      ghostSquare: ghost ? square(...ghost) : '', ghostPair: ghost ? pair(...ghost) : '',
    });
  }
  if (variant === 'sized-n') {
    // The owner's square is known, so is the row it stands in.
    const ownerD = owner === undefined ? 0 : /** @type {number} */ (event.by) - queens[/** @type {number} */ (event.by)];
    return m.t('narration-sized-n-reject', {
      ...at(event), alone: alone ? 'yes' : 'no', n, value: signed(d), slot: ((d % n) + n) % n,
      owner: owner === undefined ? 'none' : 'square', by: owner ?? '', byValue: signed(ownerD),
    });
  }
  return undefined;
}

/**
 * Same-diagonal placed a queen on a down diagonal a queen above already holds.
 * @param {Translator} m @param {{row: number, col: number}} event @param {VariantContext} ctx
 */
function missedPlacement(m, event, { queens }) {
  const d = event.row - event.col;
  const above = Array.from(queens).slice(0, event.row).findIndex((c, r) => r - c === d);
  if (above < 0) return undefined;
  return m.t('narration-missed-placement', {
    ...at(event), above: square(above, queens[above]), abovePair: pair(above, queens[above]), value: signed(d),
  });
}

/**
 * A mistake's solution whose board has two queens attacking each other (`attack`, the state's falseSolution):
 * told as false, the two queens named, with the line they share and why the variant let it through.
 * @param {Translator} m @param {Extract<StepEvent, {event: 'solution'}>} event
 * @param {VariantContext} ctx (its `attack` given)
 */
function falseSolution(m, event, { attack, counters, variant, language }) {
  const { upper, lower, line } = /** @type {import('../../nqueens.js').Attack} */ (attack);
  const value = line === 'column' ? String(upper.col) : line === 'down' ? signed(upper.row - upper.col) : String(upper.row + upper.col);
  return m.t('narration-false-solution', {
    squares: Array.from(event.columns, (col, row) => square(row, col)).join(' '),
    placement: namesOf(language).placement, columns: Array.from(event.columns).join(', '),
    // Only brute force keeps no nodes, and it has no false solution.
    number: event.number, nodes: /** @type {number} */ (counters.nodes),
    upper: square(upper.row, upper.col), upperPair: pair(upper.row, upper.col),
    lower: square(lower.row, lower.col), lowerPair: pair(lower.row, lower.col),
    line, value, why: variant === 'same-diagonal' && line === 'down' ? 'same-diagonal' : 'none',
  });
}

/** @param {Translator} m @param {Extract<StepEvent, {event: 'permutation'}>} event @param {VariantContext} ctx */
function permutation(m, event, { factorial, language }) {
  const args = {
    number: event.number, of: factorial === undefined ? 'unknown' : 'known', factorial: factorial ?? 0,
    squares: event.columns.map((col, row) => square(row, col)).join(' '), columns: namesOf(language).tuple(event.columns),
  };
  // A permutation without a clash is a solution, numbered.
  if (!event.clash) return m.t('narration-permutation-solution', { ...args, solution: /** @type {number} */ (event.solution) });
  const [a, b] = event.clash;
  const [ca, cb] = [event.columns[a], event.columns[b]];
  return m.t('narration-permutation-clash', {
    ...args, first: square(a, ca), firstPair: pair(a, ca), second: square(b, cb), secondPair: pair(b, cb),
    lower: String(b), upper: String(a), lowerCol: String(cb), upperCol: String(ca),
  });
}

/**
 * The sentence for `event` in a search that is not the plain one, or undefined when js/search/narration.js says it
 * well. `ctx` = { variant, n, queens, counters, required ([[row, col]]), misjudged (the state's map, or
 * undefined), ghosts ([[row, col]]), factorial (n! as a BigInt, for brute force), language (the code's),
 * attack (the state's falseSolution at a false solution), messages (the reader's catalog) }.
 * @param {StepEvent | null | undefined} event @param {VariantContext} ctx
 * @returns {string | undefined}
 */
export function describeVariantEvent(event, ctx) {
  if (!event) return undefined;
  const { n, misjudged, counters } = ctx;
  const m = messagesOf(ctx);
  switch (event.event) {
    case 'reject': {
      if (event.conflict === 'blocked') return blockedRejection(m, event, ctx);
      const d = event.row - event.col;
      // The plain sentence fits only when the queen the check found is on the board and on this very diagonal;
      // same-diagonal's down set never holds row − col at all.
      // A rejection the check found no queen for (no `by`) reads no queen: the plain sentence does not fit.
      const by = /** @type {number} */ (event.by);
      const owner = ctx.queens[by];
      const held = ctx.variant !== 'same-diagonal' && owner !== undefined && by - owner === d;
      if (event.conflict !== 'down' || held) return undefined;
      return wrongDiagonal(m, event, ctx, misjudged?.[event.row * n + event.col] === 1);
    }
    case 'place':
      return ctx.variant === 'same-diagonal' ? missedPlacement(m, event, ctx) : undefined;
    case 'solution':
      return ctx.attack ? falseSolution(m, event, ctx) : undefined;
    case 'permutation':
      return permutation(m, event, ctx);
    case 'done':
      if (ctx.variant === 'brute-force') {
        // Brute force keeps both counters.
        return m.t('narration-brute-done', {
          permutations: /** @type {number} */ (counters.permutations), solutions: counters.solutions, pairs: /** @type {number} */ (counters.checks),
        });
      }
      return undefined;
    default:
      return undefined;
  }
}

/**
 * The side-by-side result once a variant's run has ended: `{variant, count, correct}` where `correct` is
 * the correct search's count (a BigInt or number) or undefined; `m` the reader's catalog. Returns the sentence.
 * @param {{variant: string, count: number, correct: bigint | number | undefined}} result
 */
export function compareCounts({ variant, count, correct }, m = englishMessages()) {
  const named = m.t(`variant-name-${variant}`);
  if (correct === undefined) return m.t('variant-compare-unknown', { variant: named, count });
  return m.t('variant-compare', { variant: named, count, correct, same: BigInt(count) === BigInt(correct) ? 'yes' : 'no' });
}
