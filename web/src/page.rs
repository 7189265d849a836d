//! What the page asks the core before it searches: the size limits of its three sections, a size read from
//! text or checked as a number (one reader for every field, the address and the hooks), and the reference
//! table's totals.

use js_sys::Reflect;
use nqueens_boundary::limits::{
    CONSTRUCT_MAX, CONSTRUCT_MIN, COUNT_MAX, COUNT_MIN, JOIN_IN_WORKERS_MAX, WATCH_MAX, WATCH_MIN,
};
use nqueens_boundary::{args, size_problem, to_js};
use nqueens_core::size_text::{self, SizeProblem};
use nqueens_core::{construct, known};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsLimits {
    watch_min: u32,
    watch_max: u32,
    count_min: u32,
    count_max: u32,
    join_in_workers_max: u32,
    construct_min: u32,
    construct_max: u32,
}

/// The board sizes of the page's sections: `{watchMin, watchMax, countMin, countMax, joinInWorkersMax,
/// constructMin, constructMax}` (numbers).
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

#[wasm_bindgen(unchecked_return_type = "Limits")]
pub fn limits() -> JsValue {
    to_js(&JsLimits {
        watch_min: WATCH_MIN as u32,
        watch_max: WATCH_MAX as u32,
        count_min: COUNT_MIN as u32,
        count_max: COUNT_MAX as u32,
        join_in_workers_max: JOIN_IN_WORKERS_MAX as u32,
        construct_min: CONSTRUCT_MIN as u32,
        construct_max: CONSTRUCT_MAX as u32,
    })
}

/// `{value}` for a good size, `{problem, kind, empty}` for a refused one: `kind` names the core's
/// `SizeProblem` ("empty", "not-a-number", "not-whole", "negative", "too-small", "too-large"), so that the page
/// words it in the reader's language (the input it echoes and the range are the page's own).
#[derive(Serialize)]
struct JsSize {
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    problem: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    kind: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    empty: Option<bool>,
}

fn size_result(result: Result<usize, SizeProblem>) -> JsValue {
    to_js(&match result {
        Ok(value) => JsSize { value: Some(value as u32), problem: None, kind: None, empty: None },
        Err(problem) => JsSize {
            value: None,
            empty: Some(problem.is_empty()),
            kind: Some(match problem {
                SizeProblem::Empty { .. } => "empty",
                SizeProblem::NotANumber { .. } => "not-a-number",
                SizeProblem::NotWhole { .. } => "not-whole",
                SizeProblem::Negative { .. } => "negative",
                SizeProblem::TooSmall { .. } => "too-small",
                SizeProblem::TooLarge { .. } => "too-large",
            }),
            problem: Some(problem.to_string()),
        },
    })
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
            to_js(&JsSize { value: None, problem: Some(problem), kind: None, empty: Some(false) })
        }
    }
}

pub(super) fn known_for(n: usize) -> JsValue {
    let Some(row) = known::for_size(n) else { return JsValue::NULL };
    // Every column of the table, totals as BigInt (exact beyond 2^53); the size itself as a plain number.
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_large_number_types_as_bigints(true);
    let Ok(object) = row.serialize(&serializer) else { return JsValue::NULL };
    let _ = Reflect::set(&object, &JsValue::from_str("n"), &JsValue::from_f64(n as f64));
    object
}

/// The reference table's row for size n: `{n, solutions, unique, nodes, steps}`, the totals as `BigInt`s
/// (`unique`/`nodes`/`steps` `undefined` where the table has no value), or `null` for a size it lacks.
#[wasm_bindgen(unchecked_return_type = "KnownRow | null")]
pub fn known(n: f64) -> JsValue {
    if size_problem(n).is_some() { JsValue::NULL } else { known_for(n as usize) }
}
