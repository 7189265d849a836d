//! Times the join counter on one thread for the sizes given (default 4..=16), checked against the
//! published totals: `cargo run --release --example join_timing -- 16 18`.

use nqueens_core::count::join::{JoinScratch, count_join_unit_with, join_units};
use nqueens_core::known;
use std::time::Instant;

fn main() {
    let sizes: Vec<usize> = std::env::args().skip(1).filter_map(|arg| arg.parse().ok()).collect();
    let sizes = if sizes.is_empty() { (0..=16).collect() } else { sizes };
    for n in sizes {
        let started = Instant::now();
        let units = match join_units(n) {
            Ok(units) => units,
            Err(e) => {
                eprintln!("{e}");
                continue;
            }
        };
        let (mut solutions, mut nodes) = (0u64, 0u64);
        let mut scratch = JoinScratch::default();
        for &unit in &units {
            let counted = count_join_unit_with(n, unit, &mut scratch);
            solutions += counted.solutions;
            nodes += counted.nodes;
        }
        let expected = known::for_size(n).map(|row| row.solutions);
        println!(
            "n = {n}: {solutions} ({}) units {} nodes {nodes} in {:.3} s",
            if expected == Some(solutions) { "right" } else { "WRONG" },
            units.len(),
            started.elapsed().as_secs_f64()
        );
    }
}
