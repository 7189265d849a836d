//! Native tests of the guided lesson's stops (src/lesson.rs): every stop's step, square, question and count
//! against a plain recursive search written here (no `Search`), for every size the lesson takes, the 8x8 board's
//! totals, and the article's walk-through of n = 4 as its text tells it.
#![cfg(not(target_arch = "wasm32"))]

use nqueens_core::lesson::{LESSON_MAX, LESSON_MIN, LESSON_SIZE, Question, Stop, StopKind, TOTALS_SIZE, lesson_stops};
use nqueens_core::search::{Conflict, Square};

/// One event of the reference search, as (kind, row, col); a solution carries its columns.
#[derive(Clone, Debug, PartialEq)]
enum RefEvent {
    Place(usize, usize),
    Reject(usize, usize),
    Solution(Vec<usize>),
    Remove(usize, usize),
    Done,
}

/// The events of the n x n search in order (index k is step k + 1): the article's recursion, each square
/// tested against the queens above by comparing columns and both differences.
fn reference_events(n: usize) -> Vec<RefEvent> {
    fn place(n: usize, queens: &mut Vec<usize>, events: &mut Vec<RefEvent>) {
        let row = queens.len();
        if row == n {
            events.push(RefEvent::Solution(queens.clone()));
            return;
        }
        for col in 0..n {
            let attacked = queens.iter().enumerate().any(|(r, &c)| c == col || row - r == col.abs_diff(c));
            if attacked {
                events.push(RefEvent::Reject(row, col));
                continue;
            }
            queens.push(col);
            events.push(RefEvent::Place(row, col));
            place(n, queens, events);
            queens.pop();
            events.push(RefEvent::Remove(row, col));
        }
    }
    let mut events = Vec::new();
    place(n, &mut Vec::new(), &mut events);
    events.push(RefEvent::Done);
    events
}

/// The step (1-based) of the first event after step `after` that `pick` accepts.
fn step_of(events: &[RefEvent], after: u64, pick: impl Fn(&RefEvent) -> bool) -> u64 {
    let index = events.iter().enumerate().skip(after as usize).find(|(_, e)| pick(e)).expect("the moment happens").0;
    index as u64 + 1
}

fn find(stops: &[Stop], kind: StopKind) -> &Stop {
    stops.iter().find(|stop| stop.kind == kind).unwrap_or_else(|| panic!("a {kind:?} stop"))
}

