//! The inside of a frame: the lines it leaves empty, the direction to search them in, and the count of
//! one canonical frame (solutions weighted by orbit size, unique ones by Burnside's lemma).

use super::column_mask;
use super::frame::{Frame, Stabilizer, is_fixed_by};
use super::kernel::count_inside;
use super::unit_count::UnitCount;

/// How many lines at each end of the inside [`Inside::of`] weighs to choose where the search starts.
const FIRST_LINES_COMPARED: usize = 7;

/// The lines (rows, or columns) the frame leaves empty, in search order, each with the squares the frame
/// leaves open in it and its distance from the previous empty line (the search shifts the diagonals by
/// that much). The search runs from one side of the board to the opposite one, row by row or column by
/// column: transposing the board maps diagonals to diagonals, so an empty column with its open rows is
/// searched exactly like an empty row with its open columns, and a frame leaves as many columns empty
/// as rows. Of the four ways, it starts where the first lines are the most constrained, which prunes
/// soonest: canonical frames keep the top row's queen nearest a corner, where it rules out the fewest
/// squares, so the bottom rows are the usual start, but another side's are often tighter still.
pub(super) struct Inside {
    /// The board row of each line, when the lines are rows.
    rows: [u8; 32],
    open: [u32; 32],
    steps: [u32; 32],
    len: usize,
    transposed: bool,
}

impl Inside {
    /// The inside of `frame`, searched by rows or, if `may_transpose`, by columns when that looks cheaper.
    pub(super) fn of(frame: &Frame, may_transpose: bool) -> Inside {
        let n = frame.n;
        let all_columns = u64::from(column_mask(n));
        let mut inside = Inside { rows: [0; 32], open: [0; 32], steps: [0; 32], len: 0, transposed: false };
        let mut previous_row = n - 1;
        for row in (0..n).rev() {
            if frame.rows >> row & 1 == 1 {
                continue;
            }
            let attacked = frame.columns | frame.sums >> row | frame.differences >> (n - 1 - row);
            inside.rows[inside.len] = row as u8;
            inside.open[inside.len] = (all_columns & !attacked) as u32 & frame.allowed_in_row(row);
            inside.steps[inside.len] = (previous_row - row) as u32;
            inside.len += 1;
            previous_row = row;
        }
        let len = inside.len;
        if len < 2 {
            return inside;
        }
        // The same open squares column by column, right to left.
        let mut by_columns = [0u32; 32];
        let mut column_steps = [0u32; 32];
        let mut columns = 0;
        let mut previous_column = n - 1;
        for column in (0..n).rev() {
            if frame.columns >> column & 1 == 1 {
                continue;
            }
            by_columns[columns] =
                (0..len).fold(0, |rows, line| rows | (inside.open[line] >> column & 1) << inside.rows[line]);
            column_steps[columns] = (previous_column - column) as u32;
            columns += 1;
            previous_column = column;
        }
        debug_assert_eq!(columns, len, "a frame fills as many rows as columns");
        // Judged by the product of the open squares in the first few lines: it foretells the size of the
        // search's first levels better than fewer lines do (docs/fast-counter.md, "Where the inside search starts").
        let compared = len.min(FIRST_LINES_COMPARED);
        let squares = |line: &u32| u64::from(line.count_ones());
        let from_start = |lines: &[u32]| -> u64 { lines[..compared].iter().map(squares).product() };
        let from_end = |lines: &[u32]| -> u64 { lines[len - compared..len].iter().map(squares).product() };
        let costs = [
            from_start(&inside.open[..len]),
            from_end(&inside.open[..len]),
            if may_transpose { from_start(&by_columns[..len]) } else { u64::MAX },
            if may_transpose { from_end(&by_columns[..len]) } else { u64::MAX },
        ];
        let cheapest = (1..4).fold(0, |best, way| if costs[way] < costs[best] { way } else { best });
        if cheapest >= 2 {
            inside.open = by_columns;
            inside.steps = column_steps;
            inside.transposed = true;
        }
        if cheapest % 2 == 1 {
            inside.rows[..len].reverse();
            inside.open[..len].reverse();
            inside.steps[1..len].reverse();
        }
        inside
    }

