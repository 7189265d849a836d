//! The completions of a symmetric frame that one of its symmetries maps onto themselves, counted by placing
//! the queens an orbit at a time: what Burnside's count of unique solutions needs besides the frame's total,
//! found by a search of a fraction of the size of the frame's own (each queen placed brings its images).

use super::column_mask;
use super::frame::{Frame, transform_square};

/// What the queens placed so far hold: rows, columns, and the diagonals (bit r + c, bit c - r + n - 1).
#[derive(Clone, Copy)]
struct Taken {
    rows: u64,
    columns: u64,
    sums: u64,
    differences: u64,
}

impl Taken {
    fn is_free(&self, n: usize, (row, column): (usize, usize)) -> bool {
        self.rows >> row & 1 == 0
            && self.columns >> column & 1 == 0
            && self.sums >> (row + column) & 1 == 0
            && self.differences >> (column + n - 1 - row) & 1 == 0
    }

    fn place(&mut self, n: usize, (row, column): (usize, usize)) {
        self.rows |= 1 << row;
        self.columns |= 1 << column;
        self.sums |= 1 << (row + column);
        self.differences |= 1 << (column + n - 1 - row);
    }
}

/// The completions of `frame` (every border line placed, the frame fixed by `symmetry`) that `symmetry`
/// maps onto themselves. The frame's queens are an orbit-closed set, so every image of an empty row's
/// queen lands in an empty row and column, and a fixed completion is exactly a choice of orbits.
pub(super) fn count_fixed_completions(frame: &Frame, symmetry: usize) -> u64 {
    let taken = Taken { rows: frame.rows, columns: frame.columns, sums: frame.sums, differences: frame.differences };
    fill(frame.n, symmetry, taken)
}

/// Fills the lowest empty row with each queen whose whole orbit can be placed, and counts on.
fn fill(n: usize, symmetry: usize, taken: Taken) -> u64 {
    let empty = !taken.rows & u64::from(column_mask(n));
    if empty == 0 {
        return 1;
    }
    let row = empty.trailing_zeros() as usize;
    let mut total = 0;
    for column in 0..n {
        let start = (row, column);
        let (mut next, mut square, mut fits) = (taken, start, true);
        // An orbit of a symmetry of order at most 4 returns to its start within four steps.
        loop {
            if !next.is_free(n, square) {
                fits = false;
                break;
            }
            next.place(n, square);
            square = transform_square(symmetry, n, square.0, square.1);
            if square == start {
                break;
            }
        }
        if fits {
            total += fill(n, symmetry, next);
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::inside::count_frame;
    use crate::count::plan::{Plan, settle_unit};

    #[test]
    fn burnside_from_the_fixed_completions_gives_the_listing_count() {
        let mut symmetric_frames = 0;
        for n in 4..=14 {
            let plan = Plan::new(n).unwrap();
            for &unit in plan.units() {
                settle_unit(n, unit, &mut |frame, stabilizer| {
                    if stabilizer.len == 1 {
                        return;
                    }
                    symmetric_frames += 1;
                    let listed = count_frame(frame, stabilizer);
                    let solutions = listed.solutions / (8 / stabilizer.len as u64);
                    let fixed: u64 = stabilizer.symmetries[1..stabilizer.len]
                        .iter()
                        .map(|&symmetry| count_fixed_completions(frame, symmetry))
                        .sum();
                    assert_eq!((solutions + fixed) % stabilizer.len as u64, 0, "n = {n}");
                    assert_eq!((solutions + fixed) / stabilizer.len as u64, listed.unique, "n = {n}");
                    // The identity fixes every completion.
                    assert_eq!(count_fixed_completions(frame, 0), solutions, "n = {n}");
                });
            }
        }
        assert!(symmetric_frames > 100, "{symmetric_frames} symmetric frames tried");
    }
}
