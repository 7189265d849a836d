//! The `Construction` class in headless Chromium (part of tests/web.rs): sizes, validity, the sampled
//! columns, and the pixels it draws into a real canvas; and the panic report.

use super::{canvas, js_error_message, num};
use crate::wasm::{self, Construction};
use nqueens_core::construct;
use nqueens_core::picture::{BoardColours, Rgba, large_board};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

fn construction(n: f64) -> Construction {
    Construction::new(n).unwrap_or_else(|_| panic!("size {n} should be constructed"))
}

#[wasm_bindgen_test]
fn constructions_are_valid_up_to_the_largest_size() {
    let largest = num(&wasm::limits(), "constructMax");
    assert_eq!(largest as usize, construct::LARGEST_PRACTICAL_SIZE);
    for n in [1.0, 4.0, 5.0, 8.0, 14.0, 1000.0, 1001.0, 100_000.0, 1_000_000.0, 6_000_002.0, largest] {
        let c = construction(n);
        assert_eq!(f64::from(c.size()), n);
        assert!(c.exists(), "{n} has a solution");
        assert!(c.is_valid(), "{n}: the construction is valid");
        let sample = c.columns_of_rows(0.0, 12.0);
        assert_eq!(sample.len(), (n as usize).min(12), "{n}");
        assert!(sample.iter().all(|&column| f64::from(column) < n), "{n}: {sample:?}");
    }
    let empty = construction(0.0);
    assert!(empty.exists() && empty.is_valid(), "the empty board is solved by no queens");
    for n in [2.0, 3.0] {
        let c = construction(n);
        assert!(!c.exists(), "{n} has no solution");
        assert!(!c.is_valid(), "{n}: nothing to be valid");
        assert_eq!(c.columns_of_rows(0.0, 3.0), Vec::<u32>::new());
    }
}

#[wasm_bindgen_test]
fn construction_refuses_bad_sizes() {
    for bad in [10_000_001.0, 1e300, -1.0, 2.5, f64::NAN, f64::INFINITY] {
        let message = match Construction::new(bad) {
            Ok(_) => panic!("size {bad} should be refused"),
            Err(e) => js_error_message(e),
        };
        assert!(message.contains("board size"), "{bad}: {message}");
    }
    let kind = |bad: f64| match Construction::new(bad) {
        Ok(_) => panic!("size {bad} should be refused"),
        Err(e) => super::get(&e, "kind").as_string().unwrap_or_default(),
    };
    assert_eq!(
        [kind(10_000_001.0), kind(-1.0), kind(2.5), kind(f64::NAN), kind(f64::INFINITY)],
        ["too-large", "negative", "not-whole", "not-a-number", "too-large"]
    );
}

#[wasm_bindgen_test]
fn columns_of_rows_hands_over_a_clipped_sample() {
    let c = construction(5000.0);
    let all = construct::solution(5000).unwrap();
    assert_eq!(c.columns_of_rows(2.0, 3.0), all[2..5]);
    assert_eq!(c.columns_of_rows(4998.0, 10.0), all[4998..], "clipped at the last row");
    assert_eq!(c.columns_of_rows(2.7, 1.9), all[2..3], "fractions round down");
    assert_eq!(c.columns_of_rows(f64::NAN, 2.0), all[..2], "NaN starts at row 0");
    assert_eq!(c.columns_of_rows(-3.0, 1.0), all[..1]);
    assert_eq!(c.columns_of_rows(5000.0, 5.0), Vec::<u32>::new(), "past the end");
    assert_eq!(c.columns_of_rows(0.0, -1.0), Vec::<u32>::new());
    assert_eq!(c.columns_of_rows(0.0, 1e9), all[..1000], "never more than 1000 rows");
}

// ---- drawing ----

/// Draws `c` in white light squares, grey dark squares, black queens with a red outline.
fn draw(c: &Construction, target: &HtmlCanvasElement) -> Result<bool, JsValue> {
    c.draw(target, &"#ffffff".into(), &"rgb(128, 128, 128)".into(), &"black".into(), &"#f00".into())
}

/// The canvas's pixels, row by row, as [r, g, b, a].
fn pixels(canvas: &HtmlCanvasElement) -> Vec<[u8; 4]> {
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    let data = ctx.get_image_data(0.0, 0.0, canvas.width().into(), canvas.height().into()).unwrap().data();
    data.0.chunks(4).map(|p| [p[0], p[1], p[2], p[3]]).collect()
}

