// The search as code, running (#code): the code of the variant on view (js/teaching/listings.js: the article's
// Python or its JavaScript twin, a classic mistake's buggy copy with the bug marked, or brute force's
// count_by_permutation), one element per line, the lines of the last event lit and the line it stands on
// marked aria-current="step" with a note naming the square (chess name and the code's 0-based values).
// Beside it the call stack (#call-stack): one frame per row being filled, top frame last, each listing the
// squares its loop went by ("place_queen_in(2) · row 3: a3 ✗ b3 ✗ c3 ✗ d3 ✓"); brute force, which makes no
// recursive calls, has none and says so. The pure part (highlightOf, callStack, frameText) is tested in
// tests/unit/teaching/code.test.mjs.

import { pair, square } from '../shared/squares.js';
import { LISTINGS, listingOf } from './listings.js';
import { LANGUAGES, namesOf } from './names.js';
import { englishMessages } from '../i18n/i18n.js';

/** @typedef {import('../../nqueens.js').StepEvent} StepEvent */
/** @typedef {import('../../nqueens.js').SearchState} SearchState */
/** @typedef {import('../i18n/i18n.js').Translator} Translator */
/**
 * A frame of the call stack: its row, the column it is at (`null` just called), the columns it is past, and
 * those of them (and the one it is at) that held a queen since lifted.
 * @typedef {{row: number, trying: number | null, tried: number[], lifted: number[]}} Frame
 */
/** @typedef {[ArrayLike<number>, StepEvent | null | undefined, number, SearchState | undefined]} Shown what a panel was last shown */

/** The correct search's code by language, as before the variants had their own (`{name, call, lines}`). */
export const CODE = Object.fromEntries(Object.entries(LANGUAGES).map(([language, { name, call }]) =>
  [language, { name, call, lines: LISTINGS.correct[/** @type {'python' | 'javascript'} */ (language)] }]));

/** A tuple or list of columns as the language writes it: "(1, 3, 0, 2)" in Python, "[1, 3, 0, 2]" in JavaScript. */
const tuple = (/** @type {string} */ language, /** @type {ArrayLike<number>} */ columns) => namesOf(language).tuple(Array.from(columns));
const squares = (/** @type {ArrayLike<number>} */ columns) => Array.from(columns, (col, row) => square(row, col)).join(' ');

/**
 * What the test found, in the code's own terms.
 * @param {Translator} m @param {string} language @param {string} variant
 * @param {Extract<StepEvent, {event: 'reject'}>} event @param {ArrayLike<number>} queens @param {number} n
 */
function rejectionNote(m, language, variant, event, queens, n) {
  const names = LANGUAGES[language].sets;
  const where = `${square(event.row, event.col)} ${pair(event.row, event.col)}`;
  if (event.conflict === 'blocked') return m.t('code-note-blocked', { where });
  if (variant === 'scan') {
    // A rejection without `by` (no queen found) indexes no queen.
    const by = /** @type {number} */ (event.by);
    const col = queens[by];
    const line = /** @type {Record<string, string>} */ ({ column: 'c == col', down: 'r - c == row - col', up: 'r + c == row + col' })[event.conflict];
    return m.t('code-note-scan', {
      where, line, owner: col === undefined ? 'row' : 'square', by: col === undefined ? '' : square(by, col),
      byRow: String(event.by), byCol: String(col ?? ''),
    });
  }
  if (event.conflict === 'column') return m.t('code-note-in-set', { where, formula: 'col', value: String(event.col), set: names.column });
  if (event.conflict === 'up') return m.t('code-note-in-set', { where, formula: 'row + col', value: String(event.row + event.col), set: names.up });
  if (variant === 'same-diagonal') return m.t('code-note-same-diagonal', { where, value: String(event.row + event.col), set: names.down });
  const d = event.row - event.col;
  if (variant === 'sized-n') {
    return m.t('code-note-sized-n', { where, value: String(d), slot: String(((d % n) + n) % n), n: String(n), true: namesOf(language).booleans[1] });
  }
  const ghost = variant === 'forgot-undo' && !Array.from(queens).some((c, r) => r < event.row && r - c === d);
  return m.t(ghost ? 'code-note-ghost' : 'code-note-in-set', { where, formula: 'row - col', value: String(d), set: names.down });
}

