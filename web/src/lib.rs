//! The WebAssembly boundary: one thin `Search` class whose methods forward to the core's search
//! (`search.rs`), what the page asks before it searches (`page.rs`: limits, sizes, the reference
//! table), a `CountPlan` class for the fast count in Web Workers (`count.rs`), `GpuPlan` for the count on a
//! GPU (`gpu.rs`: the core's tasks and their sums; WebGPU itself is the page's), the `Construction` class
//! (`construction.rs`, drawn by `draw.rs`: all the drawing through web-sys lives there), the panic
//! report (`panic.rs`), `isValidBoard`, the Practice panel's exercises (`practice.rs`), the
//! min-conflicts `Repair` class (`repair.rs`) and the guided lesson's stops (`lesson.rs`).
//!
//! Nothing here may panic: every number that comes from JavaScript is an `f64` (so that negative, NaN,
//! fractional and huge values arrive intact rather than being silently wrapped) and is checked before it
//! reaches the core. Counters are `u64` in the core and cross the boundary as plain JS numbers (exact up
//! to 2^53, far beyond anything a page can step through); the reference table's totals, which are not,
//! cross as `BigInt`s.

mod args;
mod construction;
mod count;
mod draw;
mod gpu;
mod lesson;
mod page;
pub mod panic;
mod picture;
mod practice;
mod repair;
mod search;
mod tree;
mod variant;

pub use construction::Construction;
pub use count::CountPlan;
pub use gpu::{GpuBatch, GpuPlan, gpu_check_problem, gpu_counter, gpu_next_dispatch};
pub use lesson::lesson;
pub use page::{JOIN_IN_WORKERS_MAX, check_size, known, limits, parse_size};
pub use picture::{crown_shape, gif_of_steps, picture_limits};
pub use practice::{corner_answer, first_solution, mirror_answer, practice_exercises};
pub use repair::{RepairBoard, draw_queens};
pub use search::Search;
pub use tree::SearchTree;
pub use variant::variants;

use js_sys::{
    Array, Float32Array, Float64Array, Int8Array, Int16Array, Int32Array, Uint8Array, Uint8ClampedArray, Uint16Array,
    Uint32Array,
};
use nqueens_core::size_text::short_number;
use nqueens_core::{MAX_SIZE, construct};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Runs once as the module is instantiated, in the page and in every worker.
#[wasm_bindgen(start)]
fn start() {
    panic::install();
}

/// Largest integer a JS number holds exactly.
pub(crate) const MAX_SAFE: f64 = 9_007_199_254_740_991.0;

/// A step count from JS: NaN and anything not positive mean 0, fractions round down, huge values saturate.
pub(crate) fn step_count(x: f64) -> u64 {
    if x.is_nan() || x <= 0.0 {
        0
    } else if x >= MAX_SAFE {
        MAX_SAFE as u64
    } else {
        x.floor() as u64
    }
}

/// Why `n` is not a size the core accepts, in words, or `None` if it is one.
pub(crate) fn size_problem(n: f64) -> Option<String> {
    whole_size_problem(n, MAX_SIZE)
}

/// Why `n` is not a whole number from 0 to `max`, in words, or `None` if it is one.
fn whole_size_problem(n: f64, max: usize) -> Option<String> {
    if n.is_nan() {
        Some("the board size is not a number".to_string())
    } else if n.is_infinite() {
        Some(format!("the board size must be a whole number from 0 to {max}"))
    } else if n.fract() != 0.0 {
        Some(format!("the board size must be a whole number, not {}", short_number(n)))
    } else if n < 0.0 {
        Some(format!("the board size cannot be negative ({})", short_number(n)))
    } else if n > max as f64 {
        Some(format!("board size {} is too large: the largest supported is {max}", short_number(n)))
    } else {
        None
    }
}

/// A unit index (or range end) from JS: NaN and anything below 0 mean 0, fractions round down, and
/// anything past `len` means `len`.
pub(crate) fn unit_index(x: f64, len: usize) -> usize {
    if x.is_nan() || x <= 0.0 {
        0
    } else if x >= len as f64 {
        len
    } else {
        x.floor() as usize
    }
}

pub(crate) fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    // The types serialised here are plain structs of numbers, strings and arrays, so this cannot fail;
    // should it ever, JS sees `null` rather than a panic.
    value.serialize(&serde_wasm_bindgen::Serializer::new()).unwrap_or(JsValue::NULL)
}

/// Whether `columns` (row r's queen in column `columns[r]`) is a solution: one queen per row, column and
/// diagonal, every column on the board (a column outside `0..columns.length` answers `false`). O(n).
///
/// `columns` must be an `Array` or a numeric typed array (a `Uint32Array` is the fast path) of whole numbers; anything else (a number, an object, `NaN`, `1.9`, a string entry) is
/// not a board at all and throws an `Error` saying which entry is wrong and why.
#[wasm_bindgen(js_name = isValidBoard)]
pub fn is_valid_board(columns: JsValue) -> Result<bool, JsError> {
    if let Some(exact) = columns.dyn_ref::<Uint32Array>() {
        return Ok(construct::is_valid(&exact.to_vec()));
    }
    let numbers = board_numbers(&columns)?;
    let n = numbers.len() as f64;
    let mut whole = Vec::with_capacity(numbers.len());
    for (row, &column) in numbers.iter().enumerate() {
        if !column.is_finite() || column.fract() != 0.0 {
            let shown = js_sys::Number::from(column).to_string_with_radix(10).map(String::from).unwrap_or_default();
            return Err(JsError::new(&format!("columns[{row}] is {shown}, not a whole column number")));
        }
        if column < 0.0 || column >= n {
            return Ok(false); // a queen off the board
        }
        whole.push(column as u32);
    }
    Ok(construct::is_valid(&whole))
}

/// The entries of an `Array` or numeric typed array as numbers, or an `Error` saying why `columns` is not one.
fn board_numbers(columns: &JsValue) -> Result<Vec<f64>, JsError> {
    if Array::is_array(columns) {
        let array = Array::from(columns);
        let mut numbers = Vec::with_capacity(array.length() as usize);
        for (row, entry) in array.iter().enumerate() {
            match entry.as_f64() {
                Some(column) => numbers.push(column),
                None => {
                    return Err(JsError::new(&format!("columns[{row}] is {}, not a column number", kind_of(&entry))));
                }
            }
        }
        return Ok(numbers);
    }
    let numeric_view = columns.is_instance_of::<Uint8Array>()
        || columns.is_instance_of::<Uint8ClampedArray>()
        || columns.is_instance_of::<Uint16Array>()
        || columns.is_instance_of::<Int8Array>()
        || columns.is_instance_of::<Int16Array>()
        || columns.is_instance_of::<Int32Array>()
        || columns.is_instance_of::<Float32Array>()
        || columns.is_instance_of::<Float64Array>();
    if numeric_view {
        return Ok(Float64Array::new(columns).to_vec());
    }
    Err(JsError::new(&format!(
        "isValidBoard takes an array of column numbers (columns[row]), not {}",
        kind_of(columns)
    )))
}

/// "a number", "null", "an object", … for messages.
pub(crate) fn kind_of(value: &JsValue) -> String {
    if value.is_null() {
        return "null".to_string();
    }
    match value.js_typeof().as_string().unwrap_or_default().as_str() {
        "undefined" => "undefined".to_string(),
        "object" => "an object".to_string(),
        kind => format!("a {kind}"),
    }
}
