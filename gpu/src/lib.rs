//! The N-Queens fast count on a GPU, natively: the core's WGSL counter (`nqueens_core::count::gpu`) run
//! through wgpu on Vulkan, Metal or DX12, for a range of a frames plan's units, so that its lines merge with
//! the CPU's shards. The core prepares each batch of units (a thread ahead of the GPU), the GPU counts its
//! tasks in short dispatches, and CPU threads meanwhile recount units in a random order: the count is
//! refused if any differs. A lost device is replaced and its batch counted again. How and why:
//! docs/fast-counter.md, "On the GPU".

mod device;

pub use device::{Adapter, Device, DeviceError};
use nqueens_core::count::gpu::{BATCH_TASKS, CHECKED_AT_LEAST, GpuError, GpuWork, check_order, check_unit};
use nqueens_core::count::{Plan, UnitCount, count_unit};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, mpsc};

/// Devices a count may lose, one after another, before it gives up.
pub const MOST_DEVICES_LOST: usize = 3;

/// A way to break a count on purpose, to see it refused or recovered (tests only).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// Every task's result gets eight completions more after the shader wrote it.
    CorruptResults,
    /// The first device is destroyed after this many dispatches.
    LoseDevice {
        /// Dispatches sent before the loss.
        after_dispatches: usize,
    },
}

/// How a count runs.
pub struct Options<'a> {
    /// Chooses the units the CPU recounts (and their order).
    pub seed: u64,
    /// About how many tasks a batch gathers (`GpuWork::prepare_batch`).
    pub batch_tasks: usize,
    /// Called after each batch with the units counted so far and the plan's share of them.
    pub progress: Option<&'a mut dyn FnMut(&Progress)>,
    #[doc(hidden)]
    pub fault: Option<Fault>,
}

impl Default for Options<'_> {
    fn default() -> Self {
        Options { seed: fresh_seed(), batch_tasks: BATCH_TASKS, progress: None, fault: None }
    }
}

/// A seed no two runs are likely to share (the standard library's hash keys are drawn from the system).
pub fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    std::collections::hash_map::RandomState::new().build_hasher().finish()
}

/// How far a count has come.
#[derive(Clone, Debug)]
pub struct Progress {
    /// Units counted.
    pub units_done: usize,
    /// Units to count.
    pub units: usize,
    /// Solutions found so far.
    pub solutions: u64,
}

/// A count of a range of units on the GPU, checked.
#[derive(Clone, Debug)]
pub struct GpuCount {
    /// Each unit's count, in unit order, from the range's first unit.
    pub units: Vec<UnitCount>,
    /// Their sum.
    pub total: UnitCount,
    /// The adapter the last batch was counted on.
    pub adapter: Adapter,
    /// The units recounted on the CPU and found equal, in the order they were checked.
    pub checked: Vec<usize>,
    /// The seed that chose them.
    pub seed: u64,
    /// Devices lost and replaced during the count.
    pub devices_lost: usize,
    /// Tasks the GPU ran.
    pub tasks: u64,
}

/// Why a count on the GPU gave no result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CountError {
    /// The plan is not the frames'.
    Plan(GpuError),
    /// No GPU, or too many lost.
    Device(DeviceError),
    /// The GPU's results are impossible, or differ from the CPU's recount: the count is refused.
    Refused(GpuError),
    /// A total does not fit 64 bits (a whole count of n >= 29).
    TotalTooLarge,
    /// The system would not start the threads that prepare the batches and check the units.
    Threads(String),
}

impl std::fmt::Display for CountError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CountError::Plan(e) | CountError::Refused(e) => e.fmt(f),
            CountError::Device(e) => e.fmt(f),
            CountError::TotalTooLarge => write!(f, "a total does not fit 64 bits"),
            CountError::Threads(why) => write!(f, "cannot start the threads of the count: {why}"),
        }
    }
}

impl std::error::Error for CountError {}

