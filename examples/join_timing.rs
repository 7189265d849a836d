//! Times the join counter on one thread for the sizes given (default 4..=16), checked against the
//! published totals, and its turn units (the unique count's fixed solutions) apart:
//! `cargo run --release --example join_timing -- 16 18`.

use nqueens_core::count::join::{
    JoinScratch, count_join_unit_with, count_turn_unit, join_units, turn_units, unique_from,
};
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
        let joined = started.elapsed().as_secs_f64();
        let turns_started = Instant::now();
        let fixed: u64 = turn_units(n).into_iter().map(|unit| count_turn_unit(n, unit).fixed).sum();
        let turns = turns_started.elapsed().as_secs_f64();
        let expected = known::for_size(n).map(|row| (row.solutions, row.unique));
        let unique = unique_from(n, solutions, fixed);
        println!(
            "n = {n}: {solutions} unique {unique:?} ({}) units {} nodes {nodes} in {joined:.3} s, turn units {turns:.3} s",
            if expected.map(|(total, unique)| (total, unique.unwrap_or(1))) == unique.map(|unique| (solutions, unique))
            {
                "right"
            } else {
                "WRONG"
            },
            units.len(),
        );
    }
}
