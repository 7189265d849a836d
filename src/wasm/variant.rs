//! The searches the boundary's `Search` class can hold: the correct one (with blocked and required squares or
//! not), one of the classic mistakes, or brute force. Each call forwards to the core's search of that kind;
//! the options `variant`, `block` and `require` are read here, and the list of variants with their
//! descriptions (`variants()`) comes from the core's [`Variant`].

use super::{kind_of, to_js};
use crate::brute::BruteForce;
use crate::constraints::{Constraints, Square};
use crate::mistake::{Misjudgement, MistakeSearch};
use crate::search::{Conflict, Counters, Options, Search as CoreSearch};
use crate::variant::Variant;
use js_sys::{Array, Reflect};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The option keys read here rather than as boolean flags.
pub(super) const KEYS: [&str; 3] = ["variant", "block", "require"];

/// `[{name, description}]` of every variant, the correct search first, as the core names and describes them.
#[wasm_bindgen]
pub fn variants() -> JsValue {
    #[derive(Serialize)]
    struct JsVariant {
        name: &'static str,
        description: &'static str,
    }
    let list: Vec<JsVariant> =
        Variant::ALL.iter().map(|v| JsVariant { name: v.name(), description: v.description() }).collect();
    to_js(&list)
}

/// One search of one of the kinds the page can watch.
pub(super) enum Inner {
    Correct(CoreSearch),
    Mistake(MistakeSearch),
    Brute(BruteForce),
}

/// The counters as JS sees them: camelCase numbers; a counter the search does not keep is left out.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct JsCounters {
    steps: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    nodes: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    placements: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rejections: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    column_rejections: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    down_rejections: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    up_rejections: Option<f64>,
    /// Only for a search with blocked or required squares.
    #[serde(skip_serializing_if = "Option::is_none")]
    blocked_rejections: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    backtracks: Option<f64>,
    solutions: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    depth: Option<f64>,
    /// Queens compared with a square (scan) or pairs of queens compared (brute force).
    #[serde(skip_serializing_if = "Option::is_none")]
    checks: Option<f64>,
    /// Permutations checked (brute force).
    #[serde(skip_serializing_if = "Option::is_none")]
    permutations: Option<f64>,
}

impl JsCounters {
    fn of_search(c: Counters, constrained: bool, checks: Option<u64>) -> JsCounters {
        JsCounters {
            steps: c.steps as f64,
            nodes: Some(c.nodes as f64),
            placements: Some(c.placements as f64),
            rejections: Some(c.rejections as f64),
            column_rejections: Some(c.column_rejections as f64),
            down_rejections: Some(c.down_rejections as f64),
            up_rejections: Some(c.up_rejections as f64),
            blocked_rejections: constrained.then_some(c.blocked_rejections as f64),
            backtracks: Some(c.backtracks as f64),
            solutions: c.solutions as f64,
            depth: Some(c.depth as f64),
            checks: checks.map(|k| k as f64),
            permutations: None,
        }
    }
}

/// A square `[row, col]` from JS: two whole numbers from 0 (the core says whether it is on the board).
fn read_square(value: &JsValue, key: &str, index: u32) -> Result<Square, JsError> {
    let shape = || format!("{key}[{index}] must be a square [row, col] of two whole numbers from 0");
    if !Array::is_array(value) {
        return Err(JsError::new(&format!("{}, not {}", shape(), kind_of(value))));
    }
    let pair = Array::from(value);
    let whole = |x: JsValue| x.as_f64().filter(|v| v.is_finite() && *v >= 0.0 && v.fract() == 0.0);
    match (pair.length(), whole(pair.get(0)), whole(pair.get(1))) {
        (2, Some(row), Some(col)) => {
            Ok(Square { row: row.min(u32::MAX as f64) as usize, col: col.min(u32::MAX as f64) as usize })
        }
        _ => Err(JsError::new(&shape())),
    }
}

