//! The GPU's tasks against the CPU's count: the shader's model (`count_task`) over every task gives each
//! unit exactly what `count_unit` gives.

use super::expand::{count_task as model, expand_inside};
use super::*;
use crate::count::count_unit;
use crate::count::inside::Inside;
use crate::count::kernel::count_inside;
use crate::known;

/// What the shader would write for every task of `work`.
fn modelled_results(work: &GpuWork) -> Vec<u32> {
    work.tasks().chunks_exact(TASK_WORDS).flat_map(|task| model(work.lines(), task)).collect()
}

#[test]
fn every_unit_counted_through_tasks_equals_the_cpu_count() {
    for n in 1..=13 {
        let plan = Plan::new(n).unwrap();
        let work = GpuWork::prepare(&plan, 0, plan.len()).unwrap();
        let counts = work.finish(&modelled_results(&work)).unwrap();
        assert_eq!(counts.len(), plan.len());
        for (unit, &counted) in counts.iter().enumerate() {
            assert_eq!(counted, count_unit(&plan, unit), "n = {n}, unit {unit}");
        }
        let total: UnitCount = counts.into_iter().sum();
        let expected = known::for_size(n).unwrap();
        assert_eq!((total.solutions, Some(total.unique)), (expected.solutions, expected.unique), "n = {n}");
        if n >= 8 {
            assert!(work.task_count() > 0, "n = {n}: the GPU has work");
        }
    }
}

#[test]
fn a_range_of_units_is_prepared_alone_and_its_tasks_are_its_own() {
    let plan = Plan::new(12).unwrap();
    let (start, end) = (10, 25);
    let work = GpuWork::prepare(&plan, start, end).unwrap();
    assert_eq!(work.units(), start..end);
    let results = modelled_results(&work);
    let counts = work.finish(&results).unwrap();
    for (unit, counted) in (start..end).zip(counts) {
        assert_eq!(counted, count_unit(&plan, unit), "unit {unit}");
        let alone = GpuWork::prepare(&plan, unit, unit + 1).unwrap();
        assert_eq!(alone.task_count(), work.unit_tasks(unit).len(), "unit {unit}");
    }
    assert_eq!(work.unit_tasks(end - 1).end, work.task_count());
    // Clipped to the plan.
    assert_eq!(GpuWork::prepare(&plan, plan.len() - 1, plan.len() + 9).unwrap().units(), plan.len() - 1..plan.len());
}

#[test]
fn insides_cut_at_any_depth_count_as_the_kernel_does() {
    for n in [10, 13] {
        let plan = Plan::new(n).unwrap();
        for index in 0..plan.len() {
            settle_unit(n, plan.units()[index], &mut |frame, _| {
                let inside = Inside::of(frame, true);
                let (open, steps) = (inside.open(), inside.steps());
                if open.len() < 3 {
                    return;
                }
                let whole = count_inside(open, steps);
                for gpu_lines in [3, 4, 6, gpu_lines(20)] {
                    let mut lines = vec![7, 7]; // a line before, as when other insides came first
                    let mut tasks = Vec::new();
                    let placed = expand_inside(open, steps, gpu_lines, 1, &mut tasks);
                    let from = open.len().saturating_sub(gpu_lines);
                    for (&open, &step) in open[from..].iter().zip(&steps[from..]) {
                        lines.extend([open, step]);
                    }
                    let (mut completions, mut nodes) = (0, placed);
                    for task in tasks.chunks_exact(TASK_WORDS) {
                        let [c0, c1, p0, p1] = model(&lines, task);
                        completions += u64::from(c1) << 32 | u64::from(c0);
                        nodes += u64::from(p1) << 32 | u64::from(p0);
                    }
                    assert_eq!((completions, nodes), whole, "n = {n}, unit {index}, {gpu_lines} lines a task");
                }
            });
        }
    }
}

#[test]
fn results_of_the_wrong_length_or_beyond_64_bits_are_refused() {
    let plan = Plan::new(10).unwrap();
    let work = GpuWork::prepare(&plan, 0, plan.len()).unwrap();
    let mut results = modelled_results(&work);
    assert_eq!(
        work.finish(&results[1..]),
        Err(GpuError::ResultLength { expected: results.len(), got: results.len() - 1 })
    );
    // A task claiming 2^64 - 1 completions: times the orbit of 8 it leaves 64 bits.
    let task = work.unit_tasks(3).start;
    results[task * RESULT_WORDS..task * RESULT_WORDS + 2].copy_from_slice(&[u32::MAX, u32::MAX]);
    assert_eq!(work.finish(&results), Err(GpuError::Impossible { unit: 3 }));
}

