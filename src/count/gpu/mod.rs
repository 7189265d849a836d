//! The fast count on a GPU, the part that needs none: the WGSL counter both hosts compile (the page through
//! WebGPU, the command line through wgpu), the tasks it is fed for a range of a frames plan's units, the sum
//! of its answers back into each unit's count, and the order in which the CPU checks units behind it.
//!
//! A unit's canonical frames are settled here as on the CPU; each becomes tasks: its inside search with the
//! first lines placed here (`expand`), so that a task searches at most [`gpu_lines`] lines. Counted here are
//! the placed prefixes, insides of fewer than three lines, and for a symmetric frame the completions its
//! symmetries fix (Burnside's lemma needs them for the unique count; `super::symmetric` finds them by a far
//! smaller search). A unit's total is then exactly what [`super::count_unit`] gives, the queens placed
//! included: docs/fast-counter.md, "On the GPU".

mod expand;

use super::frame::{Frame, Stabilizer};
use super::inside::{Inside, count_frame};
use super::plan::{Method, Plan, Unit, settle_unit};
use super::reference::count_whole_board;
use super::symmetric::count_fixed_completions;
use super::unit_count::UnitCount;
use expand::expand_inside;

/// The WGSL source of the counter: entry point `count`, bindings as its header says.
pub const SHADER: &str = include_str!("counter.wgsl");

/// Invocations per workgroup (the shader's `@workgroup_size`).
pub const WORKGROUP_SIZE: u32 = 64;

/// Words per line in [`GpuWork::lines`]: the open squares, the distance from the line before.
pub const LINE_WORDS: usize = 2;

/// Words per task in [`GpuWork::tasks`]: where its lines start and how many, then three masks.
pub const TASK_WORDS: usize = 4;

/// Words per task in the results the shader writes: completions and queens placed, each as two words.
pub const RESULT_WORDS: usize = 4;

/// The most tasks one dispatch may cover: a dimension of a dispatch is at most 65,535 workgroups.
pub const MOST_TASKS_PER_DISPATCH: usize = 65_535 * WORKGROUP_SIZE as usize;

/// About as many tasks as a batch gathers (`GpuWork::prepare_batch`): 16 MB of tasks, within every
/// device's smallest storage buffer (128 MB), and tenths of a second to a few seconds of a GPU's work.
pub const BATCH_TASKS: usize = 1 << 20;

/// A plan is cut into at least this many batches (when it has as many units): progress moves, and a lost
/// device or a reload loses, at most about this share of the work.
pub const BATCHES_AT_LEAST: usize = 64;

/// The time one dispatch aims at: far below what browsers and drivers allow one (Windows resets a GPU
/// after 2 s), yet long enough that the round trip between dispatches costs little.
pub const DISPATCH_TARGET_SECONDS: f64 = 0.1;

/// The tasks of a batch's first dispatch, before any has been timed.
pub const FIRST_DISPATCH_TASKS: usize = 1024;

/// The tasks of the next dispatch, after one of `tasks` tasks took `seconds`: as many as should take
/// [`DISPATCH_TARGET_SECONDS`], but at most four times as many as the last (task sizes vary), at least one
/// workgroup, at most [`MOST_TASKS_PER_DISPATCH`].
pub fn next_dispatch_tasks(tasks: usize, seconds: f64) -> usize {
    let tasks = tasks.max(1) as f64;
    // A time of zero, or NaN from a clock gone wrong, only allows the fourfold growth.
    let aimed = if seconds > 0.0 { tasks * DISPATCH_TARGET_SECONDS / seconds } else { f64::INFINITY };
    (aimed.min(tasks * 4.0).max(f64::from(WORKGROUP_SIZE)) as usize).min(MOST_TASKS_PER_DISPATCH)
}

