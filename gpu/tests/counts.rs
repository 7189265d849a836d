//! The GPU counter on whatever adapter wgpu finds (lavapipe, Debian's software Vulkan, in `make test`):
//! exact totals, each unit equal to the CPU's, a corrupted result refused, a lost device replaced.

use nqueens_core::count::gpu::{GpuError, GpuWork, check_order};
use nqueens_core::count::{Plan, count_unit};
use nqueens_core::known;
use nqueens_gpu::{CountError, Fault, Options, count_units};

#[test]
fn totals_and_unique_counts_are_the_published_ones() {
    for n in 1..=13 {
        let plan = Plan::new(n).unwrap();
        let counted = count_units(&plan, 0, plan.len(), Options::default()).unwrap();
        let expected = known::for_size(n).unwrap();
        assert_eq!(counted.total.solutions, expected.solutions, "n = {n}");
        assert_eq!(Some(counted.total.unique), expected.unique, "n = {n}");
        assert!(counted.checked.len() >= 2.min(plan.len()), "n = {n}: {} units checked", counted.checked.len());
        eprintln!("n = {n}: {:?}, {} tasks, {} checked", counted.adapter, counted.tasks, counted.checked.len());
    }
}

#[test]
fn every_unit_of_twelve_equals_the_cpu_count() {
    let plan = Plan::new(12).unwrap();
    let counted = count_units(&plan, 0, plan.len(), Options { batch_tasks: 100, ..Options::default() }).unwrap();
    assert_eq!(counted.units.len(), plan.len());
    for (unit, &gpu) in counted.units.iter().enumerate() {
        assert_eq!(gpu, count_unit(&plan, unit), "unit {unit}");
    }
}

#[test]
fn a_corrupted_result_is_refused() {
    let plan = Plan::new(11).unwrap();
    // A seed whose first two checks (those made however fast the GPU is) fall on units with tasks, which the
    // corruption changes.
    let work = GpuWork::prepare(&plan, 0, plan.len()).unwrap();
    let seed = (0..)
        .find(|&seed| check_order(plan.len(), seed)[..2].iter().all(|&unit| !work.unit_tasks(unit).is_empty()))
        .unwrap();
    let options = Options { seed, fault: Some(Fault::CorruptResults), ..Options::default() };
    let refused = count_units(&plan, 0, plan.len(), options);
    let Err(CountError::Refused(GpuError::Mismatch { unit, gpu, cpu })) = refused else {
        panic!("not refused: {refused:?}")
    };
    assert_eq!(cpu, count_unit(&plan, unit));
    assert!(gpu.solutions > cpu.solutions && gpu.unique > cpu.unique, "unit {unit}: {gpu:?} against {cpu:?}");
}

#[test]
fn a_lost_device_is_replaced_and_the_total_is_exact() {
    let plan = Plan::new(12).unwrap();
    let options =
        Options { batch_tasks: 64, fault: Some(Fault::LoseDevice { after_dispatches: 3 }), ..Options::default() };
    let counted = count_units(&plan, 0, plan.len(), options).unwrap();
    assert_eq!(counted.devices_lost, 1);
    assert_eq!(counted.total.solutions, 14_200);
    assert_eq!(counted.total.unique, 1_787);
}
