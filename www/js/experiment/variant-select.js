// The "Variant" selector: the correct search, the article's classic mistakes and brute force, named by the
// core (`variants()`) and described in the reader's words, and what the board adds for them: the squares a mistake misjudges
// (refused with no queen attacking them: forgot-undo's ghost diagonals, sized-n's wrapped slots; or let
// through under attack: same-diagonal's unchecked down diagonals), forgot-undo's ghost queens, and the two
// queens of a brute-force permutation that share a diagonal.

import { drawQueen } from '../board/board.js';
import { cssColors, onColorSchemeChange } from '../shared/theme.js';

/** The palette's colours the marks are drawn in (cssColors reads them from the board's style). */
export const VARIANT_COLORS = ['phantom', 'missed', 'ghost', 'reject'];

/**
 * Where the board's squares are, as its `marks(ctx, geometry)` is told (js/board/board.js render): size, square
 * side and origin in device pixels, device pixels per CSS pixel.
 * @typedef {Parameters<import('../board/board.js').Marks>[1]} MarksGeometry
 */
/** @typedef {import('../../nqueens.js').SearchState} SearchState */

export class VariantSelect {
  /**
   * `el`: {select, description}; `variants` the core's `[{name}]`; `canvas` the board;
   * `messages` the reader's catalog, which names and describes each variant (variant-name-<name>,
   * variant-description-<name>).
   * @param {{el: {select: HTMLSelectElement, description: HTMLElement}, variants: import('../../nqueens.js').VariantInfo[],
   *   canvas: HTMLCanvasElement, initial: string, messages: import('../i18n/i18n.js').Translator}} options
   */
  constructor({ el, variants, canvas, initial, messages }) {
    this.el = el;
    this.messages = messages;
    this.variants = variants;
    this.colors = cssColors(canvas, VARIANT_COLORS);
    onColorSchemeChange(() => {
      this.colors = cssColors(canvas, VARIANT_COLORS);
    });
    for (const { name } of variants) {
      const option = document.createElement('option');
      option.value = name;
      option.textContent = messages.t(`variant-name-${name}`);
      el.select.append(option);
    }
    this.show(initial);
  }

  /** Calls `onChoose(name)` when the person picks a variant. @param {(name: string) => void} onChoose */
  connect(onChoose) {
    this.el.select.addEventListener('change', () => onChoose(this.el.select.value));
  }

  get name() {
    return this.el.select.value;
  }

  /** The one sentence on `name`: the catalog's words for what the core describes. @param {string} [name] */
  description(name = this.name) {
    return this.variants.some((v) => v.name === name) ? this.messages.t(`variant-description-${name}`) : '';
  }

  /** @param {string} name */
  show(name) {
    this.el.select.value = name;
    this.el.description.textContent = this.description(name);
  }

  /**
   * Draws the variant's marks for `state` (the search's `state()`) under the queens.
   * @param {CanvasRenderingContext2D} ctx @param {MarksGeometry} geometry @param {SearchState} state
   */
  drawMarks(ctx, geometry, state) {
    drawVariantMarks(ctx, geometry, state, this.colors);
  }
}

/**
 * Draws a variant's marks for `state` (the search's `state()`) under the queens, in `c` (VARIANT_COLORS read by
 * cssColors); the page's selector and the <n-queens> element's `variant` (js/element/variant.js) both draw so.
 * @param {CanvasRenderingContext2D} ctx @param {MarksGeometry} geometry @param {SearchState} state
 * @param {Record<string, string>} c
 */
export function drawVariantMarks(ctx, { n, s, x0, y0, dpr }, state, c) {
  const at = (/** @type {number} */ row, /** @type {number} */ col) => /** @type {[number, number]} */ ([x0 + col * s, y0 + row * s]);
  const misjudged = state?.misjudged;
  if (misjudged) {
    for (let i = 0; i < n * n; i++) {
      if (!misjudged[i]) continue;
      const [x, y] = at(Math.floor(i / n), i % n);
      ctx.fillStyle = misjudged[i] === 1 ? c.phantom : c.missed;
      ctx.fillRect(x, y, s, s);
      if (misjudged[i] === 2) {
        // The down diagonal that is never checked, through the square.
        ctx.beginPath();
        ctx.moveTo(x + s * 0.15, y + s * 0.15);
        ctx.lineTo(x + s * 0.85, y + s * 0.85);
        ctx.setLineDash([Math.max(2, s * 0.1), Math.max(2, s * 0.08)]);
        ctx.lineWidth = Math.max(2, s * 0.07);
        ctx.strokeStyle = c.ghost;
        ctx.stroke();
        ctx.setLineDash([]);
      }
    }
  }
  const ghosts = state?.ghosts;
  if (ghosts) {
    for (let i = 0; i + 1 < ghosts.length; i += 2) {
      const [x, y] = at(ghosts[i], ghosts[i + 1]);
      ctx.save();
      ctx.globalAlpha = 0.4;
      drawQueen(ctx, x, y, s, c.ghost, null);
      ctx.restore();
      ctx.setLineDash([Math.max(2, s * 0.08), Math.max(2, s * 0.06)]);
      ctx.lineWidth = Math.max(1, Math.round(s * 0.04));
      ctx.strokeStyle = c.ghost;
      ctx.strokeRect(x + s * 0.08, y + s * 0.08, s * 0.84, s * 0.84);
      ctx.setLineDash([]);
    }
  }
  const event = state?.lastEvent;
  const queens = state?.queens;
  // A rejection without `by` (no queen found) indexes no queen.
  if (event?.event === 'reject' && !state.ghosts && misjudged?.[event.row * n + event.col] === 1 && queens?.[/** @type {number} */ (event.by)] !== undefined) {
    // Sized-n: the queen whose wrapped slot the refused square shares, ringed in dashes.
    const by = /** @type {number} */ (event.by);
    const [x, y] = at(by, queens[by]);
    ctx.setLineDash([Math.max(3, s * 0.1), Math.max(2, s * 0.07)]);
    ctx.lineWidth = Math.max(2, Math.round(s * 0.08));
    ctx.strokeStyle = c.reject;
    ctx.strokeRect(x + s * 0.1, y + s * 0.1, s * 0.8, s * 0.8);
    ctx.setLineDash([]);
  }
  if (event?.event === 'permutation' && event.clash) {
    const [a, b] = event.clash;
    const center = (/** @type {number} */ row) => /** @type {[number, number]} */ ([x0 + event.columns[row] * s + s / 2, y0 + row * s + s / 2]);
    ctx.beginPath();
    ctx.moveTo(...center(a));
    ctx.lineTo(...center(b));
    ctx.lineCap = 'round';
    ctx.lineWidth = Math.max(3 * (dpr ?? 1), s * 0.12);
    ctx.strokeStyle = c.reject;
    ctx.stroke();
  }
}
