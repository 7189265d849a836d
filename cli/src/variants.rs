//! The command line's variants and constraints: `--variant`, `--block` and `--require` of trace and count.

use crate::args::{UsageError, echo};
use crate::output::{write_json, write_stdout};
use nqueens_core::brute::BruteCounters;
use nqueens_core::{AnyCounters, AnySearch, Constraints, Counters, Options, Square, Variant};
use serde::Serialize;
use std::process::ExitCode;
use std::time::Instant;

/// The search `--variant` (at most one), `--block` and `--require` (ROW,COL each) ask for on the n x n board
/// with `options`; which search takes which options is the core's rule ([`AnySearch::new`]).
pub fn parse_search(
    n: usize,
    variants: &[&str],
    blocked: &[&str],
    required: &[&str],
    options: Options,
) -> Result<AnySearch, UsageError> {
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
    AnySearch::new(variant, options, constraints).map_err(|e| UsageError(e.to_string()))
}

/// `ROW,COL`: two whole numbers counting from 0 (the board's bounds are checked with the constraints).
fn parse_square(option: &str, text: &str) -> Result<Square, UsageError> {
    let invalid = || UsageError(format!("{option} needs ROW,COL (two whole numbers from 0), got '{}'", echo(text)));
    let (row, col) = text.split_once(',').ok_or_else(invalid)?;
    let number = |part: &str| part.trim().parse::<usize>().map_err(|_| invalid());
    Ok(Square { row: number(row)?, col: number(col)? })
}

#[derive(Serialize)]
struct TraceLine<'a, E> {
    step: u64,
    #[serde(flatten)]
    event: &'a E,
}

/// Every step as one JSON object per line, the last one `done`.
pub fn trace(mut search: AnySearch) -> ExitCode {
    write_stdout(ExitCode::SUCCESS, |out| {
        loop {
            let event = search.step();
            serde_json::to_writer(&mut *out, &TraceLine { step: search.steps(), event: &event })?;
            out.write_all(b"\n")?;
            if event.is_done() {
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

/// Runs the search to the end and prints its counters as one JSON object (the variant named unless correct).
pub fn count(mut search: AnySearch) -> ExitCode {
    let started = Instant::now();
    search.run_to_end();
    let seconds = started.elapsed().as_secs_f64();
    let (n, variant) = (search.size(), search.variant());
    match search.counters() {
        AnyCounters::Search { counters, checks } => {
            let variant = (variant != Variant::Correct).then_some(variant.name());
            write_json(ExitCode::SUCCESS, &CountReport { n, variant, counters, checks, seconds })
        }
        AnyCounters::BruteForce(counters) => {
            write_json(ExitCode::SUCCESS, &BruteReport { n, variant: variant.name(), counters, seconds })
        }
    }
}
