//! The WebAssembly module of the fast count (nqueens_count.js, and a simd128 build of it in simd/), loaded by
//! the page's Count section and its Web Workers when a count starts: `CountPlan`, the units of one board size by one method in their fixed
//! order, and the count of a range of them. Which method a size is counted by is the core's rule
//! (`Method::fastest_for`: the join up to its largest size, frames beyond); the page may ask for one. And the
//! count on a GPU (`gpu.rs`: `GpuPlan`, the core's tasks and the sum of their results; WebGPU itself is
//! the page's js/count/gpu-device.js).

mod gpu;

pub use gpu::{GpuBatch, GpuPlan, gpu_check_problem, gpu_counter, gpu_next_dispatch};

use nqueens_boundary::limits::COUNT_MAX;
pub use nqueens_boundary::limits::JOIN_IN_WORKERS_MAX;

/// The TypeScript this module declares in its `.d.ts` beside its exports (for the tests that hold its values to it).
pub const TYPESCRIPT: [&str; 2] = [COUNT_TYPES, gpu::GPU_TYPES];
use nqueens_boundary::{size_problem, unit_index};
use nqueens_core::count::join::{JoinScratch, Kernel};
use nqueens_core::count::{Method, Plan, UnitCount, count_unit_with};
use nqueens_core::size_text::short_number;
use serde::Serialize;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

/// Why `n` is not a size `CountPlan` takes (1 to [`COUNT_MAX`]), or `None` if it is one.
pub(crate) fn count_size_problem(n: f64) -> Option<String> {
    if let Some(problem) = size_problem(n) {
        return Some(problem);
    }
    if n < 1.0 {
        Some(format!("the fast count needs a board of at least 1x1, not {}", short_number(n)))
    } else if n > COUNT_MAX as f64 {
        Some(format!("board size {} is too large for the fast count here: the largest is {COUNT_MAX}", short_number(n)))
    } else {
        None
    }
}

/// The TypeScript shapes of what this file hands over, in the module's generated `.d.ts`.
pub(crate) const COUNT_TYPES: &str = r#"
/** What a range of units contributes (`CountPlan#countUnits`, `GpuBatch#finish`): `unique` null by the join,
 * `fixed` null by the frames. */
export interface UnitCounts { solutions: number; unique: number | null; fixed: number | null; nodes: number }
"#;

#[wasm_bindgen(typescript_custom_section)]
const COUNT_TYPES_SECTION: &str = COUNT_TYPES;

/// What a range of units contributes, as JS sees it: plain numbers; `unique` by the frames (null by the
/// join, whose unique count follows from the whole count), `fixed` by the join (null by the frames: the
/// solutions its turn units found fixed, see [`whole_unique`]).
#[derive(Serialize)]
pub(crate) struct JsUnitCount {
    solutions: f64,
    unique: Option<f64>,
    fixed: Option<f64>,
    nodes: f64,
}

impl JsUnitCount {
    /// `count` as numbers, `unique` or `fixed` as `method` counts it.
    pub(crate) fn of(count: UnitCount, method: Method) -> JsUnitCount {
        let per_unit = method.unique_per_unit();
        JsUnitCount {
            solutions: count.solutions as f64,
            unique: per_unit.then_some(count.unique as f64),
            fixed: (!per_unit).then_some(count.fixed as f64),
            nodes: count.nodes as f64,
        }
    }
}

/// Unit counts ([`JsUnitCount`], or a list of them) for JS, what the method does not give as `null` (never
/// `undefined`): one shape, whether the CPU (`CountPlan.countUnits`) or the GPU (`GpuBatch.finish`) counted.
pub(crate) fn with_nulls<T: Serialize + ?Sized>(counts: &T) -> JsValue {
    // Plain structs of numbers: serialising cannot fail; should it ever, JS sees `null`.
    counts.serialize(&serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true)).unwrap_or(JsValue::NULL)
}

/// The unique solutions of a whole count of the n x n board by `method` ("frames" or "join") whose units
/// add up to `solutions`, `unique` and `fixed` (decimal strings, exact: the page sums them as BigInts;
/// "0" for what the method does not give), as a decimal string: the core's `UnitCount::whole_unique`.
/// Throws an `Error` for malformed input, or sums that give no whole count (a part of the units).
#[wasm_bindgen(js_name = wholeUnique)]
pub fn whole_unique(n: u32, method: &str, solutions: &str, unique: &str, fixed: &str) -> Result<String, JsError> {
    let method = Method::from_name(method)
        .ok_or_else(|| JsError::new(&format!("the count method must be \"frames\" or \"join\", not {method:?}")))?;
    let number = |what: &str, text: &str| {
        text.parse::<u64>().map_err(|_| JsError::new(&format!("the {what} total must be a whole number, not {text:?}")))
    };
    let total = UnitCount {
        solutions: number("solutions", solutions)?,
        unique: number("unique", unique)?,
        fixed: number("fixed", fixed)?,
        nodes: 0,
    };
    total.whole_unique(n as usize, method).map(|unique| unique.to_string()).ok_or_else(|| {
        JsError::new(&format!(
            "{solutions} solutions and {fixed} fixed by the turns give no whole number of unique solutions"
        ))
    })
}

