//! The join counter, by meeting in the middle. Every way to fill the top half of the board
//! is listed once; the bottom half's ways are the same list mirrored top to bottom; a top and a bottom
//! with complementary columns make a solution exactly when their diagonals are disjoint, which is
//! counted in bulk by bit-slicing (`pairs`). The unique solutions follow from the total and the solutions
//! a quarter or half turn fixes (`turns`). How and why: `docs/fast-counter.md`, "The join".
//!
//! - `board`: the cut of the board into halves, outer and inner columns, the diagonals both halves reach;
//! - `half`: the half-boards of one side of a unit, grouped by columns;
//! - `pairs`: the bit-sliced count of disjoint pairs, its tables and the portable walk;
//! - `turns`: the solutions a quarter or half turn maps onto themselves, for Burnside's unique count;
//! - `simd`: the walk in AVX2, AVX-512 and WebAssembly `simd128`, the listing with BMI (all of this module's
//!   `unsafe`).

mod board;
mod half;
mod pairs;
mod quarters;
mod sieve;
mod simd;
mod turns;

pub use pairs::Kernel;
pub use turns::{TurnCount, TurnUnit, count_turn_unit, estimated_turn_work, turn_units};

use board::Board;
use half::{Side, estimated_halves, list_halves};
use serde::Serialize;

/// The largest board the join counts, as far as the frames count natively: up to here its units' memory was
/// measured within [`MOST_UNIT_BYTES`] (n = 21 to 24 on sampled units, docs/fast-counter.md, "Larger
/// boards"). An even board's unit holds only the quarters on its outer columns (`quarters::QuarterTables`),
/// an odd board's its half-boards.
pub const MAX_JOIN_SIZE: usize = 24;

/// The most memory the count of one unit holds (its [`JoinScratch`]), at every size up to
/// [`MAX_JOIN_SIZE`]: what lets two browser workers count a join of up to n = 20 in a phone's tab. An even
/// board's unit holds the quarter tables of its outer columns (and earlier units', up to
/// `quarters::QUARTERS_KEPT_BYTES`) and one group of half-boards of each side; an odd board's unit its
/// half-boards, which the plans keep small by cutting the board into enough units (`board::inner_columns`).
/// Checked at n = 18 to 20 by `tests/join.rs` in the benchmark phase, and at n = 21 to 24 on sampled units
/// (`examples/join_units.rs`).
pub const MOST_UNIT_BYTES: usize = 256 << 20;

// A half-board packs its inner key and its mask into one word (`Board::packed`).
// A mask takes at most 2 (n - 1) bits, a key one bit per inner column.
const _: () = assert!(2 * (MAX_JOIN_SIZE - 1) + board::MOST_INNER_COLUMNS < 64);

/// Why the join refused a board size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinSizeError {
    /// The board size refused.
    pub n: usize,
}

impl std::fmt::Display for JoinSizeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "board size {} is too large for the join method: it counts up to {MAX_JOIN_SIZE}; use --method frames",
            self.n
        )
    }
}

impl std::error::Error for JoinSizeError {}

/// One independent piece of a join: the solutions whose middle row's queen (odd n) stands in column
/// `middle` and whose top half uses exactly the outer columns `outer_used` (a bit per column), together
/// with their images under the symmetries that keep the cut, `weight` pieces in all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct JoinUnit {
    /// The middle row's queen's column (odd n), or None (even n).
    pub middle: Option<u8>,
    /// The outer columns the top half uses, a bit per column.
    pub outer_used: u32,
    /// How many pieces the unit stands for: itself and its images under the symmetries that keep the cut.
    pub weight: u8,
}

/// Every unit of a join of the `n` x `n` board, in a fixed order; refuses n > [`MAX_JOIN_SIZE`].
pub fn join_units(n: usize) -> Result<Vec<JoinUnit>, JoinSizeError> {
    if n > MAX_JOIN_SIZE {
        return Err(JoinSizeError { n });
    }
    let middles: Vec<Option<usize>> = if n.is_multiple_of(2) { vec![None] } else { (0..=n / 2).map(Some).collect() };
    let mut units = Vec::new();
    for middle in middles {
        let board = Board::new(n, middle);
        // Mirroring left to right keeps the cut when it keeps the middle queen; mirroring top to bottom
        // always does, and swaps the outer columns of the top half with the rest of the outer columns.
        let mirror_keeps_middle = middle.is_none_or(|middle| 2 * middle + 1 == n);
        let side_weight = if mirror_keeps_middle { 1 } else { 2 };
        let feasible = |used: u32| {
            let used = used.count_ones() as usize;
            used <= board.rows && board.rows - used <= board.inner.count_ones() as usize
        };
        let mut used = 0u32;
        loop {
            let rest = board.outer & !used;
            if feasible(used) && feasible(rest) {
                let mut orbit = vec![used, rest];
                if mirror_keeps_middle {
                    orbit.extend([board.mirrored(used), board.mirrored(rest)]);
                }
                orbit.sort_unstable();
                orbit.dedup();
                if orbit[0] == used {
                    units.push(JoinUnit {
                        middle: middle.map(|middle| middle as u8),
                        outer_used: used,
                        weight: (orbit.len() * side_weight) as u8,
                    });
                }
            }
            // The next subset of the outer columns, in increasing order.
            if used == board.outer {
                break;
            }
            used = (used.wrapping_sub(board.outer)) & board.outer;
        }
    }
    Ok(units)
}

