//! Drawing from Rust into a 2D canvas through web-sys: the pixels are written in wasm memory and put in
//! one `put_image_data`, so that a board of ten million queens never crosses into JavaScript.
//!
//! A board whose squares get at least [`DETAILED_CELL_PX`] device pixels is drawn with its squares and a
//! crown per queen; a smaller one as a density picture: every canvas pixel is shaded by how many queens
//! fall in the part of the board it covers, from the light square colour (none) to the queen colour (the
//! most any pixel holds). Square edges sit on whole device pixels, so nothing is blurred.

use wasm_bindgen::prelude::*;
use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, ImageData};

/// From this many device pixels per square up, squares and crowns; below, the density picture.
pub const DETAILED_CELL_PX: u32 = 8;
/// The largest canvas drawn, in pixels: the density picture holds a 4-byte count per pixel besides the
/// image itself, and no page needs more than a 4096 x 4096 board.
pub const MAX_CANVAS_PIXELS: u64 = 4096 * 4096;
/// Any pixel holding a queen is at least this far from the background towards the queen colour, so that
/// a lone queen (the corner queen of an odd board) still shows among pixels holding thousands.
const LEAST_SHADE: f64 = 0.35;

/// The names of `PaletteText`'s colours, in the order the draw methods take them, for messages.
pub const BOARD_COLOURS: [&str; 4] = ["light square", "dark square", "queen", "queen outline"];

/// The colours as the page passes them: any CSS colour the canvas understands.
pub struct PaletteText<'a> {
    pub light: &'a str,
    pub dark: &'a str,
    pub queen: &'a str,
    pub queen_edge: &'a str,
}

type Rgb = [u8; 3];

struct Palette<'a> {
    light: Rgb,
    dark: Rgb,
    queen: Rgb,
    text: PaletteText<'a>,
}

/// The canvas's 2D context and the size of the board on it (the largest square from the top left).
struct Target {
    ctx: CanvasRenderingContext2d,
    width: u32,
    height: u32,
    side: u32,
}

/// Draws the n x n board with a queen in column `columns[row]` of every row (`None`: an empty board, as
/// for n = 2 and 3) on the whole of `canvas` at its backing-store size. Returns whether the squares and
/// crowns were drawn (rather than the density picture).
pub fn board(
    canvas: &HtmlCanvasElement,
    n: usize,
    columns: Option<&[u32]>,
    palette: PaletteText,
) -> Result<bool, JsError> {
    let (width, height) = (canvas.width(), canvas.height());
    if u64::from(width) * u64::from(height) > MAX_CANVAS_PIXELS {
        return Err(JsError::new(&format!(
            "the canvas is {width}×{height} pixels: the most drawn is {MAX_CANVAS_PIXELS} pixels"
        )));
    }
    let ctx = canvas
        .get_context("2d")
        .ok()
        .flatten()
        .and_then(|context| context.dyn_into::<CanvasRenderingContext2d>().ok())
        .ok_or_else(|| JsError::new("the canvas has no 2D context to draw in"))?;
    let palette = Palette::read(&ctx, palette)?;
    if width == 0 || height == 0 {
        return Ok(false);
    }
    let target = Target { ctx, width, height, side: width.min(height) };
    let mut pixels = Pixels::new(width, height, palette.light);
    let detailed = n > 0 && target.side as usize / n >= DETAILED_CELL_PX as usize;
    if detailed {
        squares(&mut pixels, n, target.side, palette.dark);
    } else if let Some(columns) = columns.filter(|_| n > 0) {
        density(&mut pixels, columns, target.side, &palette);
    }
    target.put(pixels)?;
    if let (true, Some(columns)) = (detailed, columns) {
        for (row, &column) in columns.iter().enumerate() {
            let (x, s) = (edge(column as usize, n, target.side), cell(column as usize, n, target.side));
            crown(&target.ctx, f64::from(x), f64::from(edge(row, n, target.side)), f64::from(s), &palette.text);
        }
    }
    Ok(detailed)
}

/// Where square `i` of `n` starts on a board `side` pixels wide: a whole pixel, floor(i * side / n).
fn edge(i: usize, n: usize, side: u32) -> u32 {
    // In f64 rather than u64, whose division is several times slower and done twice per queen. Exact:
    // i * side < 2^53 is exact, the quotient is correctly rounded, and one that is not a whole number is
    // at least 1/n below the next (n <= 10^7), far more than its rounding error (side <= 4096).
    ((i as f64 * f64::from(side)) / n as f64) as u32
}

