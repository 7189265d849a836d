//! The command line's commands run on checked arguments: trace, count, merge, place, repair, draw, gif,
//! and the shell completions and manual pages generated from the grammar (native only).

use crate::output::{report, write_json, write_line, write_stdout};
use crate::parse::{self, Command};
use crate::progress::Progress;
use crate::usage::{USAGE, UsageError};
use crate::{repair, variants};
use nqueens_core::construct;
use nqueens_core::count::{self, CountError, Method};
use serde::Serialize;
use std::process::ExitCode;

pub fn main() -> ExitCode {
    match parse::parse(std::env::args_os().skip(1)) {
        Ok(command) => run(command),
        Err(UsageError(message)) => {
            report(&message);
            ExitCode::from(USAGE)
        }
    }
}

fn run(command: Command) -> ExitCode {
    match command {
        Command::Print(text) => write_stdout(ExitCode::SUCCESS, |out| out.write_all(text.as_bytes())),
        Command::Trace { search } => variants::trace(search),
        Command::Count { search } => variants::count(search),
        Command::CountFast { n, method, threads } => count_fast(n, method, threads),
        Command::CountShard { n, shard, method, threads } => crate::shard::count_shard(n, shard, method, threads),
        Command::CountGpu { n, shard } => crate::gpu::count(n, shard),
        Command::Merge { inputs, verify, estimate_plan } => crate::merge::merge(&inputs, verify, estimate_plan),
        Command::Place { n, check } => place(n, check),
        Command::Repair { n, seed, check, stats } => repair::repair(n, seed, check, stats),
        Command::Draw { n, step, format, look } => crate::picture::draw(n, step, format, look),
        Command::Gif { n, range, fps, look } => crate::picture::gif(n, range, fps, look),
        Command::Completions { shell } => {
            // Written whole once made: the generator would panic on a write that fails half-way.
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut crate::args::command(), "nqueens", &mut script);
            write_stdout(ExitCode::SUCCESS, |out| out.write_all(&script))
        }
        Command::ManPages { dir } => crate::manual::write_pages(&dir),
    }
}

/// A fast count's report: the count's figures, then the threads that made it.
#[derive(Serialize)]
struct FastReport {
    #[serde(flatten)]
    count: count::FastCount,
    threads: usize,
}

fn count_fast(n: usize, method: Method, threads: Option<usize>) -> ExitCode {
    let pool = match crate::resources::thread_pool(threads) {
        Ok(pool) => pool,
        Err(status) => return status,
    };
    let progress = Progress::on_stderr();
    let counted = pool.install(|| count::count_watched(n, method, None, &|units| progress.add(1, units as u64)));
    drop(progress);
    match counted {
        Ok(count) => write_json(ExitCode::SUCCESS, &FastReport { count, threads: pool.current_num_threads() }),
        Err(e) => {
            report(&e.to_string());
            ExitCode::from(match e {
                CountError::Plan(_) => USAGE,
                CountError::Threads { .. } => crate::resources::OUT_OF_RESOURCES,
                CountError::TooLarge { .. } => crate::output::TOTAL_TOO_LARGE,
                CountError::Inconsistent { .. } => 1,
            })
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
