//! The marks a board shows besides its squares, queens and last event: a classic mistake's misjudged
//! squares and left-behind queens, brute force's clash, blocked and required squares, a false solution, and
//! the diagonal numbers; and the dashed outlines some of them are drawn with.

use super::board::BoardView;
use super::font;
use super::palette::Ink;
use super::scene::{Item, Label, Scene, Shape, crown, ring, square};
use crate::constraints::Square;
use crate::event::Event;

/// The band `width` wide along the rectangle (x, y, w, h)'s outline, in dashes `on` long and `off` apart,
/// starting at its top left corner and going round clockwise; a dash across a corner turns it square.
#[inline(never)]
pub(super) fn dashed_rect((x, y, w, h): (f64, f64, f64, f64), width: f64, (on, off): (f64, f64)) -> Vec<Shape> {
    let half = width / 2.0;
    let sides = [
        ((x, y), (1.0, 0.0), w),
        ((x + w, y), (0.0, 1.0), h),
        ((x + w, y + h), (-1.0, 0.0), w),
        ((x, y + h), (0.0, -1.0), h),
    ];
    let perimeter = 2.0 * (w + h);
    let mut shapes = Vec::new();
    if on <= 0.0 || perimeter <= 0.0 {
        return shapes;
    }
    let mut start = 0.0;
    while start < perimeter {
        let end = (start + on).min(perimeter);
        let mut along = 0.0;
        for &((sx, sy), (dx, dy), length) in &sides {
            let (from, to) = (start.max(along) - along, end.min(along + length) - along);
            if from < to {
                // Reaching a corner, the dash covers the corner's square too.
                let from = if from <= 0.0 { -half } else { from };
                let to = if to >= length { length + half } else { to };
                let (ax, ay) = (sx + dx * from, sy + dy * from);
                let (bx, by) = (sx + dx * to, sy + dy * to);
                let (left, top) = (ax.min(bx) - half * dy.abs(), ay.min(by) - half * dx.abs());
                let (right, bottom) = (ax.max(bx) + half * dy.abs(), ay.max(by) + half * dx.abs());
                shapes.push(Shape::Rect { x: left, y: top, w: right - left, h: bottom - top });
            }
            along += length;
        }
        start += on + off;
    }
    shapes
}

/// The line from `a` to `b`, `width` wide with square ends, in dashes `on` long and `off` apart (`None`: whole).
#[inline(never)]
pub(super) fn dashed_line(a: (f64, f64), b: (f64, f64), width: f64, dashes: Option<(f64, f64)>) -> Vec<Shape> {
    let length = (b.0 - a.0).hypot(b.1 - a.1);
    if length <= 0.0 {
        return Vec::new();
    }
    let (ux, uy) = ((b.0 - a.0) / length, (b.1 - a.1) / length);
    let (nx, ny) = (-uy * width / 2.0, ux * width / 2.0);
    let piece = |from: f64, to: f64| {
        let (p, q) = ((a.0 + ux * from, a.1 + uy * from), (a.0 + ux * to, a.1 + uy * to));
        Shape::Polygon(vec![(p.0 + nx, p.1 + ny), (q.0 + nx, q.1 + ny), (q.0 - nx, q.1 - ny), (p.0 - nx, p.1 - ny)])
    };
    let Some((on, off)) = dashes.filter(|&(on, _)| on > 0.0) else {
        return vec![piece(0.0, length)];
    };
    let mut pieces = Vec::new();
    let mut start = 0.0;
    while start < length {
        pieces.push(piece(start, (start + on).min(length)));
        start += on + off;
    }
    pieces
}

