//! Exact N-Queens counting, fast: the border frame pre-placed once per symmetry class, the inside finished by bitmask search, the work cut into independent units.
//!
//! Every solution has exactly one queen on each of the eight border lines — rows 0, 1, n-2, n-1 and
//! columns 0, 1, n-2, n-1 — and those queens (four to eight of them, a queen in a 2x2 corner region
//! serving a row and a column) form the solution's *frame*. A symmetry of the square maps a solution
//! with frame F to one with frame g(F), so only frames that are the smallest of their orbit need a
//! search; each is weighted by its orbit size 8/|stabilizer|. Unique solutions (up to rotation and
//! reflection) come from Burnside's lemma applied to each frame's stabilizer: a frame with a trivial
//! stabilizer contributes its solution count, a frame fixed by some symmetries is searched once more
//! with the queens recorded so the symmetric solutions can be counted.
//!
//! A frame is read as four side codes, one per side, each the positions of the queens on the side's
//! outer and inner line measured clockwise around the board. A rotation then cycles the four codes and
//! a reflection reverses their order and mirrors each one, so the orbit of a frame is cheap to list.
//!
//! A unit of work is a canonical choice of the top and right side codes; the bottom and left sides
//! are enumerated inside the unit. Units come in a fixed order, so a worker holding only (n, range of
//! unit indices) recomputes exactly its share.

use crate::{SizeError, check_size};
use serde::Serialize;

/// Below this size the two outer rows at the top and bottom would overlap, so the board is searched whole.
const SMALLEST_FRAMED_SIZE: usize = 4;

/// The positions (outer line, inner line) of the two queens on one side, measured clockwise.
pub type SideCode = [u8; 2];

/// One independent piece of a count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Unit {
    /// Boards too small for a frame: every solution, found by a plain search.
    WholeBoard,
    /// Every canonical frame whose top and right sides are these.
    Frame { top: SideCode, right: SideCode },
}

/// The units of a count for one board size, in their fixed order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    n: usize,
    units: Vec<Unit>,
}

impl Plan {
    /// Lists the units for an `n` x `n` board; deterministic, and cheap (at most n^4 partial frames are tried).
    pub fn new(n: usize) -> Result<Plan, SizeError> {
        let n = check_size(n)?;
        if n < SMALLEST_FRAMED_SIZE {
            return Ok(Plan { n, units: vec![Unit::WholeBoard] });
        }
        let mut units = Vec::new();
        extend_frame(Frame::empty(n), 0, 4, &mut |frame| {
            units.push(Unit::Frame { top: frame.codes[0], right: frame.codes[1] });
        });
        Ok(Plan { n, units })
    }

    pub fn n(&self) -> usize {
        self.n
    }

    pub fn len(&self) -> usize {
        self.units.len()
    }

    pub fn is_empty(&self) -> bool {
        self.units.is_empty()
    }

    pub fn units(&self) -> &[Unit] {
        &self.units
    }
}

/// Lists the units for an `n` x `n` board (same as [`Plan::new`]).
pub fn plan(n: usize) -> Result<Plan, SizeError> {
    Plan::new(n)
}

/// What one unit, or a sum of units, contributes to the count.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct UnitCount {
    /// Solutions, each frame already multiplied by the size of its orbit.
    pub solutions: u64,
    /// Solutions up to rotation and reflection.
    pub unique: u64,
    /// Queens placed by the inside searches (not comparable with the plain search's node count).
    pub nodes: u64,
}

impl std::ops::Add for UnitCount {
    type Output = UnitCount;
    fn add(self, other: UnitCount) -> UnitCount {
        UnitCount {
            solutions: self.solutions + other.solutions,
            unique: self.unique + other.unique,
            nodes: self.nodes + other.nodes,
        }
    }
}

impl std::iter::Sum for UnitCount {
    fn sum<I: Iterator<Item = UnitCount>>(iter: I) -> UnitCount {
        iter.fold(UnitCount::default(), |total, part| total + part)
    }
}

/// Counts one unit of a plan. Panics if `index >= plan.len()`.
pub fn count_unit(plan: &Plan, index: usize) -> UnitCount {
    match plan.units[index] {
        Unit::WholeBoard => count_whole_board(plan.n),
        Unit::Frame { top, right } => count_frame_unit(plan.n, top, right),
    }
}

