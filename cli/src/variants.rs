//! trace and count by the search: every event as a JSON line, or the counters of a run to the end, for any variant.

use crate::output::{write_json, write_stdout};
use nqueens_core::brute::BruteCounters;
use nqueens_core::{AnyCounters, AnySearch, Counters, Variant};
use serde::Serialize;
use std::process::ExitCode;
use std::time::Instant;

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
