// Narration for what the plain sentences of js/search/narration.js do not cover: a rejection of kind "blocked" (a
// blocked square, or a row whose queen must stand on its required square), the classic mistakes' wrong
// verdicts (a square refused by a ghost or a wrapped slot, a queen placed on a diagonal never checked, a false
// solution with the two queens that attack each other) and brute force's permutations. Each returns a sentence, or undefined to leave the event to js/search/narration.js.
// Pure (no DOM), tested in tests/unit/experiment/narration.test.mjs.

import { group } from '../shared/format.js';
import { pair, square } from '../shared/squares.js';
import { namesOf } from '../teaching/listings.js';

const MINUS = '\u2212';
const signed = (v) => (v < 0 ? `${MINUS}${-v}` : String(v));
const plural = (k, one, many) => `${group(k)} ${k === 1 ? one : many}`;

/** The square of the queen in `row` on the board now, or undefined. */
const queenSquare = (queens, row) => (row !== undefined && queens[row] !== undefined ? square(row, queens[row]) : undefined);

function blockedRejection(event, { required }) {
  const where = `${square(event.row, event.col)} ${pair(event.row, event.col)}`;
  const mustCol = required?.find(([r]) => r === event.row)?.[1];
  if (mustCol !== undefined && mustCol !== event.col) {
    return `Row ${event.row + 1}, square ${where} rejected (blocked): this row's queen must stand on its required square ${square(event.row, mustCol)}, so no other square of the row is tried.`;
  }
  return `Row ${event.row + 1}, square ${where} rejected (blocked): no queen may stand on a blocked square.`;
}

/**
 * A mistake refused a square along a down diagonal no queen on the board holds; `alone` when no other line of
 * a queen attacks the square either.
 */
function wrongDiagonal(event, { variant, n, queens, ghosts }, alone) {
  const where = `${square(event.row, event.col)} ${pair(event.row, event.col)}`;
  const d = event.row - event.col;
  const lead = alone
    ? `Row ${event.row + 1}, square ${where} rejected by the bug, though no queen on the board attacks it:`
    : `Row ${event.row + 1}, square ${where} rejected by the bug (a queen attacks it along another line, but the check stops here):`;
  if (variant === 'same-diagonal') {
    const owner = queenSquare(queens, event.by);
    const by = owner === undefined ? '' : ` by the queen on ${owner}`;
    return `Row ${event.row + 1}, square ${where} rejected: row + col = ${event.row + event.col} is in the down set${by}, since this variant puts row + col there; that is the up diagonal, so the down diagonals (row ${MINUS} col) are never checked.`;
  }
  if (variant === 'forgot-undo') {
    const ghost = /** @type {[number, number] | undefined} */ (ghosts?.find(([r, c]) => r - c === d));
    const whose = ghost ? `the queen that stood on ${square(...ghost)} ${pair(...ghost)}` : 'a queen that has left';
    return `${lead} its down diagonal (row ${MINUS} col = ${signed(d)}) is still marked used by ${whose}, since this variant never frees a down diagonal.`;
  }
  if (variant === 'sized-n') {
    const slot = ((d % n) + n) % n;
    const owner = queenSquare(queens, event.by);
    const ownerD = owner === undefined ? undefined : event.by - queens[event.by];
    const shared = owner === undefined
      ? ''
      : `, the slot of the queen on ${owner} (row ${MINUS} col = ${signed(ownerD)} wraps to ${((ownerD % n) + n) % n} too)`;
    return `${lead} the down table has only ${n} slots, so row ${MINUS} col = ${signed(d)} wraps to slot ${slot}${shared}.`;
  }
  return undefined;
}

/** Same-diagonal placed a queen on a down diagonal a queen above already holds. */
function missedPlacement(event, { queens }) {
  const d = event.row - event.col;
  const above = Array.from(queens).slice(0, event.row).findIndex((c, r) => r - c === d);
  if (above < 0) return undefined;
  const where = `${square(event.row, event.col)} ${pair(event.row, event.col)}`;
  return `Queen placed on ${where} although the queen on ${square(above, queens[above])} ${pair(above, queens[above])} attacks it along the down diagonal row ${MINUS} col = ${signed(d)}: this variant puts row + col in the down set, so down diagonals are never checked.`;
}

const LINE_NAMES = { column: 'column', down: 'down diagonal', up: 'up diagonal' };

