//! Drawing from Rust into a 2D canvas through web-sys. A large board's pixels are the core's
//! (src/picture/large.rs: squares and crowns, or the density picture of where ten million queens fall),
//! written in wasm memory and put in one `put_image_data`, so that no queen crosses into JavaScript; here
//! only the canvas and its colours are read. The search tree is drawn on the canvas's paths.

use nqueens_core::picture::{BoardColours, MAX_CANVAS_PIXELS, Rgba, large_board};
use wasm_bindgen::prelude::*;
use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, ImageData};

/// The names of `PaletteText`'s colours, in the order the draw methods take them, for messages.
pub const BOARD_COLOURS: [&str; 4] = ["light square", "dark square", "queen", "queen outline"];

/// The colours as the page passes them: any CSS colour the canvas understands.
pub struct PaletteText<'a> {
    pub light: &'a str,
    pub dark: &'a str,
    pub queen: &'a str,
    pub queen_edge: &'a str,
}

/// Draws the n x n board with a queen in column `columns[row]` of every row (`None`: an empty board, as
/// for n = 2 and 3) on the whole of `canvas` at its backing-store size: the core's picture of it. Returns
/// whether the squares and crowns were drawn (rather than the density picture).
pub fn board(
    canvas: &HtmlCanvasElement,
    n: usize,
    columns: Option<&[u32]>,
    palette: PaletteText,
) -> Result<bool, JsError> {
    let (width, height) = (canvas.width(), canvas.height());
    let ctx = context_of(canvas)?;
    let rgb = |css: &str| {
        css_rgb(&ctx, css)
            .map(|[r, g, b]| Rgba([r, g, b, 255]))
            .ok_or_else(|| JsError::new(&format!("“{css}” is not a CSS colour")))
    };
    let colours = BoardColours {
        light: rgb(palette.light)?,
        dark: rgb(palette.dark)?,
        queen: rgb(palette.queen)?,
        queen_edge: rgb(palette.queen_edge)?,
    };
    let drawn = large_board(n, columns, width, height, &colours).map_err(|e| JsError::new(&e.to_string()))?;
    if width > 0 && height > 0 {
        let image = ImageData::new_with_u8_clamped_array_and_sh(Clamped(&drawn.raster.pixels), width, height)
            .map_err(|_| JsError::new("the browser refused to make an image of the board"))?;
        ctx.put_image_data(&image, 0.0, 0.0).map_err(|_| JsError::new("the browser refused to draw the board"))?;
    }
    Ok(drawn.detailed)
}

/// The red, green and blue of a CSS colour, as the canvas itself reads it (it writes back `#rrggbb`, or
/// `rgba(r, g, b, a)` for a translucent one), or `None` if the canvas does not take it as a colour: it
/// then keeps the previous fill style, which is why two different ones are tried first.
fn css_rgb(ctx: &CanvasRenderingContext2d, css: &str) -> Option<[u8; 3]> {
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

// ---- The search tree (src/tree.rs, the `SearchTree` class of web/src/tree.rs) ----

/// The tree's colours as the page passes them (CSS colours): lines and boards of branches given up, the
/// current path, pruned stubs, solutions, the band of the summary.
pub struct TreePalette<'a> {
    pub dim: &'a str,
    pub path: &'a str,
    pub pruned: &'a str,
    pub solution: &'a str,
}

/// The canvas's 2D context, for a canvas of at most [`MAX_CANVAS_PIXELS`].
fn context_of(canvas: &HtmlCanvasElement) -> Result<CanvasRenderingContext2d, JsError> {
    let (width, height) = (canvas.width(), canvas.height());
    if u64::from(width) * u64::from(height) > MAX_CANVAS_PIXELS {
        return Err(JsError::new(&format!(
            "the canvas is {width}×{height} pixels: the most drawn is {MAX_CANVAS_PIXELS} pixels"
        )));
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
