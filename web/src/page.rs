//! What the page asks the core before it searches: the size limits of its three sections, a size read from
//! text or checked as a number (one reader for every field, the address and the hooks), and the reference
//! table's totals.

use crate::js::Obj;
use js_sys::{BigInt, Object, Reflect};
use nqueens_boundary::limits::{
    CONSTRUCT_MAX, CONSTRUCT_MIN, COUNT_MAX, COUNT_MIN, JOIN_IN_WORKERS_MAX, WATCH_MAX, WATCH_MIN,
};
use nqueens_boundary::{args, size_problem};
use nqueens_core::size_text::{self, SizeProblem};
use nqueens_core::{construct, known};
use wasm_bindgen::prelude::*;

/// The TypeScript shapes of what this file hands over, in the module's generated `.d.ts`.
pub(crate) const PAGE_TYPES: &str = r#"
/** The board sizes of the page's sections (`limits()`). */
export interface Limits {
  watchMin: number; watchMax: number; countMin: number; countMax: number; joinInWorkersMax: number;
  constructMin: number; constructMax: number;
}
/**
 * A size read (`parseSize`, `checkSize`): `{value}`, or `{problem, empty}` saying why not, with the core's
 * `kind` of refusal for the page to word ("empty", "not-a-number", "not-whole", "negative", "too-small",
 * "too-large"; absent for a value that is no number at all).
 */
export type SizeReading = { value: number; problem?: undefined; kind?: undefined; empty?: undefined } | { value?: undefined; problem: string; kind?: "empty" | "not-a-number" | "not-whole" | "negative" | "too-small" | "too-large"; empty: boolean };
/** The reference table's row for a size (`known(n)`): totals as BigInt, those it lacks undefined. */
export interface KnownRow { n: number; solutions: bigint; unique?: bigint; nodes?: bigint; steps?: bigint }
"#;

#[wasm_bindgen(typescript_custom_section)]
const PAGE_TYPES_SECTION: &str = PAGE_TYPES;

/// The board sizes of the page's sections: `{watchMin, watchMax, countMin, countMax, joinInWorkersMax,
/// constructMin, constructMax}` (numbers).
#[wasm_bindgen(unchecked_return_type = "Limits")]
pub fn limits() -> JsValue {
    Obj::new()
        .num("watchMin", WATCH_MIN as f64)
        .num("watchMax", WATCH_MAX as f64)
        .num("countMin", COUNT_MIN as f64)
        .num("countMax", COUNT_MAX as f64)
        .num("joinInWorkersMax", JOIN_IN_WORKERS_MAX as f64)
        .num("constructMin", CONSTRUCT_MIN as f64)
        .num("constructMax", CONSTRUCT_MAX as f64)
        .done()
}

/// `{value}` for a good size, `{problem, kind, empty}` for a refused one: `kind` names the core's
/// `SizeProblem` ("empty", "not-a-number", "not-whole", "negative", "too-small", "too-large"), so that the page
/// words it in the reader's language (the input it echoes and the range are the page's own).
fn size_result(result: Result<usize, SizeProblem>) -> JsValue {
    match result {
        Ok(value) => Obj::new().num("value", value as f64).done(),
        Err(problem) => {
            let kind = match problem {
                SizeProblem::Empty { .. } => "empty",
                SizeProblem::NotANumber { .. } => "not-a-number",
                SizeProblem::NotWhole { .. } => "not-whole",
                SizeProblem::Negative { .. } => "negative",
                SizeProblem::TooSmall { .. } => "too-small",
                SizeProblem::TooLarge { .. } => "too-large",
            };
            Obj::new()
                .set("problem", &JsValue::from_str(&problem.to_string()))
                .set("kind", &JsValue::from_str(kind))
                .set("empty", &JsValue::from_bool(problem.is_empty()))
                .done()
        }
    }
}

