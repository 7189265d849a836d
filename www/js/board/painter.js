// Paints a display list of the core's scene (src/picture/display.rs, made by Search#scene) on a 2D canvas:
// each layer one path filled once in its ink (stripes as a repeated tile, as the SVG writer lays them),
// nothing decided here. The list's codes are the core's.

/** The header's length, and its flags. */
export const HEADER = 5;
const ANIMATING = 1;
const DIAGONALS_FIT = 2;
const LAYER = 1;
const RECT = 2;
const POLYGON = 3;
const CIRCLE = 4;
const STRIPES = 5;
const LINE = 6;
const RING = 7;

/** @type {Map<string, CanvasPattern | null>} stripe tiles by colour, period and width */
const tiles = new Map();

/**
 * Stripes rising to the right in `color`, their middles where x + y is a multiple of `period` (whole device
 * pixels), `width` across: a tile that repeats from the canvas's origin.
 * @param {CanvasRenderingContext2D} ctx @param {string} color @param {number} period @param {number} width
 */
function stripes(ctx, color, period, width) {
  const key = `${color} ${period} ${width}`;
  if (!tiles.has(key)) {
    const tile = new OffscreenCanvas(period, period);
    const tileCtx = /** @type {OffscreenCanvasRenderingContext2D} */ (tile.getContext('2d'));
    tileCtx.strokeStyle = color;
    tileCtx.lineWidth = width;
    tileCtx.beginPath();
    for (const offset of [-period, 0, period]) {
      tileCtx.moveTo(offset, period);
      tileCtx.lineTo(offset + period, 0);
    }
    tileCtx.stroke();
    tiles.set(key, ctx.createPattern(tile, 'repeat'));
  }
  return tiles.get(key);
}

/**
 * What a display list's header says: the canvas side, a square's side and the board's left and top edges
 * (device pixels), whether something still moves and whether the diagonal numbers fit.
 * @param {Float32Array} list
 */
export function header(list) {
  const flags = list[4];
  return { W: list[0], s: list[1], x0: list[2], y0: list[3], animating: (flags & ANIMATING) !== 0, diagonalsFit: (flags & DIAGONALS_FIT) !== 0 };
}

/**
 * Clears `ctx`'s canvas and paints `list` on it, ink number i in the CSS colour `inks[i]`.
 * @param {CanvasRenderingContext2D} ctx @param {Float32Array} list @param {string[]} inks
 */
export function paint(ctx, list, inks) {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  let open = false;
  let ink = '';
  /** @type {Path2D | undefined} */
  let lines;
  let lineWidth = 1;
  const finish = () => {
    if (!open) return;
    ctx.fill();
    if (lines) {
      ctx.lineWidth = lineWidth;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = ink;
      ctx.stroke(lines);
      lines = undefined;
    }
  };
  let i = HEADER;
  while (i < list.length) {
    const code = list[i];
    if (code === LAYER) {
      finish();
      ctx.beginPath();
      ink = inks[list[i + 1]];
      ctx.fillStyle = ink;
      ctx.globalAlpha = list[i + 2];
      open = true;
      i += 3;
    } else if (code === STRIPES) {
      ctx.rect(list[i + 1], list[i + 2], list[i + 3], list[i + 4]);
      ctx.fillStyle = stripes(ctx, ink, list[i + 5], list[i + 6]) ?? ink;
      i += 7;
    } else if (code === RECT) {
      ctx.rect(list[i + 1], list[i + 2], list[i + 3], list[i + 4]);
      i += 5;
    } else if (code === POLYGON) {
      const k = list[i + 1];
      ctx.moveTo(list[i + 2], list[i + 3]);
      for (let j = 1; j < k; j++) ctx.lineTo(list[i + 2 + 2 * j], list[i + 3 + 2 * j]);
      ctx.closePath();
      i += 2 + 2 * k;
    } else if (code === CIRCLE) {
      const [cx, cy, r] = [list[i + 1], list[i + 2], list[i + 3]];
      ctx.moveTo(cx + r, cy);
      ctx.arc(cx, cy, r, 0, Math.PI * 2, list[i + 4] === 1);
      ctx.closePath();
      i += 5;
    } else if (code === LINE) {
      lines ??= new Path2D();
      lines.moveTo(list[i + 1], list[i + 2]);
      lines.lineTo(list[i + 3], list[i + 4]);
      lineWidth = list[i + 5];
      i += 6;
    } else if (code === RING) {
      lines ??= new Path2D();
      const [cx, cy, r] = [list[i + 1], list[i + 2], list[i + 3]];
      lines.moveTo(cx + r, cy);
      lines.arc(cx, cy, r, 0, Math.PI * 2);
      lineWidth = list[i + 4];
      i += 5;
    } else {
      throw new Error(`paint(): the display list holds an unknown operation ${code} at ${i}`);
    }
  }
  finish();
  ctx.globalAlpha = 1;
}