/// Why a GPU's answers were not turned into counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GpuError {
    /// The plan is not a frames plan: the GPU counts by frames only.
    NotFrames(Method),
    /// The results hold another number of words than the tasks need.
    ResultLength {
        /// Words expected: [`RESULT_WORDS`] per task.
        expected: usize,
        /// Words received.
        got: usize,
    },
    /// A unit's sum is beyond 64 bits, or gives a symmetric frame a share of unique solutions that is not
    /// whole: the results cannot be this work's.
    Impossible {
        /// The unit's index in the plan.
        unit: usize,
    },
    /// The GPU's count of a unit differs from the CPU's.
    Mismatch {
        /// The unit's index in the plan.
        unit: usize,
        /// What the GPU counted.
        gpu: UnitCount,
        /// What the CPU counted.
        cpu: UnitCount,
    },
}

impl std::fmt::Display for GpuError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GpuError::NotFrames(method) => {
                write!(f, "the GPU counts by the frames method only, not by the {} method", method.name())
            }
            GpuError::ResultLength { expected, got } => {
                write!(f, "the GPU returned {got} result words where {expected} were expected")
            }
            GpuError::Impossible { unit } => write!(
                f,
                "the GPU's results for unit {unit} cannot be right (beyond 64 bits, or a fraction of a unique solution)"
            ),
            GpuError::Mismatch { unit, gpu, cpu } => write!(
                f,
                "the GPU's count of unit {unit} differs from the CPU's: {} solutions, {} unique, {} queens placed \
                 on the GPU against {}, {} and {} on the CPU, so the GPU's result is refused",
                gpu.solutions, gpu.unique, gpu.nodes, cpu.solutions, cpu.unique, cpu.nodes
            ),
        }
    }
}

impl std::error::Error for GpuError {}

/// The GPU's share of units `start..end` of a frames plan: the lines and tasks to upload, and what the CPU
/// counted of each unit while preparing them.
#[derive(Clone, Debug, Default)]
pub struct GpuWork {
    start: usize,
    end: usize,
    /// [`LINE_WORDS`] per line; never empty (a buffer binding may not be), one unused line when no task needs any.
    lines: Vec<u32>,
    /// [`TASK_WORDS`] per task, in unit order.
    tasks: Vec<u32>,
    /// The tasks of units `start..=start + i` end at `task_ends[i]`.
    task_ends: Vec<usize>,
    /// What the CPU counted of each unit.
    on_cpu: Vec<UnitCount>,
    /// The frames with a nontrivial stabilizer, in task order.
    symmetric: Vec<SymmetricFrame>,
}

/// A frame that some symmetries map onto itself: its solutions count `8 / stabilizer` times, and its unique
/// ones are, by Burnside's lemma, its solutions plus the completions each other symmetry fixes, over the
/// stabilizer's size.
#[derive(Clone, Debug)]
struct SymmetricFrame {
    unit: usize,
    tasks: std::ops::Range<usize>,
    stabilizer: u64,
    /// The completions fixed by each symmetry of the stabilizer but the identity, added up.
    fixed: u64,
}

/// How many lines a task of an n x n board searches: tasks stay small (about 10^4 to 10^5 queens, n = 17 to
/// 22) while their number grows no faster than the work's (docs/fast-counter.md, "On the GPU").
pub fn gpu_lines(n: usize) -> usize {
    MOST_TASK_LINES_FROM.max(n.saturating_sub(LINES_BELOW_N))
}

/// The lines a task searches on small boards (all of a frame's inside up to n = 15).
const MOST_TASK_LINES_FROM: usize = 11;
/// From n = 19 on, a task searches n - 7 lines.
const LINES_BELOW_N: usize = 7;

impl GpuWork {
    /// The GPU's work for units `start..end` of `plan` (clipped to the plan), which must be a frames plan.
    pub fn prepare(plan: &Plan, start: usize, end: usize) -> Result<GpuWork, GpuError> {
        GpuWork::prepare_units(plan, start, end, usize::MAX, usize::MAX)
    }

    /// The GPU's work for the units of `plan` from `start` on, one by one until `end` (clipped to the plan),
    /// until the tasks number `most_tasks` or more, or until it holds 1 / [`BATCHES_AT_LEAST`] of the plan's
    /// units: a batch, what a host uploads at once and what a lost device loses. At least one unit when
    /// `start < end`.
    pub fn prepare_batch(plan: &Plan, start: usize, end: usize, most_tasks: usize) -> Result<GpuWork, GpuError> {
        GpuWork::prepare_units(plan, start, end, most_tasks, plan.len().div_ceil(BATCHES_AT_LEAST))
    }

