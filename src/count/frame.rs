//! The frame: the border queens of a solution, their comparison with the frame's seven images under the
//! symmetries of the square, and those symmetries applied to squares and whole solutions.
//!
//! A frame is read as four side codes, one per side, each the positions of the queens on the side's outer
//! and inner line measured clockwise around the board: a rotation then cycles the four codes and a
//! reflection reverses their order and mirrors each one, so the orbit of a frame is cheap to list.

use super::column_mask;

/// The positions (outer line, inner line) of the two queens on one side, measured clockwise.
#[cfg(test)]
pub(super) type SideCode = [u8; 2];

/// The border queens placed so far, with the lines and diagonals they hold, and for every border line
/// the range its queen's position is still allowed (a single position once the queen is placed).
#[derive(Clone, Copy, Debug)]
pub(super) struct Frame {
    pub(super) n: usize,
    pub(super) rows: u64,
    pub(super) columns: u64,
    /// Bit r + c for each queen.
    pub(super) sums: u64,
    /// Bit c - r + n - 1 for each queen.
    pub(super) differences: u64,
    pub(super) queens: [(u8, u8); 8],
    pub(super) queen_count: usize,
    /// Bit `line` (= 2 * side + depth) for each border line whose queen is placed.
    pub(super) known_lines: u8,
    pub(super) lowest: [u8; BORDER_LINES],
    pub(super) highest: [u8; BORDER_LINES],
}

pub(super) const TOP: usize = 0;
pub(super) const RIGHT: usize = 1;
pub(super) const BOTTOM: usize = 2;
const LEFT: usize = 3;
pub(super) const BORDER_LINES: usize = 8;

/// How a frame, whose border lines may be only narrowed to ranges so far, compares with its images.
pub(super) enum Verdict {
    /// Some image is smaller whatever the open lines hold.
    NotCanonical,
    /// Every image is larger or equal whatever the open lines hold; the stabilizer lists the equal ones,
    /// which can only happen once every position is pinned down.
    Canonical(Stabilizer),
    /// Undecided until `line`'s position is known to be below, at or above `at`.
    Split { line: usize, at: u8 },
    /// Undecided until `line`'s queen is placed.
    Place(usize),
}

impl Frame {
    pub(super) fn empty(n: usize) -> Frame {
        Frame {
            n,
            rows: 0,
            columns: 0,
            sums: 0,
            differences: 0,
            queens: [(0, 0); 8],
            queen_count: 0,
            known_lines: 0,
            lowest: [0; BORDER_LINES],
            highest: [(n - 1) as u8; BORDER_LINES],
        }
    }

    /// The square at `position` (counted clockwise) on line `depth` (0 outer, 1 inner) of `side`.
    pub(super) fn square(&self, side: usize, depth: usize, position: usize) -> (usize, usize) {
        let far = self.n - 1;
        match side {
            TOP => (depth, position),
            RIGHT => (position, far - depth),
            BOTTOM => (far - depth, far - position),
            LEFT => (far - position, depth),
            _ => unreachable!("a square has four sides"),
        }
    }

    fn is_free(&self, row: usize, column: usize) -> bool {
        self.rows >> row & 1 == 0
            && self.columns >> column & 1 == 0
            && self.sums >> (row + column) & 1 == 0
            && self.differences >> (column + self.n - 1 - row) & 1 == 0
    }

    /// The frame with a queen added on a free square, recorded on every border line through the square
    /// (a queen in a corner region settles a row line and a column line at once); `None` if the square
    /// is attacked or lies outside a line's allowed range.
    pub(super) fn with_queen(&self, row: usize, column: usize) -> Option<Frame> {
        if !self.is_free(row, column) {
            return None;
        }
        let far = self.n - 1;
        let mut frame = *self;
        frame.rows |= 1 << row;
        frame.columns |= 1 << column;
        frame.sums |= 1 << (row + column);
        frame.differences |= 1 << (column + far - row);
        frame.queens[frame.queen_count] = (row as u8, column as u8);
        frame.queen_count += 1;
        let row_line = match row {
            0 | 1 => Some((TOP, row, column)),
            _ if row + 2 > far => Some((BOTTOM, far - row, far - column)),
            _ => None,
        };
        let column_line = match column {
            0 | 1 => Some((LEFT, column, far - row)),
            _ if column + 2 > far => Some((RIGHT, far - column, row)),
            _ => None,
        };
        for (side, depth, position) in [row_line, column_line].into_iter().flatten() {
            let line = 2 * side + depth;
            let position = position as u8;
            if position < frame.lowest[line] || position > frame.highest[line] {
                return None;
            }
            frame.known_lines |= 1 << line;
            frame.lowest[line] = position;
            frame.highest[line] = position;
        }
        Some(frame)
    }

