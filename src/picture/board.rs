//! What a picture shows of a search at one step ([`BoardView`]), read off any stepping search, and the
//! views of a range of steps for an animation.

#![deny(clippy::arithmetic_side_effects)]

use super::{FARTHEST_STEP, MOST_FRAMES, PictureError};
use crate::any_search::{AnyEvent, AnySearch};
use crate::brute::BruteEvent;
use crate::constraints::Square;
use crate::event::{Attack, Event, first_attack};
use crate::mistake::{Misjudgement, Mistake, MistakeSearch};
use crate::search::Search;
use serde::{Deserialize, Serialize};

/// The board as a picture shows it at one step. It crosses between the page's WebAssembly modules as a
/// plain object (serde, camelCase), so whoever reads one checks it first ([`BoardView::check`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BoardView {
    /// The board has n x n squares.
    pub n: usize,
    /// `queens[r]` is the column of row r's queen, for the rows holding one.
    pub queens: Vec<usize>,
    /// Row-major, n x n: whether the search's check refuses the square now (a queen's line or a block).
    pub attacked: Vec<bool>,
    /// The square the next step tries, if it tries one.
    pub next: Option<Square>,
    /// The event that led to this step (`None` at step 0).
    pub event: Option<Event>,
    /// Whether the board shows a solution.
    pub at_solution: bool,
    // The marks below are read by `with_marks` where the search is (the pictures of a range of steps, the
    // command line's); a view handed between the page's modules leaves them out.
    /// For a classic mistake, every square row-major: 1 where its check refuses a square no queen attacks,
    /// 2 where it lets through one a queen attacks, else 0; empty for the other searches.
    #[serde(skip)]
    pub misjudged: Vec<u8>,
    /// The queens a mistake that forgets to lift them left behind.
    #[serde(skip)]
    pub ghosts: Vec<Square>,
    /// The squares no queen may stand on.
    #[serde(skip)]
    pub blocked: Vec<Square>,
    /// The squares a queen must stand on.
    #[serde(skip)]
    pub required: Vec<Square>,
    /// At a mistake's false solution, the first two queens that attack each other.
    #[serde(skip)]
    pub false_solution: Option<Attack>,
    /// For brute force, the first two rows of the permutation just checked found on one diagonal.
    #[serde(skip)]
    pub clash: Option<[usize; 2]>,
}

impl BoardView {
    /// The empty n x n board, no event, nothing attacked.
    pub fn empty(n: usize) -> BoardView {
        let squares = n.saturating_mul(n);
        BoardView {
            n,
            queens: Vec::new(),
            attacked: vec![false; squares],
            next: None,
            event: None,
            at_solution: false,
            misjudged: Vec::new(),
            ghosts: Vec::new(),
            blocked: Vec::new(),
            required: Vec::new(),
            false_solution: None,
            clash: None,
        }
    }

    /// Accepts a view whose parts agree: a board of 1 to [`crate::MAX_SIZE`] squares a side, a flag for each
    /// square, at most one queen a row and every queen, the square tried next and the event's squares on
    /// the board. A view made by [`BoardView::of_any`] always passes; one read from elsewhere may not.
    pub fn check(&self) -> Result<(), PictureError> {
        let n = self.n;
        if n == 0 || n > crate::MAX_SIZE {
            return Err(PictureError::Board { n });
        }
        let on_board = |row: usize, col: usize| row < n && col < n;
        let problem = if self.attacked.len() != n.saturating_mul(n) {
            Some("it does not say for every square whether it is attacked")
        } else if self.queens.len() > n || self.queens.iter().any(|&col| col >= n) {
            Some("a queen stands off the board")
        } else if self.next.is_some_and(|square| !on_board(square.row, square.col)) {
            Some("the square tried next is off the board")
        } else if !self.misjudged.is_empty() && self.misjudged.len() != n.saturating_mul(n) {
            Some("it does not say for every square whether its check misjudges it")
        } else if self.ghosts.iter().chain(&self.blocked).chain(&self.required).any(|s| !on_board(s.row, s.col)) {
            Some("a marked square is off the board")
        } else if self
            .false_solution
            .is_some_and(|a| !on_board(a.upper.row, a.upper.col) || !on_board(a.lower.row, a.lower.col))
        {
            Some("its false solution names a square off the board")
        } else if self.clash.is_some_and(|rows| rows.iter().any(|&row| row >= self.queens.len())) {
            Some("its clash names a row without a queen")
        } else {
            match &self.event {
                Some(Event::Place { row, col } | Event::Remove { row, col }) if !on_board(*row, *col) => {
                    Some("its event names a square off the board")
                }
                Some(Event::Reject { row, col, by, .. }) if !on_board(*row, *col) || by.is_some_and(|r| r >= n) => {
                    Some("its event names a square off the board")
                }
                Some(Event::Solution { columns, .. }) if columns.len() != n || columns.iter().any(|&c| c >= n) => {
                    Some("its solution is not a board of that size")
                }
                _ => None,
            }
        };
        problem.map_or(Ok(()), |problem| Err(PictureError::Inconsistent(problem)))
    }

    /// Whether (row, col) is refused by the search's check.
    pub fn is_attacked(&self, row: usize, col: usize) -> bool {
        row < self.n && col < self.n && self.attacked.get(row.saturating_mul(self.n).saturating_add(col)) == Some(&true)
    }

