//! What every WebAssembly module of the boundary shares: numbers, strings and canvases read from JavaScript
//! and checked before they reach the core (`args`, `options`, the size readers here), values handed back
//! (`to_js`), the page's limits (`limits`), drawing through web-sys (`draw`) and the panic report (`panic`,
//! which also installs itself as each module starts).
//!
//! Nothing here may panic: every number that comes from JavaScript is an `f64` (so that negative, NaN,
//! fractional and huge values arrive intact rather than being silently wrapped) and is checked before it
//! reaches the core.

pub mod args;
pub mod draw;
pub mod limits;
pub mod options;
pub mod panic;
pub mod refusal;
pub mod types;

use nqueens_core::MAX_SIZE;
use nqueens_core::size_text::short_number;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Runs once as a module is instantiated, in the page and in every worker: whichever of the boundary's
/// modules it is, it links this crate once.
#[wasm_bindgen(start)]
fn start() {
    panic::install();
}

/// Largest integer a JS number holds exactly.
pub const MAX_SAFE: f64 = 9_007_199_254_740_991.0;

/// A step count from JS: NaN and anything not positive mean 0, fractions round down, huge values saturate.
pub fn step_count(x: f64) -> u64 {
    if x.is_nan() || x <= 0.0 {
        0
    } else if x >= MAX_SAFE {
        MAX_SAFE as u64
    } else {
        x.floor() as u64
    }
}

/// Why `n` is not a size the core accepts, in words, or `None` if it is one.
pub fn size_problem(n: f64) -> Option<String> {
    whole_size_problem(n, MAX_SIZE)
}

/// Why `n` is not a whole number from 0 to `max`, in words, or `None` if it is one.
pub fn whole_size_problem(n: f64, max: usize) -> Option<String> {
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
pub fn unit_index(x: f64, len: usize) -> usize {
    if x.is_nan() || x <= 0.0 {
        0
    } else if x >= len as f64 {
        len
    } else {
        x.floor() as usize
    }
}

/// What besides the board decides a repair's scene, as the page passes it: the scale, and a queen sliding
/// along its row, taken only with all its parts (its row, the columns it leaves and goes to, its progress).
pub fn repair_look(
    scale: f64,
    row: Option<u32>,
    from: Option<u32>,
    to: Option<u32>,
    progress: Option<f64>,
) -> nqueens_core::picture::RepairLook {
    use nqueens_core::picture::{RepairLook, Slide};
    let slide = match (row, from, to, progress) {
        (Some(row), Some(from), Some(to), Some(progress)) => {
            Some(Slide { row: row as usize, from: from as usize, to: to as usize, progress })
        }
        _ => None,
    };
    RepairLook { scale, slide }
}

pub fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    // The types serialised here are plain structs of numbers, strings and arrays, so this cannot fail;
    // should it ever, JS sees `null` rather than a panic.
    value.serialize(&serde_wasm_bindgen::Serializer::new()).unwrap_or(JsValue::NULL)
}

/// "a number", "null", "an object", … for messages.
pub fn kind_of(value: &JsValue) -> String {
    if value.is_null() {
        return "null".to_string();
    }
    match value.js_typeof().as_string().unwrap_or_default().as_str() {
        "undefined" => "undefined".to_string(),
        "object" => "an object".to_string(),
        kind => format!("a {kind}"),
    }
}
