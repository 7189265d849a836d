//! A board of up to ten million queens (Construct's and Repair's big boards) as RGBA pixels, for a canvas of
//! any size up to [`MAX_CANVAS_PIXELS`]: the pixels are written here and put on the canvas in one piece, so
//! that no queen crosses into JavaScript.
//!
//! A board whose squares get at least [`DETAILED_CELL_PX`] pixels is drawn with its squares and the scene's
//! crown on every queen; a smaller one as a density picture: every pixel is shaded by how many queens fall
//! in the part of the board it covers, from the light square colour (none) to the queen colour (the most any
//! pixel holds). The board is the largest square from the top left; square edges sit on whole pixels.

use super::palette::Ink;
use super::palette::{Palette, Rgba};
use super::raster::Raster;
use super::scene::{Canvas, Shape, crown};

/// From this many pixels per square up, squares and crowns; below, the density picture.
pub const DETAILED_CELL_PX: u32 = 8;
/// The largest picture drawn, in pixels: the density picture holds a 4-byte count per pixel besides the
/// image itself (128 MiB in all at the most), and no page needs more than a 4096 x 4096 board.
pub const MAX_CANVAS_PIXELS: u64 = 4096 * 4096;
/// Any pixel holding a queen is at least this far from the background towards the queen colour, so that
/// a lone queen (the corner queen of an odd board) still shows among pixels holding thousands.
const LEAST_SHADE: f64 = 0.35;

/// The four colours a large board is drawn in (opaque; the page reads them from its style).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardColours {
    /// The light squares, and the density picture's background.
    pub light: Rgba,
    /// The dark squares.
    pub dark: Rgba,
    /// The crowns, and the fullest pixels of the density picture.
    pub queen: Rgba,
    /// The crowns' outline.
    pub queen_edge: Rgba,
}

impl BoardColours {
    /// The colours of a scheme's palette.
    pub fn of(palette: &Palette) -> BoardColours {
        BoardColours {
            light: palette.ink(Ink::LightSquare),
            dark: palette.ink(Ink::DarkSquare),
            queen: palette.ink(Ink::Queen),
            queen_edge: palette.ink(Ink::QueenEdge),
        }
    }
}

/// Why a board could not be drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// The picture holds more than [`MAX_CANVAS_PIXELS`].
    TooManyPixels {
        /// Its width, in pixels.
        width: u32,
        /// Its height, in pixels.
        height: u32,
    },
    /// A row's queen stands off the board.
    OffBoard {
        /// The row.
        row: usize,
        /// The column given for it.
        col: u32,
        /// The board's size.
        n: usize,
    },
    /// The columns given are not one a row.
    Rows {
        /// The columns given.
        rows: usize,
        /// The board's size.
        n: usize,
    },
    /// The board is larger than this picture of it shows.
    TooLarge {
        /// The board's size.
        n: usize,
        /// The largest it shows.
        most: usize,
    },
}

impl std::fmt::Display for BoardError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BoardError::TooManyPixels { width, height } => {
                write!(f, "the canvas is {width}×{height} pixels: the most drawn is {MAX_CANVAS_PIXELS} pixels")
            }
            BoardError::OffBoard { row, col, n } => write!(f, "columns[{row}] is {col}, off a board of {n} columns"),
            BoardError::Rows { rows, n } => write!(f, "{rows} columns were given for the {n} rows of the board"),
            BoardError::TooLarge { n, most } => {
                write!(f, "this picture shows boards of up to {most} squares a side, not {n}")
            }
        }
    }
}

impl std::error::Error for BoardError {}

/// Accepts `columns` as the queens of an n x n board, one a row, each on the board.
pub fn check_columns(n: usize, columns: &[u32]) -> Result<(), BoardError> {
    if columns.len() != n {
        return Err(BoardError::Rows { rows: columns.len(), n });
    }
    match columns.iter().enumerate().find(|&(_, &col)| col as usize >= n) {
        Some((row, &col)) => Err(BoardError::OffBoard { row, col, n }),
        None => Ok(()),
    }
}

/// A large board's picture, and whether it shows squares and crowns (rather than the density picture).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LargeBoard {
    /// The pixels.
    pub raster: Raster,
    /// Whether the squares and crowns were drawn.
    pub detailed: bool,
}

