//! The scene as RGBA pixels: every layer is sampled 4 x 4 times a pixel, its coverage rounded to
//! [`COVERAGE_LEVELS`] steps and its colour blended over what lies below. Rounding the coverage keeps
//! the colours few (a GIF frame holds at most 256) while edges stay smooth.

use super::board::BoardView;
use super::font;
use super::geometry::picture_scale;
use super::large::BoardError;
use super::palette::{Palette, Rgba, Theme};
use super::repair_board::{RepairLook, RepairView, draw_repair};
use super::scene::{self, Item, Look, Scene, Shape, record};
use super::thumbnail::{check_thumbnail, draw_thumbnail, thumbnail_square};
use super::{PictureError, check_picture_size};

/// How finely a pixel's coverage by a layer is told: 0, 1/4, 2/4, 3/4 or all of it.
pub const COVERAGE_LEVELS: u32 = 4;
/// Samples a pixel side.
const SAMPLES: u32 = 4;

/// An image, row by row from the top, 4 bytes (red, green, blue, alpha) a pixel, every pixel opaque.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Raster {
    /// Pixels a row.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// Red, green, blue and alpha of every pixel, row by row.
    pub pixels: Vec<u8>,
}

impl Raster {
    /// The colour of pixel (x, y).
    pub fn pixel(&self, x: u32, y: u32) -> [u8; 4] {
        let at = 4 * (y as usize * self.width as usize + x as usize);
        [self.pixels[at], self.pixels[at + 1], self.pixels[at + 2], self.pixels[at + 3]]
    }
}

/// The picture of `view` (a board of 1 to 32 squares a side), `side` pixels square, in `theme`'s colours.
pub fn raster(view: &BoardView, side: u64, theme: Theme) -> Result<Raster, PictureError> {
    let side = check_picture_size(side)?;
    check_board(view)?;
    Ok(draw(&scene::scene(view, side, &Look::still(picture_scale(side))), theme.palette()))
}

/// The picture of a repair view (at least one row), `side` pixels square, in `palette`'s colours: what its
/// display list paints.
pub fn repair_raster(view: &RepairView, side: u32, look: &RepairLook, palette: &Palette) -> Raster {
    draw_items(side, &record(|c| _ = draw_repair(view, side, look, c)), palette)
}

/// The thumbnail of the solution `columns` at `scale` device pixels a CSS pixel, in `palette`'s colours:
/// what its display list paints.
pub fn thumbnail_raster(columns: &[u32], scale: f64, palette: &Palette) -> Result<Raster, BoardError> {
    check_thumbnail(columns)?;
    let s = thumbnail_square(columns.len(), scale);
    let side = s * columns.len() as u32;
    Ok(draw_items(side, &record(|c| draw_thumbnail(columns, s, c)), palette))
}

pub(super) fn check_board(view: &BoardView) -> Result<(), PictureError> {
    view.check()
}

/// The pixels of `scene` in `palette`'s colours, on its background.
pub fn draw(scene: &Scene, palette: &Palette) -> Raster {
    draw_items(scene.side, &scene.items, palette)
}

/// The pixels of `items`, a picture `side` pixels square, in `palette`'s colours, on its background.
pub(super) fn draw_items(side: u32, items: &[Item], palette: &Palette) -> Raster {
    let mut raster = Raster { width: side, height: side, pixels: palette.background.0.repeat((side * side) as usize) };
    for item in items {
        match item {
            Item::Paint(paint) => raster.paint(&paint.shapes, Scene::colour(palette, paint.ink, paint.opacity)),
            Item::Labels { ink, labels, .. } => {
                let shapes: Vec<Shape> =
                    labels.iter().flat_map(|label| font::strokes(&label.text, label.x, label.y, label.size)).collect();
                raster.paint(&shapes, Scene::colour(palette, *ink, 1.0));
            }
        }
    }
    raster
}

/// The pixels a shape may touch: x from, x to, y from, y to (ends excluded).
fn bounds(shape: &Shape) -> (f64, f64, f64, f64) {
    match *shape {
        Shape::Rect { x, y, w, h } | Shape::Frame { x, y, w, h, .. } | Shape::Stripes { x, y, w, h, .. } => {
            (x, x + w, y, y + h)
        }
        Shape::Polygon(ref points) => points
            .iter()
            .fold((f64::INFINITY, f64::NEG_INFINITY, f64::INFINITY, f64::NEG_INFINITY), |(x0, x1, y0, y1), &(x, y)| {
                (x0.min(x), x1.max(x), y0.min(y), y1.max(y))
            }),
        Shape::Circle { cx, cy, r } => (cx - r, cx + r, cy - r, cy + r),
        Shape::Annulus { cx, cy, r, width } => {
            let r = r + width / 2.0;
            (cx - r, cx + r, cy - r, cy + r)
        }
        Shape::Segment { a, b, width } => {
            let h = width / 2.0;
            (a.0.min(b.0) - h, a.0.max(b.0) + h, a.1.min(b.1) - h, a.1.max(b.1) + h)
        }
    }
}

