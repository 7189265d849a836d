//! N-Queens: a steppable backtracking search with exact counters, fast counting and constructions.
//!
//! The core knows nothing of the browser: the WebAssembly boundary (`web/`, package `nqueens`) and the
//! command line (`cli/`, package `nqueens-cli`) are packages of their own over this library.
//!
//! # Count and construct
//!
//! [`count()`] counts every solution and the unique ones (up to rotation and reflection) on every core;
//! [`construct()`] writes down one solution of any size in O(n), without a search.
//!
//! ```
//! let eight = nqueens_core::count(8).unwrap();
//! assert_eq!((eight.solutions, eight.unique), (92, 12));
//!
//! let board = nqueens_core::construct(1000).unwrap(); // row r's queen in column board[r]
//! assert!(nqueens_core::construct::is_valid(&board));
//! assert_eq!(nqueens_core::construct(3), None); // 2x2 and 3x3 have no solution
//! ```
//!
//! # Step, step back, seek
//!
//! A [`Search`] reports one [`Event`] per step (a queen placed, a square rejected, a solution, a queen lifted,
//! the end), undoes any step exactly and seeks to any step, forward or back; its [`Counters`] are exact after
//! every step.
//!
//! ```
//! use nqueens_core::{Event, Search};
//!
//! let mut search = Search::new(4).unwrap();
//! assert_eq!(search.step(), Event::Place { row: 0, col: 0 });
//! search.step_back();
//! assert_eq!(search.steps(), 0);
//!
//! search.run_to_solution(u64::MAX); // just after the first solution of n = 4
//! assert!(search.at_solution());
//! assert_eq!(search.queen_columns().collect::<Vec<_>>(), [1, 3, 0, 2]);
//!
//! let at = search.steps();
//! search.run_to_end();
//! assert_eq!(search.counters().solutions, 2);
//! search.seek(at); // back to the first solution, exactly
//! assert_eq!(search.counters().solutions, 1);
//! ```
//!
//! # Blocked and required squares
//!
//! ```
//! use nqueens_core::{Constraints, Options, Search, Square};
//!
//! let corner = Square { row: 0, col: 0 };
//! let constraints = Constraints::new(8, &[], &[corner]).unwrap(); // a queen on the corner
//! let mut search = Search::constrained(Options::default(), constraints).unwrap();
//! search.run_to_end();
//! assert_eq!(search.counters().solutions, 4);
//! ```
//!
//! # Variants
//!
//! The article's classic mistakes and brute force run for real; [`AnySearch`] holds any of them behind one
//! interface and says which options each takes.
//!
//! ```
//! use nqueens_core::{AnySearch, Constraints, Options, Variant};
//!
//! let forgot_undo = Variant::from_name("forgot-undo").unwrap();
//! let mut search = AnySearch::new(forgot_undo, Options::default(), Constraints::none(8).unwrap()).unwrap();
//! search.run_to_end();
//! assert_eq!(search.solutions(), 0); // ghost diagonals block every solution
//!
//! let mirror = Options { mirror: true, ..Options::default() };
//! assert!(AnySearch::new(Variant::BruteForce, mirror, Constraints::none(8).unwrap()).is_err());
//! ```
//!
//! # Repair a huge board
//!
//! ```
//! use nqueens_core::Repair;
//!
//! let mut repair = Repair::new(100_000, 7).unwrap(); // a greedy board from seed 7, then min-conflicts
//! repair.solve();
//! assert!(repair.is_solved() && nqueens_core::construct::is_valid(repair.columns()));
//! ```

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
pub mod picture;
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
pub use event::{Attack, first_attack};
pub use mistake::{Misjudgement, Mistake, MistakeSearch};
pub use repair::Repair;
pub use search::{Backtracking, Conflict, Counters, Event, EventKind, Options, Search, Square};
pub use variant::Variant;

/// The largest board any part of the project accepts: the diagonals of a 32x32 board fit one 64-bit word.
pub const MAX_SIZE: usize = 32;

/// Why a board size was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SizeError {
    /// Larger than [`MAX_SIZE`].
    TooLarge {
        /// The size asked for.
        n: usize,
        /// The largest supported.
        max: usize,
    },
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

/// Counts every solution of the n x n board and the unique ones (up to rotation and reflection) with the
/// fast symmetric counter on every core: [`count::count`] with all threads. Refuses n > [`MAX_SIZE`].
#[cfg(not(target_arch = "wasm32"))]
pub fn count(n: usize) -> Result<count::FastCount, count::CountError> {
    count::count(n, None)
}

/// One solution of the n x n board as `columns[row]`, written down in O(n) ([`construct::solution`]), or
/// `None` for n = 2 and 3, which have none. Panics if `n` does not fit a `u32`.
pub fn construct(n: usize) -> Option<Vec<u32>> {
    construct::solution(n)
}
