//! The `SearchTree` class in headless Chromium (part of tests/web.rs): it follows a `Search` forward, back
//! and through seeks, draws into a real canvas (a board where the layout puts it), and finds boards by position.

use super::{canvas, make, num};
use crate::wasm::SearchTree;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

fn pixel(canvas: &HtmlCanvasElement, x: f64, y: f64) -> [u8; 4] {
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    let data = ctx.get_image_data(x, y, 1.0, 1.0).unwrap().data();
    [data[0], data[1], data[2], data[3]]
}

fn painted(canvas: &HtmlCanvasElement) -> usize {
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    let data = ctx.get_image_data(0.0, 0.0, canvas.width().into(), canvas.height().into()).unwrap().data();
    data.0.chunks(4).filter(|p| p[3] > 0).count()
}

/// Dimmed grey, path blue, pruned red, solutions green.
fn draw(tree: &mut SearchTree, target: &HtmlCanvasElement) {
    let colours: [JsValue; 4] =
        ["rgb(128, 128, 128)", "rgb(0, 0, 255)", "rgb(255, 0, 0)", "rgb(0, 255, 0)"].map(JsValue::from);
    tree.draw(target, 1.0, &colours[0], &colours[1], &colours[2], &colours[3]).unwrap();
}

fn assert_counts_follow(tree: &SearchTree, search: &nqueens::Search) {
    let (counts, counters) = (tree.counts(), search.counters());
    assert_eq!(num(&counts, "nodes"), num(&counters, "nodes"));
    assert_eq!(num(&counts, "pruned"), num(&counters, "rejections"));
    assert_eq!(num(&counts, "solutions"), num(&counters, "solutions"));
}

#[wasm_bindgen_test]
fn the_tree_follows_the_search_through_steps_back_and_seeks() {
    let mut search = make(6.0);
    let mut tree = super::tree_for(6.0, JsValue::UNDEFINED);
    super::follow(&mut tree, &search);
    assert!(tree.detailed());
    for target in [1.0, 50.0, 49.0, 20.0, 400.0, 3.0, 1e9, 0.0, 100.0] {
        search.seek(target);
        super::follow(&mut tree, &search);
        assert_counts_follow(&tree, &search);
    }
    search.run_to_end();
    super::follow(&mut tree, &search);
    assert_eq!(num(&tree.counts(), "nodes"), 153.0);
}

#[wasm_bindgen_test]
fn boards_are_drawn_where_the_layout_puts_them_and_found_there() {
    // n = 4 in 200 x 100: five rows of 20 pixels; the root at the top centre, its first child below it.
    let mut search = make(4.0);
    let target = canvas(200, 100);
    let mut tree = super::tree_for(4.0, JsValue::UNDEFINED);
    super::follow(&mut tree, &search);
    draw(&mut tree, &target);
    assert_eq!(pixel(&target, 100.0, 10.0), [0, 0, 255, 255], "the root, on the current path");
    assert_eq!(tree.node_at(100.0, 10.0), Some(0.0));
    assert_eq!(tree.node_at(100.0, 30.0), None, "nothing placed yet");
    search.step();
    super::follow(&mut tree, &search);
    draw(&mut tree, &target);
    assert_eq!(tree.node_at(100.0, 30.0), Some(1.0), "the first queen, placed at step 1");
    assert_eq!(pixel(&target, 100.0, 30.0), [0, 0, 255, 255]);
    assert_eq!(tree.board_point(1.0), Some(vec![100.0, 30.0, 1.0, 1.0, 0.0]), "a1: step 1, one queen, column 0");
    assert_eq!(tree.board_point(2.0), None);
    assert_eq!(tree.current_point(), Some(vec![100.0, 30.0]), "the current board is the one just placed");
    assert_eq!(tree.leaves(), 1.0);
    assert_eq!(tree.board_point(f64::NAN), None);
    assert_eq!(tree.node_at(f64::NAN, 30.0), None);
    assert_eq!(tree.board_at(100.0, 10.0), Some(vec![0.0, 0.0, 0.0]), "the root");
}

#[wasm_bindgen_test]
fn a_board_the_search_stepped_back_from_stays_drawn_faint_and_can_be_chosen() {
    let mut search = make(4.0);
    let target = canvas(200, 100);
    let mut tree = super::tree_for(4.0, JsValue::UNDEFINED);
    super::follow(&mut tree, &search);
    search.step();
    super::follow(&mut tree, &search);
    search.step_back();
    super::follow(&mut tree, &search);
    draw(&mut tree, &target);
    assert_counts_follow(&tree, &search);
    assert_eq!(num(&tree.counts(), "nodes"), 1.0, "the counts are the step's");
    assert_eq!(tree.grown_boards(), 2.0, "the board grown before stays");
    assert_eq!(tree.node_at(100.0, 30.0), Some(1.0), "and can be chosen");
    assert_eq!(tree.board_at(100.0, 30.0), Some(vec![1.0, 1.0, 0.0]));
    let faint = pixel(&target, 100.0, 30.0);
    assert!(faint[3] > 0 && faint[3] < 128, "drawn faint: {faint:?}");
    assert_eq!(pixel(&target, 100.0, 10.0), [0, 0, 255, 255], "the root, on the current path, at full strength");
    // Forward again: the same board, at full strength on the path.
    search.step();
    super::follow(&mut tree, &search);
    draw(&mut tree, &target);
    assert_eq!((tree.grown_boards(), pixel(&target, 100.0, 30.0)), (2.0, [0, 0, 255, 255]));
}

#[wasm_bindgen_test]
fn a_large_board_is_summarised_by_depth_with_exact_counts() {
    let mut search = make(14.0);
    let mut tree = super::tree_for(14.0, JsValue::UNDEFINED);
    super::follow(&mut tree, &search);
    assert!(!tree.detailed());
    search.run(200_000.0);
    super::follow(&mut tree, &search);
    assert_counts_follow(&tree, &search);
    let target = canvas(300, 150);
    draw(&mut tree, &target);
    assert!(painted(&target) > 300, "the bands are painted");
    assert_eq!(tree.node_at(10.0, 10.0), None, "the summary has no boards to choose");
    assert_eq!((tree.leaves(), tree.current_point()), (0.0, None));
    search.seek(1000.0);
    super::follow(&mut tree, &search);
    assert_counts_follow(&tree, &search);
}
