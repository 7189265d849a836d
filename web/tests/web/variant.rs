//! The `Search` class holding a variant or blocked and required squares (part of tests/web.rs): the options
//! `variant`, `block` and `require`, the variants' counts and counters, the misjudged squares, ghosts and false
//! solutions of `state()`, step back, the refusals with the core's messages, `variants()` and `known()`.

use super::{get, num, object, text};
use crate::wasm::{self, Search};
use js_sys::{Array, Uint8Array};
use nqueens_core::Variant;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

fn squares(list: &[(u32, u32)]) -> JsValue {
    list.iter().map(|&(r, c)| Array::of2(&r.into(), &c.into())).collect::<Array>().into()
}

fn variant(n: f64, name: &str) -> Search {
    Search::new(n, object(&[("variant", name.into())])).unwrap_or_else(|_| panic!("{name} {n} should make a search"))
}

fn refusal(n: f64, options: JsValue) -> String {
    match Search::new(n, options) {
        Ok(search) => panic!("should be refused, made a {} search", search.variant()),
        Err(e) => String::from(JsValue::from(e).dyn_into::<js_sys::Error>().unwrap().message()),
    }
}

fn bytes(value: &JsValue) -> Vec<u8> {
    value.dyn_ref::<Uint8Array>().unwrap_or_else(|| panic!("{value:?} should be a Uint8Array")).to_vec()
}

#[wasm_bindgen_test]
fn variants_lists_the_cores_names_and_no_english() {
    let list = Array::from(&wasm::variants());
    assert_eq!(list.length() as usize, Variant::ALL.len());
    for (entry, v) in list.iter().zip(Variant::ALL) {
        assert_eq!(text(&entry, "name"), v.name());
        assert_eq!(js_sys::Object::keys(&entry.clone().into()).length(), 1, "{entry:?} holds more than its name");
    }
}

#[wasm_bindgen_test]
fn each_variant_counts_what_the_core_counts() {
    for (name, n, solutions) in
        [("forgot-undo", 8.0, 0.0), ("same-diagonal", 8.0, 2113.0), ("sized-n", 9.0, 116.0), ("scan", 6.0, 4.0)]
    {
        let mut search = variant(n, name);
        assert_eq!(search.variant(), name);
        search.run_to_end();
        let counters = search.counters();
        assert_eq!(num(&counters, "solutions"), solutions, "{name} n = {n}");
        assert!(num(&counters, "nodes") > 1.0, "{name} keeps the search's counters");
        assert_eq!(get(&counters, "checks").is_undefined(), name != "scan", "only scan counts checks: {name}");
        assert!(get(&counters, "blockedRejections").is_undefined(), "no squares blocked");
        assert!(search.is_done());
    }
    let mut brute = variant(6.0, "brute-force");
    brute.run_to_end();
    let counters = brute.counters();
    assert_eq!(num(&counters, "permutations"), 720.0);
    assert_eq!(num(&counters, "solutions"), 4.0);
    assert!(num(&counters, "checks") > 720.0);
    assert!(get(&counters, "nodes").is_undefined(), "brute force places no queens one by one");
}

#[wasm_bindgen_test]
fn forgot_undo_shows_its_ghosts_and_the_squares_they_block() {
    let mut search = variant(6.0, "forgot-undo");
    assert!(get(&search.state(), "ghosts").is_object());
    let removed = loop {
        let event = search.step();
        if text(&event, "event") == "remove" {
            break (num(&event, "row") as u8, num(&event, "col") as u8);
        }
    };
    let state = search.state();
    let ghosts = bytes(&get(&state, "ghosts"));
    assert!(
        ghosts.chunks(2).any(|g| (g[0], g[1]) == removed),
        "the queen lifted from {removed:?} is a ghost: {ghosts:?}"
    );
    let misjudged = bytes(&get(&state, "misjudged"));
    assert_eq!(misjudged.len(), 36);
    // The ghost's down diagonal blocks squares below it that no queen attacks.
    let d = removed.0 as i32 - removed.1 as i32;
    let phantom = (0..36).filter(|&i| misjudged[i] == 1).collect::<Vec<_>>();
    assert!(!phantom.is_empty(), "some square is blocked by the ghost alone");
    assert!(
        phantom.iter().all(|&i| (i / 6) as i32 - (i % 6) as i32 == d),
        "phantoms lie on the ghost diagonal {d}: {phantom:?}"
    );
    assert!(get(&variant(6.0, "same-diagonal").state(), "ghosts").is_undefined());
    assert!(get(&super::make(6.0).state(), "misjudged").is_undefined());
}

