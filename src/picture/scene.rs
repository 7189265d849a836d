//! The picture as a list of painted shapes in pixel coordinates, bottom first: the one description that
//! the SVG writer and the rasteriser both draw, laid out as the page's canvas board lays out its own
//! (www/js/board/board.js): a gutter for the coordinates at the left and bottom, whole-pixel squares.

use super::board::BoardView;
use super::palette::{Palette, Rgba};
use crate::event::{Conflict, Event};

/// The queen's crown in a unit square (x right, y down), drawn filled with an outline. The page's canvas
/// board draws the same crown (it reads this through the boundary's `crownShape()`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Crown {
    /// The crown's body, a closed polygon.
    pub outline: [(f64, f64); 7],
    /// The band under it: x, y, width, height.
    pub band: [f64; 4],
    /// The centres of the jewels on its points, and their radius.
    pub jewels: [(f64, f64); 3],
    /// The jewels' radius, a share of the square.
    pub jewel_radius: f64,
    /// The outline's width, a share of the square, and the smallest square (in pixels) that gets one.
    pub edge_width: f64,
    /// The smallest square, in pixels, whose crown gets an outline.
    pub edge_from_px: f64,
}

/// The queen's crown, the one shape the page's canvas, the SVG and the raster all draw.
pub const CROWN: Crown = Crown {
    outline: [(0.22, 0.74), (0.15, 0.34), (0.34, 0.55), (0.5, 0.26), (0.66, 0.55), (0.85, 0.34), (0.78, 0.74)],
    band: [0.2, 0.76, 0.6, 0.09],
    jewels: [(0.15, 0.3), (0.5, 0.22), (0.85, 0.3)],
    jewel_radius: 0.06,
    edge_width: 0.035,
    edge_from_px: 10.0,
};

/// One shape, in pixels.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    Rect {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
    },
    Polygon(Vec<(f64, f64)>),
    Circle {
        cx: f64,
        cy: f64,
        r: f64,
    },
    /// A line with round ends.
    Segment {
        a: (f64, f64),
        b: (f64, f64),
        width: f64,
    },
    /// The band `width` wide just inside the rectangle.
    Frame {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        width: f64,
    },
    /// A circle's outline, `width` wide, centred on radius `r`.
    Annulus {
        cx: f64,
        cy: f64,
        r: f64,
        width: f64,
    },
    /// Stripes rising to the right (x + y a multiple of `period` along their middles) inside the rectangle.
    Stripes {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        period: f64,
        width: f64,
    },
}

/// Shapes painted in one colour as one layer: where they overlap, the colour is laid once.
#[derive(Clone, Debug, PartialEq)]
pub struct Paint {
    /// What the layer is (the SVG's class names).
    pub role: &'static str,
    pub colour: Rgba,
    pub shapes: Vec<Shape>,
}

/// A line of text centred on (x, y).
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub x: f64,
    pub y: f64,
    pub size: f64,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    Paint(Paint),
    /// Labels in one colour.
    Labels {
        role: &'static str,
        colour: Rgba,
        labels: Vec<Label>,
    },
}

/// The whole picture: `side` pixels square on an opaque background.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    pub side: u32,
    pub background: Rgba,
    pub items: Vec<Item>,
    /// What the picture shows, in words (the SVG's title).
    pub title: String,
}

/// Where the squares lie: `s` pixels each, the board's top left corner at (x0, y0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// A square's side, in pixels.
    pub s: u32,
    /// The board's left edge.
    pub x0: u32,
    /// The board's top edge.
    pub y0: u32,
    /// The room left of and under the board for the rank and file names.
    pub gutter: u32,
}

impl Geometry {
    /// The layout of an n x n board (n >= 1) on a picture `side` pixels square.
    pub fn new(n: usize, side: u32) -> Geometry {
        let gutter = ((f64::from(side) * 0.055).round() as u32).max(12);
        let pad = ((f64::from(side) * 0.012).round() as u32).max(2);
        let room = side - gutter - pad;
        let s = (room / n.max(1) as u32).max(1);
        let board = s * n as u32;
        let spare = room.saturating_sub(board) / 2;
        Geometry { s, x0: gutter + spare, y0: pad + spare, gutter }
    }

    /// The top left corner of square (row, col).
    pub fn corner(&self, row: usize, col: usize) -> (f64, f64) {
        (f64::from(self.x0 + col as u32 * self.s), f64::from(self.y0 + row as u32 * self.s))
    }

    fn centre(&self, row: usize, col: usize) -> (f64, f64) {
        let (x, y) = self.corner(row, col);
        let half = f64::from(self.s) / 2.0;
        (x + half, y + half)
    }

    fn square(&self, row: usize, col: usize) -> Shape {
        let (x, y) = self.corner(row, col);
        let s = f64::from(self.s);
        Shape::Rect { x, y, w: s, h: s }
    }

