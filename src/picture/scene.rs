//! What the board shows at a step, as layers of shapes in pixel coordinates, bottom first: the one
//! description that every painter draws ([`draw`] hands them to a [`Canvas`]: the page's canvas through the
//! display list, and as a [`Scene`] the SVG writer and the rasteriser for PNG and GIF). Its colours are inks,
//! looked up by each painter in its palette.

use super::board::BoardView;
use super::geometry::{Geometry, column_label};
use super::marks;
use super::palette::{Ink, Palette, Rgba};
use crate::constraints::Square;
use crate::event::{Conflict, Event};

/// How long a lifted queen takes to rise and fade, in milliseconds.
pub const LIFT_MS: f64 = 450.0;
/// How long a solution's flash over the board takes to fade, in milliseconds.
pub const FLASH_MS: f64 = 700.0;

/// The queen's crown in a unit square (x right, y down), drawn filled with an outline.
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

/// The queen's crown, the one shape every board draws.
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

/// Shapes painted in one ink as one layer: where they overlap, the colour is laid once.
#[derive(Clone, Debug, PartialEq)]
pub struct Paint {
    /// What the layer is (the SVG's class names).
    pub role: &'static str,
    pub ink: Ink,
    /// The ink's opacity is multiplied by this (a fading queen or flash).
    pub opacity: f64,
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
    /// Labels in one ink.
    Labels {
        role: &'static str,
        ink: Ink,
        labels: Vec<Label>,
    },
}

/// What besides the board's state decides what a board shows: the painter's scale, the page's choices and
/// the animation's time.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Look {
    /// Device pixels to a CSS pixel.
    pub scale: f64,
    /// Whether the diagonal numbers (row − col, row + col) are asked for.
    pub diagonals: bool,
    /// Milliseconds since the last event lifted a queen (`None`: long ago, its rise has played).
    pub since_lift_ms: Option<f64>,
    /// Milliseconds since a solution's flash started (`None`: no flash).
    pub since_flash_ms: Option<f64>,
    /// Whether a solution's queens stand on gilded squares (the page holds them back when they would flash
    /// too often).
    pub gilded: bool,
    /// The square the keyboard is on while squares are being constrained.
    pub focus: Option<Square>,
}

impl Look {
    /// A still picture at `scale`: no numbers, no animation under way, a solution gilded.
    #[inline(never)]
    pub fn still(scale: f64) -> Look {
        Look { scale, diagonals: false, since_lift_ms: None, since_flash_ms: None, gilded: true, focus: None }
    }
}

/// The whole picture: `side` pixels square on an opaque background.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    /// The picture's side, in pixels.
    pub side: u32,
    /// Where the squares lie.
    pub geometry: Geometry,
    /// The layers, bottom first.
    pub items: Vec<Item>,
    /// What the picture shows, in words (the SVG's title).
    pub title: String,
    /// Whether something still moves: draw again at a later time.
    pub animating: bool,
    /// Whether the diagonal numbers fit in the squares (they are left out when they do not).
    pub diagonals_fit: bool,
}

impl Scene {
    /// The colour a layer lays in `palette`.
    #[inline(never)]
    pub fn colour(palette: &Palette, ink: Ink, opacity: f64) -> Rgba {
        let mut colour = palette.ink(ink);
        colour.0[3] = (f64::from(colour.0[3]) * opacity.clamp(0.0, 1.0)).round() as u8;
        colour
    }
}

/// What the scene is drawn on, layer by layer, bottom first: [`draw`] hands it each layer and its shapes as
/// it decides them. The display list (display.rs) writes the page's numbers as they come, with nothing in
/// between; [`scene`] keeps them as a [`Scene`] for the SVG writer and the rasteriser.
pub trait Canvas {
    /// Starts a layer of shapes in `ink` at `opacity` (what it is: `role`, the SVG's class name). A layer
    /// that gets no shape, or has no opacity, is left out.
    fn layer(&mut self, role: &'static str, ink: Ink, opacity: f64);
    /// Adds `shape` to the layer started last.
    fn shape(&mut self, shape: Shape);
    /// Starts a layer of labels in `ink`.
    fn labels(&mut self, role: &'static str, ink: Ink);
    /// Adds `text`, centred on (x, y) and `size` pixels to the em, to the layer of labels started last.
    fn label(&mut self, x: f64, y: f64, size: f64, text: &str);
}

/// What a drawing found besides its layers: where the squares lie, whether something still moves (draw
/// again at a later time), whether the diagonal numbers fit in the squares.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Drawn {
    /// Where the squares lie.
    pub geometry: Geometry,
    /// Whether something still moves.
    pub animating: bool,
    /// Whether the diagonal numbers fit.
    pub diagonals_fit: bool,
}

/// Keeps the layers a drawing hands it as a [`Scene`]'s items.
#[derive(Default)]
struct Recorder {
    items: Vec<Item>,
    /// The layer started last has no opacity: its shapes are left out.
    skipping: bool,
}

impl Recorder {
    /// Leaves out the layer started last if it got no shape.
    fn close(&mut self) {
        if let Some(Item::Paint(paint)) = self.items.last()
            && paint.shapes.is_empty()
        {
            self.items.pop();
        }
    }
}

impl Canvas for Recorder {
    fn layer(&mut self, role: &'static str, ink: Ink, opacity: f64) {
        self.close();
        self.skipping = opacity.is_nan() || opacity <= 0.0;
        if !self.skipping {
            self.items.push(Item::Paint(Paint { role, ink, opacity, shapes: Vec::new() }));
        }
    }