#[test]
fn every_stop_is_where_the_reference_search_makes_its_moment() {
    for n in LESSON_MIN..=LESSON_MAX {
        let events = reference_events(n);
        let stops = lesson_stops(n).unwrap();
        assert_eq!(stops.len(), 11, "n = {n}: one stop per moment, then the totals");
        let (walk, totals) = stops.split_at(10);
        assert!(walk.iter().all(|stop| stop.n == n), "n = {n}: the walk-through's stops are on its board");
        assert_eq!(find(&stops, StopKind::Start).step, 0);

        let rejection = find(&stops, StopKind::FirstRejection);
        let step = step_of(&events, 0, |e| matches!(e, RefEvent::Reject(..)));
        assert_eq!(rejection.step, step, "n = {n}");
        let RefEvent::Reject(row, col) = events[step as usize - 1] else { unreachable!() };
        assert_eq!(rejection.square, Some(Square { row, col }));

        let second = find(&stops, StopKind::SecondQueen);
        let step = step_of(&events, 0, |e| matches!(e, RefEvent::Place(1, _)));
        let RefEvent::Place(_, col) = events[step as usize - 1] else { unreachable!() };
        assert_eq!(second.step, step, "n = {n}");
        let ask = second.ask.as_ref().unwrap();
        assert_eq!(ask.step, step - 1, "n = {n}: asked one step before");
        assert_eq!(ask.question, Question::Square { row: 1, answer: Square { row: 1, col } });

        let backtrack = find(&stops, StopKind::FirstBacktrack);
        let step = step_of(&events, 0, |e| matches!(e, RefEvent::Remove(..)));
        assert_eq!(backtrack.step, step, "n = {n}");
        let RefEvent::Remove(row, col) = events[step as usize - 1] else { unreachable!() };
        assert_eq!(backtrack.square, Some(Square { row, col }));
        // Asked as the last queen before it is placed: the queens then, and the one lifted.
        let placed = (1..step).rev().find(|&k| matches!(events[k as usize - 1], RefEvent::Place(..))).unwrap();
        let mut queens = Vec::new();
        for event in &events[..placed as usize] {
            match *event {
                RefEvent::Place(row, col) => queens.push(Square { row, col }),
                RefEvent::Remove(..) => drop(queens.pop()),
                _ => {}
            }
        }
        let ask = backtrack.ask.as_ref().unwrap();
        assert_eq!(ask.step, placed, "n = {n}");
        assert_eq!(
            ask.question,
            Question::FirstLift { queens: queens.clone(), answer: Square { row, col } },
            "n = {n}"
        );
        assert_eq!(queens.last(), Some(&Square { row, col }), "n = {n}: the queen placed last is lifted first");

        for (kind, first_col) in [(StopKind::CornerGivenUp, 0), (StopKind::MirrorCornerGivenUp, n - 1)] {
            let stop = find(&stops, kind);
            let placed = step_of(&events, 0, |e| *e == RefEvent::Place(0, first_col));
            let lifted = step_of(&events, placed, |e| *e == RefEvent::Remove(0, first_col));
            let under =
                events[placed as usize..lifted as usize].iter().filter(|e| matches!(e, RefEvent::Solution(_))).count();
            assert_eq!(stop.step, lifted, "n = {n}, {kind:?}");
            assert_eq!(stop.tries, Some(lifted - placed), "n = {n}, {kind:?}");
            assert_eq!(stop.solutions_under, Some(under as u64), "n = {n}, {kind:?}");
        }
        let corner = find(&stops, StopKind::CornerGivenUp);
        let mirror_corner = find(&stops, StopKind::MirrorCornerGivenUp);
        assert_eq!(corner.tries, mirror_corner.tries, "n = {n}: a branch and its mirror image take as many steps");
        let ask = corner.ask.as_ref().unwrap();
        assert_eq!(ask.step, backtrack.step + 1);
        let any_on_a1 = events.iter().any(|e| matches!(e, RefEvent::Solution(c) if c[0] == 0));
        assert_eq!(ask.question, Question::CanStartWith { square: Square { row: 0, col: 0 }, answer: any_on_a1 });

        let again = find(&stops, StopKind::SecondQueenAgain);
        let b1 = step_of(&events, corner.step, |e| matches!(e, RefEvent::Place(0, _)));
        assert_eq!(events[b1 as usize - 1], RefEvent::Place(0, 1), "n = {n}: b1 follows a1");
        let step = step_of(&events, b1, |e| matches!(e, RefEvent::Place(1, _)));
        assert_eq!((again.ask.as_ref().unwrap().step, again.step), (b1, step), "n = {n}");

        let first = find(&stops, StopKind::FirstSolution);
        let first_step = step_of(&events, 0, |e| matches!(e, RefEvent::Solution(_)));
        let RefEvent::Solution(columns) = events[first_step as usize - 1].clone() else { unreachable!() };
        assert_eq!((first.step, first.columns.clone()), (first_step, Some(columns.clone())), "n = {n}");
        // Asked as the queen of the row before the last stands: which square completes the board?
        let before_last = (1..first_step)
            .rev()
            .find(|&k| matches!(events[k as usize - 1], RefEvent::Place(r, _) if r == n - 2))
            .unwrap();
        let ask = first.ask.as_ref().unwrap();
        assert_eq!(ask.step, before_last, "n = {n}");
        assert_eq!(ask.question, Question::Square { row: n - 1, answer: Square { row: n - 1, col: columns[n - 1] } });
        let mirrored: Vec<usize> = columns.iter().map(|c| n - 1 - c).collect();
        let step = step_of(&events, 0, |e| *e == RefEvent::Solution(mirrored.clone()));
        let mirror = find(&stops, StopKind::MirrorSolution);
        assert_eq!((mirror.step, mirror.columns.clone()), (step, Some(mirrored.clone())), "n = {n}");
        let ask = mirror.ask.as_ref().unwrap();
        assert_eq!(ask.step, first_step, "n = {n}: asked at the first solution");
        assert_eq!(ask.question, Question::MirrorStart { first: columns, answer: Square { row: 0, col: mirrored[0] } });

        assert_eq!(find(&stops, StopKind::End).step, events.len() as u64, "n = {n}: the end is the last step");
        for stop in &stops {
            assert!(stop.arrival() <= stop.step, "n = {n}, {:?}: asked before it is answered", stop.kind);
        }
        assert!(walk.windows(2).all(|w| w[0].arrival() <= w[1].arrival()), "n = {n}: in the order they are reached");

        // The last stop: the 8x8 board's totals, asked at its step 0, answered at its end.
        let totals = &totals[0];
        let events = reference_events(TOTALS_SIZE);
        let solutions = events.iter().filter(|e| matches!(e, RefEvent::Solution(_))).count() as u64;
        let nodes = 1 + events.iter().filter(|e| matches!(e, RefEvent::Place(..))).count() as u64;
        assert_eq!((totals.kind, totals.n, totals.step), (StopKind::Totals, TOTALS_SIZE, events.len() as u64));
        let ask = totals.ask.as_ref().unwrap();
        assert_eq!((ask.step, &ask.question), (0, &Question::Totals { solutions, nodes }));
    }
    assert_eq!(
        (TOTALS_SIZE, 92, 2057),
        {
            let Some(Question::Totals { solutions, nodes }) =
                lesson_stops(4).unwrap().pop().and_then(|s| s.ask).map(|a| a.question)
            else {
                panic!("the totals stop asks for the totals")
            };
            (TOTALS_SIZE, solutions, nodes)
        },
        "the article's 92 solutions and 2,057 nodes"
    );
}

