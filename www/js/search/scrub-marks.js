// The step bar's marks painted on one canvas laid over the bar (js/search/scrub.js decides which marks there
// are): each a thin stroke where the thumb stands at its step, solutions in the upper half, the first
// backtrack in the lower, the lesson's stops across. A canvas because a fast run moves every mark each frame
// as the bar's reach grows, which as positioned elements cost the page a layout per mark.

import { cssColors, onColorSchemeChange } from '../shared/theme.js';

/** Half the width of the range's thumb (CSS px): the bar's values run from this far in at both ends. */
export const THUMB_HALF_PX = 8;

/** A mark's width (CSS px). */
const MARK_PX = 3;

/** Each kind's colour (a palette name) and its band, from and to as shares of the bar's height. */
const KINDS = {
  stop: { color: 'accent', from: 0.1, to: 0.9 },
  backtrack: { color: 'error-fg', from: 0.5, to: 1 },
  solution: { color: 'gold-mark', from: 0, to: 0.5 },
};

/**
 * Where the mark of `step` stands along a bar `width` CSS px wide reaching to `max`: its centre, in CSS px.
 * @param {number} step @param {number} max @param {number} width
 */
export function markX(step, max, width) {
  return THUMB_HALF_PX + (width - 2 * THUMB_HALF_PX) * (step / Math.max(1, max));
}

export class MarksPainter {
  /**
   * `canvas` lies over the bar; `signal` (optional) ends its following of size and colour scheme.
   * @param {HTMLCanvasElement} canvas @param {AbortSignal} [signal]
   */
  constructor(canvas, signal) {
    this.canvas = canvas;
    this.width = 0;
    this.height = 0;
    /** @type {Record<string, string> | undefined} */
    this.colors = undefined;
    this.drawnKey = '';
    /** @type {Parameters<MarksPainter['paint']> | undefined} */
    this.last = undefined;
    /** @type {{kind: string, step: number, x: number}[]} What the last paint drew, x in CSS px from the canvas's left (for the tests). */
    this.drawn = [];
    const again = () => {
      this.drawnKey = '';
      if (this.last) this.paint(...this.last);
    };
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver(([entry]) => {
        this.width = entry.contentRect.width;
        this.height = entry.contentRect.height;
        again();
      });
      observer.observe(canvas);
      signal?.addEventListener('abort', () => observer.disconnect(), { once: true });
    }
    onColorSchemeChange(() => {
      this.colors = undefined;
      again();
    }, signal, canvas.getRootNode());
  }

  /**
   * Paints `marks` (`{kind: [sorted steps]}`, each kind's first `most`) up to the bar's reach `max`; cheap
   * when nothing changed. `version` changes whenever `marks` do.
   * @param {Record<string, number[]>} marks @param {number} max @param {number} version @param {number} most
   */
  paint(marks, max, version, most) {
    this.last = [marks, max, version, most];
    const dpr = window.devicePixelRatio || 1;
    const key = `${version} ${max} ${this.width} ${this.height} ${dpr}`;
    if (key === this.drawnKey || this.width === 0) return;
    this.drawnKey = key;
    const canvas = this.canvas;
    const width = Math.round(this.width * dpr);
    const height = Math.round(this.height * dpr);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    ctx.clearRect(0, 0, width, height);
    this.drawn = [];
    if (!Object.values(marks).some((steps) => steps.length > 0)) return;
    this.colors ??= cssColors(canvas, Object.values(KINDS).map((kind) => kind.color));
    ctx.globalAlpha = 0.85;
    for (const [kind, { color, from, to }] of Object.entries(KINDS)) {
      ctx.fillStyle = this.colors[color];
      for (const step of (marks[kind] ?? []).slice(0, most)) {
        if (step > max) break;
        const x = markX(step, max, this.width);
        this.drawn.push({ kind, step, x });
        ctx.fillRect(Math.round((x - MARK_PX / 2) * dpr), Math.round(height * from), Math.round(MARK_PX * dpr), Math.round(height * (to - from)));
      }
    }
  }
}
