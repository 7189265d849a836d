//! The GPU count's CPU side in the page: `GpuPlan`, a frames plan cut into batches of tasks for the page's
//! WebGPU worker (js/count/gpu-worker.js); `GpuBatch`, one batch's buffers and its results summed back per
//! unit; and the core's rules the worker follows (`gpuCounter()`: the shader and its sizes;
//! `gpuNextDispatch`; the check order and the check's verdict). The GPU itself is driven from JavaScript.

use crate::{JsUnitCount, count_size_problem, with_nulls};
use nqueens_boundary::{MAX_SAFE, to_js, unit_index};
use nqueens_core::count::gpu::{self, GpuWork};
use nqueens_core::count::{Method, Plan, UnitCount};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

/// A frames plan of one board size, as the GPU counts it: its units in their fixed order (the same plan,
/// and fingerprint, as `new CountPlan(n, "frames")`), handed out in batches.
#[wasm_bindgen]
pub struct GpuPlan {
    plan: Plan,
}

#[wasm_bindgen]
impl GpuPlan {
    /// The frames plan of the n x n board (1 <= n <= 24); a bad size throws an `Error` saying why.
    #[wasm_bindgen(constructor)]
    pub fn new(n: f64) -> Result<GpuPlan, JsError> {
        if let Some(problem) = count_size_problem(n) {
            return Err(JsError::new(&problem));
        }
        Ok(GpuPlan { plan: Plan::new(n as usize).map_err(|e| JsError::new(&e.to_string()))? })
    }

    /// The board size n.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u32 {
        self.plan.n() as u32
    }

    /// How many units the count is cut into.
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> u32 {
        self.plan.len() as u32
    }

    /// The plan's fingerprint, as `CountPlan.fingerprint` gives it.
    #[wasm_bindgen(getter)]
    pub fn fingerprint(&self) -> String {
        self.plan.fingerprint_hex()
    }

    /// The GPU's work for the units from `start` on, one by one until `end` or until it holds `mostTasks`
    /// tasks (at least one unit when `start < end`; indices clipped to the plan, NaN meaning 0).
    pub fn prepare(&self, start: f64, end: f64, most_tasks: f64) -> GpuBatch {
        let len = self.plan.len();
        let most_tasks = if most_tasks >= 1.0 { most_tasks.min(usize::MAX as f64) as usize } else { 1 };
        let work = GpuWork::prepare_batch(&self.plan, unit_index(start, len), unit_index(end, len), most_tasks)
            .expect("a GpuPlan is a frames plan");
        GpuBatch { work }
    }

    /// The order in which the CPU recounts units to check the GPU's: a permutation of the unit indices
    /// drawn from `seed` (a whole number below 2^53; others are rounded into range).
    #[wasm_bindgen(js_name = checkOrder)]
    pub fn check_order(&self, seed: f64) -> Vec<u32> {
        let seed = if seed.is_finite() && seed > 0.0 { seed.min(MAX_SAFE) as u64 } else { 0 };
        gpu::check_order(self.plan.len(), seed).into_iter().map(|unit| unit as u32).collect()
    }
}

/// One batch of a `GpuPlan`: the lines and tasks to upload, and each unit's count from the GPU's results.
#[wasm_bindgen]
pub struct GpuBatch {
    work: GpuWork,
}

#[wasm_bindgen]
impl GpuBatch {
    /// The first unit of the batch.
    #[wasm_bindgen(getter)]
    pub fn start(&self) -> u32 {
        self.work.units().start as u32
    }

    /// One past the batch's last unit.
    #[wasm_bindgen(getter)]
    pub fn end(&self) -> u32 {
        self.work.units().end as u32
    }

    /// How many tasks (shader invocations) the batch has.
    #[wasm_bindgen(getter, js_name = taskCount)]
    pub fn task_count(&self) -> u32 {
        self.work.task_count() as u32
    }

    /// The lines buffer's words (binding 0).
    pub fn lines(&self) -> Vec<u32> {
        self.work.lines().to_vec()
    }

    /// The tasks buffer's words (binding 1).
    pub fn tasks(&self) -> Vec<u32> {
        self.work.tasks().to_vec()
    }

    /// Each unit's `{solutions, unique, nodes}` (numbers), in unit order, from the results buffer's words
    /// (binding 2). Results of the wrong length or that cannot be right throw an `Error` saying so.
    #[wasm_bindgen(unchecked_return_type = "UnitCounts[]")]
    pub fn finish(&self, results: &[u32]) -> Result<JsValue, JsError> {
        let counts = self.work.finish(results).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(with_nulls(&counts.iter().map(|&count| JsUnitCount::of(count, Method::Frames)).collect::<Vec<_>>()))
    }
}

