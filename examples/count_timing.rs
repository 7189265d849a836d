//! Times the frame counter against the mirror-only baseline, best of R runs each (the runs alternate,
//! so a busy machine slows both alike):
//! `cargo run --release --example count_timing -- N [THREADS] [R] [both|frame|mirror]`.
//! Running one counter alone lets `time` report its CPU seconds, steadier than wall time on a shared machine.

use nqueens_core::count;
use std::time::Instant;

fn main() {
    let usage = "usage: count_timing N [THREADS] [REPEATS] [both|frame|mirror]";
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number =
        |index: usize, default: Option<usize>| args.get(index).and_then(|a| a.parse().ok()).or(default).expect(usage);
    let n = number(0, None);
    let threads = number(1, Some(1));
    let repeats = number(2, Some(3)).max(1);
    let which = args.get(3).map_or("both", String::as_str);
    let (run_frame, run_mirror) = match which {
        "both" => (true, true),
        "frame" => (true, false),
        "mirror" => (false, true),
        _ => panic!("{usage}"),
    };

    let mut best_frame = f64::INFINITY;
    let mut best_mirror = f64::INFINITY;
    for _ in 0..repeats {
        if run_frame {
            let framed = count::count(n, Some(threads)).expect("supported size");
            best_frame = best_frame.min(framed.seconds);
            println!(
                "frame   n={n} threads={threads}: solutions={} unique={} units={} nodes={} seconds={:.3}",
                framed.solutions, framed.unique, framed.units, framed.nodes, framed.seconds
            );
        }
        if run_mirror {
            let started = Instant::now();
            let solutions = count::count_mirror_only(n);
            let seconds = started.elapsed().as_secs_f64();
            best_mirror = best_mirror.min(seconds);
            println!("mirror  n={n} threads=1: solutions={solutions} seconds={seconds:.3}");
        }
    }
    if run_frame && run_mirror {
        println!(
            "best of {repeats}: frame {best_frame:.3} s ({threads} threads), mirror-only {best_mirror:.3} s (1 thread), ratio {:.2}",
            best_mirror / best_frame
        );
    }
}
