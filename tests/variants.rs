//! Tests of the article's variants (the classic mistakes, brute force) and of blocked and required squares, against independent references.

mod common;

use common::{events_until_done, expected_after};
use nqueens_core::brute::{BruteEvent, BruteForce};
use nqueens_core::{Conflict, ConstraintError, Constraints, Event, Mistake, MistakeSearch, Search, Square, Variant};
use proptest::prelude::*;
use std::collections::HashMap;

const MISTAKES: [Mistake; 4] = [Mistake::ForgotUndo, Mistake::SameDiagonal, Mistake::SizedN, Mistake::Scan];

/// The buggy Python of the article, transcribed as literally as Rust allows: sets become maps from the value
/// to the row that added it (so that rejections can name their queen), `[False] * n` a vector indexed the
/// way Python indexes it. Records the events the code implies and the scan's comparisons.
struct Reference {
    n: usize,
    mistake: Mistake,
    used_columns: HashMap<usize, usize>,
    used_down: HashMap<i64, usize>,
    sized_down: Vec<Option<usize>>,
    used_up: HashMap<usize, usize>,
    placement: Vec<usize>,
    events: Vec<Event>,
    solutions: u64,
    checks: u64,
}

impl Reference {
    fn run(n: usize, mistake: Mistake) -> Reference {
        let mut reference = Reference {
            n,
            mistake,
            used_columns: HashMap::new(),
            used_down: HashMap::new(),
            sized_down: vec![None; n],
            used_up: HashMap::new(),
            placement: Vec::new(),
            events: Vec::new(),
            solutions: 0,
            checks: 0,
        };
        reference.place_queen_in(0);
        reference.events.push(Event::Done);
        reference
    }

    /// Python's `lst[i]` for a possibly negative i.
    fn python_index(&self, value: i64) -> usize {
        if value < 0 { (value + self.n as i64) as usize } else { value as usize }
    }

    fn down_key(&self, row: usize, col: usize) -> i64 {
        match self.mistake {
            Mistake::SameDiagonal => (row + col) as i64,
            _ => row as i64 - col as i64,
        }
    }

    fn attack(&mut self, row: usize, col: usize) -> Option<(Conflict, usize)> {
        if self.mistake == Mistake::Scan {
            for (other_row, &other_col) in self.placement.iter().enumerate() {
                self.checks += 1;
                if other_col == col {
                    return Some((Conflict::Column, other_row));
                }
                if row.abs_diff(other_row) == col.abs_diff(other_col) {
                    let along = if row as i64 - col as i64 == other_row as i64 - other_col as i64 {
                        Conflict::Down
                    } else {
                        Conflict::Up
                    };
                    return Some((along, other_row));
                }
            }
            return None;
        }
        if let Some(&by) = self.used_columns.get(&col) {
            return Some((Conflict::Column, by));
        }
        let down = match self.mistake {
            Mistake::SizedN => self.sized_down[self.python_index(row as i64 - col as i64)],
            _ => self.used_down.get(&self.down_key(row, col)).copied(),
        };
        if let Some(by) = down {
            return Some((Conflict::Down, by));
        }
        self.used_up.get(&(row + col)).map(|&by| (Conflict::Up, by))
    }

    fn place_queen_in(&mut self, row: usize) {
        if row == self.n {
            self.solutions += 1;
            self.events.push(Event::Solution { number: self.solutions, columns: self.placement.clone() });
            return;
        }
        for col in 0..self.n {
            if let Some((conflict, by)) = self.attack(row, col) {
                self.events.push(Event::Reject { row, col, conflict, by: Some(by) });
                continue;
            }
            self.events.push(Event::Place { row, col });
            self.used_columns.insert(col, row);
            let sized_slot = self.python_index(row as i64 - col as i64);
            match self.mistake {
                Mistake::SizedN => self.sized_down[sized_slot] = Some(row),
                _ => {
                    self.used_down.insert(self.down_key(row, col), row);
                }
            }
            self.used_up.insert(row + col, row);
            self.placement.push(col);
            self.place_queen_in(row + 1);
            self.placement.pop();
            self.events.push(Event::Remove { row, col });
            self.used_up.remove(&(row + col));
            match self.mistake {
                Mistake::ForgotUndo => {}
                Mistake::SizedN => self.sized_down[sized_slot] = None,
                _ => {
                    self.used_down.remove(&self.down_key(row, col));
                }
            }
            self.used_columns.remove(&col);
        }
    }
}