/// The units of a fast count of one board size by one method, in their fixed order: a Web Worker builds
/// the same plan and counts the ranges of unit indices it is handed.
#[wasm_bindgen]
pub struct CountPlan {
    plan: Plan,
    /// The join's buffers, kept from one range to the next (tens of megabytes at n = 18).
    scratch: RefCell<JoinScratch>,
}

#[wasm_bindgen]
impl CountPlan {
    /// The plan for the n x n board (1 <= n <= 24) by `method`, "frames" or "join"; without one (undefined
    /// or null), the core's choice for n (`Method::fastest_for`) up to [`JOIN_IN_WORKERS_MAX`], frames beyond. A bad size, an
    /// unknown method or a join too large throws an `Error` whose message says why.
    #[wasm_bindgen(constructor)]
    pub fn new(n: f64, method: Option<String>) -> Result<CountPlan, JsError> {
        if let Some(problem) = count_size_problem(n) {
            return Err(JsError::new(&problem));
        }
        let n = n as usize;
        let method = match method.as_deref() {
            None if n > JOIN_IN_WORKERS_MAX => Method::Frames,
            None => Method::fastest_for(n),
            Some(name) => Method::from_name(name).ok_or_else(|| {
                JsError::new(&format!("the count method must be \"frames\" or \"join\", not {name:?}"))
            })?,
        };
        if method == Method::Join && n > JOIN_IN_WORKERS_MAX {
            return Err(JsError::new(&format!(
                "board size {n} is too large for the join method in the page: it counts up to \
                 {JOIN_IN_WORKERS_MAX} here (each worker would hold hundreds of megabytes); count by frames"
            )));
        }
        let plan = Plan::with_method(n, method).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(CountPlan { plan, scratch: RefCell::new(JoinScratch::default()) })
    }

    /// The board size n.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u32 {
        self.plan.n() as u32
    }

    /// The method the units are of: "frames" or "join".
    #[wasm_bindgen(getter)]
    pub fn method(&self) -> String {
        self.plan.method().name().to_string()
    }

    /// Whether each unit counts its own unique solutions (frames do; the join's follow from the whole
    /// count's solutions and fixed ones, [`whole_unique`]).
    #[wasm_bindgen(getter, js_name = uniquePerUnit)]
    pub fn unique_per_unit(&self) -> bool {
        self.plan.method().unique_per_unit()
    }

    /// The kernel the join's walk runs in this module: "simd128" in a build with WebAssembly SIMD
    /// (`-C target-feature=+simd128`), "portable" otherwise. What a page shows as the build its workers use.
    #[wasm_bindgen(getter)]
    pub fn kernel(&self) -> String {
        Kernel::best().name().to_string()
    }

    /// How many units the count is cut into.
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> u32 {
        self.plan.len() as u32
    }

    /// Identifies the unit list (the core's `Plan::fingerprint`, which tells the methods apart) as 16
    /// lower-case hex digits: a stored partial count is resumed only under a plan with the same fingerprint.
    #[wasm_bindgen(getter)]
    pub fn fingerprint(&self) -> String {
        self.plan.fingerprint_hex()
    }

    /// Counts units `start..end` (clipped to the plan; fractions round down, NaN means 0) and returns
    /// `{solutions, unique, fixed, nodes}` as numbers: `solutions` already weighted by symmetry, `unique`
    /// up to rotation and reflection (null by the join), `fixed` the solutions the join's turn units found
    /// fixed (null by the frames), `nodes` the queens the searches placed. An empty range gives zeros.
    #[wasm_bindgen(js_name = countUnits, unchecked_return_type = "UnitCounts")]
    pub fn count_units(&self, start: f64, end: f64) -> JsValue {
        let len = self.plan.len();
        let (start, end) = (unit_index(start, len), unit_index(end, len));
        let mut scratch = self.scratch.borrow_mut();
        let total: UnitCount =
            (start..end.max(start)).map(|index| count_unit_with(&self.plan, index, &mut scratch)).sum();
        with_nulls(&JsUnitCount::of(total, self.plan.method()))
    }
}
