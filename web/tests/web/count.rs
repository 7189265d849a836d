//! The fast counter's `CountPlan` and `isValidBoard` in headless Chromium (part of tests/web.rs): the
//! units' sums against the known totals by both methods, the fingerprints, odd ranges, refused sizes and
//! boards.

use super::{get, js_error_message, num};
use crate::wasm;
use js_sys::{Array, Object};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

fn count_plan(n: f64) -> wasm::CountPlan {
    method_plan(n, "frames")
}

fn method_plan(n: f64, method: &str) -> wasm::CountPlan {
    wasm::CountPlan::new(n, Some(method.to_string()))
        .unwrap_or_else(|_| panic!("size {n} should make a count plan by {method}"))
}

/// The published totals of n = 1..=12.
const KNOWN_TOTALS: [f64; 12] = [1.0, 0.0, 0.0, 2.0, 10.0, 4.0, 40.0, 92.0, 352.0, 724.0, 2680.0, 14200.0];

/// The published unique counts of n = 1..=12.
const KNOWN_UNIQUE: [u64; 12] = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787];

#[wasm_bindgen_test]
fn join_plans_count_the_known_totals_and_their_unique_count_follows() {
    for n in 1..=12u32 {
        let plan = method_plan(f64::from(n), "join");
        assert_eq!((plan.size(), plan.method().as_str(), plan.unique_per_unit()), (n, "join", false));
        let expected = KNOWN_TOTALS[n as usize - 1];
        // Unit by unit, as the workers are fed (the plan's buffers reused from one range to the next).
        let (mut solutions, mut fixed) = (0.0, 0.0);
        for i in 0..plan.length() {
            let part = plan.count_units(f64::from(i), f64::from(i) + 1.0);
            assert!(get(&part, "unique").is_null(), "n = {n}: the join's units count no unique solutions");
            solutions += num(&part, "solutions");
            fixed += num(&part, "fixed");
        }
        assert_eq!(solutions, expected, "n = {n}, unit by unit");
        let all = plan.count_units(0.0, f64::from(plan.length()));
        assert_eq!((num(&all, "solutions"), num(&all, "fixed")), (expected, fixed), "n = {n}, whole");
        assert!(get(&all, "unique").is_null(), "n = {n}, whole");
        let unique = wasm::whole_unique(n, "join", &solutions.to_string(), "0", &fixed.to_string())
            .unwrap_or_else(|_| panic!("n = {n}: a whole count's sums"));
        assert_eq!(unique, KNOWN_UNIQUE[n as usize - 1].to_string(), "n = {n}");
        let core = nqueens_core::count::Plan::with_method(n as usize, nqueens_core::count::Method::Join).unwrap();
        assert_eq!(plan.fingerprint(), format!("{:016x}", core.fingerprint()), "n = {n}: the core's join plan");
        assert_ne!(plan.fingerprint(), count_plan(f64::from(n)).fingerprint(), "n = {n}: the methods' plans differ");
    }
    // Sums no whole count gives, and malformed ones, are refused with a sentence.
    for (method, solutions, fixed, expected) in [
        ("join", "14200", "1", "give no whole number of unique solutions"),
        ("join", "14.5", "0", "must be a whole number"),
        ("quick", "1", "0", "\"frames\" or \"join\""),
    ] {
        let message = match wasm::whole_unique(12, method, solutions, "0", fixed) {
            Ok(unique) => panic!("{method} {solutions} {fixed} gave {unique}"),
            Err(e) => js_error_message(e),
        };
        assert!(message.contains(expected), "{message}");
    }
    assert_eq!(wasm::whole_unique(12, "frames", "14200", "1787", "0").ok(), Some("1787".to_string()));
}

#[wasm_bindgen_test]
fn the_default_method_is_the_cores_choice() {
    for n in 1..=24u32 {
        let chosen = wasm::CountPlan::new(f64::from(n), None).expect("a size the count takes");
        let core = if n as usize <= wasm::JOIN_IN_WORKERS_MAX {
            nqueens_core::count::Method::fastest_for(n as usize)
        } else {
            nqueens_core::count::Method::Frames
        };
        assert_eq!(chosen.method(), core.name(), "n = {n}");
        assert_eq!(chosen.unique_per_unit(), core.unique_per_unit(), "n = {n}");
        assert_eq!(chosen.method(), if n <= 20 { "join" } else { "frames" }, "n = {n}");
        assert_eq!(chosen.fingerprint(), method_plan(f64::from(n), core.name()).fingerprint(), "n = {n}");
    }
    // This test module is built without simd128 unless RUSTFLAGS says so; the kernel says which.
    let expected = if cfg!(target_feature = "simd128") { "simd128" } else { "portable" };
    assert_eq!(method_plan(8.0, "join").kernel(), expected);
}

