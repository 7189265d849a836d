//! The row-by-row backtracking search as a state machine: one event per step, exact counters, step back without a log.
//!
//! The search is the classic three-set algorithm: rows are filled top to bottom, columns tried left to right,
//! and a square is free when its column, its down diagonal (row − col) and its up diagonal (row + col) are
//! all unused. Instead of recursing, the state is kept explicitly — the queens on the board, the row being
//! filled and the next column to try there — so that a caller can advance it one event at a time.
//!
//! Because the search is deterministic, the event that led to a state can be read off the state itself
//! (see [`Backtracking::last_event`]); stepping back undoes exactly that event. Nothing is ever logged, so
//! memory stays O(n) however many steps are taken.
//!
//! The machine is generic over its [`Lines`] (src/lines.rs), what it looks squares up in: [`Search`] is the
//! machine with the correct three sets, [`crate::MistakeSearch`] the same machine with a classic mistake's.

pub use crate::constraints::Square;
use crate::constraints::{ConstraintError, Constraints};
pub use crate::event::{Conflict, Counters, Event, EventKind, Options};
use crate::lines::{self, Lines};
use crate::{MAX_SIZE, SizeError};

/// The correct search for one board size, advanced and rewound one event at a time.
pub type Search = Backtracking<lines::Correct>;

/// The backtracking search with lines `L`, advanced and rewound one event at a time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Backtracking<L> {
    n: usize,
    options: Options,
    constraints: Constraints,
    /// `queen_columns[r]` for every row r below `depth`; 0 in the rows below.
    queen_columns: [u8; MAX_SIZE],
    depth: usize,
    /// The next column to try in row `depth`. When every row is filled (depth == n) it is 0 while the
    /// solution is still to be reported and 1 once it has been, so that the same "row exhausted" test
    /// sends the search back.
    next_col: usize,
    lines: L,
    finished: bool,
    steps: u64,
    placements: u64,
    rejections: [u64; 4],
    backtracks: u64,
    solutions: u64,
    /// Placements and rejections made in each row, for the search tree's summary (src/tree.rs).
    placed_in_row: [u64; MAX_SIZE],
    rejected_in_row: [u64; MAX_SIZE],
}

impl Search {
    /// The plain search of an n x n board, 0 <= n <= 32.
    pub fn new(n: usize) -> Result<Search, SizeError> {
        Search::with_options(n, Options::default())
    }

    /// The search of the n x n board with `options`.
    pub fn with_options(n: usize, options: Options) -> Result<Search, SizeError> {
        let constraints = Constraints::none(n)?;
        Ok(Backtracking::with_lines(options, constraints, lines::Correct::new(n)))
    }

    /// The search of the constraints' board, trying no square they forbid; refused with the mirror option.
    pub fn constrained(options: Options, constraints: Constraints) -> Result<Search, ConstraintError> {
        if options.mirror && !constraints.is_empty() {
            return Err(ConstraintError::Mirror);
        }
        Ok(Backtracking::with_lines(options, constraints, lines::Correct::new(constraints.size())))
    }

    /// Why `(row, col)` is forbidden: blocked, then by the queens now on the board along column, down, up;
    /// `None` when nothing forbids the square or it lies off the board.
    pub fn conflict_at(&self, row: usize, col: usize) -> Option<Conflict> {
        if self.is_on_board(row, col) { self.verdict(row, col) } else { None }
    }

    /// The row of the queen that owns the line `conflict` through `(row, col)`; `None` when no queen does or
    /// the square lies off the board.
    pub fn owner_of(&self, row: usize, col: usize, conflict: Conflict) -> Option<usize> {
        if !self.is_on_board(row, col) {
            return None;
        }
        lines::owner_on_board(self.queens(), row, col, conflict)
    }
}

