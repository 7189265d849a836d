// The Repair section's small board (n up to Repair.largestSteppedSize(), 64): a 2D canvas in device pixels,
// every square shaded by how many queens attack it (the core's conflictGrid), its number written when the
// squares are large enough, each queen a disc (ringed when it is under attack) and the queen just moved
// drawn part of the way along its row while it slides.

/** Squares drawn at least this many CSS pixels wide carry their conflict count. */
const NUMBER_MIN_CSS_PX = 18;
/** Conflicts at which a square's shade is at its darkest: more look the same. */
const DARKEST_AT = 4;

/** @typedef {{row: number, from: number, to: number, progress: number}} Slide a queen on its way along its row */

/**
 * Draws the board on `canvas` (backing store already sized, `dpr` device pixels per CSS pixel):
 * `columns[r]` row r's queen, `conflicts[r * n + c]` the attackers of (r, c), `slide` `{row, from, to,
 * progress}` (progress 0..1) for a queen on its way, `colors` the page's board colours.
 * @param {HTMLCanvasElement} canvas
 * @param {{n: number, columns: Uint32Array, conflicts: Uint32Array, slide: Slide | null, colors: Record<string, string>, dpr: number}} board
 */
export function drawRepairBoard(canvas, { n, columns, conflicts, slide, colors, dpr }) {
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  const side = Math.min(canvas.width, canvas.height);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  if (!n) return;
  const edge = (/** @type {number} */ i) => Math.round((i * side) / n);
  const cell = side / n;
  const numbers = cell / dpr >= NUMBER_MIN_CSS_PX;
  ctx.font = `${Math.round(cell * 0.38)}px system-ui, sans-serif`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'top';
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      const [x, y, w, h] = [edge(col), edge(row), edge(col + 1) - edge(col), edge(row + 1) - edge(row)];
      ctx.fillStyle = (row + col) % 2 === 0 ? colors['sq-light'] : colors['sq-dark'];
      ctx.fillRect(x, y, w, h);
      const k = conflicts[row * n + col];
      if (k > 0) {
        ctx.globalAlpha = 0.2 + (0.65 * Math.min(k, DARKEST_AT)) / DARKEST_AT;
        ctx.fillStyle = colors.reject;
        ctx.fillRect(x, y, w, h);
        ctx.globalAlpha = 1;
      }
      if (numbers && columns[row] !== col) {
        ctx.fillStyle = colors.label;
        ctx.fillText(String(k), x + w - cell * 0.08, y + cell * 0.06);
      }
    }
  }
  for (let row = 0; row < n; row++) {
    let col = columns[row];
    if (slide && slide.row === row) col = slide.from + (slide.to - slide.from) * slide.progress;
    const attacked = conflicts[row * n + columns[row]] > 0 && !(slide && slide.row === row);
    queen(ctx, (col + 0.5) * cell, (row + 0.5) * cell, cell, attacked, colors);
  }
}

/**
 * @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y @param {number} cell
 * @param {boolean} attacked @param {Record<string, string>} colors
 */
function queen(ctx, x, y, cell, attacked, colors) {
  const r = cell * 0.32;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = colors.queen;
  ctx.fill();
  ctx.lineWidth = Math.max(1, cell * 0.06);
  ctx.strokeStyle = colors['queen-edge'];
  ctx.stroke();
  if (attacked) {
    ctx.beginPath();
    ctx.arc(x, y, r + ctx.lineWidth * 1.5, 0, Math.PI * 2);
    ctx.lineWidth = Math.max(1.5, cell * 0.08);
    ctx.strokeStyle = colors.owner;
    ctx.stroke();
  }
}