/// The n x n board with a queen in column `columns[row]` of every row (`None`: an empty board, as for n = 2
/// and 3) on a picture `width` x `height` pixels, in `colours`.
pub fn large_board(
    n: usize,
    columns: Option<&[u32]>,
    width: u32,
    height: u32,
    colours: &BoardColours,
) -> Result<LargeBoard, BoardError> {
    if u64::from(width) * u64::from(height) > MAX_CANVAS_PIXELS {
        return Err(BoardError::TooManyPixels { width, height });
    }
    if let Some(columns) = columns {
        check_columns(n, columns)?;
    }
    let mut raster = Raster { width, height, pixels: colours.light.0.repeat(width as usize * height as usize) };
    let side = width.min(height);
    let detailed = n > 0 && side as usize / n >= DETAILED_CELL_PX as usize;
    if detailed {
        squares(&mut raster, n, side, colours.dark);
        if let Some(columns) = columns {
            crowns(&mut raster, columns, side, colours);
        }
    } else if let Some(columns) = columns.filter(|_| n > 0 && side > 0) {
        density(&mut raster, columns, side, colours);
    }
    Ok(LargeBoard { raster, detailed })
}

/// Where square `i` of `n` starts on a board `side` pixels wide: a whole pixel, floor(i * side / n).
fn edge(i: usize, n: usize, side: u32) -> u32 {
    // In f64 rather than u64, whose division is several times slower and done twice per queen. Exact:
    // i * side < 2^53 is exact, the quotient is correctly rounded, and one that is not a whole number is
    // at least 1/n below the next (n <= 10^7), far more than its rounding error (side <= 4096).
    ((i as f64 * f64::from(side)) / n as f64) as u32
}

/// How many pixels square `i` of `n` covers: at least one, so that every queen lands on a pixel.
fn cell(i: usize, n: usize, side: u32) -> u32 {
    (edge(i + 1, n, side) - edge(i, n, side)).max(1)
}

impl Raster {
    fn set(&mut self, x: u32, y: u32, colour: Rgba) {
        let at = 4 * (y as usize * self.width as usize + x as usize);
        self.pixels[at..at + 4].copy_from_slice(&colour.0);
    }
}

/// The dark squares (those whose row + column is odd) of the n x n board.
fn squares(raster: &mut Raster, n: usize, side: u32, dark: Rgba) {
    for row in 0..n {
        let (y, h) = (edge(row, n, side), cell(row, n, side));
        for column in ((row + 1) % 2..n).step_by(2) {
            let (x, w) = (edge(column, n, side), cell(column, n, side));
            for yy in y..y + h {
                for xx in x..x + w {
                    raster.set(xx, yy, dark);
                }
            }
        }
    }
}

/// The shapes of one crown, as the scene hands them over (and the raster's tests collect them).
#[derive(Default)]
pub(super) struct Shapes(pub(super) Vec<Shape>);

