//! The `Construction` class: one solution of any board up to ten million rows, kept in wasm memory
//! (40 MB at the largest) and read from JavaScript only a few rows at a time, checked and drawn here.

use nqueens_boundary::refusal::size_refusal;
use nqueens_boundary::{args, draw, unit_index};
use nqueens_core::construct;
use wasm_bindgen::prelude::*;

/// The most rows `columnsOfRows` hands over in one call: a sample to show, never the whole solution.
pub const MOST_ROWS_COPIED: usize = 1000;

#[wasm_bindgen(typescript_custom_section)]
const REFUSAL_SECTION: &str = nqueens_boundary::refusal::REFUSAL_TYPES;

/// One constructed solution of the n x n board, or the fact that there is none (n = 2 and 3).
#[wasm_bindgen]
pub struct Construction {
    size: usize,
    columns: Option<Vec<u32>>,
}

#[wasm_bindgen]
impl Construction {
    /// Writes down a solution of the n x n board in O(n), 0 <= n <= `limits().constructMax`. A bad size
    /// (too large, negative, fractional, NaN) throws a `Refusal`: an `Error` whose message says why, with its
    /// kind and values for the page to word.
    #[wasm_bindgen(constructor)]
    pub fn new(n: f64) -> Result<Construction, JsValue> {
        if let Some(refused) = size_refusal(n, construct::LARGEST_PRACTICAL_SIZE) {
            return Err(refused);
        }
        Ok(Construction { size: n as usize, columns: construct::solution(n as usize) })
    }

    /// The board size n.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u32 {
        self.size as u32
    }

    /// Whether the board has a solution at all (false for n = 2 and 3).
    #[wasm_bindgen(getter)]
    pub fn exists(&self) -> bool {
        self.columns.is_some()
    }

    /// Whether the constructed board is a solution, checked in O(n): one queen per row, column and
    /// diagonal. False when there is no solution.
    #[wasm_bindgen(js_name = isValid)]
    pub fn is_valid(&self) -> bool {
        self.columns.as_deref().is_some_and(construct::is_valid)
    }

    /// The columns of the queens of rows `start`, `start + 1`, ... (`count` rows, at most
    /// `MOST_ROWS_COPIED`, clipped to the board; fractions round down, NaN and negatives mean 0), as a
    /// `Uint32Array`. Empty when there is no solution.
    #[wasm_bindgen(js_name = columnsOfRows)]
    pub fn columns_of_rows(&self, start: f64, count: f64) -> Vec<u32> {
        let Some(columns) = &self.columns else { return Vec::new() };
        let start = unit_index(start, columns.len());
        let count = unit_index(count, MOST_ROWS_COPIED);
        columns[start..(start + count).min(columns.len())].to_vec()
    }

    /// Draws the board on the whole of `canvas` at its backing-store size (`width` x `height`, which the
    /// page sets to the CSS size times `devicePixelRatio`), the core's picture of it: squares and crowns
    /// when every square gets at least 8 pixels, a density picture of where the queens fall otherwise.
    /// The colours are CSS
    /// colours: the light and dark squares (the light one is the density picture's background), the
    /// queens and their outline. Throws an `Error` for a canvas without a 2D context, one over 4096 x 4096
    /// pixels, or a colour it cannot read. Returns true when it drew the squares and crowns, false for the
    /// density picture.
    pub fn draw(
        &self,
        #[wasm_bindgen(unchecked_param_type = "HTMLCanvasElement")] canvas: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] light: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] dark: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] queen: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] queen_edge: &JsValue,
    ) -> Result<bool, JsValue> {
        const FUNCTION: &str = "Construction#draw(canvas, light, dark, queen, queenEdge)";
        let canvas = args::canvas(FUNCTION, canvas)?;
        let [light, dark, queen, queen_edge] =
            args::colours(FUNCTION, draw::BOARD_COLOURS, [light, dark, queen, queen_edge])?;
        let palette = draw::PaletteText { light: &light, dark: &dark, queen: &queen, queen_edge: &queen_edge };
        Ok(draw::board(&canvas, self.size, self.columns.as_deref(), palette)?)
    }
}