/**
 * The note of the search's last event (`null` at step 0).
 * @param {Translator} m @param {string} language @param {string} variant @param {StepEvent | null | undefined} event
 * @param {ArrayLike<number>} queens @param {number} n @param {import('../../nqueens.js').Attack | undefined} attack
 */
function backtrackingNote(m, language, variant, event, queens, n, attack) {
  const call = LANGUAGES[language].call;
  if (event?.event === 'reject') return rejectionNote(m, language, variant, event, queens, n);
  if (event?.event === 'place') {
    return m.t('code-note-place', { where: `${square(event.row, event.col)} ${pair(event.row, event.col)}`, call: `${call}(${event.row + 1})` });
  }
  if (event?.event === 'remove') {
    const args = { call: `${call}(${event.row + 1})`, where: `${square(event.row, event.col)} ${pair(event.row, event.col)}` };
    return variant === 'forgot-undo'
      ? m.t('code-note-remove-kept', { ...args, value: String(event.row - event.col), set: LANGUAGES[language].sets.down })
      : m.t('code-note-remove', args);
  }
  const placement = LANGUAGES[language].placement;
  if (event?.event === 'solution' && attack) {
    return m.t('code-note-false-solution', {
      number: event.number, placement, columns: event.columns.join(', '),
      upper: square(attack.upper.row, attack.upper.col), lower: square(attack.lower.row, attack.lower.col),
    });
  }
  if (event?.event === 'solution') return m.t('code-note-solution', { number: event.number, squares: squares(event.columns), placement, columns: event.columns.join(', ') });
  if (event?.event === 'done') return m.t('code-note-done', { call: `${call}(0)` });
  return m.t('code-note-start');
}

/**
 * Brute force's note of its last event (`null` at step 0).
 * @param {Translator} m @param {string} language @param {StepEvent | null | undefined} event @param {number} n
 */
function bruteNote(m, language, event, n) {
  const first = tuple(language, Array.from({ length: n }, (_, i) => i));
  if (!event) {
    const call = language === 'javascript' ? `permutations([...Array(${n}).keys()])` : `permutations(range(${n}))`;
    return m.t('code-note-brute-start', { call, first });
  }
  if (event.event === 'done') return m.t('code-note-brute-done');
  // Brute force steps through permutations until done.
  const permutation = /** @type {Extract<StepEvent, {event: 'permutation'}>} */ (event);
  const columns = tuple(language, permutation.columns);
  // A permutation without a clash is a solution, numbered.
  if (!permutation.clash) return m.t('code-note-brute-solution', { columns, squares: squares(permutation.columns), solution: /** @type {number} */ (permutation.solution) });
  const [upper, lower] = permutation.clash;
  const [a, b] = [permutation.columns[upper], permutation.columns[lower]];
  return m.t('code-note-brute-clash', {
    columns, upper: String(upper), lower: String(lower), a: String(a), b: String(b), first: square(upper, a), second: square(lower, b),
  });
}

const indices = (/** @type {import('./listings.js').Line[]} */ lines, /** @type {string[]} */ parts) => lines.flatMap((line, i) => (parts.includes(line.part) ? [i] : []));

/**
 * Which lines of `variant`'s code in `language` the last event (`null` at step 0) lights, and the one it
 * stands on: `{lit: [indices], current, failed, note}`, `failed` the set whose clause refused the square on a
 * rejection. `context`: `{variant, queens (the columns on the board), n, attack (a false solution's two queens),
 * messages (the reader's catalog, English when absent)}`.
 * @param {string} language
 * @param {StepEvent | null | undefined} event
 * @param {{variant?: string, queens?: ArrayLike<number>, n?: number, attack?: import('../../nqueens.js').Attack, messages?: Translator}} [context]
 * @returns {{lit: number[], current: number, failed: string | undefined, note: string}}
 */
