//! Times the frame counter against the mirror-only baseline: `cargo run --release --example count_timing -- N [THREADS]`.

use nqueens::fast;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).expect("usage: count_timing N [THREADS]");
    let threads: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);

    let plan_started = Instant::now();
    let plan = fast::plan(n).expect("supported size");
    let plan_seconds = plan_started.elapsed().as_secs_f64();

    let framed = fast::count(n, Some(threads)).expect("supported size");
    println!(
        "frame      n={n} threads={threads}: solutions={} unique={} units={} nodes={} seconds={:.3} (plan {:.4}s, {} units)",
        framed.solutions, framed.unique, framed.units, framed.nodes, framed.seconds, plan_seconds, plan.len()
    );

    let mirror_started = Instant::now();
    let mirror = fast::count_mirror_only(n);
    let mirror_seconds = mirror_started.elapsed().as_secs_f64();
    println!("mirror     n={n} threads=1: solutions={mirror} seconds={mirror_seconds:.3}");
    println!("ratio mirror/frame: {:.2}", mirror_seconds / framed.seconds);
}
