//! The command line's parsing, commands and output (native only).

use nqueens::construct::{self, LARGEST_PRACTICAL_SIZE};
use nqueens::{Counters, Event, MAX_SIZE, Options, Search, count};
use serde::Serialize;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

const HELP: &str = "\
nqueens — the N-Queens backtracking search, step by step or counted

USAGE:
    nqueens trace N [--first] [--mirror]
    nqueens count N [--first] [--mirror]
    nqueens count N --fast [--threads T]
    nqueens place N [--check]
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

N is a whole number from 0 to 32 (for place, up to 10,000,000). Rows and columns count from 0.
Exit status: 0 on success, 1 when place finds no solution exists (N = 2 or 3), 2 on bad usage.";

/// A usage error: reported on one line, exit status 2.
struct UsageError(String);

pub fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(status) => status,
        Err(UsageError(message)) => {
            eprintln!("nqueens: {message} (try 'nqueens --help')");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<ExitCode, UsageError> {
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{HELP}");
        return Ok(ExitCode::SUCCESS);
    }
    let (command, rest) =
        args.split_first().ok_or_else(|| UsageError("missing command: trace, count or place".into()))?;
    let mut size = None;
    let mut options = Options::default();
    let (mut fast, mut check, mut threads) = (false, false, None);
    let mut rest = rest.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--first" => options.first_solution_only = true,
            "--mirror" => options.mirror = true,
            "--fast" => fast = true,
            "--check" => check = true,
            "--threads" => threads = Some(parse_threads(rest.next())?),
            flag if flag.starts_with("--") => return Err(UsageError(format!("unknown option '{flag}'"))),
            value if size.is_none() => size = Some(value),
            extra => return Err(UsageError(format!("unexpected argument '{extra}'"))),
        }
    }
    let size = size.ok_or_else(|| UsageError(format!("missing board size N after '{command}'")))?;
    let refuse = |option: &str, ok: bool| {
        if ok { Ok(()) } else { Err(UsageError(format!("{option}: not an option of '{command}'"))) }
    };
    refuse("--fast", !fast || command == "count")?;
    refuse("--threads", threads.is_none() || fast)?;
    refuse("--check", !check || command == "place")?;
    refuse("--first or --mirror", options == Options::default() || !(fast || command == "place"))?;
    match command.as_str() {
        "place" => place(parse_size(size, LARGEST_PRACTICAL_SIZE)?, check),
        "count" if fast => count_fast(parse_size(size, MAX_SIZE)?, threads),
        "trace" | "count" => {
            let search =
                Search::with_options(parse_size(size, MAX_SIZE)?, options).map_err(|e| UsageError(e.to_string()))?;
            if command == "trace" { trace(search) } else { count(search) }
        }
        other => Err(UsageError(format!("unknown command '{other}': expected trace, count or place"))),
    }
}

fn parse_size(text: &str, max: usize) -> Result<usize, UsageError> {
    let invalid = || UsageError(format!("board size must be a whole number from 0 to {max}, got '{text}'"));
    let n: i64 = text.trim().parse().map_err(|_| invalid())?;
    usize::try_from(n).ok().filter(|&n| n <= max).ok_or_else(invalid)
}

fn parse_threads(text: Option<&String>) -> Result<usize, UsageError> {
    let text = text.ok_or_else(|| UsageError("--threads needs a number of threads".into()))?;
    text.parse::<usize>()
        .ok()
        .filter(|&t| (1..=1024).contains(&t))
        .ok_or_else(|| UsageError(format!("--threads must be a whole number from 1 to 1024, got '{text}'")))
}

#[derive(Serialize)]
struct TraceLine<'a> {
    step: u64,
    #[serde(flatten)]
    event: &'a Event,
}

fn trace(mut search: Search) -> Result<ExitCode, UsageError> {
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
    finish_output(written)
}

fn finish_output(written: io::Result<()>) -> Result<ExitCode, UsageError> {
    match written {
        // A reader that stops early (`nqueens trace 12 | head`) is not an error.
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(UsageError(format!("cannot write the output: {e}"))),
        _ => Ok(ExitCode::SUCCESS),
    }
}

#[derive(Serialize)]
struct CountReport {
    n: usize,
    #[serde(flatten)]
    counters: Counters,
    seconds: f64,
}

fn count(mut search: Search) -> Result<ExitCode, UsageError> {
    let started = Instant::now();
    search.run_to_end();
    let seconds = started.elapsed().as_secs_f64();
    let report = CountReport { n: search.size(), counters: search.counters(), seconds };
    println!("{}", serde_json::to_string(&report).expect("plain numbers serialise"));
    Ok(ExitCode::SUCCESS)
}

#[derive(Serialize)]
struct FastReport {
    #[serde(flatten)]
    count: count::FastCount,
    threads: usize,
}

fn count_fast(n: usize, threads: Option<usize>) -> Result<ExitCode, UsageError> {
    let count = count::count(n, threads).map_err(|e| UsageError(e.to_string()))?;
    let report = FastReport { count, threads: threads.unwrap_or_else(rayon::current_num_threads) };
    println!("{}", serde_json::to_string(&report).expect("plain numbers serialise"));
    Ok(ExitCode::SUCCESS)
}

fn place(n: usize, check: bool) -> Result<ExitCode, UsageError> {
    let Some(columns) = construct::solution(n) else {
        eprintln!("nqueens: no solution exists for a {n}x{n} board");
        return Ok(ExitCode::from(1));
    };
    if check {
        let verdict = if construct::is_valid(&columns) { "valid" } else { "invalid" };
        println!("{verdict}");
        return Ok(if verdict == "valid" { ExitCode::SUCCESS } else { ExitCode::FAILURE });
    }
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let written = serde_json::to_writer(&mut out, &columns).map_err(io::Error::from).and_then(|()| {
        out.write_all(b"\n")?;
        out.flush()
    });
    finish_output(written)
}