/// A classic mistake's marks (its misjudged squares, the queens it forgot to lift, the queen whose wrapped
/// slot refused a square) and brute force's clash, under the lines and queens.
#[inline(never)]
pub(super) fn variant_marks(scene: &mut Scene, view: &BoardView) {
    let (n, geometry) = (view.n, scene.geometry);
    let s = geometry.side();
    if view.misjudged.len() == n * n {
        let (mut phantom, mut missed, mut unchecked) = (Vec::new(), Vec::new(), Vec::new());
        // Through a missed square, the down diagonal its check never looks along.
        let dashes = Some(((s * 0.1).max(2.0), (s * 0.08).max(2.0)));
        for (i, &code) in view.misjudged.iter().enumerate() {
            let (row, col) = (i / n, i % n);
            if code == 1 {
                phantom.push(square(&geometry, row, col));
            } else if code == 2 {
                missed.push(square(&geometry, row, col));
                let (x, y) = geometry.corner(row, col);
                let (a, b) = ((x + s * 0.15, y + s * 0.15), (x + s * 0.85, y + s * 0.85));
                unchecked.extend(dashed_line(a, b, (s * 0.07).max(2.0), dashes));
            }
        }
        scene.paint("phantom", Ink::Phantom, phantom);
        scene.paint("missed", Ink::Missed, missed);
        scene.paint("unchecked", Ink::Ghost, unchecked);
    }
    let dashes = ((s * 0.08).max(2.0), (s * 0.06).max(2.0));
    for ghost in &view.ghosts {
        let (x, y) = geometry.corner(ghost.row, ghost.col);
        scene.paint_faded("left-behind", Ink::Ghost, 0.4, crown(x, y, s).0);
        let rect = (x + s * 0.08, y + s * 0.08, s * 0.84, s * 0.84);
        scene.paint("left-behind-ring", Ink::Ghost, dashed_rect(rect, (s * 0.04).round().max(1.0), dashes));
    }
    if let Some(Event::Reject { row, col, by: Some(by), .. }) = view.event
        && view.ghosts.is_empty()
        && view.misjudged.get(row * n + col) == Some(&1)
        && let Some(&owner) = view.queens.get(by)
    {
        // The queen whose wrapped slot the refused square shares, ringed in dashes.
        let (x, y) = geometry.corner(by, owner);
        let dashes = ((s * 0.1).max(3.0), (s * 0.07).max(2.0));
        let rect = (x + s * 0.1, y + s * 0.1, s * 0.8, s * 0.8);
        scene.paint("wrapped", Ink::Reject, dashed_rect(rect, (s * 0.08).round().max(2.0), dashes));
    }
    if let Some([a, b]) = view.clash
        && let (Some(&ca), Some(&cb)) = (view.queens.get(a), view.queens.get(b))
    {
        let width = (3.0 * geometry.scale).max(s * 0.12);
        let line = Shape::Segment { a: geometry.centre(a, ca), b: geometry.centre(b, cb), width };
        scene.paint("clash", Ink::Reject, vec![line]);
    }
}

/// Blocked squares (filled and crossed), required squares (four corner brackets, which the queen drawn on
/// the square leaves visible), and the square the keyboard is on while constraining.
#[inline(never)]
pub(super) fn constraint_marks(scene: &mut Scene, view: &BoardView, focus: Option<Square>) {
    let geometry = scene.geometry;
    let s = geometry.side();
    let (r, width) = (s * 0.3, (s * 0.08).max(2.0));
    let (mut blocked, mut crosses) = (Vec::new(), Vec::new());
    for q in &view.blocked {
        blocked.push(square(&geometry, q.row, q.col));
        let (cx, cy) = geometry.centre(q.row, q.col);
        crosses.extend(dashed_line((cx - r, cy - r), (cx + r, cy + r), width, None));
        crosses.extend(dashed_line((cx + r, cy - r), (cx - r, cy + r), width, None));
    }
    scene.paint("blocked", Ink::Blocked, blocked);
    scene.paint("blocked-mark", Ink::BlockedMark, crosses);
    let (w, arm) = ((s * 0.1).round().max(2.0), s * 0.32);
    let mut brackets = Vec::new();
    for q in &view.required {
        let (x, y) = geometry.corner(q.row, q.col);
        // Each corner's two arms, along its edges, inwards.
        for (dx, dy) in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
            let (cx, cy) = (x + dx * s, y + dy * s);
            brackets.push(Shape::Rect { x: cx - dx * arm, y: cy - dy * w, w: arm, h: w });
            brackets.push(Shape::Rect { x: cx - dx * w, y: cy - dy * arm, w, h: arm });
        }
    }
    scene.paint("required", Ink::Required, brackets);
    if let Some(q) = focus.filter(|q| q.row < view.n && q.col < view.n) {
        let (x, y) = geometry.corner(q.row, q.col);
        let dashes = ((s * 0.12).max(3.0), (s * 0.08).max(2.0));
        let rect = (x + s * 0.14, y + s * 0.14, s * 0.72, s * 0.72);
        scene.paint("focus", Ink::Focus, dashed_rect(rect, (s * 0.06).max(2.0), dashes));
    }
}

