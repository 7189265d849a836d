//! The guided lesson "Follow the article": the moments the article's walk-through names (the first rejection,
//! the first backtrack, the a1 branch given up, the first solution, the mirror branches, the end) and the 8x8
//! board's totals, found by running the stepping search and reading its events, never written down by hand.
//!
//! Seven of the stops ask the learner first (where row 2's queen goes, which queen the first backtrack lifts,
//! whether a solution can start on a1, where row 2's queen goes under b1, which square completes the first
//! solution, where its mirror image starts, and the 8x8 board's solutions and nodes), at a step before the one
//! that answers; the answer is what the search then does, played up to it.

use crate::search::{Conflict, Event, Search, Square};
use serde::Serialize;

/// The board of the article's walk-through.
pub const LESSON_SIZE: usize = 4;
/// The sizes the lesson's moments are defined for: from 4 every one of them happens (n = 2 and 3 have no
/// solution); up to 8 the whole search is a few thousand events.
pub const LESSON_MIN: usize = 4;
/// The largest board the lesson's moments are found on.
pub const LESSON_MAX: usize = 8;
/// The board whose totals (solutions, nodes) the lesson's last stop asks for: the classic 8x8.
pub const TOTALS_SIZE: usize = 8;

/// Which moment a stop is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StopKind {
    /// Step 0, the empty board.
    Start,
    /// The first square refused.
    FirstRejection,
    /// Row 2's first queen, under the first queen of row 1.
    SecondQueen,
    /// The first queen lifted: a row ran out of columns.
    FirstBacktrack,
    /// The queen on the first square of row 1 leaves for good.
    CornerGivenUp,
    /// Row 2's first queen under the second queen of row 1.
    SecondQueenAgain,
    /// The first board with a queen in every row.
    FirstSolution,
    /// The solution that is the first one reflected left to right.
    MirrorSolution,
    /// The queen on the last square of row 1, the mirror image of the corner branch, leaves for good.
    MirrorCornerGivenUp,
    /// The search is over.
    End,
    /// The whole search of the TOTALS_SIZE board, run to its end: its solutions and nodes.
    Totals,
}

/// What the learner is asked before the search shows the answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Question {
    /// Which square of `row` the search's next queen takes.
    Square {
        /// The row (0-based) asked about.
        row: usize,
        /// The square the search takes.
        answer: Square,
    },
    /// Whether some solution has a queen on `square` (a square of the first row).
    CanStartWith {
        /// The first-row square asked about.
        square: Square,
        /// Whether some solution has a queen there.
        answer: bool,
    },
    /// Which of the queens on the board the search lifts first (the first backtrack).
    FirstLift {
        /// The queens on the board while the learner is asked, row 0 first.
        queens: Vec<Square>,
        /// The queen lifted.
        answer: Square,
    },
    /// Which square of the first row the mirror image of the first solution starts on.
    MirrorStart {
        /// The first solution's queens, by row.
        first: Vec<usize>,
        /// The mirror image's first-row square.
        answer: Square,
    },
    /// How many solutions the whole search of the stop's board finds, and how many nodes it examines.
    Totals {
        /// The solutions found.
        solutions: u64,
        /// The partial boards examined, the empty one included.
        nodes: u64,
    },
}

/// Where the learner is asked, and what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Ask {
    /// The step the search stands at while the learner is asked.
    pub step: u64,
    /// What is asked.
    pub question: Question,
}

/// One stop of the lesson: the step the search is shown at and what the texts need to say about it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Stop {
    /// Which moment this is.
    pub kind: StopKind,
    /// The size of the board the stop is on.
    pub n: usize,
    /// The step the moment happens at.
    pub step: u64,
    /// The question asked first, for the three stops that ask one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ask: Option<Ask>,
    /// The square the moment is about: rejected, placed, lifted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub square: Option<Square>,
    /// A rejection's line.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conflict: Option<Conflict>,
    /// A branch given up: the steps taken after its queen was placed, its removal included.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tries: Option<u64>,
    /// A branch given up: the solutions found under it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solutions_under: Option<u64>,
    /// A solution's queens, by row.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub columns: Option<Vec<usize>>,
}

impl Stop {
    /// The step the lesson goes to first: where the learner is asked, or the stop itself.
    pub fn arrival(&self) -> u64 {
        self.ask.as_ref().map_or(self.step, |ask| ask.step)
    }
}

