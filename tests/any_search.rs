//! Tests of the one variant dispatch (src/any_search.rs): the rules of which search takes which options, and
//! every call forwarded to the search it holds, checked against that search driven directly.

use nqueens_core::brute::BruteForce;
use nqueens_core::{
    AnyCounters, AnyEvent, AnySearch, ConstraintError, Constraints, MistakeSearch, Options, Search, Square, Variant,
    VariantError,
};

const PLAIN: Options = Options { first_solution_only: false, mirror: false };
const FIRST: Options = Options { first_solution_only: true, mirror: false };
const MIRROR: Options = Options { first_solution_only: false, mirror: true };

fn any(variant: Variant, n: usize, options: Options) -> AnySearch {
    AnySearch::new(variant, options, Constraints::none(n).unwrap()).unwrap()
}

fn blocked_corner(n: usize) -> Constraints {
    Constraints::new(n, &[Square { row: 0, col: 0 }], &[]).unwrap()
}

/// Every event, the counters and the queens after each step, up to and including the end.
fn walk(search: &mut AnySearch) -> Vec<(AnyEvent, AnyCounters, Vec<usize>)> {
    let mut states = Vec::new();
    loop {
        let event = search.step();
        let done = event.is_done();
        states.push((event, search.counters(), search.queens()));
        if done {
            return states;
        }
    }
}

#[test]
fn the_rules_of_which_search_takes_which_options_are_kept() {
    let mistake = Variant::from_name("scan").unwrap();
    let refusals = [
        (mistake, MIRROR, Constraints::none(8).unwrap(), VariantError::MirrorOfVariant(mistake)),
        (
            Variant::BruteForce,
            MIRROR,
            Constraints::none(8).unwrap(),
            VariantError::MirrorOfVariant(Variant::BruteForce),
        ),
        (Variant::Correct, MIRROR, blocked_corner(8), VariantError::Constraints(ConstraintError::Mirror)),
        (Variant::BruteForce, PLAIN, blocked_corner(8), VariantError::BruteForceConstrained),
        (Variant::BruteForce, FIRST, Constraints::none(8).unwrap(), VariantError::BruteForceFirstSolution),
    ];
    for (variant, options, constraints, expected) in refusals {
        assert_eq!(AnySearch::new(variant, options, constraints).unwrap_err(), expected, "{variant:?} {options:?}");
    }
    assert_eq!(
        VariantError::BruteForceConstrained.to_string(),
        "brute force checks every permutation whole: it takes no blocked or required squares"
    );
    assert_eq!(
        VariantError::MirrorOfVariant(mistake).to_string(),
        "the mirror option is for the correct search only, not scan"
    );
    // What is allowed: every variant plainly, the mistakes with squares and the first-solution option.
    for variant in Variant::ALL {
        assert_eq!(any(variant, 6, PLAIN).variant(), variant);
    }
    for variant in Variant::ALL.into_iter().filter(|&v| v != Variant::BruteForce) {
        let search = AnySearch::new(variant, FIRST, blocked_corner(6)).unwrap();
        assert!(search.is_constrained(), "{variant:?}");
    }
    assert!(AnySearch::new(Variant::Correct, MIRROR, Constraints::none(8).unwrap()).is_ok());
}

#[test]
fn every_call_forwards_to_the_search_held() {
    let n = 6;
    for variant in Variant::ALL {
        let mut search = any(variant, n, PLAIN);
        let states = walk(&mut search);
        let events: Vec<AnyEvent> = states.iter().map(|(event, _, _)| event.clone()).collect();
        let direct: Vec<AnyEvent> = match variant {
            Variant::Correct => {
                let mut s = Search::new(n).unwrap();
                std::iter::repeat_with(|| s.step()).take(events.len()).map(AnyEvent::Search).collect()
            }
            Variant::Mistake(mistake) => {
                let mut s = MistakeSearch::new(n, mistake).unwrap();
                std::iter::repeat_with(|| s.step()).take(events.len()).map(AnyEvent::Search).collect()
            }
            Variant::BruteForce => {
                let mut s = BruteForce::new(n).unwrap();
                std::iter::repeat_with(|| s.step()).take(events.len()).map(AnyEvent::BruteForce).collect()
            }
        };
        assert_eq!(events, direct, "{variant:?}");
        assert!(search.is_done());
        assert_eq!(search.steps(), events.len() as u64, "{variant:?}");
        assert_eq!(search.last_event(), events.last().cloned());
    }
    // The correct search and brute force agree on the 4 solutions of n = 6; the counters say which search kept them.
    let mut correct = any(Variant::Correct, n, PLAIN);
    let mut brute = any(Variant::BruteForce, n, PLAIN);
    correct.run_to_end();
    brute.run_to_end();
    assert_eq!((correct.solutions(), brute.solutions()), (4, 4));
    assert!(matches!(correct.counters(), AnyCounters::Search { checks: None, .. }));
    assert!(matches!(brute.counters(), AnyCounters::BruteForce(c) if c.permutations == 720));
    let mut scan = any(Variant::from_name("scan").unwrap(), n, PLAIN);
    scan.run_to_end();
    assert!(matches!(scan.counters(), AnyCounters::Search { checks: Some(k), .. } if k > 0));
}