/// A false solution: the two queens that attack each other ringed and joined by their line, and a dashed
/// frame in the rejection's colour round the board.
#[inline(never)]
pub(super) fn false_solution(scene: &mut Scene, view: &BoardView) {
    let Some(attack) = view.false_solution else { return };
    let geometry = scene.geometry;
    let s = geometry.side();
    let thick = (s * 0.09).round().max(2.0);
    let (upper, lower) = (attack.upper, attack.lower);
    let mut shapes = vec![ring(&geometry, upper.row, upper.col, thick), ring(&geometry, lower.row, lower.col, thick)];
    let width = (s * 0.1).max(3.0);
    shapes.push(Shape::Segment {
        a: geometry.centre(upper.row, upper.col),
        b: geometry.centre(lower.row, lower.col),
        width,
    });
    let width = (s * 0.08).round().max(3.0);
    let (x, y) = geometry.corner(0, 0);
    let board = s * view.n as f64;
    let rect = (x + width / 2.0, y + width / 2.0, board - width, board - width);
    shapes.extend(dashed_rect(rect, width, (width * 2.5, width * 1.5)));
    scene.paint("false-solution", Ink::Reject, shapes);
}

/// The diagonal numbers, row − col at a square's top left and row + col at its bottom right (from 0), each on
/// its own patch over everything else, when `asked` and they fit.
#[inline(never)]
pub(super) fn diagonal_numbers(scene: &mut Scene, n: usize, asked: bool) {
    let geometry = scene.geometry;
    let (s, scale) = (geometry.side(), geometry.scale);
    let f = (s * 0.21).min(13.0 * scale).round().max(7.0 * scale);
    scene.diagonals_fit = f <= s * 0.45;
    if !asked || !scene.diagonals_fit {
        return;
    }
    let (mut patches, mut labels) = (Vec::new(), Vec::new());
    // The font's digits stand on the baseline 2.5 of its 6 units below the middle it centres text on.
    let below_middle = f * 0.7 / 6.0 * 2.5;
    for row in 0..n {
        for col in 0..n {
            let (x, y) = geometry.corner(row, col);
            let (down, up) = (row as i64 - col as i64, row + col);
            let down_text = if down < 0 { format!("\u{2212}{}", -down) } else { down.to_string() };
            let up_text = up.to_string();
            let (down_patch, up_patch) = (f * if down < 0 { 1.25 } else { 0.8 }, f * if up > 9 { 1.25 } else { 0.8 });
            patches.push(Shape::Rect { x: x + 1.0, y: y + 1.0, w: down_patch, h: f * 1.05 });
            patches.push(Shape::Rect {
                x: x + s - 1.0 - up_patch,
                y: y + s - 1.0 - f * 1.05,
                w: up_patch,
                h: f * 1.05,
            });
            let down_width = font::width(&down_text, f);
            let up_width = font::width(&up_text, f);
            labels.push(Label {
                x: x + 2.0 + down_width / 2.0,
                y: y + f * 0.92 - below_middle,
                size: f,
                text: down_text,
            });
            labels.push(Label {
                x: x + s - 2.0 - up_width / 2.0,
                y: y + s - 2.0 - f * 0.12 - below_middle,
                size: f,
                text: up_text,
            });
        }
    }
    scene.paint("diagonal-patches", Ink::LabelBackground, patches);
    scene.items.push(Item::Labels { role: "diagonals", ink: Ink::Label, labels });
}