/// Why a size has no lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonSizeError {
    /// The size refused.
    pub n: usize,
}

impl std::fmt::Display for LessonSizeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the lesson follows boards from {LESSON_MIN} to {LESSON_MAX}, not {}", self.n)
    }
}

impl std::error::Error for LessonSizeError {}

/// Every event of the n x n search with its step number (the first event is step 1).
fn events(n: usize) -> Vec<(u64, Event)> {
    let mut search = Search::new(n).expect("the lesson's sizes are board sizes");
    let mut events = Vec::new();
    while !search.is_done() {
        let event = search.step();
        events.push((search.steps(), event));
    }
    events
}

fn stop(kind: StopKind, n: usize, step: u64) -> Stop {
    Stop { kind, n, step, ask: None, square: None, conflict: None, tries: None, solutions_under: None, columns: None }
}

/// The last stop: the TOTALS_SIZE board's search run to its end, asked from its step 0.
fn totals_stop() -> Stop {
    let mut search = Search::new(TOTALS_SIZE).expect("the totals' board is a board size");
    search.run_to_end();
    let counters = search.counters();
    let mut stop = stop(StopKind::Totals, TOTALS_SIZE, counters.steps);
    stop.ask =
        Some(Ask { step: 0, question: Question::Totals { solutions: counters.solutions, nodes: counters.nodes } });
    stop
}