/// Draws `n`'s construction on a `side`-pixel canvas: the canvas holds the core's picture of it, pixel for
/// pixel, in the CSS colours `draw` passes (what the density picture shows is tested in src/picture/large.rs).
fn check_density(n: usize, side: u32) {
    let c = construction(n as f64);
    let target = canvas(side, side);
    draw(&c, &target).unwrap();
    let colours = BoardColours {
        light: Rgba([255, 255, 255, 255]),
        dark: Rgba([128, 128, 128, 255]),
        queen: Rgba([0, 0, 0, 255]),
        queen_edge: Rgba([255, 0, 0, 255]),
    };
    let core = large_board(n, Some(&construct::solution(n).unwrap()), side, side, &colours).unwrap();
    assert!(!core.detailed, "n = {n} at {side} pixels: the density picture");
    assert!(
        pixels(&target).concat() == core.raster.pixels,
        "n = {n} at {side} pixels: the canvas is the core's picture"
    );
}

#[wasm_bindgen_test]
fn large_boards_are_drawn_as_the_density_of_their_queens() {
    check_density(1001, 100);
    check_density(1_000_000, 64);
    check_density(6_000_002, 50);
    check_density(9_999_991, 997);
    // Fewer squares than pixels, but too few pixels for crowns: each queen fills its square.
    check_density(30, 100);
}

#[wasm_bindgen_test]
fn small_boards_are_drawn_with_squares_and_crowns() {
    let n = 8;
    let c = construction(n as f64);
    let target = canvas(80, 80);
    draw(&c, &target).unwrap();
    let drawn = pixels(&target);
    let at = |x: usize, y: usize| drawn[y * 80 + x];
    let columns = construct::solution(n).unwrap();
    for (row, &queen) in columns.iter().enumerate() {
        for column in 0..n {
            let square = if (row + column) % 2 == 1 { [128, 128, 128, 255] } else { [255, 255, 255, 255] };
            let (x, y) = (column * 10, row * 10);
            assert_eq!(at(x, y), square, "square ({row}, {column}), its corner");
            let middle = if queen as usize == column { [0, 0, 0, 255] } else { square };
            assert_eq!(at(x + 5, y + 5), middle, "square ({row}, {column}), its middle");
        }
    }
}

#[wasm_bindgen_test]
fn boards_without_a_solution_are_drawn_empty() {
    let target = canvas(40, 40);
    draw(&construction(3.0), &target).unwrap();
    let drawn = pixels(&target);
    let greys: std::collections::BTreeSet<u8> = drawn.iter().map(|p| p[0]).collect();
    assert_eq!(greys, [128, 255].into(), "only the squares");
}

#[wasm_bindgen_test]
fn drawing_refuses_what_it_cannot_draw() {
    let c = construction(8.0);
    let message = js_error_message(
        c.draw(&canvas(10, 10), &"not a colour".into(), &"#000".into(), &"#000".into(), &"#000".into()).unwrap_err(),
    );
    assert!(message.contains("“not a colour” is not a CSS colour"), "{message}");
    let message = js_error_message(
        c.draw(&canvas(10, 10), &"#fff".into(), &"#000".into(), &"#000".into(), &"".into()).unwrap_err(),
    );
    assert!(message.contains("“” is not a CSS colour"), "{message}");
    let message = js_error_message(draw(&c, &canvas(5000, 5000)).unwrap_err());
    assert!(message.contains("5000×5000"), "{message}");
    // An empty canvas is drawn without complaint.
    draw(&c, &canvas(0, 0)).unwrap();
}

// ---- the panic report ----

#[wasm_bindgen_test]
fn a_panic_is_reported_in_the_page() {
    let document = web_sys::window().unwrap().document().unwrap();
    let element = document.create_element("p").unwrap();
    element.set_id(wasm::panic::REPORT_ELEMENT_ID);
    element.set_attribute("hidden", "").unwrap();
    document.body().unwrap().append_child(&element).unwrap();
    wasm::panic::report("a test message (at src/x.rs:1:2)");
    let text = element.text_content().unwrap_or_default();
    element.remove();
    assert!(text.contains("a test message (at src/x.rs:1:2)"), "{text}");
    assert!(!element.has_attribute("hidden"), "the report is shown");
    assert_eq!(wasm::panic::last_panic().as_deref(), Some("a test message (at src/x.rs:1:2)"));
}