export function highlightOf(language, event, { variant = 'correct', queens = [], n = 0, attack = undefined, messages = englishMessages() } = {}) {
  const { kind: family, lines } = listingOf(variant, language);
  const first = (/** @type {string} */ part) => lines.findIndex((line) => line.part === part);
  if (family === 'brute') {
    let parts = ['count'];
    let current = first('count');
    if (event?.event === 'permutation') {
      parts = ['count', 'pair', 'clash-test', event.clash ? 'clash' : 'safe'];
      current = first(event.clash ? 'clash-test' : 'safe');
    }
    return { lit: indices(lines, parts), current, failed: undefined, note: bruteNote(messages, language, event, n) };
  }
  const kind = /** @type {'reject' | 'place' | 'solution' | 'remove' | 'done' | 'start'} */ (
    /** @type {(string | undefined)[]} */ (['reject', 'place', 'solution', 'remove', 'done']).includes(event?.event) ? event?.event : 'start');
  const scan = family === 'scan';
  const PARTS = {
    start: ['start'],
    reject: scan ? ['test', 'scan-loop', 'scan-test', 'scan-true', 'continue'] : ['test', 'continue'],
    place: scan ? ['test', 'scan-loop', 'scan-false', 'place', 'call'] : ['place', 'call'],
    solution: ['append', 'return'],
    remove: ['remove'],
    done: ['start'],
  };
  const lit = indices(lines, PARTS[kind]);
  let current = first({ start: 'start', reject: 'test', place: 'place', solution: 'append', remove: 'remove', done: 'start' }[kind]);
  /** @type {string | undefined} */
  let failed;
  if (event?.event === 'reject' && event.conflict === 'blocked') {
    // A blocked square (js/experiment/constrain.js) is refused before the sets are asked; the article's code has no such test.
    current = scan ? first('test') : lines.findIndex((line) => line.test === 'column');
  } else if (event?.event === 'reject') {
    failed = event.conflict;
    current = scan ? first('scan-test') : lines.findIndex((line) => line.test === failed);
  }
  return { lit, current, failed, note: backtrackingNote(messages, language, variant, event, queens, n, attack) };
}

const range = (/** @type {number} */ k) => Array.from({ length: k }, (_, i) => i);

/**
 * The call stack after `event` (`null` at step 0, before the first call) with `queens` on the board:
 * `[{row, trying, tried, lifted}]`, bottom frame first. Every frame below the top waits in its recursive call,
 * at its queen's column; the top one is at the column it just tested or undid, or (just called, or a
 * solution) at none yet. `tried` are the columns it is past; `lifted` those of them, and the one it is at,
 * that held a queen since lifted (the rest were rejected), read off `liftedMap` (the state's `lifted`, n×n).
 * @param {ArrayLike<number>} queens @param {StepEvent | null | undefined} event @param {ArrayLike<number> | undefined} liftedMap
 * @param {number} n @returns {Frame[]}
 */
export function callStack(queens, event, liftedMap, n) {
  if (!event || event.event === 'done' || event.event === 'permutation') return [];
  const liftedIn = (/** @type {number} */ row, /** @type {number} */ upTo) => (liftedMap ? range(upTo).filter((col) => liftedMap[row * n + col] === 1) : []);
  /** @type {Frame[]} */
  const frames = Array.from(queens, (col, row) => ({ row, trying: col, tried: range(col), lifted: liftedIn(row, col) }));
  const row = queens.length;
  const atColumn = (event.event === 'reject' || event.event === 'remove') && event.row === row;
  frames.push(atColumn
    ? { row, trying: event.col, tried: range(event.col), lifted: liftedIn(row, event.col + 1) }
    : { row, trying: null, tried: [], lifted: [] });
  return frames;
}

/**
 * One frame in words: "place_queen_in(2) · row 3: a3 ✗ b3 ✗ c3 ✗ d3 ✓ (col = 3)"; `top` for the frame running,
 * `event` the last event (the frame it stands in says what it did).
 * @param {Frame} frame
 * @param {string} language
 * @param {number} n
 * @param {{top?: boolean, event?: StepEvent | null, messages?: Translator}} [options] messages the reader's catalog
 */
export function frameText(frame, language, n, { top = false, event, messages = englishMessages() } = {}) {
  const call = `${LANGUAGES[language].call}(${frame.row})`;
  if (frame.row === n) return messages.t('frame-filled', { call });
  if (frame.trying === null) return messages.t('frame-just-called', { call, row: frame.row + 1 });
  const lifted = frame.lifted ?? [];
  const passed = frame.tried.map((col) => `${square(frame.row, col)} ${lifted.includes(col) ? '↩' : '✗'}`);
  let mark = '✓';
  if (top && event?.event === 'reject') mark = '✗';
  if (top && event?.event === 'remove') mark = '↩';
  const squares = [...passed, `${square(frame.row, frame.trying)} ${mark}`].join(' ');
  return messages.t('frame-trying', { call, row: frame.row + 1, squares, col: String(frame.trying) });
}