/// Counts units `start..end` of the plan for `n` (the range is clipped to the plan), rebuilding the plan first:
/// what a worker that knows only the board size and its share of unit indices runs.
pub fn count_units(n: usize, start: usize, end: usize) -> Result<UnitCount, SizeError> {
    let plan = Plan::new(n)?;
    let end = end.min(plan.len());
    let start = start.min(end);
    Ok((start..end).map(|index| count_unit(&plan, index)).sum())
}

/// The result of a whole count.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct FastCount {
    pub n: usize,
    pub solutions: u64,
    pub unique: u64,
    pub units: usize,
    pub nodes: u64,
    pub seconds: f64,
}

/// Counts every solution of an `n` x `n` board and the unique ones, sharing the units among `threads`
/// threads (all cores when `None` or `Some(0)`). Refuses n > [`crate::MAX_SIZE`].
#[cfg(not(target_arch = "wasm32"))]
pub fn count(n: usize, threads: Option<usize>) -> Result<FastCount, SizeError> {
    use rayon::prelude::*;
    let started = std::time::Instant::now();
    let plan = Plan::new(n)?;
    let count_all = || -> Vec<UnitCount> {
        (0..plan.len()).into_par_iter().map(|index| count_unit(&plan, index)).collect()
    };
    let per_unit = match threads {
        Some(threads) if threads > 0 => rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("a thread pool for the count")
            .install(count_all),
        _ => count_all(),
    };
    // Summed in unit order, so the result does not depend on which thread finished first.
    let total: UnitCount = per_unit.into_iter().sum();
    Ok(FastCount {
        n,
        solutions: total.solutions,
        unique: total.unique,
        units: plan.len(),
        nodes: total.nodes,
        seconds: started.elapsed().as_secs_f64(),
    })
}

/// The classic bitwise count (Jeff Somers' method): the first row's queen only in the left half, each
/// solution counted with its mirror image, the middle column of an odd board handled by restricting the
/// second row instead. The baseline the frame method is measured against, and an independent oracle.
/// Panics if n > [`crate::MAX_SIZE`].
pub fn count_mirror_only(n: usize) -> u64 {
    let n = check_size(n).expect("count_mirror_only: board too large");
    if n == 0 {
        return 1;
    }
    let all_columns = column_mask(n);
    let rows_after_first = vec![all_columns; n - 1];
    let rows_after_second = vec![all_columns; n.saturating_sub(2)];
    let steps = vec![1; n];
    let mut total = 0;
    for first in 0..n / 2 {
        let queen = 1u32 << first;
        total += 2 * count_inside(&rows_after_first, &steps, queen, queen << 1, queen >> 1).0;
    }
    if n % 2 == 1 {
        if n == 1 {
            return total + 1;
        }
        let middle = 1u32 << (n / 2);
        let left_of_middle = middle - 1;
        let mut second_row = left_of_middle & !(middle | middle << 1 | middle >> 1);
        while second_row != 0 {
            let queen = second_row & second_row.wrapping_neg();
            second_row ^= queen;
            let columns = middle | queen;
            let down = (middle << 1 | queen) << 1;
            let up = (middle >> 1 | queen) >> 1;
            total += 2 * count_inside(&rows_after_second, &steps, columns, down, up).0;
        }
    }
    total
}

fn column_mask(n: usize) -> u32 {
    if n >= 32 { u32::MAX } else { (1u32 << n) - 1 }
}

