//! What the stepping searches report and count: the events, their kinds, the conflicts, the options and the counters.

use serde::{Deserialize, Serialize};

/// Which line of an earlier queen attacks a square, in the order the search checks them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Conflict {
    /// The square's column already holds a queen.
    Column = 0,
    /// The square's down diagonal (constant row − col) already holds a queen.
    Down = 1,
    /// The square's up diagonal (constant row + col) already holds a queen.
    Up = 2,
    /// The square is blocked, or another square of its row is required (see [`Constraints`](crate::Constraints)).
    Blocked = 3,
}

impl Conflict {
    /// The three lines a queen attacks along; `Blocked` is no line and has no owner.
    pub const ALL: [Conflict; 3] = [Conflict::Column, Conflict::Down, Conflict::Up];

    /// The conflict's name as events and the page spell it ("column", "down", "up", "blocked").
    pub fn name(self) -> &'static str {
        match self {
            Conflict::Column => "column",
            Conflict::Down => "down",
            Conflict::Up => "up",
            Conflict::Blocked => "blocked",
        }
    }
}

/// One step of the search.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "lowercase")]
pub enum Event {
    /// A free square gets a queen: one more partial board examined.
    Place {
        /// The row of the queen placed.
        row: usize,
        /// Its column.
        col: usize,
    },
    /// The square is attacked along `conflict` by the queen in row `by`; a blocked square has no `by`.
    Reject {
        /// The row of the square rejected.
        row: usize,
        /// The column of the square rejected.
        col: usize,
        /// The line (or constraint) that rejected it.
        conflict: Conflict,
        #[serde(skip_serializing_if = "Option::is_none")]
        /// The row of the queen owning that line (`None` for a blocked square).
        by: Option<usize>,
    },
    /// Every row is filled; `columns[r]` is the queen's column in row r. `number` is the solution count
    /// after this one (with the mirror option, a solution and its mirror count two).
    Solution {
        /// The solution's number, counting from 1.
        number: u64,
        /// The board: row r's queen in column `columns[r]`.
        columns: Vec<usize>,
    },
    /// Backtrack: the queen leaves and its row goes on with the next column.
    Remove {
        /// The row of the queen lifted.
        row: usize,
        /// Its column.
        col: usize,
    },
    /// The search is exhausted (or, with `first_solution_only`, has found its solution).
    Done,
}

/// The payload-free kind of an event, cheap enough for the fast path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum EventKind {
    /// A queen placed.
    Place,
    /// A square rejected.
    Reject,
    /// A solution reported.
    Solution,
    /// A queen lifted.
    Remove,
    /// The search ended.
    Done,
}

impl EventKind {
    /// The kind's name as events spell it in their `event` field.
    pub fn name(self) -> &'static str {
        match self {
            EventKind::Place => "place",
            EventKind::Reject => "reject",
            EventKind::Solution => "solution",
            EventKind::Remove => "remove",
            EventKind::Done => "done",
        }
    }
}

impl Event {
    /// The event's kind, without its payload.
    pub fn kind(&self) -> EventKind {
        match self {
            Event::Place { .. } => EventKind::Place,
            Event::Reject { .. } => EventKind::Reject,
            Event::Solution { .. } => EventKind::Solution,
            Event::Remove { .. } => EventKind::Remove,
            Event::Done => EventKind::Done,
        }
    }
}

/// Variations of the plain search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// Finish right after the first solution.
    pub first_solution_only: bool,
    /// Try only the left half of the first row (and, for odd n, its middle column) and count each
    /// solution found left of the middle twice, once for its mirror image. The middle column's
    /// solutions mirror onto other middle-column solutions, which the search finds itself, so they
    /// count once. The reported total is the true one.
    pub mirror: bool,
}

/// Every counter of the search, exact after every step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Counters {
    /// Events so far.
    pub steps: u64,
    /// Partial boards examined, the empty board included: always `placements + 1`.
    pub nodes: u64,
    /// Queens placed.
    pub placements: u64,
    /// Squares rejected, for any reason.
    pub rejections: u64,
    /// Squares rejected because their column holds a queen.
    pub column_rejections: u64,
    /// Squares rejected because their down diagonal (row − col) holds a queen.
    pub down_rejections: u64,
    /// Squares rejected because their up diagonal (row + col) holds a queen.
    pub up_rejections: u64,
    /// Squares rejected because they are blocked, or another square of their row is required.
    pub blocked_rejections: u64,
    /// Queens lifted to try further right.
    pub backtracks: u64,
    /// Solutions found (with the mirror option, mirror images included).
    pub solutions: u64,
    /// Queens on the board now.
    pub depth: usize,
}

/// Two queens of a board that attack each other, and the line they share.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attack {
    /// The queen of the smaller row.
    pub upper: crate::Square,
    /// The queen of the larger row.
    pub lower: crate::Square,
    /// The line they share: `Column`, `Down` (the same row − col) or `Up` (the same row + col).
    pub line: Conflict,
}

/// The first two queens of a board (row r's queen in column `columns[r]`) that attack each other, the upper
/// queen's row first, then the lower's; `None` when no two do (a solution's board, or fewer than two queens).
/// A classic mistake may report such a board as a solution: this names the pair that makes it false.
pub fn first_attack(columns: &[usize]) -> Option<Attack> {
    for (upper, &a) in columns.iter().enumerate() {
        for (lower, &b) in columns.iter().enumerate().skip(upper + 1) {
            let line = if a == b {
                Conflict::Column
            } else if lower - upper == a.abs_diff(b) {
                if b > a { Conflict::Down } else { Conflict::Up }
            } else {
                continue;
            };
            let square = |row, col| crate::Square { row, col };
            return Some(Attack { upper: square(upper, a), lower: square(lower, b), line });
        }
    }
    None
}

#[cfg(test)]
mod attack_tests {
    use super::*;

    #[test]
    fn the_first_attacking_pair_and_its_line() {
        assert_eq!(first_attack(&[1, 3, 0, 2]), None, "a solution");
        assert_eq!(first_attack(&[]), None);
        let down = first_attack(&[0, 2, 3]).unwrap();
        assert_eq!((down.upper.row, down.lower.row, down.line), (1, 2, Conflict::Down), "c2 and d3: row − col = −1");
        let up = first_attack(&[1, 0]).unwrap();
        assert_eq!((up.upper.col, up.lower.col, up.line), (1, 0, Conflict::Up), "b1 and a2: row + col = 1");
        assert_eq!(first_attack(&[2, 0, 2]).unwrap().line, Conflict::Column);
    }
}
