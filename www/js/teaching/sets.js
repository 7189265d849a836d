// What the search on view keeps (#sets): for the article's search the three sets, the columns, the down
// diagonals (row − col) and the up diagonals (row + col) the queens on the board use, written as the
// article writes them ({0, −1}, a real minus sign) in the order the queens were placed, and the fourth piece
// of state, `placement`. A classic mistake shows what its code really keeps: forgot-undo's down set with the
// ghosts of queens gone, same-diagonal's down set fed row + col, sized-n's table of n slots; scan keeps no
// sets and brute force neither sets nor placement, only the permutation it checks, its clashing pair marked.
// The value that just caused a rejection is marked, a placement's values are marked as added, and a
// removal's are listed struck through. Each set and list is named as the code shown names it (Python's
// used_columns, JavaScript's usedCols). The pure part (setsOf, setChange, describeChange, variantNote) is
// tested in tests/unit/teaching/sets.test.mjs.

import { pair, square } from '../shared/squares.js';
import { namesOf } from './names.js';
import { englishMessages } from '../i18n/i18n.js';

/** @typedef {'column' | 'down' | 'up'} SetName a set, by the line it keeps (the core's conflict names) */
/** @typedef {Record<SetName, number>} Lines what a square adds to each set */
/** @typedef {[number, number]} Square a square, [row, col] */
/** @typedef {import('../../nqueens.js').StepEvent} StepEvent */
/**
 * What the last event did to the sets (setChange).
 * @typedef {{kind: 'clash', columns: number[], rows: Square} | {kind: 'safe', columns: number[], solution?: number}
 *   | {kind: 'blocked', square: Square} | {kind: 'scan', square: Square, set: string, owner: Square | undefined}
 *   | {kind: 'reject', set: SetName, value: number, owner: Square | undefined}
 *   | {kind: 'add', values: Lines} | {kind: 'remove', values: Lines, kept: SetName[]}} SetChange
 */

/** The sets' names, in the order the search tests them (the core's conflict names). @type {SetName[]} */
export const SET_NAMES = ['column', 'down', 'up'];

/** @type {Record<SetName, string>} */
const LINE = { column: 'col', down: 'row − col', up: 'row + col' };

/**
 * What `variant` keeps, said under the panel's heading in the names of `language` ('' for the correct search),
 * from catalog `m`.
 * @param {string} variant @param {string | undefined} language
 */
export function variantNote(variant, language, m = englishMessages()) {
  const names = namesOf(language);
  const args = { down: names.sets.down, up: names.sets.up, slots: names.slotTable, placement: names.placement };
  return ['forgot-undo', 'same-diagonal', 'sized-n', 'scan', 'brute-force'].includes(variant) ? m.t(`sets-note-${variant}`, args) : '';
}

/**
 * The panel's heading for the searches that keep no three sets (the others keep the markup's), or undefined.
 * @param {string} variant @param {string} language @param {import('../i18n/i18n.js').Translator} m
 */
function headingOf(variant, language, m) {
  if (variant === 'scan') return m.t('sets-heading-scan', { placement: namesOf(language).placement });
  if (variant === 'brute-force') return m.t('sets-heading-brute-force');
  return undefined;
}

/** A set member as the article writes it: negatives with U+2212, not a hyphen. @param {number} v */
export function formatValue(v) {
  return v < 0 ? `−${-v}` : String(v);
}

/** `{0, −1}` @param {number[]} values */
export function formatSet(values) {
  return `{${values.map(formatValue).join(', ')}}`;
}

/** The three lines of the square (row, col). @param {number} row @param {number} col @returns {Lines} */
export function linesOf(row, col) {
  return { column: col, down: row - col, up: row + col };
}

/** Sized-n's slot for the down diagonal row − col: Python's list index, wrapped into 0 … n − 1. */
export const slotOf = (/** @type {number} */ row, /** @type {number} */ col, /** @type {number} */ n) => (((row - col) % n) + n) % n;

/**
 * The values the variant's three sets keep for the queens on the board (`queens[r]` the column of row r), in
 * the order placed: what it adds for (row, col) is `keptOf(variant, row, col, n)`. Sized-n's down entry is
 * its slot; scan and brute force keep no sets (`null`).
 * @param {string} variant @param {number} row @param {number} col @param {number} n
 */
export function keptOf(variant, row, col, n) {
  if (variant === 'scan' || variant === 'brute-force') return null;
  const kept = linesOf(row, col);
  if (variant === 'same-diagonal') kept.down = row + col;
  if (variant === 'sized-n') kept.down = slotOf(row, col, n);
  return kept;
}