    /// Whether a queen stands on (row, col).
    pub fn has_queen(&self, row: usize, col: usize) -> bool {
        self.queens.get(row) == Some(&col)
    }

    /// The board of `search` now.
    pub fn of_search(search: &Search) -> BoardView {
        Self::read(search.size(), search, |row, col| search.conflict_at(row, col).is_some())
    }

    /// The board of a search with a classic mistake now: what its own (mistaken) check refuses is attacked.
    pub fn of_mistake(search: &MistakeSearch) -> BoardView {
        Self::read(search.size(), search, |row, col| search.conflict_at(row, col).is_some())
    }

    /// The board of any variant's search now. Brute force's board is its permutation, nothing attacked.
    pub fn of_any(search: &AnySearch) -> BoardView {
        match search {
            AnySearch::Correct(search) => BoardView::of_search(search),
            AnySearch::Mistake(search) => BoardView::of_mistake(search),
            AnySearch::BruteForce(_) => {
                let mut view = BoardView::empty(search.size());
                view.queens = search.queens();
                view.at_solution = search.at_solution();
                view
            }
        }
    }

    /// The view with `search`'s marks (the view of it now): a mistake's misjudged squares and left-behind
    /// queens, the blocked and required squares, a false solution's attacking pair, brute force's clash.
    pub fn with_marks(mut self, search: &AnySearch) -> BoardView {
        let n = self.n;
        let constraints = match search {
            AnySearch::Correct(s) => Some(s.constraints()),
            AnySearch::Mistake(s) => Some(s.constraints()),
            AnySearch::BruteForce(_) => None,
        };
        if let Some(constraints) = constraints {
            self.blocked = constraints.blocked_squares();
            self.required = constraints.required_squares();
        }
        if let Some(s) = search.as_mistake() {
            let code = |m: Option<Misjudgement>| match m {
                None => 0,
                Some(Misjudgement::Phantom) => 1,
                Some(Misjudgement::Missed) => 2,
            };
            self.misjudged = (0..n)
                .flat_map(|row| (0..n).map(move |col| (row, col)))
                .map(|(r, c)| code(s.misjudged_at(r, c)))
                .collect();
            if s.mistake() == Mistake::ForgotUndo {
                self.ghosts = s.ghost_queens();
            }
        }
        if let Some(AnyEvent::BruteForce(BruteEvent::Permutation { clash, .. })) = search.last_event() {
            self.clash = clash;
        }
        // A classic mistake may stop on a board two of whose queens attack each other: that solution is false.
        if self.at_solution {
            self.false_solution = first_attack(&self.queens);
        }
        self
    }

    fn read<L: crate::lines::Lines>(
        n: usize,
        search: &crate::search::Backtracking<L>,
        refused: impl Fn(usize, usize) -> bool,
    ) -> BoardView {
        let attacked =
            (0..n).flat_map(|row| (0..n).map(move |col| (row, col))).map(|(row, col)| refused(row, col)).collect();
        BoardView {
            queens: search.queen_columns().collect(),
            attacked,
            next: search.next_square(),
            event: search.last_event(),
            at_solution: search.at_solution(),
            ..BoardView::empty(n)
        }
    }
}

/// The steps `from` to `to`, both included, of an animation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepRange {
    /// The first step.
    pub from: u64,
    /// The last step, included.
    pub to: u64,
}

impl StepRange {
    /// Accepts a range that runs forwards, holds at most [`MOST_FRAMES`] steps and starts no farther than
    /// [`FARTHEST_STEP`].
    pub fn new(from: u64, to: u64) -> Result<StepRange, PictureError> {
        let Some(span) = to.checked_sub(from) else {
            return Err(PictureError::Backwards { from, to });
        };
        // Counted wide: 0 to 2^64 - 1 holds one more step than a u64 can number.
        let frames = u128::from(span) + 1;
        if frames > u128::from(MOST_FRAMES) {
            return Err(PictureError::TooManyFrames { frames });
        }
        if from > FARTHEST_STEP {
            return Err(PictureError::TooFar { step: from });
        }
        Ok(StepRange { from, to })
    }

    /// The one step `step`: a picture's range.
    pub fn at(step: u64) -> Result<StepRange, PictureError> {
        StepRange::new(step, step)
    }

    /// How many frames the range holds (1 to [`MOST_FRAMES`]).
    pub fn frames(&self) -> u64 {
        self.to.saturating_sub(self.from).saturating_add(1)
    }
}

/// The boards of steps `range.from` to `range.to` of `search` with their marks, one a step; a range that runs past the
/// search's last step stops there. Refused when the search ends before `range.from`, and, as by
/// [`StepRange::new`], when the range (its fields are public) runs backwards, is too long or too far.
pub fn views_of_steps(search: &mut AnySearch, range: StepRange) -> Result<Vec<BoardView>, PictureError> {
    let range = StepRange::new(range.from, range.to)?;
    search.seek(range.from);
    if search.steps() != range.from {
        return Err(PictureError::PastTheEnd { from: range.from, last: search.steps() });
    }
    let mut views = vec![BoardView::of_any(search).with_marks(search)];
    while search.steps() < range.to {
        if search.run(1) == 0 {
            break;
        }
        views.push(BoardView::of_any(search).with_marks(search));
    }
    Ok(views)
}
