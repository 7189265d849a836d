// The board on a canvas: the core's scene of the search at its step (src/picture/scene.rs: squares,
// coordinates, queens, attacked squares, the marks, the animation at a time), painted from its display list
// (painter.js) in device pixels, so that the board is crisp at any devicePixelRatio. What is drawn is the
// core's; here are the canvas's size and colours and when a solution may flash.
//
// Whether the diagonal numbers fit is announced with a "labels-fit" event on the canvas (detail:
// { asked, shown }), so that the page can say why they are missing (js/search/controls.js listens).

import { cssColors, onColorSchemeChange } from '../shared/theme.js';
import { fitSquareCanvas, redrawOnResize } from '../shared/canvas-fit.js';
import { loadedInks } from '../shared/bindings.js';
import { header, paint } from './painter.js';

/**
 * At most one solution flash starts in this time, whatever the speed: at most two flashes in any second,
 * below the three a second that WCAG 2.3.1 allows.
 */
export const MIN_FLASH_GAP_MS = 600;
/** How many flash start times are kept for the test hook. */
const FLASH_HISTORY = 200;

/**
 * What render() paints: see there.
 * @typedef {{search: import('../../nqueens.js').Search, queens: ArrayLike<number>, event: import('../../nqueens.js').StepEvent | null,
 *   atSolution: boolean, falseSolution?: import('../../nqueens.js').Attack, labels: boolean, ghostAt?: number, flashAt?: number,
 *   focus?: {row: number, col: number}}} View
 */

/**
 * Decides which solution highlights are drawn. Two things light up gold at a solution: the fading flash
 * over the whole board (asked for by the page) and the gilded squares under the queens (while the board
 * shows a solution). Either one starting is a flash; one closer than MIN_FLASH_GAP_MS to the last is
 * dropped (a flash under way goes on fading), except that a board that stays on its solution gets its
 * gilded squares once the gap has passed. Remembers the start times it let through.
 */
export class FlashLimiter {
  constructor(minGapMs = MIN_FLASH_GAP_MS) {
    this.minGapMs = minGapMs;
    /** @type {number | undefined} the start of the flash asked for last */
    this.requested = undefined;
    /** @type {number | undefined} the start of the flash drawn */
    this.shown = undefined;
    /** @type {string | undefined} the solution whose squares are gilded */
    this.gildedKey = undefined;
    this.lastStart = -Infinity;
    /** @type {number[]} */
    this.starts = [];
  }

  /**
   * For a drawing at `now`: `flashAt` the start of the flash asked for (`undefined`: none), `solution` a
   * key naming the solution the board shows (`undefined`: none). Returns `{ flashAt, gilded, waiting }`:
   * the start of the flash to draw (`undefined`: none), whether to gild the queens' squares, and whether
   * the gilding waits for the gap to pass (draw again later).
   * @param {number | undefined} flashAt @param {string | undefined} solution @param {number} now
   */
  update(flashAt, solution, now) {
    const newFlash = flashAt !== undefined && flashAt !== this.requested;
    this.requested = flashAt;
    if (flashAt === undefined) this.shown = undefined;
    if (solution === undefined) this.gildedKey = undefined;
    const wantsGilding = solution !== undefined && solution !== this.gildedKey;
    if (newFlash || wantsGilding) {
      const start = newFlash ? flashAt : now;
      if (start - this.lastStart >= this.minGapMs) {
        this.lastStart = start;
        this.starts.push(start);
        if (this.starts.length > FLASH_HISTORY) this.starts.shift();
        if (newFlash) this.shown = flashAt;
        if (wantsGilding) this.gildedKey = solution;
      }
    }
    const gilded = solution !== undefined && solution === this.gildedKey;
    return { flashAt: this.shown, gilded, waiting: solution !== undefined && !gilded };
  }
}

