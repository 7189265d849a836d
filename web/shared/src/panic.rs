//! Panics inside the module reported where people look, with their message and place: in the console
//! (`console.error`) and, in the page, in its `#wasm-panic` alert; a bare "unreachable" says nothing.
//! Nothing in the module is meant to panic; this is for the bug that does.

use std::cell::RefCell;
use std::panic::PanicHookInfo;
use wasm_bindgen::prelude::*;

/// The id of the page element (www/index.html) that shows a panic.
pub const REPORT_ELEMENT_ID: &str = "wasm-panic";

thread_local! {
    /// The last panic's description, for a Web Worker to pass on to the page (it has no document).
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Makes every later panic call [`report`]. Called once, when the module starts.
pub fn install() {
    std::panic::set_hook(Box::new(|info| report(&describe(info))));
}

/// "message (at src/file.rs:line:column)".
fn describe(info: &PanicHookInfo) -> String {
    let message = info.payload_as_str().unwrap_or("a panic without a message");
    match info.location() {
        Some(place) => format!("{message} (at {}:{}:{})", place.file(), place.line(), place.column()),
        None => message.to_string(),
    }
}

/// Writes a panic's `description` to the console and into the page's report element (when there is a
/// page, not in a worker), and keeps it for [`last_panic`]. Public for the tests.
#[doc(hidden)]
pub fn report(description: &str) {
    web_sys::console::error_1(&JsValue::from_str(&format!("nqueens: the WebAssembly module panicked: {description}")));
    let element = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id(REPORT_ELEMENT_ID));
    if let Some(element) = element {
        element.set_text_content(Some(&format!(
            "Something went wrong inside the solver: {description}. This is a bug; reload the page to go on."
        )));
        // Removing an attribute only fails on a name that is not one, and "hidden" is.
        let _ = element.remove_attribute("hidden");
    }
    LAST_PANIC.with(|last| *last.borrow_mut() = Some(description.to_string()));
}

/// The last panic's "message (at file:line:column)", or `undefined` if the module has not panicked. A
/// Web Worker reads it after a call failed with a bare `RuntimeError: unreachable`.
#[wasm_bindgen(js_name = lastPanic)]
pub fn last_panic() -> Option<String> {
    LAST_PANIC.with(|last| last.borrow().clone())
}

/// Panics with `message`: the end-to-end tests' way to see a panic reported. Hidden from the page: no
/// control, address parameter or `window` property reaches it; only code that imports the module and
/// calls it by this name does.
#[wasm_bindgen(js_name = __panicForTest)]
#[doc(hidden)]
pub fn panic_for_test(message: &str) {
    panic!("{message}");
}
