// The main page's solutions gallery: every solution recorded (js/search/solutions.js) as a small board under
// the main one, drawn in idle time (see `scheduleDrawing`); choosing one seeks the search to the step that
// found it. A solution ahead of the current step (the search stepped back past it) is shown dimmed until the
// search reaches it again. Only the page's modules import this file.

import { drawQueen } from '../board/board.js';
import { square } from '../shared/squares.js';
import { SolutionList, LIMIT } from '../search/solutions.js';
import { cssColors } from '../shared/theme.js';
import { group } from '../shared/format.js';

/** Scrolls the main board into view (the list lies far below it), gently unless motion is to be reduced. */
function revealBoard() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  document.getElementById('board-wrap')?.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
}

/** @typedef {import('../search/solutions.js').Solution} Solution */
/** @typedef {{light: string, dark: string, queen: string}} BoardColors */

export class SolutionGallery extends SolutionList {
  /**
   * `list`, `count`, `more`: the list and its words; `onChoose(entry)` for a board chosen; `messages` the catalog.
   * @param {{list: HTMLElement, count: HTMLElement, more: HTMLElement, onChoose: (entry: Solution) => void,
   *   messages: import('../i18n/i18n.js').Translator}} parts
   */
  constructor({ list, count, more, onChoose, messages }) {
    super();
    this.messages = messages;
    this.listEl = list;
    this.countEl = count;
    this.moreEl = more;
    this.onChoose = onChoose;
    /** @type {HTMLElement | null | undefined} the words on solutions ahead of the step, looked up once */
    this.aheadEl = undefined;
    this.clear(0);
    list.addEventListener('click', (e) => {
      const button = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest('button[data-number]'));
      if (!button) return;
      this.onChoose(/** @type {Solution[]} */ (this.recorded)[Number(button.dataset.number) - 1]);
      revealBoard();
    });
  }

  /** @param {number} n */
  clear(n) {
    super.clear(n);
    /** @type {HTMLLIElement[]} the mini boards drawn, in order */
    this.items = [];
    this.current = 0;
    /** @type {number} the solutions found when last shown (-1: none shown yet) */
    this.shownCount = -1;
    /** @type {number} the solution marked current (0: none) */
    this.currentAt = 0;
    if (!this.listEl) return;
    this.listEl.textContent = '';
    this.render(0, 0);
  }

  /** @param {number} number @param {number} step @param {ArrayLike<number>} columns */
  record(number, step, columns) {
    const added = super.record(number, step, columns);
    if (added) this.scheduleDrawing();
    return added;
  }

  /**
   * Mini boards are drawn when the page is idle, not in the animation frame that found them: a fast run
   * can find hundreds of solutions in one frame, and a new canvas costs up to a few milliseconds.
   */
  scheduleDrawing() {
    if (this.drawingScheduled) return;
    this.drawingScheduled = true;
    const run = (/** @type {IdleDeadline} */ deadline) => {
      this.drawingScheduled = false;
      this.drawPending(deadline);
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 500 });
    else setTimeout(() => run({ timeRemaining: () => 4, didTimeout: false }), 30);
  }

  /** Draws the pending mini boards while the idle period lasts (at least one), then asks for another. @param {IdleDeadline} deadline */
  drawPending(deadline) {
    const items = /** @type {HTMLLIElement[]} */ (this.items);
    const recorded = /** @type {Solution[]} */ (this.recorded);
    if (items.length >= recorded.length) return;
    this.colors ??= this.readColors();
    const fragment = document.createDocumentFragment();
    do {
      items.push(this.makeItem(recorded[items.length], fragment));
    } while (items.length < recorded.length && deadline.timeRemaining() > 2);
    this.listEl.append(fragment);
    if (items.length < recorded.length) this.scheduleDrawing();
  }

  /** @param {Solution} solution @param {DocumentFragment} parent */
  makeItem({ number, columns }, parent) {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.number = String(number);
    const squares = columns.map((col, row) => square(row, col)).join(', ');
    button.setAttribute('aria-label', this.messages.t('solution-button', { number, squares }));
    button.title = squares;
    const canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    const caption = document.createElement('span');
    caption.textContent = `#${number}`;
    button.append(canvas, caption);
    li.append(button);
    li.classList.toggle('ahead', /** @type {number} */ (this.shownCount) >= 0 && number > /** @type {number} */ (this.shownCount));
    li.classList.toggle('current', number === this.currentAt);
    parent.append(li);
    this.paint(canvas, columns);
    return li;
  }

  /**
   * The board colours, read from the page's style once (reading styles per board forces a style recalculation each time).
   * @returns {BoardColors}
   */
  readColors() {
    const c = cssColors(/** @type {HTMLElement} */ (document.getElementById('board')), ['sq-light', 'sq-dark', 'queen'], '');
    return { light: c['sq-light'], dark: c['sq-dark'], queen: c.queen };
  }

  /** @param {HTMLCanvasElement} canvas @param {number[]} columns */
  paint(canvas, columns) {
    const n = columns.length;
    const dpr = window.devicePixelRatio || 1;
    const s = Math.max(2, Math.floor((64 * dpr) / Math.max(n, 1)));
    canvas.width = canvas.height = s * n;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    const { light, dark, queen } = /** @type {BoardColors} */ (this.colors); // read before the first board is drawn
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) {
        ctx.fillStyle = (row + col) % 2 === 0 ? light : dark;
        ctx.fillRect(col * s, row * s, s, s);
      }
      if (s >= 6) drawQueen(ctx, columns[row] * s, row * s, s, queen, null);
      else {
        ctx.fillStyle = queen;
        ctx.fillRect(columns[row] * s, row * s, s, s);
      }
    }
  }

  /** Repaints every mini board drawn so far (after a colour-scheme change). */
  repaint() {
    this.colors = this.readColors();
    /** @type {HTMLLIElement[]} */ (this.items).forEach((item, i) => this.paint(/** @type {HTMLCanvasElement} */ (item.querySelector('canvas')), /** @type {Solution[]} */ (this.recorded)[i].columns));
  }

  /**
   * Shows the state for `found` solutions so far (the search's counter) and marks solution `at` (0 if
   * the board shows none) as the current one.
   * @param {number} found @param {number} at
   */
  render(found, at) {
    if (found !== this.shownCount) {
      this.countEl.textContent = group(found, this.messages.lang);
      for (let i = 0; i < /** @type {HTMLLIElement[]} */ (this.items).length; i++) {
        /** @type {HTMLLIElement[]} */ (this.items)[i].classList.toggle('ahead', i + 1 > found);
      }
      const ahead = /** @type {Solution[]} */ (this.recorded).length - Math.min(found, /** @type {Solution[]} */ (this.recorded).length);
      this.aheadEl ??= document.getElementById('solutions-ahead');
      if (this.aheadEl) {
        this.aheadEl.hidden = ahead === 0;
        this.aheadEl.textContent = ahead === 0 ? '' : this.messages.t('solutions-ahead', { ahead });
      }
      const rest = found - Math.min(found, /** @type {Solution[]} */ (this.recorded).length);
      this.moreEl.hidden = rest <= 0;
      if (rest > 0) this.moreEl.textContent = this.messages.t('solutions-more', { rest, limit: LIMIT });
      this.shownCount = found;
    }
    if (at !== this.currentAt) {
      /** @type {HTMLLIElement[]} */ (this.items)[/** @type {number} */ (this.currentAt) - 1]?.classList.remove('current');
      /** @type {HTMLLIElement[]} */ (this.items)[at - 1]?.classList.add('current');
      this.currentAt = at;
    }
  }
}
