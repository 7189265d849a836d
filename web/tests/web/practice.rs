//! The Practice panel's exercises and the `Repair` class in headless Chromium (part of tests/web.rs): the
//! answers as JS sees them, checked against the published totals and small brute-force counts; the repair
//! stepped, run, checked and drawn; bad sizes and seeds refused with messages.

use super::{canvas, get, js_error_message, num};
use crate::wasm::{self, RepairBoard};
use js_sys::Uint32Array;
use nqueens_core::known;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

fn published(n: usize) -> f64 {
    known::for_size(n).unwrap().solutions as f64
}

fn numbers(value: &JsValue) -> Vec<f64> {
    js_sys::Array::from(value).iter().map(|v| v.as_f64().unwrap()).collect()
}

#[wasm_bindgen_test]
fn the_exercises_come_from_the_core() {
    let exercises = wasm::practice_exercises();
    assert_eq!(num(&exercises, "practiceMax"), 14.0);
    assert_eq!(numbers(&get(&exercises, "articleFirstSolution")), [1.0, 3.0, 0.0, 2.0]);
    assert_eq!(numbers(&get(&exercises, "mirrorEvenSizes")), [8.0, 10.0, 12.0]);
    assert_eq!(numbers(&get(&exercises, "mirrorOddSizes")), [5.0, 7.0, 9.0, 11.0, 13.0]);
}

#[wasm_bindgen_test]
fn corner_answers_as_numbers() {
    let eight = wasm::corner_answer(8.0).unwrap();
    // Of the 92 solutions (a separate brute force over the permutations): 4 with a queen on a1, 16 on some corner.
    assert_eq!(
        [num(&eight, "solutions"), num(&eight, "withCornerQueen"), num(&eight, "withTopLeftQueen")],
        [92.0, 16.0, 4.0]
    );
    let one = wasm::corner_answer(1.0).unwrap();
    assert_eq!(num(&one, "withCornerQueen"), 1.0);
    let fourteen = wasm::corner_answer(14.0).unwrap();
    assert_eq!(num(&fourteen, "solutions"), published(14));
    assert_eq!(num(&fourteen, "withCornerQueen"), 4.0 * num(&fourteen, "withTopLeftQueen"));
}

#[wasm_bindgen_test]
fn the_first_solution_of_four() {
    let four = wasm::first_solution(4.0).unwrap();
    assert_eq!(numbers(&get(&four, "columns")), [1.0, 3.0, 0.0, 2.0]);
    assert!(num(&four, "steps") > 0.0);
    assert!(get(&wasm::first_solution(3.0).unwrap(), "columns").is_undefined(), "3 has no solution");
}

#[wasm_bindgen_test]
fn mirror_answers_against_the_published_totals() {
    for n in [8usize, 10, 12] {
        let answer = wasm::mirror_answer(n as f64).unwrap();
        assert_eq!(num(&answer, "full"), published(n), "n = {n}");
        assert_eq!(num(&answer, "mirrored"), published(n), "n = {n}");
        assert_eq!(2.0 * num(&answer, "leftHalf"), published(n), "n = {n}");
        assert!(get(&answer, "middle").is_undefined(), "n = {n}");
    }
    // n = 5: the ten solutions by first column are 2, 2, 2, 2, 2 (a separate brute force), so doubling the middle gives 12.
    let five = wasm::mirror_answer(5.0).unwrap();
    assert_eq!(
        [num(&five, "leftHalf"), num(&five, "middle"), num(&five, "middleDoubled"), num(&five, "full")],
        [4.0, 2.0, 12.0, 10.0]
    );
}

#[wasm_bindgen_test]
fn practice_sizes_are_checked() {
    for bad in [0.0, -1.0, 15.0, 2.5, f64::NAN, 1e300] {
        for message in
            [wasm::corner_answer(bad).err().map(js_error_message), wasm::mirror_answer(bad).err().map(js_error_message)]
        {
            let message = message.unwrap_or_else(|| panic!("{bad} should be refused"));
            assert!(message.contains("board size"), "{bad}: {message}");
        }
    }
    assert!(wasm::first_solution(33.0).is_err());
}

fn repair(n: f64, seed: f64) -> RepairBoard {
    RepairBoard::new(n, seed).unwrap_or_else(|_| panic!("a repair of {n} with seed {seed}"))
}