export class CodePanel {
  /**
   * `lines` the list (one <li> per line), `stack` the call stack's list, `choice` the language select,
   * `messages` the reader's catalog.
   * @param {{lines: HTMLElement, stack: HTMLElement, choice: HTMLSelectElement, messages?: Translator}} parts
   */
  constructor({ lines, stack, choice, messages = englishMessages() }) {
    this.messages = messages;
    this.lines = lines;
    this.stack = stack;
    this.choice = choice;
    this.language = choice.value in LANGUAGES ? choice.value : 'python';
    this.variant = 'correct';
    /** @type {Shown | undefined} */
    this.last = undefined;
    /** @type {Shown | undefined} */
    this.lastStack = undefined;
    // The listing's lines, those lit and the one it stands on (build() makes them, first here).
    /** @type {HTMLLIElement[]} */
    this.items;
    /** @type {number[]} */
    this.lit;
    /** @type {number | undefined} */
    this.current;
    this.build();
    choice.addEventListener('change', () => {
      this.language = choice.value in LANGUAGES ? choice.value : 'python';
      this.build();
      if (this.last) this.show(...this.last);
      if (this.lastStack) this.showStack(...this.lastStack);
    });
    // The line it stands on stays in sight when the box changes size (a new layout, a tab shown again).
    if (typeof ResizeObserver === 'function') new ResizeObserver(() => this.reveal()).observe(lines);
  }

  build() {
    const { lines } = listingOf(this.variant, this.language);
    this.items = lines.map((line) => {
      const item = document.createElement('li');
      item.className = line.bug ? 'code-line code-bug' : 'code-line';
      item.dataset.part = line.part;
      if (line.test) item.dataset.test = line.test;
      // The indentation apart from the code, so that a long line wraps under its own start on a narrow screen.
      const indent = document.createElement('span');
      indent.className = 'code-indent';
      indent.textContent = line.text.slice(0, line.text.length - line.text.trimStart().length);
      indent.style.setProperty('--indent', String(indent.textContent.length));
      const body = document.createElement('span');
      body.className = 'code-body';
      const code = document.createElement('code');
      code.textContent = line.text.trimStart();
      body.append(code);
      if (line.bug) {
        const bug = document.createElement('span');
        bug.className = 'code-bug-note';
        bug.textContent = this.messages.t(`code-bug-${line.bug}`);
        body.append(bug);
      }
      item.append(indent, body);
      return item;
    });
    this.lines.replaceChildren(...this.items);
    this.lines.setAttribute('aria-label', this.messages.t('code-listing-label', { variant: this.variant, language: LANGUAGES[this.language].name }));
    this.lines.dataset.variant = this.variant;
    this.lit = [];
    this.current = undefined;
  }

  /**
   * `state` (the search's `state()`, optional) tells the variant and which squares were placed and lifted;
   * `fast` when the search runs faster than a person reads (the line is brought into sight a frame later).
   * @param {ArrayLike<number>} queens @param {StepEvent | null | undefined} event @param {number} n @param {SearchState | undefined} state
   * @param {boolean} [fast]
   */
  show(queens, event, n, state, fast = false) {
    this.last = [queens, event, n, state];
    const variant = state?.variant ?? 'correct';
    if (variant !== this.variant) {
      this.variant = variant;
      this.build();
    }
    const { lit, current, failed, note } = highlightOf(this.language, event, { variant, queens, n, attack: state?.falseSolution, messages: this.messages });
    for (const i of this.lit) this.items[i].classList.remove('lit');
    if (this.current !== undefined) {
      const old = this.items[this.current];
      old.removeAttribute('aria-current');
      delete old.dataset.failed;
      old.querySelector('.code-note')?.remove();
    }
    for (const i of lit) this.items[i].classList.add('lit');
    const item = this.items[current];
    item.setAttribute('aria-current', 'step');
    if (failed) item.dataset.failed = failed;
    const marker = document.createElement('span');
    marker.className = 'code-note';
    marker.textContent = note;
    /** @type {HTMLElement} */ (item.querySelector('.code-body')).append(marker);
    this.lit = lit;
    this.current = current;
    if (fast) this.inSightSoon();
    else this.reveal();
  }

