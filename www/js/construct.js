// The "Construct" action: one solution written down directly in O(n) (no search) by the wasm module,
// checked with isValidBoard, drawn on its own canvas in device pixels (crisp at any devicePixelRatio).
// Small boards get squares and crowns; big ones a zoomed-out drawing, one dot per queen.
//
// Test hook (merged into window.nqueensPage by js/main.js): construct(n) -> {n, valid, columns} (columns
// null when no solution exists), or throws for a size outside 1..1000.

import { drawQueen, watchPixelRatio } from './board.js';
import { readSizeField, showFieldError } from './field-error.js';

export const CONSTRUCT_MIN = 1;
export const CONSTRUCT_MAX = 1000;
/** Up to this size the board is drawn with squares and crowns; above it, as one dot per queen. */
const DETAILED_UP_TO = 48;
const COLOR_NAMES = ['sq-light', 'sq-dark', 'queen', 'queen-edge', 'fg', 'panel'];

const $ = (id) => document.getElementById(id);

export class ConstructSection {
  constructor(wasm) {
    this.wasm = wasm;
    this.el = {
      size: $('construct-size'), sizeError: $('construct-size-error'), button: $('construct'),
      canvas: $('construct-board'), wrap: $('construct-wrap'), status: $('construct-status'),
    };
    this.ctx = this.el.canvas.getContext('2d');
    this.columns = null;
    this.n = 0;
    this.colors = {};
    const e = this.el;
    e.button.addEventListener('click', () => this.constructClicked());
    e.size.addEventListener('input', () => this.checkSize(false));
    e.size.addEventListener('change', () => this.checkSize(true));
    e.size.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter') {
        ev.preventDefault();
        this.constructClicked();
      }
    });
    const redraw = () => this.draw();
    if (typeof ResizeObserver === 'function') new ResizeObserver(redraw).observe(e.wrap);
    window.addEventListener('resize', redraw);
    window.matchMedia?.('(prefers-color-scheme: dark)')?.addEventListener?.('change', () => {
      this.readColors();
      redraw();
    });
    watchPixelRatio(redraw);
    this.readColors();
    this.draw();
  }

  checkSize(committed) {
    return readSizeField(this.el.size, this.el.sizeError, { committed, problemOf: (text) => this.sizeProblem(text) });
  }

  showSizeError(message) {
    showFieldError(this.el.size, this.el.sizeError, message);
  }

  sizeProblem(text) {
    return this.wasm.checkSizeText(text, CONSTRUCT_MIN, CONSTRUCT_MAX);
  }

  constructClicked() {
    const n = this.checkSize(true);
    if (n !== undefined) this.construct(n);
  }

  /** Constructs, checks and draws a solution for the n x n board; returns {n, valid, columns}. */
  construct(n) {
    const problem = this.sizeProblem(String(n));
    if (typeof n !== 'number' || problem) throw new Error(problem ?? `not a board size: ${n}`);
    this.el.size.value = String(n);
    this.showSizeError(undefined);
    const columns = this.wasm.constructSolution(n);
    this.n = n;
    this.columns = columns ?? null;
    if (!columns) {
      this.el.status.textContent = `No solution exists for the ${n}×${n} board: no way to place ${n} queens without an attack.`;
      this.el.canvas.setAttribute('aria-label', `${n}×${n} board: no solution exists`);
      this.draw();
      return { n, valid: false, columns: null };
    }
    const valid = this.wasm.isValidBoard(columns);
    this.el.status.textContent = valid
      ? `${n}×${n}: ${n} ${n === 1 ? 'queen' : 'queens'}, one in every row and column and none sharing a diagonal: valid (checked).`
      : `${n}×${n}: the construction is NOT valid (checked) — this is a bug.`;
    this.el.status.dataset.valid = String(valid);
    const shown = n <= 12 ? ` Columns by row: ${Array.from(columns, (c) => c + 1).join(', ')}.` : '';
    this.el.canvas.setAttribute('aria-label', `A constructed solution of the ${n}×${n} board, ${valid ? 'valid' : 'not valid'}.${shown}`);
    this.draw();
    return { n, valid, columns: Array.from(columns) };
  }

  /** Re-reads the colours from the CSS custom properties (they follow the colour scheme). */
  readColors() {
    const style = getComputedStyle(this.el.canvas);
    for (const name of COLOR_NAMES) this.colors[name] = style.getPropertyValue(`--${name}`).trim() || '#888';
  }

  /** Sizes the backing store to the CSS size times devicePixelRatio and draws the current board. */
  draw() {
    const { canvas, wrap } = this.el;
    const dpr = window.devicePixelRatio || 1;
    const css = canvas.getBoundingClientRect().width || wrap.clientWidth;
    const side = Math.max(1, Math.round(css * dpr));
    if (canvas.width !== side || canvas.height !== side) {
      canvas.width = side;
      canvas.height = side;
    }
    const ctx = this.ctx;
    const c = this.colors;
    const n = this.n;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = c['sq-light'];
    ctx.fillRect(0, 0, side, side);
    if (!n) return;
    // Square edges on whole device pixels, so that nothing is blurred.
    const edge = (i) => Math.round((i * side) / n);
    if (n <= DETAILED_UP_TO) {
      ctx.fillStyle = c['sq-dark'];
      for (let r = 0; r < n; r++) {
        for (let col = (r + 1) % 2; col < n; col += 2) {
          ctx.fillRect(edge(col), edge(r), edge(col + 1) - edge(col), edge(r + 1) - edge(r));
        }
      }
      if (this.columns) {
        this.columns.forEach((col, r) => {
          const x = edge(col);
          const s = edge(col + 1) - x;
          drawQueen(ctx, x, edge(r), s, c.queen, c['queen-edge']);
        });
      }
      return;
    }
    if (!this.columns) return;
    // Zoomed out: one dot per queen, at least 2 device pixels so that it shows.
    const cell = side / n;
    const dot = Math.max(2, Math.round(cell));
    ctx.fillStyle = c.queen;
    this.columns.forEach((col, r) => {
      const x = Math.min(side - dot, Math.round(col * cell + (cell - dot) / 2));
      const y = Math.min(side - dot, Math.round(r * cell + (cell - dot) / 2));
      ctx.fillRect(Math.max(0, x), Math.max(0, y), dot, dot);
    });
  }

  hooks() {
    return { construct: (n) => this.construct(n) };
  }
}
