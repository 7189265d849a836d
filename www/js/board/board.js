// The board on a canvas: squares, coordinates, queens, attacked squares, the square tried next, the last
// event (rejection line and its owner, a lifted queen, a solution flash) and optional diagonal numbers.
// Everything is drawn in device pixels so that the board is crisp at any devicePixelRatio.
//
// Whether the diagonal numbers fit is announced with a "labels-fit" event on the canvas (detail:
// { asked, shown }), so that the page can say why they are missing (js/search/controls.js listens).

import { letter } from '../shared/squares.js';
import { cssColors, onColorSchemeChange } from '../shared/theme.js';
import { fitSquareCanvas, redrawOnResize } from '../shared/canvas-fit.js';
import { loadedCrown } from '../shared/bindings.js';

const COLOR_NAMES = ['sq-light', 'sq-dark', 'coord', 'queen', 'queen-edge', 'attacked', 'hatch', 'next', 'reject',
  'line', 'owner', 'placed', 'ghost', 'gold', 'label', 'label-bg'];

export const GHOST_MS = 450;
export const FLASH_MS = 700;
/**
 * At most one solution flash starts in this time, whatever the speed: at most two flashes in any second,
 * below the three a second that WCAG 2.3.1 allows.
 */
export const MIN_FLASH_GAP_MS = 600;
/** How many flash start times are kept for the test hook. */
const FLASH_HISTORY = 200;

/** @typedef {import('../../nqueens.js').Square} Square */
/**
 * What the page draws under the queens (js/experiment/experiment.js: a variant's marks, constrained squares), on
 * the n×n board of squares `s` device pixels wide from (x0, y0), at `dpr` device pixels a CSS pixel.
 * @typedef {(ctx: CanvasRenderingContext2D, geometry: {n: number, s: number, x0: number, y0: number, dpr: number}) => void} Marks
 */
/**
 * What render() draws: see there.
 * @typedef {{n: number, queens: ArrayLike<number>, attack?: Uint8Array, next: Square | null,
 *   event: import('../../nqueens.js').StepEvent | null, atSolution: boolean, falseSolution?: import('../../nqueens.js').Attack,
 *   labels: boolean, ghostAt?: number, flashAt?: number, marks?: Marks}} View
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

/**
 * A tile of diagonal stripes, `period` device pixels square, that repeats seamlessly.
 * @param {string} color @param {number} period @param {number} width
 */
function hatchTile(color, period, width) {
  const tile = document.createElement('canvas');
  tile.width = tile.height = period;
  const ctx = /** @type {CanvasRenderingContext2D} */ (tile.getContext('2d'));
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.beginPath();
  for (const offset of [-period, 0, period]) {
    ctx.moveTo(offset, period);
    ctx.lineTo(offset + period, 0);
  }
  ctx.stroke();
  return tile;
}

/**
 * Draws a queen (a crown) filling the square at (x, y) of side s: the crown of the core's pictures
 * (src/picture/scene.rs, read through the boundary's crownShape() once the module is loaded).
 * @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y @param {number} s
 * @param {string | CanvasPattern} fill @param {string | null} edge
 */