#[wasm_bindgen_test]
fn step_back_and_seek_undo_every_variant_exactly() {
    for v in Variant::ALL {
        let mut search = variant(5.0, v.name());
        let start = format!("{:?}", search.counters());
        let mut events = Vec::new();
        while events.len() < 60 && !search.is_done() {
            events.push(format!("{:?}", search.step()));
        }
        for event in events.iter().rev() {
            assert_eq!(format!("{:?}", search.last_event()), *event, "{}", v.name());
            assert!(search.step_back().is_some());
        }
        assert!(search.step_back().is_none(), "{} at step 0", v.name());
        assert_eq!(format!("{:?}", search.counters()), start);
        let (far, near) = (events.len() * 2 / 3, events.len() / 6);
        search.seek(far as f64);
        assert_eq!(format!("{:?}", search.last_event()), events[far - 1], "{} seek forward", v.name());
        search.seek(near as f64);
        assert_eq!(format!("{:?}", search.last_event()), events[near - 1], "{} seek back", v.name());
        search.reset();
        search.run_to_solution(1e9);
        let found = num(&search.counters(), "solutions");
        assert_eq!(search.at_solution(), found == 1.0, "{} stops at its first solution", v.name());
        assert!(search.at_solution() || (search.is_done() && found == 0.0), "{}", v.name());
    }
}

#[wasm_bindgen_test]
fn blocked_and_required_squares_restrict_the_search() {
    let options = object(&[("block", squares(&[(0, 0)])), ("require", squares(&[(1, 3)]))]);
    let mut search = Search::new(6.0, options).unwrap();
    search.run_to_end();
    let counters = search.counters();
    assert!(num(&counters, "blockedRejections") > 0.0);
    assert!(search.known().is_null(), "the reference table says nothing of a constrained board");
    let mut plain = super::make(6.0);
    plain.run_to_end();
    assert!(num(&counters, "solutions") < num(&plain.counters(), "solutions"));
    let mut mistake = Search::new(6.0, object(&[("variant", "scan".into()), ("block", squares(&[(0, 1)]))])).unwrap();
    mistake.run_to_end();
    assert!(num(&mistake.counters(), "blockedRejections") > 0.0, "a constrained mistake counts blocked rejections");
    let mut tree = super::tree_for(6.0, object(&[("block", squares(&[(0, 0)])), ("require", squares(&[(1, 3)]))]));
    super::follow(&mut tree, &search);
    assert!(tree.available() && tree.detailed());
    assert_eq!(num(&tree.counts(), "nodes"), num(&counters, "nodes"), "the tree follows the constrained search");
}

#[wasm_bindgen_test]
fn the_tree_follows_a_mistake_up_to_n_8_but_not_brute_force() {
    for name in ["forgot-undo", "same-diagonal", "sized-n", "scan"] {
        let mut search = variant(6.0, name);
        let mut tree = super::tree_for(6.0, object(&[("variant", name.into())]));
        assert!(tree.available() && tree.detailed(), "{name}");
        for target in [150.0, 40.0, 1e9] {
            search.seek(target);
            super::follow(&mut tree, &search);
            let (counts, counters) = (tree.counts(), search.counters());
            assert_eq!(num(&counts, "nodes"), num(&counters, "nodes"), "{name} at step {target}");
            assert_eq!(num(&counts, "pruned"), num(&counters, "rejections"), "{name} at step {target}");
            assert_eq!(num(&counts, "solutions"), num(&counters, "solutions"), "{name} at step {target}");
        }
    }
    assert!(
        !super::tree_for(9.0, object(&[("variant", "forgot-undo".into())])).available(),
        "no summary by depth for a mistake"
    );
    assert!(
        !super::tree_for(5.0, object(&[("variant", "brute-force".into())])).available(),
        "brute force grows no tree"
    );
}

#[wasm_bindgen_test]
fn bad_variants_and_squares_are_refused_with_the_cores_messages() {
    let cases = [
        (
            object(&[("variant", "forgot".into())]),
            "there is no variant \"forgot\": the variants are correct, forgot-undo",
        ),
        (object(&[("variant", 3.into())]), "the variant is a name"),
        (object(&[("require", squares(&[(0, 0), (1, 1)]))]), "required squares 0,0 and 1,1 attack each other"),
        (object(&[("block", squares(&[(8, 0)]))]), "square 8,0 is off the 8x8 board"),
        (
            object(&[("block", squares(&[(2, 2)])), ("require", squares(&[(2, 2)]))]),
            "square 2,2 is both blocked and required",
        ),
        (object(&[("block", JsValue::from_str("0,1"))]), "block must be an array of squares [row, col], not a string"),
        (object(&[("block", Array::of1(&Array::of2(&(-1).into(), &0.into())).into())]), "block[0] must be a square"),
        (object(&[("variant", "brute-force".into()), ("block", squares(&[(0, 1)]))]), "takes no blocked or required"),
        (
            object(&[("variant", "scan".into()), ("mirror", true.into())]),
            "the mirror option is for the correct search only",
        ),
        (object(&[("mirror", true.into()), ("block", squares(&[(0, 1)]))]), "the mirror option needs a board without"),
    ];
    for (options, expected) in cases {
        let message = refusal(8.0, options);
        assert!(message.contains(expected), "{message:?} should contain {expected:?}");
    }
}