/// Counts the ways to finish a board row by row: `open[i]` is the set of columns not ruled out
/// in advance in the i-th row still to fill, `steps[i]` (i >= 1) how many board rows lie between the
/// (i-1)-th and the i-th of them; `columns`, `down` and `up` are the squares of the first of them
/// already attacked. Returns (completions, queens placed). No allocation: the hot loop of both counters.
fn count_inside(open: &[u32], steps: &[u32], columns: u32, down: u32, up: u32) -> (u64, u64) {
    let rows = open.len();
    if rows == 0 {
        return (1, 0);
    }
    let first_free = open[0] & !(columns | down | up);
    let last = rows - 1;
    if last == 0 {
        let completions = u64::from(first_free.count_ones());
        return (completions, completions);
    }
    let mut free = [0u32; 32];
    let mut taken_columns = [0u32; 32];
    let mut taken_down = [0u32; 32];
    let mut taken_up = [0u32; 32];
    free[0] = first_free;
    taken_columns[0] = columns;
    taken_down[0] = down;
    taken_up[0] = up;
    let mut completions = 0u64;
    let mut placed = 0u64;
    let mut level = 0usize;
    loop {
        let candidates = free[level];
        if candidates == 0 {
            if level == 0 {
                break;
            }
            level -= 1;
            continue;
        }
        let queen = candidates & candidates.wrapping_neg();
        free[level] = candidates ^ queen;
        placed += 1;
        let step = steps[level + 1];
        let next_columns = taken_columns[level] | queen;
        let next_down = (taken_down[level] | queen) << step;
        let next_up = (taken_up[level] | queen) >> step;
        let next_free = open[level + 1] & !(next_columns | next_down | next_up);
        if level + 1 == last {
            // The last row needs no loop: every free square in it finishes a solution.
            let finished = u64::from(next_free.count_ones());
            completions += finished;
            placed += finished;
        } else if next_free != 0 {
            level += 1;
            free[level] = next_free;
            taken_columns[level] = next_columns;
            taken_down[level] = next_down;
            taken_up[level] = next_up;
        }
    }
    (completions, placed)
}

/// The border queens placed so far, with the lines and diagonals they hold.
#[derive(Clone, Copy, Debug)]
struct Frame {
    n: usize,
    rows: u64,
    columns: u64,
    /// Bit r + c for each queen.
    sums: u64,
    /// Bit c - r + n - 1 for each queen.
    differences: u64,
    queens: [(u8, u8); 8],
    queen_count: usize,
    codes: [SideCode; 4],
}

const TOP: usize = 0;
const RIGHT: usize = 1;
const BOTTOM: usize = 2;
const LEFT: usize = 3;

impl Frame {
    fn empty(n: usize) -> Frame {
        Frame { n, rows: 0, columns: 0, sums: 0, differences: 0, queens: [(0, 0); 8], queen_count: 0, codes: [[0; 2]; 4] }
    }

    /// The square at `position` (counted clockwise) on line `depth` (0 outer, 1 inner) of `side`.
    fn square(&self, side: usize, depth: usize, position: usize) -> (usize, usize) {
        let far = self.n - 1;
        match side {
            TOP => (depth, position),
            RIGHT => (position, far - depth),
            BOTTOM => (far - depth, far - position),
            LEFT => (far - position, depth),
            _ => unreachable!("a square has four sides"),
        }
    }

    /// Where the queen already standing on a line sits, counted clockwise, if the line has one:
    /// a queen placed in a corner region for an earlier line also occupies this one.
    fn occupant_position(&self, side: usize, depth: usize) -> Option<usize> {
        let far = self.n - 1;
        let queens = &self.queens[..self.queen_count];
        let on_row = |row: usize| queens.iter().find(|&&(r, _)| usize::from(r) == row).map(|&(_, c)| usize::from(c));
        let on_column = |column: usize| queens.iter().find(|&&(_, c)| usize::from(c) == column).map(|&(r, _)| usize::from(r));
        match side {
            TOP => on_row(depth),
            RIGHT => on_column(far - depth),
            BOTTOM => on_row(far - depth).map(|c| far - c),
            LEFT => on_column(depth).map(|r| far - r),
            _ => unreachable!("a square has four sides"),
        }
    }

    fn is_free(&self, row: usize, column: usize) -> bool {
        self.rows >> row & 1 == 0
            && self.columns >> column & 1 == 0
            && self.sums >> (row + column) & 1 == 0
            && self.differences >> (column + self.n - 1 - row) & 1 == 0
    }

    fn place(&mut self, row: usize, column: usize) {
        self.rows |= 1 << row;
        self.columns |= 1 << column;
        self.sums |= 1 << (row + column);
        self.differences |= 1 << (column + self.n - 1 - row);
        self.queens[self.queen_count] = (row as u8, column as u8);
        self.queen_count += 1;
    }

    fn mirrored(&self, code: SideCode) -> SideCode {
        let far = (self.n - 1) as u8;
        [far - code[0], far - code[1]]
    }

    /// Whether a just-finished side can still belong to a canonical frame. The first code of every image
    /// of the frame is some side's code or its mirror, so the top code must not exceed any of them.
    fn side_can_be_canonical(&self, side: usize) -> bool {
        let top = self.codes[TOP];
        let code = self.codes[side];
        code >= top && self.mirrored(code) >= top
    }

