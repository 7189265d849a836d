//! One search of any variant: the correct search, a classic mistake or brute force behind one type.
//!
//! [`AnySearch::new`] holds the rules of which search takes which options, once for the page and the command
//! line: the mirror option is the correct search's on a plain board only, and brute force, which checks
//! whole permutations, takes no blocked or required squares and has no first-solution option. Every other
//! method forwards to the search held, so a caller steps, steps back, seeks and counts without knowing which.

use crate::brute::{BruteCounters, BruteEvent, BruteForce};
use crate::constraints::{ConstraintError, Constraints, Square};
use crate::mistake::{Mistake, MistakeSearch};
use crate::search::{Conflict, Counters, Event, EventKind, Options, Search};
use crate::variant::Variant;
use serde::Serialize;

/// Why [`AnySearch::new`] refused a combination of variant, options and constraints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// The constraints do not fit the correct search's options (the mirror option with blocked or required squares).
    Constraints(ConstraintError),
    /// The mirror option asked of a variant other than the correct search.
    MirrorOfVariant(Variant),
    /// Brute force given blocked or required squares.
    BruteForceConstrained,
    /// Brute force asked to stop at the first solution.
    BruteForceFirstSolution,
}

impl std::fmt::Display for VariantError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            VariantError::Constraints(e) => e.fmt(f),
            VariantError::MirrorOfVariant(variant) => {
                write!(f, "the mirror option is for the correct search only, not {}", variant.name())
            }
            VariantError::BruteForceConstrained => {
                write!(f, "brute force checks every permutation whole: it takes no blocked or required squares")
            }
            VariantError::BruteForceFirstSolution => {
                write!(f, "brute force checks every permutation: it has no first-solution option")
            }
        }
    }
}

impl std::error::Error for VariantError {}

impl From<ConstraintError> for VariantError {
    fn from(e: ConstraintError) -> Self {
        VariantError::Constraints(e)
    }
}

/// What one step of any search reported: the stepping searches' [`Event`], or brute force's [`BruteEvent`].
/// It serialises as the event it holds (`{"event": "place", ...}` or `{"event": "permutation", ...}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum AnyEvent {
    /// An event of the correct search or of a mistake.
    Search(Event),
    /// A permutation checked by brute force, or its end.
    BruteForce(BruteEvent),
}

impl AnyEvent {
    /// True for the event that ends the search.
    pub fn is_done(&self) -> bool {
        matches!(self, AnyEvent::Search(Event::Done) | AnyEvent::BruteForce(BruteEvent::Done))
    }

    /// The name of the event's kind, as its `event` field names it ("place", …, "permutation", "done").
    pub fn name(&self) -> &'static str {
        match self {
            AnyEvent::Search(event) => event.kind().name(),
            AnyEvent::BruteForce(BruteEvent::Permutation { .. }) => "permutation",
            AnyEvent::BruteForce(BruteEvent::Done) => "done",
        }
    }
}

/// The counters of any search: the stepping searches keep [`Counters`], brute force [`BruteCounters`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnyCounters {
    /// The correct search's or a mistake's counters, with scan's comparisons of queens with squares.
    Search {
        /// Every counter of the search.
        counters: Counters,
        /// Queens compared with candidate squares: scan only (the other searches look squares up in sets).
        checks: Option<u64>,
    },
    /// Brute force's permutations, pairs compared and solutions.
    BruteForce(BruteCounters),
}

/// One search of any [`Variant`], stepped, rewound and counted through one interface.
///
/// ```
/// use nqueens_core::{AnySearch, Constraints, Options, Variant};
///
/// let mut brute = AnySearch::new(Variant::BruteForce, Options::default(), Constraints::none(6).unwrap()).unwrap();
/// let first = brute.step(); // the first permutation checked
/// assert_eq!(first.name(), "permutation");
/// brute.run_to_solution(u64::MAX);
/// assert!(brute.at_solution());
/// brute.seek(1); // back, exactly
/// assert_eq!(brute.last_event(), Some(first));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnySearch {
    /// The correct search, possibly with blocked and required squares.
    Correct(Box<Search>),
    /// The machine of the correct search with a classic mistake's lines.
    Mistake(Box<MistakeSearch>),
    /// Every permutation checked whole.
    BruteForce(BruteForce),
}

/// The correct search as any search: what a caller that takes every variant is handed for the plain one.
impl From<Search> for AnySearch {
    fn from(search: Search) -> AnySearch {
        AnySearch::Correct(Box::new(search))
    }
}