fn read_squares(options: &JsValue, key: &str) -> Result<Vec<Square>, JsError> {
    let value = Reflect::get(options, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
    if value.is_undefined() || value.is_null() {
        return Ok(Vec::new());
    }
    if !Array::is_array(&value) {
        return Err(JsError::new(&format!("{key} must be an array of squares [row, col], not {}", kind_of(&value))));
    }
    Array::from(&value).iter().enumerate().map(|(i, square)| read_square(&square, key, i as u32)).collect()
}

impl Inner {
    /// The search `options` asks for on the n x n board (`n` already checked): `variant` a name from
    /// `variants()` ("correct" when left out), `block` and `require` arrays of squares `[row, col]`.
    pub(super) fn make(n: usize, flags: Options, options: &JsValue) -> Result<Inner, JsError> {
        let (variant, blocked, required) = if options.is_object() {
            let name = Reflect::get(options, &JsValue::from_str("variant")).unwrap_or(JsValue::UNDEFINED);
            let variant = match (name.is_undefined(), name.as_string()) {
                (true, _) => Variant::Correct,
                (false, Some(text)) => Variant::from_name(&text).ok_or_else(|| {
                    JsError::new(&format!("there is no variant {text:?}: the variants are {}", Variant::names()))
                })?,
                (false, None) => {
                    let kind = kind_of(&name);
                    return Err(JsError::new(&format!("the variant is a name ({}), not {kind}", Variant::names())));
                }
            };
            (variant, read_squares(options, "block")?, read_squares(options, "require")?)
        } else {
            (Variant::Correct, Vec::new(), Vec::new())
        };
        let constraints = Constraints::new(n, &blocked, &required).map_err(|e| JsError::new(&e.to_string()))?;
        match variant {
            Variant::Correct => CoreSearch::constrained(flags, constraints)
                .map(Inner::Correct)
                .map_err(|e| JsError::new(&e.to_string())),
            _ if flags.mirror => Err(JsError::new("the mirror option is for the correct search only")),
            Variant::Mistake(mistake) => {
                Ok(Inner::Mistake(MistakeSearch::constrained(mistake, constraints, flags.first_solution_only)))
            }
            Variant::BruteForce if !constraints.is_empty() => {
                Err(JsError::new("brute force checks every permutation whole and takes no blocked or required squares"))
            }
            Variant::BruteForce if flags.first_solution_only => {
                Err(JsError::new("brute force checks every permutation: it has no first-solution option"))
            }
            Variant::BruteForce => BruteForce::new(n).map(Inner::Brute).map_err(|e| JsError::new(&e.to_string())),
        }
    }

    pub(super) fn variant(&self) -> Variant {
        match self {
            Inner::Correct(_) => Variant::Correct,
            Inner::Mistake(m) => Variant::Mistake(m.mistake()),
            Inner::Brute(_) => Variant::BruteForce,
        }
    }

    pub(super) fn core(&self) -> Option<&CoreSearch> {
        match self {
            Inner::Correct(search) => Some(search),
            _ => None,
        }
    }

    pub(super) fn mistake(&self) -> Option<&MistakeSearch> {
        match self {
            Inner::Mistake(search) => Some(search),
            _ => None,
        }
    }

    /// The correct search without blocked or required squares: the one the reference table describes.
    pub(super) fn is_plain(&self) -> bool {
        matches!(self, Inner::Correct(search) if search.constraints().is_empty())
    }

    pub(super) fn size(&self) -> usize {
        match self {
            Inner::Correct(s) => s.size(),
            Inner::Mistake(s) => s.size(),
            Inner::Brute(s) => s.size(),
        }
    }

    pub(super) fn steps(&self) -> u64 {
        match self {
            Inner::Correct(s) => s.steps(),
            Inner::Mistake(s) => s.steps(),
            Inner::Brute(s) => s.steps(),
        }
    }

    pub(super) fn solutions(&self) -> u64 {
        match self {
            Inner::Correct(s) => s.counters().solutions,
            Inner::Mistake(s) => s.counters().solutions,
            Inner::Brute(s) => s.counters().solutions,
        }
    }

    pub(super) fn counters(&self) -> JsCounters {
        match self {
            Inner::Correct(s) => JsCounters::of_search(s.counters(), !s.constraints().is_empty(), None),
            Inner::Mistake(s) => {
                let scan = s.mistake() == crate::Mistake::Scan;
                JsCounters::of_search(s.counters(), !s.constraints().is_empty(), scan.then_some(s.checks()))
            }
            Inner::Brute(s) => {
                let c = s.counters();
                JsCounters {
                    steps: c.steps as f64,
                    nodes: None,
                    placements: None,
                    rejections: None,
                    column_rejections: None,
                    down_rejections: None,
                    up_rejections: None,
                    blocked_rejections: None,
                    backtracks: None,
                    solutions: c.solutions as f64,
                    depth: None,
                    checks: Some(c.checks as f64),
                    permutations: Some(c.permutations as f64),
                }
            }
        }
    }

    pub(super) fn step(&mut self) -> JsValue {
        match self {
            Inner::Correct(s) => to_js(&s.step()),
            Inner::Mistake(s) => to_js(&s.step()),
            Inner::Brute(s) => to_js(&s.step()),
        }
    }

    /// The kind of event undone: as the core names it, "permutation" for a brute-force check.
    pub(super) fn step_back(&mut self) -> Option<&'static str> {
        match self {
            Inner::Correct(s) => s.step_back().map(|kind| kind.name()),
            Inner::Mistake(s) => s.step_back().map(|kind| kind.name()),
            Inner::Brute(s) => {
                let was_done = s.is_done();
                s.step_back().then_some(if was_done { "done" } else { "permutation" })
            }
        }
    }

    pub(super) fn last_event(&self) -> JsValue {
        let event = match self {
            Inner::Correct(s) => s.last_event().map(|e| to_js(&e)),
            Inner::Mistake(s) => s.last_event().map(|e| to_js(&e)),
            Inner::Brute(s) => s.last_event().map(|e| to_js(&e)),
        };
        event.unwrap_or(JsValue::NULL)
    }

    pub(super) fn run(&mut self, max_steps: u64) -> u64 {
        match self {
            Inner::Correct(s) => s.run(max_steps),
            Inner::Mistake(s) => s.run(max_steps),
            Inner::Brute(s) => s.run(max_steps),
        }
    }

    pub(super) fn run_to_solution(&mut self, max_steps: u64) -> u64 {
        if let Inner::Correct(s) = self {
            return s.run_to_solution(max_steps);
        }
        let (start, found) = (self.steps(), self.solutions());
        while self.steps() - start < max_steps && self.solutions() == found && self.run(1) == 1 {}
        self.steps() - start
    }

    pub(super) fn run_to_end(&mut self) -> u64 {
        self.run(u64::MAX)
    }

    pub(super) fn seek(&mut self, target: u64) {
        if let Inner::Correct(s) = self {
            return s.seek(target);
        }
        let steps = self.steps();
        if target >= steps {
            self.run(target - steps);
        } else if target < steps - target {
            self.reset();
            self.run(target);
        } else {
            while self.steps() > target && self.step_back().is_some() {}
        }
    }

    pub(super) fn reset(&mut self) {
        match self {
            Inner::Correct(s) => s.reset(),
            Inner::Mistake(s) => s.reset(),
            Inner::Brute(s) => {
                if let Ok(fresh) = BruteForce::new(s.size()) {
                    *s = fresh;
                }
            }
        }
    }

    /// The queens on the board, row 0 first; for brute force the permutation checked last (none at step 0).
    pub(super) fn queens(&self) -> Vec<u8> {
        match self {
            Inner::Correct(s) => s.queen_columns().map(|c| c as u8).collect(),
            Inner::Mistake(s) => s.queen_columns().map(|c| c as u8).collect(),
            Inner::Brute(s) if s.steps() == 0 => Vec::new(),
            Inner::Brute(s) => s.columns().map(|c| c as u8).collect(),
        }
    }

    pub(super) fn next_square(&self) -> Option<Square> {
        match self {
            Inner::Correct(s) => s.next_square(),
            Inner::Mistake(s) => s.next_square(),
            Inner::Brute(_) => None,
        }
    }

    /// What the search's own check says of (row, col) (on the board): the mistake's verdict for a mistake,
    /// nothing for brute force, which checks whole boards.
    pub(super) fn conflict_at(&self, row: usize, col: usize) -> Option<Conflict> {
        match self {
            Inner::Correct(s) => s.conflict_at(row, col),
            Inner::Mistake(s) => s.conflict_at(row, col).map(|(conflict, _)| conflict),
            Inner::Brute(_) => None,
        }
    }

    pub(super) fn owner_of(&self, row: usize, col: usize, conflict: Conflict) -> Option<usize> {
        match self {
            Inner::Correct(s) => s.owner_of(row, col, conflict),
            Inner::Mistake(s) => s.conflict_at(row, col).filter(|&(c, _)| c == conflict).and_then(|(_, by)| by),
            Inner::Brute(_) => None,
        }
    }

    pub(super) fn at_solution(&self) -> bool {
        match self {
            Inner::Correct(s) => s.at_solution(),
            Inner::Mistake(s) => s.at_solution(),
            Inner::Brute(s) => {
                matches!(s.last_event(), Some(crate::brute::BruteEvent::Permutation { solution: Some(_), .. }))
            }
        }
    }

    pub(super) fn is_done(&self) -> bool {
        match self {
            Inner::Correct(s) => s.is_done(),
            Inner::Mistake(s) => s.is_done(),
            Inner::Brute(s) => s.is_done(),
        }
    }

    /// For a mistake, every square row-major: 0 where its check agrees with the queens on the board, 1 where
    /// it rejects a square no queen attacks, 2 where it lets through a square a queen attacks (see
    /// [`MistakeSearch::misjudged_at`]); `None` for the other searches.
    pub(super) fn misjudged_map(&self) -> Option<Vec<u8>> {
        let Inner::Mistake(s) = self else { return None };
        let n = s.size();
        let code = |m: Option<Misjudgement>| match m {
            None => 0,
            Some(Misjudgement::Phantom) => 1,
            Some(Misjudgement::Missed) => 2,
        };
        Some((0..n * n).map(|i| code(s.misjudged_at(i / n, i % n))).collect())
    }

    /// Every square row-major: 1 where the current pass over its row placed a queen and lifted it again (see
    /// `Backtracking::lifted_in_row`), else 0; `None` for brute force, which has no rows being filled.
    pub(super) fn lifted_map(&self) -> Option<Vec<u8>> {
        let (n, rows): (usize, Vec<u64>) = match self {
            Inner::Correct(s) => (s.size(), (0..s.size()).map(|row| s.lifted_in_row(row)).collect()),
            Inner::Mistake(s) => (s.size(), (0..s.size()).map(|row| s.lifted_in_row(row)).collect()),
            Inner::Brute(_) => return None,
        };
        Some((0..n * n).map(|i| (rows[i / n] >> (i % n) & 1) as u8).collect())
    }

    /// Forgot-undo's ghosts as `[row, col, row, col, …]`; `None` for the other searches.
    pub(super) fn ghosts(&self) -> Option<Vec<u8>> {
        let Inner::Mistake(s) = self else { return None };
        (s.mistake() == crate::Mistake::ForgotUndo)
            .then(|| s.ghost_queens().iter().flat_map(|g| [g.row as u8, g.col as u8]).collect())
    }
}
