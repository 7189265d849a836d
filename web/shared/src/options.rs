//! A search's options read from JavaScript, `{firstSolution, mirror, variant, block, require}`, and the
//! search they ask for: `variant`, `block` and `require` are read here and handed to the core's
//! [`AnySearch::new`], which holds the rules of which search takes which options.

use crate::refusal::{size_refusal, variant_refusal};
use crate::{kind_of, size_problem};
use js_sys::{Array, Object, Reflect};
use nqueens_core::constraints::{Constraints, Square};
use nqueens_core::search::Options;
use nqueens_core::size_text::echo;
use nqueens_core::variant::Variant;
use nqueens_core::{AnySearch, MAX_SIZE, VariantError};
use wasm_bindgen::prelude::*;

/// The option keys read here rather than as boolean flags.
pub const KEYS: [&str; 3] = ["variant", "block", "require"];

const OPTIONS_SHAPE: &str = "the options of a Search are an object like {firstSolution: true, mirror: false} \
    (variant, block and require may be given too)";

/// The options object of `new Search(n, {firstSolution, mirror})`: booleans, false when left out; a
/// misspelt key or a value of another type is an error rather than silently ignored.
pub fn read_options(options: JsValue) -> Result<Options, JsError> {
    let mut read = Options::default();
    if options.is_undefined() || options.is_null() {
        return Ok(read);
    }
    if !options.is_object() || Array::is_array(&options) {
        let kind = if Array::is_array(&options) { "an array".to_string() } else { kind_of(&options) };
        return Err(JsError::new(&format!("{OPTIONS_SHAPE}, not {kind}")));
    }
    for key in Object::keys(&Object::from(options.clone())).iter() {
        let name = key.as_string().unwrap_or_default();
        if KEYS.contains(&name.as_str()) {
            continue;
        }
        let value = Reflect::get(&options, &key).unwrap_or(JsValue::UNDEFINED);
        let flag = match value.as_bool() {
            Some(flag) => flag,
            None if value.is_undefined() => false,
            None => {
                let kind = kind_of(&value);
                return Err(JsError::new(&format!("{OPTIONS_SHAPE}: {name} is {kind}, not true or false")));
            }
        };
        match name.as_str() {
            "firstSolution" => read.first_solution_only = flag,
            "mirror" => read.mirror = flag,
            _ => return Err(JsError::new(&format!("{OPTIONS_SHAPE}: there is no option \"{}\"", echo(&name)))),
        }
    }
    Ok(read)
}

/// A square `[row, col]` from JS: two whole numbers from 0 (the core says whether it is on the board).
fn read_square(value: &JsValue, key: &str, index: u32) -> Result<Square, JsError> {
    let shape = || format!("{key}[{index}] must be a square [row, col] of two whole numbers from 0");
    if !Array::is_array(value) {
        return Err(JsError::new(&format!("{}, not {}", shape(), kind_of(value))));
    }
    let pair = Array::from(value);
    let whole = |x: JsValue| x.as_f64().filter(|v| v.is_finite() && *v >= 0.0 && v.fract() == 0.0);
    match (pair.length(), whole(pair.get(0)), whole(pair.get(1))) {
        (2, Some(row), Some(col)) => {
            Ok(Square { row: row.min(u32::MAX as f64) as usize, col: col.min(u32::MAX as f64) as usize })
        }
        _ => Err(JsError::new(&shape())),
    }
}

fn read_squares(options: &JsValue, key: &str) -> Result<Vec<Square>, JsError> {
    let value = Reflect::get(options, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
    if value.is_undefined() || value.is_null() {
        return Ok(Vec::new());
    }
    if !Array::is_array(&value) {
        return Err(JsError::new(&format!("{key} must be an array of squares [row, col], not {}", kind_of(&value))));
    }
    Array::from(&value).iter().enumerate().map(|(i, square)| read_square(&square, key, i as u32)).collect()
}

/// The variant, blocked and required squares `options` asks for: `variant` a name from `variants()` ("correct"
/// when left out), `block` and `require` arrays of squares `[row, col]`; an `Error` for options of the wrong shape.
// Inlined: the first module's `make` is its only caller there, and its first board counts every byte.
#[inline(always)]
fn read_search(options: &JsValue) -> Result<(Variant, Vec<Square>, Vec<Square>), JsError> {
    if !options.is_object() {
        return Ok((Variant::Correct, Vec::new(), Vec::new()));
    }
    let name = Reflect::get(options, &JsValue::from_str("variant")).unwrap_or(JsValue::UNDEFINED);
    let variant = match (name.is_undefined(), name.as_string()) {
        (true, _) => Variant::Correct,
        (false, Some(text)) => Variant::from_name(&text).ok_or_else(|| {
            JsError::new(&format!("there is no variant \"{}\": the variants are {}", echo(&text), Variant::names()))
        })?,
        (false, None) => {
            let kind = kind_of(&name);
            return Err(JsError::new(&format!("the variant is a name ({}), not {kind}", Variant::names())));
        }
    };
    Ok((variant, read_squares(options, "block")?, read_squares(options, "require")?))
}

/// The search `options` asks for on the n x n board (`n` already checked), as `read_search` reads them; the
/// core's message when it refuses the combination.
pub fn make(n: usize, flags: Options, options: &JsValue) -> Result<AnySearch, JsError> {
    let (variant, blocked, required) = read_search(options)?;
    let constraints = Constraints::new(n, &blocked, &required).map_err(|e| JsError::new(&e.to_string()))?;
    AnySearch::new(variant, flags, constraints).map_err(|e| JsError::new(&e.to_string()))
}

/// The search `new Search(n, options)` makes: a size the core takes (0 to 32) and the options above; an
/// `Error` saying why for anything else.
pub fn search_of(n: f64, options: &JsValue) -> Result<AnySearch, JsError> {
    if let Some(problem) = size_problem(n) {
        return Err(JsError::new(&problem));
    }
    let flags = read_options(options.clone())?;
    make(n as usize, flags, options)
}

/// The search `new Search(n, options)` makes, for the page: like `search_of`, but a size or a set of squares the
/// core refuses throws a refusal (`crate::refusal`: its kind and values beside the core's English), which the
/// page words in the reader's language.
pub fn search_or_refusal(n: f64, options: &JsValue) -> Result<AnySearch, JsValue> {
    if let Some(refused) = size_refusal(n, MAX_SIZE) {
        return Err(refused);
    }
    let flags = read_options(options.clone())?;
    let (variant, blocked, required) = read_search(options)?;
    Constraints::new(n as usize, &blocked, &required)
        .map_err(VariantError::from)
        .and_then(|constraints| AnySearch::new(variant, flags, constraints))
        .map_err(|e| variant_refusal(&e))
}
