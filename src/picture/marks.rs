//! The marks a board shows besides its squares, queens and last event: a classic mistake's misjudged
//! squares and left-behind queens, brute force's clash, blocked and required squares, a false solution, and
//! the diagonal numbers; and the dashed outlines some of them are drawn with.

use super::board::BoardView;
use super::font;
use super::geometry::Geometry;
use super::palette::Ink;
use super::scene::{Canvas, Shape, crown, ring, square, squares_where};
use crate::constraints::Square;
use crate::event::Event;

/// The band `width` wide along the rectangle (x, y, w, h)'s outline, in dashes `on` long and `off` apart,
/// starting at its top left corner and going round clockwise; a dash across a corner turns it square.
#[inline(never)]
pub(super) fn dashed_rect(c: &mut dyn Canvas, (x, y, w, h): (f64, f64, f64, f64), width: f64, (on, off): (f64, f64)) {
    let half = width / 2.0;
    let sides = [
        ((x, y), (1.0, 0.0), w),
        ((x + w, y), (0.0, 1.0), h),
        ((x + w, y + h), (-1.0, 0.0), w),
        ((x, y + h), (0.0, -1.0), h),
    ];
    let perimeter = 2.0 * (w + h);
    if on <= 0.0 || perimeter <= 0.0 {
        return;
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
                c.shape(Shape::Rect { x: left, y: top, w: right - left, h: bottom - top });
            }
            along += length;
        }
        start += on + off;
    }
}

/// The line from `a` to `b`, `width` wide with square ends, in dashes `on` long and `off` apart (`None`: whole).
#[inline(never)]
pub(super) fn dashed_line(c: &mut dyn Canvas, a: (f64, f64), b: (f64, f64), width: f64, dashes: Option<(f64, f64)>) {
    let length = (b.0 - a.0).hypot(b.1 - a.1);
    if length <= 0.0 {
        return;
    }
    let (ux, uy) = ((b.0 - a.0) / length, (b.1 - a.1) / length);
    let (nx, ny) = (-uy * width / 2.0, ux * width / 2.0);
    let piece = |from: f64, to: f64| {
        let (p, q) = ((a.0 + ux * from, a.1 + uy * from), (a.0 + ux * to, a.1 + uy * to));
        Shape::Polygon(vec![(p.0 + nx, p.1 + ny), (q.0 + nx, q.1 + ny), (q.0 - nx, q.1 - ny), (p.0 - nx, p.1 - ny)])
    };
    let Some((on, off)) = dashes.filter(|&(on, _)| on > 0.0) else {
        c.shape(piece(0.0, length));
        return;
    };
    let mut start = 0.0;
    while start < length {
        c.shape(piece(start, (start + on).min(length)));
        start += on + off;
    }
}

/// A classic mistake's marks (its misjudged squares, the queens it forgot to lift, the queen whose wrapped
/// slot refused a square) and brute force's clash, under the lines and queens.
#[inline(never)]
pub(super) fn variant_marks(c: &mut dyn Canvas, geometry: &Geometry, view: &BoardView) {
    let n = view.n;
    let s = geometry.side();
    if view.misjudged.len() == n * n {
        let code = |row: usize, col: usize| view.misjudged[row * n + col];
        squares_where(c, geometry, n, ("phantom", Ink::Phantom), &|row, col| code(row, col) == 1);
        squares_where(c, geometry, n, ("missed", Ink::Missed), &|row, col| code(row, col) == 2);
        // Through a missed square, the down diagonal its check never looks along.
        let dashes = Some(((s * 0.1).max(2.0), (s * 0.08).max(2.0)));
        c.layer("unchecked", Ink::Ghost, 1.0);
        for (i, &code) in view.misjudged.iter().enumerate() {
            if code == 2 {
                let (x, y) = geometry.corner(i / n, i % n);
                let (a, b) = ((x + s * 0.15, y + s * 0.15), (x + s * 0.85, y + s * 0.85));
                dashed_line(c, a, b, (s * 0.07).max(2.0), dashes);
            }
        }
    }
    let dashes = ((s * 0.08).max(2.0), (s * 0.06).max(2.0));
    for ghost in &view.ghosts {
        let (x, y) = geometry.corner(ghost.row, ghost.col);
        c.layer("left-behind", Ink::Ghost, 0.4);
        crown(c, x, y, s, false);
        let rect = (x + s * 0.08, y + s * 0.08, s * 0.84, s * 0.84);
        c.layer("left-behind-ring", Ink::Ghost, 1.0);
        dashed_rect(c, rect, (s * 0.04).round().max(1.0), dashes);
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
        c.layer("wrapped", Ink::Reject, 1.0);
        dashed_rect(c, rect, (s * 0.08).round().max(2.0), dashes);
    }
    if let Some([a, b]) = view.clash
        && let (Some(&ca), Some(&cb)) = (view.queens.get(a), view.queens.get(b))
    {
        let width = (3.0 * geometry.scale).max(s * 0.12);
        c.layer("clash", Ink::Reject, 1.0);
        c.shape(Shape::Segment { a: geometry.centre(a, ca), b: geometry.centre(b, cb), width });
    }
}