fn inside_rect(px: f64, py: f64, x: f64, y: f64, w: f64, h: f64) -> bool {
    px >= x && px < x + w && py >= y && py < y + h
}

/// The length of (dx, dy): a square root, which WebAssembly has as an instruction, rather than `hypot`, a
/// library call several times slower that guards against overflow no pixel distance comes near.
fn distance(dx: f64, dy: f64) -> f64 {
    (dx * dx + dy * dy).sqrt()
}

/// How far (px, py) lies from the segment from `a` to `b`.
fn segment_distance(a: (f64, f64), b: (f64, f64), px: f64, py: f64) -> f64 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let length2 = dx * dx + dy * dy;
    let t = if length2 == 0.0 { 0.0 } else { (((px - a.0) * dx + (py - a.1) * dy) / length2).clamp(0.0, 1.0) };
    distance(px - a.0 - t * dx, py - a.1 - t * dy)
}

/// The farthest a pixel's sample lies from its centre: (0.375, 0.375) away, a little more for rounding.
const SAMPLE_REACH: f64 = 0.531;

/// Whether every sample of the pixel centred on (cx, cy) lies in `shape` (`Some(true)`), none does
/// (`Some(false)`), or it cannot tell without looking at each (`None`): most pixels of a large shape are
/// told at once, so that its samples are looked at along its edges only. Each test keeps a margin of
/// [`SAMPLE_REACH`], the distances it uses changing by no more than the point moves, so it says what every
/// sample would.
fn whole_pixel(shape: &Shape, cx: f64, cy: f64) -> Option<bool> {
    let by_distance = |beyond_edge: f64| {
        if beyond_edge + SAMPLE_REACH <= 0.0 {
            Some(true)
        } else if beyond_edge - SAMPLE_REACH > 0.0 {
            Some(false)
        } else {
            None
        }
    };
    match *shape {
        Shape::Circle { cx: x, cy: y, r } => by_distance(distance(cx - x, cy - y) - r),
        Shape::Annulus { cx: x, cy: y, r, width } => by_distance((distance(cx - x, cy - y) - r).abs() - width / 2.0),
        Shape::Segment { a, b, width } => by_distance(segment_distance(a, b, cx, cy) - width / 2.0),
        Shape::Polygon(ref points) => {
            // No edge comes as near the centre as a sample lies: its samples all lie on the side it does.
            let crossed = (0..points.len())
                .any(|i| segment_distance(points[i], points[(i + 1) % points.len()], cx, cy) <= SAMPLE_REACH);
            if crossed { None } else { Some(contains(shape, cx, cy)) }
        }
        Shape::Rect { .. } | Shape::Frame { .. } | Shape::Stripes { .. } => None,
    }
}

/// Whether the point (px, py) lies in `shape`.
fn contains(shape: &Shape, px: f64, py: f64) -> bool {
    match *shape {
        Shape::Rect { x, y, w, h } => inside_rect(px, py, x, y, w, h),
        Shape::Frame { x, y, w, h, width } => {
            inside_rect(px, py, x, y, w, h)
                && !inside_rect(px, py, x + width, y + width, w - 2.0 * width, h - 2.0 * width)
        }
        Shape::Stripes { x, y, w, h, period, width } => {
            let offset = (px + py).rem_euclid(period);
            inside_rect(px, py, x, y, w, h) && offset.min(period - offset) <= width * std::f64::consts::FRAC_1_SQRT_2
        }
        Shape::Circle { cx, cy, r } => distance(px - cx, py - cy) <= r,
        Shape::Annulus { cx, cy, r, width } => (distance(px - cx, py - cy) - r).abs() <= width / 2.0,
        Shape::Segment { a, b, width } => segment_distance(a, b, px, py) <= width / 2.0,
        Shape::Polygon(ref points) => {
            // Crossings of a ray to the right (even-odd; the crown's outline does not cross itself).
            let mut inside = false;
            for i in 0..points.len() {
                let ((x0, y0), (x1, y1)) = (points[i], points[(i + 1) % points.len()]);
                if (y0 > py) != (y1 > py) && px < x0 + (py - y0) / (y1 - y0) * (x1 - x0) {
                    inside = !inside;
                }
            }
            inside
        }
    }
}

impl Raster {
    /// Lays `colour` over the union of `shapes`.
    pub(super) fn paint(&mut self, shapes: &[Shape], colour: Rgba) {
        self.paint_telling(shapes, colour, whole_pixel);
    }

