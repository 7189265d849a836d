//! The TypeScript the modules declare for what they hand over (their `TYPESCRIPT`, in each generated `.d.ts`)
//! against the values themselves, in headless Chromium (part of tests/web.rs): every key a value has is one
//! its interface declares, and every key the interface requires is there. tsc checks the page against these
//! declarations; this keeps them true to the boundary.

use super::{get, make, object, tree_for};
use crate::wasm;
use js_sys::{Array, Object};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

/// The properties `interface` declares in `declarations`: (name, optional), those of nested types left out.
fn declared(declarations: &[&str], interface: &str) -> Vec<(String, bool)> {
    let opening = format!("export interface {interface} {{");
    let text = declarations
        .iter()
        .find_map(|ts| ts.find(&opening).map(|at| &ts[at + opening.len()..]))
        .unwrap_or_else(|| panic!("no interface {interface} is declared"));
    // Comments may hold brackets of their own: they go first.
    let text: String = text
        .split("/*")
        .enumerate()
        .map(|(i, part)| if i == 0 { part } else { part.split_once("*/").map_or("", |(_, rest)| rest) })
        .collect();
    let (mut depth, mut body) = (1, String::new());
    for c in text.chars() {
        match c {
            '{' | '[' | '(' => depth += 1,
            '}' | ']' | ')' => depth -= 1,
            _ => {}
        }
        if depth == 0 {
            break;
        }
        // Nested types become spaces; the interface's own separators (`;`, new lines) split its members.
        body.push(if depth == 1 { if c == '\n' { ';' } else { c } } else { ' ' });
    }
    body.split(';')
        .filter_map(|member| member.split_once(':').map(|(name, _)| name.trim()))
        .filter(|name| !name.is_empty())
        .map(|name| (name.trim_end_matches('?').to_string(), name.ends_with('?')))
        .collect()
}

/// Holds `value`'s own keys to `interface` of `declarations`.
fn conforms(value: &JsValue, declarations: &[&str], interface: &str) {
    let members = declared(declarations, interface);
    assert!(!members.is_empty(), "{interface} declares no members");
    let keys: Vec<String> = Object::keys(&Object::from(value.clone())).iter().filter_map(|k| k.as_string()).collect();
    for key in &keys {
        assert!(
            members.iter().any(|(name, _)| name == key),
            "{interface} does not declare {key:?}, which the value has"
        );
    }
    for (name, optional) in &members {
        assert!(*optional || keys.contains(name), "the value lacks {name:?}, which {interface} requires");
    }
}

const FIRST: &[&str] = &nqueens::TYPESCRIPT;
const COUNT: &[&str] = &nqueens_count::TYPESCRIPT;
const SECTIONS: &[&str] = &nqueens_sections::TYPESCRIPT;

#[wasm_bindgen_test]
fn the_first_modules_values_are_as_declared() {
    conforms(&wasm::limits(), FIRST, "Limits");
    conforms(&wasm::picture_limits(), FIRST, "PictureLimits");
    conforms(&wasm::known(8.0), FIRST, "KnownRow");
    conforms(&wasm::known(27.0), FIRST, "KnownRow");
    for variant in Array::from(&wasm::variants()).iter() {
        conforms(&variant, FIRST, "VariantInfo");
    }
    let mut search = make(8.0);
    for _ in 0..40 {
        search.step();
    }
    conforms(&search.counters(), FIRST, "Counters");
    conforms(&search.state(), FIRST, "SearchState");
    conforms(&search.board_view(), FIRST, "BoardView");
    conforms(&search.tree_summary(), FIRST, "TreeSummary");
    search.run_to_solution(1e6);
    conforms(&search.state(), FIRST, "SearchState");
}

#[wasm_bindgen_test]
fn the_variants_values_are_as_declared() {
    for name in ["brute-force", "forgot-undo", "same-diagonal"] {
        let options = object(&[("variant", JsValue::from_str(name))]);
        let mut search = wasm::Search::new(6.0, options).unwrap_or_else(|_| panic!("{name} should make a search"));
        search.run_to_solution(1e6);
        conforms(&search.counters(), FIRST, "Counters");
        conforms(&search.state(), FIRST, "SearchState");
        conforms(&search.known(), FIRST, "KnownRow");
    }
    let blocked = object(&[("block", Array::of1(&Array::of2(&0.into(), &0.into())).into())]);
    let mut search = wasm::Search::new(6.0, blocked).expect("a search with a blocked square");
    search.run_to_solution(1e6);
    conforms(&search.counters(), FIRST, "Counters");
    let state = search.state();
    conforms(&state, FIRST, "SearchState");
}

#[wasm_bindgen_test]
fn the_counts_values_are_as_declared() {
    for method in ["frames", "join"] {
        let plan = wasm::CountPlan::new(8.0, Some(method.to_string())).expect("a plan of n = 8");
        conforms(&plan.count_units(0.0, f64::from(plan.length())), COUNT, "UnitCounts");
    }
    conforms(&wasm::gpu_counter(), COUNT, "GpuCounter");
}

#[wasm_bindgen_test]
fn the_sections_values_are_as_declared() {
    conforms(&wasm::practice_exercises(), SECTIONS, "PracticeExercises");
    conforms(&wasm::corner_answer(6.0).unwrap(), SECTIONS, "CornerAnswer");
    conforms(&wasm::first_solution(4.0).unwrap(), SECTIONS, "FirstSolution");
    conforms(&wasm::first_solution(3.0).unwrap(), SECTIONS, "FirstSolution");
    conforms(&wasm::mirror_answer(5.0).unwrap(), SECTIONS, "MirrorAnswer");
    let lesson = wasm::lesson().unwrap();
    conforms(&lesson, SECTIONS, "Lesson");
    for stop in Array::from(&get(&lesson, "stops")).iter() {
        conforms(&stop, SECTIONS, "Stop");
    }
    let tree = tree_for(6.0, JsValue::UNDEFINED);
    conforms(&tree.counts(), SECTIONS, "TreeCounts");
}

const PAIR: [&str; 1] =
    ["export interface Pair { row: number; col?: number; /** a note (at: [x]) */ at: { x: number } }"];

#[wasm_bindgen_test]
fn an_interface_is_read_member_by_member() {
    assert_eq!(
        declared(&PAIR, "Pair"),
        [("row".to_string(), false), ("col".to_string(), true), ("at".to_string(), false)]
    );
    conforms(&object(&[("row", 1.into()), ("at", 2.into())]), &PAIR, "Pair");
}

#[wasm_bindgen_test]
#[should_panic(expected = "does not declare")]
fn a_key_the_interface_does_not_declare_is_found() {
    conforms(&object(&[("row", 1.into()), ("at", 2.into()), ("extra", 3.into())]), &PAIR, "Pair");
}

#[wasm_bindgen_test]
#[should_panic(expected = "which Pair requires")]
fn a_required_key_that_is_missing_is_found() {
    conforms(&object(&[("col", 1.into()), ("at", 2.into())]), &PAIR, "Pair");
}
