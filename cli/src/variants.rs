//! The command line's variants and constraints: `--variant`, `--block` and `--require` of trace and count.

use crate::args::{UsageError, echo};
use crate::output::{write_json, write_stdout};
use nqueens_core::brute::{BruteCounters, BruteForce};
use nqueens_core::{Constraints, Counters, Event, Mistake, MistakeSearch, Options, Search, Square, Variant};
use serde::Serialize;
use std::process::ExitCode;
use std::time::Instant;

/// How the search runs: which variant, on which constraints.
#[derive(Debug, PartialEq, Eq)]
pub struct Rules {
    pub variant: Variant,
    pub constraints: Constraints,
}

impl Rules {
    /// The rules from the raw values of `--variant` (at most one), `--block` and `--require` (ROW,COL each),
    /// checked against the board size and the other options.
    pub fn parse(
        n: usize,
        variants: &[&str],
        blocked: &[&str],
        required: &[&str],
        options: Options,
    ) -> Result<Rules, UsageError> {
        let variant = match variants {
            [] => Variant::Correct,
            [name] => Variant::from_name(name).ok_or_else(|| {
                UsageError(format!("unknown variant '{}': expected one of {}", echo(name), Variant::names()))
            })?,
            _ => return Err(UsageError("option '--variant' is given more than once".into())),
        };
        let squares = |option: &str, values: &[&str]| {
            values.iter().map(|value| parse_square(option, value)).collect::<Result<Vec<Square>, UsageError>>()
        };
        let (blocked, required) = (squares("--block", blocked)?, squares("--require", required)?);
        let constraints = Constraints::new(n, &blocked, &required).map_err(|e| UsageError(e.to_string()))?;
        if options.mirror && (variant != Variant::Correct || !constraints.is_empty()) {
            return Err(UsageError(
                "--mirror counts mirror images for the correct search on a plain board only".into(),
            ));
        }
        if variant == Variant::BruteForce && (options.first_solution_only || !constraints.is_empty()) {
            return Err(UsageError("brute-force checks every permutation: no --first, --block or --require".into()));
        }
        Ok(Rules { variant, constraints })
    }
}

/// `ROW,COL`: two whole numbers counting from 0 (the board's bounds are checked with the constraints).
fn parse_square(option: &str, text: &str) -> Result<Square, UsageError> {
    let invalid = || UsageError(format!("{option} needs ROW,COL (two whole numbers from 0), got '{}'", echo(text)));
    let (row, col) = text.split_once(',').ok_or_else(invalid)?;
    let number = |part: &str| part.trim().parse::<usize>().map_err(|_| invalid());
    Ok(Square { row: number(row)?, col: number(col)? })
}

/// A search of any variant, ready to run.
pub enum Runner {
    Search(Box<Search>),
    Mistake(Box<MistakeSearch>),
    Brute(BruteForce),
}

impl Runner {
    pub fn new(options: Options, rules: &Rules) -> Runner {
        let n = rules.constraints.size();
        match rules.variant {
            Variant::Correct => Runner::Search(Box::new(
                Search::constrained(options, rules.constraints).expect("the arguments' parser refused --mirror here"),
            )),
            Variant::Mistake(mistake) => Runner::Mistake(Box::new(MistakeSearch::constrained(
                mistake,
                rules.constraints,
                options.first_solution_only,
            ))),
            Variant::BruteForce => Runner::Brute(BruteForce::new(n).expect("the constraints checked the size")),
        }
    }
}

#[derive(Serialize)]
struct TraceLine<'a, E> {
    step: u64,
    #[serde(flatten)]
    event: &'a E,
}

/// Every step as one JSON object per line, the last one `done`.
pub fn trace(runner: Runner) -> ExitCode {
    match runner {
        Runner::Search(mut search) => trace_events(|| (search.step(), search.steps()), Event::Done),
        Runner::Mistake(mut search) => trace_events(|| (search.step(), search.steps()), Event::Done),
        Runner::Brute(mut brute) => {
            trace_events(|| (brute.step(), brute.steps()), nqueens_core::brute::BruteEvent::Done)
        }
    }
}

fn trace_events<E: Serialize + PartialEq>(mut step: impl FnMut() -> (E, u64), done: E) -> ExitCode {
    write_stdout(ExitCode::SUCCESS, |out| {
        loop {
            let (event, steps) = step();
            serde_json::to_writer(&mut *out, &TraceLine { step: steps, event: &event })?;
            out.write_all(b"\n")?;
            if event == done {
                return Ok(());
            }
        }
    })
}

#[derive(Serialize)]
struct CountReport {
    n: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    variant: Option<&'static str>,
    #[serde(flatten)]
    counters: Counters,
    /// Scan only: queens compared with candidate squares.
    #[serde(skip_serializing_if = "Option::is_none")]
    checks: Option<u64>,
    seconds: f64,
}

#[derive(Serialize)]
struct BruteReport {
    n: usize,
    variant: &'static str,
    #[serde(flatten)]
    counters: BruteCounters,
    seconds: f64,
}

/// Runs the search to the end and prints its counters as one JSON object.
pub fn count(runner: Runner) -> ExitCode {
    let started = Instant::now();
    let seconds = || started.elapsed().as_secs_f64();
    match runner {
        Runner::Search(mut search) => {
            search.run_to_end();
            let report = CountReport {
                n: search.size(),
                variant: None,
                counters: search.counters(),
                checks: None,
                seconds: seconds(),
            };
            write_json(ExitCode::SUCCESS, &report)
        }
        Runner::Mistake(mut search) => {
            search.run_to_end();
            let mistake = search.mistake();
            let report = CountReport {
                n: search.size(),
                variant: Some(Variant::Mistake(mistake).name()),
                counters: search.counters(),
                checks: (mistake == Mistake::Scan).then_some(search.checks()),
                seconds: seconds(),
            };
            write_json(ExitCode::SUCCESS, &report)
        }
        Runner::Brute(mut brute) => {
            brute.run_to_end();
            let variant = Variant::BruteForce.name();
            write_json(
                ExitCode::SUCCESS,
                &BruteReport { n: brute.size(), variant, counters: brute.counters(), seconds: seconds() },
            )
        }
    }
}
