//! The solutions' small boards (the page's gallery): the core's thumbnail scene (src/picture/thumbnail.rs) as
//! a display list for the page's painter.

use nqueens_core::picture::display;
use wasm_bindgen::prelude::*;

/// The solution whose row r holds a queen in column `columns[r]` (a board of 1 to 32 squares a side) as a
/// small board at `scale` device pixels a CSS pixel: the display list of the core's thumbnail scene, its
/// header's side the canvas's. Columns off the board, or too many, throw an `Error` saying why.
#[wasm_bindgen(js_name = thumbnailScene)]
pub fn thumbnail_scene(columns: &[u32], scale: f64) -> Result<Vec<f32>, JsError> {
    display::thumbnail_list(columns, scale).map_err(|e| JsError::new(&e.to_string()))
}
