//! `nqueens count N --fast --shard I/K` (or `--shard-from-env`): one shard of a fast count, printed as one JSON line.

use crate::output::{report, write_json};
use crate::progress::Progress;
use crate::usage::{UsageError, quoted};
use nqueens_core::count::{Method, Plan, UnitCount, count_unit_with, join::JoinScratch};
use nqueens_core::shard::ShardedPlan;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::process::ExitCode;
use std::time::Instant;

/// The most shards a count may be cut into; far more than any plan has units.
pub const MAX_SHARDS: u64 = 1_000_000;

/// Which shard to count: `index` of `count`, checked (index < count <= MAX_SHARDS).
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
pub struct ShardChoice {
    pub index: u64,
    pub count: u64,
}

/// The shard `--shard-from-env` names: the job runner's variables, read through `env`, with `shards` (`--shards K`)
/// as the number of shards when given.
pub fn from_env(
    shards: Option<u64>,
    env: impl Fn(&str) -> Option<std::ffi::OsString>,
) -> Result<ShardChoice, UsageError> {
    let error = |message: String| Err(UsageError(message));
    // Set but not UTF-8 is not "not set": it is told as what it is.
    let variable = |name: &str, max: u64| {
        env(name)
            .map(|value| {
                let value = value.into_string().map_err(|raw| {
                    UsageError(format!(
                        "--shard-from-env: {name} is set but is not UTF-8 text ({})",
                        quoted(&raw.to_string_lossy())
                    ))
                })?;
                number(&format!("--shard-from-env: {name}"), &value, 0, max).map_err(UsageError)
            })
            .transpose()
    };
    if let Some(index) = variable("SLURM_ARRAY_TASK_ID", u64::MAX)? {
        // --shards wins: an array resubmitted for a few missing shards (--array=3,17) has a task count of its
        // own, not the count's number of shards.
        let count = match (shards, variable("SLURM_ARRAY_TASK_COUNT", MAX_SHARDS)?) {
            (Some(count), _) | (None, Some(count)) => count,
            (None, None) => {
                return error(
                    "--shard-from-env: SLURM_ARRAY_TASK_ID is set but neither SLURM_ARRAY_TASK_COUNT nor --shards K"
                        .into(),
                );
            }
        };
        return choice("SLURM_ARRAY_TASK_ID", index, count);
    }
    if let Some(index) = variable("JOB_COMPLETION_INDEX", u64::MAX)? {
        let Some(count) = shards else {
            return error("--shard-from-env: JOB_COMPLETION_INDEX needs --shards K (the Job's completions)".into());
        };
        return choice("JOB_COMPLETION_INDEX", index, count);
    }
    error(
        "--shard-from-env: neither SLURM_ARRAY_TASK_ID (a Slurm job array) nor JOB_COMPLETION_INDEX \
         (a Kubernetes indexed Job) is set"
            .into(),
    )
}

fn choice(variable: &str, index: u64, count: u64) -> Result<ShardChoice, UsageError> {
    if index >= count || count == 0 || count > MAX_SHARDS {
        return Err(UsageError(format!(
            "--shard-from-env: {variable} = {index} is not a shard of {count} (shards are numbered from 0; \
             at most {MAX_SHARDS})"
        )));
    }
    Ok(ShardChoice { index, count })
}

/// A whole number from `min` to `max`, or the sentence naming `what` that refuses it.
pub fn number(what: &str, text: &str, min: u64, max: u64) -> Result<u64, String> {
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|value| (min..=max).contains(value))
        .ok_or_else(|| format!("{what} must be a whole number from {min} to {max}, got {}", quoted(text)))
}

