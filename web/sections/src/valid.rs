//! `isValidBoard`: whether an array of columns is a solution, for the page's tests and for scripts. It lives
//! in the sections' module: the first board never needs it.

use js_sys::{
    Array, Float32Array, Float64Array, Int8Array, Int16Array, Int32Array, Uint8Array, Uint8ClampedArray, Uint16Array,
    Uint32Array,
};
use nqueens_boundary::kind_of;
use nqueens_core::construct;
use wasm_bindgen::prelude::*;

/// Whether `columns` (row r's queen in column `columns[r]`) is a solution: one queen per row, column and
/// diagonal, every column on the board (a column outside `0..columns.length` answers `false`). O(n).
///
/// `columns` must be an `Array` or a numeric typed array (a `Uint32Array` is the fast path) of whole numbers; anything else (a number, an object, `NaN`, `1.9`, a string entry) is
/// not a board at all and throws an `Error` saying which entry is wrong and why.
#[wasm_bindgen(js_name = isValidBoard)]
pub fn is_valid_board(
    #[wasm_bindgen(unchecked_param_type = "ArrayLike<number>")] columns: JsValue,
) -> Result<bool, JsError> {
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
