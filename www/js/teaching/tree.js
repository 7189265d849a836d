// The search tree panel (#tree): the wasm `SearchTree` (web/src/tree.rs) follows the page's
// `Search` and draws itself into the canvas from Rust; this module only sizes the canvas, passes the
// colours, writes the caption and handles clicks and keys. A tree too wide for the panel (each leaf board
// gets a few pixels) scrolls sideways, kept on the current board while the search moves. For n ≤ 8 every node is drawn and clicking a
// board (or choosing one with the arrow keys and Enter) seeks the search to the step that placed it; for
// larger boards the canvas shows a summary by depth whose counts are exact. Boards grown before the search
// stepped back stay drawn (faint) and can be chosen; up to n = 6 a board names its square when pointed at
// (the tooltip) or chosen with the keyboard (the canvas's accessible name).

import { loadModule } from '../shared/bindings.js';
import { cssColors, onColorSchemeChange } from '../shared/theme.js';
import { redrawOnResize } from '../shared/canvas-fit.js';
import { square } from '../shared/squares.js';
import { englishMessages } from '../i18n/i18n.js';

const COLORS = ['muted', 'accent', 'reject', 'gold', 'focus'];
/** CSS pixels per depth row, and the most the canvas grows to. */
const ROW_PX = 34;
const MOST_HEIGHT_PX = 360;
/** Each leaf board gets at least this many CSS pixels: past the panel's width the canvas scrolls. */
const LEAF_PX = 8;
/** The most device pixels a canvas is given (as web/src/draw.rs allows). */
const MOST_PIXELS = 4096 * 4096;
/** Up to this size a board of the tree names its square when pointed at or chosen (larger trees are too dense). */
export const NAMED_MAX = 6;

/** @typedef {import('../../nqueens_sections.js').SearchTree} SearchTree */
/** @typedef {import('../../nqueens.js').Search} Search */

/**
 * The words for a board of the tree: `step` the step that placed it, `depth` its queens, `col` its last
 * queen's column, `now` the search's step; `m` the reader's catalog. Pure.
 * @param {{step: number, depth: number, col: number}} board @param {number} now
 */
export function boardName({ step, depth, col }, now, m = englishMessages()) {
  if (depth === 0) return m.t('tree-board-empty');
  const args = { square: square(depth - 1, col), row: depth, col: String(col), step, now };
  return m.t(step > now ? 'tree-board-later' : 'tree-board', args);
}

export class TreeView {
  /**
   * `canvas` the #tree canvas, `caption` its visible description, `onSeek(step)` for a chosen board;
   * `signal` (optional): once it aborts, the panel no longer follows the window's size and colour scheme.
   * @param {{wasm: import('../shared/bindings.js').Bindings, canvas: HTMLCanvasElement, caption: HTMLElement,
   *   onSeek: (step: number) => void, signal?: AbortSignal, messages?: import('../i18n/i18n.js').Translator}} parts
   */
  constructor({ wasm, canvas, caption, onSeek, signal, messages = englishMessages() }) {
    this.wasm = wasm;
    this.messages = messages;
    this.canvas = canvas;
    this.caption = caption;
    this.onSeek = onSeek;
    /** @type {SearchTree | undefined} */
    this.tree = undefined;
    /** @type {Search | undefined} */
    this.search = undefined;
    /** @type {number | undefined} the board chosen with the keyboard */
    this.focusIndex = undefined;
    this.colors = cssColors(canvas, COLORS);
    onColorSchemeChange(() => {
      this.colors = cssColors(canvas, COLORS);
      this.redraw();
    }, signal, canvas.getRootNode());
    redrawOnResize(/** @type {HTMLElement} */ (canvas.parentElement), () => this.redraw(), signal);
    canvas.addEventListener('click', (e) => this.click(e));
    canvas.addEventListener('mousemove', (e) => this.hover(e));
    canvas.addEventListener('mouseleave', () => this.canvas.removeAttribute('title'));
    canvas.addEventListener('keydown', (e) => this.key(e));
    canvas.addEventListener('blur', () => {
      this.focusIndex = undefined;
      this.redraw();
    });
  }

