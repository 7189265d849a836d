//! Exact N-Queens counting, fast: the border frame placed once per symmetry class, the inside finished by
//! bitmask search, the work cut into independent units. How and why: `docs/fast-counter.md`.
//!
//! - `plan`: the units of a count in their fixed order, and what each contributes;
//! - `frame`: the border queens, their comparison with the frame's seven images, the symmetries;
//! - `inside`: the lines a frame leaves empty, the direction to search them, Burnside's count;
//! - `kernel`: the bit-level loop that fills the inside (all of this module's `unsafe` is there);
//! - `reference`: the slow, plain counters the fast one is measured and tested against.

mod frame;
mod inside;
mod kernel;
mod plan;
mod reference;

pub(crate) use plan::Fnv1a;
pub use plan::{Plan, Unit, UnitCount, count_unit, count_units};
pub use reference::count_mirror_only;

use serde::Serialize;

/// The result of a whole count.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct FastCount {
    /// The board size.
    pub n: usize,
    /// Every solution.
    pub solutions: u64,
    /// The solutions up to rotation and reflection.
    pub unique: u64,
    /// The units the count was cut into.
    pub units: usize,
    /// Queens the inside searches placed.
    pub nodes: u64,
    /// Wall-clock time of the count.
    pub seconds: f64,
}

/// Counts every solution of an `n` x `n` board and the unique ones, sharing the units among `threads`
/// threads (all cores when `None` or `Some(0)`). Refuses n > [`crate::MAX_SIZE`].
#[cfg(not(target_arch = "wasm32"))]
pub fn count(n: usize, threads: Option<usize>) -> Result<FastCount, crate::SizeError> {
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

/// Columns `0..n` of a board as a mask.
fn column_mask(n: usize) -> u32 {
    if n >= 32 { u32::MAX } else { (1u32 << n) - 1 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_masks_cover_exactly_the_board() {
        assert_eq!(column_mask(0), 0);
        assert_eq!(column_mask(1), 1);
        assert_eq!(column_mask(8), 0xff);
        assert_eq!(column_mask(31), u32::MAX >> 1);
        assert_eq!(column_mask(32), u32::MAX);
    }
}
