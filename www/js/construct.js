// The "Construct" action: one solution written down directly in O(n) (no search) by the wasm module,
// checked with isValidBoard, drawn on its own canvas in device pixels (crisp at any devicePixelRatio).
// Small boards get squares and crowns; big ones a zoomed-out drawing, one dot per queen.
//
// Test hook (merged into window.nqueensPage by js/main.js): construct(n) -> {n, valid, columns} (columns
// null when no solution exists), or throws for a size outside the core's limits (constructMin..constructMax).

import { drawQueen } from './board.js';
import { readSizeField, showFieldError } from './field-error.js';
import { cssColors, onColorSchemeChange } from './theme.js';
import { fitSquareCanvas, redrawOnResize } from './canvas-fit.js';
import { group } from './format.js';

/** Up to this size the board is drawn with squares and crowns; above it, as one dot per queen. */
const DETAILED_UP_TO = 48;
const COLOR_NAMES = ['sq-light', 'sq-dark', 'queen', 'queen-edge', 'fg', 'panel'];

const $ = (id) => document.getElementById(id);

export class ConstructSection {
  /** `wasm` the module's exports, `limits` its `limits()`. */
  constructor(wasm, limits) {
    this.wasm = wasm;
    this.min = limits.constructMin;
    this.max = limits.constructMax;
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
    $('construct-size-hint').textContent = `(${group(this.min)} to ${group(this.max)})`;
    const redraw = () => this.draw();
    redrawOnResize(e.wrap, redraw);
    onColorSchemeChange(() => {
      this.readColors();
      redraw();
    });
    this.readColors();
    this.draw();
  }

  checkSize(committed) {
    return readSizeField(this.el.size, this.el.sizeError, {
      committed,
      parse: (text) => this.wasm.parseSize(text, this.min, this.max),
    });
  }

  showSizeError(message) {
    showFieldError(this.el.size, this.el.sizeError, message);
  }

  constructClicked() {
    const n = this.checkSize(true);
    if (n !== undefined) this.construct(n);
  }

  /** Constructs, checks and draws a solution for the n x n board; returns {n, valid, columns}. */
  construct(size) {
    const { value: n, problem } = this.wasm.checkSize(size, this.min, this.max);
    if (problem) throw new Error(`construct(): ${problem}`);
    this.el.size.value = String(n);
    this.showSizeError(undefined);
    const side = group(n);
    const columns = this.wasm.constructSolution(n);
    this.n = n;
    this.columns = columns ?? null;
    if (!columns) {
      this.el.status.textContent = `No solution exists for the ${side}×${side} board: no way to place ${side} queens without an attack.`;
      this.el.canvas.setAttribute('aria-label', `${side}×${side} board: no solution exists`);
      this.draw();
      return { n, valid: false, columns: null };
    }
    const valid = this.wasm.isValidBoard(columns);
    this.el.status.textContent = valid
      ? `${side}×${side}: ${side} ${n === 1 ? 'queen' : 'queens'}, one in every row and column and none sharing a diagonal: valid (checked).`
      : `${side}×${side}: the construction is NOT valid (checked) — this is a bug.`;
    this.el.status.dataset.valid = String(valid);
    const shown = n <= 12 ? ` Columns by row: ${Array.from(columns, (c) => c + 1).join(', ')}.` : '';
    this.el.canvas.setAttribute('aria-label', `A constructed solution of the ${side}×${side} board, ${valid ? 'valid' : 'not valid'}.${shown}`);
    this.draw();
    return { n, valid, columns: Array.from(columns) };
  }

  /** Re-reads the colours from the CSS custom properties (they follow the colour scheme). */
  readColors() {
    this.colors = cssColors(this.el.canvas, COLOR_NAMES);
  }

  /** Sizes the backing store to the CSS size times devicePixelRatio and draws the current board. */
  draw() {
    const { canvas, wrap } = this.el;
    const { side } = fitSquareCanvas(canvas, canvas.getBoundingClientRect().width || wrap.clientWidth);
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