#[test]
fn a_join_plan_is_refused() {
    let plan = Plan::with_method(12, Method::Join).unwrap();
    assert_eq!(GpuWork::prepare(&plan, 0, 1).unwrap_err(), GpuError::NotFrames(Method::Join));
}

#[test]
fn a_changed_count_fails_the_check_and_says_so() {
    let cpu = UnitCount { solutions: 16, unique: 2, fixed: 0, nodes: 40 };
    assert_eq!(check_unit(5, cpu, cpu), Ok(()));
    let gpu = UnitCount { nodes: 41, ..cpu };
    let refused = check_unit(5, gpu, cpu).unwrap_err();
    assert_eq!(refused, GpuError::Mismatch { unit: 5, gpu, cpu });
    assert_eq!(
        refused.to_string(),
        "the GPU's count of unit 5 differs from the CPU's: 16 solutions, 2 unique, 41 queens placed on the GPU \
         against 16, 2 and 40 on the CPU, so the GPU's result is refused"
    );
}

#[test]
fn the_check_order_is_a_permutation_fixed_by_its_seed() {
    let order = check_order(300, 42);
    let mut sorted = order.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, (0..300).collect::<Vec<_>>());
    assert_eq!(order, check_order(300, 42));
    assert_ne!(order, check_order(300, 43));
    assert_ne!(order, (0..300).collect::<Vec<_>>());
    assert_eq!(check_order(0, 1), Vec::<usize>::new());
    assert_eq!(check_order(1, 1), vec![0]);
}

#[test]
fn the_shader_declares_what_the_hosts_rely_on() {
    assert!(SHADER.contains(&format!("@workgroup_size({WORKGROUP_SIZE})")));
    assert!(SHADER.contains("fn count("));
    for binding in 0..4 {
        assert!(SHADER.contains(&format!("@binding({binding})")), "binding {binding}");
    }
}

#[test]
fn a_batch_gathers_units_until_it_has_enough_tasks() {
    let plan = Plan::new(13).unwrap();
    let whole = GpuWork::prepare(&plan, 0, plan.len()).unwrap();
    let mut start = 0;
    let mut batches = 0;
    while start < plan.len() {
        let batch = GpuWork::prepare_batch(&plan, start, plan.len(), 200).unwrap();
        assert_eq!(batch.units().start, start);
        assert!(batch.units().end > start, "at least one unit");
        // Without its last unit the batch would have been short of 200 tasks, or it holds a 64th of the units.
        let last = batch.units().end - 1;
        let units = batch.units().len();
        assert!(units <= plan.len().div_ceil(BATCHES_AT_LEAST), "{units} units");
        assert!(
            batch.task_count() - batch.unit_tasks(last).len() < 200 || units == plan.len().div_ceil(BATCHES_AT_LEAST)
        );
        for unit in batch.units() {
            assert_eq!(batch.unit_tasks(unit).len(), whole.unit_tasks(unit).len(), "unit {unit}");
        }
        start = batch.units().end;
        batches += 1;
    }
    assert!(batches > 5, "{batches} batches");
    let stopped = GpuWork::prepare_batch(&plan, 10, 12, usize::MAX).unwrap();
    assert_eq!(stopped.units(), 10..12);
    // However many tasks it may hold, a batch holds at most a 64th of the units.
    assert_eq!(GpuWork::prepare_batch(&plan, 0, plan.len(), usize::MAX).unwrap().units(), 0..plan.len().div_ceil(64));
    assert_eq!(GpuWork::prepare(&plan, 0, plan.len()).unwrap().units(), 0..plan.len());
    assert_eq!(GpuWork::prepare_batch(&plan, 12, 12, 1).unwrap().units(), 12..12);
}

#[test]
fn dispatches_aim_at_their_time_and_grow_at_most_fourfold() {
    assert_eq!(next_dispatch_tasks(1000, DISPATCH_TARGET_SECONDS), 1000);
    assert_eq!(next_dispatch_tasks(1000, 2.0 * DISPATCH_TARGET_SECONDS), 500);
    assert_eq!(next_dispatch_tasks(1000, DISPATCH_TARGET_SECONDS / 100.0), 4000);
    assert_eq!(next_dispatch_tasks(1000, 0.0), 4000);
    assert_eq!(next_dispatch_tasks(1000, f64::NAN), 4000);
    assert_eq!(next_dispatch_tasks(1000, 1e9), WORKGROUP_SIZE as usize);
    assert_eq!(next_dispatch_tasks(0, 1.0), WORKGROUP_SIZE as usize);
    assert_eq!(next_dispatch_tasks(MOST_TASKS_PER_DISPATCH, 0.0), MOST_TASKS_PER_DISPATCH);
}