    fn shape(&mut self, shape: Shape) {
        if !self.skipping
            && let Some(Item::Paint(paint)) = self.items.last_mut()
        {
            paint.shapes.push(shape);
        }
    }

    fn labels(&mut self, role: &'static str, ink: Ink) {
        self.close();
        self.skipping = false;
        self.items.push(Item::Labels { role, ink, labels: Vec::new() });
    }

    fn label(&mut self, x: f64, y: f64, size: f64, text: &str) {
        if let Some(Item::Labels { labels, .. }) = self.items.last_mut() {
            labels.push(Label { x, y, size, text: text.to_string() });
        }
    }
}

/// The layers `draw` hands over (a board other than a search's: a repair's, a thumbnail's), kept, for the
/// rasteriser.
pub(super) fn record(draw: impl FnOnce(&mut dyn Canvas)) -> Vec<Item> {
    let mut recorder = Recorder::default();
    draw(&mut recorder);
    recorder.close();
    recorder.items
}

/// A whole square.
#[inline(never)]
pub(super) fn square(geometry: &Geometry, row: usize, col: usize) -> Shape {
    let (x, y) = geometry.corner(row, col);
    let s = geometry.side();
    Shape::Rect { x, y, w: s, h: s }
}

/// The ring `width` wide just inside square (row, col), a little off its edge.
#[inline(never)]
pub(super) fn ring(geometry: &Geometry, row: usize, col: usize, width: f64) -> Shape {
    let (x, y) = geometry.corner(row, col);
    let inset = (geometry.side() * 0.04).max(1.0);
    let side = geometry.side() - 2.0 * inset;
    Shape::Frame { x: x + inset, y: y + inset, w: side, h: side, width }
}

/// The crown on the square at (x, y) of side s: its fill, or with `edge` its outline (none on a square
/// smaller than [`Crown::edge_from_px`]).
#[inline(never)]
pub(super) fn crown(c: &mut dyn Canvas, x: f64, y: f64, s: f64, edge: bool) {
    let at = |(fx, fy): (f64, f64)| (x + fx * s, y + fy * s);
    let [bx, by, bw, bh] = CROWN.band;
    let (band_x, band_y, band_w, band_h) = (x + bx * s, y + by * s, bw * s, bh * s);
    let jewel_radius = CROWN.jewel_radius * s;
    if !edge {
        c.shape(Shape::Polygon(CROWN.outline.iter().copied().map(at).collect()));
        c.shape(Shape::Rect { x: band_x, y: band_y, w: band_w, h: band_h });
        for &jewel in &CROWN.jewels {
            let (cx, cy) = at(jewel);
            c.shape(Shape::Circle { cx, cy, r: jewel_radius });
        }
        return;
    }
    if s < CROWN.edge_from_px {
        return;
    }
    let width = (s * CROWN.edge_width).max(1.0);
    let outline = CROWN.outline;
    for i in 0..outline.len() {
        c.shape(Shape::Segment { a: at(outline[i]), b: at(outline[(i + 1) % outline.len()]), width });
    }
    let half = width / 2.0;
    c.shape(Shape::Frame { x: band_x - half, y: band_y - half, w: band_w + width, h: band_h + width, width });
    for &jewel in &CROWN.jewels {
        let (cx, cy) = at(jewel);
        c.shape(Shape::Annulus { cx, cy, r: jewel_radius, width });
    }
}

/// The line a rejection found its conflict along, end to end across the board, a little past the
/// centres of its end squares.
#[inline(never)]
fn attack_line(geometry: &Geometry, n: usize, row: usize, col: usize, conflict: Conflict) -> Option<Shape> {
    let (from, to) = match conflict {
        Conflict::Column => ((0, col), (n - 1, col)),
        Conflict::Down if row >= col => ((row - col, 0), (n - 1, n - 1 - (row - col))),
        Conflict::Down => ((0, col - row), (n - 1 - (col - row), n - 1)),
        Conflict::Up if row + col < n => ((0, row + col), (row + col, 0)),
        Conflict::Up => ((row + col + 1 - n, n - 1), (n - 1, row + col + 1 - n)),
        Conflict::Blocked => return None,
    };
    let s = geometry.side();
    let (a, b) = (geometry.centre(from.0, from.1), geometry.centre(to.0, to.1));
    let length = (b.0 - a.0).hypot(b.1 - a.1);
    let reach = s * 0.42;
    let (ux, uy) =
        if length > 1.0 { ((b.0 - a.0) / length * reach, (b.1 - a.1) / length * reach) } else { (0.0, reach) };
    Some(Shape::Segment { a: (a.0 - ux, a.1 - uy), b: (b.0 + ux, b.1 + uy), width: (s * 0.3).max(3.0) })
}

/// A layer `role` in `ink` of the whole squares (row, col) of an n x n board for which `which` holds, row by row.
#[inline(never)]
pub(super) fn squares_where(
    c: &mut dyn Canvas,
    geometry: &Geometry,
    n: usize,
    (role, ink): (&'static str, Ink),
    which: &dyn Fn(usize, usize) -> bool,
) {
    c.layer(role, ink, 1.0);
    for row in 0..n {
        for col in 0..n {
            if which(row, col) {
                c.shape(square(geometry, row, col));
            }
        }
    }
}

/// The squares, attacked squares tinted and striped, so that they differ from free squares in lightness
/// and texture, not in hue alone. The search's check looks at columns and diagonals only, since each row
/// holds one queen; the rest of a queen's row is attacked too and is tinted as well, as the legend says.
/// A search that checks whole boards (brute force) attacks nothing and gets no tint at all.
#[inline(never)]
fn squares(c: &mut dyn Canvas, geometry: &Geometry, view: &BoardView) {
    let n = view.n;
    let (s, scale) = (geometry.side(), geometry.scale);
    let checks_squares = view.attacked.contains(&true);
    let period = (8.0 * scale).round().max(6.0);
    let tinted = |row: usize, col: usize| {
        (view.is_attacked(row, col) || (checks_squares && row < view.queens.len())) && !view.has_queen(row, col)
    };
    squares_where(c, geometry, n, ("light-squares", Ink::LightSquare), &|row, col| (row + col) % 2 == 0);
    squares_where(c, geometry, n, ("dark-squares", Ink::DarkSquare), &|row, col| (row + col) % 2 == 1);
    squares_where(c, geometry, n, ("attacked", Ink::Attacked), &tinted);
    c.layer("hatch", Ink::Hatch, 1.0);
    for row in 0..n {
        for col in 0..n {
            if tinted(row, col) {
                let (x, y) = geometry.corner(row, col);
                c.shape(Shape::Stripes { x, y, w: s, h: s, period, width: 2.6 * scale });
            }
        }
    }
}

/// The rank and file names: letters under the columns, ranks beside the rows (rank 1, the search's first
/// row, at the top).
#[inline(never)]
fn coordinates(c: &mut dyn Canvas, geometry: &Geometry, n: usize) {
    let (s, scale, gutter) = (geometry.side(), geometry.scale, f64::from(geometry.gutter));
    let size = (gutter * 0.55).min(s * 0.6).min(16.0 * scale).max(9.0 * scale).round();
    let every = if size > s * 0.95 { 2 } else { 1 };
    let board = s * n as f64;
    c.labels("coordinates", Ink::Coordinates);
    for i in (0..n).filter(|&i| i % every == 0 || i == n - 1) {
        let (x, y) = geometry.centre(i, i);
        c.label(x, f64::from(geometry.y0) + board + gutter / 2.0, size, &column_label(i));
        c.label(f64::from(geometry.x0) - gutter / 2.0, y, size, &(i + 1).to_string());
    }
}

/// The last event's marks: a rejection's owner and cross, a placed queen's ring, a lifted queen rising and
/// fading (by `look`'s time) over its dashed ring. Says whether the lifted queen still moves.
#[inline(never)]
fn event_marks(c: &mut dyn Canvas, geometry: &Geometry, view: &BoardView, look: &Look) -> bool {
    let s = geometry.side();
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
            if let Some((owner_row, owner_col)) = holds {
                c.layer("owner", Ink::Owner, 1.0);
                c.shape(ring(geometry, owner_row, owner_col, thick));
            }
            let (cx, cy) = geometry.centre(row, col);
            let (r, width) = (s * 0.28, (s * 0.1).max(2.0));
            c.layer("reject", Ink::Reject, 1.0);
            c.shape(Shape::Segment { a: (cx - r, cy - r), b: (cx + r, cy + r), width });
            c.shape(Shape::Segment { a: (cx + r, cy - r), b: (cx - r, cy + r), width });
            false
        }
        Some(Event::Place { row, col }) => {
            c.layer("placed", Ink::Placed, 1.0);
            c.shape(ring(geometry, row, col, thick));
            false
        }
        Some(Event::Remove { row, col }) => {
            let t = look.since_lift_ms.map_or(1.0, |ms| (ms / LIFT_MS).clamp(0.0, 1.0));
            let (x, y) = geometry.corner(row, col);
            c.layer("ghost", Ink::Ghost, 0.85 - 0.55 * t);
            crown(c, x, y - s * 0.18 * t, s, false);
            let width = (s * 0.04).round().max(1.0);
            let inset = width / 2.0 + (s * 0.04).max(1.0);
            let dashes = ((s * 0.08).max(2.0), (s * 0.06).max(2.0));
            let rect = (x + inset, y + inset, s - 2.0 * inset, s - 2.0 * inset);
            c.layer("ghost-ring", Ink::Ghost, 1.0);
            marks::dashed_rect(c, rect, width, dashes);
            t < 1.0
        }
        _ => false,
    }
}