    /// The units from `start` on until `end`, `most_tasks` tasks or `most_units` units (at least one).
    fn prepare_units(
        plan: &Plan,
        start: usize,
        end: usize,
        most_tasks: usize,
        most_units: usize,
    ) -> Result<GpuWork, GpuError> {
        if plan.method() != Method::Frames {
            return Err(GpuError::NotFrames(plan.method()));
        }
        let end = end.min(plan.len());
        let start = start.min(end);
        let mut work = GpuWork { start, end: start, ..GpuWork::default() };
        for (index, &unit) in plan.units().iter().enumerate().take(end).skip(start) {
            if work.task_count() >= most_tasks || index - start >= most_units {
                break;
            }
            work.end = index + 1;
            let mut on_cpu = UnitCount::default();
            match unit {
                Unit::WholeBoard => on_cpu = count_whole_board(plan.n()),
                Unit::Join(_) | Unit::JoinTurn(_) => unreachable!("a frames plan holds no join unit"),
                Unit::Corner { .. } | Unit::Frame { .. } => settle_unit(plan.n(), unit, &mut |frame, stabilizer| {
                    on_cpu = on_cpu + work.add_frame(index, frame, stabilizer);
                }),
            }
            work.on_cpu.push(on_cpu);
            work.task_ends.push(work.task_count());
        }
        if work.lines.is_empty() {
            work.lines.resize(LINE_WORDS, 0);
        }
        Ok(work)
    }

    /// Adds the tasks of one canonical frame of unit `unit` and returns what is counted of it here.
    fn add_frame(&mut self, unit: usize, frame: &Frame, stabilizer: &Stabilizer) -> UnitCount {
        // Only a frame with a trivial stabilizer may be searched by columns (as `count_frame` does).
        let inside = Inside::of(frame, stabilizer.len == 1);
        let (open, steps) = (inside.open(), inside.steps());
        if open.len() < 3 {
            return count_frame(frame, stabilizer);
        }
        let tasks_before = self.task_count();
        let first_line = self.lines.len() / LINE_WORDS;
        let lines = gpu_lines(frame.n);
        let placed = expand_inside(open, steps, lines, first_line, &mut self.tasks);
        let from = open.len().saturating_sub(lines);
        for (&open, &step) in open[from..].iter().zip(&steps[from..]) {
            self.lines.extend([open, step]);
        }
        if stabilizer.len > 1 {
            let fixed = stabilizer.symmetries[1..stabilizer.len]
                .iter()
                .map(|&symmetry| count_fixed_completions(frame, symmetry))
                .sum();
            let tasks = tasks_before..self.task_count();
            self.symmetric.push(SymmetricFrame { unit, tasks, stabilizer: stabilizer.len as u64, fixed });
        }
        UnitCount { solutions: 0, unique: 0, fixed: 0, nodes: placed }
    }

    /// The units the work covers, as plan indices.
    pub fn units(&self) -> std::ops::Range<usize> {
        self.start..self.end
    }

    /// The lines to upload ([`LINE_WORDS`] words each).
    pub fn lines(&self) -> &[u32] {
        &self.lines
    }

    /// The tasks to upload ([`TASK_WORDS`] words each), in unit order.
    pub fn tasks(&self) -> &[u32] {
        &self.tasks
    }

    /// How many tasks there are (the shader's invocations).
    pub fn task_count(&self) -> usize {
        self.tasks.len() / TASK_WORDS
    }

    /// The queens placed here while preparing the tasks (their prefixes, the short insides).
    pub fn placed_here(&self) -> u64 {
        self.on_cpu.iter().map(|count| count.nodes).sum()
    }

    /// The tasks of plan unit `unit` (which must be one of [`GpuWork::units`]), as task indices.
    pub fn unit_tasks(&self, unit: usize) -> std::ops::Range<usize> {
        let i = unit - self.start;
        (if i == 0 { 0 } else { self.task_ends[i - 1] })..self.task_ends[i]
    }