  /**
   * A new search (a new size): a new tree, grown as the search goes. The tree lives in the sections' module,
   * made from the search's size `n` and `options` as `new Search(n, options)` took them, and is loaded the
   * first time the panel shows it (so the first board never waits for it); until then the panel is empty.
   * @param {Search} search @param {number} n @param {import('../../nqueens.js').SearchOptions} options
   */
  setSearch(search, n, options) {
    this.free();
    this.search = search;
    this.n = n;
    /** @type {{n: number, options: import('../../nqueens.js').SearchOptions} | undefined} */
    this.recipe = { n, options };
    this.focusIndex = undefined;
    /** @type {number | undefined} */
    this.viewedStep = undefined;
  }

  /** Starts making the tree of the current search, once; shows it when made. */
  makeTree() {
    if (this.making || !this.recipe) return;
    const { n, options } = this.recipe;
    /** @type {Promise<void> | undefined} */
    const making = (this.making = loadModule('sections').then(({ glue }) => {
      if (this.making !== making) return; // another search since
      this.tree = new glue.SearchTree(n, options);
      this.show();
    }));
    making.catch(() => {
      if (this.making === making) this.making = undefined; // tried again at the next show
    });
  }

  /** Frees the wasm tree (its search is being freed too); the panel shows nothing more. */
  free() {
    this.making = undefined;
    this.recipe = undefined;
    this.tree?.free();
    this.tree = undefined;
    this.search = undefined;
  }

  /** Brings the tree to the search's step and draws it (the panel calls this only while it is open). */
  show() {
    if (!this.tree) {
      this.makeTree();
      return;
    }
    // A tree is made for a search (setSearch) and freed with it.
    const search = /** @type {Search} */ (this.search);
    this.tree.follow(search.steps, search.treeSummary());
    this.redraw();
  }

  /** A Promise of counts(), the tree made first if it is not yet (the page's test hook). */
  async countsMade() {
    this.makeTree();
    await this.making;
    return this.counts();
  }

  /** `{nodes, pruned, solutions}` of the tree, brought to the search's step and drawn; undefined until the tree is made. */
  counts() {
    if (!this.tree) {
      this.makeTree();
      return undefined;
    }
    this.show();
    const { nodes, pruned, solutions } = this.tree.counts();
    return { nodes, pruned, solutions };
  }

  /**
   * `{x, y, step}` of the tree's `index`-th board in the order the search made them (CSS px), drawn first; undefined past the last.
   * @param {number} index
   */
  board(index) {
    this.show();
    const point = this.tree?.boardPoint(index);
    return point && { x: point[0], y: point[1], step: point[2] };
  }

  redraw() {
    if (!this.tree || !this.canvas.isConnected) return;
    const dpr = window.devicePixelRatio || 1;
    const cssHeight = Math.min(MOST_HEIGHT_PX, ROW_PX * (/** @type {number} */ (this.n) + 1));
    const widest = Math.floor(MOST_PIXELS / (cssHeight * dpr * dpr));
    const cssWidth = Math.max(1, Math.min(widest, Math.max(/** @type {HTMLElement} */ (this.canvas.parentElement).clientWidth, this.tree.leaves * LEAF_PX)));
    const width = Math.round(cssWidth * dpr);
    const height = Math.round(cssHeight * dpr);
    if (this.canvas.width !== width || this.canvas.height !== height) {
      this.canvas.width = width;
      this.canvas.height = height;
    }
    this.canvas.style.height = `${cssHeight}px`;
    this.canvas.style.width = `${cssWidth}px`;
    const c = this.colors;
    this.tree.draw(this.canvas, width / cssWidth, c.muted, c.accent, c.reject, c.gold);
    this.drawFocus(width / cssWidth);
    this.describe();
    this.keepInView();
  }

  /** When the search has moved, scrolls a wide tree so that the current board is in sight (redraw's, with a tree). */
  keepInView() {
    const steps = /** @type {Search} */ (this.search).steps;
    if (steps === this.viewedStep) return;
    this.viewedStep = steps;
    const point = /** @type {SearchTree} */ (this.tree).currentPoint();
    const box = /** @type {HTMLElement} */ (this.canvas.parentElement);
    if (!point || box.scrollWidth <= box.clientWidth) return;
    const margin = box.clientWidth / 5;
    if (point[0] < box.scrollLeft + margin || point[0] > box.scrollLeft + box.clientWidth - margin) {
      box.scrollLeft = point[0] - box.clientWidth / 2;
    }
  }

