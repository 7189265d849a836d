//! The scene of a board being repaired move by move (the page's Repair section, boards up to
//! [`LARGEST_REPAIR_VIEW`]): every square shaded by how many queens attack it, its number written where
//! the squares are large enough, each queen a disc ringed when it is attacked, and the queen just moved
//! part of the way along its row while it slides, the slide's progress an input.

use super::font;
use super::large::{BoardError, check_columns};
use super::palette::Ink;
use super::scene::{Canvas, Shape};

/// The largest board a repair view shows: 4,096 squares, each with its conflicts.
pub const LARGEST_REPAIR_VIEW: usize = 64;
/// Squares drawn at least this many CSS pixels wide carry their conflict count.
const NUMBER_MIN_CSS_PX: f64 = 18.0;
/// Conflicts at which a square's shade is at its darkest: more look the same.
const DARKEST_AT: u32 = 4;

/// A queen on its way along its row, from column `from` to column `to`, `progress` (0 to 1) of the way.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slide {
    /// Its row.
    pub row: usize,
    /// The column it left.
    pub from: usize,
    /// The column it goes to (where the board has it).
    pub to: usize,
    /// How far it has come: 0 at `from`, 1 at `to`.
    pub progress: f64,
}

/// A board being repaired: a queen a row, and how many queens of other rows attack each square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RepairView {
    n: usize,
    columns: Vec<u32>,
    /// Row by row, n x n.
    conflicts: Vec<u32>,
}

impl RepairView {
    /// The board whose row r holds a queen in column `columns[r]` (1 to [`LARGEST_REPAIR_VIEW`] rows).
    pub fn new(columns: &[u32]) -> Result<RepairView, BoardError> {
        let n = columns.len();
        if n > LARGEST_REPAIR_VIEW {
            return Err(BoardError::TooLarge { n, most: LARGEST_REPAIR_VIEW });
        }
        check_columns(n, columns)?;
        let (mut column, mut down, mut up) = (vec![0u32; n], vec![0u32; 2 * n], vec![0u32; 2 * n]);
        for (row, &col) in columns.iter().enumerate() {
            let col = col as usize;
            column[col] += 1;
            down[row + n - col] += 1;
            up[row + col] += 1;
        }
        let conflicts = (0..n)
            .flat_map(|row| (0..n).map(move |col| (row, col)))
            .map(|(row, col)| {
                let on_lines = column[col] + down[row + n - col] + up[row + col];
                // A row's own queen lies on all three lines through its square and on none through the others.
                if columns[row] as usize == col { on_lines - 3 } else { on_lines }
            })
            .collect();
        Ok(RepairView { n, columns: columns.to_vec(), conflicts })
    }

    /// The board's size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// How many queens of other rows attack (row, col).
    pub fn conflicts_at(&self, row: usize, col: usize) -> u32 {
        self.conflicts[row * self.n + col]
    }
}

/// What besides the board decides what it shows: the painter's scale and a queen sliding.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RepairLook {
    /// Device pixels to a CSS pixel (the conflict numbers are written on squares wide enough in CSS pixels).
    pub scale: f64,
    /// The queen on its way, if one is.
    pub slide: Option<Slide>,
}

/// Draws the repair view on a picture `side` pixels square, the board filling it: hands `c` its layers.
/// Returns a square's side and whether something still moves.
pub fn draw_repair(view: &RepairView, side: u32, look: &RepairLook, c: &mut dyn Canvas) -> (f64, bool) {
    let n = view.n;
    if n == 0 {
        return (0.0, false);
    }
    let edge = |i: usize| (i as f64 * f64::from(side) / n as f64).round();
    let square = |row: usize, col: usize| {
        let (x, y) = (edge(col), edge(row));
        Shape::Rect { x, y, w: edge(col + 1) - x, h: edge(row + 1) - y }
    };
    let squares = |c: &mut dyn Canvas, which: &dyn Fn(usize, usize) -> bool| {
        for row in 0..n {
            for col in (0..n).filter(|&col| which(row, col)) {
                c.shape(square(row, col));
            }
        }
    };
    c.layer("light-squares", Ink::LightSquare, 1.0);
    squares(c, &|row, col| (row + col) % 2 == 0);
    c.layer("dark-squares", Ink::DarkSquare, 1.0);
    squares(c, &|row, col| (row + col) % 2 == 1);
    for shade in 1..=DARKEST_AT {
        c.layer("conflicts", Ink::Reject, 0.2 + 0.65 * f64::from(shade) / f64::from(DARKEST_AT));
        squares(c, &|row, col| view.conflicts_at(row, col).min(DARKEST_AT) == shade);
    }
    let cell = f64::from(side) / n as f64;
    let scale = if look.scale.is_finite() && look.scale > 0.0 { look.scale } else { 1.0 };
    if cell / scale >= NUMBER_MIN_CSS_PX {
        let size = (cell * 0.38).round();
        c.labels("conflict-numbers", Ink::Label);
        for row in 0..n {
            for col in (0..n).filter(|&col| view.columns[row] as usize != col) {
                let text = view.conflicts_at(row, col).to_string();
                // Right-aligned near the square's top right corner.
                let x = edge(col + 1) - cell * 0.08 - font::width(&text, size) / 2.0;
                let y = edge(row) + cell * 0.06 + size * 0.35;
                c.label(x, y, size, &text);
            }
        }
    }
    let slide = look.slide.filter(|slide| slide.row < n && slide.from < n && slide.to < n);
    let progress =
        slide.map_or(1.0, |slide| if slide.progress.is_nan() { 1.0 } else { slide.progress.clamp(0.0, 1.0) });
    let centre = |row: usize| {
        let col = match slide {
            Some(slide) if slide.row == row => slide.from as f64 + (slide.to as f64 - slide.from as f64) * progress,
            _ => f64::from(view.columns[row]),
        };
        ((col + 0.5) * cell, (row as f64 + 0.5) * cell)
    };
    let (r, edge_width) = (cell * 0.32, (cell * 0.06).max(1.0));
    c.layer("queen", Ink::Queen, 1.0);
    for row in 0..n {
        let (cx, cy) = centre(row);
        c.shape(Shape::Circle { cx, cy, r });
    }
    c.layer("queen-edge", Ink::QueenEdge, 1.0);
    for row in 0..n {
        let (cx, cy) = centre(row);
        c.shape(Shape::Annulus { cx, cy, r, width: edge_width });
    }
    // A queen under attack is ringed; the one sliding is not, until it stands on its square.
    c.layer("attacked-queen", Ink::Owner, 1.0);
    for row in 0..n {
        let sliding = progress < 1.0 && slide.is_some_and(|slide| slide.row == row);
        if !sliding && view.conflicts_at(row, view.columns[row] as usize) > 0 {
            let (cx, cy) = centre(row);
            c.shape(Shape::Annulus { cx, cy, r: r + edge_width * 1.5, width: (cell * 0.08).max(1.5) });
        }
    }
    (cell, slide.is_some() && progress < 1.0)
}