/// What one join unit contributes: its solutions times its weight, and the steps its listing took.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct JoinCount {
    /// The unit's solutions times its weight.
    pub solutions: u64,
    /// The steps its listing took: the queens its searches placed (odd n), the quarter pairs it tested
    /// (even n).
    pub nodes: u64,
}

/// Counts one join unit of the `n` x `n` board (a unit of [`join_units`]`(n)`).
pub fn count_join_unit(n: usize, unit: JoinUnit) -> JoinCount {
    count_join_unit_with(n, unit, &mut JoinScratch::default())
}

/// The buffers of a join unit's count, kept from one unit to the next: a unit holds tens of megabytes at
/// n = 18, and handing them back to the system after each unit costs more than counting a small one.
pub struct JoinScratch {
    kernel: Kernel,
    found: Vec<u64>,
    blocks: half::Blocks,
    tops: half::Halves,
    bottoms: half::Halves,
    pairs: pairs::Scratch,
    /// An even board's quarters on the unit's outer columns, and one group of half-boards of each side at
    /// a time.
    quarters: quarters::QuarterTables,
    top_group: Vec<u64>,
    bottom_group: Vec<u64>,
}

impl Default for JoinScratch {
    fn default() -> JoinScratch {
        JoinScratch::with_kernel(Kernel::best())
    }
}

impl JoinScratch {
    /// Buffers for counts whose pairs are walked by `kernel`, one of [`Kernel::available`] (the default
    /// is [`Kernel::best`]).
    pub fn with_kernel(kernel: Kernel) -> JoinScratch {
        JoinScratch {
            kernel,
            found: Vec::new(),
            blocks: half::Blocks::default(),
            tops: half::Halves::default(),
            bottoms: half::Halves::default(),
            pairs: pairs::Scratch::default(),
            quarters: quarters::QuarterTables::default(),
            top_group: Vec::new(),
            bottom_group: Vec::new(),
        }
    }
}

impl JoinScratch {
    /// The bytes its buffers hold: at most the most any unit counted with it needed, and so at most
    /// [`MOST_UNIT_BYTES`].
    pub fn held_bytes(&self) -> usize {
        self.found.capacity() * size_of::<u64>()
            + self.blocks.held_bytes()
            + self.tops.held_bytes()
            + self.bottoms.held_bytes()
            + self.pairs.held_bytes()
            + self.quarters.held_bytes()
            + (self.top_group.capacity() + self.bottom_group.capacity()) * size_of::<u64>()
    }
}

/// [`count_join_unit`] with buffers reused from earlier units.
pub fn count_join_unit_with(n: usize, unit: JoinUnit, scratch: &mut JoinScratch) -> JoinCount {
    let board = Board::new(n, unit.middle.map(usize::from));
    if unit.middle.is_none() {
        return count_even_unit(&board, unit, scratch);
    }
    let JoinScratch { kernel, found, blocks, tops, bottoms, pairs, .. } = scratch;
    blocks.clear();
    let top_nodes = list_halves(&board, unit.outer_used, Side::Top, found, blocks, tops);
    let bottom_nodes = list_halves(&board, board.outer & !unit.outer_used, Side::Bottom, found, blocks, bottoms);
    let mut solutions = 0u64;
    if tops.len() > 0 && bottoms.len() > 0 {
        for key in 0..board.inner_keys() {
            let top = tops.group(blocks, key);
            if top.is_empty() {
                continue;
            }
            let bottom = bottoms.group(blocks, board.partner_key(key));
            if !bottom.is_empty() {
                solutions += pairs::count_disjoint(&top, &bottom, board.mask_bits(), *kernel, pairs);
            }
        }
    }
    JoinCount { solutions: solutions * u64::from(unit.weight), nodes: top_nodes + bottom_nodes }
}