fn stream(search: &mut MistakeSearch) -> Vec<Event> {
    events_until_done(|| search.step())
}

#[test]
fn every_mistake_gives_the_event_stream_and_count_of_its_python() {
    for mistake in MISTAKES {
        for n in 0..=8 {
            let reference = Reference::run(n, mistake);
            let mut search = MistakeSearch::new(n, mistake).unwrap();
            assert_eq!(stream(&mut search), reference.events, "{mistake:?}, n = {n}");
            assert_eq!(search.counters().solutions, reference.solutions, "{mistake:?}, n = {n}");
            let expected_checks = if mistake == Mistake::Scan { reference.checks } else { 0 };
            assert_eq!(search.checks(), expected_checks, "{mistake:?}, n = {n}");
        }
    }
}

#[test]
fn counts_on_odd_and_larger_boards_match_the_reference() {
    for mistake in MISTAKES {
        for n in [9, 11] {
            let reference = Reference::run(n, mistake);
            let mut search = MistakeSearch::new(n, mistake).unwrap();
            search.run_to_end();
            assert_eq!(search.counters().solutions, reference.solutions, "{mistake:?}, n = {n}");
            let steps = reference.events.len() as u64;
            assert_eq!(search.steps(), steps, "{mistake:?}, n = {n}");
        }
    }
}

fn solutions(mistake: Mistake, n: usize) -> u64 {
    let mut search = MistakeSearch::new(n, mistake).unwrap();
    search.run_to_end();
    search.counters().solutions
}

#[test]
fn the_article_counts() {
    assert_eq!(solutions(Mistake::ForgotUndo, 8), 0);
    assert_eq!(solutions(Mistake::SameDiagonal, 8), 2_113);
    assert_eq!(solutions(Mistake::SizedN, 8), 0);
    assert_eq!(solutions(Mistake::SizedN, 9), 116);
    assert_eq!(solutions(Mistake::SizedN, 5), 10);
    for n in 0..=10 {
        assert_eq!(solutions(Mistake::Scan, n), nqueens_core::known::for_size(n).unwrap().solutions, "n = {n}");
    }
    let mut brute = BruteForce::new(8).unwrap();
    brute.run_to_end();
    assert_eq!((brute.counters().permutations, brute.counters().solutions), (40_320, 92));
}

#[test]
fn scan_counts_more_checks_the_deeper_it_goes() {
    let mut search = MistakeSearch::new(8, Mistake::Scan).unwrap();
    let mut before = 0;
    loop {
        let depth = search.counters().depth;
        let event = search.step();
        let spent = search.checks() - before;
        match event {
            Event::Place { .. } => assert_eq!(spent, depth as u64),
            Event::Reject { by: Some(by), .. } => assert_eq!(spent, by as u64 + 1),
            Event::Done => break,
            _ => assert_eq!(spent, 0),
        }
        before = search.checks();
    }
}

#[test]
fn events_are_in_step_with_the_counters() {
    for mistake in MISTAKES {
        for n in [5, 6, 7] {
            let mut search = MistakeSearch::new(n, mistake).unwrap();
            loop {
                let before = search.counters();
                let next = search.next_square();
                let event = search.step();
                let tried = match event {
                    Event::Place { row, col } | Event::Reject { row, col, .. } => Some(Square { row, col }),
                    _ => None,
                };
                assert_eq!(next, tried, "{mistake:?}, n = {n}");
                assert_eq!(search.counters(), expected_after(before, &event), "{mistake:?}, n = {n}, {event:?}");
                assert_eq!(search.last_event(), Some(event.clone()));

                if event == Event::Done {
                    break;
                }
            }
        }
    }
}

