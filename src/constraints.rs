//! Blocked and required squares: extra rules a search can be given, checked once when they are made.
//!
//! A blocked square may not hold a queen. A required square must: in its row the search tries that square
//! only, and every other square of the row counts as blocked, so the event stream stays the plain one (a
//! rejection of kind `blocked`) and stepping back needs nothing new — the rules never change during a search.

// Squares come from the command line and the page: every sum and shift of them here is checked.
#![deny(clippy::arithmetic_side_effects)]

use crate::{MAX_SIZE, SizeError, check_size};
use serde::{Deserialize, Serialize};

/// A square of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Square {
    /// The row, counting from 0 at the top.
    pub row: usize,
    /// The column, counting from 0 at the left.
    pub col: usize,
}

/// The blocked and required squares of one board size; `Constraints::none(n)` has neither.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Constraints {
    n: usize,
    /// Bit c of `blocked[r]`: (r, c) is blocked.
    blocked: [u32; MAX_SIZE],
    /// Bit c of `required[r]`: (r, c) is required; at most one bit per row.
    required: [u32; MAX_SIZE],
    /// What the search may not try in each row: the blocked squares and, in a row with a required square,
    /// every other square.
    forbidden: [u32; MAX_SIZE],
}

/// Why a set of constraints was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConstraintError {
    /// The board size itself was refused.
    Size(SizeError),
    /// A square outside the board.
    OffBoard {
        /// The square.
        square: Square,
        /// The board size.
        n: usize,
    },
    /// One square both blocked and required.
    BlockedAndRequired {
        /// The square.
        square: Square,
    },
    /// Two required squares on one row, column or diagonal: no solution could hold both.
    RequiredAttack {
        /// The first of the two required squares.
        first: Square,
        /// The second of the two required squares.
        second: Square,
    },
    /// The mirror option counts a solution and its mirror image together, which needs a symmetric board.
    Mirror,
}

impl std::fmt::Display for ConstraintError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let at = |s: &Square| format!("{},{}", s.row, s.col);
        match self {
            ConstraintError::Size(e) => e.fmt(f),
            ConstraintError::OffBoard { square, n } => {
                write!(f, "square {} is off the {n}x{n} board (rows and columns count from 0)", at(square))
            }
            ConstraintError::BlockedAndRequired { square } => {
                write!(f, "square {} is both blocked and required", at(square))
            }
            ConstraintError::RequiredAttack { first, second } => {
                write!(f, "required squares {} and {} attack each other", at(first), at(second))
            }
            ConstraintError::Mirror => write!(f, "the mirror option needs a board without blocked or required squares"),
        }
    }
}

impl std::error::Error for ConstraintError {}

impl From<SizeError> for ConstraintError {
    fn from(e: SizeError) -> Self {
        ConstraintError::Size(e)
    }
}

/// True when queens on `a` and `b` would attack each other (the same square does not count).
fn attack(a: Square, b: Square) -> bool {
    a != b && (a.row == b.row || a.col == b.col || a.row.abs_diff(b.row) == a.col.abs_diff(b.col))
}

impl Constraints {
    /// No constraints on an n x n board.
    pub fn none(n: usize) -> Result<Constraints, SizeError> {
        check_size(n)?;
        Ok(Constraints { n, blocked: [0; MAX_SIZE], required: [0; MAX_SIZE], forbidden: [0; MAX_SIZE] })
    }

    /// Checks the squares (each on the board, none both blocked and required, no two required ones attacking
    /// each other); a square listed twice counts once.
    pub fn new(n: usize, blocked: &[Square], required: &[Square]) -> Result<Constraints, ConstraintError> {
        let mut constraints = Constraints::none(n)?;
        for &square in blocked.iter().chain(required) {
            if square.row >= n || square.col >= n {
                return Err(ConstraintError::OffBoard { square, n });
            }
        }
        for (i, &first) in required.iter().enumerate() {
            let later = required.get(i.saturating_add(1)..).unwrap_or_default();
            if let Some(&second) = later.iter().find(|&&second| attack(first, second)) {
                return Err(ConstraintError::RequiredAttack { first, second });
            }
            if blocked.contains(&first) {
                return Err(ConstraintError::BlockedAndRequired { square: first });
            }
        }
        let full = if n == 0 { 0 } else { u32::MAX >> MAX_SIZE.saturating_sub(n) };
        for square in blocked {
            constraints.blocked[square.row] |= 1 << square.col;
        }
        for square in required {
            constraints.required[square.row] = 1 << square.col;
        }
        for row in 0..n {
            let others = if constraints.required[row] != 0 { full & !constraints.required[row] } else { 0 };
            constraints.forbidden[row] = constraints.blocked[row] | others;
        }
        Ok(constraints)
    }

    /// The board size n.
    pub fn size(&self) -> usize {
        self.n
    }

    /// True when no square is blocked or required.
    pub fn is_empty(&self) -> bool {
        self.forbidden.iter().all(|&row| row == 0)
    }

    /// Whether the search may not put a queen on (row, col): the square is blocked, or another square of its
    /// row is required. False off the board.
    #[inline]
    /// The forbidden columns of `row` (`row < n`) as a mask: blocked squares, and the row's other squares
    /// when it has a required one.
    pub fn forbidden_in(&self, row: usize) -> u32 {
        self.forbidden[row]
    }

    /// True when the search may not place a queen on (row, col).
    pub fn forbids(&self, row: usize, col: usize) -> bool {
        row < self.n && col < self.n && self.forbidden[row] >> col & 1 != 0
    }

    /// True when (row, col) is blocked.
    pub fn is_blocked(&self, row: usize, col: usize) -> bool {
        row < self.n && col < self.n && self.blocked[row] >> col & 1 != 0
    }

    /// True when (row, col) is required.
    pub fn is_required(&self, row: usize, col: usize) -> bool {
        row < self.n && col < self.n && self.required[row] >> col & 1 != 0
    }

    /// The blocked squares, row by row.
    pub fn blocked_squares(&self) -> Vec<Square> {
        self.squares(|row, col| self.is_blocked(row, col))
    }

    /// The required squares, row by row.
    pub fn required_squares(&self) -> Vec<Square> {
        self.squares(|row, col| self.is_required(row, col))
    }

    fn squares(&self, keep: impl Fn(usize, usize) -> bool) -> Vec<Square> {
        (0..self.n)
            .flat_map(|row| (0..self.n).map(move |col| Square { row, col }))
            .filter(|s| keep(s.row, s.col))
            .collect()
    }
}
