//! N-Queens: a steppable backtracking search with exact counters, fast counting and constructions.
//!
//! The core knows nothing of the browser; `wasm` is the one thin boundary, compiled for wasm32 only.

pub mod brute;
pub mod constraints;
pub mod construct;
pub mod count;
pub mod event;
pub mod known;
pub mod lesson;
pub mod lines;
pub mod mistake;
pub mod practice;
pub mod repair;
pub mod search;
pub mod shard;
pub mod size_text;
pub mod tree;
pub mod variant;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use brute::BruteForce;
pub use constraints::{ConstraintError, Constraints};
pub use mistake::{Misjudgement, Mistake, MistakeSearch};
pub use repair::Repair;
pub use search::{Backtracking, Conflict, Counters, Event, EventKind, Options, Search, Square};
pub use variant::Variant;

/// The largest board any part of the project accepts: the diagonals of a 32x32 board fit one 64-bit word.
pub const MAX_SIZE: usize = 32;

/// The sizes the page lets a person watch step by step: from 21 on, a run to the end would take days.
pub const WATCH_MIN: usize = 1;
pub const WATCH_MAX: usize = 20;

/// The sizes the page's fast count takes: up to 24, the total of every range of units it sums stays below
/// 2^53, exact as a JavaScript number.
pub const COUNT_MIN: usize = 1;
pub const COUNT_MAX: usize = 24;

/// The sizes the page constructs a solution for: the construction's own limit.
pub const CONSTRUCT_MIN: usize = 1;
pub const CONSTRUCT_MAX: usize = construct::LARGEST_PRACTICAL_SIZE;

/// Why a board size was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SizeError {
    TooLarge { n: usize, max: usize },
}

impl std::fmt::Display for SizeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SizeError::TooLarge { n, max } => write!(f, "board size {n} is too large: the largest supported is {max}"),
        }
    }
}

impl std::error::Error for SizeError {}

/// Accepts `n` if it is a supported board size.
pub fn check_size(n: usize) -> Result<usize, SizeError> {
    if n > MAX_SIZE { Err(SizeError::TooLarge { n, max: MAX_SIZE }) } else { Ok(n) }
}
