// The "Constrain" mode: blocked squares (no queen may stand there) and required squares (a queen must) chosen
// on the board. With the mode on, a click on a square (or, with the board focused, the arrow keys to move and
// Enter or Space) cycles it free → blocked → required → free; the search then starts again with those
// squares (the core checks them: a refusal is shown in words and the square goes back to free). The squares
// are drawn on the board (`drawMarks`) and kept in the address (js/experiment/address.js).

import { pair, square } from '../shared/squares.js';
import { cssColors, onColorSchemeChange } from '../shared/theme.js';

const COLOR_NAMES = ['blocked', 'blocked-mark', 'required', 'focus'];

/** @typedef {import('./address.js').SquarePair} SquarePair */
/**
 * What the mode is connected to (`connect`): the page's board, its size, and the search made again.
 * @typedef {{board: import('../board/board.js').Board, size: () => number, change: () => string | undefined, redraw: () => void}} Wiring
 */

export class ConstrainMode {
  /**
   * `el`: {toggle, status, error, clear} elements; `canvas` the board; `block`, `require` the first squares;
   * `messages` the reader's catalog.
   * @param {{el: {toggle: HTMLInputElement, status: HTMLElement, error: HTMLElement, clear: HTMLButtonElement},
   *   canvas: HTMLCanvasElement, block: SquarePair[], require: SquarePair[], messages: import('../i18n/i18n.js').Translator}} options
   */
  constructor({ el, canvas, block, require, messages }) {
    this.el = el;
    this.messages = messages;
    this.canvas = canvas;
    this.block = block;
    this.require = require;
    this.on = false;
    this.cursor = { row: 0, col: 0 };
    this.colors = cssColors(canvas, COLOR_NAMES);
    onColorSchemeChange(() => {
      this.colors = cssColors(canvas, COLOR_NAMES);
    });
  }

  /**
   * Wires the controls: `board` the page's Board (for its geometry), `size()` the board size, `change()` makes
   * the search again with the squares now listed (returning the core's message if it refuses them, and then
   * changing nothing), `redraw()` draws the board again.
   * The mode's other methods run once connected (the controls and the test hooks reach them through it).
   * @param {Wiring} page
   */
  connect({ board, size, change, redraw }) {
    this.board = board;
    this.size = size;
    this.change = change;
    this.redraw = redraw;
    this.el.toggle.addEventListener('change', () => this.setOn(this.el.toggle.checked));
    this.el.clear.addEventListener('click', () => this.clearAll());
    this.canvas.addEventListener('click', (ev) => this.click(ev));
    this.canvas.addEventListener('keydown', (ev) => this.key(ev));
    this.canvas.addEventListener('focus', () => this.focused(true));
    this.canvas.addEventListener('blur', () => this.focused(false));
    this.showClear();
  }

  /** @param {boolean} on */
  setOn(on) {
    this.on = on;
    this.el.toggle.checked = on;
    if (on) {
      this.canvas.tabIndex = 0;
      this.canvas.setAttribute('role', 'application');
      this.canvas.setAttribute('aria-roledescription', this.messages.t('board-area'));
      this.canvas.setAttribute('aria-describedby', 'constrain-hint');
    } else {
      this.canvas.removeAttribute('tabindex');
      this.canvas.setAttribute('role', 'img');
      this.canvas.removeAttribute('aria-roledescription');
      this.canvas.removeAttribute('aria-describedby');
      this.el.status.textContent = '';
    }
    /** @type {Wiring['redraw']} */ (this.redraw)();
  }

  /** What (row, col) is now: 'free', 'blocked' or 'required'. @param {number} row @param {number} col */
  stateOf(row, col) {
    const has = (/** @type {SquarePair[]} */ list) => list.some(([r, c]) => r === row && c === col);
    if (has(this.block)) return 'blocked';
    if (has(this.require)) return 'required';
    return 'free';
  }

  /** Cycles (row, col): free → blocked → required → free; returns the state it ends in. @param {number} row @param {number} col */
  cycle(row, col) {
    const now = this.stateOf(row, col);
    const without = (/** @type {SquarePair[]} */ list) => list.filter(([r, c]) => r !== row || c !== col);
    const [block, require] = [without(this.block), without(this.require)];
    [this.block, this.require] = [block, require];
    if (now === 'free') this.block = [...block, /** @type {SquarePair} */ ([row, col])];
    if (now === 'blocked') this.require = [...require, /** @type {SquarePair} */ ([row, col])];
    const problem = /** @type {Wiring['change']} */ (this.change)();
    if (problem === undefined) this.showError(undefined);
    else {
      // A square that cannot be required goes on to free, so that clicking again starts the cycle over.
      [this.block, this.require] = [block, require];
      /** @type {Wiring['change']} */ (this.change)();
      this.showError(this.messages.t('constrain-refused-freed', { problem, square: square(row, col), pair: pair(row, col) }));
    }
    this.showClear();
    const end = this.stateOf(row, col);
    this.el.status.textContent = this.messages.t('constrain-now', { square: square(row, col), pair: pair(row, col), state: end });
    return end;
  }

