//! `nqueens`: the command line — trace the search as JSON lines, count solutions, place queens on huge boards.

use nqueens::{Event, MAX_SIZE, Options, Search};
use serde::Serialize;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

const HELP: &str = "\
nqueens — the N-Queens backtracking search, step by step or counted

USAGE:
    nqueens trace N [--first] [--mirror]
    nqueens count N [--first] [--mirror]
    nqueens --help

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
              backtracks, steps and seconds.

OPTIONS:
    --first   Stop after the first solution.
    --mirror  Search the left half of the first row only and count each solution with its mirror image.
    -h, --help  Show this help.

N is a whole number from 0 to 32. Rows and columns count from 0.
Exit status: 0 on success, 2 on bad usage.";

/// A usage error: reported on one line, exit status 2.
struct UsageError(String);

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(UsageError(message)) => {
            eprintln!("nqueens: {message} (try 'nqueens --help')");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<(), UsageError> {
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{HELP}");
        return Ok(());
    }
    let (command, rest) = args.split_first().ok_or_else(|| UsageError("missing command: trace or count".into()))?;
    let mut size = None;
    let mut options = Options::default();
    for arg in rest {
        match arg.as_str() {
            "--first" => options.first_solution_only = true,
            "--mirror" => options.mirror = true,
            flag if flag.starts_with("--") => return Err(UsageError(format!("unknown option '{flag}'"))),
            value if size.is_none() => size = Some(parse_size(value)?),
            extra => return Err(UsageError(format!("unexpected argument '{extra}'"))),
        }
    }
    let n = size.ok_or_else(|| UsageError(format!("missing board size N after '{command}'")))?;
    let search = Search::with_options(n, options).map_err(|e| UsageError(e.to_string()))?;
    match command.as_str() {
        "trace" => trace(search),
        "count" => count(search),
        other => Err(UsageError(format!("unknown command '{other}': expected trace or count"))),
    }
}

fn parse_size(text: &str) -> Result<usize, UsageError> {
    let invalid = || UsageError(format!("board size must be a whole number from 0 to {MAX_SIZE}, got '{text}'"));
    let n: i64 = text.trim().parse().map_err(|_| invalid())?;
    usize::try_from(n).ok().filter(|&n| n <= MAX_SIZE).ok_or_else(invalid)
}

#[derive(Serialize)]
struct TraceLine<'a> {
    step: u64,
    #[serde(flatten)]
    event: &'a Event,
}

fn trace(mut search: Search) -> Result<(), UsageError> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let written: io::Result<()> = (|| {
        loop {
            let event = search.step();
            serde_json::to_writer(&mut out, &TraceLine { step: search.steps(), event: &event })?;
            out.write_all(b"\n")?;
            if event == Event::Done {
                return out.flush();
            }
        }
    })();
    match written {
        // A reader that stops early (`nqueens trace 12 | head`) is not an error.
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(UsageError(format!("cannot write the trace: {e}"))),
        _ => Ok(()),
    }
}

#[derive(Serialize)]
struct CountReport {
    n: usize,
    solutions: u64,
    nodes: u64,
    placements: u64,
    rejections: u64,
    column_rejections: u64,
    down_rejections: u64,
    up_rejections: u64,
    backtracks: u64,
    steps: u64,
    seconds: f64,
}

fn count(mut search: Search) -> Result<(), UsageError> {
    let started = Instant::now();
    search.run_to_end();
    let seconds = started.elapsed().as_secs_f64();
    let c = search.counters();
    let report = CountReport {
        n: search.size(),
        solutions: c.solutions,
        nodes: c.nodes,
        placements: c.placements,
        rejections: c.rejections,
        column_rejections: c.column_rejections,
        down_rejections: c.down_rejections,
        up_rejections: c.up_rejections,
        backtracks: c.backtracks,
        steps: c.steps,
        seconds,
    };
    println!("{}", serde_json::to_string(&report).expect("plain numbers serialise"));
    Ok(())
}
