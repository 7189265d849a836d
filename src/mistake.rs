//! The classic mistakes of the article as real stepping searches: the machine of `Search`, with one bug's lines each.
//!
//! Each mistake keeps the bookkeeping the buggy Python code keeps — the sets become bitsets, Python's list
//! becomes a table of n bits — and checks squares the way that code does, so the wrong counts are the
//! bug's own. The events, the counters and the history-free step back are the correct search's
//! ([`crate::search::Backtracking`]); forgot-undo, whose down set remembers queens long gone, keeps for each
//! down diagonal the row and the placement number of the queen that first used it (O(n) words), enough to
//! tell "the queen at (row, col) just left" from "(row, col) met an old ghost".

use crate::constraints::Constraints;
use crate::lines::{self, DownSlot, Lines, ThreeSets};
use crate::search::{Backtracking, Conflict, Options, Square};
use crate::{MAX_SIZE, SizeError};

/// One classic mistake.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mistake {
    /// The down-diagonal remove is left out: `used_down_diagonals` keeps every row − col ever placed.
    ForgotUndo,
    /// The down-diagonal set is fed row + col as well (checked and added), so it repeats the up set.
    SameDiagonal,
    /// The down-diagonal table is `[False] * n` indexed by row − col: slot (row − col) mod n.
    SizedN,
    /// No sets: each candidate is compared with every placed queen, row 0 first (`checks` counts the comparisons).
    Scan,
}

/// How a mistaken check misjudges a square, compared with the queens actually on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Misjudgement {
    /// Rejected although no queen on the board attacks it.
    Phantom,
    /// Let through although a queen on the board attacks it.
    Missed,
}

/// A search with one mistake, advanced and rewound one event at a time like [`crate::Search`].
pub type MistakeSearch = Backtracking<MistakeLines>;

impl MistakeSearch {
    /// The search of the n x n board with `mistake`.
    pub fn new(n: usize, mistake: Mistake) -> Result<MistakeSearch, SizeError> {
        Ok(MistakeSearch::constrained(mistake, Constraints::none(n)?, false))
    }

    /// The search of the constraints' board with `mistake`, stopping after the first solution if asked to.
    pub fn constrained(mistake: Mistake, constraints: Constraints, first_solution_only: bool) -> MistakeSearch {
        let options = Options { first_solution_only, mirror: false };
        Backtracking::with_lines(options, constraints, MistakeLines::new(mistake, constraints.size()))
    }

    /// The mistake these lines make.
    pub fn mistake(&self) -> Mistake {
        match self.lines() {
            MistakeLines::ForgotUndo(_) => Mistake::ForgotUndo,
            MistakeLines::SameDiagonal(_) => Mistake::SameDiagonal,
            MistakeLines::SizedN(_) => Mistake::SizedN,
            MistakeLines::Scan(_) => Mistake::Scan,
        }
    }

    /// Queens compared with a candidate square so far (scan only; the other mistakes look lines up in sets).
    pub fn checks(&self) -> u64 {
        match self.lines() {
            MistakeLines::Scan(scan) => scan.checks,
            _ => 0,
        }
    }

    /// What the mistaken check says of (row, col) now, and whose line (for forgot-undo possibly a queen long
    /// gone) it found; `None` when it lets the square through or the square is off the board.
    pub fn conflict_at(&self, row: usize, col: usize) -> Option<(Conflict, Option<usize>)> {
        if !self.is_on_board(row, col) {
            return None;
        }
        let conflict = self.verdict(row, col)?;
        Some((conflict, self.owner(row, col, conflict)))
    }

    /// Where the mistaken check disagrees with the queens now on the board about (row, col): a square it
    /// rejects along a line no queen on the board holds (forgot-undo's ghost diagonals, sized-n's wrapped
    /// slots), or a square it lets through although a queen attacks it (same-diagonal's unchecked down
    /// diagonals; a queen's own square counts when another queen attacks it, since the check let it through
    /// when it was placed). `None` where it agrees and off the board.
    pub fn misjudged_at(&self, row: usize, col: usize) -> Option<Misjudgement> {
        if !self.is_on_board(row, col) {
            return None;
        }
        let attacked = self
            .queen_columns()
            .enumerate()
            .any(|(r, c)| (r, c) != (row, col) && (c == col || r + col == row + c || r + c == row + col));
        if self.queens().get(row).is_some_and(|&c| c as usize == col) {
            return attacked.then_some(Misjudgement::Missed);
        }
        match self.verdict(row, col) {
            Some(Conflict::Blocked) => None,
            Some(_) if !attacked => Some(Misjudgement::Phantom),
            None if attacked => Some(Misjudgement::Missed),
            _ => None,
        }
    }