/**
 * A mistake's solution whose board has two queens attacking each other (`attack`, the state's falseSolution):
 * told as false, the two queens named, with the line they share and why the variant let it through.
 */
function falseSolution(event, { attack, counters, variant, language }) {
  const { upper, lower, line } = attack;
  const value = line === 'column' ? `col = ${upper.col}` : line === 'down' ? `row ${MINUS} col = ${signed(upper.row - upper.col)}` : `row + col = ${upper.row + upper.col}`;
  const at = (sq) => `${square(sq.row, sq.col)} ${pair(sq.row, sq.col)}`;
  const why = variant === 'same-diagonal' && line === 'down' ? ': this variant never checks the down diagonals' : '';
  const squares = Array.from(event.columns, (col, row) => square(row, col)).join(' ');
  return `False solution: the code records ${squares}, ${namesOf(language).placement} = [${Array.from(event.columns).join(', ')}], as solution ${group(event.number)} after ${group(counters.nodes)} nodes, but the queens on ${at(upper)} and ${at(lower)} attack each other along the ${LINE_NAMES[line]} ${value}${why}.`;
}

function permutation(event, { factorial, language }) {
  const squares = event.columns.map((col, row) => square(row, col)).join(' ');
  const of = factorial === undefined ? '' : ` of ${group(factorial)}`;
  const head = `Permutation ${group(event.number)}${of} checked: ${squares}, columns = ${namesOf(language).tuple(event.columns)} counting from 0`;
  if (!event.clash) return `${head}. No two queens share a diagonal: solution ${group(event.solution)}.`;
  const [a, b] = event.clash;
  const [ca, cb] = [event.columns[a], event.columns[b]];
  return `${head}. The queens on ${square(a, ca)} ${pair(a, ca)} and ${square(b, cb)} ${pair(b, cb)} share a diagonal (lower − upper = ${b} − ${a} = |${cb} − ${ca}|), so it is no solution.`;
}

/**
 * The sentence for `event` in a search that is not the plain one, or undefined when js/search/narration.js says it
 * well. `ctx` = { variant, n, queens, counters, required ([[row, col]]), misjudged (the state's map, or
 * undefined), ghosts ([[row, col]]), factorial (n! as a BigInt, for brute force), language (the code's),
 * attack (the state's falseSolution at a false solution) }.
 */
export function describeVariantEvent(event, ctx) {
  if (!event) return undefined;
  const { n, misjudged, counters } = ctx;
  switch (event.event) {
    case 'reject': {
      if (event.conflict === 'blocked') return blockedRejection(event, ctx);
      const d = event.row - event.col;
      // The plain sentence fits only when the queen the check found is on the board and on this very diagonal;
      // same-diagonal's down set never holds row − col at all.
      const owner = ctx.queens[event.by];
      const held = ctx.variant !== 'same-diagonal' && owner !== undefined && event.by - owner === d;
      if (event.conflict !== 'down' || held) return undefined;
      return wrongDiagonal(event, ctx, misjudged?.[event.row * n + event.col] === 1);
    }
    case 'place':
      return ctx.variant === 'same-diagonal' ? missedPlacement(event, ctx) : undefined;
    case 'solution':
      return ctx.attack ? falseSolution(event, ctx) : undefined;
    case 'permutation':
      return permutation(event, ctx);
    case 'done':
      if (ctx.variant === 'brute-force') {
        return `Brute force finished: ${plural(counters.permutations, 'permutation', 'permutations')} checked, ${plural(counters.solutions, 'solution', 'solutions')}, ${plural(counters.checks, 'pair', 'pairs')} of queens compared.`;
      }
      return undefined;
    default:
      return undefined;
  }
}

/**
 * The side-by-side result once a variant's run has ended: `{variant, count, correct}` where `correct` is
 * the correct search's count (a BigInt or number) or undefined. Returns the sentence.
 */
export function compareCounts({ variant, count, correct }) {
  const mine = `This variant (${variant}): ${plural(count, 'solution', 'solutions')}`;
  if (correct === undefined) return `${mine}; the correct count for this board is not known here.`;
  const verdict = BigInt(count) === BigInt(correct) ? 'the same count' : 'a wrong count';
  return `${mine}, correct search: ${group(correct)} — ${verdict}.`;
}