/// How many pixels square `i` of `n` covers: at least one, so that every queen lands on a pixel.
fn cell(i: usize, n: usize, side: u32) -> u32 {
    (edge(i + 1, n, side) - edge(i, n, side)).max(1)
}

impl<'a> Palette<'a> {
    fn read(ctx: &CanvasRenderingContext2d, text: PaletteText<'a>) -> Result<Palette<'a>, JsError> {
        let rgb = |css: &str| css_rgb(ctx, css).ok_or_else(|| JsError::new(&format!("“{css}” is not a CSS colour")));
        rgb(text.queen_edge)?;
        Ok(Palette { light: rgb(text.light)?, dark: rgb(text.dark)?, queen: rgb(text.queen)?, text })
    }
}

/// The red, green and blue of a CSS colour, as the canvas itself reads it (it writes back `#rrggbb`, or
/// `rgba(r, g, b, a)` for a translucent one), or `None` if the canvas does not take it as a colour: it
/// then keeps the previous fill style, which is why two different ones are tried first.
fn css_rgb(ctx: &CanvasRenderingContext2d, css: &str) -> Option<Rgb> {
    let read_after = |before: &str| {
        ctx.set_fill_style_str(before);
        ctx.set_fill_style_str(css);
        ctx.fill_style().as_string()
    };
    let (after_black, after_white) = (read_after("#000000"), read_after("#ffffff"));
    if after_black != after_white {
        return None;
    }
    let normal = after_black?;
    if let Some(hex) = normal.strip_prefix('#').filter(|hex| hex.len() == 6) {
        let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
        return Some([byte(0)?, byte(2)?, byte(4)?]);
    }
    let inside = normal.strip_prefix("rgba(")?.strip_suffix(')')?;
    let mut parts = inside.split(',').map(|part| part.trim().parse::<u8>().ok());
    Some([parts.next()??, parts.next()??, parts.next()??])
}

/// An RGBA image in wasm memory, every pixel opaque.
struct Pixels {
    data: Vec<u8>,
    width: u32,
}

impl Pixels {
    fn new(width: u32, height: u32, background: Rgb) -> Pixels {
        let [r, g, b] = background;
        Pixels { data: [r, g, b, 255].repeat(width as usize * height as usize), width }
    }

    fn set(&mut self, x: u32, y: u32, color: Rgb) {
        let at = 4 * (y as usize * self.width as usize + x as usize);
        self.data[at..at + 3].copy_from_slice(&color);
    }