impl<L: Lines> Backtracking<L> {
    /// The search of the constraints' board with `lines` (empty, of the constraints' size).
    pub(crate) fn with_lines(options: Options, constraints: Constraints, lines: L) -> Backtracking<L> {
        Backtracking {
            n: constraints.size(),
            options,
            constraints,
            queen_columns: [0; MAX_SIZE],
            depth: 0,
            next_col: 0,
            lines,
            finished: false,
            steps: 0,
            placements: 0,
            rejections: [0; 4],
            backtracks: 0,
            solutions: 0,
            placed_in_row: [0; MAX_SIZE],
            rejected_in_row: [0; MAX_SIZE],
        }
    }

    /// Back to step 0, keeping the size, options, constraints and kind of lines.
    pub fn reset(&mut self) {
        *self = Backtracking::with_lines(self.options, self.constraints, self.lines.cleared());
    }

    /// The board size n.
    pub fn size(&self) -> usize {
        self.n
    }

    /// The options the search runs with.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The blocked and required squares (none for a plain board).
    pub fn constraints(&self) -> &Constraints {
        &self.constraints
    }

    pub(crate) fn lines(&self) -> &L {
        &self.lines
    }

    /// Every counter, exact after every step.
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

    /// Steps taken so far.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// Placements made so far in each row, row 0 first (`n` values): the nodes at depth row + 1.
    pub fn placements_by_row(&self) -> &[u64] {
        &self.placed_in_row[..self.n]
    }

    /// Rejections made so far in each row, row 0 first (`n` values).
    pub fn rejections_by_row(&self) -> &[u64] {
        &self.rejected_in_row[..self.n]
    }

