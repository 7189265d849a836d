//! The boundary's type checks: an exported function handed the wrong kind of JS value throws a TypeError
//! with a sentence (never a trap inside the module), and numbers in messages are short.

use super::canvas;
use crate::wasm::{self, Construction, RepairBoard};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

/// The message of `error`, which must be a `TypeError`.
fn type_error_message(error: JsValue) -> String {
    let error: js_sys::TypeError = error.dyn_into().expect("a TypeError");
    String::from(error.message())
}

#[wasm_bindgen_test]
fn a_value_of_the_wrong_type_is_a_type_error_with_a_sentence() {
    let eight = JsValue::from_f64(8.0);
    let message = type_error_message(wasm::parse_size(&eight, 1.0, 20.0).unwrap_err());
    assert_eq!(message, "parseSize(text, min, max): text must be a string, not the number 8.");
    let message = type_error_message(RepairBoard::parse_seed(&JsValue::from_f64(5.0)).unwrap_err());
    assert_eq!(message, "Repair.parseSeed(text): text must be a string, not the number 5.");
    let message = type_error_message(RepairBoard::parse_seed(&JsValue::NULL).unwrap_err());
    assert!(message.ends_with("not null."), "{message}");
    let message = type_error_message(RepairBoard::parse_seed(&js_sys::Object::new().into()).unwrap_err());
    assert!(message.ends_with("not an object."), "{message}");
}

#[wasm_bindgen_test]
fn every_draw_method_checks_its_canvas_and_colours() {
    let colour = JsValue::from_str("#fff");
    let target = canvas(40, 40);
    let construction = Construction::new(8.0).unwrap();
    let message = type_error_message(construction.draw(&eight(), &colour, &colour, &colour, &colour).unwrap_err());
    assert_eq!(
        message,
        "Construction#draw(canvas, light, dark, queen, queenEdge): the canvas must be a <canvas> element, not the number 8."
    );
    let message =
        type_error_message(construction.draw(&target, &colour, &JsValue::TRUE, &colour, &colour).unwrap_err());
    assert!(message.ends_with("the dark square colour must be a string, not true."), "{message}");

    let board = RepairBoard::new(8.0, 0.0).unwrap();
    let message = type_error_message(board.draw(&JsValue::UNDEFINED, &colour, &colour, &colour, &colour).unwrap_err());
    assert!(message.starts_with("Repair#draw(") && message.ends_with("not undefined."), "{message}");
    let message = type_error_message(board.draw(&target, &colour, &colour, &colour, &eight()).unwrap_err());
    assert!(message.ends_with("the queen outline colour must be a string, not the number 8."), "{message}");

    let columns = js_sys::Uint32Array::from(&[1u32, 3, 0, 2][..]);
    let message =
        type_error_message(wasm::draw_queens(&target, &eight(), &colour, &colour, &colour, &colour).unwrap_err());
    assert!(message.ends_with("columns must be a Uint32Array, not the number 8."), "{message}");
    let message =
        type_error_message(wasm::draw_queens(&eight(), &columns, &colour, &colour, &colour, &colour).unwrap_err());
    assert!(
        message.starts_with("drawQueens(") && message.contains("the canvas must be a <canvas> element"),
        "{message}"
    );
    assert!(wasm::draw_queens(&target, &columns, &colour, &colour, &colour, &colour).unwrap());

    let mut tree = super::tree_for(4.0, JsValue::UNDEFINED);
    let message = type_error_message(tree.draw(&eight(), 1.0, &colour, &colour, &colour, &colour).unwrap_err());
    assert!(message.starts_with("SearchTree#draw(") && message.ends_with("not the number 8."), "{message}");
    let message = type_error_message(tree.draw(&target, 1.0, &colour, &colour, &colour, &JsValue::NULL).unwrap_err());
    assert!(message.ends_with("the solution colour must be a string, not null."), "{message}");
}

fn eight() -> JsValue {
    JsValue::from_f64(8.0)
}

#[wasm_bindgen_test]
fn numbers_in_messages_are_short() {
    let message = type_error_message(wasm::parse_size(&JsValue::from_f64(1e300), 1.0, 20.0).unwrap_err());
    assert!(message.ends_with("not the number 1e300."), "{message}");
    let checked = wasm::check_size(JsValue::from_f64(1e300), 1.0, 20.0);
    let problem = js_sys::Reflect::get(&checked, &"problem".into()).unwrap().as_string().unwrap();
    assert!(problem.starts_with("1e300 is too large"), "{problem}");
    let refused = wasm::Search::new(1e300, JsValue::UNDEFINED).err().expect("refused");
    let message = String::from(JsValue::from(refused).dyn_into::<js_sys::Error>().unwrap().message());
    assert!(message.contains("board size 1e300 is too large"), "{message}");
    assert!(message.len() < 120, "{message}");
}