/// One shard's result, as `count --shard` prints it and `merge` reads it.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct ShardResult {
    pub n: usize,
    /// The method the plan's units are of; lines written before there were two are the frame method's.
    #[serde(default = "frames")]
    pub method: Method,
    pub shard: u64,
    pub shards: u64,
    /// The plan's units `[start, end)` this shard counted.
    pub units: [usize; 2],
    pub solutions: u64,
    /// Null by the join, whose unique count follows from the whole count only (see `fixed`).
    pub unique: Option<u64>,
    /// By the join, the solutions its turn units found fixed by the half turn plus twice those fixed by
    /// the quarter turn; absent by the frames. The merged unique count is (solutions + fixed) / 8.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fixed: Option<u64>,
    pub nodes: u64,
    pub seconds: f64,
    /// The plan's fingerprint (`ShardedPlan::fingerprint_hex`).
    pub plan: String,
}

fn frames() -> Method {
    Method::Frames
}

/// The plan of `method` for n with its estimates (made on `threads` threads) and the units `[start, end)` of
/// `shard`, or the exit status, its line reported: 2 for a bad size or a cut finer than the units, 5 for
/// threads the system refuses. Also the GPU's shards' (`count --gpu --shard`).
pub fn shard_units(
    n: usize,
    shard: ShardChoice,
    method: Method,
    threads: Option<usize>,
) -> Result<(rayon::ThreadPool, ShardedPlan, usize, usize), ExitCode> {
    let plan = match Plan::with_method(n, method) {
        Ok(plan) => plan,
        Err(e) => {
            report(&e.to_string());
            return Err(ExitCode::from(2));
        }
    };
    // Listing the units is quick; estimating them is what takes long at large n (most of a minute at
    // n = 32), so a cut finer than the units is refused first: its extra shards could hold no work.
    if shard.count > plan.len() as u64 {
        report(&format!(
            "--shard {}/{}: n = {n} has {} units, so it cuts into at most {} shards (method {})",
            shard.index,
            shard.count,
            plan.len(),
            plan.len(),
            method.name()
        ));
        return Err(ExitCode::from(2));
    }
    let pool = crate::resources::thread_pool(threads)?;
    let plan = pool.install(|| ShardedPlan::new(plan));
    let Ok((start, end)) = plan.shard_range(shard.index, shard.count) else {
        report(&format!("--shard {}/{}: no such shard", shard.index, shard.count));
        return Err(ExitCode::from(2));
    };
    Ok((pool, plan, start, end))
}

/// Counts one shard on `threads` threads (every core when `None`) and prints its result.
pub fn count_shard(n: usize, shard: ShardChoice, method: Method, threads: Option<usize>) -> ExitCode {
    let started = Instant::now();
    let (pool, plan, start, end) = match shard_units(n, shard, method, threads) {
        Ok(planned) => planned,
        Err(status) => return status,
    };
    let progress = Progress::on_stderr();
    let units = end.saturating_sub(start) as u64;
    let count_all = || -> Vec<UnitCount> {
        (start..end)
            .into_par_iter()
            .map_init(JoinScratch::default, |scratch, index| {
                let count = count_unit_with(plan.plan(), index, scratch);
                progress.add(1, units);
                count
            })
            .collect()
    };
    let per_unit = pool.install(count_all);
    drop(progress);
    // Summed in unit order, so the result does not depend on which thread finished first.
    let Some(total) = UnitCount::checked_sum(per_unit) else {
        report(&format!("the totals of shard {} of {} of n = {n} do not fit 64 bits", shard.index, shard.count));
        return ExitCode::from(crate::output::TOTAL_TOO_LARGE);
    };
    let result = ShardResult {
        n,
        method,
        shard: shard.index,
        shards: shard.count,
        units: [start, end],
        solutions: total.solutions,
        unique: method.unique_per_unit().then_some(total.unique),
        fixed: (!method.unique_per_unit()).then_some(total.fixed),
        nodes: total.nodes,
        seconds: started.elapsed().as_secs_f64(),
        plan: plan.fingerprint_hex(),
    };
    write_json(ExitCode::SUCCESS, &result)
}
