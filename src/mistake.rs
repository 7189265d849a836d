//! The classic mistakes of the article as real stepping searches: the events, counters and history-free step back of `Search`, one bug each.
//!
//! Each mistake keeps the bookkeeping the buggy Python code keeps — the sets become bitsets, Python's list
//! becomes a table of n bits — and checks squares the way that code does, so the wrong counts are the
//! bug's own. Stepping back, like the correct search's, reads the last event off the state (see
//! [`MistakeSearch::last_event`]); forgot-undo, whose down set remembers queens long gone, keeps for each
//! down diagonal the row and the placement number of the queen that first used it (O(n) words), enough to
//! tell "the queen at (row, col) just left" from "(row, col) met an old ghost".

use crate::constraints::Constraints;
use crate::search::{Conflict, Counters, Event, EventKind, Square};
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MistakeSearch {
    n: usize,
    mistake: Mistake,
    first_solution_only: bool,
    constraints: Constraints,
    queen_columns: [u8; MAX_SIZE],
    depth: usize,
    /// As in `Search`: the next column to try in row `depth`; at depth n, 0 before the solution is reported, 1 after.
    next_col: usize,
    used_columns: u64,
    used_up: u64,
    /// The down set as the mistake keeps it, one bit per slot (see [`MistakeSearch::down_slot`]).
    used_down: u64,
    /// Forgot-undo: for each used down slot, the row of the queen that filled it and that placement's number.
    filled_by_row: [u8; 2 * MAX_SIZE],
    filled_at_placement: [u64; 2 * MAX_SIZE],
    finished: bool,
    steps: u64,
    placements: u64,
    rejections: [u64; 4],
    backtracks: u64,
    solutions: u64,
    checks: u64,
}

/// What the mistake's check says of a square: the conflict and the row of the queen (or ghost) behind it.
type Verdict = Option<(Conflict, Option<usize>)>;

impl MistakeSearch {
    pub fn new(n: usize, mistake: Mistake) -> Result<MistakeSearch, SizeError> {
        Ok(MistakeSearch::constrained(mistake, Constraints::none(n)?, false))
    }

    /// The search of the constraints' board with `mistake`, stopping after the first solution if asked to.
    pub fn constrained(mistake: Mistake, constraints: Constraints, first_solution_only: bool) -> MistakeSearch {
        MistakeSearch {
            n: constraints.size(),
            mistake,
            first_solution_only,
            constraints,
            queen_columns: [0; MAX_SIZE],
            depth: 0,
            next_col: 0,
            used_columns: 0,
            used_up: 0,
            used_down: 0,
            filled_by_row: [0; 2 * MAX_SIZE],
            filled_at_placement: [0; 2 * MAX_SIZE],
            finished: false,
            steps: 0,
            placements: 0,
            rejections: [0; 4],
            backtracks: 0,
            solutions: 0,
            checks: 0,
        }
    }

    pub fn reset(&mut self) {
        *self = MistakeSearch::constrained(self.mistake, self.constraints, self.first_solution_only);
    }

    pub fn size(&self) -> usize {
        self.n
    }

    pub fn mistake(&self) -> Mistake {
        self.mistake
    }

    pub fn constraints(&self) -> &Constraints {
        &self.constraints
    }

    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// Queens compared with a candidate square so far (scan only; the other mistakes look lines up in sets).
    pub fn checks(&self) -> u64 {
        self.checks
    }

    pub fn counters(&self) -> Counters {
        Counters {
            steps: self.steps,
            nodes: self.placements + 1,
            placements: self.placements,
            rejections: self.rejections.iter().sum(),
            column_rejections: self.rejections[Conflict::Column as usize],
            down_rejections: self.rejections[Conflict::Down as usize],
            up_rejections: self.rejections[Conflict::Up as usize],
            blocked_rejections: self.rejections[Conflict::Blocked as usize],
            backtracks: self.backtracks,
            solutions: self.solutions,
            depth: self.depth,
        }
    }