    pub(super) fn is_known(&self, line: usize) -> bool {
        self.known_lines >> line & 1 == 1
    }

    /// The side codes: each line's queen's position, or the lowest it may take if not placed yet.
    #[cfg(test)]
    pub(super) fn codes(&self) -> [SideCode; 4] {
        std::array::from_fn(|side| [self.lowest[2 * side], self.lowest[2 * side + 1]])
    }

    #[cfg(test)]
    fn mirrored(&self, code: SideCode) -> SideCode {
        let far = (self.n - 1) as u8;
        [far - code[0], far - code[1]]
    }

    /// The frame's key, comparing like the codes read top, right, bottom, left.
    #[cfg(test)]
    pub(super) fn key(codes: &[SideCode; 4]) -> u64 {
        codes.iter().flatten().fold(0u64, |key, &position| key << 8 | u64::from(position))
    }

    /// The side codes of the frame's image under symmetry `symmetry` (see [`transform_square`]).
    #[cfg(test)]
    pub(super) fn image_codes(&self, symmetry: usize) -> [SideCode; 4] {
        std::array::from_fn(|side| {
            let code = self.codes()[image_source_side(symmetry, side)];
            if symmetry < 4 { code } else { self.mirrored(code) }
        })
    }

    /// Compares the frame with its seven other images, position by position in key order, as far as
    /// the lines' ranges allow.
    pub(super) fn verdict(&self) -> Verdict {
        let far = (self.n - 1) as u8;
        let mut stabilizer = Stabilizer { symmetries: [0; 8], len: 1 };
        let mut undecided = None;
        for symmetry in 1..8 {
            let mut all_equal = true;
            for line in 0..BORDER_LINES {
                let (side, depth) = (line / 2, line % 2);
                let source = 2 * image_source_side(symmetry, side) + depth;
                let (own_low, own_high) = (self.lowest[line], self.highest[line]);
                let (image_low, image_high) = if symmetry < 4 {
                    (self.lowest[source], self.highest[source])
                } else {
                    (far - self.highest[source], far - self.lowest[source])
                };
                if own_low > image_high {
                    return Verdict::NotCanonical;
                }
                if own_high < image_low {
                    all_equal = false;
                    break;
                }
                if own_low == own_high && image_low == image_high {
                    continue;
                }
                // One side pinned and the other open means source != line: a line that is its own
                // source has an image range as wide as its own.
                undecided.get_or_insert_with(|| {
                    if own_low == own_high {
                        // Only the image's position is open: where it meets ours decides.
                        Verdict::Split { line: source, at: if symmetry < 4 { own_low } else { far - own_low } }
                    } else if image_low == image_high {
                        Verdict::Split { line, at: image_low }
                    } else {
                        Verdict::Place(line)
                    }
                });
                all_equal = false;
                break;
            }
            if all_equal {
                stabilizer.symmetries[stabilizer.len] = symmetry;
                stabilizer.len += 1;
            }
        }
        undecided.unwrap_or(Verdict::Canonical(stabilizer))
    }

    /// Every way to put a queen on an empty border line within its range, each frame that results.
    pub(super) fn with_line_placed(&self, line: usize) -> impl Iterator<Item = Frame> + '_ {
        let (side, depth) = (line / 2, line % 2);
        (self.lowest[line]..=self.highest[line]).filter_map(move |position| {
            let (row, column) = self.square(side, depth, usize::from(position));
            self.with_queen(row, column)
        })
    }

    /// The frame with a line's range narrowed to `lowest..=highest` (placing the queen when that is a
    /// single position), if the range is not empty.
    pub(super) fn with_line_narrowed(&self, line: usize, lowest: u8, highest: u8) -> Option<Frame> {
        if lowest > highest {
            return None;
        }
        if lowest == highest {
            let (row, column) = self.square(line / 2, line % 2, usize::from(lowest));
            return self.with_queen(row, column);
        }
        let mut frame = *self;
        frame.lowest[line] = lowest;
        frame.highest[line] = highest;
        Some(frame)
    }

    /// The squares the open lines' ranges still allow in `row`.
    pub(super) fn allowed_in_row(&self, row: usize) -> u32 {
        let far = self.n - 1;
        let mut allowed = column_mask(self.n);
        for line in 0..BORDER_LINES {
            if self.is_known(line) {
                continue;
            }
            let (side, depth) = (line / 2, line % 2);
            let (lowest, highest) = (usize::from(self.lowest[line]), usize::from(self.highest[line]));
            let within = |position: usize| (lowest..=highest).contains(&position);
            match side {
                TOP if row == depth => allowed &= range_mask(lowest, highest),
                BOTTOM if row == far - depth => allowed &= range_mask(far - highest, far - lowest),
                RIGHT if !within(row) => allowed &= !(1 << (far - depth)),
                LEFT if !within(far - row) => allowed &= !(1 << depth),
                _ => {}
            }
        }
        allowed
    }
}