/**
 * The sets of the queens on the board, in the order placed (ghosts apart), or `null` for scan and brute force.
 * @param {ArrayLike<number>} queens @returns {Record<SetName, number[]> | null}
 */
export function setsOf(queens, variant = 'correct', n = queens.length) {
  const cols = Array.from(queens);
  if (keptOf(variant, 0, 0, Math.max(n, 1)) === null) return null;
  // A variant that keeps sets keeps them for every square.
  const kept = cols.map((c, r) => /** @type {Lines} */ (keptOf(variant, r, c, n)));
  return /** @type {Record<SetName, number[]>} */ (Object.fromEntries(SET_NAMES.map((name) => [name, kept.map((k) => k[name])])));
}

/**
 * Sized-n's table: `n` booleans, slot s true when a queen on the board has row − col ≡ s (mod n).
 * @param {ArrayLike<number>} queens @param {number} n
 */
export function slotsOf(queens, n) {
  /** @type {boolean[]} */
  const slots = Array(n).fill(false);
  Array.from(queens).forEach((c, r) => { slots[slotOf(r, c, n)] = true; });
  return slots;
}

/**
 * What the last event did to the sets: `{kind: 'reject', set, value, owner}` (the set whose value refused the
 * square, and the square `[row, col]` of the queen on the board that put it there, from `queens`),
 * `{kind: 'add' | 'remove', values}` (a placement's or a backtrack's values), `{kind: 'blocked', square}`,
 * `{kind: 'scan', square, owner, set}` (scan's rejection: the queen it met), `{kind: 'clash' | 'safe', …}`
 * (brute force's permutation), or `null` for the other events.
 * @param {StepEvent | null | undefined} event @param {ArrayLike<number>} queens @returns {SetChange | null}
 */
export function setChange(event, queens, variant = 'correct', n = queens.length) {
  if (!event) return null;
  if (event.event === 'permutation') {
    return event.clash ? { kind: 'clash', columns: event.columns, rows: event.clash } : { kind: 'safe', columns: event.columns, solution: event.solution };
  }
  if (event.event === 'reject' && event.conflict === 'blocked') return { kind: 'blocked', square: [event.row, event.col] };
  if (event.event === 'reject' && variant === 'scan') {
    // A rejection without `by` (no queen found) indexes no queen.
    const by = /** @type {number} */ (event.by);
    return { kind: 'scan', square: [event.row, event.col], set: event.conflict, owner: queens[by] === undefined ? undefined : [by, queens[by]] };
  }
  // Scan returned above, and brute force steps through permutations only: the variant keeps sets.
  const kept = (/** @type {number} */ row, /** @type {number} */ col) => /** @type {Lines} */ (keptOf(variant, row, col, n));
  if (event.event === 'reject') {
    // A blocked square returned above: the conflict is one of the sets.
    const set = /** @type {SetName} */ (event.conflict);
    const by = /** @type {number} */ (event.by);
    const value = kept(event.row, event.col)[set];
    // A classic mistake may refuse a square by a value no queen on the board holds (forgot-undo's ghosts).
    const holds = queens[by] !== undefined && kept(by, queens[by])[set] === value;
    return { kind: 'reject', set, value, owner: holds ? [by, queens[by]] : undefined };
  }
  if (variant === 'scan') return null;
  if (event.event === 'place') return { kind: 'add', values: kept(event.row, event.col) };
  if (event.event === 'remove') return { kind: 'remove', values: kept(event.row, event.col), kept: variant === 'forgot-undo' ? ['down'] : [] };
  return null;
}

const at = (/** @type {number} */ row, /** @type {number} */ col) => `${square(row, col)} ${pair(row, col)}`;

/**
 * The change in words, from catalog `m`: "removed: col 2, down −1, up 3", "rejected: row − col = −1 is
 * already in the down diagonals (…)".
 * @param {SetChange | null} change
 */