    fn fill(&mut self, x: u32, y: u32, w: u32, h: u32, color: Rgb) {
        for yy in y..y + h {
            for xx in x..x + w {
                self.set(xx, yy, color);
            }
        }
    }
}

impl Target {
    fn put(&self, pixels: Pixels) -> Result<(), JsError> {
        let image = ImageData::new_with_u8_clamped_array_and_sh(Clamped(&pixels.data), self.width, self.height)
            .map_err(|_| JsError::new("the browser refused to make an image of the board"))?;
        self.ctx.put_image_data(&image, 0.0, 0.0).map_err(|_| JsError::new("the browser refused to draw the board"))
    }
}

/// The dark squares (those whose row + column is odd) of the n x n board.
fn squares(pixels: &mut Pixels, n: usize, side: u32, dark: Rgb) {
    for row in 0..n {
        for column in ((row + 1) % 2..n).step_by(2) {
            let (x, y) = (edge(column, n, side), edge(row, n, side));
            pixels.fill(x, y, cell(column, n, side), cell(row, n, side), dark);
        }
    }
}

/// The density picture: how many queens fall in each pixel, shaded from light to queen.
fn density(pixels: &mut Pixels, columns: &[u32], side: u32, palette: &Palette) {
    let n = columns.len();
    let width = side as usize;
    let mut counts = vec![0u32; width * width];
    if n >= width {
        // Every square is then at most one pixel: the case of the largest boards, kept lean.
        for (row, &column) in columns.iter().enumerate() {
            counts[edge(row, n, side) as usize * width + edge(column as usize, n, side) as usize] += 1;
        }
    } else {
        for (row, &column) in columns.iter().enumerate() {
            let (x0, y0) = (edge(column as usize, n, side), edge(row, n, side));
            for y in y0..y0 + cell(row, n, side) {
                for x in x0..x0 + cell(column as usize, n, side) {
                    counts[y as usize * width + x as usize] += 1;
                }
            }
        }
    }
    let most = counts.iter().copied().max().unwrap_or(0);
    if most == 0 {
        return;
    }
    for (at, &count) in counts.iter().enumerate().filter(|&(_, &count)| count > 0) {
        let share = LEAST_SHADE + (1.0 - LEAST_SHADE) * f64::from(count) / f64::from(most);
        let mix = |i: usize| {
            let (from, to) = (f64::from(palette.light[i]), f64::from(palette.queen[i]));
            (from + (to - from) * share).round() as u8
        };
        pixels.set((at % side as usize) as u32, (at / side as usize) as u32, [mix(0), mix(1), mix(2)]);
    }
}

/// A crown filling the square at (x, y) of side s, outlined once the square is big enough to show it:
/// the pictures' crown ([`nqueens_core::picture::CROWN`]), which the search board draws too.
fn crown(ctx: &CanvasRenderingContext2d, x: f64, y: f64, s: f64, palette: &PaletteText) {
    let shape = nqueens_core::picture::CROWN;
    let at = |(fx, fy): (f64, f64)| (x + fx * s, y + fy * s);
    ctx.begin_path();
    for (i, &point) in shape.outline.iter().enumerate() {
        let (px, py) = at(point);
        if i == 0 { ctx.move_to(px, py) } else { ctx.line_to(px, py) }
    }
    ctx.close_path();
    let [bx, by, bw, bh] = shape.band;
    ctx.rect(x + bx * s, y + by * s, bw * s, bh * s);
    for &jewel in &shape.jewels {
        let (cx, cy) = at(jewel);
        let r = shape.jewel_radius * s;
        ctx.move_to(cx + r, cy);
        // Only a negative radius fails, and r is not negative.
        let _ = ctx.arc(cx, cy, r, 0.0, std::f64::consts::TAU);
    }
    ctx.set_fill_style_str(palette.queen);
    ctx.fill();
    if s >= shape.edge_from_px {
        ctx.set_line_width((s * shape.edge_width).max(1.0));
        ctx.set_stroke_style_str(palette.queen_edge);
        ctx.stroke();
    }
}

// ---- The search tree (src/tree.rs, the `SearchTree` class of web/src/tree.rs) ----

/// The tree's colours as the page passes them (CSS colours): lines and boards of branches given up, the
/// current path, pruned stubs, solutions, the band of the summary.
pub struct TreePalette<'a> {
    pub dim: &'a str,
    pub path: &'a str,
    pub pruned: &'a str,
    pub solution: &'a str,
}

fn context_of(canvas: &HtmlCanvasElement) -> Result<CanvasRenderingContext2d, JsError> {
    if u64::from(canvas.width()) * u64::from(canvas.height()) > MAX_CANVAS_PIXELS {
        return Err(JsError::new(&format!("the canvas is too large: the most drawn is {MAX_CANVAS_PIXELS} pixels")));
    }
    canvas
        .get_context("2d")
        .ok()
        .flatten()
        .and_then(|context| context.dyn_into::<CanvasRenderingContext2d>().ok())
        .ok_or_else(|| JsError::new("the canvas has no 2D context to draw in"))
}

/// How faint the part of the tree the search has not reached (or has stepped back from) is drawn.
const FUTURE_ALPHA: f64 = 0.28;

