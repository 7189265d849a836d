//! Exact N-Queens counting, fast: the border frame placed once per symmetry class, the inside finished by
//! bitmask search, the work cut into independent units. How and why: `docs/fast-counter.md`.
//!
//! - `plan`: the units of a count in their fixed order, and how each is counted;
//! - `unit_count`: what a unit, or a sum of units, contributes;
//! - `frame`: the border queens, their comparison with the frame's seven images, the symmetries;
//! - `inside`: the lines a frame leaves empty, the direction to search them, Burnside's count;
//! - `kernel`: the bit-level loop that fills the inside (all of this module's `unsafe` is there);
//! - `reference`: the slow, plain counters the fast one is measured and tested against;
//! - `gpu`: the WGSL counter, the tasks a GPU is fed for a range of units and the sum of its answers.

mod frame;
pub mod gpu;
mod inside;
pub mod join;
mod kernel;
mod plan;
mod reference;
mod symmetric;
mod unit_count;

pub(crate) use plan::Fnv1a;
pub use plan::{Method, Plan, PlanError, Unit, count_method_units, count_unit, count_unit_with, count_units};
pub use reference::count_mirror_only;
pub use unit_count::UnitCount;

use serde::Serialize;

/// The result of a whole count.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct FastCount {
    /// The board size.
    pub n: usize,
    /// The method the count was made by.
    pub method: Method,
    /// Every solution.
    pub solutions: u64,
    /// The solutions up to rotation and reflection.
    pub unique: u64,
    /// The units the count was cut into.
    pub units: usize,
    /// Queens the searches placed (the inside searches of the frames, the half-boards' of the join at odd
    /// n), or for the join at even n the quarter pairs it tested.
    pub nodes: u64,
    /// Wall-clock time of the count.
    pub seconds: f64,
}

/// Why a count was not made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CountError {
    /// The plan was refused: the board's size, or the join's limit.
    Plan(PlanError),
    /// The threads asked for could not be started (the system's limit on threads, or on memory for
    /// their stacks).
    Threads {
        /// The threads asked for.
        threads: usize,
        /// What the system said.
        reason: String,
    },
    /// A total does not fit 64 bits (solutions or nodes of a board from n = 29 on).
    TooLarge {
        /// The board size.
        n: usize,
    },
    /// The join's sums gave no whole number of unique solutions, which only wrong counts do.
    Inconsistent {
        /// The board size.
        n: usize,
    },
}

impl std::fmt::Display for CountError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CountError::Plan(e) => e.fmt(f),
            CountError::Threads { threads, reason } => write!(f, "cannot start {threads} threads: {reason}"),
            CountError::TooLarge { n } => write!(f, "the totals of n = {n} do not fit 64 bits"),
            CountError::Inconsistent { n } => {
                write!(f, "the counts of n = {n} give no whole number of unique solutions: they are wrong")
            }
        }
    }
}

impl std::error::Error for CountError {}

impl From<PlanError> for CountError {
    fn from(e: PlanError) -> CountError {
        CountError::Plan(e)
    }
}

/// Counts every solution of an `n` x `n` board and the unique ones, sharing the units among `threads`
/// threads (all cores, the current thread pool's, when `None` or `Some(0)`). Refuses n > [`crate::MAX_SIZE`],
/// and threads the system will not start.
#[cfg(not(target_arch = "wasm32"))]
pub fn count(n: usize, threads: Option<usize>) -> Result<FastCount, CountError> {
    count_with(n, Method::Frames, threads)
}

/// Counts every solution of an `n` x `n` board and the unique ones by `method`, sharing the units among
/// `threads` threads as [`count`] does.
#[cfg(not(target_arch = "wasm32"))]
pub fn count_with(n: usize, method: Method, threads: Option<usize>) -> Result<FastCount, CountError> {
    count_watched(n, method, threads, &|_| {})
}

/// As [`count_with`], calling `unit_counted(units)` each time one of the plan's `units` is counted (from the
/// thread that counted it), so that a caller can show the count's progress.
#[cfg(not(target_arch = "wasm32"))]
pub fn count_watched(
    n: usize,
    method: Method,
    threads: Option<usize>,
    unit_counted: &(dyn Fn(usize) + Sync),
) -> Result<FastCount, CountError> {
    use rayon::prelude::*;
    let started = std::time::Instant::now();
    let plan = Plan::with_method(n, method)?;
    let count_all = || -> Vec<UnitCount> {
        (0..plan.len())
            .into_par_iter()
            .map_init(join::JoinScratch::default, |scratch, index| {
                let count = count_unit_with(&plan, index, scratch);
                unit_counted(plan.len());
                count
            })
            .collect()
    };
    let per_unit = match threads {
        Some(threads) if threads > 0 => rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| CountError::Threads { threads, reason: e.to_string() })?
            .install(count_all),
        _ => count_all(),
    };
    // Summed in unit order, so the result does not depend on which thread finished first.
    let total = UnitCount::checked_sum(per_unit).ok_or(CountError::TooLarge { n })?;
    let unique = total.whole_unique(n, method).ok_or(CountError::Inconsistent { n })?;
    Ok(FastCount {
        n,
        method,
        solutions: total.solutions,
        unique,
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
