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

export class SolutionGallery extends SolutionList {
  /** `list`, `count`, `more`: the list and its words; `onChoose(entry)` for a board chosen; `messages` the catalog. */
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
      const button = e.target.closest('button[data-number]');
      if (!button) return;
      this.onChoose(this.recorded[Number(button.dataset.number) - 1]);
      revealBoard();
    });
  }

  clear(n) {
    super.clear(n);
    this.items = [];
    this.current = 0;
    this.shownCount = -1;
    this.currentAt = 0;
    if (!this.listEl) return;
    this.listEl.textContent = '';
    this.render(0, 0);
  }

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
    const run = (deadline) => {
      this.drawingScheduled = false;
      this.drawPending(deadline);
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 500 });
    else setTimeout(() => run({ timeRemaining: () => 4, didTimeout: false }), 30);
  }

  /** Draws the pending mini boards while the idle period lasts (at least one), then asks for another. */
  drawPending(deadline) {
    if (this.items.length >= this.recorded.length) return;
    this.colors ??= this.readColors();
    const fragment = document.createDocumentFragment();
    do {
      this.items.push(this.makeItem(this.recorded[this.items.length], fragment));
    } while (this.items.length < this.recorded.length && deadline.timeRemaining() > 2);
    this.listEl.append(fragment);
    if (this.items.length < this.recorded.length) this.scheduleDrawing();
  }

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
    li.classList.toggle('ahead', this.shownCount >= 0 && number > this.shownCount);
    li.classList.toggle('current', number === this.currentAt);
    parent.append(li);
    this.paint(canvas, columns);
    return li;
  }

  /** The board colours, read from the page's style once (reading styles per board forces a style recalculation each time). */
  readColors() {
    const c = cssColors(document.getElementById('board'), ['sq-light', 'sq-dark', 'queen'], '');
    return { light: c['sq-light'], dark: c['sq-dark'], queen: c.queen };
  }

  paint(canvas, columns) {
    const n = columns.length;
    const dpr = window.devicePixelRatio || 1;
    const s = Math.max(2, Math.floor((64 * dpr) / Math.max(n, 1)));
    canvas.width = canvas.height = s * n;
    const ctx = canvas.getContext('2d');
    const { light, dark, queen } = this.colors;
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
    this.items.forEach((item, i) => this.paint(item.querySelector('canvas'), this.recorded[i].columns));
  }

  /**
   * Shows the state for `found` solutions so far (the search's counter) and marks solution `at` (0 if
   * the board shows none) as the current one.
   */
  render(found, at) {
    if (found !== this.shownCount) {
      this.countEl.textContent = group(found);
      for (let i = 0; i < this.items.length; i++) {
        this.items[i].classList.toggle('ahead', i + 1 > found);
      }
      const ahead = this.recorded.length - Math.min(found, this.recorded.length);
      this.aheadEl ??= document.getElementById('solutions-ahead');
      if (this.aheadEl) {
        this.aheadEl.hidden = ahead === 0;
        this.aheadEl.textContent = ahead === 0 ? '' : this.messages.t('solutions-ahead', { ahead });
      }
      const rest = found - Math.min(found, this.recorded.length);
      this.moreEl.hidden = rest <= 0;
      if (rest > 0) this.moreEl.textContent = this.messages.t('solutions-more', { rest, limit: LIMIT });
      this.shownCount = found;
    }
    if (at !== this.currentAt) {
      this.items[this.currentAt - 1]?.classList.remove('current');
      this.items[at - 1]?.classList.add('current');
      this.currentAt = at;
    }
  }
}