#[wasm_bindgen_test]
fn repair_steps_to_a_valid_board() {
    assert_eq!(RepairBoard::largest_size(), 10_000_000);
    assert_eq!(RepairBoard::largest_stepped_size(), 64);
    let mut board = repair(64.0, 5.0);
    assert_eq!((board.size(), board.seed(), board.moves()), (64, 5.0, 0.0));
    let grid = board.conflict_grid().unwrap();
    assert_eq!(grid.len(), 64 * 64);
    assert_eq!(grid[3 * 64 + 7], board.conflicts_at(3.0, 7.0));
    let mut moved = 0.0;
    while !board.solved() {
        let step = board.step();
        let kind = get(&step, "kind").as_string().unwrap();
        if kind == "moved" {
            moved += 1.0;
            let (row, to) = (num(&step, "row"), num(&step, "to"));
            assert_eq!(board.columns()[row as usize] as f64, to);
            assert_ne!(num(&step, "from"), to);
        } else {
            assert!(kind == "solved" || kind == "restarted", "{kind}");
        }
        assert!(moved < 100_000.0, "the repair of 64 should end");
    }
    assert_eq!(board.moves(), moved);
    assert!(board.is_valid());
    let columns = board.columns();
    assert!(columns.iter().enumerate().all(|(row, &col)| board.conflicts_at(row as f64, f64::from(col)) == 0));
    assert_eq!(board.conflicts_at(-1.0, 0.0), 0);
    assert_eq!(board.conflicts_at(64.0, 0.0), 0);
    assert_eq!(board.conflicts_at(0.5, f64::NAN), 0);
    assert_eq!(get(&board.step(), "kind").as_string().as_deref(), Some("solved"));
}

#[wasm_bindgen_test]
fn repair_runs_a_large_board_to_the_end_and_draws_it() {
    let mut board = repair(100_000.0, 1.0);
    assert!(!board.run(0.0) || board.solved());
    while !board.run(50.0) {}
    assert!(board.solved() && board.is_valid());
    assert_eq!(board.columns().len(), 100_000);
    assert!(board.conflict_grid().is_err(), "no conflict grid beyond 64");
    let target = canvas(200, 200);
    assert!(
        !board.draw(&target, &"#fff".into(), &"#888".into(), &"#000".into(), &"#fff".into()).unwrap(),
        "a density picture"
    );
    assert!(
        !wasm::draw_queens(
            &target,
            &Uint32Array::from(&board.columns()[..]),
            &"#fff".into(),
            &"#888".into(),
            &"#000".into(),
            &"#fff".into()
        )
        .unwrap()
    );
    let small = canvas(80, 80);
    assert!(
        wasm::draw_queens(
            &small,
            &Uint32Array::from(&[1, 3, 0, 2][..]),
            &"#fff".into(),
            &"#888".into(),
            &"#000".into(),
            &"#fff".into()
        )
        .unwrap()
    );
    let off = wasm::draw_queens(
        &small,
        &Uint32Array::from(&[1, 4, 0, 2][..]),
        &"#fff".into(),
        &"#888".into(),
        &"#000".into(),
        &"#fff".into(),
    )
    .err()
    .map(js_error_message);
    assert_eq!(off.as_deref(), Some("columns[1] is 4, off a board of 4 columns"));
}

#[wasm_bindgen_test]
fn the_repairs_and_the_thumbnails_scenes_are_the_cores_display_lists() {
    use nqueens_core::picture::{RepairLook, RepairView, Slide, display};
    let board = repair(8.0, 3.0);
    let view = RepairView::new(&board.columns()).unwrap();
    let still = RepairLook { scale: 2.0, slide: None };
    assert_eq!(board.scene(400, 2.0, None, None, None, None).unwrap(), display::repair_list(&view, 400, &still));
    let sliding = RepairLook { scale: 1.0, slide: Some(Slide { row: 2, from: 0, to: 5, progress: 0.5 }) };
    assert_eq!(
        board.scene(300, 1.0, Some(2), Some(0), Some(5), Some(0.5)).unwrap(),
        display::repair_list(&view, 300, &sliding)
    );
    // A slide lacking a part is no slide.
    assert_eq!(
        board.scene(300, 1.0, Some(2), None, Some(5), Some(0.5)).unwrap(),
        display::repair_list(&view, 300, &RepairLook { scale: 1.0, slide: None })
    );
    let message = board_scene_error(&repair(65.0, 0.0));
    assert_eq!(message, "this picture shows boards of up to 64 squares a side, not 65");
    assert_eq!(
        wasm::thumbnail_scene(&[1, 3, 0, 2], 2.0).unwrap(),
        display::thumbnail_list(&[1, 3, 0, 2], 2.0).unwrap()
    );
    let off = wasm::thumbnail_scene(&[0, 5], 1.0).map_err(JsValue::from).map_err(js_error_message).unwrap_err();
    assert_eq!(off, "columns[1] is 5, off a board of 2 columns");
}

