//! A small stroke font for a board's coordinates and diagonal numbers (digits, the letters a to z, the minus sign): each glyph a few
//! polylines on a grid 4 units wide, 0 the top of a digit or a tall letter, 2 the top of a short letter,
//! 6 the baseline and 8 the bottom of a descender. The raster and the page's canvas draw these strokes; the SVG
//! writes real text instead.

use super::scene::Shape;

/// A polyline, its points in tenths of a grid unit.
type Stroke = &'static [(u8, u8)];

fn glyph(c: char) -> &'static [Stroke] {
    match c {
        '0' => &[&[(10, 0), (30, 0), (40, 10), (40, 50), (30, 60), (10, 60), (0, 50), (0, 10), (10, 0)]],
        '1' => &[&[(10, 10), (20, 0), (20, 60)], &[(10, 60), (30, 60)]],
        '2' => &[&[(0, 10), (10, 0), (30, 0), (40, 10), (40, 20), (0, 60), (40, 60)]],
        '3' => &[&[(0, 0), (40, 0), (20, 25), (30, 25), (40, 35), (40, 50), (30, 60), (10, 60), (0, 50)]],
        '4' => &[&[(30, 60), (30, 0), (0, 40), (40, 40)]],
        '5' => &[&[(40, 0), (0, 0), (0, 25), (30, 25), (40, 35), (40, 50), (30, 60), (10, 60), (0, 50)]],
        '6' => &[&[
            (35, 0),
            (20, 0),
            (0, 20),
            (0, 50),
            (10, 60),
            (30, 60),
            (40, 50),
            (40, 35),
            (30, 25),
            (10, 25),
            (0, 35),
        ]],
        '7' => &[&[(0, 0), (40, 0), (15, 60)]],
        '8' => &[
            &[(10, 30), (30, 30), (40, 40), (40, 50), (30, 60), (10, 60), (0, 50), (0, 40), (10, 30)],
            &[(10, 30), (0, 20), (0, 10), (10, 0), (30, 0), (40, 10), (40, 20), (30, 30)],
        ],
        '9' => &[&[
            (5, 60),
            (20, 60),
            (40, 40),
            (40, 10),
            (30, 0),
            (10, 0),
            (0, 10),
            (0, 25),
            (10, 35),
            (30, 35),
            (40, 25),
        ]],
        'a' => &[
            &[(5, 20), (30, 20), (40, 30), (40, 60)],
            &[(40, 40), (10, 40), (0, 48), (0, 52), (10, 60), (30, 60), (40, 50)],
        ],
        'b' => &[&[(0, 0), (0, 60)], BOWL_RIGHT],
        'c' => &[&[(40, 25), (35, 20), (10, 20), (0, 30), (0, 50), (10, 60), (35, 60), (40, 55)]],
        'd' => &[&[(40, 0), (40, 60)], BOWL_LEFT],
        'e' => &[&[(0, 40), (40, 40), (40, 30), (30, 20), (10, 20), (0, 30), (0, 50), (10, 60), (35, 60)]],
        'f' => &[&[(35, 0), (25, 0), (15, 10), (15, 60)], &[(0, 20), (30, 20)]],
        'g' => &[&[(40, 20), (40, 70), (30, 80), (10, 80)], BOWL_LEFT],
        'h' => &[&[(0, 0), (0, 60)], ARCH],
        'i' => &[&[(20, 20), (20, 60)], &[(20, 4), (20, 6)]],
        'j' => &[&[(25, 20), (25, 70), (15, 80), (5, 80)], &[(25, 4), (25, 6)]],
        'k' => &[&[(0, 0), (0, 60)], &[(35, 20), (0, 45)], &[(12, 37), (40, 60)]],
        'l' => &[&[(15, 0), (15, 50), (25, 60), (30, 60)]],
        'm' => &[
            &[(0, 20), (0, 60)],
            &[(0, 30), (8, 20), (12, 20), (20, 30), (20, 60)],
            &[(20, 30), (28, 20), (32, 20), (40, 30), (40, 60)],
        ],
        'n' => &[&[(0, 20), (0, 60)], ARCH],
        'o' => &[&[(10, 20), (30, 20), (40, 30), (40, 50), (30, 60), (10, 60), (0, 50), (0, 30), (10, 20)]],
        'p' => &[&[(0, 20), (0, 80)], BOWL_RIGHT],
        'q' => &[&[(40, 20), (40, 80)], BOWL_LEFT],
        'r' => &[&[(5, 20), (5, 60)], &[(5, 35), (20, 20), (35, 20)]],
        's' => &[&[
            (40, 25),
            (35, 20),
            (7, 20),
            (0, 27),
            (0, 33),
            (7, 40),
            (33, 40),
            (40, 47),
            (40, 53),
            (33, 60),
            (5, 60),
            (0, 55),
        ]],
        't' => &[&[(15, 5), (15, 50), (25, 60), (35, 60)], &[(0, 20), (35, 20)]],
        'u' => &[&[(0, 20), (0, 50), (10, 60), (30, 60), (40, 50)], &[(40, 20), (40, 60)]],
        'v' => &[&[(0, 20), (20, 60), (40, 20)]],
        'w' => &[&[(0, 20), (10, 60), (20, 30), (30, 60), (40, 20)]],
        'x' => &[&[(0, 20), (40, 60)], &[(40, 20), (0, 60)]],
        'y' => &[&[(0, 20), (20, 60)], &[(40, 20), (12, 80)]],
        'z' => &[&[(0, 20), (40, 20), (0, 60), (40, 60)]],
        '\u{2212}' => &[&[(5, 30), (35, 30)]],
        _ => &[],
    }
}