    /// The frame's key, comparing like the codes read top, right, bottom, left.
    fn key(codes: &[SideCode; 4]) -> u64 {
        codes.iter().flatten().fold(0u64, |key, &position| key << 8 | u64::from(position))
    }

    /// The side codes of the frame's image under symmetry `symmetry` (see [`transform_square`]).
    fn image_codes(&self, symmetry: usize) -> [SideCode; 4] {
        let turns = symmetry % 4;
        let turned: [SideCode; 4] = std::array::from_fn(|side| self.codes[(side + 4 - turns) % 4]);
        if symmetry < 4 { turned } else { std::array::from_fn(|side| self.mirrored(turned[(4 - side) % 4])) }
    }

    /// The symmetries fixing the frame if it is the smallest of its orbit, `None` otherwise.
    fn stabilizer_if_canonical(&self) -> Option<Stabilizer> {
        let key = Frame::key(&self.codes);
        let mut stabilizer = Stabilizer { symmetries: [0; 8], len: 1 };
        for symmetry in 1..8 {
            let image = Frame::key(&self.image_codes(symmetry));
            if image < key {
                return None;
            }
            if image == key {
                stabilizer.symmetries[stabilizer.len] = symmetry;
                stabilizer.len += 1;
            }
        }
        Some(stabilizer)
    }

    /// The column of each row's queen for the rows the frame fills, `None` for the others.
    fn queen_columns(&self) -> [Option<u8>; 32] {
        let mut columns = [None; 32];
        for &(row, column) in &self.queens[..self.queen_count] {
            columns[usize::from(row)] = Some(column);
        }
        columns
    }
}

/// The symmetries of the square that map a frame onto itself; symmetry 0, the identity, always first.
#[derive(Clone, Copy, Debug)]
struct Stabilizer {
    symmetries: [usize; 8],
    len: usize,
}

/// Symmetry `symmetry` of the square applied to a square: 0..=3 turn it that many quarter turns clockwise,
/// 4..=7 do the same and then reflect it left to right.
fn transform_square(symmetry: usize, n: usize, row: usize, column: usize) -> (usize, usize) {
    let (mut row, mut column) = (row, column);
    for _ in 0..symmetry % 4 {
        (row, column) = (column, n - 1 - row);
    }
    if symmetry >= 4 {
        column = n - 1 - column;
    }
    (row, column)
}

/// Whether a full solution (`columns[r]` = row r's queen) is mapped onto itself by a symmetry.
fn is_fixed_by(symmetry: usize, columns: &[u8]) -> bool {
    let n = columns.len();
    columns.iter().enumerate().all(|(row, &column)| {
        let (image_row, image_column) = transform_square(symmetry, n, row, usize::from(column));
        usize::from(columns[image_row]) == image_column
    })
}

/// Places the border lines `line..last_line` (line = 2 * side + depth, sides clockwise from the top)
/// in every way that keeps the frame canonical so far, and calls `visit` with each result.
fn extend_frame(frame: Frame, line: usize, last_line: usize, visit: &mut impl FnMut(&Frame)) {
    if line == last_line {
        visit(&frame);
        return;
    }
    let (side, depth) = (line / 2, line % 2);
    let mut go_on = |mut frame: Frame, position: usize| {
        frame.codes[side][depth] = position as u8;
        let side_done = depth == 1;
        let keeps_canonical = if side == TOP {
            frame.mirrored(frame.codes[TOP]) >= frame.codes[TOP]
        } else {
            frame.side_can_be_canonical(side)
        };
        if !side_done || keeps_canonical {
            extend_frame(frame, line + 1, last_line, visit);
        }
    };
    if let Some(position) = frame.occupant_position(side, depth) {
        go_on(frame, position);
        return;
    }
    for position in 0..frame.n {
        let (row, column) = frame.square(side, depth, position);
        if frame.is_free(row, column) {
            let mut placed = frame;
            placed.place(row, column);
            go_on(placed, position);
        }
    }
}