    /// Forgot-undo's ghosts: the squares of queens that have left the board but whose down diagonal is still
    /// marked used, row by row. Empty for the other mistakes.
    pub fn ghost_queens(&self) -> Vec<Square> {
        match self.lines() {
            MistakeLines::ForgotUndo(lines) => lines.ghosts(self.queens()),
            _ => Vec::new(),
        }
    }
}

/// The lines of one mistake.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MistakeLines {
    /// Boxed: its records of who filled each down slot are far larger than the other mistakes' lines.
    ForgotUndo(Box<ForgotUndo>),
    /// The down set fed row + col.
    SameDiagonal(ThreeSets<RowPlusCol>),
    /// The down table of n slots, wrapped.
    SizedN(ThreeSets<Wrapped>),
    /// No sets: every queen compared.
    Scan(Scan),
}

impl MistakeLines {
    fn new(mistake: Mistake, n: usize) -> MistakeLines {
        match mistake {
            Mistake::ForgotUndo => ForgotUndo::new(n).into(),
            Mistake::SameDiagonal => MistakeLines::SameDiagonal(ThreeSets::new(n)),
            Mistake::SizedN => MistakeLines::SizedN(ThreeSets::new(n)),
            Mistake::Scan => MistakeLines::Scan(Scan::default()),
        }
    }
}

/// Calls the same method on whichever mistake's lines `$lines` holds.
macro_rules! each_mistake {
    ($lines:expr, $each:ident => $call:expr) => {
        match $lines {
            MistakeLines::ForgotUndo($each) => $call,
            MistakeLines::SameDiagonal($each) => $call,
            MistakeLines::SizedN($each) => $call,
            MistakeLines::Scan($each) => $call,
        }
    };
}

impl Lines for MistakeLines {
    fn cleared(&self) -> Self {
        each_mistake!(self, lines => lines.cleared().into())
    }

    fn conflict(&self, queens: &[u8], row: usize, col: usize) -> Option<Conflict> {
        each_mistake!(self, lines => lines.conflict(queens, row, col))
    }

    fn owner(&self, queens: &[u8], row: usize, col: usize, conflict: Conflict) -> Option<usize> {
        each_mistake!(self, lines => lines.owner(queens, row, col, conflict))
    }

    fn test(&mut self, queens: &[u8], row: usize, col: usize) -> Option<Conflict> {
        each_mistake!(self, lines => lines.test(queens, row, col))
    }

    fn untest(&mut self, queens: &[u8], row: usize, col: usize) -> Option<Conflict> {
        each_mistake!(self, lines => lines.untest(queens, row, col))
    }

    fn place(&mut self, row: usize, col: usize, placement: u64) {
        each_mistake!(self, lines => lines.place(row, col, placement))
    }

    fn remove(&mut self, row: usize, col: usize) {
        each_mistake!(self, lines => lines.remove(row, col))
    }

    fn unplace(&mut self, row: usize, col: usize) {
        each_mistake!(self, lines => lines.unplace(row, col))
    }

    fn restore(&mut self, row: usize, col: usize) {
        each_mistake!(self, lines => lines.restore(row, col))
    }

    fn just_left(&self, queens: &[u8], row: usize, col: usize) -> bool {
        each_mistake!(self, lines => lines.just_left(queens, row, col))
    }

    fn placed_in_pass(&self, queens: &[u8], row: usize, col: usize) -> bool {
        each_mistake!(self, lines => lines.placed_in_pass(queens, row, col))
    }
}

impl From<ForgotUndo> for MistakeLines {
    fn from(lines: ForgotUndo) -> Self {
        MistakeLines::ForgotUndo(Box::new(lines))
    }
}

impl From<ThreeSets<RowPlusCol>> for MistakeLines {
    fn from(lines: ThreeSets<RowPlusCol>) -> Self {
        MistakeLines::SameDiagonal(lines)
    }
}

impl From<ThreeSets<Wrapped>> for MistakeLines {
    fn from(lines: ThreeSets<Wrapped>) -> Self {
        MistakeLines::SizedN(lines)
    }
}

