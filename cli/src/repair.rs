//! The command line's `repair`: min-conflicts on boards up to 10,000,000, printed like `place` or as one line of statistics.

use crate::args::UsageError;
use crate::output::{report, write_json, write_line};
use nqueens_core::construct;
use nqueens_core::repair::{self, Repair};
use serde::Serialize;
use std::process::ExitCode;
use std::time::Instant;

/// The seed when none is given, so that a bare `repair N` always prints the same board.
const DEFAULT_SEED: u64 = 0;

/// The value of `--seed`, read by the core's one seed reader (the page's too).
pub fn parse_seed(text: Option<&str>) -> Result<u64, UsageError> {
    text.map_or(Ok(DEFAULT_SEED), |text| repair::parse_seed(text).map_err(|e| UsageError(format!("--seed: {e}"))))
}

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