/// Rebuilds the frame of a unit from its top and right codes.
fn unit_frame(n: usize, top: SideCode, right: SideCode) -> Frame {
    let mut frame = Frame::empty(n);
    for (side, code) in [(TOP, top), (RIGHT, right)] {
        for depth in 0..2 {
            let position = usize::from(code[depth]);
            match frame.occupant_position(side, depth) {
                Some(occupant) => assert_eq!(occupant, position, "unit codes disagree with each other"),
                None => {
                    let (row, column) = frame.square(side, depth, position);
                    assert!(frame.is_free(row, column), "unit codes place attacking queens");
                    frame.place(row, column);
                }
            }
            frame.codes[side][depth] = code[depth];
        }
    }
    frame
}

fn count_frame_unit(n: usize, top: SideCode, right: SideCode) -> UnitCount {
    let mut total = UnitCount::default();
    extend_frame(unit_frame(n, top, right), 4, 8, &mut |frame| {
        if let Some(stabilizer) = frame.stabilizer_if_canonical() {
            total = total + count_frame(frame, &stabilizer);
        }
    });
    total
}

/// The rows between the frame's top and bottom sides that still need a queen, with the columns open
/// in each and the row distance from the previous one.
struct Inside {
    rows: [u8; 32],
    open: [u32; 32],
    steps: [u32; 32],
    len: usize,
}

impl Inside {
    fn of(frame: &Frame) -> Inside {
        let n = frame.n;
        let all_columns = u64::from(column_mask(n));
        let mut inside = Inside { rows: [0; 32], open: [0; 32], steps: [0; 32], len: 0 };
        let mut previous_row = 0;
        for row in 2..n - 2 {
            if frame.rows >> row & 1 == 1 {
                continue;
            }
            let attacked = frame.columns | frame.sums >> row | frame.differences >> (n - 1 - row);
            inside.rows[inside.len] = row as u8;
            inside.open[inside.len] = (all_columns & !attacked) as u32;
            inside.steps[inside.len] = (row - previous_row) as u32;
            inside.len += 1;
            previous_row = row;
        }
        inside
    }
}

/// Counts one canonical frame: its solutions times its orbit size, and its share of unique solutions.
fn count_frame(frame: &Frame, stabilizer: &Stabilizer) -> UnitCount {
    let inside = Inside::of(frame);
    let open = &inside.open[..inside.len];
    let steps = &inside.steps[..inside.len];
    let (solutions, nodes) = count_inside(open, steps, 0, 0, 0);
    let orbit_size = (8 / stabilizer.len) as u64;
    if stabilizer.len == 1 {
        return UnitCount { solutions: solutions * orbit_size, unique: solutions, nodes };
    }
    // Burnside: the classes among this frame's solutions number the average, over the stabilizer,
    // of the solutions each of its symmetries fixes (the identity fixes them all).
    let mut fixed_total = solutions;
    let mut columns = [0u8; 32];
    let frame_columns = frame.queen_columns();
    for row in 0..frame.n {
        if let Some(column) = frame_columns[row] {
            columns[row] = column;
        }
    }
    for_each_inside_completion(open, steps, &mut |placed| {
        for (index, queen) in placed.iter().enumerate() {
            columns[usize::from(inside.rows[index])] = queen.trailing_zeros() as u8;
        }
        let board = &columns[..frame.n];
        fixed_total += stabilizer.symmetries[1..stabilizer.len].iter().filter(|&&symmetry| is_fixed_by(symmetry, board)).count() as u64;
    });
    UnitCount { solutions: solutions * orbit_size, unique: fixed_total / stabilizer.len as u64, nodes }
}

/// Calls `visit` with the queen chosen in each inside row (one bit each), for every completion.
fn for_each_inside_completion(open: &[u32], steps: &[u32], visit: &mut impl FnMut(&[u32])) {
    fn descend(open: &[u32], steps: &[u32], level: usize, taken: (u32, u32, u32), placed: &mut [u32; 32], visit: &mut impl FnMut(&[u32])) {
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
            descend(open, steps, level + 1, (columns | queen, (down | queen) << step, (up | queen) >> step), placed, visit);
        }
    }
    descend(open, steps, 0, (0, 0, 0), &mut [0; 32], visit);
}