/// Counts units `start..end` of `plan` (clipped to it; a frames plan) on the first GPU wgpu finds, checking
/// units on the CPU meanwhile (on every core but one): as many as it recounts while the GPU works, at least
/// [`CHECKED_AT_LEAST`].
pub fn count_units(plan: &Plan, start: usize, end: usize, options: Options) -> Result<GpuCount, CountError> {
    let end = end.min(plan.len());
    let start = start.min(end);
    GpuWork::prepare_batch(plan, start, start, 0).map_err(CountError::Plan)?;
    let mut device = Device::open().map_err(CountError::Device)?;
    let Options { seed, batch_tasks, mut progress, fault } = options;
    // The GPU has finished; or the count has failed, and the checks owe nothing more.
    let (gpu_done, abandoned) = (AtomicBool::new(false), AtomicBool::new(false));
    let checked = Mutex::new(Vec::<(usize, UnitCount)>::new());
    let (mut counts, mut devices_lost, mut tasks) = (Vec::with_capacity(end - start), 0, 0u64);
    let (at_least, order) = (CHECKED_AT_LEAST.min(end - start), check_order(end - start, seed));
    let next_check = AtomicUsize::new(0);
    std::thread::scope(|scope| -> Result<(), CountError> {
        // The checks, on every core but the one that prepares the batches: the first few even when the GPU
        // finishes first, then as many as come before it does.
        let checkers = std::thread::available_parallelism().map_or(1, |cores| cores.get().saturating_sub(1)).max(1);
        // A thread the system refuses ends the count at once (the ones started stop before their next unit).
        let refused = |e: std::io::Error| {
            abandoned.store(true, Ordering::Relaxed);
            CountError::Threads(e.to_string())
        };
        for _ in 0..checkers {
            std::thread::Builder::new()
                .spawn_scoped(scope, || {
                    loop {
                        // The units are claimed in order, the first `at_least` whenever the GPU finishes.
                        let claimed = next_check.fetch_add(1, Ordering::Relaxed);
                        let Some(&index) = order.get(claimed) else { break };
                        let (done, failed) = (gpu_done.load(Ordering::Relaxed), abandoned.load(Ordering::Relaxed));
                        if failed || done && claimed >= at_least {
                            break;
                        }
                        let unit = start + index;
                        let cpu = count_unit(plan, unit);
                        lock(&checked).push((unit, cpu));
                    }
                })
                .map_err(refused)?;
        }
        let (send, batches) = mpsc::sync_channel::<GpuWork>(1);
        std::thread::Builder::new()
            .spawn_scoped(scope, move || {
                let mut next = start;
                while next < end {
                    let batch =
                        GpuWork::prepare_batch(plan, next, end, batch_tasks).expect("a frames plan, checked above");
                    next = batch.units().end;
                    if send.send(batch).is_err() {
                        break; // the GPU side stopped
                    }
                }
            })
            .map_err(refused)?;
        let outcome = (|| {
            for batch in batches {
                let results = loop {
                    let fault = if devices_lost == 0 { fault } else { None };
                    match device.run(&batch, fault, &mut |_| {}) {
                        Ok(results) => break results,
                        Err(lost) if devices_lost < MOST_DEVICES_LOST => {
                            devices_lost += 1;
                            device = Device::open().map_err(|_| CountError::Device(lost))?;
                        }
                        Err(lost) => return Err(CountError::Device(lost)),
                    }
                };
                counts.extend(batch.finish(&results).map_err(CountError::Refused)?);
                tasks += batch.task_count() as u64;
                if let Some(report) = progress.as_mut() {
                    let solutions =
                        counts.iter().fold(0u64, |sum, count: &UnitCount| sum.saturating_add(count.solutions));
                    report(&Progress { units_done: counts.len(), units: end - start, solutions });
                }
            }
            Ok(())
        })();
        // The checks stop after the few they owe, or at once when the count has failed.
        gpu_done.store(true, Ordering::Relaxed);
        abandoned.store(outcome.is_err(), Ordering::Relaxed);
        outcome
    })?;
    let checked = checked.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner);
    for &(unit, cpu) in &checked {
        check_unit(unit, counts[unit - start], cpu).map_err(CountError::Refused)?;
    }
    Ok(GpuCount {
        total: UnitCount::checked_sum(counts.iter().copied()).ok_or(CountError::TotalTooLarge)?,
        units: counts,
        adapter: device.adapter().clone(),
        checked: checked.into_iter().map(|(unit, _)| unit).collect(),
        seed,
        devices_lost,
        tasks,
    })
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}