    /// Lays `colour` over the union of `shapes`, pixels that `whole` tells at once taken as it says.
    fn paint_telling(&mut self, shapes: &[Shape], colour: Rgba, whole: fn(&Shape, f64, f64) -> Option<bool>) {
        let Some((x0, x1, y0, y1)) =
            shapes.iter().map(bounds).reduce(|a, b| (a.0.min(b.0), a.1.max(b.1), a.2.min(b.2), a.3.max(b.3)))
        else {
            return;
        };
        let clamp = |v: f64, max: u32| v.max(0.0).min(f64::from(max)) as u32;
        let (x0, y0) = (clamp(x0.floor(), self.width), clamp(y0.floor(), self.height));
        let (x1, y1) = (clamp(x1.ceil(), self.width), clamp(y1.ceil(), self.height));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let width = (x1 - x0) as usize;
        // One bit a sample, 16 samples a pixel: overlapping shapes cover a sample once.
        let mut covered = vec![0u16; width * (y1 - y0) as usize];
        for shape in shapes {
            let (sx0, sx1, sy0, sy1) = bounds(shape);
            let (sx0, sy0) = (clamp(sx0.floor(), x1).max(x0), clamp(sy0.floor(), y1).max(y0));
            let (sx1, sy1) = (clamp(sx1.ceil(), x1), clamp(sy1.ceil(), y1));
            if let Shape::Rect { x, y, w, h } = *shape
                && [x, y, w, h].iter().all(|v| v.fract() == 0.0)
            {
                // On whole pixels: every sample of every pixel inside, none outside.
                for y in sy0..sy1 {
                    let row = (y - y0) as usize * width;
                    covered[row + (sx0 - x0) as usize..row + (sx1 - x0) as usize].fill(u16::MAX);
                }
                continue;
            }
            for y in sy0..sy1 {
                for x in sx0..sx1 {
                    let cell = &mut covered[(y - y0) as usize * width + (x - x0) as usize];
                    if *cell == u16::MAX {
                        continue;
                    }
                    match whole(shape, f64::from(x) + 0.5, f64::from(y) + 0.5) {
                        Some(true) => {
                            *cell = u16::MAX;
                            continue;
                        }
                        Some(false) => continue,
                        None => {}
                    }
                    for sample in 0..SAMPLES * SAMPLES {
                        let px = f64::from(x) + (f64::from(sample % SAMPLES) + 0.5) / f64::from(SAMPLES);
                        let py = f64::from(y) + (f64::from(sample / SAMPLES) + 0.5) / f64::from(SAMPLES);
                        if *cell & (1 << sample) == 0 && contains(shape, px, py) {
                            *cell |= 1 << sample;
                        }
                    }
                }
            }
        }
        let total = SAMPLES * SAMPLES;
        for y in y0..y1 {
            for x in x0..x1 {
                let count = covered[(y - y0) as usize * width + (x - x0) as usize].count_ones();
                let level = (count * COVERAGE_LEVELS + total / 2) / total;
                if level > 0 {
                    self.blend(x, y, colour, level);
                }
            }
        }
    }

    /// Lays `colour` over pixel (x, y) at `level` / [`COVERAGE_LEVELS`] of its opacity.
    fn blend(&mut self, x: u32, y: u32, colour: Rgba, level: u32) {
        let at = 4 * (y as usize * self.width as usize + x as usize);
        let alpha = u32::from(colour.0[3]) * level;
        let most = 255 * COVERAGE_LEVELS;
        for i in 0..3 {
            let (below, over) = (u32::from(self.pixels[at + i]), u32::from(colour.0[i]));
            self.pixels[at + i] = ((below * (most - alpha) + over * alpha + most / 2) / most) as u8;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::large::Shapes;
    use super::super::scene::crown;
    use super::*;

    #[test]
    fn pixels_told_at_once_are_those_every_sample_would_give() {
        let colour = Rgba([200, 30, 30, 255]);
        for (s, x, y) in [(9.0, 0.0, 0.0), (10.0, 3.3, 1.7), (37.5, 2.25, 5.5), (88.0, 0.5, 0.0), (200.0, 1.0, 3.75)] {
            for edge in [false, true] {
                let mut shapes = Shapes::default();
                crown(&mut shapes, x, y, s, edge);
                shapes.0.push(Shape::Circle { cx: x + s / 3.0, cy: y + s / 2.0, r: s / 5.0 });
                shapes.0.push(Shape::Annulus { cx: x + s / 2.0, cy: y + s / 3.0, r: s / 4.0, width: s / 13.0 });
                let side = (x + y + s).ceil() as u32 + 2;
                let blank = || Raster {
                    width: side,
                    height: side,
                    pixels: [255, 255, 255, 255].repeat((side * side) as usize),
                };
                let (mut told, mut sampled) = (blank(), blank());
                told.paint(&shapes.0, colour);
                sampled.paint_telling(&shapes.0, colour, |_, _, _| None);
                assert_eq!(told, sampled, "a crown of {s} at ({x}, {y}), its edge: {edge}");
                assert!(told.pixels.chunks_exact(4).any(|p| p == colour.0), "some pixel is covered whole");
            }
        }
    }
}
