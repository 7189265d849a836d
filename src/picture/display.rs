//! A scene as a display list: a flat list of numbers that a small painter walks without deciding anything,
//! as a canvas paints it. Every shape becomes closed paths filled by the
//! nonzero rule, each layer one path in one ink, so that its shapes' union is painted once, as the raster
//! paints it: a shape turns clockwise (on the screen, y down), a hole in one (a frame's, a ring's) the other way.
//!
//! The list: a header of [`HEADER`] numbers (the side, a square's side, the board's left and top edges, and
//! [`ANIMATING`] | [`DIAGONALS_FIT`]), then operations, each a code and its numbers:
//! [`LAYER`] ink opacity; [`RECT`] x y w h; [`POLYGON`] k x1 y1 … xk yk; [`CIRCLE`] cx cy r anticlockwise;
//! [`STRIPES`] x y w h period width (a layer holds stripes or other shapes, not both); [`LINE`] x1 y1 x2 y2
//! width and [`RING`] cx cy r width, stroked after the layer's fill (a layer's lines are of one width).

use super::board::BoardView;
use super::font;
use super::large::BoardError;
use super::palette::Ink;
use super::repair_board::{RepairLook, RepairView, draw_repair};
use super::scene::{Canvas, Look, Shape, draw};
use super::thumbnail::{check_thumbnail, draw_thumbnail, thumbnail_square};

/// The header's length.
pub const HEADER: usize = 5;
/// A header flag: something still moves, paint a later time again.
pub const ANIMATING: u32 = 1;
/// A header flag: the diagonal numbers fit in the squares.
pub const DIAGONALS_FIT: u32 = 2;
/// Starts a layer: the path so far is filled, a new one begins in ink number `ink` at `opacity`.
pub const LAYER: f32 = 1.0;
/// A rectangle, clockwise.
pub const RECT: f32 = 2.0;
/// A closed polygon of k points.
pub const POLYGON: f32 = 3.0;
/// A circle, clockwise unless its last number is 1.
pub const CIRCLE: f32 = 4.0;
/// A rectangle x y w h filled with stripes rising to the right, `period` apart along x and y and `width` wide
/// across, their middles where x + y is a multiple of the period: the layer is filled with them (a painter
/// lays them as a repeated tile anchored at the canvas's origin).
pub const STRIPES: f32 = 5.0;
/// A line x1 y1 x2 y2 `width` wide with round ends, stroked: the layer's lines of one width are stroked as
/// one path after its filled shapes, so that they too are laid once where they cross.
pub const LINE: f32 = 6.0;
/// A circle's outline cx cy r `width` wide, stroked with the layer's lines.
pub const RING: f32 = 7.0;

/// The display list of `view`'s scene (`view.n` >= 1) on a picture `side` pixels square as `look` asks:
/// the scene's layers written as the scene's drawing (`scene::draw`) hands them over, with no scene kept in between.
#[inline(never)]
pub fn display_list(view: &BoardView, side: u32, look: &Look) -> Vec<f32> {
    write(|list| {
        let drawn = draw(view, side, look, list);
        let g = drawn.geometry;
        let flags = if drawn.animating { ANIMATING } else { 0 } | if drawn.diagonals_fit { DIAGONALS_FIT } else { 0 };
        [side as f32, g.s as f32, g.x0 as f32, g.y0 as f32, flags as f32]
    })
}

/// The display list of a repair view's scene (`view` at least one row) on a picture `side` pixels square:
/// the board fills it.
pub fn repair_list(view: &RepairView, side: u32, look: &RepairLook) -> Vec<f32> {
    write(|list| {
        let (s, animating) = draw_repair(view, side, look, list);
        [side as f32, s as f32, 0.0, 0.0, if animating { ANIMATING as f32 } else { 0.0 }]
    })
}