impl AnySearch {
    /// The search `variant` names on the constraints' board (`Constraints::none(n)` for a plain one), with
    /// `options`; refuses what the variant cannot honour (see [`VariantError`]).
    pub fn new(variant: Variant, options: Options, constraints: Constraints) -> Result<AnySearch, VariantError> {
        if options.mirror && variant != Variant::Correct {
            return Err(VariantError::MirrorOfVariant(variant));
        }
        match variant {
            Variant::Correct => Ok(AnySearch::Correct(Box::new(Search::constrained(options, constraints)?))),
            Variant::Mistake(mistake) => Ok(AnySearch::Mistake(Box::new(MistakeSearch::constrained(
                mistake,
                constraints,
                options.first_solution_only,
            )))),
            Variant::BruteForce if !constraints.is_empty() => Err(VariantError::BruteForceConstrained),
            Variant::BruteForce if options.first_solution_only => Err(VariantError::BruteForceFirstSolution),
            Variant::BruteForce => {
                Ok(AnySearch::BruteForce(BruteForce::new(constraints.size()).map_err(ConstraintError::from)?))
            }
        }
    }

    /// The variant held.
    pub fn variant(&self) -> Variant {
        match self {
            AnySearch::Correct(_) => Variant::Correct,
            AnySearch::Mistake(s) => Variant::Mistake(s.mistake()),
            AnySearch::BruteForce(_) => Variant::BruteForce,
        }
    }

    /// The correct search held, or `None` for a variant.
    pub fn as_correct(&self) -> Option<&Search> {
        match self {
            AnySearch::Correct(s) => Some(s),
            _ => None,
        }
    }

    /// The mistake's search held, or `None` for the other searches.
    pub fn as_mistake(&self) -> Option<&MistakeSearch> {
        match self {
            AnySearch::Mistake(s) => Some(s),
            _ => None,
        }
    }

    /// True when blocked or required squares constrain the search.
    pub fn is_constrained(&self) -> bool {
        match self {
            AnySearch::Correct(s) => !s.constraints().is_empty(),
            AnySearch::Mistake(s) => !s.constraints().is_empty(),
            AnySearch::BruteForce(_) => false,
        }
    }

    /// The board size n.
    pub fn size(&self) -> usize {
        match self {
            AnySearch::Correct(s) => s.size(),
            AnySearch::Mistake(s) => s.size(),
            AnySearch::BruteForce(s) => s.size(),
        }
    }

    /// Steps taken so far.
    pub fn steps(&self) -> u64 {
        match self {
            AnySearch::Correct(s) => s.steps(),
            AnySearch::Mistake(s) => s.steps(),
            AnySearch::BruteForce(s) => s.steps(),
        }
    }

    /// Solutions found so far.
    pub fn solutions(&self) -> u64 {
        match self.counters() {
            AnyCounters::Search { counters, .. } => counters.solutions,
            AnyCounters::BruteForce(counters) => counters.solutions,
        }
    }

    /// Every counter the search keeps.
    pub fn counters(&self) -> AnyCounters {
        match self {
            AnySearch::Correct(s) => AnyCounters::Search { counters: s.counters(), checks: None },
            AnySearch::Mistake(s) => AnyCounters::Search {
                counters: s.counters(),
                checks: (s.mistake() == Mistake::Scan).then_some(s.checks()),
            },
            AnySearch::BruteForce(s) => AnyCounters::BruteForce(s.counters()),
        }
    }

    /// One step forward; once done, every call returns the done event and changes nothing.
    pub fn step(&mut self) -> AnyEvent {
        match self {
            AnySearch::Correct(s) => AnyEvent::Search(s.step()),
            AnySearch::Mistake(s) => AnyEvent::Search(s.step()),
            AnySearch::BruteForce(s) => AnyEvent::BruteForce(s.step()),
        }
    }

