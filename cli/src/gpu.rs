//! `nqueens count N --gpu` (and `--shard I/K`): the fast count by frames on a GPU through wgpu (the
//! nqueens-gpu crate, behind the `gpu` feature), checked by recounting random units on the CPU meanwhile.
//! Its lines are the CPU's (a shard line merges with theirs) plus the device and the check.

use crate::output::report;
use crate::shard::ShardChoice;
use std::process::ExitCode;

/// Exit status when no GPU can count, or the GPU's count was refused by the check on the CPU.
pub const GPU_FAILED: u8 = 7;

#[cfg(not(feature = "gpu"))]
pub fn count(_n: usize, _shard: Option<ShardChoice>) -> ExitCode {
    report(
        "--gpu: this nqueens was built without the GPU counter (build it with: cargo build --release -p nqueens-cli --features gpu)",
    );
    ExitCode::from(GPU_FAILED)
}

#[cfg(feature = "gpu")]
pub fn count(n: usize, shard: Option<ShardChoice>) -> ExitCode {
    use crate::output::{TOTAL_TOO_LARGE, write_json};
    use crate::resources::OUT_OF_RESOURCES;
    use crate::shard::{ShardResult, shard_units};
    use nqueens_core::count::{FastCount, Method, Plan};
    use nqueens_gpu::{Adapter, CountError, Options, count_units};
    use serde::Serialize;
    use std::time::Instant;

    /// Where the count ran and how it was checked.
    #[derive(Serialize)]
    struct Device {
        name: String,
        backend: String,
        software: bool,
    }

    #[derive(Serialize)]
    struct Checked {
        /// Units recounted on the CPU, all equal.
        units: usize,
        /// The seed that chose them.
        seed: u64,
    }

    #[derive(Serialize)]
    struct WholeReport {
        #[serde(flatten)]
        count: FastCount,
        device: Device,
        checked: Checked,
        devices_lost: usize,
    }

    #[derive(Serialize)]
    struct ShardReport {
        #[serde(flatten)]
        shard: ShardResult,
        device: Device,
        checked: Checked,
        devices_lost: usize,
    }

    let started = Instant::now();
    let (plan, fingerprint, start, end) = match shard {
        Some(shard) => match shard_units(n, shard, Method::Frames, None) {
            Ok((_, sharded, start, end)) => (sharded.plan().clone(), Some(sharded.fingerprint_hex()), start, end),
            Err(status) => return status,
        },
        None => match Plan::new(n) {
            Ok(plan) => {
                let units = plan.len();
                (plan, None, 0, units)
            }
            Err(e) => {
                report(&e.to_string());
                return ExitCode::from(2);
            }
        },
    };
    let progress = crate::progress::Progress::on_stderr();
    let mut show = |done: &nqueens_gpu::Progress| progress.reach(done.units_done as u64, done.units as u64);
    let counted = count_units(&plan, start, end, Options { progress: Some(&mut show), ..Options::default() });
    drop(progress);
    let counted = match counted {
        Ok(counted) => counted,
        Err(e @ CountError::TotalTooLarge) => {
            report(&format!("--gpu: {e}"));
            return ExitCode::from(TOTAL_TOO_LARGE);
        }
        Err(e @ CountError::Threads(_)) => {
            report(&format!("--gpu: {e}"));
            return ExitCode::from(OUT_OF_RESOURCES);
        }
        Err(e) => {
            report(&format!("--gpu: {e}"));
            return ExitCode::from(GPU_FAILED);
        }
    };
    let device = |adapter: Adapter| Device { name: adapter.name, backend: adapter.backend, software: adapter.software };
    let checked = Checked { units: counted.checked.len(), seed: counted.seed };
    let seconds = started.elapsed().as_secs_f64();
    match (shard, fingerprint) {
        (Some(shard), Some(plan)) => write_json(
            ExitCode::SUCCESS,
            &ShardReport {
                shard: ShardResult {
                    n,
                    method: Method::Frames,
                    shard: shard.index,
                    shards: shard.count,
                    units: [start, end],
                    solutions: counted.total.solutions,
                    unique: Some(counted.total.unique),
                    fixed: None,
                    nodes: counted.total.nodes,
                    seconds,
                    plan,
                },
                device: device(counted.adapter),
                checked,
                devices_lost: counted.devices_lost,
            },
        ),
        _ => write_json(
            ExitCode::SUCCESS,
            &WholeReport {
                count: FastCount {
                    n,
                    method: Method::Frames,
                    solutions: counted.total.solutions,
                    unique: counted.total.unique,
                    units: plan.len(),
                    nodes: counted.total.nodes,
                    seconds,
                },
                device: device(counted.adapter),
                checked,
                devices_lost: counted.devices_lost,
            },
        ),
    }
}
