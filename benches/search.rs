//! Criterion benchmarks of the steppable search: the fast path's steps per second and whole searches for n = 10..13.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use nqueens_core::Search;
use std::hint::black_box;
use std::time::Duration;

/// The page's full-speed path: many steps per call, no events built.
fn fast_path_steps(c: &mut Criterion) {
    const STEPS: u64 = 10_000_000;
    let mut group = c.benchmark_group("run");
    group.throughput(Throughput::Elements(STEPS));
    group.sample_size(20).measurement_time(Duration::from_secs(8));
    // n = 16 never finishes within 10 million steps, so every call does the full amount.
    group.bench_function("16_queens_10M_steps", |b| {
        b.iter(|| {
            let mut search = Search::new(16).unwrap();
            assert_eq!(search.run(black_box(STEPS)), STEPS);
            search.counters().solutions
        })
    });
    group.finish();
}

/// The same path one event at a time, building each event as the trace and the page's slow speeds do.
fn single_steps(c: &mut Criterion) {
    const STEPS: u64 = 1_000_000;
    let mut group = c.benchmark_group("step");
    group.throughput(Throughput::Elements(STEPS));
    group.sample_size(10);
    group.bench_function("16_queens_1M_events", |b| {
        b.iter(|| {
            let mut search = Search::new(16).unwrap();
            for _ in 0..STEPS {
                black_box(search.step());
            }
        })
    });
    group.finish();
}

fn whole_searches(c: &mut Criterion) {
    let mut group = c.benchmark_group("run_to_end");
    group.sample_size(10).measurement_time(Duration::from_secs(10));
    for n in 10..=13 {
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| {
                let mut search = Search::new(n).unwrap();
                search.run_to_end();
                search.counters().solutions
            })
        });
    }
    group.finish();
}

criterion_group!(benches, fast_path_steps, single_steps, whole_searches);
criterion_main!(benches);