/// Counts a board too small for a frame by listing every solution; a solution starts a new class when it
/// is the lexicographically smallest of its eight images.
fn count_whole_board(n: usize) -> UnitCount {
    let mut total = UnitCount::default();
    let mut columns = vec![0u8; n];
    fn descend(n: usize, row: usize, columns: &mut Vec<u8>, total: &mut UnitCount) {
        if row == n {
            let images = (1..8).map(|symmetry| {
                let mut image = vec![0u8; n];
                for (r, &c) in columns.iter().enumerate() {
                    let (image_row, image_column) = transform_square(symmetry, n, r, usize::from(c));
                    image[image_row] = image_column as u8;
                }
                image
            });
            let smallest = images.fold(true, |smallest, image| smallest && *columns <= image);
            total.solutions += 1;
            total.unique += u64::from(smallest);
            return;
        }
        for column in 0..n {
            let attacked = columns[..row].iter().enumerate().any(|(r, &c)| {
                let c = usize::from(c);
                c == column || row - r == column.abs_diff(c)
            });
            if !attacked {
                columns[row] = column as u8;
                total.nodes += 1;
                descend(n, row + 1, columns, total);
            }
        }
    }
    descend(n, 0, &mut columns, &mut total);
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::known;

    #[test]
    fn mirror_only_matches_the_published_totals() {
        for n in 0..=13 {
            assert_eq!(count_mirror_only(n), known::for_size(n).unwrap().solutions, "n = {n}");
        }
    }

    #[test]
    fn image_codes_agree_with_turning_and_reflecting_the_queens() {
        for n in [4, 5, 7, 8, 11] {
            let mut checked = 0;
            // Every frame, canonical or not: enumerate without the canonical pruning by listing all four sides.
            let mut frames = Vec::new();
            collect_all_frames(Frame::empty(n), 0, &mut frames);
            assert!(!frames.is_empty());
            for frame in &frames {
                for symmetry in 0..8 {
                    let mut moved = Frame::empty(n);
                    for &(row, column) in &frame.queens[..frame.queen_count] {
                        let (r, c) = transform_square(symmetry, n, usize::from(row), usize::from(column));
                        moved.place(r, c);
                    }
                    let read: [SideCode; 4] = std::array::from_fn(|side| {
                        std::array::from_fn(|depth| moved.occupant_position(side, depth).unwrap() as u8)
                    });
                    assert_eq!(read, frame.image_codes(symmetry), "n = {n}, symmetry {symmetry}, frame {:?}", frame.codes);
                    checked += 1;
                }
            }
            assert!(checked > 0);
        }
    }

    fn collect_all_frames(frame: Frame, line: usize, frames: &mut Vec<Frame>) {
        if line == 8 {
            frames.push(frame);
            return;
        }
        let (side, depth) = (line / 2, line % 2);
        if let Some(position) = frame.occupant_position(side, depth) {
            let mut next = frame;
            next.codes[side][depth] = position as u8;
            collect_all_frames(next, line + 1, frames);
            return;
        }
        for position in 0..frame.n {
            let (row, column) = frame.square(side, depth, position);
            if frame.is_free(row, column) {
                let mut next = frame;
                next.place(row, column);
                next.codes[side][depth] = position as u8;
                collect_all_frames(next, line + 1, frames);
            }
        }
    }

    #[test]
    fn canonical_frames_weighted_by_orbit_cover_every_frame() {
        for n in [4, 5, 6, 8, 9, 10] {
            let mut all = Vec::new();
            collect_all_frames(Frame::empty(n), 0, &mut all);
            let plan = Plan::new(n).unwrap();
            let mut weighted = 0;
            for unit in plan.units() {
                let Unit::Frame { top, right } = *unit else { panic!("n = {n} should be framed") };
                extend_frame(unit_frame(n, top, right), 4, 8, &mut |frame| {
                    if let Some(stabilizer) = frame.stabilizer_if_canonical() {
                        weighted += 8 / stabilizer.len;
                    }
                });
            }
            assert_eq!(weighted, all.len(), "n = {n}");
        }
    }

    #[test]
    fn whole_board_search_counts_small_boards() {
        for n in 0..=9 {
            let counted = count_whole_board(n);
            let expected = known::for_size(n).unwrap();
            assert_eq!(counted.solutions, expected.solutions, "n = {n}");
            if let Some(unique) = expected.unique {
                assert_eq!(counted.unique, unique, "n = {n}");
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

    #[test]
    fn sizes_above_the_maximum_are_refused() {
        assert!(Plan::new(33).is_err());
        assert!(count_units(33, 0, 1).is_err());
        assert!(count(33, Some(1)).is_err());
        assert!(Plan::new(32).is_ok());
    }
}