  /** A ring around the board chosen with the keyboard (redraw's, with a tree). @param {number} scale */
  drawFocus(scale) {
    const point = this.focusIndex === undefined ? undefined : /** @type {SearchTree} */ (this.tree).boardPoint(this.focusIndex);
    if (!point) return;
    const ctx = /** @type {CanvasRenderingContext2D} */ (this.canvas.getContext('2d'));
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    ctx.beginPath();
    ctx.arc(point[0], point[1], 7, 0, Math.PI * 2);
    ctx.lineWidth = 2;
    ctx.strokeStyle = this.colors.focus;
    ctx.stroke();
  }

  /** The tree's accessible name and caption (redraw's, with a tree). */
  describe() {
    const m = this.messages;
    const tree = /** @type {SearchTree} */ (this.tree);
    if (!tree.available) {
      const text = m.t('tree-not-drawn');
      if (this.canvas.getAttribute('aria-label') !== text) this.canvas.setAttribute('aria-label', text);
      const caption = m.sentences(text, m.t('tree-not-drawn-why'));
      if (this.caption.textContent !== caption) this.caption.textContent = caption;
      return;
    }
    const { nodes, pruned, solutions, detailed } = tree.counts();
    const counts = m.t('tree-counts', { nodes, pruned, solutions });
    const how = m.t(detailed ? 'tree-how-drawn' : 'tree-how-summary');
    const chosen = this.focusIndex === undefined ? undefined : tree.boardPoint(this.focusIndex);
    const named = chosen && /** @type {number} */ (this.n) <= NAMED_MAX
      ? m.t('tree-chosen', { board: boardName({ step: chosen[2], depth: chosen[3], col: chosen[4] }, /** @type {Search} */ (this.search).steps, m) }) : '';
    const text = m.sentences(counts, named);
    if (this.canvas.getAttribute('aria-label') !== text) this.canvas.setAttribute('aria-label', text);
    const caption = m.sentences(counts, how);
    if (this.caption.textContent !== caption) this.caption.textContent = caption;
  }

  /** @param {MouseEvent} e */
  click(e) {
    if (!this.tree) return;
    const rect = this.canvas.getBoundingClientRect();
    const step = this.tree.nodeAt(e.clientX - rect.left, e.clientY - rect.top);
    if (step !== undefined) this.onSeek(step);
  }

  /** Up to NAMED_MAX, the board under the pointer names its square (the canvas's tooltip). @param {MouseEvent} e */
  hover(e) {
    if (!this.tree || /** @type {number} */ (this.n) > NAMED_MAX) {
      this.canvas.removeAttribute('title');
      return;
    }
    const rect = this.canvas.getBoundingClientRect();
    const board = this.tree.boardAt(e.clientX - rect.left, e.clientY - rect.top);
    const title = board ? boardName({ step: board[0], depth: board[1], col: board[2] }, /** @type {Search} */ (this.search).steps, this.messages) : '';
    if (title) this.canvas.title = title;
    else this.canvas.removeAttribute('title');
  }

  /** @param {KeyboardEvent} e */
  key(e) {
    if (!this.tree?.detailed) return;
    const boards = this.tree.grownBoards;
    const at = this.focusIndex;
    /** @type {number} */
    let next;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = at === undefined ? 0 : Math.min(boards - 1, at + 1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = at === undefined ? 0 : Math.max(0, at - 1);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = boards - 1;
    else if (e.key === 'Enter' && at !== undefined) {
      const point = this.tree.boardPoint(at);
      if (point) this.onSeek(point[2]);
      e.preventDefault();
      return;
    } else return;
    e.preventDefault();
    this.focusIndex = next;
    this.redraw();
    const point = this.tree.boardPoint(next);
    const box = /** @type {HTMLElement} */ (this.canvas.parentElement);
    if (point && (point[0] < box.scrollLeft || point[0] > box.scrollLeft + box.clientWidth)) box.scrollLeft = point[0] - box.clientWidth / 2;
  }
}
