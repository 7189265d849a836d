//! Tests of the shards of a fast count: ranges that cover every unit once, sums equal to the whole count, the plan's fingerprint.

use nqueens_core::count::{self, Plan};
use nqueens_core::shard::{ShardError, ShardedPlan};
use proptest::prelude::*;

fn sharded(n: usize) -> ShardedPlan {
    ShardedPlan::new(Plan::new(n).unwrap())
}

/// Panics unless the ranges of shards 0..count are contiguous, in order, and cover the plan exactly.
fn assert_ranges_tile_the_plan(plan: &ShardedPlan, count: u64) {
    let mut next = 0;
    for index in 0..count {
        let (start, end) = plan.shard_range(index, count).unwrap();
        assert_eq!(start, next, "n = {}, shard {index} of {count} starts where the previous ended", plan.plan().n());
        assert!(end >= start, "n = {}, shard {index} of {count}: [{start}, {end})", plan.plan().n());
        next = end;
    }
    assert_eq!(next, plan.plan().len(), "n = {}, {count} shards end at the last unit", plan.plan().n());
}

#[test]
fn shard_ranges_cover_every_unit_exactly_once() {
    for n in 0..=16 {
        let plan = sharded(n);
        let units = plan.plan().len() as u64;
        for count in (1..=40).chain([units, units + 1, 3 * units + 7, 1_000_000]) {
            assert_ranges_tile_the_plan(&plan, count);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn any_number_of_shards_tiles_the_plan(n in 4usize..=18, count in 1u64..2_000) {
        assert_ranges_tile_the_plan(&sharded(n), count);
    }
}

#[test]
fn a_shard_beyond_the_count_is_refused() {
    let plan = sharded(10);
    assert_eq!(plan.shard_range(7, 7), Err(ShardError::OutOfRange { index: 7, count: 7 }));
    assert_eq!(plan.shard_range(0, 0), Err(ShardError::OutOfRange { index: 0, count: 0 }));
    assert_eq!(
        ShardError::OutOfRange { index: 7, count: 7 }.to_string(),
        "shard 7 does not exist: shards are numbered 0 to 6 of 7"
    );
}

#[test]
fn shards_summed_equal_the_whole_count() {
    for n in 12..=14 {
        let whole = count::count(n, Some(1)).unwrap();
        let plan = sharded(n);
        for count in [1, 2, 7, 16, 100] {
            let shards = (0..count).map(|index| {
                let (start, end) = plan.shard_range(index, count).unwrap();
                plan.plan().count_units(start, end)
            });
            let total: count::UnitCount = shards.sum();
            assert_eq!(
                (total.solutions, total.unique, total.nodes),
                (whole.solutions, whole.unique, whole.nodes),
                "n = {n}, {count} shards"
            );
        }
    }
}

/// The estimate is meant to even out the work: checked on the nodes the shards really visit (a count of
/// the work done, not a time, so the same on any machine).
#[test]
fn shards_cut_by_estimated_work_visit_about_as_many_nodes_each() {
    let n = 14;
    let plan = sharded(n);
    let count = 7;
    let nodes: Vec<u64> = (0..count)
        .map(|index| {
            let (start, end) = plan.shard_range(index, count).unwrap();
            plan.plan().count_units(start, end).nodes
        })
        .collect();
    let mean = nodes.iter().sum::<u64>() as f64 / count as f64;
    let heaviest = *nodes.iter().max().unwrap() as f64;
    assert!(heaviest / mean < 1.15, "n = {n}, {count} shards: nodes per shard {nodes:?}");
    // The same cut by number of units is visibly worse, so the estimate is doing the work.
    let units = plan.plan().len();
    let by_units: Vec<u64> = (0..count as usize)
        .map(|index| plan.plan().count_units(index * units / 7, (index + 1) * units / 7).nodes)
        .collect();
    let heaviest_by_units = *by_units.iter().max().unwrap() as f64;
    assert!(heaviest_by_units / mean > heaviest / mean, "by units {by_units:?}, by estimate {nodes:?}");
}

#[test]
fn the_fingerprint_is_stable_and_tells_plans_apart() {
    let fingerprints: Vec<u64> = (0..=16).map(|n| sharded(n).fingerprint()).collect();
    for (n, &fingerprint) in fingerprints.iter().enumerate() {
        assert_eq!(sharded(n).fingerprint(), fingerprint, "n = {n}: the same plan, the same fingerprint");
        assert_eq!(fingerprints.iter().filter(|&&other| other == fingerprint).count(), 1, "n = {n}");
        let hex = sharded(n).fingerprint_hex();
        assert_eq!(hex.len(), 16);
        assert_eq!(u64::from_str_radix(&hex, 16), Ok(fingerprint));
    }
}

#[test]
fn every_unit_has_some_estimated_work() {
    for n in [1, 4, 9, 13] {
        let plan = sharded(n);
        for index in 0..plan.plan().len() {
            assert!(plan.estimated_work(index, index + 1) >= 1, "n = {n}, unit {index}");
        }
    }
}
