//! The command line's commands: trace, count and place, run on checked arguments (native only).

use crate::args::{self, Command, UsageError};
use crate::output::{report, write_json, write_line};
use nqueens::construct;
use crate::repair;
use crate::variants::{self, Runner};
use nqueens::fast;
use serde::Serialize;
use std::process::ExitCode;

const HELP: &str = "\
nqueens — the N-Queens backtracking search, step by step or counted

USAGE:
    nqueens trace N [--first] [--mirror]
    nqueens count N [--first] [--mirror]
    nqueens count N --fast [--threads T]
    nqueens place N [--check]
    nqueens --help
    nqueens --version

COMMANDS:
    trace N   Print every step of the row-by-row search of an N x N board as one JSON object per line:
                {\"step\":1,\"event\":\"place\",\"row\":0,\"col\":0}
                {\"step\":2,\"event\":\"reject\",\"row\":1,\"col\":0,\"conflict\":\"column\",\"by\":0}
                {\"step\":9,\"event\":\"remove\",\"row\":1,\"col\":2}
                {\"step\":..,\"event\":\"solution\",\"number\":1,\"columns\":[1,3,0,2]}
                {\"step\":..,\"event\":\"done\"}
              conflict is column, down (the row - col diagonal) or up (the row + col diagonal), checked in
              that order; by is the row of the queen that owns the line; columns[r] is row r's queen.
    count N   Run the same search to the end and print one JSON object with n, solutions, nodes (partial
              boards examined, the empty board included), placements, rejections (and by kind),
              backtracks, steps, depth and seconds.
    count N --fast
              Count with the fast counter instead: bitmasks, the border rows and columns pre-placed
              once per class of the board's 8 symmetries, the rest searched in parallel on every core.
              Prints n, solutions, unique (solutions up to rotation and reflection), units (the
              independent pieces the work was split into), nodes (queens placed by the inside searches),
              seconds and threads.
    place N   Write down one solution for an N x N board directly, without search (N up to 10,000,000),
              as a JSON array: element r is the column of row r's queen.

OPTIONS:
    --first   Stop after the first solution.
    --mirror  Search the left half of the first row only and count each solution with its mirror image.
    --threads T
              With --fast: use T threads (default: one per core).
    --check   With place: check the board in O(n) and print just \"valid\" instead of the columns.
    -h, --help  Show this help.
    -V, --version
              Print the version.

N is a whole number from 0 to 32 (for place, up to 10,000,000). Rows and columns count from 0.
Each option is given at most once.

EXIT STATUS:
    0   Success; also when the reader of the output stops early (nqueens trace 12 | head).
    1   place: no solution exists (N = 2 or 3).
    2   Bad usage: an unknown command or option, a missing or out-of-range N, a repeated option.
    3   The output cannot be written (a full disk, say).";

pub fn main() -> ExitCode {
    match args::parse(std::env::args_os().skip(1)) {
        Ok(command) => run(command),
        Err(UsageError(message)) => {
            report(&format!("{message} (try 'nqueens --help')"));
            ExitCode::from(2)
        }
    }
}

fn run(command: Command) -> ExitCode {
    match command {
        Command::Help => write_line(ExitCode::SUCCESS, HELP),
        Command::Version => write_line(ExitCode::SUCCESS, concat!("nqueens ", env!("CARGO_PKG_VERSION"))),
        Command::Trace { options, rules, .. } => variants::trace(Runner::new(options, &rules)),
        Command::Count { options, rules, .. } => variants::count(Runner::new(options, &rules)),
        Command::CountFast { n, threads } => count_fast(n, threads),
        Command::Place { n, check } => place(n, check),
        Command::Repair { n, seed, check, stats } => repair::repair(n, seed, check, stats),
    }
}

#[derive(Serialize)]
struct FastReport {
    #[serde(flatten)]
    count: fast::FastCount,
    threads: usize,
}

fn count_fast(n: usize, threads: Option<usize>) -> ExitCode {
    match fast::count(n, threads) {
        Ok(count) => write_json(
            ExitCode::SUCCESS,
            &FastReport { count, threads: threads.unwrap_or_else(rayon::current_num_threads) },
        ),
        Err(e) => {
            report(&e.to_string());
            ExitCode::from(2)
        }
    }
}

fn place(n: usize, check: bool) -> ExitCode {
    let Some(columns) = construct::solution(n) else {
        report(&format!("no solution exists for a {n}x{n} board"));
        return ExitCode::from(1);
    };
    if check {
        let valid = construct::is_valid(&columns);
        let status = if valid { ExitCode::SUCCESS } else { ExitCode::FAILURE };
        return write_line(status, if valid { "valid" } else { "invalid" });
    }
    write_json(ExitCode::SUCCESS, &columns)
}
