//! Where a board's squares and coordinates lie on a square picture: the one layout of the page's canvas and
//! of the pictures, in device pixels, at a scale of device pixels to CSS pixels.

/// Where the squares lie: `s` pixels each, the board's top left corner at (x0, y0).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    /// A square's side, in pixels.
    pub s: u32,
    /// The board's left edge.
    pub x0: u32,
    /// The board's top edge.
    pub y0: u32,
    /// The room left of and under the board for the rank and file names.
    pub gutter: u32,
    /// Device pixels to a CSS pixel: the gutter, margins and smallest letters grow with it.
    pub scale: f64,
}

/// The scale of a picture `side` pixels square: 1 up to 480 pixels (as the page's canvas at one device pixel
/// a CSS pixel), then growing with the side, so that a large picture's coordinates are not lost in it.
pub fn picture_scale(side: u32) -> f64 {
    (f64::from(side) / 480.0).max(1.0)
}

impl Geometry {
    /// The layout of an n x n board (n >= 1) on a picture `side` pixels square at `scale`.
    pub fn new(n: usize, side: u32, scale: f64) -> Geometry {
        let width = f64::from(side);
        let gutter = (width * 0.055).max(14.0 * scale).min(30.0 * scale).round() as u32;
        let pad = (4.0 * scale).round() as u32;
        let room = side.saturating_sub(gutter + pad);
        let s = (room / n.max(1) as u32).max(1);
        let board = s.saturating_mul(n as u32);
        let spare = room.saturating_sub(board) / 2;
        Geometry { s, x0: gutter + spare, y0: pad + spare, gutter, scale }
    }

    /// A square's side, as a float.
    pub fn side(&self) -> f64 {
        f64::from(self.s)
    }

    /// The top left corner of square (row, col).
    pub fn corner(&self, row: usize, col: usize) -> (f64, f64) {
        (f64::from(self.x0) + col as f64 * self.side(), f64::from(self.y0) + row as f64 * self.side())
    }

    /// The centre of square (row, col).
    pub fn centre(&self, row: usize, col: usize) -> (f64, f64) {
        let (x, y) = self.corner(row, col);
        let half = self.side() / 2.0;
        (x + half, y + half)
    }

    /// The square under the pixel (x, y) of an n x n board, if any.
    pub fn square_at(&self, n: usize, x: f64, y: f64) -> Option<(usize, usize)> {
        let col = ((x - f64::from(self.x0)) / self.side()).floor();
        let row = ((y - f64::from(self.y0)) / self.side()).floor();
        let on = |v: f64| v >= 0.0 && v < n as f64;
        (on(row) && on(col)).then_some((row as usize, col as usize))
    }
}

/// A column's name under the board: a to z, then aa, ab, …
pub fn column_label(col: usize) -> String {
    let letter = |i: usize| char::from(b'a' + i as u8);
    if col < 26 { letter(col).to_string() } else { format!("{}{}", letter(col / 26 - 1), letter(col % 26)) }
}