/// The caller's range as sizes: fractions inward, anything odd to the widest range the page has.
fn range(min: f64, max: f64) -> (usize, usize) {
    let limit = construct::LARGEST_PRACTICAL_SIZE as f64;
    let min = if min.is_finite() && min > 0.0 { min.ceil().min(limit) } else { 0.0 };
    let max = if max.is_finite() && max > 0.0 { max.floor().min(limit) } else { limit };
    (min as usize, max as usize)
}

/// Reads what a person typed (or an address parameter) as a board size in `min..=max`: `{value}` when it is
/// one, else `{problem, empty}`, `problem` a sentence saying why (it echoes at most 40 characters of the
/// text), `empty` true when the text is blank. White space is Unicode's, as the core trims it: the page
/// uses `value` and never reads the text itself. See `src/size_text.rs` for what counts as a number.
/// Anything but a string for `text` throws a `TypeError`.
#[wasm_bindgen(js_name = parseSize, unchecked_return_type = "SizeReading")]
pub fn parse_size(
    #[wasm_bindgen(unchecked_param_type = "string")] text: &JsValue,
    min: f64,
    max: f64,
) -> Result<JsValue, JsValue> {
    let text = args::string("parseSize(text, min, max)", "text", text)?;
    let (min, max) = range(min, max);
    Ok(size_result(size_text::parse_size(&text, min, max)))
}

/// Checks a size handed to a page hook: `{value}` for a whole number in `min..=max`, else `{problem,
/// empty: false}`. Only numbers are sizes here: a string such as "8", `null` or an object is refused.
#[wasm_bindgen(js_name = checkSize, unchecked_return_type = "SizeReading")]
pub fn check_size(#[wasm_bindgen(unchecked_param_type = "unknown")] value: JsValue, min: f64, max: f64) -> JsValue {
    let (min, max) = range(min, max);
    match value.as_f64() {
        Some(n) => size_result(size_text::check_size_value(n, min, max)),
        None => {
            let what = if let Some(text) = value.as_string() {
                format!("“{}” is a string, not a number", size_text::echo(&text))
            } else if value.is_null() || value.is_undefined() {
                format!("{} is not a number", if value.is_null() { "null" } else { "undefined" })
            } else {
                format!("A value of type {} is not a number", value.js_typeof().as_string().unwrap_or_default())
            };
            let problem = format!(
                "{what}: give a whole number from {} to {}.",
                size_text::grouped(min as u64),
                size_text::grouped(max as u64)
            );
            Obj::new().set("problem", &JsValue::from_str(&problem)).set("empty", &JsValue::FALSE).done()
        }
    }
}

pub(super) fn known_for(n: usize) -> JsValue {
    let Some(row) = known::for_size(n) else { return JsValue::NULL };
    // Every column of the table, totals as BigInt (exact beyond 2^53), a blank one undefined; the size itself
    // as a plain number. Built by hand: a serde serializer of BigInts would be code of its own in the module
    // the first board waits for.
    let object = Object::new();
    let total = |value: Option<u64>| value.map_or(JsValue::UNDEFINED, |value| BigInt::from(value).into());
    for (key, value) in [
        ("n", JsValue::from_f64(n as f64)),
        ("solutions", total(Some(row.solutions))),
        ("unique", total(row.unique)),
        ("nodes", total(row.nodes)),
        ("steps", total(row.steps)),
    ] {
        let _ = Reflect::set(&object, &JsValue::from_str(key), &value);
    }
    object.into()
}

/// The reference table's row for size n: `{n, solutions, unique, nodes, steps}`, the totals as `BigInt`s
/// (`unique`/`nodes`/`steps` `undefined` where the table has no value), or `null` for a size it lacks.
#[wasm_bindgen(unchecked_return_type = "KnownRow | null")]
pub fn known(n: f64) -> JsValue {
    if size_problem(n).is_some() { JsValue::NULL } else { known_for(n as usize) }
}