export class Board {
  /**
   * `signal` (optional): once it aborts, the board no longer follows the window's size and colour scheme.
   * @param {HTMLCanvasElement} canvas @param {HTMLElement} wrap @param {AbortSignal} [signal]
   */
  constructor(canvas, wrap, signal) {
    this.canvas = canvas;
    this.wrap = wrap;
    this.ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    /** @type {string[]} the CSS colour of each of the scene's inks, in the core's order */
    this.inks = [];
    /** @type {View | null} */
    this.view = null;
    /** @type {Float32Array | undefined} the display list painted last */
    this.list = undefined;
    this.flashes = new FlashLimiter();
    this.labelsState = { asked: false, shown: false };
    this.readColors();
    this.resize();
    const redraw = () => {
      this.resize();
      if (this.view) this.render(this.view, performance.now());
    };
    redrawOnResize(wrap, redraw, signal);
    onColorSchemeChange(() => {
      this.readColors();
      redraw();
    }, signal, canvas.getRootNode());
  }

  /** Re-reads the inks' colours from the CSS custom properties (they follow the colour scheme). */
  readColors() {
    const names = loadedInks();
    if (!names) return;
    const colors = cssColors(this.canvas, names);
    this.inks = names.map((name) => colors[name]);
  }

  /**
   * Tells the page (a "labels-fit" event on the canvas) when the diagonal numbers start or stop fitting.
   * @param {boolean} asked @param {boolean} shown
   */
  reportLabels(asked, shown) {
    if (this.labelsState.asked === asked && this.labelsState.shown === shown) return;
    this.labelsState = { asked, shown };
    this.canvas.dispatchEvent(new CustomEvent('labels-fit', { detail: { asked, shown } }));
  }

  /**
   * Start times (performance.now() ms) of the solution highlights drawn (flash or gilded squares), oldest
   * first (the last few hundred).
   */
  flashTimes() {
    return [...this.flashes.starts];
  }

  /** Matches the canvas's backing store to its CSS size times the pixel ratio. */
  resize() {
    this.dpr = fitSquareCanvas(this.canvas, Math.max(100, Math.floor(this.wrap.clientWidth || 320))).dpr;
  }

  /**
   * Square size, board origin and side of the n x n board painted last, in device pixels (the core's
   * layout, read from the display list's header); undefined before the first painting.
   * @param {number} n
   */
  geometry(n) {
    if (!this.list) return undefined;
    const { W, s, x0, y0 } = header(this.list);
    return { W, s, B: s * n, x0, y0 };
  }

  /**
   * The square under the client point (`clientX`, `clientY`) on the n×n board, `{row, col}`, or undefined off the squares.
   * @param {number} clientX @param {number} clientY @param {number} n
   */
  squareAt(clientX, clientY, n) {
    const geometry = this.geometry(n);
    if (!geometry) return undefined;
    const rect = this.canvas.getBoundingClientRect();
    const scale = this.canvas.width / rect.width;
    const { s, x0, y0 } = geometry;
    const col = Math.floor(((clientX - rect.left) * scale - x0) / s);
    const row = Math.floor(((clientY - rect.top) * scale - y0) / s);
    return row >= 0 && row < n && col >= 0 && col < n ? { row, col } : undefined;
  }

  /**
   * Paints the core's scene of `view.search` (a wasm Search) now: `view` = { search, queens, event (last
   * event or null), atSolution, falseSolution (the state's), labels (the diagonal numbers asked for),
   * ghostAt, flashAt (when a queen was lifted, a flash asked for: performance.now() ms), focus ({row, col}
   * the keyboard is on while constraining, or undefined) } at time `now`. What the board shows is the
   * core's (src/picture/scene.rs); here only which solution highlights may flash (FlashLimiter).
   * Returns true while an animation is still running (draw again next frame).
   * @param {View} view @param {number} now
   */
  render(view, now) {
    this.view = view;
    const { search, queens, event, falseSolution } = view;
    const solved = !falseSolution && (view.atSolution || event?.event === 'solution');
    const highlight = this.flashes.update(falseSolution ? undefined : view.flashAt, solved ? Array.from(queens).join(',') : undefined, now);
    if (this.inks.length === 0) this.readColors();
    const since = (/** @type {number | undefined} */ at) => (at === undefined ? undefined : now - at);
    const list = search.scene(this.canvas.width, /** @type {number} */ (this.dpr), Boolean(view.labels), since(view.ghostAt), since(highlight.flashAt),
      highlight.gilded, view.focus?.row, view.focus?.col);
    paint(this.ctx, list, this.inks);
    this.list = list;
    const { animating, diagonalsFit } = header(list);
    this.reportLabels(Boolean(view.labels), Boolean(view.labels) && diagonalsFit);
    return animating || highlight.waiting;
  }
}
