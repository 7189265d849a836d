//! N-Queens: a steppable backtracking search with exact counters, fast counting and constructions.
//!
//! The core knows nothing of the browser: the WebAssembly boundary (`web/`, package `nqueens`) and the
//! command line (`cli/`, package `nqueens-cli`) are packages of their own over this library.

pub mod any_search;
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

pub use any_search::{AnyCounters, AnyEvent, AnySearch, VariantError};
pub use brute::BruteForce;
pub use constraints::{ConstraintError, Constraints};
pub use mistake::{Misjudgement, Mistake, MistakeSearch};
pub use repair::Repair;
pub use search::{Backtracking, Conflict, Counters, Event, EventKind, Options, Search, Square};
pub use variant::Variant;

/// The largest board any part of the project accepts: the diagonals of a 32x32 board fit one 64-bit word.
pub const MAX_SIZE: usize = 32;

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
