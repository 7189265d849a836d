//! The scene of a solution as a small board (the page's gallery of solutions found): its squares and the
//! scene's crown on each queen, or a square of the queen's colour where a square is too small for a crown.

use super::large::{BoardError, check_columns};
use super::palette::Ink;
use super::scene::{Canvas, Shape, crown};

/// About how wide a thumbnail is, in CSS pixels.
const THUMBNAIL_CSS_PX: f64 = 64.0;
/// The smallest square, in pixels: every square of the largest board shows.
const SMALLEST_SQUARE_PX: u32 = 2;
/// From this many pixels a square up, a queen is a crown; below, a filled square.
const CROWN_FROM_PX: u32 = 6;
/// The most device pixels to a CSS pixel a thumbnail is drawn at.
const LARGEST_SCALE: f64 = 16.0;

/// A square's side, in pixels, on the thumbnail of an n x n board at `scale` device pixels a CSS pixel:
/// the picture is n times that a side.
pub fn thumbnail_square(n: usize, scale: f64) -> u32 {
    let scale = if scale.is_finite() && scale > 0.0 { scale.min(LARGEST_SCALE) } else { 1.0 };
    ((THUMBNAIL_CSS_PX * scale / n.max(1) as f64).floor() as u32).max(SMALLEST_SQUARE_PX)
}

/// Accepts `columns` as a solution to show: one queen a row of a board of 1 to [`crate::MAX_SIZE`].
pub fn check_thumbnail(columns: &[u32]) -> Result<(), BoardError> {
    let n = columns.len();
    if n > crate::MAX_SIZE {
        return Err(BoardError::TooLarge { n, most: crate::MAX_SIZE });
    }
    check_columns(n, columns)
}

/// Draws the board whose row r holds a queen in column `columns[r]` (checked by [`check_thumbnail`]),
/// squares of `s` pixels from the top left corner: hands `c` its layers.
pub fn draw_thumbnail(columns: &[u32], s: u32, c: &mut dyn Canvas) {
    let n = columns.len();
    let size = f64::from(s);
    let square = |row: usize, col: usize| Shape::Rect { x: col as f64 * size, y: row as f64 * size, w: size, h: size };
    for (role, ink, parity) in [("light-squares", Ink::LightSquare, 0), ("dark-squares", Ink::DarkSquare, 1)] {
        c.layer(role, ink, 1.0);
        for row in 0..n {
            for col in (0..n).filter(|col| (row + col) % 2 == parity) {
                c.shape(square(row, col));
            }
        }
    }
    c.layer("queen", Ink::Queen, 1.0);
    for (row, &col) in columns.iter().enumerate() {
        if s >= CROWN_FROM_PX {
            crown(c, f64::from(col) * size, row as f64 * size, size, false);
        } else {
            c.shape(square(row, col as usize));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::scene::{Item, record};
    use super::*;

    #[test]
    fn a_thumbnail_is_about_64_css_pixels_and_every_square_shows() {
        assert_eq!(thumbnail_square(8, 1.0), 8);
        assert_eq!(thumbnail_square(8, 2.0), 16);
        assert_eq!(thumbnail_square(5, 1.0), 12);
        assert_eq!(thumbnail_square(32, 1.0), 2);
        assert_eq!(thumbnail_square(32, 0.5), 2);
        assert_eq!(thumbnail_square(4, f64::NAN), 16);
        assert_eq!(thumbnail_square(1, 1e9), 1024);
    }

    #[test]
    fn queens_are_crowns_on_squares_large_enough_and_squares_below() {
        let queens = |s| {
            let items = record(|c| draw_thumbnail(&[1, 3, 0, 2], s, c));
            match items.last() {
                Some(Item::Paint(paint)) if paint.role == "queen" => paint.shapes.clone(),
                other => panic!("the queens come last: {other:?}"),
            }
        };
        // A crown: its body, its band and three jewels.
        assert_eq!(queens(6).len(), 4 * 5);
        assert_eq!(
            queens(5),
            [(0, 1), (1, 3), (2, 0), (3, 2)].map(|(row, col)| Shape::Rect {
                x: f64::from(col) * 5.0,
                y: f64::from(row) * 5.0,
                w: 5.0,
                h: 5.0
            })
        );
    }

    #[test]
    fn bad_solutions_are_refused() {
        assert!(check_thumbnail(&[1, 3, 0, 2]).is_ok());
        assert_eq!(check_thumbnail(&[0; 33]).unwrap_err(), BoardError::TooLarge { n: 33, most: 32 });
        assert_eq!(check_thumbnail(&[4, 0, 1, 2]).unwrap_err(), BoardError::OffBoard { row: 0, col: 4, n: 4 });
    }
}