/// The brute force of the article, written out: permutations from a recursion that tries columns in
/// increasing order (so lexicographically), each checked pair by pair.
fn brute_reference(n: usize) -> (Vec<BruteEvent>, u64) {
    fn permutations(n: usize, prefix: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if prefix.len() == n {
            out.push(prefix.clone());
            return;
        }
        for col in 0..n {
            if !prefix.contains(&col) {
                prefix.push(col);
                permutations(n, prefix, out);
                prefix.pop();
            }
        }
    }
    let mut all = Vec::new();
    permutations(n, &mut Vec::new(), &mut all);
    let (mut events, mut checks, mut found) = (Vec::new(), 0, 0);
    for (i, columns) in all.into_iter().enumerate() {
        let mut clash = None;
        'pairs: for upper in 0..n {
            for lower in upper + 1..n {
                checks += 1;
                if lower - upper == columns[lower].abs_diff(columns[upper]) {
                    clash = Some([upper, lower]);
                    break 'pairs;
                }
            }
        }
        found += u64::from(clash.is_none());
        let solution = clash.is_none().then_some(found);
        events.push(BruteEvent::Permutation { number: i as u64 + 1, columns, clash, solution });
    }
    events.push(BruteEvent::Done);
    (events, checks)
}

#[test]
fn brute_force_checks_every_permutation_in_order() {
    for n in 0..=6 {
        let (expected, checks) = brute_reference(n);
        let mut brute = BruteForce::new(n).unwrap();
        let mut events = Vec::new();
        loop {
            let before = brute.counters();
            let event = brute.step();
            let after = brute.counters();
            assert_eq!(after.steps, before.steps + 1);
            if let BruteEvent::Permutation { number, solution, .. } = &event {
                assert_eq!(after.permutations, *number);
                assert_eq!(after.solutions, before.solutions + u64::from(solution.is_some()));
            }
            events.push(event.clone());
            if event == BruteEvent::Done {
                break;
            }
        }
        assert_eq!(events, expected, "n = {n}");
        assert_eq!(brute.counters().checks, checks, "n = {n}");
        assert_eq!(brute.step(), BruteEvent::Done);
        assert_eq!(brute.counters().steps, expected.len() as u64);
    }
}

#[test]
fn variants_have_names_and_descriptions() {
    let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
    assert_eq!(names, ["correct", "forgot-undo", "same-diagonal", "sized-n", "scan", "brute-force"]);
    for variant in Variant::ALL {
        assert_eq!(Variant::from_name(variant.name()), Some(variant));
        assert!(variant.description().ends_with('.'));
    }
    assert_eq!(Variant::from_name("forgot_undo"), None);
}

fn square(row: usize, col: usize) -> Square {
    Square { row, col }
}

/// Solutions by brute force over permutations, filtered by the constraints.
fn constrained_count(n: usize, blocked: &[Square], required: &[Square]) -> u64 {
    fn extend(n: usize, blocked: &[Square], required: &[Square], columns: &mut Vec<usize>) -> u64 {
        let row = columns.len();
        if row == n {
            let safe = (0..n).all(|a| (a + 1..n).all(|b| b - a != columns[a].abs_diff(columns[b])));
            let allowed = columns.iter().enumerate().all(|(r, &c)| !blocked.contains(&square(r, c)));
            let met = required.iter().all(|s| columns[s.row] == s.col);
            return u64::from(safe && allowed && met);
        }
        let mut total = 0;
        for col in 0..n {
            if columns.contains(&col) {
                continue;
            }
            columns.push(col);
            total += extend(n, blocked, required, columns);
            columns.pop();
        }
        total
    }
    extend(n, blocked, required, &mut Vec::new())
}

fn squares(n: usize, picks: &[(usize, usize)]) -> Vec<Square> {
    picks.iter().map(|&(r, c)| square(r % n, c % n)).collect()
}