/// Draws `grown`, the furthest tree the search has grown, laid out as `layout` (in CSS pixels; `scale` device
/// pixels each): the branches given up dimmed, the current path highlighted, every stub a short line in the
/// pruned colour, solutions as larger dots. `current` is the tree at the search's step, the first nodes of
/// `grown` (the search is deterministic); the rest, grown before the search stepped back, are drawn faint,
/// so that every board stays in its place and can still be chosen.
pub fn tree(
    canvas: &HtmlCanvasElement,
    grown: &nqueens_core::tree::SearchTree,
    current: &nqueens_core::tree::SearchTree,
    layout: &nqueens_core::tree::TreeLayout,
    scale: f64,
    palette: &TreePalette,
) -> Result<(), JsError> {
    use nqueens_core::tree::NodeKind;
    let ctx = context_of(canvas)?;
    ctx.set_transform(scale, 0.0, 0.0, scale, 0.0, 0.0).map_err(|_| JsError::new("the canvas refused its scale"))?;
    ctx.clear_rect(0.0, 0.0, f64::from(canvas.width()), f64::from(canvas.height()));
    let nodes = grown.nodes();
    let present = current.nodes().len();
    let solved = |index: usize| current.nodes().get(index).unwrap_or(&nodes[index]).solution_weight > 0;
    let mut on_path = vec![false; nodes.len()];
    for &index in current.path() {
        if let Some(on) = on_path.get_mut(index as usize) {
            *on = true;
        }
    }
    let radius = (layout.row_height / 8.0).clamp(1.5, 4.0);
    for future in [true, false] {
        let here = |index: usize| (index >= present) == future;
        ctx.set_global_alpha(if future { FUTURE_ALPHA } else { 1.0 });
        let line = |kind: NodeKind, path: bool| {
            ctx.begin_path();
            for (index, node) in nodes.iter().enumerate().skip(1) {
                if node.kind == kind && on_path[index] == path && here(index) {
                    let (x, y) = layout.points[index];
                    let (px, py) = layout.points[node.parent as usize];
                    ctx.move_to(px, py);
                    ctx.line_to(x, y);
                }
            }
            ctx.stroke();
        };
        ctx.set_line_width(1.0);
        ctx.set_stroke_style_str(palette.pruned);
        line(NodeKind::Pruned, false);
        ctx.set_stroke_style_str(palette.dim);
        line(NodeKind::Board, false);
        ctx.set_line_width(2.5);
        ctx.set_stroke_style_str(palette.path);
        line(NodeKind::Board, true);
        let dots = |style: &str, r: f64, pick: &dyn Fn(usize) -> bool| {
            ctx.begin_path();
            for (index, node) in nodes.iter().enumerate() {
                if node.kind == NodeKind::Board && here(index) && pick(index) {
                    let (x, y) = layout.points[index];
                    ctx.move_to(x + r, y);
                    // Only a negative radius fails, and r is positive.
                    let _ = ctx.arc(x, y, r, 0.0, std::f64::consts::TAU);
                }
            }
            ctx.set_fill_style_str(style);
            ctx.fill();
        };
        dots(palette.dim, radius * 0.6, &|index| !on_path[index]);
        dots(palette.path, radius, &|index| on_path[index]);
        dots(palette.solution, radius * 1.6, &|index| solved(index));
    }
    ctx.set_global_alpha(1.0);
    Ok(())
}

/// The summary of a large board's tree, in a `width` x `height` area (CSS pixels): one band per depth, the
/// root's at the top, holding a bar whose length is that depth's share of the largest depth (boards, then
/// pruned stubs after them); a tick across each band of the current path at the column of its queen;
/// the last band in the solution colour once a solution is found.
pub fn tree_summary(
    canvas: &HtmlCanvasElement,
    boards: &[u64],
    pruned: &[u64],
    path: &[usize],
    n: usize,
    scale: f64,
    palette: &TreePalette,
) -> Result<(), JsError> {
    let ctx = context_of(canvas)?;
    ctx.set_transform(scale, 0.0, 0.0, scale, 0.0, 0.0).map_err(|_| JsError::new("the canvas refused its scale"))?;
    let (width, height) = (f64::from(canvas.width()) / scale, f64::from(canvas.height()) / scale);
    ctx.clear_rect(0.0, 0.0, width, height);
    let band = height / boards.len().max(1) as f64;
    let widest = boards.iter().zip(pruned).map(|(b, p)| b + p).max().unwrap_or(1).max(1) as f64;
    for (depth, (&b, &p)) in boards.iter().zip(pruned).enumerate() {
        let top = depth as f64 * band + band * 0.15;
        let (board_width, pruned_width) = (b as f64 / widest * width, p as f64 / widest * width);
        let solved = depth == n && b > 0;
        ctx.set_fill_style_str(if solved { palette.solution } else { palette.dim });
        ctx.fill_rect(0.0, top, board_width.max(if b > 0 { 1.0 } else { 0.0 }), band * 0.7);
        ctx.set_fill_style_str(palette.pruned);
        ctx.fill_rect(board_width, top, pruned_width, band * 0.7);
    }
    ctx.set_fill_style_str(palette.path);
    for (row, &col) in path.iter().enumerate() {
        let x = (col as f64 + 0.5) / n.max(1) as f64 * width;
        ctx.fill_rect(x - 1.5, (row + 1) as f64 * band, 3.0, band);
    }
    Ok(())
}
