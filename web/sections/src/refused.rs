//! `searchRefusal`: why the core refuses a search, as the page words it (a `Refusal`: the core's English as
//! its message, with its kind and values; web/shared/src/refusal.rs). `new Search` in the first module throws
//! the core's English only, so that the first board carries none of this: the page asks here, once the
//! sections' module is loaded, for the refusal of the squares and options it shows in the reader's words.

use nqueens_boundary::options::search_or_refusal;
use wasm_bindgen::prelude::*;

/// The refusal `new Search(n, options)` would throw for a size or squares the core refuses (a `Refusal`),
/// `undefined` when the core makes that search; options of the wrong shape throw an `Error` saying why.
#[wasm_bindgen(js_name = searchRefusal, unchecked_return_type = "Refusal | undefined")]
pub fn search_refusal(
    n: f64,
    #[wasm_bindgen(unchecked_param_type = "SearchOptions | null")] options: JsValue,
) -> Result<JsValue, JsValue> {
    match search_or_refusal(n, &options) {
        Ok(_) => Ok(JsValue::UNDEFINED),
        Err(refused) if js_sys::Reflect::has(&refused, &"kind".into()).unwrap_or(false) => Ok(refused),
        Err(malformed) => Err(malformed),
    }
}
