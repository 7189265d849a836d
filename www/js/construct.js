// The "Construct" action: one solution written down directly in O(n) (no search) by the wasm module's
// Construction, which keeps it in wasm memory (ten million rows are 40 MB: never copied here), checks it
// and draws it straight into the canvas (src/wasm/draw.rs): squares and crowns while every square gets
// 8 device pixels, a density picture of where the queens fall beyond. This file sizes the canvas to its
// CSS size times devicePixelRatio (crisp at any ratio, redrawn when it changes) and writes the words.
//
// Test hooks (merged into window.nqueensPage by js/main.js): construct(n) -> {n, exists, valid, sample,
// constructMs, drawMs} (sample: the columns of the first rows, at most 12), or throws for a size outside
// 1..constructMaxSize(); constructedColumns(start, count) -> the columns of up to 1000 rows.

import { watchPixelRatio } from './board.js';
import { readSizeField, showFieldError } from './field-error.js';

export const CONSTRUCT_MIN = 1;
/** How many rows' columns the status line spells out. */
const SAMPLE_ROWS = 12;

const $ = (id) => document.getElementById(id);

/** "0.4 ms", "85 ms", "1.2 s". */
export function formatMs(ms) {
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}

export class ConstructSection {
  constructor(wasm) {
    this.wasm = wasm;
    this.max = wasm.constructMaxSize();
    this.el = {
      size: $('construct-size'), sizeError: $('construct-size-error'), button: $('construct'), hint: $('construct-size-hint'),
      canvas: $('construct-board'), wrap: $('construct-wrap'), status: $('construct-status'), time: $('construct-time'),
    };
    this.construction = null;
    this.squaresDrawn = false;
    this.colors = {};
    const e = this.el;
    e.hint.textContent = `(${CONSTRUCT_MIN} to ${this.max.toLocaleString('en-US')})`;
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
    return this.wasm.checkSizeText(text, CONSTRUCT_MIN, this.max);
  }

  constructClicked() {
    const n = this.checkSize(true);
    if (n === undefined) return;
    try {
      this.construct(n);
    } catch (err) {
      this.el.status.textContent = `${n}×${n}: not constructed: ${err?.message ?? err}`;
      this.el.time.textContent = '';
    }
  }

  /** Constructs, checks and draws a solution for the n x n board; see the test hooks above. */
  construct(n) {
    const problem = this.sizeProblem(String(n));
    if (typeof n !== 'number' || problem) throw new Error(problem ?? `not a board size: ${n}`);
    this.el.size.value = String(n);
    this.showSizeError(undefined);
    this.construction?.free(); // its columns live in the wasm heap, which the JS garbage collector does not see
    this.construction = null;
    const t0 = performance.now();
    const construction = new this.wasm.Construction(n);
    const exists = construction.exists;
    const valid = construction.isValid();
    const constructMs = performance.now() - t0;
    this.construction = construction;
    const drawMs = this.draw();
    const side = `${n.toLocaleString('en-US')}×${n.toLocaleString('en-US')}`;
    const sample = Array.from(construction.columnsOfRows(0, SAMPLE_ROWS));
    let said;
    if (!exists) {
      said = `No solution exists for the ${side} board: no way to place ${n} queens without an attack.`;
      this.el.canvas.setAttribute('aria-label', `${side} board: no solution exists`);
    } else {
      said = valid
        ? `${side}: ${n.toLocaleString('en-US')} ${n === 1 ? 'queen' : 'queens'}, one in every row and column and none sharing a diagonal: valid (checked).`
        : `${side}: the construction is NOT valid (checked) — this is a bug.`;
      const columns = sample.map((c) => c + 1).join(', ');
      const shown = n <= SAMPLE_ROWS ? `Columns by row: ${columns}.` : `Columns of rows 1 to ${SAMPLE_ROWS}: ${columns}, …`;
      said += ` ${shown}`;
      const picture = this.squaresDrawn ? '' : ' Each point is shaded by how many queens fall in that part of the board.';
      this.el.canvas.setAttribute('aria-label', `A constructed solution of the ${side} board, ${valid ? 'valid' : 'not valid'}.${picture}`);
    }
    this.el.status.textContent = said;
    this.el.status.dataset.valid = String(valid);
    this.el.time.textContent = `Constructed and checked in ${formatMs(constructMs)}, drawn in ${formatMs(drawMs)}.`;
    return { n, exists, valid, sample, constructMs, drawMs };
  }

  /** Re-reads the colours from the CSS custom properties (they follow the colour scheme). */
  readColors() {
    const style = getComputedStyle(this.el.canvas);
    const read = (name) => style.getPropertyValue(`--${name}`).trim() || '#888';
    this.colors = { light: read('sq-light'), dark: read('sq-dark'), queen: read('queen'), queenEdge: read('queen-edge') };
  }

  /** Sizes the backing store to the CSS size times devicePixelRatio and draws the board; returns the ms taken. */
  draw() {
    const { canvas, wrap } = this.el;
    const dpr = window.devicePixelRatio || 1;
    const css = canvas.getBoundingClientRect().width || wrap.clientWidth;
    const side = Math.max(1, Math.round(css * dpr));
    if (canvas.width !== side || canvas.height !== side) {
      canvas.width = side;
      canvas.height = side;
    }
    const t0 = performance.now();
    if (this.construction) {
      const c = this.colors;
      this.squaresDrawn = this.construction.draw(canvas, c.light, c.dark, c.queen, c.queenEdge);
    } else {
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = this.colors.light;
      ctx.fillRect(0, 0, side, side);
    }
    return performance.now() - t0;
  }

  hooks() {
    return {
      construct: (n) => this.construct(n),
      constructedColumns: (start, count) => Array.from(this.construction?.columnsOfRows(start, count) ?? []),
    };
  }
}
