//! The boundary's `Search` class: one steppable search of one board, for the page. Its methods forward to the
//! core's `AnySearch` (the correct search, possibly with blocked and required squares, a classic mistake or
//! brute force; its options read in web/src/variant.rs); `state()` hands a frame everything it shows in one call.

use super::variant::{self, JsCounters};
use crate::js::{self, Obj};
use js_sys::{Object, Reflect, Uint8Array};
use nqueens_boundary::{options, step_count};
use nqueens_core::search::Options;
use nqueens_core::{AnySearch, Variant};
use wasm_bindgen::prelude::*;

/// Sets `object[key] = value` on a plain object made here (which cannot refuse it).
fn put(object: &Object, key: &str, value: &JsValue) {
    let _ = Reflect::set(object, &JsValue::from_str(key), value);
}

/// The TypeScript shapes of what this file hands over, in the module's generated `.d.ts`.
pub(crate) const SEARCH_TYPES: &str = r#"
/** One step of brute force (the core's `BruteEvent`). */
export type BruteEvent =
  | { event: "permutation"; number: number; columns: number[]; clash?: [number, number]; solution?: number }
  | { event: "done" };
/** One step of any search (`Search#step()`, `lastEvent()`). */
export type StepEvent = SearchEvent | BruteEvent;
/** Two queens of one line at a mistake's false solution. */
export interface Attack { upper: Square; lower: Square; line: "column" | "down" | "up" }
/** Everything a frame shows, read in one call (`Search#state()`). */
export interface SearchState {
  counters: Counters;
  queens: Uint8Array;
  lastEvent: StepEvent | null;
  atSolution: boolean;
  falseSolution?: Attack;
  done: boolean;
  misjudged?: Uint8Array;
  variant: string;
  lifted?: Uint8Array;
  ghosts?: Uint8Array;
}
"#;

#[wasm_bindgen(typescript_custom_section)]
const SEARCH_TYPES_SECTION: &str = SEARCH_TYPES;

/// The steppable search of one board, for the page.
#[wasm_bindgen]
pub struct Search {
    search: AnySearch,
}

#[wasm_bindgen]
impl Search {
    /// A search of the n x n board (0 <= n <= 32); `options` is `undefined` or `{firstSolution, mirror,
    /// variant, block, require}`: booleans, both false when left out; `variant` a name from `variants()`
    /// ("correct" when left out); `block` and `require` arrays of squares `[row, col]` (0-based). A bad size,
    /// options object or set of squares throws an `Error` saying why (the core's message for the squares: the
    /// sections' module's `searchRefusal` gives it with its kind and values, for the page to word).
    #[wasm_bindgen(constructor)]
    pub fn new(
        n: f64,
        #[wasm_bindgen(unchecked_param_type = "SearchOptions | null")] options: JsValue,
    ) -> Result<Search, JsError> {
        options::search_of(n, &options).map(|search| Search { search })
    }

    /// The variant's name, as `variants()` lists it.
    #[wasm_bindgen(getter)]
    pub fn variant(&self) -> String {
        self.search.variant().name().to_string()
    }

    /// What the sections' `SearchTree` shows of a large correct search, by depth: `{boards, pruned, path,
    /// solutions}` (boards and pruned stubs per depth, the root's first; the queens' columns; the solutions
    /// found), or `undefined` for a search it does not summarise.
    #[wasm_bindgen(js_name = treeSummary, unchecked_return_type = "TreeSummary | undefined")]
    pub fn tree_summary(&self) -> JsValue {
        let Some(core) = self.search.as_correct() else { return JsValue::UNDEFINED };
        let counts = |first: u64, rows: &[u64]| {
            js::numbers(std::iter::once(first).chain(rows.iter().copied()).map(|c| c as f64))
        };
        Obj::new()
            .set("boards", &counts(1, core.placements_by_row()))
            .set("pruned", &counts(0, core.rejections_by_row()))
            .set("path", &js::numbers(core.queen_columns().map(|c| c as f64)))
            .num("solutions", core.counters().solutions as f64)
            .done()
    }