impl From<Scan> for MistakeLines {
    fn from(lines: Scan) -> Self {
        MistakeLines::Scan(lines)
    }
}

/// Same-diagonal's down slot: row + col, the up diagonal's value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RowPlusCol;

impl DownSlot for RowPlusCol {
    fn slot(row: usize, col: usize, _n: usize) -> usize {
        row + col
    }
}

/// Sized-n's down slot: (row − col) mod n, a table of n slots indexed the way Python indexes a list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Wrapped;

impl DownSlot for Wrapped {
    fn slot(row: usize, col: usize, n: usize) -> usize {
        (row + n - col) % n
    }
}

/// Forgot-undo's lines: the three sets, with a down set that a queen leaving does not clear.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ForgotUndo {
    n: usize,
    columns: u64,
    /// Bit `row − col + n − 1`.
    down: u64,
    up: u64,
    /// For each used down slot, the row of the queen that filled it and that placement's number.
    filled_by_row: [u8; 2 * MAX_SIZE],
    filled_at_placement: [u64; 2 * MAX_SIZE],
}

impl ForgotUndo {
    fn new(n: usize) -> ForgotUndo {
        ForgotUndo {
            n,
            columns: 0,
            down: 0,
            up: 0,
            filled_by_row: [0; 2 * MAX_SIZE],
            filled_at_placement: [0; 2 * MAX_SIZE],
        }
    }

    fn slot(&self, row: usize, col: usize) -> usize {
        lines::RowMinusCol::slot(row, col, self.n)
    }

    /// The squares of the queens whose down diagonal is still marked although they left the board, row by
    /// row and left to right (listed in that order rather than sorted: the page's first module then needs no
    /// sort routine).
    fn ghosts(&self, queens: &[u8]) -> Vec<Square> {
        let slots = 2 * self.n.max(1) - 1;
        let n = self.n;
        // On one row, a larger down-diagonal slot is a column further right (slot = col + n − 1 − row).
        (0..n)
            .flat_map(|row| {
                (0..slots)
                    .filter(move |&slot| self.down >> slot & 1 != 0 && self.filled_by_row[slot] as usize == row)
                    .filter_map(move |slot| (slot + row + 1).checked_sub(n).map(|col| Square { row, col }))
            })
            .filter(|s| queens.get(s.row).is_none_or(|&c| c as usize != s.col))
            .collect()
    }

    /// Sets the column and up bits of (row, col), and the down bit (which a ghost may hold already).
    fn mark(&mut self, row: usize, col: usize) {
        self.columns |= 1 << col;
        self.up |= 1 << (row + col);
        self.down |= 1 << self.slot(row, col);
    }

    fn unmark(&mut self, row: usize, col: usize, free_down: bool) {
        self.columns &= !(1 << col);
        self.up &= !(1 << (row + col));
        if free_down {
            self.down &= !(1 << self.slot(row, col));
        }
    }
}

impl Lines for ForgotUndo {
    fn cleared(&self) -> Self {
        ForgotUndo::new(self.n)
    }

    fn conflict(&self, _queens: &[u8], row: usize, col: usize) -> Option<Conflict> {
        lines::set_test(self.columns, self.down, self.up, self.slot(row, col), row, col)
    }

    /// A down diagonal belongs to the queen that first filled it, gone or not.
    fn owner(&self, queens: &[u8], row: usize, col: usize, conflict: Conflict) -> Option<usize> {
        match conflict {
            Conflict::Down => Some(self.filled_by_row[self.slot(row, col)] as usize),
            _ => lines::owner_on_board(queens, row, col, conflict),
        }
    }

    /// The check let (row, col) through, so its down slot is empty: the queen is the slot's first.
    fn place(&mut self, row: usize, col: usize, placement: u64) {
        let slot = self.slot(row, col);
        self.filled_by_row[slot] = row as u8;
        self.filled_at_placement[slot] = placement;
        self.mark(row, col);
    }

    /// The mistake itself: the down slot stays filled.
    fn remove(&mut self, row: usize, col: usize) {
        self.unmark(row, col, false);
    }

    fn unplace(&mut self, row: usize, col: usize) {
        let slot = self.slot(row, col);
        self.filled_by_row[slot] = 0;
        self.filled_at_placement[slot] = 0;
        self.unmark(row, col, true);
    }

    fn restore(&mut self, row: usize, col: usize) {
        self.mark(row, col);
    }