    pub fn queen_columns(&self) -> impl ExactSizeIterator<Item = usize> + '_ {
        self.queen_columns[..self.depth].iter().map(|&col| col as usize)
    }

    pub fn is_done(&self) -> bool {
        self.finished
    }

    pub fn at_solution(&self) -> bool {
        !self.finished && self.depth == self.n && self.next_col == 1
    }

    /// The square the next step will try, if the next step tries one.
    pub fn next_square(&self) -> Option<Square> {
        (!self.finished && self.depth < self.n && self.next_col < self.n)
            .then_some(Square { row: self.depth, col: self.next_col })
    }

    /// What the mistaken check says of (row, col) now, and whose line (for forgot-undo possibly a queen long
    /// gone) it found; `None` when it lets the square through or the square is off the board.
    pub fn conflict_at(&self, row: usize, col: usize) -> Option<(Conflict, Option<usize>)> {
        if row < self.n && col < self.n { self.verdict(row, col).0 } else { None }
    }

    /// Where the mistaken check disagrees with the queens now on the board about (row, col): a square it
    /// rejects along a line no queen on the board holds (forgot-undo's ghost diagonals, sized-n's wrapped
    /// slots), or a square it lets through although a queen attacks it (same-diagonal's unchecked down
    /// diagonals; a queen's own square counts when another queen attacks it, since the check let it through
    /// when it was placed). `None` where it agrees and off the board.
    pub fn misjudged_at(&self, row: usize, col: usize) -> Option<Misjudgement> {
        if row >= self.n || col >= self.n {
            return None;
        }
        let attacked = self
            .queen_columns()
            .enumerate()
            .any(|(r, c)| (r, c) != (row, col) && (c == col || r + col == row + c || r + c == row + col));
        if row < self.depth && self.queen_columns[row] as usize == col {
            return attacked.then_some(Misjudgement::Missed);
        }
        match self.verdict(row, col).0 {
            Some((Conflict::Blocked, _)) => None,
            Some(_) if !attacked => Some(Misjudgement::Phantom),
            None if attacked => Some(Misjudgement::Missed),
            _ => None,
        }
    }

    /// Forgot-undo's ghosts: the squares of queens that have left the board but whose down diagonal is still
    /// marked used, row by row. Empty for the other mistakes.
    pub fn ghost_queens(&self) -> Vec<Square> {
        if self.mistake != Mistake::ForgotUndo {
            return Vec::new();
        }
        let mut ghosts: Vec<Square> = (0..2 * self.n.max(1) - 1)
            .filter(|&slot| self.used_down >> slot & 1 != 0)
            .map(|slot| {
                let row = self.filled_by_row[slot] as usize;
                Square { row, col: row + self.n - 1 - slot }
            })
            .filter(|s| !(s.row < self.depth && self.queen_columns[s.row] as usize == s.col))
            .collect();
        ghosts.sort_by_key(|s| (s.row, s.col));
        ghosts
    }

    /// The down-diagonal slot the mistake uses for (row, col).
    fn down_slot(&self, row: usize, col: usize) -> usize {
        match self.mistake {
            Mistake::SameDiagonal => row + col,
            Mistake::SizedN => (row + self.n - col) % self.n,
            Mistake::ForgotUndo | Mistake::Scan => row + self.n - 1 - col,
        }
    }

    /// The check of (row, col) as the mistake makes it, and how many queen comparisons it took.
    fn verdict(&self, row: usize, col: usize) -> (Verdict, u64) {
        if self.constraints.forbids(row, col) {
            return (Some((Conflict::Blocked, None)), 0);
        }
        let queens = || self.queen_columns().enumerate();
        if self.mistake == Mistake::Scan {
            for (r, c) in queens() {
                let conflict = if c == col {
                    Conflict::Column
                } else if r + col == row + c {
                    Conflict::Down
                } else if r + c == row + col {
                    Conflict::Up
                } else {
                    continue;
                };
                return (Some((conflict, Some(r))), r as u64 + 1);
            }
            return (None, self.depth as u64);
        }
        let slot = self.down_slot(row, col);
        let verdict = if self.used_columns >> col & 1 != 0 {
            Some((Conflict::Column, queens().find(|&(_, c)| c == col).map(|(r, _)| r)))
        } else if self.used_down >> slot & 1 != 0 {
            let owner = match self.mistake {
                Mistake::ForgotUndo => Some(self.filled_by_row[slot] as usize),
                _ => queens().find(|&(r, c)| self.down_slot(r, c) == slot).map(|(r, _)| r),
            };
            Some((Conflict::Down, owner))
        } else if self.used_up >> (row + col) & 1 != 0 {
            Some((Conflict::Up, queens().find(|&(r, c)| r + c == row + col).map(|(r, _)| r)))
        } else {
            None
        };
        (verdict, 0)
    }

    pub fn step(&mut self) -> Event {
        self.advance();
        self.last_event().expect("a state after a step always has a last event")
    }

    /// The event that produced the current state, or `None` at step 0; read off the state as in `Search`.
    pub fn last_event(&self) -> Option<Event> {
        if self.finished {
            return Some(Event::Done);
        }
        let row = self.depth;
        if self.next_col == 0 {
            return row
                .checked_sub(1)
                .map(|above| Event::Place { row: above, col: self.queen_columns[above] as usize });
        }
        if row == self.n {
            return Some(Event::Solution { number: self.solutions, columns: self.queen_columns().collect() });
        }
        let col = self.next_col - 1;
        if self.just_left(row, col) {
            return Some(Event::Remove { row, col });
        }
        let (conflict, by) = self.verdict(row, col).0.expect("a square passed by without a queen was rejected");
        Some(Event::Reject { row, col, conflict, by })
    }

    /// Whether the cursor of `row` passed `col` because the queen on (row, col) was removed, not rejected.
    ///
    /// Where the sets describe the queens on the board, a removed queen's square is free again and a rejected
    /// square is still attacked (the queens above have not moved). Forgot-undo's down set keeps the removed
    /// queen's diagonal, so it asks instead whether that diagonal was filled from this very square during the
    /// current pass over the row, i.e. after the queen in the row above was placed.
    fn just_left(&self, row: usize, col: usize) -> bool {
        if self.mistake != Mistake::ForgotUndo {
            return self.verdict(row, col).0.is_none();
        }
        let slot = self.down_slot(row, col);
        let pass_start = match row.checked_sub(1) {
            Some(above) => self.filled_at_placement[self.down_slot(above, self.queen_columns[above] as usize)],
            None => 0,
        };
        self.used_down >> slot & 1 != 0
            && self.filled_by_row[slot] as usize == row
            && self.filled_at_placement[slot] > pass_start
    }

    /// Undoes the last step exactly and returns its kind; `None` (and no change) at step 0.
    pub fn step_back(&mut self) -> Option<EventKind> {
        if self.finished {
            self.finished = false;
            self.steps -= 1;
            return Some(EventKind::Done);
        }
        let row = self.depth;
        let kind = if self.next_col == 0 {
            let above = row.checked_sub(1)?;
            let col = self.queen_columns[above] as usize;
            self.unplace(above, col);
            self.depth = above;
            self.next_col = col;
            self.placements -= 1;
            if self.mistake == Mistake::Scan {
                self.checks -= above as u64;
            }
            EventKind::Place
        } else if row == self.n {
            self.solutions -= 1;
            self.next_col = 0;
            EventKind::Solution
        } else {
            let col = self.next_col - 1;
            if self.just_left(row, col) {
                self.put_back(row, col);
                self.depth = row + 1;
                self.next_col = self.row_end(row + 1);
                self.backtracks -= 1;
                EventKind::Remove
            } else {
                let (verdict, checks) = self.verdict(row, col);
                let (conflict, _) = verdict.expect("a square passed by without a queen was rejected");
                self.rejections[conflict as usize] -= 1;
                self.checks -= checks;
                self.next_col = col;
                EventKind::Reject
            }
        };
        self.steps -= 1;
        Some(kind)
    }

    /// Advances up to `max_steps` events; returns how many were taken.
    pub fn run(&mut self, max_steps: u64) -> u64 {
        let start = self.steps;
        while self.steps - start < max_steps && self.advance().is_some() {}
        self.steps - start
    }

    pub fn run_to_end(&mut self) -> u64 {
        self.run(u64::MAX)
    }

    fn advance(&mut self) -> Option<EventKind> {
        if self.finished {
            return None;
        }
        self.steps += 1;
        let row = self.depth;
        if self.next_col >= self.row_end(row) {
            return Some(self.retreat());
        }
        if row == self.n {
            self.next_col = 1;
            self.solutions += 1;
            return Some(EventKind::Solution);
        }
        let col = self.next_col;
        let (verdict, checks) = self.verdict(row, col);
        self.checks += checks;
        if let Some((conflict, _)) = verdict {
            self.rejections[conflict as usize] += 1;
            self.next_col = col + 1;
            return Some(EventKind::Reject);
        }
        self.placements += 1;
        self.place(row, col);
        self.depth = row + 1;
        self.next_col = 0;
        Some(EventKind::Place)
    }

    fn retreat(&mut self) -> EventKind {
        if self.depth == 0 || (self.first_solution_only && self.solutions > 0) {
            self.finished = true;
            return EventKind::Done;
        }
        let row = self.depth - 1;
        let col = self.queen_columns[row] as usize;
        self.remove(row, col);
        self.depth = row;
        self.next_col = col + 1;
        self.backtracks += 1;
        EventKind::Remove
    }

    fn row_end(&self, row: usize) -> usize {
        if row == self.n { 1 } else { self.n }
    }

    /// A queen goes on (row, col), which the check let through: its down slot is empty, even for forgot-undo.
    fn place(&mut self, row: usize, col: usize) {
        let slot = self.down_slot(row, col);
        if self.mistake == Mistake::ForgotUndo {
            self.filled_by_row[slot] = row as u8;
            self.filled_at_placement[slot] = self.placements;
        }
        self.put_back(row, col);
    }

    /// The queen on (row, col) is set down again (stepping back over its removal), or for the first time.
    fn put_back(&mut self, row: usize, col: usize) {
        self.queen_columns[row] = col as u8;
        self.used_columns |= 1 << col;
        self.used_up |= 1 << (row + col);
        self.used_down |= 1 << self.down_slot(row, col);
    }

    /// The backtrack as the mistake does it: forgot-undo leaves the down slot filled.
    fn remove(&mut self, row: usize, col: usize) {
        self.lift(row, col, self.mistake != Mistake::ForgotUndo);
    }

    /// Stepping back over a placement: every line the queen filled is empty again, its records cleared.
    fn unplace(&mut self, row: usize, col: usize) {
        let slot = self.down_slot(row, col);
        self.filled_by_row[slot] = 0;
        self.filled_at_placement[slot] = 0;
        self.lift(row, col, true);
    }

    fn lift(&mut self, row: usize, col: usize, free_down: bool) {
        // Clearing the slot keeps equal states byte-for-byte equal, which `PartialEq` relies on.
        self.queen_columns[row] = 0;
        self.used_columns &= !(1 << col);
        self.used_up &= !(1 << (row + col));
        if free_down {
            self.used_down &= !(1 << self.down_slot(row, col));
        }
    }
}
