//! The command line's commands: trace, count and place, run on checked arguments (native only).

use crate::args::{self, Command, UsageError};
use crate::output::{report, write_json, write_line, write_stdout};
use nqueens::construct;
use nqueens::{Counters, Event, Options, Search, count};
use serde::Serialize;
use std::process::ExitCode;
use std::time::Instant;

const HELP: &str = "\
nqueens — the N-Queens backtracking search, step by step or counted

USAGE:
    nqueens trace N [--first] [--mirror]
    nqueens count N [--first] [--mirror]
    nqueens count N --fast [--threads T]
    nqueens count N --fast --shard I/K [--threads T]
    nqueens count N --fast --shard-from-env [--shards K] [--threads T]
    nqueens merge [FILE...]
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
    count N --fast --shard I/K
              Count only shard I of K (0 <= I < K): the I-th of K contiguous ranges of the units, cut so
              that each holds about the same estimated work. Prints one JSON line with n, shard, shards,
              units ([start, end) of the plan's units), solutions, unique, nodes, seconds and plan (a
              fingerprint of the units and their estimates: shards of different plans are never summed).
              Run the K shards anywhere (GNU parallel, Slurm, Kubernetes: see docs/distributed.md), then
              merge their lines.
    merge [FILE...]
              Read shard results (one JSON object per line or per file; no FILE or - reads standard
              input), check that shards 0 to K-1 of one count are each there exactly once, with the same
              n, K and plan, and print the exact totals: n, solutions, unique, nodes, shards, units, plan
              and seconds (the shards' seconds added up). Anything missing, repeated, mismatched or
              malformed is one line on stderr naming the shards, and nothing is summed (status 4).
    place N   Write down one solution for an N x N board directly, without search (N up to 10,000,000),
              as a JSON array: element r is the column of row r's queen.

OPTIONS:
    --first   Stop after the first solution.
    --mirror  Search the left half of the first row only and count each solution with its mirror image.
    --threads T
              With --fast: use T threads (default: one per core).
    --shard I/K
              With --fast: count shard I of K (K up to 1,000,000).
    --shard-from-env
              With --fast: take the shard from the job runner: SLURM_ARRAY_TASK_ID of
              SLURM_ARRAY_TASK_COUNT (a Slurm job array, --array=0-(K-1)), or else JOB_COMPLETION_INDEX
              of --shards K (a Kubernetes indexed Job with K completions).
    --shards K
              With --shard-from-env: the number of shards; required with JOB_COMPLETION_INDEX, and with
              Slurm it replaces SLURM_ARRAY_TASK_COUNT (resubmitting only some tasks, --array=3,17,
              changes that count but not the number of shards).
    --check   With place: check the board in O(n) and print just \"valid\" instead of the columns.
    -h, --help  Show this help.
    -V, --version
              Print the version.

N is a whole number from 0 to 32 (for place, up to 10,000,000). Rows and columns count from 0.
Each option is given at most once.

EXIT STATUS:
    0   Success; also when the reader of the output stops early (nqueens trace 12 | head).
    1   place: no solution exists (N = 2 or 3).
    2   Bad usage: an unknown command or option, a missing or out-of-range N, a repeated option,
        a bad --shard or job-runner variable (--shard-from-env).
    3   The output cannot be written (a full disk, say).
    4   merge: the shard results are incomplete, repeated, of different counts, malformed or unreadable.";

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
        Command::Trace { n, options } => trace(new_search(n, options)),
        Command::Count { n, options } => count(new_search(n, options)),
        Command::CountFast { n, threads } => count_fast(n, threads),
        Command::CountShard { n, shard, threads } => crate::shard::count_shard(n, shard, threads),
        Command::Merge { inputs } => crate::merge::merge(&inputs),
        Command::Place { n, check } => place(n, check),
    }
}

fn new_search(n: usize, options: Options) -> Search {
    Search::with_options(n, options).expect("the arguments' parser checked the size against MAX_SIZE")
}

#[derive(Serialize)]
struct TraceLine<'a> {
    step: u64,
    #[serde(flatten)]
    event: &'a Event,
}

fn trace(mut search: Search) -> ExitCode {
    write_stdout(ExitCode::SUCCESS, |out| {
        loop {
            let event = search.step();
            serde_json::to_writer(&mut *out, &TraceLine { step: search.steps(), event: &event })?;
            out.write_all(b"\n")?;
            if event == Event::Done {
                return Ok(());
            }
        }
    })
}

#[derive(Serialize)]
struct CountReport {
    n: usize,
    #[serde(flatten)]
    counters: Counters,
    seconds: f64,
}

fn count(mut search: Search) -> ExitCode {
    let started = Instant::now();
    search.run_to_end();
    let seconds = started.elapsed().as_secs_f64();
    write_json(ExitCode::SUCCESS, &CountReport { n: search.size(), counters: search.counters(), seconds })
}

#[derive(Serialize)]
struct FastReport {
    #[serde(flatten)]
    count: count::FastCount,
    threads: usize,
}

fn count_fast(n: usize, threads: Option<usize>) -> ExitCode {
    match count::count(n, threads) {
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