    /// The down set keeps the removed queen's diagonal, so a removal is told by that diagonal having been
    /// filled from this very square during the current pass over the row, i.e. after the queen in the row
    /// above was placed.
    fn just_left(&self, queens: &[u8], row: usize, col: usize) -> bool {
        let slot = self.slot(row, col);
        let pass_start = match row.checked_sub(1) {
            Some(above) => self.filled_at_placement[self.slot(above, queens[above] as usize)],
            None => 0,
        };
        self.down >> slot & 1 != 0
            && self.filled_by_row[slot] as usize == row
            && self.filled_at_placement[slot] > pass_start
    }

    /// The down set forgets nothing, so the queens above do not tell what the check said then; but a square
    /// placed in this pass filled its down slot during the pass, which is what [`Lines::just_left`] reads.
    fn placed_in_pass(&self, queens: &[u8], row: usize, col: usize) -> bool {
        self.just_left(queens, row, col)
    }
}

/// Scan's lines: none. Each square is compared with the queens on the board, row 0 first, counting the
/// comparisons.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scan {
    checks: u64,
}

impl Scan {
    /// The first queen attacking (row, col) with its line, and how many queens were compared to find it.
    fn scan(queens: &[u8], row: usize, col: usize) -> (Option<(Conflict, usize)>, u64) {
        for (r, &c) in queens.iter().enumerate() {
            let c = c as usize;
            let conflict = if c == col {
                Conflict::Column
            } else if r + col == row + c {
                Conflict::Down
            } else if r + c == row + col {
                Conflict::Up
            } else {
                continue;
            };
            return (Some((conflict, r)), r as u64 + 1);
        }
        (None, queens.len() as u64)
    }
}

impl Lines for Scan {
    fn cleared(&self) -> Self {
        Scan::default()
    }

    fn conflict(&self, queens: &[u8], row: usize, col: usize) -> Option<Conflict> {
        Scan::scan(queens, row, col).0.map(|(conflict, _)| conflict)
    }

    fn owner(&self, queens: &[u8], row: usize, col: usize, conflict: Conflict) -> Option<usize> {
        Scan::scan(queens, row, col).0.filter(|&(found, _)| found == conflict).map(|(_, owner)| owner)
    }

    fn test(&mut self, queens: &[u8], row: usize, col: usize) -> Option<Conflict> {
        let (found, checks) = Scan::scan(queens, row, col);
        self.checks += checks;
        found.map(|(conflict, _)| conflict)
    }

    fn untest(&mut self, queens: &[u8], row: usize, col: usize) -> Option<Conflict> {
        let (found, checks) = Scan::scan(queens, row, col);
        self.checks -= checks;
        found.map(|(conflict, _)| conflict)
    }

    fn place(&mut self, _row: usize, _col: usize, _placement: u64) {}

    fn remove(&mut self, _row: usize, _col: usize) {}

    fn unplace(&mut self, _row: usize, _col: usize) {}

    fn restore(&mut self, _row: usize, _col: usize) {}
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Event, Search};

    /// Follows the events: the columns of each row's current pass that got a queen and lost it again.
    fn lifted_by_events(n: usize, events: &[Event]) -> Vec<u64> {
        let mut lifted = vec![0u64; n + 1];
        for event in events {
            match *event {
                Event::Place { row, .. } => lifted[row + 1] = 0,
                Event::Remove { row, col } => lifted[row] |= 1 << col,
                _ => {}
            }
        }
        lifted
    }

    fn check<L: Lines>(mut search: Backtracking<L>, what: &str) {
        let n = search.size();
        let mut events = Vec::new();
        while !search.is_done() {
            events.push(search.step());
            let want = lifted_by_events(n, &events);
            let depth = search.queens().len();
            for (row, &bits) in want.iter().enumerate().take(depth.min(n) + 1) {
                assert_eq!(search.lifted_in_row(row), bits, "{what} n = {n}, step {}, row {row}", events.len());
            }
        }
    }

    #[test]
    fn lifted_in_row_follows_the_events_of_every_search() {
        for n in 1..=7 {
            check(Search::new(n).unwrap(), "correct");
            for mistake in [Mistake::ForgotUndo, Mistake::SameDiagonal, Mistake::SizedN, Mistake::Scan] {
                check(MistakeSearch::new(n, mistake).unwrap(), &format!("{mistake:?}"));
            }
        }
    }
}
