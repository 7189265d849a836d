//! The boundary's checks of what JavaScript hands over: a string, a canvas, where the exported function's
//! Rust type would otherwise let wasm-bindgen's glue misread another kind of value. A wrong kind is a
//! `TypeError` with a sentence naming the function, the argument and what came instead.

use nqueens_core::size_text::{echo, short_number};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::HtmlCanvasElement;

/// What `value` is, for a message: "the number 8", "the string “8”", "null", "an object"...
pub fn described(value: &JsValue) -> String {
    if let Some(number) = value.as_f64() {
        return format!("the number {}", short_number(number));
    }
    if let Some(text) = value.as_string() {
        return format!("the string “{}”", echo(&text));
    }
    if let Some(flag) = value.as_bool() {
        return format!("{flag}");
    }
    crate::kind_of(value)
}

/// A `TypeError`: "`function`: `argument` must be `expected`, not `what came`."
pub fn type_error(function: &str, argument: &str, expected: &str, value: &JsValue) -> JsValue {
    let message = format!("{function}: {argument} must be {expected}, not {}.", described(value));
    js_sys::TypeError::new(&message).into()
}

/// The string `value`, or a `TypeError` naming `function` and `argument`.
pub fn string(function: &str, argument: &str, value: &JsValue) -> Result<String, JsValue> {
    value.as_string().ok_or_else(|| type_error(function, argument, "a string", value))
}

/// The canvas `value`, or a `TypeError` naming `function`.
pub fn canvas(function: &str, value: &JsValue) -> Result<HtmlCanvasElement, JsValue> {
    value
        .dyn_ref::<HtmlCanvasElement>()
        .cloned()
        .ok_or_else(|| type_error(function, "the canvas", "a <canvas> element", value))
}

/// The four colours of a board drawing (CSS colour strings), or a `TypeError` naming the first that is not a string.
pub fn colours<const N: usize>(
    function: &str,
    names: [&str; N],
    values: [&JsValue; N],
) -> Result<[String; N], JsValue> {
    let mut colours: [String; N] = std::array::from_fn(|_| String::new());
    for (slot, (name, value)) in colours.iter_mut().zip(names.into_iter().zip(values)) {
        *slot = string(function, &format!("the {name} colour"), value)?;
    }
    Ok(colours)
}