#[wasm_bindgen_test]
fn count_plan_refuses_unknown_methods_and_joins_too_large() {
    for bad in ["", "Join", "fast", "unique"] {
        let message = match wasm::CountPlan::new(8.0, Some(bad.to_string())) {
            Ok(_) => panic!("method {bad:?} should be refused"),
            Err(e) => js_error_message(e),
        };
        assert!(message.contains("\"frames\" or \"join\""), "{bad:?}: {message}");
    }
    for n in [21.0, 24.0] {
        let message = match wasm::CountPlan::new(n, Some("join".to_string())) {
            Ok(_) => panic!("the page's join stops at 20"),
            Err(e) => js_error_message(e),
        };
        assert!(message.contains(&format!("board size {n}")) && message.contains("up to 20"), "{message}");
    }
    assert_eq!(method_plan(20.0, "frames").method(), "frames");
    assert_eq!(method_plan(20.0, "join").method(), "join");
}

#[wasm_bindgen_test]
fn count_plan_sums_to_the_known_totals() {
    for (n, solutions, unique) in
        [(1.0, 1.0, 1.0), (4.0, 2.0, 1.0), (6.0, 4.0, 1.0), (8.0, 92.0, 12.0), (10.0, 724.0, 92.0)]
    {
        let plan = count_plan(n);
        assert_eq!((plan.size(), plan.method().as_str(), plan.unique_per_unit()), (n as u32, "frames", true));
        let len = plan.length() as f64;
        assert!(len >= 1.0, "{n}: at least one unit");
        // Unit by unit, as the workers are fed.
        let (mut s, mut u, mut nodes) = (0.0, 0.0, 0.0);
        for i in 0..plan.length() {
            let part = plan.count_units(i as f64, i as f64 + 1.0);
            s += num(&part, "solutions");
            u += num(&part, "unique");
            nodes += num(&part, "nodes");
        }
        assert_eq!((s, u), (solutions, unique), "n = {n}, unit by unit");
        // All at once, and with the range clipped to the plan.
        let all = plan.count_units(0.0, len);
        assert_eq!((num(&all, "solutions"), num(&all, "unique"), num(&all, "nodes")), (s, u, nodes), "n = {n}, whole");
        let clipped = plan.count_units(-5.0, 1e300);
        assert_eq!(num(&clipped, "solutions"), solutions, "n = {n}, clipped");
    }
}

#[wasm_bindgen_test]
fn count_plan_fingerprints_are_the_cores_and_tell_sizes_apart() {
    let mut seen = Vec::new();
    for n in 1..=24 {
        let fingerprint = count_plan(f64::from(n)).fingerprint();
        assert_eq!(fingerprint.len(), 16, "n = {n}: {fingerprint}");
        assert!(
            fingerprint.bytes().all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()),
            "n = {n}: {fingerprint}"
        );
        assert_eq!(count_plan(f64::from(n)).fingerprint(), fingerprint, "n = {n}: the same plan, the same fingerprint");
        let core = nqueens_core::count::Plan::new(n as usize).unwrap().fingerprint();
        assert_eq!(fingerprint, format!("{core:016x}"), "n = {n}: what the core says");
        assert!(!seen.contains(&fingerprint), "n = {n}: {fingerprint} seen for another size");
        seen.push(fingerprint);
    }
}

#[wasm_bindgen_test]
fn count_plan_odd_ranges_are_harmless() {
    let plan = count_plan(8.0);
    let len = plan.length() as f64;
    for (start, end) in [
        (f64::NAN, f64::NAN),
        (3.0, 1.0),
        (len, len + 10.0),
        (f64::INFINITY, f64::INFINITY),
        (0.0, f64::NEG_INFINITY),
        (0.5, 0.9),
    ] {
        let part = plan.count_units(start, end);
        assert_eq!(
            (num(&part, "solutions"), num(&part, "unique"), num(&part, "nodes")),
            (0.0, 0.0, 0.0),
            "{start}..{end}"
        );
    }
    // Fractions round down: 0.5..len+0.5 is 0..len.
    assert_eq!(num(&plan.count_units(0.5, len + 0.5), "solutions"), 92.0);
}