    /// Each unit's count, in unit order, from the shader's `results` ([`RESULT_WORDS`] per task) and what
    /// was counted here. Refuses results of the wrong length, whose sums do not fit in 64 bits, or that give
    /// a symmetric frame a share of unique solutions that is not whole.
    pub fn finish(&self, results: &[u32]) -> Result<Vec<UnitCount>, GpuError> {
        let expected = self.task_count() * RESULT_WORDS;
        if results.len() != expected {
            return Err(GpuError::ResultLength { expected, got: results.len() });
        }
        // Completions and queens placed, summed over a range of tasks.
        let sum = |tasks: std::ops::Range<usize>, unit: usize| -> Result<(u64, u64), GpuError> {
            let wide = |low: u32, high: u32| u64::from(high) << 32 | u64::from(low);
            results[tasks.start * RESULT_WORDS..tasks.end * RESULT_WORDS].chunks_exact(RESULT_WORDS).try_fold(
                (0u64, 0u64),
                |(completions, placed), task| {
                    let more = completions.checked_add(wide(task[0], task[1]));
                    more.zip(placed.checked_add(wide(task[2], task[3]))).ok_or(GpuError::Impossible { unit })
                },
            )
        };
        let mut symmetric = self.symmetric.iter().peekable();
        self.units()
            .zip(&self.on_cpu)
            .map(|(unit, &on_cpu)| {
                let impossible = || GpuError::Impossible { unit };
                let (completions, placed) = sum(self.unit_tasks(unit), unit)?;
                // The unit's tasks of frames with a trivial stabilizer: 8 solutions and one class each.
                let (mut plain, mut solutions, mut unique) = (completions, 0u64, 0u64);
                while let Some(frame) = symmetric.next_if(|frame| frame.unit == unit) {
                    let (found, _) = sum(frame.tasks.clone(), unit)?;
                    plain -= found;
                    let classes = found.checked_add(frame.fixed).ok_or_else(impossible)?;
                    if classes % frame.stabilizer != 0 {
                        return Err(impossible());
                    }
                    let orbit = found.checked_mul(8 / frame.stabilizer).ok_or_else(impossible)?;
                    solutions = solutions.checked_add(orbit).ok_or_else(impossible)?;
                    unique += classes / frame.stabilizer;
                }
                let add = |a: u64, b: Option<u64>| b.and_then(|b| a.checked_add(b)).ok_or_else(impossible);
                Ok(UnitCount {
                    solutions: add(on_cpu.solutions, plain.checked_mul(8).and_then(|p| p.checked_add(solutions)))?,
                    unique: add(on_cpu.unique, plain.checked_add(unique))?,
                    fixed: 0,
                    nodes: add(on_cpu.nodes, Some(placed))?,
                })
            })
            .collect()
    }
}

/// Compares the GPU's count of plan unit `unit` with the CPU's: the same solutions, unique solutions and
/// queens placed, or the mismatch that refuses the GPU's result.
pub fn check_unit(unit: usize, gpu: UnitCount, cpu: UnitCount) -> Result<(), GpuError> {
    if gpu == cpu { Ok(()) } else { Err(GpuError::Mismatch { unit, gpu, cpu }) }
}

/// The order in which the CPU recounts the units of a plan of `units` units to check a GPU's count: a
/// random permutation drawn from `seed` (the same seed, the same order everywhere). A run checks as many
/// of them as the CPU counts while the GPU works, and never fewer than [`CHECKED_AT_LEAST`].
pub fn check_order(units: usize, seed: u64) -> Vec<usize> {
    let mut order: Vec<usize> = (0..units).collect();
    let mut state = seed;
    for i in (1..units).rev() {
        let j = (split_mix(&mut state) % (i as u64 + 1)) as usize;
        order.swap(i, j);
    }
    order
}

/// The fewest units a GPU count checks on the CPU (all of them when the plan has fewer).
pub const CHECKED_AT_LEAST: usize = 2;

/// Vigna's SplitMix64 step: the same sequence on every platform.
fn split_mix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// What the shader computes for one task, on the CPU: the tests' model of the GPU.
pub fn count_task(lines: &[u32], task: &[u32]) -> [u32; RESULT_WORDS] {
    expand::count_task(lines, task)
}

#[cfg(test)]
mod tests;
