//! Exact N-Queens counting, fast: the border frame placed once per symmetry class, the inside finished by bitmask search, the work cut into independent units.
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
//! Placing all eight lines up front (the Q27 way) makes every frame a separate small search, and at
//! n = 15..16 those searches repeat each other's work: it measured slower than the mirror-only count.
//! So lines are placed only until the comparison with the seven images is decided — the four outer
//! lines, plus an inner line or two when an outer position ties — and the inside search fills the
//! rest, sharing its work among every frame that completes the decided part. When the top row's queen
//! sits in the corner or near it, such lines are not even placed: they are narrowed to ranges ("below
//! / at / above" the value a comparison hinges on), which the inside search enforces as masks.
//!
//! The inside search walks the empty rows, or the empty columns, from whichever side of the board is
//! the most constrained over its first few lines, looks one line ahead, and counts its last two lines at
//! once, in closed form from population counts (see `two_rows`).
//!
//! A unit of work is either a corner start (the first two rows' queens) or a choice of the queens on
//! the top, right and bottom outer lines that can still begin a canonical frame; the rest is settled
//! inside the unit. Units come in a fixed order, so a worker holding only (n, range of unit indices)
//! recomputes exactly its share.

use crate::{SizeError, check_size};
use serde::Serialize;

/// Below this size the two outer rows at the top and bottom would overlap, so the board is searched whole.
const SMALLEST_FRAMED_SIZE: usize = 4;

/// The positions (outer line, inner line) of the two queens on one side, measured clockwise.
#[cfg(test)]
type SideCode = [u8; 2];

/// One independent piece of a count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Unit {
    /// Boards too small for a frame: every solution, found by a plain search.
    WholeBoard,
    /// Every canonical frame with the top row's queen in the corner and the second row's queen in
    /// column `top_inner`.
    Corner { top_inner: u8 },
    /// Every canonical frame whose top, right and bottom outer lines hold their queens at these
    /// positions (counted clockwise round the board), the top one not in the corner.
    Frame { outer_positions: [u8; 3] },
}

/// The units of a count for one board size, in their fixed order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    n: usize,
    units: Vec<Unit>,
}

impl Plan {
    /// Lists the units for an `n` x `n` board; deterministic, and cheap (at most n^3 partial frames are tried).
    pub fn new(n: usize) -> Result<Plan, SizeError> {
        let n = check_size(n)?;
        if n < SMALLEST_FRAMED_SIZE {
            return Ok(Plan { n, units: vec![Unit::WholeBoard] });
        }
        let units = frame_units(n);
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

    /// Calls `visit` with the inside search of each frame unit `index` settles, as `(open, steps)` (see
    /// `count_inside`): what a work estimate can probe without counting. Nothing for a whole-board unit.
    pub fn for_each_inside(&self, index: usize, visit: &mut impl FnMut(&[u32], &[u32])) {
        if let unit @ (Unit::Corner { .. } | Unit::Frame { .. }) = self.units[index] {
            settle_unit(self.n, unit, &mut |frame, stabilizer| {
                let inside = Inside::of(frame, stabilizer.len == 1);
                visit(inside.open(), inside.steps());
            });
        }
    }

    /// Counts units `start..end` of the plan (the range is clipped to the plan), summed in unit order.
    pub fn count_units(&self, start: usize, end: usize) -> UnitCount {
        let end = end.min(self.len());
        let start = start.min(end);
        (start..end).map(|index| count_unit(self, index)).sum()
    }
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
        unit => count_frame_unit(plan.n, unit),
    }
}

/// Counts units `start..end` of the plan for `n` (the range is clipped to the plan), rebuilding the plan first:
/// what a worker that knows only the board size and its share of unit indices runs.
pub fn count_units(n: usize, start: usize, end: usize) -> Result<UnitCount, SizeError> {
    Ok(Plan::new(n)?.count_units(start, end))
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
    let count_all =
        || -> Vec<UnitCount> { (0..plan.len()).into_par_iter().map(|index| count_unit(&plan, index)).collect() };
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
    let mut total = 0;
    for first in 0..n / 2 {
        let queen = 1u32 << first;
        total += 2 * count_full_rows(all_columns, n - 1, queen, queen << 1, queen >> 1);
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
            total += 2 * count_full_rows(all_columns, n - 2, columns, down, up);
        }
    }
    total
}