#[wasm_bindgen_test]
fn count_plan_refuses_bad_sizes() {
    for bad in [0.0, 25.0, 33.0, -1.0, 2.5, f64::NAN, f64::INFINITY, 1e300] {
        let message = match wasm::CountPlan::new(bad, None) {
            Ok(_) => panic!("size {bad} should be refused"),
            Err(e) => js_error_message(e),
        };
        assert!(message.contains("board"), "{bad}: {message}");
    }
    assert_eq!(count_plan(24.0).size(), 24, "the largest size the page offers");
}

#[wasm_bindgen_test]
fn is_valid_board_checks_boards_given_as_arrays() {
    for n in [1.0, 4.0, 5.0, 8.0, 14.0, 20.0, 1000.0] {
        let columns = wasm::Construction::new(n).expect("a size Construction takes").columns_of_rows(0.0, n);
        assert_eq!(columns.len(), n as usize);
        let columns: JsValue = js_sys::Uint32Array::from(columns.as_slice()).into();
        assert_eq!(wasm::is_valid_board(columns).ok(), Some(true), "{n}: the construction is valid");
    }
    let valid = |columns: JsValue| wasm::is_valid_board(columns).unwrap_or_else(|_| panic!("a board"));
    let numbers =
        |values: &[f64]| -> JsValue { values.iter().map(|&v| JsValue::from_f64(v)).collect::<Array>().into() };
    assert!(!valid(numbers(&[0.0, 1.0, 2.0, 3.0])), "a diagonal");
    assert!(!valid(numbers(&[1.0, 3.0, 0.0, 9.0])), "a column off the board");
    assert!(!valid(numbers(&[1.0, 3.0, 1.0, 2.0])), "a column twice");
    assert!(!valid(numbers(&[1.0, 3.0, 4_294_967_296.0, 2.0])), "2^32 is off the board, not column 0");
    assert!(!valid(numbers(&[1.0, 3.0, -4.0, 2.0])), "a negative column is off the board");
    assert!(valid(numbers(&[1.0, 3.0, 0.0, 2.0])));
    assert!(valid(numbers(&[])), "the empty board");
    assert!(valid(js_sys::Uint32Array::from(&[1u32, 3, 0, 2][..]).into()));
    assert!(valid(js_sys::Int16Array::from(&[1i16, 3, 0, 2][..]).into()));
    assert!(valid(js_sys::Float64Array::from(&[1.0, 3.0, 0.0, 2.0][..]).into()));
    assert!(!valid(js_sys::Uint8Array::from(&[0u8, 0][..]).into()));
}

#[wasm_bindgen_test]
fn is_valid_board_refuses_what_is_not_a_board() {
    let numbers =
        |values: &[f64]| -> JsValue { values.iter().map(|&v| JsValue::from_f64(v)).collect::<Array>().into() };
    let strings: JsValue = [JsValue::from_f64(1.0), JsValue::from_str("3")].iter().collect::<Array>().into();
    for (bad, expected) in [
        (JsValue::from_f64(5.0), "not a number"),
        (Object::new().into(), "not an object"),
        (JsValue::NULL, "not null"),
        (JsValue::from_str("1302"), "not a string"),
        (numbers(&[f64::NAN]), "columns[0] is NaN, not a whole column number"),
        (numbers(&[1.9, 3.0, 0.0, 2.0]), "columns[0] is 1.9, not a whole column number"),
        (numbers(&[1.0, f64::INFINITY]), "columns[1] is Infinity"),
        (strings, "columns[1] is a string, not a column number"),
        (js_sys::Float32Array::from(&[0.5f32][..]).into(), "columns[0] is 0.5"),
    ] {
        let message = match wasm::is_valid_board(bad.clone()) {
            Ok(answer) => panic!("{bad:?} should be refused, got {answer}"),
            Err(e) => js_error_message(e),
        };
        assert!(message.contains(expected), "{bad:?}: {message}");
    }
}