#[cfg(test)]
mod tests {
    use super::super::scene::{Item, record};
    use super::*;
    use crate::repair::{Repair, RepairStep};

    #[test]
    fn the_views_conflicts_are_the_repairs() {
        for (n, seed) in [(1, 0), (4, 1), (8, 3), (13, 7), (64, 11)] {
            let mut repair = Repair::new(n, seed).unwrap();
            for _ in 0..30 {
                let view = RepairView::new(repair.columns()).unwrap();
                for row in 0..n {
                    for col in 0..n {
                        assert_eq!(
                            view.conflicts_at(row, col),
                            repair.conflicts_at(row, col),
                            "n = {n}: ({row}, {col})"
                        );
                    }
                }
                if repair.step() == RepairStep::Solved {
                    break;
                }
            }
        }
    }

    #[test]
    fn bad_boards_are_refused() {
        assert_eq!(
            RepairView::new(&[0; 65]).unwrap_err().to_string(),
            "this picture shows boards of up to 64 squares a side, not 65"
        );
        assert_eq!(RepairView::new(&[0, 2]).unwrap_err(), BoardError::OffBoard { row: 1, col: 2, n: 2 });
    }

    fn layer<'a>(items: &'a [Item], role: &str) -> Vec<&'a Shape> {
        items
            .iter()
            .filter_map(|item| match item {
                Item::Paint(paint) if paint.role == role => Some(paint.shapes.iter()),
                _ => None,
            })
            .flatten()
            .collect()
    }

    #[test]
    fn squares_are_shaded_by_their_conflicts_and_the_sliding_queen_moves_with_its_progress() {
        // Queens at (0, 0), (1, 2), (2, 1): (1, 2) and (2, 1) attack each other.
        let view = RepairView::new(&[0, 2, 1]).unwrap();
        let slide = |progress| RepairLook { scale: 1.0, slide: Some(Slide { row: 2, from: 0, to: 1, progress }) };
        let mut drawn = None;
        let scene = record(|c| drawn = Some(draw_repair(&view, 300, &slide(0.25), c)));
        assert_eq!(drawn, Some((100.0, true)));
        let discs = layer(&scene, "queen");
        assert_eq!(discs[2], &Shape::Circle { cx: 75.0, cy: 250.0, r: 32.0 });
        // Every square is shaded by its conflicts: one layer a shade, each square in one at most.
        let shaded = layer(&scene, "conflicts").len();
        let attacked =
            (0..3).flat_map(|r| (0..3).map(move |c| (r, c))).filter(|&(r, c)| view.conflicts_at(r, c) > 0).count();
        assert_eq!(shaded, attacked);
        // The numbers at 100 CSS pixels a square, none at 17.
        assert!(scene.iter().any(|item| matches!(item, Item::Labels { labels, .. } if labels.len() == 6)));
        let small = record(|c| {
            draw_repair(&view, 51, &RepairLook { scale: 1.0, slide: None }, c);
        });
        assert!(!small.iter().any(|item| matches!(item, Item::Labels { .. })));
        // The sliding queen is not ringed; (1, 2) is; at the end of the slide, both are and nothing moves.
        assert_eq!(layer(&scene, "attacked-queen").len(), 1);
        let mut end = None;
        let ended = record(|c| end = Some(draw_repair(&view, 300, &slide(1.0), c)));
        assert_eq!(end, Some((100.0, false)));
        assert_eq!(layer(&ended, "attacked-queen").len(), 2);
        assert_eq!(layer(&ended, "queen")[2], &Shape::Circle { cx: 150.0, cy: 250.0, r: 32.0 });
    }
}