    /// The ring `width` wide just inside square (row, col), a little off its edge.
    fn ring(&self, row: usize, col: usize, width: f64) -> Shape {
        let (x, y) = self.corner(row, col);
        let inset = (f64::from(self.s) * 0.04).max(1.0);
        let side = f64::from(self.s) - 2.0 * inset;
        Shape::Frame { x: x + inset, y: y + inset, w: side, h: side, width }
    }
}

/// A column's name under the board: a to z, then aa, ab, …
pub fn column_label(col: usize) -> String {
    let letter = |i: usize| char::from(b'a' + i as u8);
    if col < 26 { letter(col).to_string() } else { format!("{}{}", letter(col / 26 - 1), letter(col % 26)) }
}

/// The crown's fill and outline on the square at (x, y) of side s.
fn crown(x: f64, y: f64, s: f64) -> (Vec<Shape>, Vec<Shape>) {
    let at = |(fx, fy): (f64, f64)| (x + fx * s, y + fy * s);
    let outline: Vec<(f64, f64)> = CROWN.outline.iter().copied().map(at).collect();
    let [bx, by, bw, bh] = CROWN.band;
    let (band_x, band_y, band_w, band_h) = (x + bx * s, y + by * s, bw * s, bh * s);
    let jewel_radius = CROWN.jewel_radius * s;
    let mut fill = vec![Shape::Polygon(outline.clone()), Shape::Rect { x: band_x, y: band_y, w: band_w, h: band_h }];
    fill.extend(CROWN.jewels.iter().map(|&jewel| {
        let (cx, cy) = at(jewel);
        Shape::Circle { cx, cy, r: jewel_radius }
    }));
    if s < CROWN.edge_from_px {
        return (fill, Vec::new());
    }
    let width = (s * CROWN.edge_width).max(1.0);
    let mut edge: Vec<Shape> = (0..outline.len())
        .map(|i| Shape::Segment { a: outline[i], b: outline[(i + 1) % outline.len()], width })
        .collect();
    let half = width / 2.0;
    edge.push(Shape::Frame { x: band_x - half, y: band_y - half, w: band_w + width, h: band_h + width, width });
    edge.extend(CROWN.jewels.iter().map(|&jewel| {
        let (cx, cy) = at(jewel);
        Shape::Annulus { cx, cy, r: jewel_radius, width }
    }));
    (fill, edge)
}

/// The line a rejection found its conflict along, end to end across the board, a little past the
/// centres of its end squares.
fn attack_line(geometry: &Geometry, n: usize, row: usize, col: usize, conflict: Conflict) -> Option<Shape> {
    let (from, to) = match conflict {
        Conflict::Column => ((0, col), (n - 1, col)),
        Conflict::Down if row >= col => ((row - col, 0), (n - 1, n - 1 - (row - col))),
        Conflict::Down => ((0, col - row), (n - 1 - (col - row), n - 1)),
        Conflict::Up if row + col < n => ((0, row + col), (row + col, 0)),
        Conflict::Up => ((row + col + 1 - n, n - 1), (n - 1, row + col + 1 - n)),
        Conflict::Blocked => return None,
    };
    let s = f64::from(geometry.s);
    let (a, b) = (geometry.centre(from.0, from.1), geometry.centre(to.0, to.1));
    let length = (b.0 - a.0).hypot(b.1 - a.1);
    let reach = s * 0.42;
    let (ux, uy) =
        if length > 1.0 { ((b.0 - a.0) / length * reach, (b.1 - a.1) / length * reach) } else { (0.0, reach) };
    Some(Shape::Segment { a: (a.0 - ux, a.1 - uy), b: (b.0 + ux, b.1 + uy), width: (s * 0.3).max(3.0) })
}