export function describeChange(change, variant = 'correct', m = englishMessages()) {
  if (!change) return '';
  if (change.kind === 'blocked') return m.t('sets-change-blocked', { square: at(...change.square) });
  if (change.kind === 'scan') {
    return m.t('sets-change-scan', { square: at(...change.square), owner: change.owner ? 'square' : 'none', by: change.owner ? at(...change.owner) : '', line: change.set });
  }
  if (change.kind === 'clash') {
    const [a, b] = change.rows;
    const [ca, cb] = [change.columns[a], change.columns[b]];
    return m.t('sets-change-clash', {
      upper: String(a), lower: String(b), first: at(a, ca), second: at(b, cb), upperCol: String(ca), lowerCol: String(cb),
    });
  }
  // A permutation without a clash is a solution, numbered.
  if (change.kind === 'safe') return m.t('sets-change-safe', { solution: /** @type {number} */ (change.solution) });
  if (change.kind === 'reject') {
    const line = variant === 'same-diagonal' && change.set === 'down' ? 'row + col' : LINE[change.set];
    return m.t('sets-change-reject', {
      line, slot: variant === 'sized-n' && change.set === 'down' ? 'yes' : 'no', set: change.set, value: formatValue(change.value),
      owner: change.owner ? 'square' : 'none', by: change.owner ? at(...change.owner) : '',
    });
  }
  const kept = change.kind === 'remove' ? change.kept ?? [] : [];
  const values = SET_NAMES.filter((name) => !kept.includes(name))
    .map((name) => m.t('sets-value', { set: variant === 'sized-n' && name === 'down' ? 'slot' : name, value: formatValue(change.values[name]) }))
    .join(m.t('list-separator'));
  if (change.kind === 'add') return m.t('sets-change-added', { values });
  return kept.includes('down')
    ? m.t('sets-change-removed-kept', { values, down: formatValue(change.values.down) })
    : m.t('sets-change-removed', { values });
}

/**
 * An element with a class, a text and data attributes.
 * @param {string} tag @param {string} className @param {string} text @param {Record<string, string | number>} [data]
 */
function element(tag, className, text, data = {}) {
  const el = document.createElement(tag);
  el.className = className;
  el.textContent = text;
  for (const [key, value] of Object.entries(data)) el.dataset[key] = String(value);
  return el;
}

export class SetsPanel {
  /**
   * `root` holds one `[data-set=column|down|up] .set-values` per set and `.sets-change` for the sentence;
   * the `placement` row and the variant's note are made here when the markup has none; `messages` the
   * reader's catalog.
   * @param {HTMLElement} root
   */
  constructor(root, messages = englishMessages()) {
    this.root = root;
    this.messages = messages;
    // The markup holds a row for each set, each with its values.
    this.rows = /** @type {Record<SetName, HTMLElement>} */ (Object.fromEntries(SET_NAMES.map((name) => [name, root.querySelector(`[data-set="${name}"]`)])));
    this.values = /** @type {Record<SetName, HTMLElement>} */ (Object.fromEntries(SET_NAMES.map((name) => [name, this.rows[name].querySelector('.set-values')])));
    let placement = /** @type {HTMLElement | null} */ (root.querySelector('[data-set="placement"]'));
    if (!placement) {
      placement = document.createElement('div');
      placement.dataset.set = 'placement';
      placement.append(element('dt', '', 'placement'), element('dd', 'set-values', '[]'));
      /** @type {HTMLElement} */ (this.rows.down.parentElement).append(placement);
    }
    this.placementRow = placement;
    // The placement row has its label and values, from the markup or made above; the panel its sentence.
    this.placementLabel = /** @type {HTMLElement} */ (placement.querySelector('dt'));
    this.placement = /** @type {HTMLElement} */ (placement.querySelector('.set-values'));
    this.change = /** @type {HTMLElement} */ (root.querySelector('.sets-change'));
    this.note = /** @type {HTMLElement} */ (root.querySelector('.sets-note') ?? element('p', 'sets-note hint', ''));
    if (!this.note.isConnected) this.change.before(this.note);
    // The markup's hint and heading speak of the article's three sets; another search's are said here instead.
    this.hint = /** @type {HTMLElement | null} */ (root.querySelector(':scope > .hint:not(.sets-note)'));
    const headingId = root.getAttribute('aria-labelledby');
    this.heading = headingId ? /** @type {{getElementById?: (id: string) => HTMLElement | null}} */ (root.getRootNode()).getElementById?.(headingId) : null;
    this.headingText = this.heading?.textContent;
  }