#[test]
fn the_four_by_four_lesson_tells_the_articles_walk_through() {
    let stops = lesson_stops(LESSON_SIZE).unwrap();
    let a = |col, row| Some(Square { row, col });
    // a2 refused along a1's column, c2 row 2's queen, the backtrack that lifts c2 (every square of row 3 attacked).
    let rejection = find(&stops, StopKind::FirstRejection);
    assert_eq!((rejection.step, rejection.square, rejection.conflict), (2, a(0, 1), Some(Conflict::Column)));
    assert_eq!((find(&stops, StopKind::SecondQueen).step, find(&stops, StopKind::SecondQueen).square), (4, a(2, 1)));
    assert_eq!(
        (find(&stops, StopKind::FirstBacktrack).step, find(&stops, StopKind::FirstBacktrack).square),
        (9, a(2, 1))
    );
    // "Twenty tries proved a single fact about the first row": no solution starts with a1.
    let corner = find(&stops, StopKind::CornerGivenUp);
    assert_eq!((corner.step, corner.tries, corner.solutions_under), (21, Some(20), Some(0)));
    assert_eq!(find(&stops, StopKind::SecondQueenAgain).square, a(3, 1), "under b1, row 2 takes d2");
    assert_eq!(find(&stops, StopKind::FirstSolution).columns, Some(vec![1, 3, 0, 2]));
    assert_eq!(find(&stops, StopKind::FirstSolution).step, 31);
    assert_eq!(find(&stops, StopKind::MirrorSolution).columns, Some(vec![2, 0, 3, 1]));
    assert_eq!(find(&stops, StopKind::End).step, 79);
    let kinds: Vec<StopKind> = stops.iter().map(|s| s.kind).collect();
    use StopKind::*;
    assert_eq!(
        kinds,
        [
            Start,
            FirstRejection,
            SecondQueen,
            FirstBacktrack,
            CornerGivenUp,
            SecondQueenAgain,
            FirstSolution,
            MirrorSolution,
            MirrorCornerGivenUp,
            End,
            Totals
        ]
    );
    let asked: Vec<StopKind> = stops.iter().filter(|s| s.ask.is_some()).map(|s| s.kind).collect();
    assert_eq!(
        asked,
        [SecondQueen, FirstBacktrack, CornerGivenUp, SecondQueenAgain, FirstSolution, MirrorSolution, Totals]
    );
    // The first backtrack is asked with a1 and c2 on the board; the mirror image of b1 d2 a3 c4 starts on c1.
    let lift = find(&stops, FirstBacktrack).ask.as_ref().unwrap();
    assert_eq!(
        (lift.step, &lift.question),
        (
            4,
            &Question::FirstLift {
                queens: vec![Square { row: 0, col: 0 }, Square { row: 1, col: 2 }],
                answer: Square { row: 1, col: 2 }
            }
        )
    );
    let mirror = find(&stops, MirrorSolution).ask.as_ref().unwrap();
    assert_eq!(mirror.question, Question::MirrorStart { first: vec![1, 3, 0, 2], answer: Square { row: 0, col: 2 } });
}