/// Counts the ways to fill the next `rows` rows of an empty-but-for-the-rows-above board; `columns`,
/// `down` and `up` are the squares of the first of them already attacked. The baseline's own loop:
/// the same shape as [`count_inside`] without its per-row masks and steps, so the baseline pays for
/// nothing it does not use.
fn count_full_rows(all_columns: u32, rows: usize, columns: u32, down: u32, up: u32) -> u64 {
    let Some(last) = rows.checked_sub(1) else { return 1 };
    let first_free = all_columns & !(columns | down | up);
    if last == 0 {
        return u64::from(first_free.count_ones());
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
        let next_columns = taken_columns[level] | queen;
        let next_down = (taken_down[level] | queen) << 1;
        let next_up = (taken_up[level] | queen) >> 1;
        let next_free = all_columns & !(next_columns | next_down | next_up);
        if level + 1 == last {
            completions += u64::from(next_free.count_ones());
        } else if next_free != 0 {
            level += 1;
            free[level] = next_free;
            taken_columns[level] = next_columns;
            taken_down[level] = next_down;
            taken_up[level] = next_up;
        }
    }
    completions
}

fn column_mask(n: usize) -> u32 {
    if n >= 32 { u32::MAX } else { (1u32 << n) - 1 }
}

/// Counts the ways to fill the rows a frame leaves empty: `open[i]` is the set of columns not ruled out
/// in advance in the i-th row to fill, `steps[i]` (i >= 1) its distance in board rows from the (i-1)-th,
/// whichever way the rows are walked (both diagonals are tracked, so walking up is the mirror image of
/// walking down). Returns (completions, queens placed). No allocation: the frame counter's hot loop.
///
/// On x86-64 the same loop is compiled a second time with the `popcnt` and BMI instructions and used
/// when the processor has them (checked once per call, a cached flag): the last two rows are counted
/// by [`two_rows`] with five population counts, which the baseline x86-64 target otherwise spells out
/// in a dozen instructions each. WebAssembly has a population count instruction of its own.
fn count_inside(open: &[u32], steps: &[u32]) -> (u64, u64) {
    #[cfg(target_arch = "x86_64")]
    {
        if std::is_x86_feature_detected!("popcnt")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("bmi2")
        {
            // SAFETY: the processor was just found to support every feature the function is compiled for.
            return unsafe { count_inside_with_popcnt(open, steps) };
        }
    }
    count_inside_portable(open, steps)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
fn count_inside_with_popcnt(open: &[u32], steps: &[u32]) -> (u64, u64) {
    count_inside_portable(open, steps)
}

/// The number of ways to put one queen in each of the last two rows: `penultimate` and `last` are the
/// squares still free in them, `step` the rows between them. Each queen q of the penultimate row rules
/// out its own column and two diagonals in the last row, three distinct squares, so the pairs number
/// |P| |L| minus, over q in P, the squares of L at q, q << step and q >> step; and those sums are the
/// population counts of L & P, L & P << step and L & P >> step (shifting is one-to-one on P's squares).
/// No branch and no loop over the penultimate row's queens.
#[inline(always)]
fn two_rows(penultimate: u32, last: u32, step: u32) -> u64 {
    u64::from(penultimate.count_ones()) * u64::from(last.count_ones())
        - u64::from((last & penultimate).count_ones())
        - u64::from((last & penultimate << step).count_ones())
        - u64::from((last & penultimate >> step).count_ones())
}

/// The loop of [`count_inside`], inlined into both of its compilations.
#[inline(always)]
fn count_inside_portable(open: &[u32], steps: &[u32]) -> (u64, u64) {
    // The unchecked indexing below relies on these; a frame leaves at most 28 rows to fill.
    assert!(open.len() <= 32 && steps.len() == open.len(), "one step per row, at most 32 rows");
    let Some(last) = open.len().checked_sub(1) else { return (1, 0) };
    if last == 0 {
        let completions = u64::from(open[0].count_ones());
        return (completions, completions);
    }
    if last == 1 {
        let completions = two_rows(open[0], open[1], steps[1]);
        // Queens placed as the row-by-row search would place them: none in the first row when the last is blocked.
        let placed = u64::from(open[1] != 0) * u64::from(open[0].count_ones()) + completions;
        return (completions, placed);
    }
    // The rows below `level` keep the queens still to try in `free`; the current row's are in
    // `candidates`, a register rather than memory it was just stored to (7% faster at n = 15).
    let mut free = [0u32; 32];
    let mut taken_columns = [0u32; 32];
    let mut taken_down = [0u32; 32];
    let mut taken_up = [0u32; 32];
    let mut candidates = open[0];
    let mut completions = 0u64;
    let mut placed = 0u64;
    let mut level = 0usize;
    // Invariant at the top of the loop: level + 2 <= last (true at 0 as last >= 2; a row is entered
    // only when level + 2 != last and level + 2 <= last, so level + 3 <= last before the increment).
    // So level + 1 and level + 2 index `open` and `steps` (length last + 1), and level < 30 indexes the
    // level arrays: the bounds checks the compiler cannot drop by itself are left out (4% at n = 15).
    let open_at = |index: usize| {
        debug_assert!(index < open.len());
        // SAFETY: index <= last < open.len() by the invariant above.
        unsafe { *open.get_unchecked(index) }
    };
    let step_at = |index: usize| {
        debug_assert!(index < steps.len());
        // SAFETY: index <= last < steps.len() by the invariant above and steps.len() == open.len().
        unsafe { *steps.get_unchecked(index) }
    };
    let at = |masks: &[u32; 32], level: usize| {
        debug_assert!(level < 32);
        // SAFETY: level + 2 <= last < 32.
        unsafe { *masks.get_unchecked(level) }
    };
    loop {
        if candidates == 0 {
            if level == 0 {
                break;
            }
            level -= 1;
            candidates = at(&free, level);
            continue;
        }
        let queen = candidates & candidates.wrapping_neg();
        candidates ^= queen;
        placed += 1;
        let step = step_at(level + 1);
        let next_columns = at(&taken_columns, level) | queen;
        let next_down = (at(&taken_down, level) | queen) << step;
        let next_up = (at(&taken_up, level) | queen) >> step;
        let next_free = open_at(level + 1) & !(next_columns | next_down | next_up);
        if level + 2 == last {
            // The last two rows need no loop: `two_rows` counts their pairs at once (with the popcnt
            // instruction, 16% faster at n = 15 than placing the penultimate row's queens one by one).
            let last_step = step_at(last);
            let last_free = open_at(last) & !(next_columns | next_down << last_step | next_up >> last_step);
            let finished = two_rows(next_free, last_free, last_step);
            completions += finished;
            // Counted as the row-by-row search with its look-ahead would: the penultimate row's queens
            // only when the last row is not already blocked, then one queen per completion.
            placed += u64::from(last_free != 0) * u64::from(next_free.count_ones()) + finished;
        } else if next_free != 0 {
            // Look one row further: if the row after next is already blocked, no queen in the next row
            // helps. The frame's masks make such dead rows common (6% faster at n = 16); the mask-free
            // baseline rarely meets one, and the same check slows it by about as much.
            let step_after = step_at(level + 2);
            let after_free = open_at(level + 2) & !(next_columns | next_down << step_after | next_up >> step_after);
            if after_free == 0 {
                continue;
            }
            // SAFETY (all three stores and the one to `free`): level + 1 < last < 32.
            unsafe {
                *free.get_unchecked_mut(level) = candidates;
                level += 1;
                *taken_columns.get_unchecked_mut(level) = next_columns;
                *taken_down.get_unchecked_mut(level) = next_down;
                *taken_up.get_unchecked_mut(level) = next_up;
            }
            candidates = next_free;
        }
    }
    (completions, placed)
}

/// The border queens placed so far, with the lines and diagonals they hold, and for every border line
/// the range its queen's position is still allowed (a single position once the queen is placed).
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
    /// Bit `line` (= 2 * side + depth) for each border line whose queen is placed.
    known_lines: u8,
    lowest: [u8; BORDER_LINES],
    highest: [u8; BORDER_LINES],
}