    /// The board row of each line; only for an inside searched by rows.
    fn rows(&self) -> &[u8] {
        assert!(!self.transposed, "the lines are columns");
        &self.rows[..self.len]
    }

    pub(super) fn open(&self) -> &[u32] {
        &self.open[..self.len]
    }

    pub(super) fn steps(&self) -> &[u32] {
        &self.steps[..self.len]
    }
}

/// Counts one canonical frame: its solutions times its orbit size, and its share of unique solutions.
pub(super) fn count_frame(frame: &Frame, stabilizer: &Stabilizer) -> UnitCount {
    // Only a frame with a trivial stabilizer may be searched by columns: the others map each
    // completion back to its rows below.
    let inside = Inside::of(frame, stabilizer.len == 1);
    let (solutions, nodes) = count_inside(inside.open(), inside.steps());
    let orbit_size = (8 / stabilizer.len) as u64;
    if stabilizer.len == 1 {
        return UnitCount { solutions: solutions * orbit_size, unique: solutions, fixed: 0, nodes };
    }
    // Burnside: the classes among this frame's solutions number the average, over the stabilizer,
    // of the solutions each of its symmetries fixes (the identity fixes them all).
    let mut fixed_total = solutions;
    let mut columns = [0u8; 32];
    for &(row, column) in &frame.queens[..frame.queen_count] {
        columns[usize::from(row)] = column;
    }
    for_each_completion(inside.open(), inside.steps(), &mut |placed| {
        for (&row, &queen) in inside.rows().iter().zip(placed) {
            columns[usize::from(row)] = queen.trailing_zeros() as u8;
        }
        let board = &columns[..frame.n];
        fixed_total +=
            stabilizer.symmetries[1..stabilizer.len].iter().filter(|&&symmetry| is_fixed_by(symmetry, board)).count()
                as u64;
    });
    UnitCount { solutions: solutions * orbit_size, unique: fixed_total / stabilizer.len as u64, fixed: 0, nodes }
}

/// Calls `visit` with the queen chosen in each row still to fill (one bit each), for every completion;
/// `open` and `steps` as for [`count_inside`], nothing attacked in advance.
fn for_each_completion(open: &[u32], steps: &[u32], visit: &mut impl FnMut(&[u32])) {
    fn descend(
        open: &[u32],
        steps: &[u32],
        level: usize,
        taken: (u32, u32, u32),
        placed: &mut [u32; 32],
        visit: &mut impl FnMut(&[u32]),
    ) {
        if level == open.len() {
            visit(&placed[..level]);
            return;
        }
        let (columns, down, up) = taken;
        let mut free = open[level] & !(columns | down | up);
        let step = steps.get(level + 1).copied().unwrap_or(1);
        while free != 0 {
            let queen = free & free.wrapping_neg();
            free ^= queen;
            placed[level] = queen;
            descend(
                open,
                steps,
                level + 1,
                (columns | queen, (down | queen) << step, (up | queen) >> step),
                placed,
                visit,
            );
        }
    }
    descend(open, steps, 0, (0, 0, 0), &mut [0; 32], visit);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::kernel::count_inside_portable;
    use crate::count::plan::{Plan, settle_unit};

    #[test]
    fn both_compilations_of_the_inside_search_agree_with_listing_the_completions() {
        for n in 6..=11 {
            for unit in Plan::new(n).unwrap().units() {
                settle_unit(n, *unit, &mut |frame, _| {
                    let by_rows = Inside::of(frame, false);
                    assert!(!by_rows.transposed);
                    let mut listed = 0u64;
                    for_each_completion(by_rows.open(), by_rows.steps(), &mut |_| listed += 1);
                    for inside in [by_rows, Inside::of(frame, true)] {
                        // The portable loop is the one WebAssembly runs; x86-64 may take the popcnt one.
                        let portable = count_inside_portable(inside.open(), inside.steps());
                        assert_eq!(
                            portable.0,
                            listed,
                            "n = {n}, frame {:?}, transposed {}",
                            frame.codes(),
                            inside.transposed
                        );
                        assert_eq!(count_inside(inside.open(), inside.steps()), portable, "n = {n}");
                    }
                });
            }
        }
    }
}
