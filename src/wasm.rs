//! The WebAssembly boundary: one thin `Visualizer` class whose methods forward to [`Search`], a
//! `CountPlan` class for the fast count in Web Workers, and a few free functions for the page (among them
//! `constructSolution` and `isValidBoard`). Compiled for wasm32 only.
//!
//! Nothing here may panic: every number that comes from JavaScript is an `f64` (so that negative, NaN,
//! fractional and huge values arrive intact rather than being silently wrapped) and is checked before it
//! reaches the core. Counters are `u64` in the core and cross the boundary as plain JS numbers (exact up
//! to 2^53, far beyond anything a page can step through).

use crate::MAX_SIZE;
use crate::count::Plan;
use crate::search::{Conflict, Counters, Options, Search};
use crate::{construct, known};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Largest integer a JS number holds exactly.
const MAX_SAFE: f64 = 9_007_199_254_740_991.0;

/// A step count from JS: NaN and anything not positive mean 0, fractions round down, huge values saturate.
fn step_count(x: f64) -> u64 {
    if x.is_nan() || x <= 0.0 {
        0
    } else if x >= MAX_SAFE {
        MAX_SAFE as u64
    } else {
        x.floor() as u64
    }
}

/// Why `n` is not a size the core accepts, in words, or `None` if it is one.
fn size_problem(n: f64) -> Option<String> {
    whole_size_problem(n, MAX_SIZE)
}

/// Why `n` is not a whole number from 0 to `max`, in words, or `None` if it is one.
fn whole_size_problem(n: f64, max: usize) -> Option<String> {
    if n.is_nan() {
        Some("the board size is not a number".to_string())
    } else if n.is_infinite() {
        Some(format!("the board size must be a whole number from 0 to {max}"))
    } else if n.fract() != 0.0 {
        Some(format!("the board size must be a whole number, not {n}"))
    } else if n < 0.0 {
        Some(format!("the board size cannot be negative ({n})"))
    } else if n > max as f64 {
        Some(format!("board size {n} is too large: the largest supported is {max}"))
    } else {
        None
    }
}

fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    // The types serialised here are plain structs of numbers, strings and arrays, so this cannot fail;
    // should it ever, JS sees `null` rather than a panic.
    value.serialize(&serde_wasm_bindgen::Serializer::new()).unwrap_or(JsValue::NULL)
}

/// The counters as JS sees them: camelCase, every value a number.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsCounters {
    steps: f64,
    nodes: f64,
    placements: f64,
    rejections: f64,
    column_rejections: f64,
    down_rejections: f64,
    up_rejections: f64,
    backtracks: f64,
    solutions: f64,
    depth: f64,
}

impl From<Counters> for JsCounters {
    fn from(c: Counters) -> Self {
        JsCounters {
            steps: c.steps as f64,
            nodes: c.nodes as f64,
            placements: c.placements as f64,
            rejections: c.rejections as f64,
            column_rejections: c.column_rejections as f64,
            down_rejections: c.down_rejections as f64,
            up_rejections: c.up_rejections as f64,
            backtracks: c.backtracks as f64,
            solutions: c.solutions as f64,
            depth: c.depth as f64,
        }
    }
}

/// The reference table's row for a size. Totals beyond 2^53 (n >= 25) are not exact as numbers, so
/// every total also comes as an exact decimal string (feed it to `BigInt`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsKnown {
    n: u32,
    solutions: f64,
    solutions_exact: String,
    unique: Option<f64>,
    unique_exact: Option<String>,
    nodes: Option<f64>,
    nodes_exact: Option<String>,
}

fn known_for(n: usize) -> JsValue {
    match known::for_size(n) {
        Some(k) => to_js(&JsKnown {
            n: k.n as u32,
            solutions: k.solutions as f64,
            solutions_exact: k.solutions.to_string(),
            unique: k.unique.map(|u| u as f64),
            unique_exact: k.unique.map(|u| u.to_string()),
            nodes: k.nodes.map(|u| u as f64),
            nodes_exact: k.nodes.map(|u| u.to_string()),
        }),
        None => JsValue::NULL,
    }
}

/// The steppable search of one board, for the page.
#[wasm_bindgen]
pub struct Visualizer {
    search: Search,
}

#[wasm_bindgen]
impl Visualizer {
    /// A search of the n x n board (0 <= n <= 32). A bad size throws an `Error` whose message says why.
    #[wasm_bindgen(constructor)]
    pub fn new(n: f64, first_only: Option<bool>, mirror: Option<bool>) -> Result<Visualizer, JsError> {
        if let Some(problem) = size_problem(n) {
            return Err(JsError::new(&problem));
        }
        let options = Options { first_solution_only: first_only.unwrap_or(false), mirror: mirror.unwrap_or(false) };
        Search::with_options(n as usize, options)
            .map(|search| Visualizer { search })
            .map_err(|e| JsError::new(&e.to_string()))
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
        self.search.counters().solutions as f64
    }