#[test]
fn a_row_with_a_required_square_tries_only_that_square() {
    let constraints = Constraints::new(4, &[square(0, 0)], &[square(1, 3)]).unwrap();
    let mut search = Search::constrained(Default::default(), constraints).unwrap();
    let first: Vec<Event> = (0..6).map(|_| search.step()).collect();
    let blocked = |row, col| Event::Reject { row, col, conflict: Conflict::Blocked, by: None };
    assert_eq!(
        first,
        [
            blocked(0, 0),
            Event::Place { row: 0, col: 1 },
            blocked(1, 0),
            blocked(1, 1),
            blocked(1, 2),
            Event::Place { row: 1, col: 3 },
        ]
    );
    search.run_to_end();
    assert_eq!(search.counters().solutions, 1);
}

#[test]
fn bad_constraints_are_refused() {
    let refused = |blocked: &[Square], required: &[Square]| Constraints::new(6, blocked, required).unwrap_err();
    assert_eq!(refused(&[square(6, 0)], &[]), ConstraintError::OffBoard { square: square(6, 0), n: 6 });
    assert_eq!(refused(&[], &[square(0, 7)]), ConstraintError::OffBoard { square: square(0, 7), n: 6 });
    assert_eq!(refused(&[square(2, 2)], &[square(2, 2)]), ConstraintError::BlockedAndRequired { square: square(2, 2) });
    for other in [square(0, 5), square(4, 1), square(3, 4), square(4, 5)] {
        assert_eq!(
            refused(&[], &[square(0, 1), other]),
            ConstraintError::RequiredAttack { first: square(0, 1), second: other },
            "{other:?}"
        );
    }
    assert!(Constraints::new(6, &[], &[square(0, 1), square(1, 3), square(1, 3)]).is_ok());
    let some = Constraints::new(6, &[square(0, 0)], &[]).unwrap();
    let mirror = nqueens_core::Options { mirror: true, ..Default::default() };
    assert_eq!(Search::constrained(mirror, some).unwrap_err(), ConstraintError::Mirror);
    assert!(Search::constrained(mirror, Constraints::none(6).unwrap()).is_ok());
}

proptest! {
    #[test]
    fn constrained_counts_match_the_filtered_permutations(
        n in 1usize..=8,
        blocked in proptest::collection::vec((0usize..8, 0usize..8), 0..6),
        required in proptest::collection::vec((0usize..8, 0usize..8), 0..3),
    ) {
        let (blocked, required) = (squares(n, &blocked), squares(n, &required));
        let Ok(constraints) = Constraints::new(n, &blocked, &required) else {
            return Ok(());
        };
        let expected = constrained_count(n, &blocked, &required);
        let mut search = Search::constrained(Default::default(), constraints).unwrap();
        search.run_to_end();
        prop_assert_eq!(search.counters().solutions, expected);
        let mut scan = MistakeSearch::constrained(Mistake::Scan, constraints, false);
        scan.run_to_end();
        prop_assert_eq!(scan.counters().solutions, expected);
    }

    /// Stepping back lands exactly where stepping forward from the start to that step lands, for every
    /// mistake, with and without constraints.
    #[test]
    fn stepping_back_retraces_every_mistake(
        mistake in proptest::sample::select(MISTAKES.to_vec()),
        n in 0usize..=9,
        start in 0u64..30_000,
        k in 0u64..2_000,
        blocked in proptest::collection::vec((0usize..9, 0usize..9), 0..4),
        required in proptest::collection::vec((0usize..9, 0usize..9), 0..2),
    ) {
        let max = n.max(1);
        let constraints = Constraints::new(n, &squares(max, &blocked), &squares(max, &required))
            .unwrap_or_else(|_| Constraints::none(n).unwrap());
        let mut search = MistakeSearch::constrained(mistake, constraints, false);
        search.run(start);
        let mut undone = 0;
        while undone < k && search.step_back().is_some() {
            undone += 1;
        }
        let mut fresh = MistakeSearch::constrained(mistake, constraints, false);
        fresh.run(search.steps());
        prop_assert_eq!(search.checks(), fresh.checks());
        prop_assert_eq!(search.counters(), fresh.counters());
        prop_assert_eq!(&search, &fresh);
        prop_assert_eq!(search.last_event(), fresh.last_event());
    }

    #[test]
    fn stepping_back_retraces_a_constrained_search(
        n in 1usize..=9,
        start in 0u64..30_000,
        k in 0u64..2_000,
        blocked in proptest::collection::vec((0usize..9, 0usize..9), 0..5),
        required in proptest::collection::vec((0usize..9, 0usize..9), 0..3),
    ) {
        let constraints = Constraints::new(n, &squares(n, &blocked), &squares(n, &required))
            .unwrap_or_else(|_| Constraints::none(n).unwrap());
        let mut search = Search::constrained(Default::default(), constraints).unwrap();
        search.run(start);
        let mut undone = 0;
        while undone < k && search.step_back().is_some() {
            undone += 1;
        }
        let mut fresh = Search::constrained(Default::default(), constraints).unwrap();
        fresh.run(search.steps());
        prop_assert_eq!(search.counters(), fresh.counters());
        prop_assert_eq!(search.last_event(), fresh.last_event());
        prop_assert_eq!(search, fresh);
    }

    #[test]
    fn brute_force_steps_back_exactly(n in 0usize..=7, start in 0u64..6_000, k in 0u64..6_000) {
        let mut brute = BruteForce::new(n).unwrap();
        brute.run(start);
        let mut undone = 0;
        while undone < k && brute.step_back() {
            undone += 1;
        }
        let mut fresh = BruteForce::new(n).unwrap();
        fresh.run(brute.steps());
        prop_assert_eq!(brute.counters(), fresh.counters());
        prop_assert_eq!(&brute, &fresh);
    }
}

