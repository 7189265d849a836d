//! Benchmarks of the fast counter against the mirror-only baseline, one thread, n = 15 and 16.

use criterion::{Criterion, criterion_group, criterion_main};
use nqueens_core::count;
use std::hint::black_box;
use std::time::Duration;

fn single_thread_counts(c: &mut Criterion) {
    let mut group = c.benchmark_group("count_single_thread");
    // A count of n = 16 takes seconds: ten samples each keeps the whole run to a few minutes.
    group.sample_size(10).warm_up_time(Duration::from_secs(1)).measurement_time(Duration::from_secs(5));
    for n in [15, 16] {
        group.bench_function(format!("frame/{n}"), |b| {
            b.iter(|| count::count(black_box(n), Some(1)).expect("supported size").solutions)
        });
        group.bench_function(format!("mirror_only/{n}"), |b| b.iter(|| count::count_mirror_only(black_box(n))));
    }
    group.finish();
}

criterion_group!(benches, single_thread_counts);
criterion_main!(benches);