    /// The board size n.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u32 {
        self.search.size() as u32
    }

    /// Steps taken so far.
    #[wasm_bindgen(getter)]
    pub fn steps(&self) -> f64 {
        self.search.steps() as f64
    }

    /// Solutions found so far: the one counter the fast path reads after every solution, without
    /// building the whole `counters()` object.
    #[wasm_bindgen(getter)]
    pub fn solutions(&self) -> f64 {
        self.search.solutions() as f64
    }

    /// One step forward; returns the event as the core serialises it: `{event: "place", row, col}`,
    /// `{event: "reject", row, col, conflict, by}`, `{event: "solution", number, columns}`,
    /// `{event: "remove", row, col}` or `{event: "done"}`; brute force's `{event: "permutation", number,
    /// columns, clash, solution}`. Once done, every call returns `{event: "done"}`.
    #[wasm_bindgen(unchecked_return_type = "StepEvent")]
    pub fn step(&mut self) -> JsValue {
        js::any_event(&self.search.step())
    }

    /// Undoes the last step; returns the kind of event undone ("place", "reject", "solution", "remove",
    /// "done"), or `undefined` at step 0.
    #[wasm_bindgen(js_name = stepBack)]
    pub fn step_back(&mut self) -> Option<String> {
        self.search.step_back().map(str::to_string)
    }

    /// The event that led to the current state, or `null` at step 0.
    #[wasm_bindgen(js_name = lastEvent, unchecked_return_type = "StepEvent | null")]
    pub fn last_event(&self) -> JsValue {
        self.search.last_event().map_or(JsValue::NULL, |event| js::any_event(&event))
    }

    /// Up to `maxSteps` steps without building events; returns how many were taken (fewer only at the end).
    pub fn run(&mut self, max_steps: f64) -> f64 {
        self.search.run(step_count(max_steps)) as f64
    }

    /// Runs until just after the next solution, the end, or `maxSteps` steps; returns the steps taken.
    /// `atSolution` then tells whether it stopped on a solution.
    #[wasm_bindgen(js_name = runToSolution)]
    pub fn run_to_solution(&mut self, max_steps: f64) -> f64 {
        self.search.run_to_solution(step_count(max_steps)) as f64
    }

    /// Runs to the end in one call (blocking: the page chunks with `run`/`runToSolution` instead).
    #[wasm_bindgen(js_name = runToEnd)]
    pub fn run_to_end(&mut self) -> f64 {
        self.search.run_to_end() as f64
    }

    /// Moves to step number `step`, forward or back (to the end if the search is shorter).
    pub fn seek(&mut self, step: f64) {
        self.search.seek(step_count(step));
    }

    /// Back to step 0, same size and options.
    pub fn reset(&mut self) {
        self.search.reset();
    }

    /// `{steps, nodes, placements, rejections, columnRejections, downRejections, upRejections, backtracks,
    /// solutions, depth}`, all numbers, with `blockedRejections` when squares are blocked or required and
    /// `checks` for scan; brute force keeps `{steps, permutations, checks, solutions}` only.
    #[wasm_bindgen(unchecked_return_type = "Counters")]
    pub fn counters(&self) -> JsValue {
        JsCounters::of(&self.search).to_js()
    }

    /// The columns of the queens on the board, row 0 first (a `Uint8Array` of length `depth`).
    pub fn queens(&self) -> Vec<u8> {
        self.search.queens().into_iter().map(|col| col as u8).collect()
    }

    /// True right after a solution was reported (the board shows it).
    #[wasm_bindgen(js_name = atSolution)]
    pub fn at_solution(&self) -> bool {
        self.search.at_solution()
    }

    /// True once the search is exhausted (or found its solution, with first-only).
    #[wasm_bindgen(js_name = isDone)]
    pub fn is_done(&self) -> bool {
        self.search.is_done()
    }

    /// Everything a frame shows besides the board (which `scene()` paints), read in one call: `{counters,
    /// queens, lastEvent, atSolution, done}` with `counters` as `counters()` gives them, `queens` as a
    /// `Uint8Array` (as `queens()`), `lastEvent` as `lastEvent()`. A mistake adds `misjudged` (a
    /// `Uint8Array`, row-major: 1 where its check rejects a square no queen on the board attacks, 2 where it
    /// lets through a square one attacks, else 0); forgot-undo adds `ghosts`
    /// (`[row, col, …]` of the queens gone whose down diagonal is still marked used). `variant` is the
    /// variant's name; `lifted` (a `Uint8Array`, row-major; not for brute force) is 1 where the current pass
    /// over the square's row placed a queen there and lifted it again, the call stack's "tried and left".
    /// At a solution whose board has two queens attacking each other (a mistake's false solution),
    /// `falseSolution` is `{upper: {row, col}, lower: {row, col}, line}` ("column", "down" or "up"), the first
    /// such pair by rows.
    #[wasm_bindgen(unchecked_return_type = "SearchState")]
    pub fn state(&self) -> JsValue {
        let state = Object::new();
        put(&state, "counters", &self.counters());
        put(&state, "queens", &Uint8Array::from(self.queens().as_slice()).into());
        put(&state, "lastEvent", &self.last_event());
        put(&state, "atSolution", &JsValue::from_bool(self.at_solution()));
        // A classic mistake may stop on a board two of whose queens attack each other: that solution is false.
        if self.at_solution()
            && let Some(attack) = nqueens_core::first_attack(&self.search.queens())
        {
            put(&state, "falseSolution", &js::attack(&attack));
        }
        put(&state, "done", &JsValue::from_bool(self.is_done()));
        if let Some(map) = variant::misjudged_map(&self.search) {
            put(&state, "misjudged", &Uint8Array::from(map.as_slice()).into());
        }
        put(&state, "variant", &JsValue::from_str(self.search.variant().name()));
        if let Some(map) = variant::lifted_map(&self.search) {
            put(&state, "lifted", &Uint8Array::from(map.as_slice()).into());
        }
        if let Some(ghosts) = variant::ghosts(&self.search) {
            put(&state, "ghosts", &Uint8Array::from(ghosts.as_slice()).into());
        }
        state.into()
    }

    /// The reference totals for this size (see the free function `known`), or `null`. The table's nodes
    /// and steps are those of the correct search run whole, so a variant, or a search that stops at the
    /// first solution or halves by mirror, gets the published totals only (`{n, solutions, unique}`), and a
    /// search with blocked or required squares `null`. The page reads this row as it is.
    #[wasm_bindgen(unchecked_return_type = "KnownRow | null")]
    pub fn known(&self) -> JsValue {
        let correct = self.search.variant() == Variant::Correct;
        if correct && self.search.is_constrained() {
            return JsValue::NULL;
        }
        let whole = self.search.as_correct().is_some_and(|core| core.options() == Options::default());
        let row = super::page::known_for(self.search.size());
        if !whole && row.is_object() {
            for key in ["nodes", "steps"] {
                let _ = Reflect::delete_property(&Object::from(row.clone()), &JsValue::from_str(key));
            }
        }
        row
    }
}

impl Search {
    /// The core's search, for the tree that follows it (web/src/tree.rs).
    pub(crate) fn any(&self) -> &AnySearch {
        &self.search
    }
}