    /// Undoes the last step exactly; returns the name of the kind of event undone ([`AnyEvent::name`]),
    /// or `None` (and no change) at step 0.
    pub fn step_back(&mut self) -> Option<&'static str> {
        match self {
            AnySearch::Correct(s) => s.step_back().map(EventKind::name),
            AnySearch::Mistake(s) => s.step_back().map(EventKind::name),
            AnySearch::BruteForce(s) => {
                let was_done = s.is_done();
                s.step_back().then_some(if was_done { "done" } else { "permutation" })
            }
        }
    }

    /// The event that produced the current state, or `None` at step 0.
    pub fn last_event(&self) -> Option<AnyEvent> {
        match self {
            AnySearch::Correct(s) => s.last_event().map(AnyEvent::Search),
            AnySearch::Mistake(s) => s.last_event().map(AnyEvent::Search),
            AnySearch::BruteForce(s) => s.last_event().map(AnyEvent::BruteForce),
        }
    }

    /// Advances up to `max_steps` steps without building events; returns how many were taken.
    pub fn run(&mut self, max_steps: u64) -> u64 {
        match self {
            AnySearch::Correct(s) => s.run(max_steps),
            AnySearch::Mistake(s) => s.run(max_steps),
            AnySearch::BruteForce(s) => s.run(max_steps),
        }
    }

    /// Advances until just after the next solution, the end, or `max_steps` steps; returns the steps taken.
    pub fn run_to_solution(&mut self, max_steps: u64) -> u64 {
        match self {
            AnySearch::Correct(s) => s.run_to_solution(max_steps),
            AnySearch::Mistake(s) => s.run_to_solution(max_steps),
            AnySearch::BruteForce(s) => s.run_to_solution(max_steps),
        }
    }

    /// Runs to the end; returns the steps taken.
    pub fn run_to_end(&mut self) -> u64 {
        self.run(u64::MAX)
    }

    /// Moves to step number `target` (or to the end, if the search is shorter), forward or back.
    pub fn seek(&mut self, target: u64) {
        match self {
            AnySearch::Correct(s) => s.seek(target),
            AnySearch::Mistake(s) => s.seek(target),
            AnySearch::BruteForce(s) => s.seek(target),
        }
    }

    /// Back to step 0, the same board and options.
    pub fn reset(&mut self) {
        match self {
            AnySearch::Correct(s) => s.reset(),
            AnySearch::Mistake(s) => s.reset(),
            AnySearch::BruteForce(s) => s.reset(),
        }
    }

    /// The queens on the board, row 0 first; for brute force the permutation checked last (none at step 0).
    pub fn queens(&self) -> Vec<usize> {
        match self {
            AnySearch::Correct(s) => s.queen_columns().collect(),
            AnySearch::Mistake(s) => s.queen_columns().collect(),
            AnySearch::BruteForce(s) if s.steps() == 0 => Vec::new(),
            AnySearch::BruteForce(s) => s.columns().collect(),
        }
    }

    /// The square the next step will try, or `None` (always for brute force, which tries whole boards).
    pub fn next_square(&self) -> Option<Square> {
        match self {
            AnySearch::Correct(s) => s.next_square(),
            AnySearch::Mistake(s) => s.next_square(),
            AnySearch::BruteForce(_) => None,
        }
    }

    /// What the search's own check says of (row, col): the mistake's verdict for a mistake, nothing for
    /// brute force, which checks whole boards.
    pub fn conflict_at(&self, row: usize, col: usize) -> Option<Conflict> {
        match self {
            AnySearch::Correct(s) => s.conflict_at(row, col),
            AnySearch::Mistake(s) => s.conflict_at(row, col).map(|(conflict, _)| conflict),
            AnySearch::BruteForce(_) => None,
        }
    }

    /// The row of the queen whose line `conflict` the search's check finds through (row, col), or `None`.
    pub fn owner_of(&self, row: usize, col: usize, conflict: Conflict) -> Option<usize> {
        match self {
            AnySearch::Correct(s) => s.owner_of(row, col, conflict),
            AnySearch::Mistake(s) => s.conflict_at(row, col).filter(|&(c, _)| c == conflict).and_then(|(_, by)| by),
            AnySearch::BruteForce(_) => None,
        }
    }

    /// True right after a step that found a solution.
    pub fn at_solution(&self) -> bool {
        match self {
            AnySearch::Correct(s) => s.at_solution(),
            AnySearch::Mistake(s) => s.at_solution(),
            AnySearch::BruteForce(s) => s.at_solution(),
        }
    }

    /// True once the search is exhausted (or found its solution, with the first-solution option).
    pub fn is_done(&self) -> bool {
        match self {
            AnySearch::Correct(s) => s.is_done(),
            AnySearch::Mistake(s) => s.is_done(),
            AnySearch::BruteForce(s) => s.is_done(),
        }
    }
}