  /**
   * `ghosts` (forgot-undo's `[row, col, …]` of queens gone, from the state) add their down diagonals, marked;
   * `state` (the search's `state()`, optional) tells the variant, `n` the board size, `language` the code's.
   * @param {ArrayLike<number>} queens @param {StepEvent | null | undefined} event @param {ArrayLike<number> | undefined} ghosts
   * @param {{variant: string} | undefined} state
   */
  show(queens, event, ghosts, state, n = queens.length, language = 'python') {
    const variant = state?.variant ?? 'correct';
    this.root.dataset.variant = variant;
    this.language = language;
    const names = namesOf(language);
    for (const name of SET_NAMES) {
      const code = this.rows[name].querySelector('.set-name');
      if (code && code.textContent !== names.sets[name]) code.textContent = names.sets[name];
    }
    const note = variantNote(variant, language, this.messages);
    this.note.textContent = note;
    this.note.hidden = note === '';
    if (this.hint) this.hint.hidden = variant !== 'correct';
    // A heading read its text when the panel was made.
    if (this.heading) this.heading.textContent = headingOf(variant, language, this.messages) ?? /** @type {string | null} */ (this.headingText);
    const sets = setsOf(queens, variant, n);
    const change = setChange(event, queens, variant, n);
    for (const name of SET_NAMES) this.rows[name].hidden = sets === null;
    if (sets) this.showSets(sets, change, variant, n, queens, ghosts);
    this.showPlacement(queens, event, variant);
    this.change.textContent = describeChange(change, variant, this.messages);
  }

  /**
   * @param {Record<SetName, number[]>} sets @param {SetChange | null} change @param {string} variant @param {number} n
   * @param {ArrayLike<number>} queens @param {ArrayLike<number> | undefined} ghosts
   */
  showSets(sets, change, variant, n, queens, ghosts) {
    const ghostDown = ghosts ? Array.from({ length: ghosts.length / 2 }, (_, i) => ghosts[2 * i] - ghosts[2 * i + 1]) : [];
    for (const name of SET_NAMES) {
      const removed = change?.kind === 'remove' && !change.kept.includes(name)
        ? [' ', element('del', 'set-removed', formatValue(change.values[name]), { value: change.values[name] })] : [];
      if (variant === 'sized-n' && name === 'down') {
        this.values.down.replaceChildren(...this.slotParts(slotsOf(queens, n), change), ...removed);
        continue;
      }
      /** @type {Array<string | Node>} */
      const parts = ['{'];
      const live = sets[name].length;
      [...sets[name], ...(name === 'down' ? ghostDown : [])].forEach((value, i) => {
        if (i > 0) parts.push(', ');
        const marked = change?.kind === 'reject' && change.set === name && value === change.value;
        const added = change?.kind === 'add' && i === live - 1;
        const span = element(marked ? 'mark' : added ? 'ins' : 'span', i < live ? 'set-value' : 'set-value set-ghost', formatValue(value), { value });
        if (i >= live) span.title = this.messages.t('sets-ghost-title');
        if (marked) span.title = this.messages.t('sets-refused-title');
        parts.push(span);
      });
      parts.push('}');
      this.values[name].replaceChildren(...parts, ...removed);
    }
  }

  /**
   * Sized-n's down table: `[False, True, …]`, one entry per slot, the slot that refused a square marked.
   * @param {boolean[]} slots @param {SetChange | null} change
   */
  slotParts(slots, change) {
    /** @type {Array<string | Node>} */
    const parts = ['['];
    slots.forEach((used, slot) => {
      if (slot > 0) parts.push(', ');
      const marked = change?.kind === 'reject' && change.set === 'down' && change.value === slot;
      const added = change?.kind === 'add' && change.values.down === slot;
      const span = element(marked ? 'mark' : added ? 'ins' : 'span', 'set-slot', namesOf(this.language).booleans[used ? 1 : 0], { slot, used: used ? 1 : 0 });
      span.title = this.messages.t('sets-slot-title', { slot: String(slot) });
      parts.push(span);
    });
    parts.push(']');
    return parts;
  }

  /**
   * `placement = [0, 2]` (the queens' columns, row 0 first); for brute force the permutation, its clash marked.
   * @param {ArrayLike<number>} queens @param {StepEvent | null | undefined} event @param {string} variant
   */
  showPlacement(queens, event, variant) {
    const brute = variant === 'brute-force';
    const columns = brute ? (event?.event === 'permutation' ? event.columns : []) : Array.from(queens);
    const clash = brute && event?.event === 'permutation' && event.clash ? event.clash : /** @type {number[]} */ ([]);
    this.placementLabel.textContent = brute ? 'columns' : namesOf(this.language).placement;
    this.placementLabel.title = this.messages.t(brute ? 'sets-permutation-title' : 'sets-placement-title');
    /** @type {Array<string | Node>} */
    const parts = [brute ? '(' : '['];
    columns.forEach((col, row) => {
      if (row > 0) parts.push(', ');
      const span = element(clash.includes(row) ? 'mark' : 'span', 'placement-value', String(col), { value: col, row });
      span.title = square(row, col);
      parts.push(span);
    });
    parts.push(brute ? ')' : ']');
    this.placement.replaceChildren(...parts);
  }
}