/// Whether a queen of `columns` (one per row from the top) attacks (row, col), its own square aside.
fn attacked_by(columns: &[usize], row: usize, col: usize) -> bool {
    columns.iter().enumerate().any(|(r, &c)| {
        (r, c) != (row, col) && (c == col || r as i64 - c as i64 == row as i64 - col as i64 || r + c == row + col)
    })
}

#[test]
fn misjudged_squares_and_ghosts_follow_the_bug() {
    use nqueens_core::Misjudgement;
    for mistake in MISTAKES {
        let n = 6;
        let mut search = MistakeSearch::new(n, mistake).unwrap();
        let mut removed = Vec::new();
        let (mut phantoms, mut missed) = (0, 0);
        while !search.is_done() {
            if let Event::Remove { row, col } = search.step() {
                removed.push(square(row, col));
            }
            let queens: Vec<usize> = search.queen_columns().collect();
            for row in 0..n {
                for col in 0..n {
                    let own = queens.get(row) == Some(&col);
                    let rejects = search.conflict_at(row, col).is_some();
                    let attacked = attacked_by(&queens, row, col);
                    let expected = if own {
                        attacked.then_some(Misjudgement::Missed)
                    } else if rejects && !attacked {
                        Some(Misjudgement::Phantom)
                    } else if !rejects && attacked {
                        Some(Misjudgement::Missed)
                    } else {
                        None
                    };
                    assert_eq!(
                        search.misjudged_at(row, col),
                        expected,
                        "{mistake:?} at ({row}, {col}), queens {queens:?}"
                    );
                    phantoms += usize::from(expected == Some(Misjudgement::Phantom));
                    missed += usize::from(expected == Some(Misjudgement::Missed));
                }
            }
            let mut ghosts = if mistake == Mistake::ForgotUndo { removed.clone() } else { Vec::new() };
            ghosts.sort_by_key(|s| (s.row, s.col));
            assert_eq!(search.ghost_queens(), ghosts, "{mistake:?} after {} steps", search.steps());
        }
        match mistake {
            Mistake::ForgotUndo | Mistake::SizedN => {
                assert!(phantoms > 0 && missed == 0, "{mistake:?}: {phantoms} {missed}")
            }
            Mistake::SameDiagonal => assert!(missed > 0, "{mistake:?}: {phantoms} {missed}"),
            Mistake::Scan => assert_eq!((phantoms, missed), (0, 0)),
        }
        assert_eq!(search.misjudged_at(n, 0), None, "off the board");
    }
}
