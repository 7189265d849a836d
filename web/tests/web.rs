//! The wasm boundary (`web/src/lib.rs`) as JavaScript sees it, in headless Chromium:
//!   CHROMEDRIVER=/usr/bin/chromedriver cargo test -p nqueens --target wasm32-unknown-unknown
//!
//! The tests call the exported Rust methods and inspect the JS values they hand over (with `Reflect`):
//! event objects, counters as plain numbers, totals as BigInt, thrown `Error`s for refused sizes.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Object, Reflect};
use wasm::Search;

/// The boundary's modules as the page sees them together: the first one and those loaded on first use.
mod wasm {
    pub use nqueens::*;
    pub use nqueens_count::*;
    pub use nqueens_pictures::*;
    pub use nqueens_sections::*;
}
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[path = "web/boundary.rs"]
mod boundary;
#[path = "web/construct.rs"]
mod construct;
#[path = "web/count.rs"]
mod count;
#[path = "web/pictures.rs"]
mod pictures;
#[path = "web/practice.rs"]
mod practice;
#[path = "web/tree.rs"]
mod tree;
#[path = "web/types.rs"]
mod types;
#[path = "web/variant.rs"]
mod variant;

fn get(target: &JsValue, key: &str) -> JsValue {
    Reflect::get(target, &JsValue::from_str(key)).unwrap()
}

/// A detached canvas of `width` x `height` pixels for the drawing tests (tests/web/).
pub fn canvas(width: u32, height: u32) -> web_sys::HtmlCanvasElement {
    let document = web_sys::window().unwrap().document().unwrap();
    let canvas: web_sys::HtmlCanvasElement = document.create_element("canvas").unwrap().dyn_into().unwrap();
    canvas.set_width(width);
    canvas.set_height(height);
    canvas
}

fn num(target: &JsValue, key: &str) -> f64 {
    let value = get(target, key);
    assert!(value.as_f64().is_some(), "{key} should be a number, got {value:?}");
    value.as_f64().unwrap()
}

fn text(target: &JsValue, key: &str) -> String {
    get(target, key).as_string().unwrap_or_else(|| panic!("{key} should be a string"))
}

fn make(n: f64) -> Search {
    Search::new(n, JsValue::UNDEFINED).unwrap_or_else(|_| panic!("size {n} should make a search"))
}

/// The sections' `SearchTree` of the search `Search::new(n, options)` makes, at step 0.
fn tree_for(n: f64, options: JsValue) -> wasm::SearchTree {
    wasm::SearchTree::new(n, options).unwrap_or_else(|_| panic!("size {n} should make a tree"))
}

/// Brings `tree` to `search`'s step, as the page does: by its step and its summary.
fn follow(tree: &mut wasm::SearchTree, search: &Search) {
    tree.follow(search.steps(), search.tree_summary());
}

/// `{key: value, …}` as a JS object.
fn object(entries: &[(&str, JsValue)]) -> JsValue {
    let object = Object::new();
    for (key, value) in entries {
        Reflect::set(&object, &JsValue::from_str(key), value).unwrap();
    }
    object.into()
}

/// A BigInt field as its decimal digits.
fn big(target: &JsValue, key: &str) -> String {
    let value = get(target, key);
    assert!(value.is_bigint(), "{key} should be a BigInt, got {value:?}");
    String::from(js_sys::BigInt::from(value).to_string(10).unwrap())
}

/// The JS Error a refused size throws.
fn refusal(n: f64) -> String {
    let err = match Search::new(n, JsValue::UNDEFINED) {
        Ok(_) => panic!("size {n} should be refused"),
        Err(e) => JsValue::from(e),
    };
    let err: js_sys::Error = err.dyn_into().expect("the refusal is a JS Error");
    String::from(err.message())
}

/// A compact description of an event object: "place 0 0", "reject 1 1 down 0", "solution 1 [1,3,0,2]", …
fn describe(event: &JsValue) -> String {
    let kind = text(event, "event");
    match kind.as_str() {
        "place" | "remove" => format!("{kind} {} {}", num(event, "row"), num(event, "col")),
        "reject" => format!(
            "{kind} {} {} {} {}",
            num(event, "row"),
            num(event, "col"),
            text(event, "conflict"),
            num(event, "by")
        ),
        "solution" => {
            let columns: Vec<String> =
                Array::from(&get(event, "columns")).iter().map(|c| c.as_f64().unwrap().to_string()).collect();
            format!("{kind} {} [{}]", num(event, "number"), columns.join(","))
        }
        _ => kind,
    }
}