  /**
   * The squares were refused (a new size, or the address): they are dropped and `problem` (the core's refusal, worded) shown.
   * @param {string | undefined} problem
   */
  dropAll(problem) {
    this.block = [];
    this.require = [];
    this.showError(problem && this.messages.t('constrain-refused-cleared', { problem }));
    this.showClear();
  }

  clearAll() {
    this.block = [];
    this.require = [];
    /** @type {Wiring['change']} */ (this.change)();
    this.showError(undefined);
    this.showClear();
    this.el.status.textContent = this.messages.t('constrain-all-free');
  }

  showClear() {
    this.el.clear.disabled = this.block.length === 0 && this.require.length === 0;
  }

  /** @param {string | undefined} message */
  showError(message) {
    this.el.error.textContent = message ?? '';
    this.el.error.hidden = !message;
  }

  /** The square under a pointer event, or undefined off the board. @param {MouseEvent} ev */
  squareAt(ev) {
    return /** @type {Wiring['board']} */ (this.board).squareAt(ev.clientX, ev.clientY, /** @type {Wiring['size']} */ (this.size)());
  }

  /** @param {MouseEvent} ev */
  click(ev) {
    if (!this.on) return;
    const at = this.squareAt(ev);
    if (!at) return;
    this.cursor = at;
    this.cycle(at.row, at.col);
  }

  /** @param {KeyboardEvent} ev */
  key(ev) {
    if (!this.on || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const n = /** @type {Wiring['size']} */ (this.size)();
    const move = /** @type {Record<string, [number, number]>} */ ({ ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] })[ev.key];
    const at = this.cursor;
    if (move) {
      this.cursor = {
        row: Math.max(0, Math.min(n - 1, at.row + move[0])),
        col: Math.max(0, Math.min(n - 1, at.col + move[1])),
      };
      this.announce();
    } else if (ev.key === 'Enter' || ev.key === ' ') {
      this.cycle(Math.min(at.row, n - 1), Math.min(at.col, n - 1));
    } else return;
    ev.preventDefault();
    /** @type {Wiring['redraw']} */ (this.redraw)();
  }

  /** @param {boolean} on */
  focused(on) {
    this.hasFocus = on;
    if (on && this.on) this.announce();
    /** @type {Wiring['redraw']} */ (this.redraw)();
  }

  announce() {
    const { row, col } = this.cursor;
    this.el.status.textContent = this.messages.t('constrain-cursor', { square: square(row, col), pair: pair(row, col), state: this.stateOf(row, col) });
  }

  /**
   * Draws the blocked and required squares (and, while the board has the focus, the cursor) on the board.
   * @param {CanvasRenderingContext2D} ctx @param {import('./variant-select.js').MarksGeometry} geometry
   */
  drawMarks(ctx, { n, s, x0, y0 }) {
    const c = this.colors;
    for (const [row, col] of this.block) {
      if (row >= n || col >= n) continue;
      const [x, y] = [x0 + col * s, y0 + row * s];
      ctx.fillStyle = c.blocked;
      ctx.fillRect(x, y, s, s);
      const r = s * 0.3;
      ctx.beginPath();
      ctx.moveTo(x + s / 2 - r, y + s / 2 - r);
      ctx.lineTo(x + s / 2 + r, y + s / 2 + r);
      ctx.moveTo(x + s / 2 + r, y + s / 2 - r);
      ctx.lineTo(x + s / 2 - r, y + s / 2 + r);
      ctx.lineWidth = Math.max(2, s * 0.08);
      ctx.lineCap = 'butt';
      ctx.strokeStyle = c['blocked-mark'];
      ctx.stroke();
    }
    for (const [row, col] of this.require) {
      if (row >= n || col >= n) continue;
      // Four corner brackets: the queen drawn in the square leaves them visible.
      const [x, y] = [x0 + col * s, y0 + row * s];
      const w = Math.max(2, Math.round(s * 0.1));
      const arm = s * 0.32;
      ctx.fillStyle = c.required;
      for (const [cx, cy, dx, dy] of [[x, y, 1, 1], [x + s, y, -1, 1], [x, y + s, 1, -1], [x + s, y + s, -1, -1]]) {
        ctx.fillRect(dx > 0 ? cx : cx - arm, dy > 0 ? cy : cy - w, arm, w);
        ctx.fillRect(dx > 0 ? cx : cx - w, dy > 0 ? cy : cy - arm, w, arm);
      }
    }
    if (this.on && this.hasFocus) {
      const { row, col } = this.cursor;
      if (row < n && col < n) {
        ctx.setLineDash([Math.max(3, s * 0.12), Math.max(2, s * 0.08)]);
        ctx.lineWidth = Math.max(2, s * 0.06);
        ctx.strokeStyle = c.focus;
        ctx.strokeRect(x0 + col * s + s * 0.14, y0 + row * s + s * 0.14, s * 0.72, s * 0.72);
        ctx.setLineDash([]);
      }
    }
  }
}