const TOP: usize = 0;
const RIGHT: usize = 1;
const BOTTOM: usize = 2;
const LEFT: usize = 3;
const BORDER_LINES: usize = 8;

/// How a frame, whose border lines may be only narrowed to ranges so far, compares with its images.
enum Verdict {
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
    fn empty(n: usize) -> Frame {
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

    fn is_free(&self, row: usize, column: usize) -> bool {
        self.rows >> row & 1 == 0
            && self.columns >> column & 1 == 0
            && self.sums >> (row + column) & 1 == 0
            && self.differences >> (column + self.n - 1 - row) & 1 == 0
    }

    /// The frame with a queen added on a free square, recorded on every border line through the square
    /// (a queen in a corner region settles a row line and a column line at once); `None` if the square
    /// is attacked or lies outside a line's allowed range.
    fn with_queen(&self, row: usize, column: usize) -> Option<Frame> {
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

    fn is_known(&self, line: usize) -> bool {
        self.known_lines >> line & 1 == 1
    }

    /// The side codes: each line's queen's position, or the lowest it may take if not placed yet.
    #[cfg(test)]
    fn codes(&self) -> [SideCode; 4] {
        std::array::from_fn(|side| [self.lowest[2 * side], self.lowest[2 * side + 1]])
    }

    #[cfg(test)]
    fn mirrored(&self, code: SideCode) -> SideCode {
        let far = (self.n - 1) as u8;
        [far - code[0], far - code[1]]
    }

    /// The frame's key, comparing like the codes read top, right, bottom, left.
    #[cfg(test)]
    fn key(codes: &[SideCode; 4]) -> u64 {
        codes.iter().flatten().fold(0u64, |key, &position| key << 8 | u64::from(position))
    }

    /// The side codes of the frame's image under symmetry `symmetry` (see [`transform_square`]).
    #[cfg(test)]
    fn image_codes(&self, symmetry: usize) -> [SideCode; 4] {
        std::array::from_fn(|side| {
            let code = self.codes()[image_source_side(symmetry, side)];
            if symmetry < 4 { code } else { self.mirrored(code) }
        })
    }

    /// Compares the frame with its seven other images, position by position in key order, as far as
    /// the lines' ranges allow.
    fn verdict(&self) -> Verdict {
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
    fn with_line_placed(&self, line: usize) -> impl Iterator<Item = Frame> + '_ {
        let (side, depth) = (line / 2, line % 2);
        (self.lowest[line]..=self.highest[line]).filter_map(move |position| {
            let (row, column) = self.square(side, depth, usize::from(position));
            self.with_queen(row, column)
        })
    }

    /// The frame with a line's range narrowed to `lowest..=highest` (placing the queen when that is a
    /// single position), if the range is not empty.
    fn with_line_narrowed(&self, line: usize, lowest: u8, highest: u8) -> Option<Frame> {
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
    fn allowed_in_row(&self, row: usize) -> u32 {
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

/// A full solution (`columns[r]` = row r's queen) under a symmetry, in the same form.
fn solution_image(symmetry: usize, columns: &[u8]) -> Vec<u8> {
    let n = columns.len();
    let mut image = vec![0u8; n];
    for (row, &column) in columns.iter().enumerate() {
        let (image_row, image_column) = transform_square(symmetry, n, row, usize::from(column));
        image[image_row] = image_column as u8;
    }
    image
}

/// Whether a full solution (`columns[r]` = row r's queen) is mapped onto itself by a symmetry.
fn is_fixed_by(symmetry: usize, columns: &[u8]) -> bool {
    let n = columns.len();
    columns.iter().enumerate().all(|(row, &column)| {
        let (image_row, image_column) = transform_square(symmetry, n, row, usize::from(column));
        usize::from(columns[image_row]) == image_column
    })
}

/// The border lines a unit places when the top row's queen is not in the corner: the outer lines of
/// the top, right and bottom sides, placed exactly. Away from the corner the outer positions decide
/// nearly every frame, and exact queens prune the inside search harder than ranges would.
const UNIT_LINES: [usize; 3] = [2 * TOP, 2 * RIGHT, 2 * BOTTOM];

/// Places the unit lines from `UNIT_LINES[from..]` in every way that can still lead to a canonical frame.
fn extend_to_units(frame: Frame, from: usize, visit: &mut impl FnMut(&Frame)) {
    let Some(&line) = UNIT_LINES.get(from) else {
        visit(&frame);
        return;
    };
    if frame.is_known(line) {
        return extend_to_units(frame, from + 1, visit);
    }
    for placed in frame.with_line_placed(line) {
        if !matches!(placed.verdict(), Verdict::NotCanonical) {
            extend_to_units(placed, from + 1, visit);
        }
    }
}

/// All units for a board of at least [`SMALLEST_FRAMED_SIZE`], in their fixed order.
fn frame_units(n: usize) -> Vec<Unit> {
    let mut units = Vec::new();
    let corner = Frame::empty(n).with_queen(0, 0).expect("an empty board has a free corner");
    for top_inner in corner.with_line_placed(2 * TOP + 1) {
        if !matches!(top_inner.verdict(), Verdict::NotCanonical) {
            units.push(Unit::Corner { top_inner: top_inner.lowest[2 * TOP + 1] });
        }
    }
    let away_from_corner = Frame::empty(n).with_line_narrowed(2 * TOP, 1, (n - 1) as u8).expect("n >= 4");
    extend_to_units(away_from_corner, 0, &mut |frame| {
        units.push(Unit::Frame {
            outer_positions: [frame.lowest[2 * TOP], frame.lowest[2 * RIGHT], frame.lowest[2 * BOTTOM]],
        });
    });
    units
}

/// The frame a unit starts from.
fn unit_frame(n: usize, unit: Unit) -> Frame {
    match unit {
        Unit::WholeBoard => panic!("a whole-board unit has no frame"),
        Unit::Corner { top_inner } => Frame::empty(n)
            .with_queen(0, 0)
            .and_then(|frame| frame.with_queen(1, usize::from(top_inner)))
            .expect("corner units place non-attacking queens"),
        Unit::Frame { outer_positions } => {
            let mut frame = Frame::empty(n);
            for (&line, &position) in UNIT_LINES.iter().zip(&outer_positions) {
                let (side, depth) = (line / 2, line % 2);
                if frame.is_known(line) {
                    assert_eq!(frame.lowest[line], position, "unit positions disagree with each other");
                } else {
                    let (row, column) = frame.square(side, depth, usize::from(position));
                    frame = frame.with_queen(row, column).expect("unit positions place non-attacking queens");
                }
            }
            frame
        }
    }
}

/// Narrows and places border lines just until the frame's comparison with its images is decided, and
/// calls `visit` with each canonical frame so reached and its stabilizer. With `use_ranges`, a line
/// whose position only matters as "below, at or above" some value is narrowed to a range, which the
/// inside search enforces as a mask: one search then serves the whole range. Otherwise such a line is
/// placed exactly, one search per position, which prunes harder.
fn settle_frame(frame: Frame, use_ranges: bool, visit: &mut impl FnMut(&Frame, &Stabilizer)) {
    match frame.verdict() {
        Verdict::NotCanonical => {}
        Verdict::Canonical(stabilizer) => visit(&frame, &stabilizer),
        Verdict::Split { line, at } if use_ranges => {
            let (lowest, highest) = (frame.lowest[line], frame.highest[line]);
            let below = if at > lowest { frame.with_line_narrowed(line, lowest, at - 1) } else { None };
            let above = if at < highest { frame.with_line_narrowed(line, at + 1, highest) } else { None };
            for part in [below, frame.with_line_narrowed(line, at, at), above].into_iter().flatten() {
                settle_frame(part, use_ranges, visit);
            }
        }
        Verdict::Split { line, .. } | Verdict::Place(line) => {
            for placed in frame.with_line_placed(line) {
                settle_frame(placed, use_ranges, visit);
            }
        }
    }
}

/// How far from the corner the top row's queen may sit for a unit to settle its frames by ranges.
const FARTHEST_RANGED_TOP: u8 = 3;

/// Settles every canonical frame of a unit. With the top row's queen in the corner only one comparison
/// is ever close (with the reflection in the diagonal through that corner), so ranges lose no pruning
/// there and spare the many exact placements of the other lines. They pay off too with the top row's
/// queen one to three squares from the corner, where the ties that need the inner lines are frequent:
/// at n = 16 they placed 8%, 14% and 4% fewer queens in those units (with the inside searched by rows or
/// columns); four squares out they placed 7% more, so the units beyond keep exact placements.
fn settle_unit(n: usize, unit: Unit, visit: &mut impl FnMut(&Frame, &Stabilizer)) {
    let use_ranges = match unit {
        Unit::Corner { .. } => true,
        Unit::Frame { outer_positions: [top, ..] } => top <= FARTHEST_RANGED_TOP,
        Unit::WholeBoard => false,
    };
    settle_frame(unit_frame(n, unit), use_ranges, visit);
}

fn count_frame_unit(n: usize, unit: Unit) -> UnitCount {
    let mut total = UnitCount::default();
    settle_unit(n, unit, &mut |frame, stabilizer| {
        total = total + count_frame(frame, stabilizer);
    });
    total
}

/// How many lines at each end of the inside [`Inside::of`] weighs to choose where the search starts.
const FIRST_LINES_COMPARED: usize = 7;

/// The lines (rows, or columns) the frame leaves empty, in search order, each with the squares the frame
/// leaves open in it and its distance from the previous empty line (the search shifts the diagonals by
/// that much). The search runs from one side of the board to the opposite one, row by row or column by
/// column: transposing the board maps diagonals to diagonals, so an empty column with its open rows is
/// searched exactly like an empty row with its open columns, and a frame leaves as many columns empty
/// as rows. Of the four ways, it starts where the first lines are the most constrained, which prunes
/// soonest: canonical frames keep the top row's queen nearest a corner, where it rules out the fewest
/// squares, so the bottom rows are the usual start (at n = 16 this placed a quarter fewer queens than
/// top to bottom), but another side's are often tighter still.
struct Inside {
    /// The board row of each line, when the lines are rows.
    rows: [u8; 32],
    open: [u32; 32],
    steps: [u32; 32],
    len: usize,
    transposed: bool,
}

impl Inside {
    /// The inside of `frame`, searched by rows or, if `may_transpose`, by columns when that looks cheaper.
    fn of(frame: &Frame, may_transpose: bool) -> Inside {
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
        // Judged by the product of the open squares in the first seven lines. (Four rows at either end
        // of the rows picked starts that placed 3% more queens at n = 15 and 16; the first row alone,
        // 6% more again.)
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

    fn open(&self) -> &[u32] {
        &self.open[..self.len]
    }

    fn steps(&self) -> &[u32] {
        &self.steps[..self.len]
    }
}

/// Counts one canonical frame: its solutions times its orbit size, and its share of unique solutions.
fn count_frame(frame: &Frame, stabilizer: &Stabilizer) -> UnitCount {
    // Only a frame with a trivial stabilizer may be searched by columns: the others map each
    // completion back to its rows below.
    let inside = Inside::of(frame, stabilizer.len == 1);
    let (solutions, nodes) = count_inside(inside.open(), inside.steps());
    let orbit_size = (8 / stabilizer.len) as u64;
    if stabilizer.len == 1 {
        return UnitCount { solutions: solutions * orbit_size, unique: solutions, nodes };
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
    UnitCount { solutions: solutions * orbit_size, unique: fixed_total / stabilizer.len as u64, nodes }
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

/// Counts a board too small for a frame by listing every solution; a solution starts a new class when it
/// is the lexicographically smallest of its eight images.
fn count_whole_board(n: usize) -> UnitCount {
    let mut total = UnitCount::default();
    let mut columns = vec![0u8; n];
    fn descend(n: usize, row: usize, columns: &mut Vec<u8>, total: &mut UnitCount) {
        if row == n {
            let smallest = (1..8).all(|symmetry| *columns <= solution_image(symmetry, columns));
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

    /// Every frame, canonical or not.
    fn all_frames(n: usize) -> Vec<Frame> {
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
    fn settled_frames_weighted_by_orbit_cover_every_frame_once() {
        for n in [4, 5, 6, 8, 9, 10] {
            let every_frame = all_frames(n);
            let smallest_key =
                |frame: &Frame| (0..8).map(|symmetry| Frame::key(&frame.image_codes(symmetry))).min().unwrap();
            let canonical_count =
                every_frame.iter().filter(|frame| smallest_key(frame) == Frame::key(&frame.codes())).count();
            let (mut weighted, mut canonical_reached, mut left_to_search) = (0, 0, 0);
            for unit in Plan::new(n).unwrap().units() {
                settle_unit(n, *unit, &mut |settled, stabilizer| {
                    if settled.known_lines != 0xff {
                        left_to_search += 1;
                        assert_eq!(stabilizer.len, 1, "only a fully placed frame can equal an image");
                    }
                    // Every way of filling the lines left open must be canonical with the same stabilizer.
                    let extensions = every_frame.iter().filter(|full| {
                        (0..BORDER_LINES).all(|line| {
                            (settled.lowest[line]..=settled.highest[line]).contains(&full.codes()[line / 2][line % 2])
                        })
                    });
                    for full in extensions {
                        assert_eq!(
                            smallest_key(full),
                            Frame::key(&full.codes()),
                            "n = {n}: {:?} is not canonical",
                            full.codes()
                        );
                        let Verdict::Canonical(full_stabilizer) = full.verdict() else {
                            panic!("n = {n}: verdict disagrees")
                        };
                        assert_eq!(full_stabilizer.len, stabilizer.len);
                        weighted += 8 / stabilizer.len;
                        canonical_reached += 1;
                    }
                });
            }
            assert_eq!(weighted, every_frame.len(), "n = {n}");
            assert_eq!(canonical_reached, canonical_count, "n = {n}");
            if n >= 8 {
                assert!(left_to_search > 0, "n = {n}: some lines should be left to the inside search");
            }
        }
    }

    /// Every solution, listed the slow and obvious way.
    fn all_solutions(n: usize) -> Vec<Vec<u8>> {
        fn extend(n: usize, columns: &mut Vec<u8>, found: &mut Vec<Vec<u8>>) {
            let row = columns.len();
            if row == n {
                found.push(columns.clone());
                return;
            }
            for column in 0..n as u8 {
                let clear =
                    columns.iter().enumerate().all(|(r, &c)| c != column && usize::from(c.abs_diff(column)) != row - r);
                if clear {
                    columns.push(column);
                    extend(n, columns, found);
                    columns.pop();
                }
            }
        }
        let mut found = Vec::new();
        extend(n, &mut Vec::new(), &mut found);
        found
    }

    #[test]
    fn each_solution_is_counted_by_the_unit_of_its_canonical_frame() {
        for n in 4..=10 {
            let plan = Plan::new(n).unwrap();
            let mut expected = vec![UnitCount::default(); plan.len()];
            let solutions = all_solutions(n);
            for solution in &solutions {
                let images: Vec<Vec<u8>> = (0..8).map(|symmetry| solution_image(symmetry, solution)).collect();
                let frame_of = |board: &Vec<u8>| {
                    let mut frame = Frame::empty(n);
                    for (row, &column) in board.iter().enumerate() {
                        let on_border = |i: usize| i < 2 || i + 2 >= n;
                        if on_border(row) || on_border(usize::from(column)) {
                            frame =
                                frame.with_queen(row, usize::from(column)).expect("a solution's queens do not attack");
                        }
                    }
                    frame
                };
                let canonical = images.iter().map(frame_of).min_by_key(|frame| Frame::key(&frame.codes())).unwrap();
                let unit = if canonical.codes()[TOP][0] == 0 {
                    Unit::Corner { top_inner: canonical.codes()[TOP][1] }
                } else {
                    Unit::Frame {
                        outer_positions: [
                            canonical.codes()[TOP][0],
                            canonical.codes()[RIGHT][0],
                            canonical.codes()[BOTTOM][0],
                        ],
                    }
                };
                let index = plan
                    .units()
                    .iter()
                    .position(|&candidate| candidate == unit)
                    .expect("a unit for every canonical frame");
                expected[index].solutions += 1;
                // The class is counted once, by its smallest member.
                expected[index].unique += u64::from(images.iter().all(|image| solution <= image));
            }
            for (index, expected) in expected.iter().enumerate() {
                let counted = count_unit(&plan, index);
                assert_eq!(
                    (counted.solutions, counted.unique),
                    (expected.solutions, expected.unique),
                    "n = {n}, unit {index}"
                );
            }
            assert_eq!(solutions.len() as u64, known::for_size(n).unwrap().solutions);
        }
    }

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
        #[cfg(not(target_arch = "wasm32"))]
        assert!(count(33, Some(1)).is_err());
        assert!(Plan::new(32).is_ok());
    }
}
