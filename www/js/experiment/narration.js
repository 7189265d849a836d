// Narration for what the plain sentences of js/search/narration.js do not cover: a rejection of kind "blocked" (a
// blocked square, or a row whose queen must stand on its required square), the classic mistakes' wrong
// verdicts (a square refused by a ghost or a wrapped slot, a queen placed on a diagonal never checked, a false
// solution with the two queens that attack each other) and brute force's permutations. Each returns a sentence, or undefined to leave the event to js/search/narration.js.
// Every sentence is a message of the reader's catalog (`ctx.messages`, English when absent). Pure (no DOM),
// tested in tests/unit/experiment/narration.test.mjs and, in every language, tests/unit/i18n/narration.test.mjs.

import { pair, square } from '../shared/squares.js';
import { signed } from '../search/narration.js';
import { englishMessages } from '../i18n/i18n.js';

/** The catalog a sentence comes from: the context's, else English. */
const messagesOf = (ctx) => ctx?.messages ?? englishMessages();
import { namesOf } from '../teaching/listings.js';

/** The square of the queen in `row` on the board now, or undefined. */
const queenSquare = (queens, row) => (row !== undefined && queens[row] !== undefined ? square(row, queens[row]) : undefined);

/** What every sentence about a square of the board repeats: its row, name and 0-based pair. */
const at = (event) => ({ row: event.row + 1, square: square(event.row, event.col), pair: pair(event.row, event.col) });

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
    const ownerD = owner === undefined ? 0 : event.by - queens[event.by];
    return m.t('narration-sized-n-reject', {
      ...at(event), alone: alone ? 'yes' : 'no', n, value: signed(d), slot: ((d % n) + n) % n,
      owner: owner === undefined ? 'none' : 'square', by: owner ?? '', byValue: signed(ownerD),
    });
  }
  return undefined;
}

/** Same-diagonal placed a queen on a down diagonal a queen above already holds. */
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
 */
function falseSolution(m, event, { attack, counters, variant, language }) {
  const { upper, lower, line } = attack;
  const value = line === 'column' ? String(upper.col) : line === 'down' ? signed(upper.row - upper.col) : String(upper.row + upper.col);
  return m.t('narration-false-solution', {
    squares: Array.from(event.columns, (col, row) => square(row, col)).join(' '),
    placement: namesOf(language).placement, columns: Array.from(event.columns).join(', '),
    number: event.number, nodes: counters.nodes,
    upper: square(upper.row, upper.col), upperPair: pair(upper.row, upper.col),
    lower: square(lower.row, lower.col), lowerPair: pair(lower.row, lower.col),
    line, value, why: variant === 'same-diagonal' && line === 'down' ? 'same-diagonal' : 'none',
  });
}

function permutation(m, event, { factorial, language }) {
  const args = {
    number: event.number, of: factorial === undefined ? 'unknown' : 'known', factorial: factorial ?? 0,
    squares: event.columns.map((col, row) => square(row, col)).join(' '), columns: namesOf(language).tuple(event.columns),
  };
  if (!event.clash) return m.t('narration-permutation-solution', { ...args, solution: event.solution });
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
      const owner = ctx.queens[event.by];
      const held = ctx.variant !== 'same-diagonal' && owner !== undefined && event.by - owner === d;
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
        return m.t('narration-brute-done', { permutations: counters.permutations, solutions: counters.solutions, pairs: counters.checks });
      }
      return undefined;
    default:
      return undefined;
  }
}

/**
 * The side-by-side result once a variant's run has ended: `{variant, count, correct}` where `correct` is
 * the correct search's count (a BigInt or number) or undefined; `m` the reader's catalog. Returns the sentence.
 */
export function compareCounts({ variant, count, correct }, m = englishMessages()) {
  const named = m.t(`variant-name-${variant}`);
  if (correct === undefined) return m.t('variant-compare-unknown', { variant: named, count });
  return m.t('variant-compare', { variant: named, count, correct, same: BigInt(count) === BigInt(correct) ? 'yes' : 'no' });
}