fn describe_counters(c: &JsValue) -> String {
    Object::entries(&Object::from(c.clone()))
        .iter()
        .map(|pair| {
            let pair = Array::from(&pair);
            format!("{}={}", pair.get(0).as_string().unwrap(), pair.get(1).as_f64().unwrap())
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[wasm_bindgen_test]
fn four_queens_stream_starts_like_the_walkthrough() {
    let mut v = make(4.0);
    assert!(v.last_event().is_null(), "no event before the first step");
    let next = get(&v.board_view(), "next");
    assert_eq!((num(&next, "row"), num(&next, "col")), (0.0, 0.0));

    let events: Vec<String> = (0..12).map(|_| describe(&v.step())).collect();
    assert_eq!(
        events,
        [
            "place 0 0",
            "reject 1 0 column 0",
            "reject 1 1 down 0",
            "place 1 2",
            "reject 2 0 column 0",
            "reject 2 1 up 1",
            "reject 2 2 column 1",
            "reject 2 3 down 1",
            "remove 1 2",
            "place 1 3",
            "reject 2 0 column 0",
            "place 2 1",
        ]
    );
    assert_eq!(describe(&v.last_event()), "place 2 1");
    assert_eq!(v.queens(), [0, 3, 1]);

    let c = v.counters();
    assert_eq!(num(&c, "steps"), 12.0);
    assert_eq!(num(&c, "nodes"), 5.0, "the empty board and four placements");
    assert_eq!(num(&c, "placements"), 4.0);
    assert_eq!(num(&c, "rejections"), 7.0);
    assert_eq!(num(&c, "columnRejections"), 4.0);
    assert_eq!(num(&c, "downRejections"), 2.0);
    assert_eq!(num(&c, "upRejections"), 1.0);
    assert_eq!(num(&c, "backtracks"), 1.0);
    assert_eq!(num(&c, "solutions"), 0.0);
    assert_eq!(num(&c, "depth"), 3.0);
    assert_eq!(v.steps(), 12.0);
    assert_eq!(v.size(), 4);

    // Row index 3 is fully attacked: a4 by a1's column, c4 by b3's down diagonal.
    let attacked: Vec<bool> = Array::from(&get(&v.board_view(), "attacked")).iter().map(|a| a.is_truthy()).collect();
    assert_eq!(attacked.len(), 16);
    assert!(attacked[3 * 4], "a4 attacked along a column");
    assert!((12..16).all(|i| attacked[i]), "row 4 has no free square");
}

#[wasm_bindgen_test]
fn first_solution_of_four_and_the_finish() {
    let mut v = make(4.0);
    let mut last = String::new();
    while !v.at_solution() {
        last = describe(&v.step());
    }
    assert_eq!(last, "solution 1 [1,3,0,2]");
    let steps_to_solution = v.steps();
    v.run_to_end();
    assert!(v.is_done());
    assert_eq!(describe(&v.last_event()), "done");
    assert_eq!(describe(&v.step()), "done", "stepping past the end changes nothing");
    assert!(get(&v.board_view(), "next").is_undefined(), "no square is tried after the end");
    let c = v.counters();
    assert_eq!((num(&c, "nodes"), num(&c, "solutions")), (17.0, 2.0));
    v.seek(steps_to_solution);
    assert!(v.at_solution());
    assert_eq!(v.queens(), [1, 3, 0, 2]);
}

#[wasm_bindgen_test]
fn eight_queens_run_to_end_counts() {
    let mut v = make(8.0);
    let taken = v.run_to_end();
    let c = v.counters();
    assert_eq!(num(&c, "solutions"), 92.0);
    assert_eq!(num(&c, "nodes"), 2057.0);
    assert_eq!(num(&c, "steps"), taken);
    assert_eq!(num(&c, "placements"), 2056.0);
    assert_eq!(num(&c, "depth"), 0.0);
    assert_eq!(
        num(&c, "rejections"),
        num(&c, "columnRejections") + num(&c, "downRejections") + num(&c, "upRejections")
    );
    let known = v.known();
    assert_eq!((big(&known, "solutions"), big(&known, "nodes")), ("92".to_string(), "2057".to_string()));
    assert_eq!(big(&known, "unique"), "12");
    assert_eq!(num(&known, "n"), 8.0, "the size itself is a plain number");
}

#[wasm_bindgen_test]
fn eight_queens_first_solution_in_chunks() {
    let mut v = make(8.0);
    let mut total = 0.0;
    while !v.at_solution() {
        let taken = v.run_to_solution(10.0);
        assert!(taken <= 10.0 && taken > 0.0);
        total += taken;
    }
    assert_eq!(v.steps(), total);
    assert_eq!(v.queens(), [0, 4, 7, 5, 2, 6, 1, 3]);
    assert_eq!(num(&v.counters(), "solutions"), 1.0);
    let event = v.last_event();
    assert_eq!(describe(&event), "solution 1 [0,4,7,5,2,6,1,3]");
}

#[wasm_bindgen_test]
fn step_back_returns_to_the_start() {
    for n in [4.0, 8.0] {
        let mut v = make(n);
        let start = describe_counters(&v.counters());
        v.run_to_end();
        let total = v.steps();
        let mut undone = 0.0;
        let mut first = None;
        while let Some(kind) = v.step_back() {
            first.get_or_insert(kind);
            undone += 1.0;
        }
        assert_eq!(first.as_deref(), Some("done"));
        assert_eq!(undone, total);
        assert_eq!(v.step_back(), None, "nothing to undo at step 0");
        assert_eq!(describe_counters(&v.counters()), start);
        assert!(v.last_event().is_null());
        assert!(v.queens().is_empty());

        // Forward again, partway, and reset.
        v.run(20.0);
        assert_eq!(v.steps(), 20.0);
        v.reset();
        assert_eq!(describe_counters(&v.counters()), start);
    }
}

#[wasm_bindgen_test]
fn bad_sizes_throw_errors_not_panics() {
    for bad in [-3.0, 2.5, 33.0, 1e300, f64::NAN, f64::INFINITY, -0.5] {
        let message = refusal(bad);
        assert!(message.contains("board size"), "{bad}: {message}");
    }
    assert!(refusal(33.0).contains("largest supported is 32"));
    assert!(refusal(-3.0).contains("negative"));
    assert!(refusal(2.5).contains("whole number"));
    // The module still works after the refusals, at both ends of the range.
    assert_eq!(num(&make(0.0).counters(), "nodes"), 1.0);
    assert_eq!(make(32.0).size(), 32);
    let options = object(&[("firstSolution", JsValue::TRUE)]);
    let mut first_only = Search::new(8.0, options).unwrap_or_else(|_| unreachable!());
    first_only.run_to_end();
    assert_eq!(num(&first_only.counters(), "solutions"), 1.0);
    let options = object(&[("mirror", JsValue::TRUE), ("firstSolution", JsValue::FALSE)]);
    let mut mirror = Search::new(8.0, options).unwrap_or_else(|_| unreachable!());
    let mirror_steps = mirror.run_to_end();
    assert_eq!(num(&mirror.counters(), "solutions"), 92.0);
    assert!(mirror_steps < make(8.0).run_to_end(), "the mirror search walks half the tree");
    assert_eq!(make(8.0).size(), Search::new(8.0, JsValue::NULL).unwrap_or_else(|_| unreachable!()).size());
}

#[wasm_bindgen_test]
fn bad_options_throw_errors() {
    for (bad, why) in [
        (object(&[("firstOnly", JsValue::TRUE)]), "there is no option \"firstOnly\""),
        (object(&[("mirror", JsValue::from_f64(1.0))]), "mirror is a number, not true or false"),
        (JsValue::TRUE, "not a boolean"),
        (JsValue::from_str("mirror"), "not a string"),
        (Array::new().into(), "not an array"),
    ] {
        let message = match Search::new(8.0, bad.clone()) {
            Ok(_) => panic!("options {bad:?} should be refused"),
            Err(e) => js_error_message(e),
        };
        assert!(message.contains("{firstSolution: true, mirror: false}"), "{bad:?}: {message}");
        assert!(message.contains(why), "{bad:?}: {message}");
    }
}

#[wasm_bindgen_test]
fn odd_step_counts_are_harmless() {
    let mut v = make(6.0);
    for bad in [f64::NAN, -5.0, 0.0, f64::NEG_INFINITY] {
        assert_eq!(v.run(bad), 0.0);
        assert_eq!(v.run_to_solution(bad), 0.0);
    }
    assert_eq!(v.run(2.7), 2.0);
    v.seek(f64::NAN);
    assert_eq!(v.steps(), 0.0);
    v.seek(f64::INFINITY);
    assert!(v.is_done());
    assert_eq!(num(&v.counters(), "solutions"), 4.0);
    assert_eq!(v.run(1e300), 0.0);
}

/// The `problem` of a refused size (`{problem, empty}`), or a panic if it was taken.
fn size_problem(result: JsValue) -> String {
    assert!(get(&result, "value").is_undefined(), "should be refused: {result:?}");
    text(&result, "problem")
}

#[wasm_bindgen_test]
fn size_text_messages() {
    let parse = |text: &str| wasm::parse_size(&text.into(), 1.0, 20.0).unwrap();
    for (good, value) in [("1", 1.0), ("8", 8.0), (" 20 ", 20.0), ("4", 4.0), ("8\u{85}", 8.0)] {
        let result = parse(good);
        assert_eq!(num(&result, "value"), value, "{good:?}");
        assert!(get(&result, "problem").is_undefined());
    }
    for (bad, expected) in [
        ("0", "too small"),
        ("21", "too large"),
        ("-3", "cannot have"),
        ("\u{2212}3", "cannot have"),
        ("2.5", "not a whole number"),
        ("abc", "not a number"),
        ("", "Enter a board size"),
        ("1e400", "not a number"),
        ("NaN", "not a number"),
        ("inf", "not a number"),
    ] {
        let message = size_problem(parse(bad));
        assert!(message.contains(expected), "{bad:?}: {message}");
        assert!(message.ends_with('.'), "{bad:?}: {message}");
    }
    assert_eq!(get(&parse(" "), "empty"), JsValue::TRUE);
    assert_eq!(get(&parse("x"), "empty"), JsValue::FALSE);
    let long = size_problem(parse(&"9".repeat(5000)));
    assert!(long.chars().count() < 100 && long.contains('…'), "{long}");
    assert_eq!(num(&wasm::parse_size(&"10,000,000".into(), 1.0, 1e7).unwrap(), "value"), 1e7);

    assert!(wasm::Search::new(-1.0, JsValue::UNDEFINED).is_err());
    let known = wasm::known(27.0);
    assert_eq!(big(&known, "solutions"), "234907967154122528");
    assert!(get(&known, "nodes").is_undefined());
    assert!(wasm::known(40.0).is_null());
    assert!(wasm::known(f64::NAN).is_null());
}

#[wasm_bindgen_test]
fn hook_sizes_must_be_numbers_in_range() {
    let check = |value: JsValue| wasm::check_size(value, 1.0, 20.0);
    assert_eq!(num(&check(JsValue::from_f64(8.0)), "value"), 8.0);
    assert_eq!(num(&check(JsValue::from_f64(20.0)), "value"), 20.0);
    for (bad, expected) in [
        (JsValue::from_f64(0.0), "too small"),
        (JsValue::from_f64(21.0), "too large"),
        (JsValue::from_f64(32.0), "too large"),
        (JsValue::from_f64(f64::NAN), "not a number"),
        (JsValue::from_f64(2.5), "not a whole number"),
        (JsValue::from_str("8"), "“8” is a string, not a number"),
        (JsValue::NULL, "null is not a number"),
        (JsValue::UNDEFINED, "undefined is not a number"),
        (JsValue::TRUE, "type boolean"),
    ] {
        let message = size_problem(check(bad.clone()));
        assert!(message.contains(expected), "{bad:?}: {message}");
        assert!(message.ends_with('.'), "{bad:?}: {message}");
    }
}

#[wasm_bindgen_test]
fn limits_come_from_the_core() {
    let limits = wasm::limits();
    assert_eq!((num(&limits, "watchMin"), num(&limits, "watchMax")), (1.0, 20.0));
    assert_eq!((num(&limits, "countMin"), num(&limits, "countMax")), (1.0, 24.0));
    assert_eq!((num(&limits, "constructMin"), num(&limits, "constructMax")), (1.0, 10_000_000.0));
    assert!(wasm::CountPlan::new(num(&limits, "countMax"), None).is_ok());
    assert!(wasm::CountPlan::new(num(&limits, "countMax") + 1.0, None).is_err());
}

#[wasm_bindgen_test]
fn state_reads_a_frame_in_one_call() {
    let mut v = make(4.0);
    let start = v.state();
    assert!(get(&start, "lastEvent").is_null());
    assert_eq!(get(&start, "done"), JsValue::FALSE);
    for _ in 0..12 {
        v.step();
    }
    let state = v.state();
    assert_eq!(describe_counters(&get(&state, "counters")), describe_counters(&v.counters()));
    let queens = js_sys::Uint8Array::from(get(&state, "queens"));
    assert_eq!(queens.to_vec(), v.queens());
    assert_eq!(describe(&get(&state, "lastEvent")), "place 2 1");
    assert_eq!(get(&state, "atSolution"), JsValue::FALSE);
    while !v.at_solution() {
        v.step();
    }
    assert_eq!(get(&v.state(), "atSolution"), JsValue::TRUE);
    v.run_to_end();
    let end = v.state();
    assert_eq!(get(&end, "done"), JsValue::TRUE);
    assert!(get(&v.board_view(), "next").is_undefined(), "no square is tried after the end");
    assert_eq!(num(&get(&end, "counters"), "solutions"), 2.0);
}

fn js_error_message(err: impl Into<JsValue>) -> String {
    let err: js_sys::Error = err.into().dyn_into().expect("a JS Error");
    String::from(err.message())
}