impl Canvas for Shapes {
    fn layer(&mut self, _role: &'static str, _ink: Ink, _opacity: f64) {}
    fn shape(&mut self, shape: Shape) {
        self.0.push(shape);
    }
    fn labels(&mut self, _role: &'static str, _ink: Ink) {}
    fn label(&mut self, _x: f64, _y: f64, _size: f64, _text: &str) {}
}

/// The scene's crown, filled and outlined, on every queen's square: one at a time, so that the pixels worked
/// on stay those of one square (at most 512 queens: every square has [`DETAILED_CELL_PX`] of a 4096 side).
fn crowns(raster: &mut Raster, columns: &[u32], side: u32, colours: &BoardColours) {
    let n = columns.len();
    for (row, &column) in columns.iter().enumerate() {
        let (x, y, s) = (edge(column as usize, n, side), edge(row, n, side), cell(column as usize, n, side));
        for (edge, colour) in [(false, colours.queen), (true, colours.queen_edge)] {
            let mut shapes = Shapes::default();
            crown(&mut shapes, f64::from(x), f64::from(y), f64::from(s), edge);
            raster.paint(&shapes.0, colour);
        }
    }
}

/// The density picture: how many queens fall in each pixel, shaded from light to queen.
fn density(raster: &mut Raster, columns: &[u32], side: u32, colours: &BoardColours) {
    let n = columns.len();
    let width = side as usize;
    let mut counts = vec![0u32; width * width];
    if n >= width {
        // Every square is then at most one pixel: the case of the largest boards, kept lean.
        for (row, &column) in columns.iter().enumerate() {
            counts[edge(row, n, side) as usize * width + edge(column as usize, n, side) as usize] += 1;
        }
    } else {
        for (row, &column) in columns.iter().enumerate() {
            let (x0, y0) = (edge(column as usize, n, side), edge(row, n, side));
            for y in y0..y0 + cell(row, n, side) {
                for x in x0..x0 + cell(column as usize, n, side) {
                    counts[y as usize * width + x as usize] += 1;
                }
            }
        }
    }
    let most = counts.iter().copied().max().unwrap_or(0);
    if most == 0 {
        return;
    }
    let (light, queen) = (colours.light.0, colours.queen.0);
    for (at, &count) in counts.iter().enumerate().filter(|&(_, &count)| count > 0) {
        let share = LEAST_SHADE + (1.0 - LEAST_SHADE) * f64::from(count) / f64::from(most);
        let mix = |i: usize| {
            let (from, to) = (f64::from(light[i]), f64::from(queen[i]));
            (from + (to - from) * share).round() as u8
        };
        raster.set((at % width) as u32, (at / width) as u32, Rgba([mix(0), mix(1), mix(2), 255]));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::construct;

    const GREYS: BoardColours = BoardColours {
        light: Rgba([255, 255, 255, 255]),
        dark: Rgba([128, 128, 128, 255]),
        queen: Rgba([0, 0, 0, 255]),
        queen_edge: Rgba([255, 0, 0, 255]),
    };

    /// For each pixel of a `side` x `side` picture, how many queens of `columns` fall in it, counted here
    /// from the definition (square i covers pixels i * side / n ..= (i + 1) * side / n, less one, at least one).
    fn expected_counts(columns: &[u32], side: usize) -> Vec<u32> {
        let n = columns.len() as u64;
        let mut counts = vec![0; side * side];
        for (row, &column) in columns.iter().enumerate() {
            let edge = |i: u64| (i * side as u64 / n) as usize;
            let span = |i: u64| edge(i)..edge(i + 1).max(edge(i) + 1);
            for y in span(row as u64) {
                for x in span(u64::from(column)) {
                    counts[y * side + x] += 1;
                }
            }
        }
        counts
    }

    /// The density picture of `n`'s construction on a `side`-pixel picture, checked against the counts:
    /// no queen is white, the most queens black, more queens never lighter, the same count the same grey.
    fn check_density(n: usize, side: u32) {
        let columns = construct::solution(n).unwrap();
        let drawn = large_board(n, Some(&columns), side, side, &GREYS).unwrap();
        assert!(!drawn.detailed);
        let counts = expected_counts(&columns, side as usize);
        let most = *counts.iter().max().unwrap();
        let mut grey_of_count = std::collections::BTreeMap::new();
        for (at, (&count, pixel)) in counts.iter().zip(drawn.raster.pixels.chunks_exact(4)).enumerate() {
            let [r, g, b, a] = [pixel[0], pixel[1], pixel[2], pixel[3]];
            assert!(r == g && g == b && a == 255, "n = {n}, pixel {at}: not an opaque grey: {r} {g} {b} {a}");
            let known = *grey_of_count.entry(count).or_insert(r);
            assert_eq!(known, r, "n = {n}, pixel {at}: {count} queens drawn in two greys");
        }
        assert_eq!(grey_of_count.get(&0), Some(&255), "n = {n}: empty pixels are the background");
        assert_eq!(grey_of_count.get(&most), Some(&0), "n = {n}: the fullest pixels are the queen colour");
        let greys: Vec<u8> = grey_of_count.values().copied().collect();
        assert!(greys.windows(2).all(|pair| pair[0] >= pair[1]), "n = {n}: more queens, darker: {grey_of_count:?}");
        assert!(greys.iter().filter(|&&grey| grey < 255).all(|&grey| grey <= 166), "n = {n}: a lone queen shows");
    }

    #[test]
    fn large_boards_are_drawn_as_the_density_of_their_queens() {
        check_density(1001, 100);
        check_density(1_000_000, 64);
        check_density(9_999_991, 997);
        // Fewer squares than pixels, but too few pixels for crowns: each queen fills its square.
        check_density(30, 100);
    }

    #[test]
    fn small_boards_are_drawn_with_squares_and_the_scenes_crowns() {
        let n = 8;
        let columns = construct::solution(n).unwrap();
        let drawn = large_board(n, Some(&columns), 80, 90, &GREYS).unwrap();
        assert!(drawn.detailed);
        let raster = &drawn.raster;
        assert_eq!((raster.width, raster.height, raster.pixels.len()), (80, 90, 80 * 90 * 4));
        for (row, &queen) in columns.iter().enumerate() {
            for column in 0..n as u32 {
                let square = if (row as u32 + column) % 2 == 1 { [128, 128, 128, 255] } else { [255, 255, 255, 255] };
                let (x, y) = (column * 10, row as u32 * 10);
                assert_eq!(raster.pixel(x, y), square, "square ({row}, {column}), its corner");
                let middle = if queen == column { [0, 0, 0, 255] } else { square };
                assert_eq!(raster.pixel(x + 5, y + 5), middle, "square ({row}, {column}), its middle");
            }
        }
        // Outlined (a square of 10 pixels gets an outline): some pixel of a crown is the outline's red.
        let red = (0..80 * 90).filter(|&at| raster.pixel(at % 80, at / 80)[..3] == [255, 0, 0]).count();
        assert!(red > 8 * 10, "{red} pixels of outline");
        // Below the board, the light colour.
        assert!((80..90).all(|y| (0..80).all(|x| raster.pixel(x, y) == [255, 255, 255, 255])));
    }

    #[test]
    fn boards_without_a_solution_show_their_squares_and_nothing_is_drawn_on_no_pixels() {
        let drawn = large_board(3, None, 40, 40, &GREYS).unwrap();
        let greys: std::collections::BTreeSet<u8> = drawn.raster.pixels.chunks_exact(4).map(|p| p[0]).collect();
        assert_eq!(greys, [128, 255].into());
        let empty = large_board(8, Some(&construct::solution(8).unwrap()), 0, 0, &GREYS).unwrap();
        assert!(empty.raster.pixels.is_empty() && !empty.detailed);
        let zero = large_board(0, Some(&[]), 10, 10, &GREYS).unwrap();
        assert!(zero.raster.pixels.chunks_exact(4).all(|p| p == [255, 255, 255, 255]));
    }

    #[test]
    fn the_picture_stays_bounded_and_bad_columns_are_refused() {
        let columns = construct::solution(8).unwrap();
        assert_eq!(
            large_board(8, Some(&columns), 5000, 5000, &GREYS).unwrap_err().to_string(),
            "the canvas is 5000×5000 pixels: the most drawn is 16777216 pixels"
        );
        // The most pixels are drawn, however many the queens: 4096 x 4096 for a board of ten million.
        assert!(large_board(8, Some(&columns), 4096, 4097, &GREYS).is_err());
        assert_eq!(
            large_board(3, Some(&[0, 3, 1]), 30, 30, &GREYS).unwrap_err().to_string(),
            "columns[1] is 3, off a board of 3 columns"
        );
        assert_eq!(large_board(4, Some(&[0, 1]), 30, 30, &GREYS).unwrap_err(), BoardError::Rows { rows: 2, n: 4 });
    }

    #[test]
    fn the_largest_board_fills_the_largest_picture_within_its_bounds() {
        let n = construct::LARGEST_PRACTICAL_SIZE;
        let columns = construct::solution(n).unwrap();
        let drawn =
            large_board(n, Some(&columns), 4096, 4096, &BoardColours::of(super::super::Theme::Dark.palette())).unwrap();
        assert_eq!(drawn.raster.pixels.len(), 4096 * 4096 * 4);
        let light = BoardColours::of(super::super::Theme::Dark.palette()).light.0;
        let shaded = drawn.raster.pixels.chunks_exact(4).filter(|p| *p != light).count();
        // Every row holds a queen, and the rows of one pixel row spread over many columns.
        assert!(shaded >= 4096, "{shaded} pixels hold queens");
    }
}