    /// The columns of the queens on the board, row 0 first.
    pub fn queen_columns(&self) -> impl ExactSizeIterator<Item = usize> + '_ {
        self.queens().iter().map(|&col| col as usize)
    }

    pub(crate) fn queens(&self) -> &[u8] {
        &self.queen_columns[..self.depth]
    }

    /// True once the search is exhausted (or found its solution, with the first-solution option).
    pub fn is_done(&self) -> bool {
        self.finished
    }

    /// True right after a solution was reported (the board shows it).
    pub fn at_solution(&self) -> bool {
        !self.finished && self.depth == self.n && self.next_col == 1
    }

    /// The square the next step will try, if the next step tries one.
    pub fn next_square(&self) -> Option<Square> {
        (!self.finished && self.depth < self.n && self.next_col < self.row_end(self.depth))
            .then_some(Square { row: self.depth, col: self.next_col })
    }

    pub(crate) fn is_on_board(&self, row: usize, col: usize) -> bool {
        row < self.n && col < self.n
    }

    /// What the search's check says of (row, col) on the board now: blocked, or the lines' answer.
    pub(crate) fn verdict(&self, row: usize, col: usize) -> Option<Conflict> {
        if self.constraints.forbids(row, col) {
            Some(Conflict::Blocked)
        } else {
            self.lines.conflict(self.queens(), row, col)
        }
    }

    /// Advances one event and returns it. Once the search is done every call returns `Done` and changes nothing.
    pub fn step(&mut self) -> Event {
        self.advance();
        self.last_event().expect("a state after a step always has a last event")
    }

    /// The event that produced the current state, or `None` at step 0.
    ///
    /// This is where stepping back gets its knowledge: a state with the cursor at column 0 of a row
    /// below the top was just entered by placing the queen above; a cursor past column c was moved
    /// there either by rejecting (row, c) or by removing a queen from (row, c), which the lines tell
    /// apart (see [`Lines::just_left`]).
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
        let conflict = self.verdict(row, col).expect("a square passed by without a queen was rejected");
        Some(Event::Reject { row, col, conflict, by: self.owner(row, col, conflict) })
    }

    /// The row of the queen (for forgot-undo possibly one long gone) whose line the check found `conflict`
    /// along through (row, col); a blocked square has none.
    pub(crate) fn owner(&self, row: usize, col: usize, conflict: Conflict) -> Option<usize> {
        if conflict == Conflict::Blocked { None } else { self.lines.owner(self.queens(), row, col, conflict) }
    }

    /// The columns the search's current pass over `row` went by with a queen placed on them and lifted again
    /// (a bit per column), as opposed to the squares it rejected: what a call stack shows of a frame's past.
    /// Rows below the one being filled and past the board have none.
    pub fn lifted_in_row(&self, row: usize) -> u64 {
        let passed = match row.cmp(&self.depth) {
            std::cmp::Ordering::Less => self.queen_columns[row] as usize,
            std::cmp::Ordering::Equal if row < self.n => self.next_col,
            _ => 0,
        };
        (0..passed)
            .filter(|&col| !self.constraints.forbids(row, col) && self.lines.placed_in_pass(self.queens(), row, col))
            .fold(0, |bits, col| bits | 1 << col)
    }

    /// Whether the cursor of `row` passed `col` because the queen on (row, col) left; a forbidden square
    /// never held one.
    fn just_left(&self, row: usize, col: usize) -> bool {
        !self.constraints.forbids(row, col) && self.lines.just_left(self.queens(), row, col)
    }

    /// Undoes the last step exactly — board, cursor and counters — and returns the event undone;
    /// `None` (and no change) at step 0.
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
            self.lines.unplace(above, col);
            // Clearing the slot keeps equal states byte-for-byte equal, which `PartialEq` relies on.
            self.queen_columns[above] = 0;
            self.depth = above;
            self.next_col = col;
            self.placements -= 1;
            self.placed_in_row[above] -= 1;
            // The check that let the queen through is taken back too.
            self.uncheck(above, col);
            EventKind::Place
        } else if row == self.n {
            self.solutions -= self.solution_weight();
            self.next_col = 0;
            EventKind::Solution
        } else {
            let col = self.next_col - 1;
            if self.just_left(row, col) {
                self.lines.restore(row, col);
                self.queen_columns[row] = col as u8;
                self.depth = row + 1;
                self.next_col = self.row_end(row + 1);
                self.backtracks -= 1;
                EventKind::Remove
            } else {
                let conflict = self.uncheck(row, col).expect("a square passed by without a queen was rejected");
                self.rejections[conflict as usize] -= 1;
                self.rejected_in_row[row] -= 1;
                self.next_col = col;
                EventKind::Reject
            }
        };
        self.steps -= 1;
        Some(kind)
    }

    /// Advances up to `max_steps` events without building them; returns how many were taken
    /// (fewer only when the search finished). The fast path for animation at full speed.
    pub fn run(&mut self, max_steps: u64) -> u64 {
        self.run_until(max_steps, false)
    }

    /// Advances until just after the next solution, the end, or `max_steps` events, whichever comes
    /// first; returns the number of steps taken. [`Backtracking::at_solution`] tells whether it found one.
    pub fn run_to_solution(&mut self, max_steps: u64) -> u64 {
        self.run_until(max_steps, true)
    }

    /// Advances up to `max_steps` events, or to the end, or (`at_solution`) to just after the next solution.
    fn run_until(&mut self, max_steps: u64, at_solution: bool) -> u64 {
        let start = self.steps;
        while self.steps - start < max_steps {
            if self.reject_run(max_steps - (self.steps - start)) > 0 {
                continue;
            }
            match self.advance() {
                None => break,
                Some(EventKind::Solution) if at_solution => break,
                Some(_) => {}
            }
        }
        self.steps - start
    }

    /// Runs to the end of the search; returns the steps taken.
    pub fn run_to_end(&mut self) -> u64 {
        self.run(u64::MAX)
    }

    /// Moves to step number `target` (or to the end, if the search is shorter), forward or backward,
    /// whichever way is fewer steps.
    ///
    /// ```
    /// let mut search = nqueens_core::Search::new(6).unwrap();
    /// search.seek(1000);
    /// let there = (search.counters(), search.queen_columns().collect::<Vec<_>>());
    /// search.seek(10); // back by stepping back or from step 0, whichever is shorter
    /// search.seek(1000);
    /// assert_eq!((search.counters(), search.queen_columns().collect::<Vec<_>>()), there);
    /// ```
    pub fn seek(&mut self, target: u64) {
        if target >= self.steps {
            self.run(target - self.steps);
        } else if target < self.steps - target {
            self.reset();
            self.run(target);
        } else {
            while self.steps > target {
                self.step_back();
            }
        }
    }

    /// Takes at once the rejections that come next in the row being filled, up to `most` of them: the squares
    /// from the cursor to the next one the check lets through (or the row's end) are counted from the lines'
    /// masks instead of one step each. Counters, cursor and last event end exactly as stepping leaves them;
    /// returns the steps taken (0 when the next step is no rejection, or the lines count their work per check).
    #[inline]
    fn reject_run(&mut self, most: u64) -> u64 {
        let row = self.depth;
        if self.finished || row >= self.n {
            return 0;
        }
        let Some([column, down, up]) = self.lines.rejected_in_row(row) else {
            return 0;
        };
        let (start, end) = (self.next_col, self.row_end(row));
        if start >= end {
            return 0;
        }
        let blocked = u64::from(self.constraints.forbidden_in(row));
        // n <= 32, so every shift below stays inside the word.
        let ahead = (u64::MAX >> (64 - end)) & !((1u64 << start) - 1);
        let free = ahead & !(blocked | column | down | up);
        let stop = if free == 0 { end } else { free.trailing_zeros() as usize };
        let run = ((stop - start) as u64).min(most);
        if run == 0 {
            return 0;
        }
        let span = (u64::MAX >> (64 - run)) << start;
        let rejected =
            [(Conflict::Blocked, blocked), (Conflict::Column, column), (Conflict::Down, down), (Conflict::Up, up)];
        for (conflict, mask) in rejected {
            let own = if conflict == Conflict::Blocked { mask & span } else { mask & span & !blocked };
            self.rejections[conflict as usize] += u64::from(own.count_ones());
        }
        self.rejected_in_row[row] += run;
        self.next_col = start + run as usize;
        self.steps += run;
        run
    }

    /// One event forward, returning its kind, or `None` (with no change) when already done.
    #[inline]
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
            self.solutions += self.solution_weight();
            return Some(EventKind::Solution);
        }
        let col = self.next_col;
        let conflict = if self.constraints.forbidden_in(row) >> col & 1 != 0 {
            Conflict::Blocked
        } else if let Some(conflict) = self.lines.test(&self.queen_columns[..row], row, col) {
            conflict
        } else {
            self.placements += 1;
            self.lines.place(row, col, self.placements);
            self.queen_columns[row] = col as u8;
            self.depth = row + 1;
            self.next_col = 0;
            self.placed_in_row[row] += 1;
            return Some(EventKind::Place);
        };
        self.rejections[conflict as usize] += 1;
        self.rejected_in_row[row] += 1;
        self.next_col = col + 1;
        Some(EventKind::Reject)
    }

    /// Takes back the check of (row, col) that the step being undone made, and returns what it said.
    fn uncheck(&mut self, row: usize, col: usize) -> Option<Conflict> {
        if self.constraints.forbids(row, col) {
            Some(Conflict::Blocked)
        } else {
            self.lines.untest(&self.queen_columns[..self.depth], row, col)
        }
    }

    /// The step after a row has run out of columns (or a solution was reported): lift the queen above,
    /// or finish when there is none left to lift.
    fn retreat(&mut self) -> EventKind {
        if self.depth == 0 || (self.options.first_solution_only && self.solutions > 0) {
            self.finished = true;
            return EventKind::Done;
        }
        let row = self.depth - 1;
        let col = self.queen_columns[row] as usize;
        self.lines.remove(row, col);
        self.queen_columns[row] = 0;
        self.depth = row;
        self.next_col = col + 1;
        self.backtracks += 1;
        EventKind::Remove
    }

    /// One past the last column the search tries in `row`; the pseudo-row n has one "column", the report of the solution.
    #[inline]
    fn row_end(&self, row: usize) -> usize {
        if row == self.n {
            1
        } else if row == 0 && self.options.mirror {
            self.n.div_ceil(2)
        } else {
            self.n
        }
    }

    /// How many solutions the board now complete stands for: two when the mirror option skipped its mirror image.
    fn solution_weight(&self) -> u64 {
        if self.options.mirror && self.n > 0 && 2 * (self.queen_columns[0] as usize) + 1 < self.n { 2 } else { 1 }
    }
}
