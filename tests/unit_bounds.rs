//! Each unit of a plan counts no more than `Plan::most_solutions` says it can: the bound merge checks a
//! shard's line against before any recount.

use nqueens_core::count::{Method, Plan, count_unit};

#[test]
fn every_unit_counts_within_its_bound_by_both_methods() {
    for method in [Method::Frames, Method::Join] {
        for n in 0..=13 {
            let plan = Plan::with_method(n, method).unwrap();
            for index in 0..plan.len() {
                let counted = u128::from(count_unit(&plan, index).solutions);
                let bound = plan.most_solutions(index).unwrap();
                assert!(counted <= bound, "n = {n}, {method:?} unit {index}: {counted} > {bound}");
            }
            assert_eq!(plan.most_solutions(plan.len()), None, "past the plan's end");
        }
    }
}

#[test]
fn the_bounds_catch_a_count_raised_by_10_to_the_18() {
    // A join line of n = 14 edited to 10^18 more solutions: every unit's bound is far below that.
    let plan = Plan::with_method(14, Method::Join).unwrap();
    let all: u128 = (0..plan.len()).map(|index| plan.most_solutions(index).unwrap()).sum();
    assert!(all < 1_000_000_000_000_000_000, "{all}");
    let frames = Plan::with_method(14, Method::Frames).unwrap();
    assert!(frames.most_solutions(0).unwrap() < 1_000_000_000_000_000_000);
}