/// The lesson's stops for the n x n board (LESSON_MIN <= n <= LESSON_MAX), in the order of their arrival steps,
/// then the TOTALS_SIZE board's totals.
pub fn lesson_stops(n: usize) -> Result<Vec<Stop>, LessonSizeError> {
    if !(LESSON_MIN..=LESSON_MAX).contains(&n) {
        return Err(LessonSizeError { n });
    }
    let events = events(n);
    let found = |pick: &dyn Fn(&Event) -> bool, after: u64| events.iter().find(|(step, e)| *step > after && pick(e));
    // Every moment below happens on these boards (the module's tests check it for each size), so a
    // missing one is a broken search, not bad input.
    let must = |found: Option<&(u64, Event)>, what: &str| found.cloned().unwrap_or_else(|| panic!("no {what}"));
    let placed = |row0: usize| move |e: &Event| matches!(e, Event::Place { row, .. } if *row == row0);
    let removed_from = |square: Square| move |e: &Event| matches!(e, Event::Remove { row, col } if *row == square.row && *col == square.col);
    let solution_count = |from: u64, to: u64| {
        events.iter().filter(|(step, e)| (from..=to).contains(step) && matches!(e, Event::Solution { .. })).count()
            as u64
    };
    let square_of = |e: &Event| match *e {
        Event::Place { row, col } | Event::Reject { row, col, .. } | Event::Remove { row, col } => {
            Some(Square { row, col })
        }
        _ => None,
    };

    let mut stops = vec![stop(StopKind::Start, n, 0)];

    let (step, rejection) = must(found(&|e| matches!(e, Event::Reject { .. }), 0), "rejection");
    let mut first_rejection = stop(StopKind::FirstRejection, n, step);
    first_rejection.square = square_of(&rejection);
    if let Event::Reject { conflict, .. } = rejection {
        first_rejection.conflict = Some(conflict);
    }
    stops.push(first_rejection);

    // A queen of row 2 the learner places first: asked one step before the search places it.
    let second_queen = |kind: StopKind, after: u64| {
        let (step, event) = must(found(&placed(1), after), "queen in row 2");
        let square = square_of(&event).expect("a placement has a square");
        let mut stop = stop(kind, n, step);
        stop.square = Some(square);
        stop.ask = Some(Ask {
            step: step.saturating_sub(1).max(after),
            question: Question::Square { row: 1, answer: square },
        });
        stop
    };
    stops.push(second_queen(StopKind::SecondQueen, 0));

    let (backtrack_step, backtrack) = must(found(&|e| matches!(e, Event::Remove { .. }), 0), "backtrack");
    let mut first_backtrack = stop(StopKind::FirstBacktrack, n, backtrack_step);
    first_backtrack.square = square_of(&backtrack);
    // Asked as the last queen before it is placed: which queen on the board will the search lift first?
    let (last_placed, _) = must(
        events.iter().rev().find(|(step, e)| *step < backtrack_step && matches!(e, Event::Place { .. })),
        "placement before the first backtrack",
    );
    let queens_then = queens_at(&events, last_placed);
    first_backtrack.ask = Some(Ask {
        step: last_placed,
        question: Question::FirstLift {
            queens: queens_then,
            answer: square_of(&backtrack).expect("a removal has a square"),
        },
    });
    stops.push(first_backtrack);

    // A first-row branch given up: asked, for the corner, right after the first backtrack.
    let given_up = |kind: StopKind, col: usize, ask_after: Option<u64>| {
        let square = Square { row: 0, col };
        let (placed_step, _) = must(found(&|e| *e == Event::Place { row: 0, col }, 0), "first-row queen");
        let (step, _) = must(found(&removed_from(square), placed_step), "first-row queen lifted");
        let mut stop = stop(kind, n, step);
        stop.square = Some(square);
        stop.tries = Some(step - placed_step);
        let under = solution_count(placed_step, step);
        stop.solutions_under = Some(under);
        stop.ask = ask_after
            .map(|after| Ask { step: after + 1, question: Question::CanStartWith { square, answer: under > 0 } });
        stop
    };
    let corner = given_up(StopKind::CornerGivenUp, 0, Some(backtrack_step));
    let corner_step = corner.step;
    stops.push(corner);

    let mut again = second_queen(StopKind::SecondQueenAgain, corner_step);
    if let Some(ask) = &mut again.ask {
        // Asked as the second queen of row 1 stands, not just before row 2's placement.
        let (b1_step, _) = must(found(&placed(0), corner_step), "second first-row queen");
        ask.step = b1_step;
    }
    stops.push(again);

    let (first_step, first) = must(found(&|e| matches!(e, Event::Solution { .. }), 0), "solution");
    let Event::Solution { columns: first_columns, .. } = first else { unreachable!("found a solution") };
    let mirrored: Vec<usize> = first_columns.iter().map(|&c| n - 1 - c).collect();
    let mut first_solution = stop(StopKind::FirstSolution, n, first_step);
    // Asked as the queen before the last row's stands: which square of the last row completes the board?
    let last_row = Square { row: n - 1, col: first_columns[n - 1] };
    let (before_last, _) = must(
        events
            .iter()
            .rev()
            .find(|(step, e)| *step < first_step && matches!(e, Event::Place { row, .. } if *row == n - 2)),
        "queen before the last row's",
    );
    first_solution.ask = Some(Ask { step: before_last, question: Question::Square { row: n - 1, answer: last_row } });
    first_solution.columns = Some(first_columns.clone());
    stops.push(first_solution);

    let (mirror_step, _) =
        must(found(&|e| matches!(e, Event::Solution { columns, .. } if *columns == mirrored), 0), "mirror solution");
    let mut mirror_solution = stop(StopKind::MirrorSolution, n, mirror_step);
    mirror_solution.ask = Some(Ask {
        step: first_step,
        question: Question::MirrorStart { first: first_columns, answer: Square { row: 0, col: mirrored[0] } },
    });
    mirror_solution.columns = Some(mirrored);
    stops.push(mirror_solution);

    stops.push(given_up(StopKind::MirrorCornerGivenUp, n - 1, None));

    let (end_step, _) = must(found(&|e| *e == Event::Done, 0), "end");
    stops.push(stop(StopKind::End, n, end_step));

    stops.sort_by_key(Stop::arrival);
    stops.push(totals_stop());
    Ok(stops)
}

/// The queens on the board after step `step`, replayed from the events (placements and removals).
fn queens_at(events: &[(u64, Event)], step: u64) -> Vec<Square> {
    let mut queens = Vec::new();
    for (_, event) in events.iter().take_while(|(at, _)| *at <= step) {
        match *event {
            Event::Place { row, col } => queens.push(Square { row, col }),
            Event::Remove { .. } => {
                queens.pop();
            }
            _ => {}
        }
    }
    queens
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_without_a_lesson_are_refused_with_a_reason() {
        for n in [0, 1, 3, LESSON_MAX + 1, usize::MAX] {
            let error = lesson_stops(n).unwrap_err();
            assert_eq!(error, LessonSizeError { n });
            assert!(error.to_string().contains("from 4 to 8"), "{error}");
        }
    }
}