    /// One step forward; returns the event as the core serialises it: `{event: "place", row, col}`,
    /// `{event: "reject", row, col, conflict, by}`, `{event: "solution", number, columns}`,
    /// `{event: "remove", row, col}` or `{event: "done"}`. Once done, every call returns `{event: "done"}`.
    pub fn step(&mut self) -> JsValue {
        to_js(&self.search.step())
    }

    /// Undoes the last step; returns the kind of event undone ("place", "reject", "solution", "remove",
    /// "done"), or `undefined` at step 0.
    #[wasm_bindgen(js_name = stepBack)]
    pub fn step_back(&mut self) -> Option<String> {
        self.search.step_back().map(|kind| kind.name().to_string())
    }

    /// The event that led to the current state, or `null` at step 0.
    #[wasm_bindgen(js_name = lastEvent)]
    pub fn last_event(&self) -> JsValue {
        match self.search.last_event() {
            Some(event) => to_js(&event),
            None => JsValue::NULL,
        }
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
    /// solutions, depth}`, all numbers.
    pub fn counters(&self) -> JsValue {
        to_js(&JsCounters::from(self.search.counters()))
    }

    /// The columns of the queens on the board, row 0 first (a `Uint8Array` of length `depth`).
    pub fn queens(&self) -> Vec<u8> {
        self.search.queen_columns().map(|c| c as u8).collect()
    }

    /// `{row, col}` of the square the next step will try, or `null` when the next step tries none.
    #[wasm_bindgen(js_name = nextSquare)]
    pub fn next_square(&self) -> JsValue {
        match self.search.next_square() {
            Some(square) => to_js(&square),
            None => JsValue::NULL,
        }
    }

    /// Which line of a queen now on the board attacks (row, col): "column", "down", "up", or `undefined`
    /// when none does or the square is off the board.
    #[wasm_bindgen(js_name = conflictAt)]
    pub fn conflict_at(&self, row: f64, col: f64) -> Option<String> {
        let (row, col) = self.square(row, col)?;
        self.search.conflict_at(row, col).map(|c| c.name().to_string())
    }

    /// The row of the queen owning line `conflict` ("column", "down", "up") through (row, col), or `undefined`.
    #[wasm_bindgen(js_name = ownerOf)]
    pub fn owner_of(&self, row: f64, col: f64, conflict: &str) -> Option<u32> {
        let (row, col) = self.square(row, col)?;
        let conflict = Conflict::ALL.into_iter().find(|c| c.name() == conflict)?;
        self.search.owner_of(row, col, conflict).map(|r| r as u32)
    }

    /// For every square, row-major, what attacks it: 0 nothing, 1 a column, 2 a down diagonal, 3 an up
    /// diagonal (checked in that order, as the search does). A queen's own square counts as attacked.
    #[wasm_bindgen(js_name = attackMap)]
    pub fn attack_map(&self) -> Vec<u8> {
        let n = self.search.size();
        let mut map = Vec::with_capacity(n * n);
        for row in 0..n {
            for col in 0..n {
                map.push(self.search.conflict_at(row, col).map_or(0, |c| c as u8 + 1));
            }
        }
        map
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

    /// The reference totals for this size (see the free function `known`), or `null`.
    pub fn known(&self) -> JsValue {
        known_for(self.search.size())
    }
}

impl Visualizer {
    fn square(&self, row: f64, col: f64) -> Option<(usize, usize)> {
        let n = self.search.size() as f64;
        let ok = |x: f64| x.is_finite() && x >= 0.0 && x < n && x.fract() == 0.0;
        (ok(row) && ok(col)).then_some((row as usize, col as usize))
    }
}

/// `{n, solutions, solutionsExact, unique, uniqueExact, nodes, nodesExact}` from the reference table
/// (`unique`/`nodes` are `undefined` where the table has no value), or `null` for a size it lacks.
#[wasm_bindgen]
pub fn known(n: f64) -> JsValue {
    if size_problem(n).is_some() { JsValue::NULL } else { known_for(n as usize) }
}

/// Checks what a person typed as a board size against the caller's range `min..=max` (the search's sizes,
/// the count's, the construction's). Returns a message to show next to the input, or `undefined` when
/// the text is a good size.
#[wasm_bindgen(js_name = checkSizeText)]
pub fn check_size_text(text: &str, min: f64, max: f64) -> Option<String> {
    let limit = construct::LARGEST_PRACTICAL_SIZE as f64;
    let min = if min.is_finite() && min > 0.0 { min.ceil().min(limit) } else { 0.0 } as u32;
    let max = if max.is_finite() && max > 0.0 { max.floor().min(limit) } else { limit } as u32;
    let range = format!("a whole number from {min} to {max}");
    // Accept the typographic minus too, so that "−3" is reported as negative rather than as not a number.
    let trimmed = text.trim().replace('\u{2212}', "-");
    if trimmed.is_empty() {
        return Some(format!("Enter a board size: {range}."));
    }
    let value: f64 = match trimmed.parse() {
        Ok(v) if f64::is_finite(v) => v,
        _ => return Some(format!("“{}” is not a number. Enter {range}.", text.trim())),
    };
    if value.fract() != 0.0 {
        Some(format!("{} is not a whole number. Enter {range}.", text.trim()))
    } else if value < min as f64 {
        if value < 0.0 {
            Some(format!("A board cannot have {} squares on a side. Enter {range}.", text.trim()))
        } else {
            Some(format!("{} is too small: the smallest board here is {min}×{min}.", text.trim()))
        }
    } else if value > max as f64 {
        Some(format!("{} is too large: the largest board here is {max}×{max}.", text.trim()))
    } else {
        None
    }
}

// ---- Count fast, in Web Workers: the plan of units, a range of units counted, the O(n) construction ----

/// The largest board the page's fast count takes: every total of a range of units then fits 2^53.
pub const COUNT_MAX_SIZE: usize = 24;

/// Why `n` is not a size `CountPlan` takes (1 to [`COUNT_MAX_SIZE`]), or `None` if it is one.
fn count_size_problem(n: f64) -> Option<String> {
    if let Some(problem) = size_problem(n) {
        return Some(problem);
    }
    if n < 1.0 {
        Some(format!("the fast count needs a board of at least 1x1, not {n}"))
    } else if n > COUNT_MAX_SIZE as f64 {
        Some(format!("board size {n} is too large for the fast count here: the largest is {COUNT_MAX_SIZE}"))
    } else {
        None
    }
}

/// A unit index (or range end) from JS: NaN and anything below 0 mean 0, fractions round down, and
/// anything past `len` means `len`.
fn unit_index(x: f64, len: usize) -> usize {
    if x.is_nan() || x <= 0.0 {
        0
    } else if x >= len as f64 {
        len
    } else {
        x.floor() as usize
    }
}

/// What a range of units contributes, as JS sees it: plain numbers.
#[derive(Serialize)]
struct JsUnitCount {
    solutions: f64,
    unique: f64,
    nodes: f64,
}

/// The units of a fast count of one board size, in their fixed order: a Web Worker builds the same plan
/// and counts the ranges of unit indices it is handed.
#[wasm_bindgen]
pub struct CountPlan {
    plan: Plan,
}

#[wasm_bindgen]
impl CountPlan {
    /// The plan for the n x n board (1 <= n <= 24). A bad size throws an `Error` whose message says why.
    #[wasm_bindgen(constructor)]
    pub fn new(n: f64) -> Result<CountPlan, JsError> {
        if let Some(problem) = count_size_problem(n) {
            return Err(JsError::new(&problem));
        }
        Plan::new(n as usize).map(|plan| CountPlan { plan }).map_err(|e| JsError::new(&e.to_string()))
    }

    /// The board size n.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u32 {
        self.plan.n() as u32
    }

    /// How many units the count is cut into.
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> u32 {
        self.plan.len() as u32
    }

    /// Counts units `start..end` (clipped to the plan; fractions round down, NaN means 0) and returns
    /// `{solutions, unique, nodes}` as numbers: `solutions` already weighted by symmetry, `unique` up to
    /// rotation and reflection, `nodes` the queens the inside searches placed. An empty range gives zeros.
    #[wasm_bindgen(js_name = countUnits)]
    pub fn count_units(&self, start: f64, end: f64) -> JsValue {
        let len = self.plan.len();
        let total = self.plan.count_units(unit_index(start, len), unit_index(end, len));
        to_js(&JsUnitCount {
            solutions: total.solutions as f64,
            unique: total.unique as f64,
            nodes: total.nodes as f64,
        })
    }
}

/// One solution for the n x n board, written down in O(n) (`columns[row]`, a `Uint32Array`), or
/// `undefined` for n = 2 and 3, which have none. Sizes above 10,000,000 (or not whole, negative, NaN)
/// throw an `Error`.
#[wasm_bindgen(js_name = constructSolution)]
pub fn construct_solution(n: f64) -> Result<Option<Vec<u32>>, JsError> {
    match whole_size_problem(n, construct::LARGEST_PRACTICAL_SIZE) {
        Some(problem) => Err(JsError::new(&problem)),
        None => Ok(construct::solution(n as usize)),
    }
}

/// Whether `columns` (row r's queen in column `columns[r]`, a `Uint32Array` or an array of whole numbers)
/// is a solution: one queen per row, column and diagonal, every column on the board. O(n).
#[wasm_bindgen(js_name = isValidBoard)]
pub fn is_valid_board(columns: Vec<u32>) -> bool {
    construct::is_valid(&columns)
}