/// The TypeScript shapes of what this file hands over, in the module's generated `.d.ts`.
pub(crate) const GPU_TYPES: &str = r#"
/** The core's GPU counter (`gpuCounter()`): the WGSL source and its sizes. */
export interface GpuCounter {
  shader: string; workgroupSize: number; resultWords: number; batchTasks: number; firstDispatchTasks: number;
  checkedAtLeast: number;
}
/** A unit's count handed to `gpuCheckProblem`: whole numbers. */
export interface GivenCount { solutions: number; unique: number; nodes: number }
"#;

#[wasm_bindgen(typescript_custom_section)]
const GPU_TYPES_SECTION: &str = GPU_TYPES;

/// What the worker needs to know of the core's counter.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsGpuCounter {
    shader: &'static str,
    workgroup_size: u32,
    result_words: u32,
    batch_tasks: u32,
    first_dispatch_tasks: u32,
    checked_at_least: u32,
}

/// The core's GPU counter for the page's worker: `{shader (WGSL), workgroupSize, resultWords (per task),
/// batchTasks (about as many tasks as a batch gathers), firstDispatchTasks, checkedAtLeast (the fewest
/// units the CPU recounts)}`.
#[wasm_bindgen(js_name = gpuCounter, unchecked_return_type = "GpuCounter")]
pub fn gpu_counter() -> JsValue {
    to_js(&JsGpuCounter {
        shader: gpu::SHADER,
        workgroup_size: gpu::WORKGROUP_SIZE,
        result_words: gpu::RESULT_WORDS as u32,
        batch_tasks: gpu::BATCH_TASKS as u32,
        first_dispatch_tasks: gpu::FIRST_DISPATCH_TASKS as u32,
        checked_at_least: gpu::CHECKED_AT_LEAST as u32,
    })
}

/// The tasks of the next dispatch after one of `tasks` tasks took `seconds` (the core's rule: aimed at a
/// tenth of a second, growing at most fourfold).
#[wasm_bindgen(js_name = gpuNextDispatch)]
pub fn gpu_next_dispatch(tasks: f64, seconds: f64) -> u32 {
    let tasks = if tasks >= 1.0 { tasks.min(u32::MAX as f64) as usize } else { 0 };
    gpu::next_dispatch_tasks(tasks, seconds) as u32
}

/// A unit's count as JS hands it over: numbers.
#[derive(Deserialize)]
struct GivenCount {
    solutions: f64,
    unique: f64,
    nodes: f64,
}

impl GivenCount {
    fn read(value: JsValue) -> Result<UnitCount, String> {
        let given: GivenCount = serde_wasm_bindgen::from_value(value)
            .map_err(|e| format!("a unit's count must be {{solutions, unique, nodes}} ({e})"))?;
        let whole = |x: f64| {
            (x.fract() == 0.0 && (0.0..=MAX_SAFE).contains(&x))
                .then_some(x as u64)
                .ok_or_else(|| format!("a unit's count must hold whole numbers from 0 to 2^53 - 1, not {x}"))
        };
        Ok(UnitCount {
            solutions: whole(given.solutions)?,
            unique: whole(given.unique)?,
            fixed: 0,
            nodes: whole(given.nodes)?,
        })
    }
}

/// Compares the GPU's count of unit `unit` with the CPU's (each `{solutions, unique, nodes}`): null when
/// they agree, else the sentence that refuses the GPU's result. Malformed counts throw an `Error`.
#[wasm_bindgen(js_name = gpuCheckProblem)]
pub fn gpu_check_problem(
    unit: f64,
    #[wasm_bindgen(unchecked_param_type = "GivenCount")] on_gpu: JsValue,
    #[wasm_bindgen(unchecked_param_type = "GivenCount")] on_cpu: JsValue,
) -> Result<Option<String>, JsError> {
    let (gpu_count, cpu_count) = (
        GivenCount::read(on_gpu).map_err(|e| JsError::new(&e))?,
        GivenCount::read(on_cpu).map_err(|e| JsError::new(&e))?,
    );
    let unit = if unit.is_finite() && unit > 0.0 { unit as usize } else { 0 };
    Ok(gpu::check_unit(unit, gpu_count, cpu_count).err().map(|problem| problem.to_string()))
}