/// The refusal the sections' module's `searchRefusal(n, options)` gives for what `new Search` refuses.
fn refused(n: f64, options: JsValue) -> JsValue {
    let refusal = wasm::search_refusal(n, options).unwrap_or_else(|_| panic!("a refusal, not an Error"));
    assert!(!refusal.is_undefined(), "should be refused");
    refusal
}

#[wasm_bindgen_test]
fn a_refusal_carries_its_kind_and_values_for_the_page_to_word() {
    let attack = refused(8.0, object(&[("require", squares(&[(0, 0), (1, 1)]))]));
    assert_eq!(text(&attack, "kind"), "required-attack");
    let at = |key| num(&attack, key);
    assert_eq!([at("row"), at("col"), at("otherRow"), at("otherCol")], [0.0, 0.0, 1.0, 1.0]);
    let off = refused(8.0, object(&[("block", squares(&[(8, 0)]))]));
    assert_eq!(
        (text(&off, "kind"), num(&off, "row"), num(&off, "col"), num(&off, "n")),
        ("off-board".into(), 8.0, 0.0, 8.0)
    );
    let both = refused(8.0, object(&[("block", squares(&[(2, 3)])), ("require", squares(&[(2, 3)]))]));
    assert_eq!((text(&both, "kind"), num(&both, "row"), num(&both, "col")), ("blocked-and-required".into(), 2.0, 3.0));
    let mirror = refused(8.0, object(&[("mirror", true.into()), ("block", squares(&[(0, 1)]))]));
    assert_eq!(text(&mirror, "kind"), "mirror");
    let scan = refused(8.0, object(&[("variant", "scan".into()), ("mirror", true.into())]));
    assert_eq!((text(&scan, "kind"), text(&scan, "variant")), ("mirror-of-variant".into(), "scan".into()));
    let brute = refused(8.0, object(&[("variant", "brute-force".into()), ("block", squares(&[(0, 1)]))]));
    assert_eq!(text(&brute, "kind"), "brute-force-constrained");
    let brute_first = refused(8.0, object(&[("variant", "brute-force".into()), ("firstSolution", true.into())]));
    assert_eq!(text(&brute_first, "kind"), "brute-force-first-solution");
    let large = refused(33.0, JsValue::UNDEFINED);
    assert_eq!((text(&large, "kind"), num(&large, "n"), num(&large, "max")), ("too-large".into(), 33.0, 32.0));
    // A malformed options object is the developer's mistake: thrown, an Error without a kind.
    let malformed = wasm::search_refusal(8.0, object(&[("variant", 3.into())])).expect_err("thrown");
    assert!(get(&malformed, "kind").is_undefined());
    assert!(
        wasm::search_refusal(8.0, object(&[("require", squares(&[(0, 0)]))])).unwrap().is_undefined(),
        "a search the core makes"
    );
}

#[wasm_bindgen_test]
fn a_variants_known_row_keeps_the_published_totals_only() {
    let known = variant(8.0, "forgot-undo").known();
    assert_eq!(super::big(&known, "solutions"), "92");
    assert!(get(&known, "nodes").is_undefined() && get(&known, "steps").is_undefined());
    assert!(!get(&super::make(8.0).known(), "nodes").is_undefined());
    // The table's nodes and steps are the whole search's: a search cut short or halved gets the totals only.
    for option in ["firstSolution", "mirror"] {
        let known = Search::new(8.0, object(&[(option, JsValue::TRUE)])).unwrap_or_else(|_| unreachable!()).known();
        assert_eq!(super::big(&known, "unique"), "12", "{option}");
        assert!(get(&known, "nodes").is_undefined() && get(&known, "steps").is_undefined(), "{option}");
    }
}

#[wasm_bindgen_test]
fn a_false_solution_names_the_first_two_queens_that_attack_each_other() {
    let mut search = variant(4.0, "same-diagonal");
    let mut told = 0;
    while !search.is_done() {
        search.step();
        let state = search.state();
        let attack = get(&state, "falseSolution");
        if !search.at_solution() {
            assert!(attack.is_undefined(), "falseSolution only at a solution");
            continue;
        }
        let columns: Vec<usize> = search.queens().into_iter().map(usize::from).collect();
        match nqueens_core::first_attack(&columns) {
            None => assert!(attack.is_undefined(), "a true solution {columns:?}"),
            Some(expected) => {
                told += 1;
                let square = |key: &str| {
                    let sq = get(&attack, key);
                    (num(&sq, "row") as usize, num(&sq, "col") as usize)
                };
                assert_eq!(square("upper"), (expected.upper.row, expected.upper.col), "{columns:?}");
                assert_eq!(square("lower"), (expected.lower.row, expected.lower.col), "{columns:?}");
                assert_eq!(text(&attack, "line"), expected.line.name(), "{columns:?}");
            }
        }
    }
    assert!(told > 0, "same-diagonal reports false solutions on 4 x 4");
    let mut correct = Search::new(4.0, JsValue::UNDEFINED).unwrap_or_else(|_| unreachable!());
    while !correct.at_solution() {
        correct.step();
    }
    assert!(get(&correct.state(), "falseSolution").is_undefined(), "the correct search's solutions are true");
}