/// Blocked squares (filled and crossed), required squares (four corner brackets, which the queen drawn on
/// the square leaves visible), and the square the keyboard is on while constraining.
#[inline(never)]
pub(super) fn constraint_marks(c: &mut dyn Canvas, geometry: &Geometry, view: &BoardView, focus: Option<Square>) {
    let s = geometry.side();
    let (r, width) = (s * 0.3, (s * 0.08).max(2.0));
    c.layer("blocked", Ink::Blocked, 1.0);
    for q in &view.blocked {
        c.shape(square(geometry, q.row, q.col));
    }
    c.layer("blocked-mark", Ink::BlockedMark, 1.0);
    for q in &view.blocked {
        let (cx, cy) = geometry.centre(q.row, q.col);
        dashed_line(c, (cx - r, cy - r), (cx + r, cy + r), width, None);
        dashed_line(c, (cx + r, cy - r), (cx - r, cy + r), width, None);
    }
    let (w, arm) = ((s * 0.1).round().max(2.0), s * 0.32);
    c.layer("required", Ink::Required, 1.0);
    for q in &view.required {
        let (x, y) = geometry.corner(q.row, q.col);
        // Each corner's two arms, along its edges, inwards.
        for (dx, dy) in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
            let (cx, cy) = (x + dx * s, y + dy * s);
            c.shape(Shape::Rect { x: cx - dx * arm, y: cy - dy * w, w: arm, h: w });
            c.shape(Shape::Rect { x: cx - dx * w, y: cy - dy * arm, w, h: arm });
        }
    }
    if let Some(q) = focus.filter(|q| q.row < view.n && q.col < view.n) {
        let (x, y) = geometry.corner(q.row, q.col);
        let dashes = ((s * 0.12).max(3.0), (s * 0.08).max(2.0));
        let rect = (x + s * 0.14, y + s * 0.14, s * 0.72, s * 0.72);
        c.layer("focus", Ink::Focus, 1.0);
        dashed_rect(c, rect, (s * 0.06).max(2.0), dashes);
    }
}

/// A false solution: the two queens that attack each other ringed and joined by their line, and a dashed
/// frame in the rejection's colour round the board.
#[inline(never)]
pub(super) fn false_solution(c: &mut dyn Canvas, geometry: &Geometry, view: &BoardView) {
    let Some(attack) = view.false_solution else { return };
    let s = geometry.side();
    let thick = (s * 0.09).round().max(2.0);
    let (upper, lower) = (attack.upper, attack.lower);
    c.layer("false-solution", Ink::Reject, 1.0);
    c.shape(ring(geometry, upper.row, upper.col, thick));
    c.shape(ring(geometry, lower.row, lower.col, thick));
    let width = (s * 0.1).max(3.0);
    c.shape(Shape::Segment {
        a: geometry.centre(upper.row, upper.col),
        b: geometry.centre(lower.row, lower.col),
        width,
    });
    let width = (s * 0.08).round().max(3.0);
    let (x, y) = geometry.corner(0, 0);
    let board = s * view.n as f64;
    let rect = (x + width / 2.0, y + width / 2.0, board - width, board - width);
    dashed_rect(c, rect, width, (width * 2.5, width * 1.5));
}

/// The diagonal numbers, row − col at a square's top left and row + col at its bottom right (from 0), each on
/// its own patch over everything else, when `asked` and they fit. Says whether they fit.
#[inline(never)]
pub(super) fn diagonal_numbers(c: &mut dyn Canvas, geometry: &Geometry, n: usize, asked: bool) -> bool {
    let (s, scale) = (geometry.side(), geometry.scale);
    let f = (s * 0.21).min(13.0 * scale).round().max(7.0 * scale);
    let fits = f <= s * 0.45;
    if !asked || !fits {
        return fits;
    }
    // The numbers of square (row, col): row − col (a minus sign, not a hyphen) and row + col.
    let texts = |row: usize, col: usize| {
        let down = row as i64 - col as i64;
        (if down < 0 { format!("\u{2212}{}", -down) } else { down.to_string() }, (row + col).to_string())
    };
    c.layer("diagonal-patches", Ink::LabelBackground, 1.0);
    for row in 0..n {
        for col in 0..n {
            let (x, y) = geometry.corner(row, col);
            let (down_patch, up_patch) =
                (f * if row < col { 1.25 } else { 0.8 }, f * if row + col > 9 { 1.25 } else { 0.8 });
            c.shape(Shape::Rect { x: x + 1.0, y: y + 1.0, w: down_patch, h: f * 1.05 });
            c.shape(Shape::Rect { x: x + s - 1.0 - up_patch, y: y + s - 1.0 - f * 1.05, w: up_patch, h: f * 1.05 });
        }
    }
    // The font's digits stand on the baseline 2.5 of its 6 units below the middle it centres text on.
    let below_middle = f * 0.7 / 6.0 * 2.5;
    c.labels("diagonals", Ink::Label);
    for row in 0..n {
        for col in 0..n {
            let (x, y) = geometry.corner(row, col);
            let (down, up) = texts(row, col);
            c.label(x + 2.0 + font::width(&down, f) / 2.0, y + f * 0.92 - below_middle, f, &down);
            c.label(x + s - 2.0 - font::width(&up, f) / 2.0, y + s - 2.0 - f * 0.12 - below_middle, f, &up);
        }
    }
    true
}
