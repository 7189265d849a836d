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
    /// The square is blocked, or another square of its row is required (see [`Constraints`]).
    Blocked = 3,
}

impl Conflict {
    /// The three lines a queen attacks along; `Blocked` is no line and has no owner.
    pub const ALL: [Conflict; 3] = [Conflict::Column, Conflict::Down, Conflict::Up];

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
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "lowercase")]
pub enum Event {
    /// A free square gets a queen: one more partial board examined.
    Place { row: usize, col: usize },
    /// The square is attacked along `conflict` by the queen in row `by`; a blocked square has no `by`.
    Reject {
        row: usize,
        col: usize,
        conflict: Conflict,
        #[serde(skip_serializing_if = "Option::is_none")]
        by: Option<usize>,
    },
    /// Every row is filled; `columns[r]` is the queen's column in row r. `number` is the solution count
    /// after this one (with the mirror option, a solution and its mirror count two).
    Solution { number: u64, columns: Vec<usize> },
    /// Backtrack: the queen leaves and its row goes on with the next column.
    Remove { row: usize, col: usize },
    /// The search is exhausted (or, with `first_solution_only`, has found its solution).
    Done,
}

/// The payload-free kind of an event, cheap enough for the fast path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum EventKind {
    Place,
    Reject,
    Solution,
    Remove,
    Done,
}

impl EventKind {
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
    pub steps: u64,
    /// Partial boards examined, the empty board included: always `placements + 1`.
    pub nodes: u64,
    pub placements: u64,
    pub rejections: u64,
    pub column_rejections: u64,
    pub down_rejections: u64,
    pub up_rejections: u64,
    pub blocked_rejections: u64,
    pub backtracks: u64,
    pub solutions: u64,
    /// Queens on the board now.
    pub depth: usize,
}
