//! The pictures module (web/pictures) in headless Chromium (part of tests/web.rs): a search's board view, handed
//! over as the page hands it, drawn as SVG and PNG; a view that is not one, or whose parts disagree, refused
//! with a sentence (and the refusals a learner meets with their kind and values); an animation of a search's steps;
//! the PNG of the sections' boards (a repair, a thumbnail, a large board).

use super::{get, make};
use crate::wasm;
use js_sys::{Array, Reflect};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

fn message(error: JsValue) -> String {
    get(&error, "message").as_string().unwrap()
}

#[wasm_bindgen_test]
fn a_board_view_is_drawn_as_svg_and_png() {
    let mut search = make(6.0);
    search.seek(40.0);
    let view = search.board_view();
    assert_eq!(get(&view, "n").as_f64(), Some(6.0));
    let svg = wasm::svg_of_board(view.clone(), 200.0, "dark").unwrap();
    assert!(svg.starts_with("<svg"), "{svg}");
    let queens = Array::from(&get(&view, "queens")).length() as usize;
    assert_eq!(svg.matches("class=\"queen\"").count(), queens, "one drawn for each queen on the board");
    let png = wasm::png_of_board(view, 100.0, "light").unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
}

#[wasm_bindgen_test]
fn a_view_that_is_not_one_or_disagrees_with_itself_is_refused() {
    let not_a_view = message(wasm::svg_of_board(JsValue::from_str("board"), 200.0, "light").unwrap_err());
    assert!(not_a_view.starts_with("that is not a board view (Search#boardView gives one)"), "{not_a_view}");
    let mut search = make(5.0);
    search.seek(7.0);
    let forged = search.board_view();
    let queens = Array::of2(&JsValue::from(1), &JsValue::from(9));
    Reflect::set(&forged, &JsValue::from_str("queens"), &queens).unwrap();
    let off_board = message(wasm::png_of_board(forged.clone(), 200.0, "light").unwrap_err());
    assert_eq!(off_board, "the board to draw is inconsistent: a queen stands off the board");
    Reflect::set(&forged, &JsValue::from_str("n"), &JsValue::from(40)).unwrap();
    let too_large = message(wasm::svg_of_board(forged, 200.0, "light").unwrap_err());
    assert!(too_large.starts_with("a picture shows a board of 1 to 32 squares a side"), "{too_large}");
}

#[wasm_bindgen_test]
fn an_animation_of_steps_is_a_gif() {
    let gif = wasm::gif_of_steps(4.0, JsValue::UNDEFINED, 0.0, 9.0, 4.0, 64.0, "light").unwrap();
    assert_eq!(&gif[..6], b"GIF89a");
    let refused = message(wasm::gif_of_steps(4.0, JsValue::UNDEFINED, 9.0, 0.0, 4.0, 64.0, "light").unwrap_err());
    assert!(refused.contains("the last step must not come before the first"), "{refused}");
    // The page words a refusal from its kind and values (web/shared/src/refusal.rs).
    let backwards = wasm::gif_of_steps(4.0, JsValue::UNDEFINED, 9.0, 0.0, 4.0, 64.0, "light").unwrap_err();
    assert_eq!(get(&backwards, "kind").as_string().as_deref(), Some("picture-backwards"));
    assert_eq!((get(&backwards, "from").as_f64(), get(&backwards, "to").as_f64()), (Some(9.0), Some(0.0)));
    let small = wasm::png_of_board(make(4.0).board_view(), 10.0, "light").unwrap_err();
    assert_eq!(get(&small, "kind").as_string().as_deref(), Some("picture-size"));
    assert_eq!(get(&small, "px").as_f64(), Some(10.0));
    let fraction = wasm::png_of_board(make(4.0).board_view(), 10.5, "light").unwrap_err();
    assert_eq!(get(&fraction, "kind").as_string().as_deref(), Some("picture-not-whole"));
}

#[wasm_bindgen_test]
fn the_sections_boards_are_pngs_and_bad_ones_are_refused_with_a_sentence() {
    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n";
    let thumbnail = wasm::png_of_thumbnail(&[1, 3, 0, 2], 1.0, "light").unwrap();
    assert_eq!(&thumbnail[..8], PNG);
    // The width and height, big-endian after the IHDR chunk's name: 4 squares of 16 pixels.
    assert_eq!(&thumbnail[16..24], &[0, 0, 0, 64, 0, 0, 0, 64]);
    let repair = wasm::png_of_repair(&[0, 2, 1], 300.0, 1.0, Some(2), Some(0), Some(1), Some(0.5), "dark").unwrap();
    assert_eq!(&repair[..8], PNG);
    let large = wasm::png_of_large_board(&[1, 3, 0, 2], 120.0, 80.0, "light").unwrap();
    assert_eq!(&large[16..24], &[0, 0, 0, 120, 0, 0, 0, 80]);
    let refused = |result: Result<Vec<u8>, JsValue>| message(result.unwrap_err());
    assert_eq!(
        refused(wasm::png_of_thumbnail(&[0; 33], 1.0, "light")),
        "this picture shows boards of up to 32 squares a side, not 33"
    );
    assert_eq!(
        refused(wasm::png_of_thumbnail(&[1, 3, 0, 2], 1.0, "blue")),
        "the theme is \"light\" or \"dark\", not \"blue\""
    );
    assert_eq!(
        refused(wasm::png_of_repair(&[0; 65], 300.0, 1.0, None, None, None, None, "light")),
        "this picture shows boards of up to 64 squares a side, not 65"
    );
    assert!(refused(wasm::png_of_repair(&[0, 2, 1], 10.0, 1.0, None, None, None, None, "light")).contains("not 10"));
    assert_eq!(
        refused(wasm::png_of_large_board(&[1, 3, 0, 2], -1.0, 80.0, "light")),
        "a picture's size is a whole number of pixels, not -1"
    );
    assert_eq!(
        refused(wasm::png_of_large_board(&[1, 3, 0, 2], 5000.0, 5000.0, "light")),
        "the canvas is 5000×5000 pixels: the most drawn is 16777216 pixels"
    );
    assert_eq!(
        refused(wasm::png_of_large_board(&[1, 4, 0, 2], 80.0, 80.0, "light")),
        "columns[1] is 4, off a board of 4 columns"
    );
}