/// The scene of `view` on a picture `side` pixels square in `palette`'s colours (`view.n` >= 1).
pub fn scene(view: &BoardView, side: u32, palette: &Palette) -> Scene {
    let n = view.n;
    let geometry = Geometry::new(n, side);
    let s = f64::from(geometry.s);
    let mut items = Vec::new();
    let mut paint = |role, colour, shapes: Vec<Shape>| {
        if !shapes.is_empty() {
            items.push(Item::Paint(Paint { role, colour, shapes }));
        }
    };
    let squares = |parity: usize| {
        (0..n * n).filter(|at| (at / n + at % n) % 2 == parity).map(|at| geometry.square(at / n, at % n)).collect()
    };
    paint("light-squares", palette.light_square, squares(0));
    paint("dark-squares", palette.dark_square, squares(1));

    // Attacked squares are tinted and striped, so that they differ from free squares in lightness and
    // texture, not in hue alone.
    let attacked: Vec<(usize, usize)> = (0..n * n)
        .map(|at| (at / n, at % n))
        .filter(|&(r, c)| view.is_attacked(r, c) && !view.has_queen(r, c))
        .collect();
    paint("attacked", palette.attacked, attacked.iter().map(|&(r, c)| geometry.square(r, c)).collect());
    let period = (f64::from(side) / 64.0).round().max(4.0);
    let stripes = attacked
        .iter()
        .map(|&(r, c)| {
            let (x, y) = geometry.corner(r, c);
            Shape::Stripes { x, y, w: s, h: s, period, width: period * 0.325 }
        })
        .collect();
    paint("hatch", palette.hatch, stripes);

    if let Some(Event::Reject { row, col, conflict, .. }) = view.event {
        paint("attack-line", palette.line, attack_line(&geometry, n, row, col, conflict).into_iter().collect());
    }

    let gutter = f64::from(geometry.gutter);
    let size = (gutter * 0.55).min(s * 0.6).max(7.0);
    let every = ((size * 1.1) / s).ceil().max(1.0) as usize;
    let board = s * n as f64;
    let mut labels = Vec::new();
    for i in (0..n).filter(|&i| i % every == 0 || i == n - 1) {
        let (x, y) = geometry.centre(i, i);
        labels.push(Label { x, y: f64::from(geometry.y0) + board + gutter / 2.0, size, text: column_label(i) });
        labels.push(Label { x: f64::from(geometry.x0) - gutter / 2.0, y, size, text: (i + 1).to_string() });
    }
    items.push(Item::Labels { role: "coordinates", colour: palette.coordinates, labels });

    let mut paint = |role, colour, shapes: Vec<Shape>| {
        if !shapes.is_empty() {
            items.push(Item::Paint(Paint { role, colour, shapes }));
        }
    };
    let solved = view.at_solution || matches!(view.event, Some(Event::Solution { .. }));
    let queens: Vec<(usize, usize)> = view.queens.iter().copied().enumerate().collect();
    if solved {
        paint("gilded", palette.gold, queens.iter().map(|&(r, c)| geometry.square(r, c)).collect());
    }
    for &(row, col) in &queens {
        let (x, y) = geometry.corner(row, col);
        let (fill, edge) = crown(x, y, s);
        paint("queen", palette.queen, fill);
        paint("queen-edge", palette.queen_edge, edge);
    }

    let thick = (s * 0.09).round().max(2.0);
    match view.event {
        Some(Event::Reject { row, col, conflict, by }) => {
            // The owner is ringed when it holds the line; a mistake's ghost or wrapped slot has no such queen.
            let owner = by.and_then(|by| view.queens.get(by).map(|&c| (by, c)));
            let holds = owner.filter(|&(r, c)| match conflict {
                Conflict::Column => c == col,
                Conflict::Down => r + col == row + c,
                Conflict::Up => r + c == row + col,
                Conflict::Blocked => false,
            });
            if let Some((r, c)) = holds {
                paint("owner", palette.owner, vec![geometry.ring(r, c, thick)]);
            }
            let (cx, cy) = geometry.centre(row, col);
            let (r, width) = (s * 0.28, (s * 0.1).max(2.0));
            let cross = vec![
                Shape::Segment { a: (cx - r, cy - r), b: (cx + r, cy + r), width },
                Shape::Segment { a: (cx + r, cy - r), b: (cx - r, cy + r), width },
            ];
            paint("reject", palette.reject, cross);
        }
        Some(Event::Place { row, col }) => paint("placed", palette.placed, vec![geometry.ring(row, col, thick)]),
        Some(Event::Remove { row, col }) => {
            // The lifted queen, as the page leaves it once its lift has played: raised and faded.
            let (x, y) = geometry.corner(row, col);
            let mut ghost = palette.ghost;
            ghost.0[3] = 77;
            paint("ghost", ghost, crown(x, y - s * 0.18, s).0);
            paint("ghost-ring", palette.ghost, vec![geometry.ring(row, col, (s * 0.04).round().max(1.0))]);
        }
        _ => {}
    }
    if let Some(next) = view.next {
        paint("next", palette.next, vec![geometry.ring(next.row, next.col, thick)]);
    }
    if solved {
        let width = (s * 0.08).round().max(3.0);
        let (x, y) = geometry.corner(0, 0);
        paint("solution", palette.gold, vec![Shape::Frame { x, y, w: board, h: board, width }]);
    }
    Scene { side, background: palette.background, items, title: title(view) }
}

fn title(view: &BoardView) -> String {
    let n = view.n;
    let queens = match view.queens.len() {
        1 => "1 queen".to_string(),
        k => format!("{k} queens"),
    };
    let what = if view.at_solution || matches!(view.event, Some(Event::Solution { .. })) { ", a solution" } else { "" };
    format!("The {n} × {n} board with {queens}{what}")
}