/// The display list of the thumbnail of the solution `columns` at `scale` device pixels a CSS pixel: its
/// header's side is the picture's (a square's side times n).
pub fn thumbnail_list(columns: &[u32], scale: f64) -> Result<Vec<f32>, BoardError> {
    check_thumbnail(columns)?;
    let s = thumbnail_square(columns.len(), scale);
    Ok(write(|list| {
        draw_thumbnail(columns, s, list);
        [(s as usize * columns.len()) as f32, s as f32, 0.0, 0.0, 0.0]
    }))
}

/// The list `draw` writes, after the header it returns.
fn write(draw: impl FnOnce(&mut DisplayList) -> [f32; HEADER]) -> Vec<f32> {
    let mut list = DisplayList { out: vec![0.0; HEADER], open: None, skipping: false };
    let header = draw(&mut list);
    list.close();
    let mut out = list.out;
    out[..HEADER].copy_from_slice(&header);
    out
}

/// A display list being written.
struct DisplayList {
    out: Vec<f32>,
    /// Where the layer started last begins, while it has no shape (it is left out if it gets none).
    open: Option<usize>,
    /// The layer started last has no opacity: its shapes are left out.
    skipping: bool,
}

impl DisplayList {
    /// Leaves out the layer started last if it got no shape.
    fn close(&mut self) {
        if let Some(at) = self.open.take() {
            self.out.truncate(at);
        }
    }
}

impl Canvas for DisplayList {
    fn layer(&mut self, _role: &'static str, ink: Ink, opacity: f64) {
        self.close();
        self.skipping = opacity.is_nan() || opacity <= 0.0;
        if !self.skipping {
            self.open = Some(self.out.len());
            self.out.extend([LAYER, ink.index() as f32, opacity as f32]);
        }
    }

    fn shape(&mut self, shape: Shape) {
        if !self.skipping {
            self.open = None;
            encode(&mut self.out, &shape);
        }
    }

    fn labels(&mut self, _role: &'static str, ink: Ink) {
        self.close();
        self.skipping = false;
        self.out.extend([LAYER, ink.index() as f32, 1.0]);
    }

    fn label(&mut self, x: f64, y: f64, size: f64, text: &str) {
        for stroke in font::strokes(text, x, y, size) {
            encode(&mut self.out, &stroke);
        }
    }
}

#[inline(never)]
fn rect(out: &mut Vec<f32>, x: f64, y: f64, w: f64, h: f64) {
    out.extend([RECT, x as f32, y as f32, w as f32, h as f32]);
}

#[inline(never)]
fn circle(out: &mut Vec<f32>, cx: f64, cy: f64, r: f64, anticlockwise: bool) {
    out.extend([CIRCLE, cx as f32, cy as f32, r as f32, if anticlockwise { 1.0 } else { 0.0 }]);
}

/// A polygon turning clockwise on the screen (`clockwise`) or the other way.
#[inline(never)]
fn polygon(out: &mut Vec<f32>, points: &[(f64, f64)], clockwise: bool) {
    if points.len() < 3 {
        return;
    }
    // Twice the signed area, positive for a clockwise turn with y down.
    let area: f64 = (0..points.len())
        .map(|i| {
            let ((x0, y0), (x1, y1)) = (points[i], points[(i + 1) % points.len()]);
            x0 * y1 - x1 * y0
        })
        .sum();
    out.extend([POLYGON, points.len() as f32]);
    let ordered: Box<dyn Iterator<Item = &(f64, f64)>> =
        if (area >= 0.0) == clockwise { Box::new(points.iter()) } else { Box::new(points.iter().rev()) };
    for &(x, y) in ordered {
        out.extend([x as f32, y as f32]);
    }
}