/// [`count_join_unit_with`] for an even board: each group of half-boards (its columns) is built from
/// quarters, one group of each side at a time, and joined with its partner at once.
fn count_even_unit(board: &Board, unit: JoinUnit, scratch: &mut JoinScratch) -> JoinCount {
    let JoinScratch { kernel, pairs, quarters, top_group, bottom_group, .. } = scratch;
    let (top_outer, bottom_outer) = (unit.outer_used, board.outer & !unit.outer_used);
    quarters.prepare(board, &[top_outer, bottom_outer]);
    let inner_quota = board.rows.saturating_sub(top_outer.count_ones() as usize) as u32;
    let (mut solutions, mut nodes) = (0u64, 0u64);
    // Every set of inner columns, in increasing order, the empty one last.
    let mut inner = 0u32;
    loop {
        inner = inner.wrapping_sub(board.inner) & board.inner;
        if inner.count_ones() == inner_quota {
            let (mut tops, mut bottoms) = (0usize, 0usize);
            nodes += quarters.list_group(board, top_outer | inner, top_group, &mut tops);
            if tops > 0 {
                nodes += quarters.list_group(board, bottom_outer | (board.inner & !inner), bottom_group, &mut bottoms);
            }
            if tops > 0 && bottoms > 0 {
                let bottoms = &mut bottom_group[..bottoms];
                for mask in bottoms.iter_mut() {
                    *mask = board.bottom_of(*mask);
                }
                solutions +=
                    pairs::count_disjoint(&[&top_group[..tops]], &[bottoms], board.mask_bits(), *kernel, pairs);
            }
        }
        if inner == 0 {
            break;
        }
    }
    JoinCount { solutions: solutions * u64::from(unit.weight), nodes }
}

/// The unique solutions of the `n` x `n` board from its `solutions` and `fixed`, the sum over the turns of
/// the solutions each fixes (the half turn's, plus twice the quarter turn's, as the turn units count them):
/// Burnside's lemma, with no solution of n >= 2 its own mirror image, gives (solutions + fixed) / 8. Below
/// n = 2 the board's single solution is its own class. None when the sum is not a multiple of 8, which
/// no whole count gives (a part of the units, or wrong counts).
pub fn unique_from(n: usize, solutions: u64, fixed: u64) -> Option<u64> {
    if n < 2 {
        return (fixed == 0).then_some(solutions);
    }
    let sum = solutions.checked_add(fixed)?;
    sum.is_multiple_of(8).then_some(sum / 8)
}

/// The most solutions a join unit of the `n` x `n` board can count, its weight included: the permutations
/// it covers (the top half's inner columns chosen beside its outer ones, each half's rows in any order, the
/// middle queen fixed). Far above the true count; what a shard's line can be checked against without
/// counting.
pub fn most_solutions(n: usize, unit: JoinUnit) -> u128 {
    let board = Board::new(n, unit.middle.map(usize::from));
    let inner = u128::from(board.inner.count_ones());
    let chosen = u128::from((board.rows as u32).saturating_sub(unit.outer_used.count_ones()));
    let choices = (0..chosen).fold(1u128, |ways, i| ways.saturating_mul(inner.saturating_sub(i)) / (i + 1));
    let orders = (1..=board.rows as u128).fold(1u128, |ways, k| ways.saturating_mul(k));
    u128::from(unit.weight).saturating_mul(choices).saturating_mul(orders).saturating_mul(orders)
}

/// Random paths per side of a unit in [`estimated_work`].
const PROBES_PER_SIDE: u32 = 64;

/// A join unit's estimated work, at least 1: the half-boards of both sides (estimated by random probes,
/// `choose(k)` picking one of k choices) plus the pairs compared, as if the half-boards were spread
/// evenly over the column sets.
pub fn estimated_work(n: usize, unit: JoinUnit, choose: &mut impl FnMut(u32) -> u32) -> u64 {
    let board = Board::new(n, unit.middle.map(usize::from));
    let tops = estimated_halves(&board, unit.outer_used, PROBES_PER_SIDE, choose);
    let bottoms = estimated_halves(&board, board.outer & !unit.outer_used, PROBES_PER_SIDE, choose);
    let inner = board.inner.count_ones() as u64;
    let chosen = (board.rows as u64).saturating_sub(u64::from(unit.outer_used.count_ones())).min(inner);
    let groups = (0..chosen).fold(1u128, |ways, i| ways * u128::from(inner - i) / u128::from(i + 1));
    let pairs = u128::from(tops) * u128::from(bottoms) / groups.max(1);
    // A word of the sliced side meets 64 pairs at once.
    u64::try_from(pairs / 64 + u128::from(tops) + u128::from(bottoms)).unwrap_or(u64::MAX).max(1)
}

#[cfg(test)]
mod tests;
