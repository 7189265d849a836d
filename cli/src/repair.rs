//! The command line's `repair`: min-conflicts on boards up to 10,000,000, printed like `place` or as one line of statistics.

use crate::output::{report, write_json, write_line};
use nqueens_core::construct;
use nqueens_core::repair::Repair;
use serde::Serialize;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Serialize)]
struct Stats {
    n: usize,
    seed: u64,
    moves: u64,
    restarts: u64,
    seconds: f64,
    valid: bool,
}

pub fn repair(n: usize, seed: u64, check: bool, stats: bool) -> ExitCode {
    let started = Instant::now();
    let mut repair = match Repair::new(n, seed) {
        Ok(repair) => repair,
        Err(e) => {
            report(&e.to_string());
            return ExitCode::from(1);
        }
    };
    repair.solve();
    let seconds = started.elapsed().as_secs_f64();
    let valid = construct::is_valid(repair.columns());
    let status = if valid { ExitCode::SUCCESS } else { ExitCode::FAILURE };
    if stats {
        let stats = Stats { n, seed, moves: repair.moves(), restarts: repair.restarts(), seconds, valid };
        write_json(status, &stats)
    } else if check {
        write_line(status, if valid { "valid" } else { "invalid" })
    } else {
        write_json(status, &repair.columns())
    }
}