/// Columns `lowest..=highest` as a mask.
fn range_mask(lowest: usize, highest: usize) -> u32 {
    (u64::MAX >> (63 - highest) & !((1u64 << lowest) - 1)) as u32
}

/// Which side of a frame becomes side `side` of its image under `symmetry` (mirrored too when
/// `symmetry >= 4`): a quarter turn clockwise moves each side one place on, a reflection reverses them.
fn image_source_side(symmetry: usize, side: usize) -> usize {
    let turns = symmetry % 4;
    let turned_side = if symmetry < 4 { side } else { (4 - side) % 4 };
    (turned_side + 4 - turns) % 4
}

/// The symmetries of the square that map a frame onto itself; symmetry 0, the identity, always first.
#[derive(Clone, Copy, Debug)]
pub(super) struct Stabilizer {
    pub(super) symmetries: [usize; 8],
    pub(super) len: usize,
}

/// Symmetry `symmetry` of the square applied to a square: 0..=3 turn it that many quarter turns clockwise,
/// 4..=7 do the same and then reflect it left to right.
pub(super) fn transform_square(symmetry: usize, n: usize, row: usize, column: usize) -> (usize, usize) {
    let (mut row, mut column) = (row, column);
    for _ in 0..symmetry % 4 {
        (row, column) = (column, n - 1 - row);
    }
    if symmetry >= 4 {
        column = n - 1 - column;
    }
    (row, column)
}

/// A full solution (`columns[r]` = row r's queen) under a symmetry, in the same form.
pub(super) fn solution_image(symmetry: usize, columns: &[u8]) -> Vec<u8> {
    let n = columns.len();
    let mut image = vec![0u8; n];
    for (row, &column) in columns.iter().enumerate() {
        let (image_row, image_column) = transform_square(symmetry, n, row, usize::from(column));
        image[image_row] = image_column as u8;
    }
    image
}

/// Whether a full solution (`columns[r]` = row r's queen) is mapped onto itself by a symmetry.
pub(super) fn is_fixed_by(symmetry: usize, columns: &[u8]) -> bool {
    let n = columns.len();
    columns.iter().enumerate().all(|(row, &column)| {
        let (image_row, image_column) = transform_square(symmetry, n, row, usize::from(column));
        usize::from(columns[image_row]) == image_column
    })
}

/// Every frame of an `n` x `n` board, canonical or not.
#[cfg(test)]
pub(super) fn all_frames(n: usize) -> Vec<Frame> {
    fn fill(frame: Frame, frames: &mut Vec<Frame>) {
        match (0..BORDER_LINES).find(|&line| !frame.is_known(line)) {
            None => frames.push(frame),
            Some(line) => frame.with_line_placed(line).for_each(|placed| fill(placed, frames)),
        }
    }
    let mut frames = Vec::new();
    fill(Frame::empty(n), &mut frames);
    frames
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn image_codes_agree_with_turning_and_reflecting_the_queens() {
        for n in [4, 5, 7, 8, 11] {
            let frames = all_frames(n);
            assert!(!frames.is_empty());
            for frame in &frames {
                assert_eq!(frame.known_lines, 0xff);
                for symmetry in 0..8 {
                    let mut moved = Frame::empty(n);
                    for &(row, column) in &frame.queens[..frame.queen_count] {
                        let (r, c) = transform_square(symmetry, n, usize::from(row), usize::from(column));
                        moved = moved.with_queen(r, c).expect("an image of a frame is a frame");
                    }
                    assert_eq!(moved.known_lines, 0xff);
                    assert_eq!(
                        moved.codes(),
                        frame.image_codes(symmetry),
                        "n = {n}, symmetry {symmetry}, frame {:?}",
                        frame.codes()
                    );
                }
            }
        }
    }

    #[test]
    fn symmetric_solutions_are_recognised() {
        // 4x4: columns [1, 3, 0, 2] is mapped onto itself by a quarter turn.
        assert!(is_fixed_by(1, &[1, 3, 0, 2]));
        assert!(is_fixed_by(2, &[1, 3, 0, 2]));
        assert!(!is_fixed_by(4, &[1, 3, 0, 2]));
        // 5x5: [0, 2, 4, 1, 3] is not symmetric under a half turn.
        assert!(!is_fixed_by(2, &[0, 2, 4, 1, 3]));
    }
}