  /**
   * In a fast run, the line and the stack's top are brought into sight at the start of the next frame, when
   * the layout the last frame drew is still valid: measuring now, after the changes just made, would lay the
   * page out a second time in this frame (about 3 ms at every redraw, which the frame budget takes from the
   * search).
   */
  inSightSoon() {
    if (this.inSightDue) return;
    this.inSightDue = true;
    requestAnimationFrame(() => {
      this.inSightDue = false;
      this.reveal();
      this.stackTopInSight();
    });
  }

  /**
   * Scrolls the listing's own box (never the page) so that the line it stands on, with the line before and
   * the line after, is in sight; the box scrolls only when the studio bounds its height.
   */
  reveal() {
    // No line stands current before the first show: nothing to reveal.
    const current = /** @type {number} */ (this.current);
    const item = this.items?.[current];
    const box = this.lines;
    if (!item || box.clientHeight === 0 || box.scrollHeight <= box.clientHeight) return;
    // Where a line lies in the list's scrolled content, in fractional CSS px (offsetTop rounds).
    const frame = box.getBoundingClientRect();
    const origin = frame.top + box.clientTop - box.scrollTop;
    const span = (/** @type {Element} */ line) => {
      const r = line.getBoundingClientRect();
      return [r.top - origin, r.bottom - origin];
    };
    const [ownTop, ownBottom] = span(item);
    const top = span(this.items[current - 1] ?? item)[0];
    const bottom = span(this.items[current + 1] ?? item)[1];
    const view = box.clientHeight;
    let scroll = box.scrollTop;
    // The line with the line before and after it; when they do not all fit, the line and what fits before it
    // (the line before whole when it fits, the line's end at the box's bottom otherwise).
    if (bottom - top > view) scroll = Math.max(0, top, ownBottom - view);
    else if (top < scroll) scroll = top;
    else if (bottom > scroll + view) scroll = bottom - view;
    if (ownTop < scroll) scroll = ownTop;
    // Whole pixels, kept where the line's end and its start are both in sight when the line fits.
    let whole = Math.round(scroll);
    if (Math.ceil(ownBottom - view) <= Math.floor(ownTop)) whole = Math.min(Math.max(whole, Math.ceil(ownBottom - view)), Math.floor(ownTop));
    if (whole !== box.scrollTop) box.scrollTop = whole;
  }

  /**
   * The call stack after `event` with `queens` on the board (`state` tells the variant and the lifted squares;
   * `fast` as for show()).
   * @param {ArrayLike<number>} queens @param {StepEvent | null | undefined} event @param {number} n @param {SearchState | undefined} state
   * @param {boolean} [fast]
   */
  showStack(queens, event, n, state, fast = false) {
    this.lastStack = [queens, event, n, state];
    const call = LANGUAGES[this.language].call;
    if (state?.variant === 'brute-force') {
      const li = document.createElement('li');
      li.className = 'frame-none frame-absent';
      li.textContent = this.messages.t('stack-brute');
      this.stack.replaceChildren(li);
      return;
    }
    const all = callStack(queens, event, state?.lifted, n);
    const legend = this.messages.t('frame-legend');
    const frames = all.map((frame, i) => {
      const top = i === all.length - 1;
      const li = document.createElement('li');
      li.className = top ? 'frame top' : 'frame';
      li.dataset.row = String(frame.row);
      li.dataset.trying = frame.trying === null ? '' : String(frame.trying);
      li.dataset.tried = frame.tried.join(',');
      li.dataset.lifted = frame.lifted.join(',');
      li.title = legend;
      li.textContent = frameText(frame, this.language, n, { top, event, messages: this.messages });
      return li;
    });
    if (frames.length === 0) {
      const li = document.createElement('li');
      li.className = 'frame-none';
      li.textContent = this.messages.t(event ? 'stack-empty-returned' : 'stack-empty-start', { call: `${call}(0)` });
      frames.push(li);
    }
    this.stack.replaceChildren(...frames);
    if (fast) this.inSightSoon();
    else this.stackTopInSight();
  }

  /** Where the stack's box scrolls (a phone), the top frame, last, stays in sight. */
  stackTopInSight() {
    const box = this.stack.parentElement;
    if (box && box.scrollHeight > box.clientHeight) box.scrollTop = box.scrollHeight - box.clientHeight;
  }
}
