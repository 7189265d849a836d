//! Integration tests of the fast counter: published totals, thread counts, and the split into units.

use nqueens_core::count::{self, Plan, UnitCount};
use nqueens_core::known;

/// The fingerprint of the 8 x 8 plan as it is today.
const PINNED_FINGERPRINT_8: &str = "6d54fc04fedd4adc";

#[test]
fn totals_and_unique_counts_match_the_published_ones_up_to_14() {
    for n in 0..=14 {
        let expected = known::for_size(n).unwrap();
        let counted = count::count(n, Some(1)).unwrap();
        assert_eq!(counted.n, n);
        assert_eq!(counted.solutions, expected.solutions, "solutions, n = {n}");
        if let Some(unique) = expected.unique {
            assert_eq!(counted.unique, unique, "unique, n = {n}");
        }
        assert_eq!(counted.units, Plan::new(n).unwrap().len());
    }
}

/// n = 15, 16 and 17 (95,815,104 solutions): about 15 CPU-seconds, too slow for every run, hence ignored;
/// run with `cargo test --test fast -- --ignored` (the test profile is optimised).
#[test]
#[ignore]
fn totals_and_unique_counts_match_the_published_ones_for_15_to_17() {
    for n in 15..=17 {
        let expected = known::for_size(n).unwrap();
        let counted = count::count(n, None).unwrap();
        assert_eq!(counted.solutions, expected.solutions, "solutions, n = {n}");
        assert_eq!(Some(counted.unique), expected.unique, "unique, n = {n}");
    }
}

#[test]
fn thread_count_does_not_change_the_result() {
    for n in [11, 13] {
        let single = count::count(n, Some(1)).unwrap();
        for threads in [2, 5] {
            let shared = count::count(n, Some(threads)).unwrap();
            assert_eq!(
                (shared.solutions, shared.unique, shared.units, shared.nodes),
                (single.solutions, single.unique, single.units, single.nodes),
                "n = {n}, {threads} threads"
            );
        }
        let all_cores = count::count(n, None).unwrap();
        assert_eq!((all_cores.solutions, all_cores.unique), (single.solutions, single.unique));
    }
}

#[test]
fn units_add_up_to_the_mirror_only_count_and_the_published_unique_count() {
    for n in 0..=12 {
        let plan = Plan::new(n).unwrap();
        assert!(!plan.is_empty());
        let summed: UnitCount = (0..plan.len()).map(|index| count::count_unit(&plan, index)).sum();
        assert_eq!(summed.solutions, count::count_mirror_only(n), "n = {n}");
        assert_eq!(summed.solutions, known::for_size(n).unwrap().solutions, "n = {n}");
        if let Some(unique) = known::for_size(n).unwrap().unique {
            assert_eq!(summed.unique, unique, "n = {n}");
        }
    }
}

#[test]
fn any_split_of_the_unit_range_adds_up_to_the_whole() {
    let n = 12;
    let len = Plan::new(n).unwrap().len();
    let whole = count::count_units(n, 0, len).unwrap();
    assert_eq!(whole.solutions, 14_200);
    for workers in [1, 2, 3, 7, 64] {
        let share = len.div_ceil(workers);
        let parts: UnitCount =
            (0..workers).map(|worker| count::count_units(n, worker * share, (worker + 1) * share).unwrap()).sum();
        assert_eq!(parts, whole, "{workers} workers");
    }
    assert_eq!(count::count_units(n, len, len + 10).unwrap(), UnitCount::default(), "a range past the end is empty");
}

#[test]
fn plans_are_deterministic() {
    for n in [0, 5, 13, 20, 32] {
        assert_eq!(Plan::new(n).unwrap(), Plan::new(n).unwrap());
    }
}

#[test]
fn plan_fingerprints_are_stable_and_tell_sizes_apart() {
    let fingerprints: Vec<u64> = (0..=24).map(|n| Plan::new(n).unwrap().fingerprint()).collect();
    for (n, &fingerprint) in fingerprints.iter().enumerate() {
        assert_eq!(Plan::new(n).unwrap().fingerprint(), fingerprint, "n = {n}: the same plan, the same fingerprint");
        for (m, &other) in fingerprints.iter().enumerate().skip(n + 1) {
            assert_ne!(fingerprint, other, "n = {n} and n = {m} share a fingerprint");
        }
    }
    // Pinned: a change here means every stored partial count (the page's resume) is dropped, so it must
    // come with a deliberate change of the plan, not by accident.
    assert_eq!(format!("{:016x}", Plan::new(8).unwrap().fingerprint()), PINNED_FINGERPRINT_8);
}

#[test]
fn mirror_only_counts_up_to_14_match_the_published_ones() {
    for n in 0..=14 {
        assert_eq!(count::count_mirror_only(n), known::for_size(n).unwrap().solutions, "n = {n}");
    }
}

#[test]
fn sizes_above_32_are_refused() {
    assert!(count::count(33, Some(1)).is_err());
    assert!(Plan::new(33).is_err());
    assert!(count::count_units(40, 0, 1).is_err());
    assert!(Plan::new(32).is_ok(), "32 is the largest size");
}