#[test]
fn seek_lands_on_the_state_stepping_reaches_forward_and_back() {
    for variant in Variant::ALL {
        let states = walk(&mut any(variant, 5, PLAIN));
        let mut search = any(variant, 5, PLAIN);
        // Forward, back a little, back to near the start, far forward and past the end.
        let last = states.len() as u64;
        for target in [last / 2, last / 2 - 3, 2, last - 1, 1, last + 10, last / 3] {
            search.seek(target);
            let at = target.min(last);
            assert_eq!(search.steps(), at, "{variant:?} seek {target}");
            if at > 0 {
                let (event, counters, queens) = &states[at as usize - 1];
                assert_eq!(search.last_event().as_ref(), Some(event), "{variant:?} seek {target}");
                assert_eq!((&search.counters(), &search.queens()), (counters, queens), "{variant:?} seek {target}");
            }
        }
        search.seek(0);
        assert_eq!((search.steps(), search.last_event(), search.queens()), (0, None, Vec::new()));
    }
}

#[test]
fn step_back_undoes_each_step_and_names_the_event_undone() {
    for variant in Variant::ALL {
        let mut search = any(variant, 5, PLAIN);
        let states = walk(&mut search);
        for (index, (event, _, _)) in states.iter().enumerate().rev() {
            assert_eq!(search.step_back(), Some(event.name()), "{variant:?} at step {}", index + 1);
            if index > 0 {
                let (_, counters, queens) = &states[index - 1];
                assert_eq!((&search.counters(), &search.queens()), (counters, queens), "{variant:?}");
            }
        }
        assert_eq!(search.step_back(), None);
        assert_eq!(search.steps(), 0);
        assert_eq!(search, any(variant, 5, PLAIN), "{variant:?}: back at the start");
    }
}

#[test]
fn run_to_solution_stops_right_after_each_solution() {
    for variant in Variant::ALL {
        let mut total = any(variant, 6, PLAIN);
        total.run_to_end();
        let mut search = any(variant, 6, PLAIN);
        let mut found = 0;
        while !search.is_done() {
            let before = search.steps();
            let taken = search.run_to_solution(u64::MAX);
            assert_eq!(search.steps(), before + taken);
            if search.at_solution() {
                found += 1;
                assert_eq!(search.solutions(), found, "{variant:?}");
            } else {
                assert!(search.is_done(), "{variant:?}: stopped neither at a solution nor at the end");
            }
        }
        assert_eq!(found, total.solutions(), "{variant:?}");
        assert_eq!(search.counters(), total.counters(), "{variant:?}");
        // A step budget is honoured.
        let mut short = any(variant, 6, PLAIN);
        assert_eq!(short.run_to_solution(3), 3, "{variant:?}");
    }
}

#[test]
fn reset_returns_to_step_zero_with_the_same_options() {
    for variant in Variant::ALL.into_iter().filter(|&v| v != Variant::BruteForce) {
        let fresh = AnySearch::new(variant, FIRST, blocked_corner(6)).unwrap();
        let mut search = fresh.clone();
        search.run_to_end();
        assert!(search.is_done());
        search.reset();
        assert_eq!(search, fresh, "{variant:?}");
    }
    let mut brute = any(Variant::BruteForce, 6, PLAIN);
    brute.run(100);
    brute.reset();
    assert_eq!(brute, any(Variant::BruteForce, 6, PLAIN));
}
