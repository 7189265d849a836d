//! N-Queens: a steppable backtracking search with exact counters, fast counting and constructions.
//!
//! The core knows nothing of the browser; `wasm` is the one thin boundary, compiled for wasm32 only.

pub mod brute;
pub mod constraints;
pub mod construct;
pub mod fast;
pub mod known;
pub mod mistake;
pub mod repair;
pub mod search;
pub mod variant;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use brute::BruteForce;
pub use constraints::{ConstraintError, Constraints};
pub use mistake::{Mistake, MistakeSearch};
pub use repair::Repair;
pub use search::{Conflict, Counters, Event, EventKind, Options, Search, Square};
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