/// The round part of b and p, opening to the left.
const BOWL_RIGHT: Stroke = &[(0, 30), (10, 20), (30, 20), (40, 30), (40, 50), (30, 60), (10, 60), (0, 50)];
/// The round part of d, g and q, opening to the right.
const BOWL_LEFT: Stroke = &[(40, 30), (30, 20), (10, 20), (0, 30), (0, 50), (10, 60), (30, 60), (40, 50)];
/// The shoulder of h and n.
const ARCH: Stroke = &[(0, 30), (10, 20), (30, 20), (40, 30), (40, 60)];

const GLYPH_WIDTH: f64 = 4.0;
const GAP: f64 = 1.4;
/// The grid's height of a digit, and where the middle of a line of text lies on it.
const DIGIT_HEIGHT: f64 = 6.0;
const MIDDLE: f64 = 3.5;

/// How wide `text` is at `size` pixels to the em.
#[inline(never)]
pub fn width(text: &str, size: f64) -> f64 {
    let count = text.chars().count() as f64;
    ((count * (GLYPH_WIDTH + GAP) - GAP) * size * 0.7 / DIGIT_HEIGHT).max(0.0)
}

/// The strokes of `text` centred on (x, y), `size` pixels to the em (a digit is 0.7 em high).
#[inline(never)]
pub fn strokes(text: &str, x: f64, y: f64, size: f64) -> Vec<Shape> {
    let unit = size * 0.7 / DIGIT_HEIGHT;
    let count = text.chars().count() as f64;
    let left = x - (count * (GLYPH_WIDTH + GAP) - GAP) * unit / 2.0;
    let width = (size * 0.1).max(1.0);
    let mut shapes = Vec::new();
    for (i, c) in text.chars().enumerate() {
        let origin = left + i as f64 * (GLYPH_WIDTH + GAP) * unit;
        for stroke in glyph(c) {
            let at =
                |(gx, gy): (u8, u8)| (origin + f64::from(gx) / 10.0 * unit, y + (f64::from(gy) / 10.0 - MIDDLE) * unit);
            shapes.extend(stroke.windows(2).map(|pair| Shape::Segment { a: at(pair[0]), b: at(pair[1]), width }));
        }
    }
    shapes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_coordinate_character_has_strokes_on_the_grid() {
        for c in ('0'..='9').chain('a'..='z') {
            let strokes = glyph(c);
            assert!(!strokes.is_empty(), "{c} has no strokes");
            for &(x, y) in strokes.iter().flat_map(|stroke| stroke.iter()) {
                let (x, y) = (f64::from(x) / 10.0, f64::from(y) / 10.0);
                assert!(
                    (0.0..=GLYPH_WIDTH).contains(&x) && (0.0..=8.0).contains(&y),
                    "{c}: ({x}, {y}) is off the grid"
                );
            }
        }
    }
}
