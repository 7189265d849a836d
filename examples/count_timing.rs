//! Times the frame counter against the mirror-only baseline, best of R runs each (the runs alternate,
//! so a busy machine slows both alike): `cargo run --release --example count_timing -- N [THREADS] [R]`.

use nqueens::fast;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let mut next_number = |default: Option<usize>| {
        args.next().and_then(|a| a.parse().ok()).or(default).expect("usage: count_timing N [THREADS] [REPEATS]")
    };
    let n = next_number(None);
    let threads = next_number(Some(1));
    let repeats = next_number(Some(3)).max(1);

    let mut best_frame = f64::INFINITY;
    let mut best_mirror = f64::INFINITY;
    for _ in 0..repeats {
        let framed = fast::count(n, Some(threads)).expect("supported size");
        best_frame = best_frame.min(framed.seconds);
        println!(
            "frame   n={n} threads={threads}: solutions={} unique={} units={} nodes={} seconds={:.3}",
            framed.solutions, framed.unique, framed.units, framed.nodes, framed.seconds
        );
        let started = Instant::now();
        let solutions = fast::count_mirror_only(n);
        let seconds = started.elapsed().as_secs_f64();
        best_mirror = best_mirror.min(seconds);
        println!("mirror  n={n} threads=1: solutions={solutions} seconds={seconds:.3}");
    }
    println!("best of {repeats}: frame {best_frame:.3} s ({threads} threads), mirror-only {best_mirror:.3} s (1 thread), ratio {:.2}", best_mirror / best_frame);
}