fn board_scene_error(board: &RepairBoard) -> String {
    js_error_message(board.scene(300, 1.0, None, None, None, None).map_err(JsValue::from).unwrap_err())
}

#[wasm_bindgen_test]
fn repair_refuses_bad_sizes_and_seeds() {
    for (n, seed, expected) in [
        (10_000_001.0, 0.0, "too large"),
        (-1.0, 0.0, "negative"),
        (2.5, 0.0, "whole number"),
        (f64::NAN, 0.0, "not a number"),
        (2.0, 0.0, "no solution exists"),
        (3.0, 0.0, "no solution exists"),
        (8.0, -1.0, "seed"),
        (8.0, 0.5, "seed"),
        (8.0, f64::NAN, "seed"),
        (8.0, 1e300, "seed"),
    ] {
        let message = RepairBoard::new(n, seed).err().map(js_error_message);
        let message = message.unwrap_or_else(|| panic!("{n}, {seed} should be refused"));
        assert!(message.contains(expected), "{n}, {seed}: {message}");
    }
    assert_eq!(num(&RepairBoard::parse_seed(&" 42 ".into()).unwrap(), "value"), 42.0);
    assert_eq!(num(&RepairBoard::parse_seed(&"".into()).unwrap(), "value"), 0.0);
    for bad in ["abc", "-1", "1.5", "9007199254740992", "1e3"] {
        let parsed = RepairBoard::parse_seed(&bad.into()).unwrap();
        assert!(get(&parsed, "value").is_undefined(), "{bad}");
        let problem = get(&parsed, "problem").as_string().unwrap();
        assert!(
            problem.starts_with("The seed must be a whole number from 0 to 9,007,199,254,740,991"),
            "{bad}: {problem}"
        );
    }
}

#[wasm_bindgen_test]
fn the_page_repairs_as_the_command_line_does() {
    // The boundary forwards to the core: the same size and seed make the same moves to the same board.
    for (n, seed) in [(64, 9u64), (1_000, 2)] {
        let mut core = nqueens_core::repair::Repair::new(n, seed).unwrap();
        core.solve();
        let mut board = repair(n as f64, seed as f64);
        while !board.run(100.0) {}
        assert_eq!(board.moves(), core.moves() as f64, "n = {n}");
        assert_eq!(board.columns(), core.columns(), "n = {n}");
    }
}

#[wasm_bindgen_test]
fn the_lesson_crosses_as_the_core_computes_it() {
    let lesson = wasm::lesson().unwrap();
    assert_eq!(num(&lesson, "n"), 4.0);
    let stops = js_sys::Array::from(&get(&lesson, "stops"));
    let core = nqueens_core::lesson::lesson_stops(4).unwrap();
    assert_eq!(stops.length() as usize, core.len());
    for (stop, expected) in stops.iter().zip(&core) {
        assert_eq!(num(&stop, "step"), expected.step as f64);
        assert_eq!(num(&stop, "n"), expected.n as f64);
        let ask = get(&stop, "ask");
        assert_eq!(ask.is_undefined(), expected.ask.is_none());
        if let Some(expected_ask) = &expected.ask {
            assert_eq!(num(&ask, "step"), expected_ask.step as f64);
        }
    }
    let corner = stops.iter().find(|s| get(s, "kind").as_string().as_deref() == Some("corner-given-up")).unwrap();
    assert_eq!((num(&corner, "tries"), num(&corner, "solutionsUnder")), (20.0, 0.0));
    let question = get(&get(&corner, "ask"), "question");
    assert_eq!(get(&question, "kind").as_string().as_deref(), Some("can-start-with"));
    assert_eq!(get(&question, "answer").as_bool(), Some(false));
    // The last stop is on the 8x8 board: its totals asked at its step 0.
    let totals = stops.get(stops.length() - 1);
    assert_eq!((get(&totals, "kind").as_string().as_deref(), num(&totals, "n")), (Some("totals"), 8.0));
    let question = get(&get(&totals, "ask"), "question");
    assert_eq!((num(&question, "solutions"), num(&question, "nodes")), (92.0, 2057.0));
}