#[inline(never)]
fn encode(out: &mut Vec<f32>, shape: &Shape) {
    match *shape {
        Shape::Rect { x, y, w, h } => rect(out, x, y, w, h),
        Shape::Polygon(ref points) => polygon(out, points, true),
        Shape::Circle { cx, cy, r } => circle(out, cx, cy, r, false),
        Shape::Segment { a, b, width } => {
            out.extend([LINE, a.0 as f32, a.1 as f32, b.0 as f32, b.1 as f32, width as f32]);
        }
        Shape::Frame { x, y, w, h, width } => {
            rect(out, x, y, w, h);
            let (iw, ih) = (w - 2.0 * width, h - 2.0 * width);
            if iw > 0.0 && ih > 0.0 {
                let (ix, iy) = (x + width, y + width);
                polygon(out, &[(ix, iy), (ix + iw, iy), (ix + iw, iy + ih), (ix, iy + ih)], false);
            }
        }
        Shape::Annulus { cx, cy, r, width } => {
            out.extend([RING, cx as f32, cy as f32, r as f32, width as f32]);
        }
        Shape::Stripes { x, y, w, h, period, width } => {
            out.extend([STRIPES, x as f32, y as f32, w as f32, h as f32, period as f32, width as f32]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::scene::{Item, Scene, scene};
    use super::*;
    use crate::constraints::{Constraints, Square};
    use crate::search::Options;
    use crate::variant::Variant;
    use crate::{AnySearch, picture::BoardView};

    /// The display list of a scene kept whole: each layer as it was kept, its labels as their strokes.
    fn list_of_scene(scene: &Scene) -> Vec<f32> {
        let g = scene.geometry;
        let flags = if scene.animating { ANIMATING } else { 0 } | if scene.diagonals_fit { DIAGONALS_FIT } else { 0 };
        let mut out = vec![scene.side as f32, g.s as f32, g.x0 as f32, g.y0 as f32, flags as f32];
        for item in &scene.items {
            match item {
                Item::Paint(paint) => {
                    out.extend([LAYER, paint.ink.index() as f32, paint.opacity as f32]);
                    for shape in &paint.shapes {
                        encode(&mut out, shape);
                    }
                }
                Item::Labels { ink, labels, .. } => {
                    out.extend([LAYER, ink.index() as f32, 1.0]);
                    for label in labels {
                        for stroke in font::strokes(&label.text, label.x, label.y, label.size) {
                            encode(&mut out, &stroke);
                        }
                    }
                }
            }
        }
        out
    }

    #[test]
    fn the_list_written_as_drawn_is_the_list_of_the_scene_kept() {
        let square = |row, col| Square { row, col };
        let constrained = Constraints::new(7, &[square(0, 1), square(3, 3)], &[square(2, 0)]).unwrap();
        let mut searches: Vec<AnySearch> = Variant::ALL
            .iter()
            .map(|&variant| AnySearch::new(variant, Options::default(), Constraints::none(6).unwrap()).unwrap())
            .collect();
        searches.push(AnySearch::new(Variant::Correct, Options::default(), constrained).unwrap());
        let looks = [
            Look::still(1.0),
            Look {
                scale: 2.0,
                diagonals: true,
                since_lift_ms: Some(100.0),
                since_flash_ms: Some(50.0),
                gilded: false,
                focus: Some(square(1, 2)),
            },
            Look {
                scale: 1.0,
                diagonals: true,
                since_lift_ms: None,
                since_flash_ms: Some(0.0),
                gilded: true,
                focus: None,
            },
        ];
        let mut layers = 0;
        for search in &mut searches {
            for step in [0, 1, 5, 17, 40, 160, 700] {
                search.seek(step);
                let view = BoardView::of_any(search).with_marks(search);
                for look in &looks {
                    for side in [64, 300, 481] {
                        let kept = scene(&view, side, look);
                        layers += kept.items.len();
                        assert_eq!(display_list(&view, side, look), list_of_scene(&kept), "{view:?} {side} {look:?}");
                    }
                }
            }
        }
        assert!(layers > 1000, "{layers} layers drawn");
    }

    #[test]
    fn polygons_turn_clockwise_and_holes_the_other_way() {
        let mut out = Vec::new();
        let anticlockwise = [(0.0, 0.0), (0.0, 1.0), (1.0, 1.0), (1.0, 0.0)];
        polygon(&mut out, &anticlockwise, true);
        assert_eq!(out, vec![POLYGON, 4.0, 1.0, 0.0, 1.0, 1.0, 0.0, 1.0, 0.0, 0.0]);
    }
}
