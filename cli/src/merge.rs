//! `nqueens merge [--verify K|all [--seed S]] [FILE…]`: the results of every shard of one count, checked
//! against the plan, optionally recounted in part, and summed exactly.

use crate::merge_check::{Checker, name_shards};
use crate::merge_input::read_lines;
use crate::output::{report, write_json};
use crate::usage::echo;
use serde::Serialize;
use std::io::BufReader;
use std::process::ExitCode;

/// Exit status when merge refuses its input: a shard missing, given twice, of another count, or unreadable.
pub const MERGE_REFUSED: u8 = 4;

/// How many of the shards `--verify` recounts.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
pub enum Verify {
    None,
    Some { shards: u64, seed: Option<u64> },
    All,
}

/// The exact totals of a complete set of shards.
#[derive(Serialize, Debug)]
struct MergedCount {
    n: usize,
    /// The shards' method, one for them all.
    method: nqueens_core::count::Method,
    solutions: u64,
    /// By the join, Burnside's (solutions + fixed) / 8.
    unique: u64,
    nodes: u64,
    shards: u64,
    units: usize,
    plan: String,
    /// The shards' own seconds added up: the compute time of the whole count.
    seconds: f64,
    /// The shards counted again (`--verify`), each found equal to its line.
    #[serde(skip_serializing_if = "Option::is_none")]
    verified: Option<Vec<u64>>,
    /// The seed that chose them (`--verify K`), to choose the same ones again with `--seed`.
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
}

/// Merges the shard results in `inputs`; `estimate_plan` lets merge estimate a plan beyond n = 24
/// (`merge_check::ESTIMATED_UNASKED_UP_TO`), which takes long.
pub fn merge(inputs: &[String], verify: Verify, estimate_plan: bool) -> ExitCode {
    // The plan's estimates and a recount share the cores, on threads of merge's own.
    let pool = match crate::resources::thread_pool(None) {
        Ok(pool) => pool,
        Err(status) => return status,
    };
    match pool.install(|| check_and_sum(inputs, verify, estimate_plan)) {
        Ok(total) => write_json(ExitCode::SUCCESS, &total),
        Err(message) => {
            report(&format!("merge: {message}"));
            ExitCode::from(MERGE_REFUSED)
        }
    }
}

fn check_and_sum(inputs: &[String], verify: Verify, estimate_plan: bool) -> Result<MergedCount, String> {
    let mut checker = Checker::default();
    let mut lines_read = 0;
    for input in inputs {
        if input == "-" {
            read_lines("standard input", std::io::stdin().lock(), &mut lines_read, &mut checker)?;
        } else {
            let name = echo(input);
            let file = std::fs::File::open(input).map_err(|e| format!("cannot read {name}: {e}"))?;
            read_lines(&name, BufReader::new(file), &mut lines_read, &mut checker)?;
        }
    }
    let checked = checker.finish(estimate_plan)?;
    let (verified, seed) = match verify {
        Verify::None => (None, None),
        Verify::All => (Some((0..checked.shards).collect()), None),
        Verify::Some { shards, seed } => {
            if shards > checked.shards {
                return Err(format!(
                    "--verify {shards}: the count has only {} shards (--verify all recounts every one)",
                    checked.shards
                ));
            }
            let seed = seed.unwrap_or_else(fresh_seed);
            (Some(choose(shards, checked.shards, seed)), Some(seed))
        }
    };
    if let Some(chosen) = &verified {
        checked.recount(chosen).map_err(|e| format!("{e} (recounted: {})", name_shards(chosen)))?;
    }
    Ok(MergedCount {
        n: checked.n,
        method: checked.method,
        solutions: checked.total.solutions,
        unique: checked.unique,
        nodes: checked.total.nodes,
        shards: checked.shards,
        units: checked.units,
        plan: checked.plan.clone(),
        seconds: checked.seconds,
        verified,
        seed,
    })
}

/// A seed no one can guess in advance: the standard library's per-process random hash keys.
fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    std::collections::hash_map::RandomState::new().build_hasher().finish()
}

/// `wanted` distinct shards of `0..shards`, in order, drawn by a partial Fisher-Yates shuffle from `seed`:
/// the same seed always draws the same shards.
fn choose(wanted: u64, shards: u64, seed: u64) -> Vec<u64> {
    let mut state = seed;
    let mut next = move || {
        // SplitMix64 (Vigna): tiny, and the same sequence on every platform.
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let mut order: Vec<u64> = (0..shards).collect();
    // i < wanted <= shards, so shards - i >= 1; j lies in i..shards.
    for i in 0..order.len().min(usize::try_from(wanted).unwrap_or(usize::MAX)) {
        let left = order.len().saturating_sub(i).max(1);
        let j = i.saturating_add(usize::try_from(next().checked_rem(left as u64).unwrap_or(0)).unwrap_or(0));
        let last = order.len().saturating_sub(1);
        order.swap(i, j.min(last));
    }
    order.truncate(usize::try_from(wanted).unwrap_or(usize::MAX));
    order.sort_unstable();
    order
}
