//! Integration tests of the join counter: published totals, thread counts, its plan, fingerprint and shards.
#![cfg(not(target_arch = "wasm32"))]

use nqueens_core::count::join::{JoinScratch, MAX_JOIN_SIZE, MOST_UNIT_BYTES};
use nqueens_core::count::{self, Method, Plan, PlanError, Unit};
use nqueens_core::known;
use nqueens_core::shard::ShardedPlan;

/// The fingerprint of the 8 x 8 join plan as it is today.
const PINNED_JOIN_FINGERPRINT_8: &str = "79d3fbefbad88d47";

/// The published unique count of n (OEIS A002562), the empty board's single class at n = 0 (which the
/// table leaves blank).
fn published_unique(n: usize) -> u64 {
    known::for_size(n).unwrap().unique.unwrap_or(u64::from(n == 0))
}

#[test]
fn totals_and_unique_counts_match_the_published_ones_up_to_17() {
    for n in 0..=17 {
        let counted = count::count_with(n, Method::Join, Some(1)).unwrap();
        assert_eq!((counted.n, counted.method), (n, Method::Join));
        assert_eq!(counted.solutions, known::for_size(n).unwrap().solutions, "n = {n}");
        assert_eq!(counted.unique, published_unique(n), "n = {n}");
        assert_eq!(counted.units, Plan::with_method(n, Method::Join).unwrap().len());
    }
}

/// n = 18 to 20 (39,029,188,884 solutions), counted unit by unit as a browser worker does, its buffers
/// within the cap: about ten minutes of CPU, run in the benchmark phase with
/// `cargo test --release --test join -- --ignored --nocapture`.
#[test]
#[ignore]
fn totals_and_unique_counts_match_the_published_ones_for_18_to_20_within_the_memory_cap() {
    for n in 18..=20 {
        let plan = Plan::with_method(n, Method::Join).unwrap();
        // Unit by unit on one set of buffers, as a browser worker counts them.
        let mut scratch = JoinScratch::default();
        let total = count::UnitCount::checked_sum(
            (0..plan.len()).map(|index| count::count_unit_with(&plan, index, &mut scratch)),
        )
        .unwrap();
        assert_eq!(total.solutions, known::for_size(n).unwrap().solutions, "n = {n}");
        assert_eq!(total.whole_unique(n, Method::Join), Some(published_unique(n)), "n = {n}");
        let held = scratch.held_bytes();
        assert!(held <= MOST_UNIT_BYTES, "n = {n}: a unit held {} MB", held >> 20);
        println!("n = {n}: the largest unit held {} MB", held >> 20);
    }
}

#[test]
fn the_join_and_the_frames_agree_and_threads_do_not_change_the_result() {
    for n in [9, 12, 14] {
        let frames = count::count_with(n, Method::Frames, Some(1)).unwrap();
        let single = count::count_with(n, Method::Join, Some(1)).unwrap();
        assert_eq!(single.solutions, frames.solutions, "n = {n}");
        for threads in [2, 3] {
            let shared = count::count_with(n, Method::Join, Some(threads)).unwrap();
            assert_eq!(
                (shared.solutions, shared.nodes),
                (single.solutions, single.nodes),
                "n = {n}, {threads} threads"
            );
        }
    }
}

#[test]
fn a_join_plan_names_its_method_and_has_its_own_fingerprint() {
    let plan = Plan::with_method(8, Method::Join).unwrap();
    assert_eq!(plan.method(), Method::Join);
    assert!(plan.units().iter().all(|unit| matches!(unit, Unit::Join(_) | Unit::JoinTurn(_))));
    assert_eq!(plan.units().iter().filter(|unit| matches!(unit, Unit::JoinTurn(_))).count(), 16, "two per column");
    assert_eq!(format!("{:016x}", plan.fingerprint()), PINNED_JOIN_FINGERPRINT_8);
    assert_ne!(plan.fingerprint(), Plan::new(8).unwrap().fingerprint());
    assert_eq!(Plan::with_method(8, Method::Frames).unwrap(), Plan::new(8).unwrap());
    for n in [9, 13, 16] {
        let fingerprints: Vec<u64> =
            (0..2).map(|_| Plan::with_method(n, Method::Join).unwrap().fingerprint()).collect();
        assert_eq!(fingerprints[0], fingerprints[1], "n = {n}: the plan is deterministic");
    }
}

#[test]
fn sizes_beyond_the_join_cap_are_refused_and_the_frames_take_them() {
    let refused = Plan::with_method(MAX_JOIN_SIZE + 1, Method::Join).unwrap_err();
    assert!(matches!(refused, PlanError::TooLargeForJoin(_)));
    assert!(refused.to_string().contains("too large for the join method"), "{refused}");
    assert!(matches!(Plan::with_method(33, Method::Join), Err(PlanError::Size(_))));
    assert_eq!(Method::fastest_for(MAX_JOIN_SIZE), Method::Join);
    assert_eq!(Method::fastest_for(MAX_JOIN_SIZE + 1), Method::Frames);
    assert_eq!(Method::from_name("join"), Some(Method::Join));
    assert_eq!(Method::from_name("frames"), Some(Method::Frames));
    assert_eq!(Method::from_name("fast"), None);
}

#[test]
fn join_shards_cover_every_unit_once_and_sum_to_the_total() {
    for (n, shards) in [(13, 4), (15, 7), (16, 3)] {
        let plan = ShardedPlan::new(Plan::with_method(n, Method::Join).unwrap());
        assert_ne!(plan.fingerprint(), ShardedPlan::new(Plan::new(n).unwrap()).fingerprint());
        let mut next = 0;
        let mut total = count::UnitCount::default();
        for index in 0..shards {
            let (start, end) = plan.shard_range(index, shards).unwrap();
            assert_eq!(start, next, "n = {n}: shards are contiguous");
            next = end;
            total = total + plan.plan().count_units(start, end);
        }
        assert_eq!(next, plan.plan().len());
        assert_eq!(total.solutions, known::for_size(n).unwrap().solutions, "n = {n}");
        assert_eq!(total.whole_unique(n, Method::Join), Some(published_unique(n)), "n = {n}");
    }
}

#[test]
fn the_estimates_share_the_work_of_a_join_out_roughly_evenly() {
    // n = 15 has 84 units (30 of them turn units); its heaviest unit holds a few per cent of the estimate.
    let plan = ShardedPlan::new(Plan::with_method(15, Method::Join).unwrap());
    let total = plan.estimated_work(0, plan.plan().len());
    let heaviest = (0..plan.plan().len()).map(|unit| plan.estimated_work(unit, unit + 1)).max().unwrap();
    assert!(heaviest * 5 < total, "one unit holds {heaviest} of {total}");
    for index in 0..4 {
        let (start, end) = plan.shard_range(index, 4).unwrap();
        let share = plan.estimated_work(start, end);
        assert!(share * 2 > total / 4 && share < total / 4 * 2, "shard {index}: {share} of {total}");
    }
}