/// The scene of `view` (`view.n` >= 1) on a picture `side` pixels square as `look` asks, drawn on `c`.
#[inline(never)]
pub fn draw(view: &BoardView, side: u32, look: &Look, c: &mut dyn Canvas) -> Drawn {
    let n = view.n;
    let geometry = Geometry::new(n, side, look.scale);
    let g = &geometry;
    squares(c, g, view);
    marks::variant_marks(c, g, view);
    marks::constraint_marks(c, g, view, look.focus);
    if let Some(Event::Reject { row, col, conflict, .. }) = view.event {
        c.layer("attack-line", Ink::Line, 1.0);
        if let Some(line) = attack_line(g, n, row, col, conflict) {
            c.shape(line);
        }
    }
    coordinates(c, g, n);

    // The queens, on gilded squares at a solution. A mistake's false solution gets no gold: it is marked as
    // false further up.
    let s = geometry.side();
    let solved =
        view.false_solution.is_none() && (view.at_solution || matches!(view.event, Some(Event::Solution { .. })));
    if solved && look.gilded {
        c.layer("gilded", Ink::Gold, 1.0);
        for (row, &col) in view.queens.iter().enumerate() {
            c.shape(square(g, row, col));
        }
    }
    for (row, &col) in view.queens.iter().enumerate() {
        let (x, y) = geometry.corner(row, col);
        c.layer("queen", Ink::Queen, 1.0);
        crown(c, x, y, s, false);
        c.layer("queen-edge", Ink::QueenEdge, 1.0);
        crown(c, x, y, s, true);
    }
    let mut animating = event_marks(c, g, view, look);
    if let Some(next) = view.next {
        let thick = (s * 0.09).round().max(2.0);
        c.layer("next", Ink::Next, 1.0);
        c.shape(ring(g, next.row, next.col, thick));
    }
    marks::false_solution(c, g, view);
    let board = s * n as f64;
    if solved {
        // A gold frame just inside the squares, so that the coordinates around them stay readable.
        let width = (s * 0.08).round().max(3.0);
        let (x, y) = geometry.corner(0, 0);
        c.layer("solution", Ink::Gold, 1.0);
        c.shape(Shape::Frame { x, y, w: board, h: board, width });
    }
    let diagonals_fit = marks::diagonal_numbers(c, g, n, look.diagonals);
    if let Some(ms) = look.since_flash_ms {
        let t = (ms / FLASH_MS).clamp(0.0, 1.0);
        if t < 1.0 {
            animating = true;
            let (x, y) = geometry.corner(0, 0);
            c.layer("flash", Ink::Gold, 0.45 * (1.0 - t));
            c.shape(Shape::Rect { x, y, w: board, h: board });
        }
    }
    Drawn { geometry, animating, diagonals_fit }
}

/// The scene of `view` (`view.n` >= 1) on a picture `side` pixels square as `look` asks, as layers kept.
pub fn scene(view: &BoardView, side: u32, look: &Look) -> Scene {
    let mut recorder = Recorder::default();
    let drawn = draw(view, side, look, &mut recorder);
    recorder.close();
    Scene {
        side,
        geometry: drawn.geometry,
        items: recorder.items,
        title: title(view),
        animating: drawn.animating,
        diagonals_fit: drawn.diagonals_fit,
    }
}

fn title(view: &BoardView) -> String {
    let n = view.n;
    let queens = match view.queens.len() {
        1 => "1 queen".to_string(),
        k => format!("{k} queens"),
    };
    let what =
        if view.false_solution.is_none() && (view.at_solution || matches!(view.event, Some(Event::Solution { .. }))) {
            ", a solution"
        } else {
            ""
        };
    format!("The {n} × {n} board with {queens}{what}")
}