export function drawQueen(ctx, x, y, s, fill, edge) {
  const crown = loadedCrown();
  if (!crown) return;
  /** @type {(point: [number, number]) => [number, number]} */
  const p = ([fx, fy]) => [x + fx * s, y + fy * s];
  ctx.beginPath();
  crown.outline.forEach((point, i) => (i === 0 ? ctx.moveTo(...p(point)) : ctx.lineTo(...p(point))));
  ctx.closePath();
  const [bx, by, bw, bh] = crown.band;
  ctx.rect(x + bx * s, y + by * s, bw * s, bh * s);
  const r = crown.jewelRadius * s;
  for (const jewel of crown.jewels) {
    const [cx, cy] = p(jewel);
    ctx.moveTo(cx + r, cy);
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
  }
  ctx.fillStyle = fill;
  ctx.fill();
  if (edge && s >= crown.edgeFromPx) {
    ctx.lineWidth = Math.max(1, s * crown.edgeWidth);
    ctx.strokeStyle = edge;
    ctx.stroke();
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
    /** @type {Record<string, string>} */
    this.colors = {};
    /** @type {View | null} */
    this.view = null;
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

  /** Re-reads the colours from the CSS custom properties (they follow the colour scheme). */
  readColors() {
    this.colors = cssColors(this.canvas, COLOR_NAMES);
    /** @type {{period: number, pattern: CanvasPattern | null} | undefined} */
    this.hatch = undefined;
  }

  /** The stripes over attacked squares, as a pattern in canvas coordinates (made again after a change). */
  hatchPattern() {
    // `dpr`, the device pixels a CSS pixel, is set by resize(), which the constructor calls.
    const period = Math.max(6, Math.round(8 * /** @type {number} */ (this.dpr)));
    if (this.hatch?.period !== period) {
      const tile = hatchTile(this.colors.hatch, period, 2.6 * /** @type {number} */ (this.dpr));
      this.hatch = { period, pattern: this.ctx.createPattern(tile, 'repeat') };
    }
    return /** @type {CanvasPattern} */ (this.hatch.pattern);
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

  /** Square size, board origin and gutter, in device pixels, for an n x n board. @param {number} n */
  geometry(n) {
    const W = this.canvas.width;
    const gutter = Math.round(Math.min(Math.max(W * 0.055, 14 * /** @type {number} */ (this.dpr)), 30 * /** @type {number} */ (this.dpr)));
    const pad = Math.round(4 * /** @type {number} */ (this.dpr));
    const s = Math.max(1, Math.floor((W - gutter - pad) / Math.max(n, 1)));
    const B = s * n;
    const x0 = gutter + Math.floor((W - gutter - pad - B) / 2);
    const y0 = pad + Math.floor((W - gutter - pad - B) / 2);
    return { W, s, B, x0, y0, gutter };
  }

  /**
   * The square under the client point (`clientX`, `clientY`) on the n×n board, `{row, col}`, or undefined off the squares.
   * @param {number} clientX @param {number} clientY @param {number} n
   */
  squareAt(clientX, clientY, n) {
    const rect = this.canvas.getBoundingClientRect();
    const scale = this.canvas.width / rect.width;
    const { s, x0, y0 } = this.geometry(n);
    const col = Math.floor(((clientX - rect.left) * scale - x0) / s);
    const row = Math.floor(((clientY - rect.top) * scale - y0) / s);
    return row >= 0 && row < n && col >= 0 && col < n ? { row, col } : undefined;
  }

  /**
   * Draws `view` = { n, queens, attack (row-major, 0 = free), next: {row, col} | null, event (last event
   * or null), atSolution, falseSolution (the state's: the two queens of a false solution that attack each
   * other, or undefined), labels, ghostAt, flashAt, marks (optional: `marks(ctx, {n, s, x0, y0, dpr})` draws
   * under the queens) } at time `now` (for the lift and flash animations).
   * Returns true while an animation is still running (draw again next frame).
   * @param {View} view @param {number} now
   */
  render(view, now) {
    this.view = view;
    const { ctx, colors: c } = this;
    const { n, queens, attack, next, event, labels } = view;
    const { W, s, B, x0, y0, gutter } = this.geometry(n);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, W, W);
    if (n === 0) return false;
    const sx = (/** @type {number} */ col) => x0 + col * s;
    const sy = (/** @type {number} */ row) => y0 + row * s;
    /** @type {(row: number, col: number) => [number, number]} */
    const center = (row, col) => [sx(col) + s / 2, sy(row) + s / 2];
    const queenAt = (/** @type {number} */ row, /** @type {number} */ col) => row < queens.length && queens[row] === col;

    // Squares, and the squares some queen attacks: tinted and hatched, so that they differ from free
    // squares in lightness and texture, not in hue alone. The search's check (`attack`) looks at columns and
    // diagonals only, since each row holds one queen; the rest of a queen's row is attacked too and is
    // tinted as well, so that the drawing says what the legend says. Brute force, which checks whole
    // boards, has no check of squares (its map is all 0) and gets no tint at all.
    const hatch = this.hatchPattern();
    const checksSquares = attack?.some((v) => v !== 0) ?? false;
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) {
        ctx.fillStyle = (row + col) % 2 === 0 ? c['sq-light'] : c['sq-dark'];
        ctx.fillRect(sx(col), sy(row), s, s);
        const inQueensRow = checksSquares && row < queens.length;
        if (attack && (attack[row * n + col] || inQueensRow) && !queenAt(row, col)) {
          ctx.fillStyle = c.attacked;
          ctx.fillRect(sx(col), sy(row), s, s);
          ctx.fillStyle = hatch;
          ctx.fillRect(sx(col), sy(row), s, s);
        }
      }
    }

    // What the page adds under the lines and queens (js/experiment/experiment.js: a variant's marks, constrained squares).
    view.marks?.(ctx, { n, s, x0, y0, dpr: /** @type {number} */ (this.dpr) });

    // A rejection: the attacking line through the board, then (below) the owner and the refused square.
    if (event?.event === 'reject' && event.conflict !== 'blocked') {
      /** @type {[number, number]} */
      let from;
      /** @type {[number, number]} */
      let to;
      const { row, col } = event;
      if (event.conflict === 'column') {
        from = [0, col];
        to = [n - 1, col];
      } else if (event.conflict === 'down') {
        const d = row - col; // constant along the line
        from = d >= 0 ? [d, 0] : [0, -d];
        to = d >= 0 ? [n - 1, n - 1 - d] : [n - 1 + d, n - 1];
      } else {
        const u = row + col;
        from = u < n ? [0, u] : [u - n + 1, n - 1];
        to = u < n ? [u, 0] : [n - 1, u - n + 1];
      }
      const [ax, ay] = center(...from);
      const [bx, by] = center(...to);
      const ext = s * 0.42;
      const len = Math.hypot(bx - ax, by - ay) || 1;
      const ux = ((bx - ax) / len) * ext;
      const uy = ((by - ay) / len) * ext;
      ctx.beginPath();
      ctx.moveTo(ax - (len > 1 ? ux : 0), ay - (len > 1 ? uy : ext));
      ctx.lineTo(bx + (len > 1 ? ux : 0), by + (len > 1 ? uy : ext));
      ctx.lineCap = 'round';
      ctx.lineWidth = Math.max(3, s * 0.3);
      ctx.strokeStyle = c.line;
      ctx.stroke();
    }

    // Coordinates: letters under the columns, ranks beside the rows (rank 1, the search's first row, at the top).
    const coordFont = Math.max(9 * /** @type {number} */ (this.dpr), Math.min(gutter * 0.55, s * 0.6, 16 * /** @type {number} */ (this.dpr)));
    ctx.fillStyle = c.coord;
    ctx.font = `${Math.round(coordFont)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const labelEvery = coordFont > s * 0.95 ? 2 : 1;
    for (let i = 0; i < n; i++) {
      if (i % labelEvery !== 0 && i !== n - 1) continue;
      ctx.fillText(letter(i), sx(i) + s / 2, y0 + B + gutter / 2);
      ctx.fillText(String(i + 1), x0 - gutter / 2, sy(i) + s / 2);
    }

    // The queens, on gilded squares at a solution (unless that would flash too often). A mistake's false
    // solution (two queens attacking each other) gets no gold: it is drawn as false further down.
    const falseSolution = view.falseSolution;
    const solved = !falseSolution && (view.atSolution || event?.event === 'solution');
    const highlight = this.flashes.update(falseSolution ? undefined : view.flashAt, solved ? Array.from(queens).join(',') : undefined, now);
    for (let row = 0; row < queens.length; row++) {
      if (highlight.gilded) {
        ctx.fillStyle = c.gold;
        ctx.fillRect(sx(queens[row]), sy(row), s, s);
      }
      drawQueen(ctx, sx(queens[row]), sy(row), s, c.queen, c['queen-edge']);
    }

    /** @type {(row: number, col: number, color: string, width: number) => void} */
    const ring = (row, col, color, width) => {
      ctx.beginPath();
      ctx.lineWidth = width;
      ctx.strokeStyle = color;
      const inset = width / 2 + Math.max(1, s * 0.04);
      ctx.rect(sx(col) + inset, sy(row) + inset, s - 2 * inset, s - 2 * inset);
      ctx.stroke();
    };
    const thick = Math.max(2, Math.round(s * 0.09));
    let animating = highlight.waiting;

    if (event?.event === 'reject') {
      // The owner is ringed when it holds the line; a mistake's ghost or wrapped slot has no such queen, and a
      // blocked square's rejection names no row (`by`), so no queen either.
      const owner = queens[/** @type {number} */ (event.by)];
      const holds = /** @type {Record<string, boolean>} */ ({
        column: owner === event.col,
        down: /** @type {number} */ (event.by) - owner === event.row - event.col,
        up: /** @type {number} */ (event.by) + owner === event.row + event.col,
      });
      if (owner !== undefined && holds[event.conflict]) ring(/** @type {number} */ (event.by), owner, c.owner, thick);
      // A cross on the refused square.
      const [cx, cy] = center(event.row, event.col);
      const r = s * 0.28;
      ctx.beginPath();
      ctx.moveTo(cx - r, cy - r);
      ctx.lineTo(cx + r, cy + r);
      ctx.moveTo(cx + r, cy - r);
      ctx.lineTo(cx - r, cy + r);
      ctx.lineCap = 'round';
      ctx.lineWidth = Math.max(2, s * 0.1);
      ctx.strokeStyle = c.reject;
      ctx.stroke();
    } else if (event?.event === 'place') {
      ring(event.row, event.col, c.placed, thick);
    } else if (event?.event === 'remove') {
      // The lifted queen: it rises a little and fades to a ghost.
      const t = view.ghostAt === undefined ? 1 : Math.min(1, (now - view.ghostAt) / GHOST_MS);
      if (t < 1) animating = true;
      ctx.save();
      ctx.globalAlpha = 0.85 - 0.55 * t;
      drawQueen(ctx, sx(event.col), sy(event.row) - s * 0.18 * t, s, c.ghost, null);
      ctx.restore();
      ctx.setLineDash([Math.max(2, s * 0.08), Math.max(2, s * 0.06)]);
      ring(event.row, event.col, c.ghost, Math.max(1, Math.round(s * 0.04)));
      ctx.setLineDash([]);
    }

    // The square the next step tries.
    if (next) ring(next.row, next.col, c.next, thick);

    // A false solution: a dashed frame in the rejection's colour, the two queens that attack each other
    // ringed and joined by their line, over the queens.
    if (falseSolution) {
      const { upper, lower } = falseSolution;
      ring(upper.row, upper.col, c.reject, thick);
      ring(lower.row, lower.col, c.reject, thick);
      ctx.beginPath();
      ctx.moveTo(...center(upper.row, upper.col));
      ctx.lineTo(...center(lower.row, lower.col));
      ctx.lineCap = 'round';
      ctx.lineWidth = Math.max(3, s * 0.1);
      ctx.strokeStyle = c.reject;
      ctx.stroke();
      const width = Math.max(3, Math.round(s * 0.08));
      ctx.setLineDash([width * 2.5, width * 1.5]);
      ctx.lineWidth = width;
      ctx.strokeRect(x0 + width / 2, y0 + width / 2, B - width, B - width);
      ctx.setLineDash([]);
    }

    // A solution: a gold frame just inside the squares (the coordinates around them stay readable), and
    // a flash that fades.
    if (solved) {
      const width = Math.max(3, Math.round(s * 0.08));
      ctx.lineWidth = width;
      ctx.strokeStyle = c.gold;
      ctx.strokeRect(x0 + width / 2, y0 + width / 2, B - width, B - width);
    }
    // Diagonal numbers: row − col at the top left, row + col at the bottom right (0-based), drawn over the
    // queens, the rings and the solution's gold (each on its own backing patch), so that none hides them.
    const labelFont = Math.max(7 * /** @type {number} */ (this.dpr), Math.round(Math.min(s * 0.21, 13 * /** @type {number} */ (this.dpr))));
    const labelsFit = labelFont <= s * 0.45;
    this.reportLabels(Boolean(labels), Boolean(labels) && labelsFit);
    if (labels) {
      const f = labelFont;
      if (labelsFit) {
        ctx.font = `${f}px system-ui, sans-serif`;
        ctx.textBaseline = 'alphabetic';
        for (let row = 0; row < n; row++) {
          for (let col = 0; col < n; col++) {
            const down = row - col;
            const up = row + col;
            const x = sx(col);
            const y = sy(row);
            ctx.fillStyle = c['label-bg'];
            ctx.fillRect(x + 1, y + 1, f * (down < 0 ? 1.25 : 0.8), f * 1.05);
            ctx.fillRect(x + s - 1 - f * (up > 9 ? 1.25 : 0.8), y + s - 1 - f * 1.05, f * (up > 9 ? 1.25 : 0.8), f * 1.05);
            ctx.fillStyle = c.label;
            ctx.textAlign = 'left';
            ctx.fillText(down < 0 ? `\u2212${-down}` : String(down), x + 2, y + f * 0.92);
            ctx.textAlign = 'right';
            ctx.fillText(String(up), x + s - 2, y + s - 2 - f * 0.12);
          }
        }
      }
    }

    if (highlight.flashAt !== undefined) {
      const t = (now - highlight.flashAt) / FLASH_MS;
      if (t < 1) {
        animating = true;
        ctx.save();
        ctx.globalAlpha = 0.45 * (1 - t);
        ctx.fillStyle = c.gold;
        ctx.fillRect(x0, y0, B, B);
        ctx.restore();
      }
    }
    return animating;
  }
}
