// The "Construct" action: one solution written down directly in O(n) (no search) by the wasm module's
// Construction, which keeps it in wasm memory (ten million rows are 40 MB: never copied here), checks it
// and draws it straight into the canvas: the core's pixels of it (src/picture/large.rs: squares and crowns
// while every square gets 8 device pixels, a density picture of where the queens fall beyond), put on the
// canvas by web/shared/src/draw.rs. This file sizes the canvas to its
// CSS size times devicePixelRatio (crisp at any ratio, redrawn when it changes) and writes the words.
//
// Test hooks (merged into window.nqueensPage by js/page/main.js): construct(n) -> {n, exists, valid, sample,
// constructMs, drawMs} (sample: the columns of the first rows, at most 12), or throws for a size outside
// the core's limits (constructMin..constructMax); constructedColumns(start, count) -> the columns of up to 1000 rows.

import { readSizeField, showFieldError } from '../shared/field-error.js';
import { cssColors, onColorSchemeChange } from '../shared/theme.js';
import { fitSquareCanvas, paintBlank, redrawOnResize } from '../shared/canvas-fit.js';
import { formatMs } from '../shared/format.js';
import { square } from '../shared/squares.js';
import { englishMessages } from '../i18n/i18n.js';
import { wordedParser } from '../i18n/size.js';
import { wordedRefusal } from '../i18n/refusal.js';

/** How many rows' columns the status line spells out. */
const SAMPLE_ROWS = 12;
const COLOR_NAMES = ['sq-light', 'sq-dark', 'queen', 'queen-edge'];

/** The page's element `id` (the Construct section's markup is the page's own). */
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * The first rows' queens as the code counts them, 0-based columns row 0 first (labelled so), and as the
 * squares' chess names where the board has letters enough for its columns; `m` the reader's catalog.
 * @param {number} n @param {number[]} sample @param {any} [m]
 */
export function sampleText(n, sample, m = englishMessages()) {
  const more = n > sample.length ? 'yes' : 'no';
  const columns = m.t('construct-sample-columns', { rows: more === 'yes' ? 'some' : 'all', last: sample.length - 1, columns: sample.join(', '), more });
  if (n > 26) return columns;
  return m.sentences(columns, m.t('construct-sample-squares', { squares: sample.map((col, row) => square(row, col)).join(' '), more }));
}

export class ConstructSection {
  /**
   * `wasm` the module's exports, `limits` its `limits()`, `messages` the reader's catalog.
   * @param {import('../shared/bindings.js').Bindings & import('../shared/bindings.js').SectionsGlue} wasm
   * @param {import('../../nqueens.js').Limits} limits
   * @param {any} [messages]
   */
  constructor(wasm, limits, messages = englishMessages()) {
    this.wasm = wasm;
    this.messages = messages;
    this.min = limits.constructMin;
    this.max = limits.constructMax;
    this.el = {
      size: /** @type {HTMLInputElement} */ ($('construct-size')), sizeError: $('construct-size-error'),
      button: /** @type {HTMLButtonElement} */ ($('construct')), hint: $('construct-size-hint'),
      canvas: /** @type {HTMLCanvasElement} */ ($('construct-board')), wrap: $('construct-wrap'), status: $('construct-status'), time: $('construct-time'),
    };
    /** @type {import('../../nqueens_sections.js').Construction | null} */
    this.construction = null;
    this.squaresDrawn = false;
    /** @type {Record<string, string>} */
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
    e.hint.textContent = messages.t('size-range', { min: this.min, max: this.max });
    const redraw = () => this.draw();
    redrawOnResize(e.wrap, redraw);
    onColorSchemeChange(() => {
      this.readColors();
      redraw();
    });
    this.readColors();
    this.draw();
  }

  /** @param {boolean} committed */
  checkSize(committed) {
    return readSizeField(this.el.size, this.el.sizeError, {
      committed,
      parse: (text) => wordedParser(this.wasm.parseSize, this.messages)(text, this.min, this.max),
    });
  }

  /** @param {string | undefined} message */
  showSizeError(message) {
    showFieldError(this.el.size, this.el.sizeError, message);
  }

  constructClicked() {
    const n = this.checkSize(true);
    if (n === undefined) return;
    try {
      this.construct(n);
    } catch (err) {
      this.el.status.textContent = this.messages.t('construct-failed', { n, reason: wordedRefusal(err, this.messages) });
      this.el.time.textContent = '';
    }
  }

  /** Constructs, checks and draws a solution for the n x n board; see the test hooks above. @param {unknown} size */
  construct(size) {
    const { value, problem } = this.wasm.checkSize(size, this.min, this.max);
    if (problem) throw new Error(`construct(): ${problem}`);
    const n = /** @type {number} */ (value); // the core gives a value whenever it gives no problem
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
    const m = this.messages;
    const sample = Array.from(construction.columnsOfRows(0, SAMPLE_ROWS));
    let said;
    if (!exists) {
      said = m.t('construct-none', { n });
      this.el.canvas.setAttribute('aria-label', m.t('construct-none-board', { n }));
    } else {
      said = m.sentences(m.t(valid ? 'construct-valid' : 'construct-invalid', { n }), sampleText(n, sample, m));
      this.el.canvas.setAttribute('aria-label', m.t('construct-board', { n, valid: valid ? 'yes' : 'no', picture: this.squaresDrawn ? 'no' : 'yes' }));
    }
    this.el.status.textContent = said;
    this.el.status.dataset.valid = String(valid);
    this.el.time.textContent = m.t('construct-time', { construct: formatMs(constructMs), draw: formatMs(drawMs) });
    return { n, exists, valid, sample, constructMs, drawMs };
  }

  /** Re-reads the colours from the CSS custom properties (they follow the colour scheme). */
  readColors() {
    this.colors = cssColors(this.el.canvas, COLOR_NAMES);
  }

  /** Sizes the backing store to the CSS size times devicePixelRatio and draws the board; returns the ms taken. */
  draw() {
    const { canvas, wrap } = this.el;
    fitSquareCanvas(canvas, canvas.getBoundingClientRect().width || wrap.clientWidth);
    const t0 = performance.now();
    if (this.construction) {
      const c = this.colors;
      this.squaresDrawn = this.construction.draw(canvas, c['sq-light'], c['sq-dark'], c.queen, c['queen-edge']);
    } else {
      paintBlank(canvas, this.colors['sq-light']);
    }
    return performance.now() - t0;
  }

  hooks() {
    return {
      construct: (/** @type {unknown} */ n) => this.construct(n),
      constructedColumns: (/** @type {number} */ start, /** @type {number} */ count) => Array.from(this.construction?.columnsOfRows(start, count) ?? []),
    };
  }
}
