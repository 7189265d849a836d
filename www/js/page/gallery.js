// The main page's solutions gallery: every solution recorded (js/search/solutions.js) as a small board under
// the main one, drawn in idle time (see `scheduleDrawing`); choosing one seeks the search to the step that
// found it. A solution ahead of the current step (the search stepped back past it) is shown dimmed until the
// search reaches it again. Each small board is the core's thumbnail scene (thumbnailScene, from the sections'
// module, which the page loads after its first board), painted by the board's painter. Only the page's
// modules import this file.

import { paint, header } from '../board/painter.js';
import { loadedInks, loadModule } from '../shared/bindings.js';
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
    /** @type {import('../shared/bindings.js').SectionsGlue['thumbnailScene'] | undefined} a small board's scene, once its module is loaded */
    this.thumbnailScene = undefined;
    /** @type {string[]} the CSS colour of each of the scene's inks, in the core's order, read before the first small board */
    this.inks = [];
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

  /**
   * Draws the pending mini boards while the idle period lasts (at least one), then asks for another; first
   * loads the module that describes them.
   * @param {IdleDeadline} deadline
   */
  drawPending(deadline) {
    const items = /** @type {HTMLLIElement[]} */ (this.items);
    const recorded = /** @type {Solution[]} */ (this.recorded);
    if (items.length >= recorded.length) return;
    if (!this.thumbnailScene) {
      loadModule('sections').then(({ glue }) => {
        this.thumbnailScene = glue.thumbnailScene;
        this.scheduleDrawing();
      });
      return;
    }
    if (!this.inks.length) this.inks = this.readColors();
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

  /** The scene's inks' colours, read from the page's style once (reading styles per board forces a style recalculation each time). */
  readColors() {
    const names = loadedInks() ?? [];
    const colors = cssColors(/** @type {HTMLElement} */ (document.getElementById('board')), names, '');
    return names.map((name) => colors[name]);
  }

  /** @param {HTMLCanvasElement} canvas @param {number[]} columns */
  paint(canvas, columns) {
    if (!this.thumbnailScene) return; // drawn once the module is loaded (drawPending)
    const list = this.thumbnailScene(Uint32Array.from(columns), window.devicePixelRatio || 1);
    canvas.width = canvas.height = header(list).W;
    paint(/** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d')), list, this.inks);
  }

  /** Repaints every mini board drawn so far (after a colour-scheme change). */
  repaint() {
    if (!this.thumbnailScene) return;
    this.inks = this.readColors();
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
