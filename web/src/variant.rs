//! What the boundary's `Search` class tells about its search (its options are read in web/shared's
//! `options`): the counters and a mistake's misjudged squares are turned into what JS reads. The
//! list of variants by name (`variants()`) comes from the core's [`Variant`].

use crate::js::{self, Obj};
use nqueens_core::mistake::{Misjudgement, Mistake};
use nqueens_core::search::Counters;
use nqueens_core::variant::Variant;
use nqueens_core::{AnyCounters, AnySearch};
use wasm_bindgen::prelude::*;

/// The TypeScript shapes of what this file hands over, in the module's generated `.d.ts`.
pub(crate) const VARIANT_TYPES: &str = r#"
/** A variant as `variants()` lists it: its name (the page's catalog words it: variant-name-<name>,
 * variant-description-<name>). */
export interface VariantInfo { name: string }
/** A search's counters (`Search#counters()`): those a search does not keep are left out. */
export interface Counters {
  steps: number; solutions: number; nodes?: number; placements?: number; rejections?: number;
  columnRejections?: number; downRejections?: number; upRejections?: number; blockedRejections?: number;
  backtracks?: number; depth?: number; checks?: number; permutations?: number;
}
"#;

#[wasm_bindgen(typescript_custom_section)]
const VARIANT_TYPES_SECTION: &str = VARIANT_TYPES;

/// `[{name}]` of every variant, the correct search first, as the core names them. The core's English
/// descriptions stay out of the first module: the page describes each variant in its reader's words.
#[wasm_bindgen(unchecked_return_type = "VariantInfo[]")]
pub fn variants() -> JsValue {
    js::array(Variant::ALL.iter().map(|v| Obj::new().set("name", &JsValue::from_str(v.name())).done()))
}

/// The counters as JS sees them: camelCase numbers; a counter the search does not keep is left out.
pub(super) struct JsCounters {
    steps: f64,
    nodes: Option<f64>,
    placements: Option<f64>,
    rejections: Option<f64>,
    column_rejections: Option<f64>,
    down_rejections: Option<f64>,
    up_rejections: Option<f64>,
    /// Only for a search with blocked or required squares.
    blocked_rejections: Option<f64>,
    backtracks: Option<f64>,
    solutions: f64,
    depth: Option<f64>,
    /// Queens compared with a square (scan) or pairs of queens compared (brute force).
    checks: Option<f64>,
    /// Permutations checked (brute force).
    permutations: Option<f64>,
}

impl JsCounters {
    /// The counters of `search` as JS reads them.
    pub(super) fn of(search: &AnySearch) -> JsCounters {
        match search.counters() {
            AnyCounters::Search { counters, checks } => {
                JsCounters::of_search(counters, search.is_constrained(), checks)
            }
            AnyCounters::BruteForce(c) => JsCounters {
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
            },
        }
    }

    /// `{steps, nodes, …}` in the order of the fields above, those the search does not keep left out.
    pub(super) fn to_js(&self) -> JsValue {
        Obj::new()
            .num("steps", self.steps)
            .num_if("nodes", self.nodes)
            .num_if("placements", self.placements)
            .num_if("rejections", self.rejections)
            .num_if("columnRejections", self.column_rejections)
            .num_if("downRejections", self.down_rejections)
            .num_if("upRejections", self.up_rejections)
            .num_if("blockedRejections", self.blocked_rejections)
            .num_if("backtracks", self.backtracks)
            .num("solutions", self.solutions)
            .num_if("depth", self.depth)
            .num_if("checks", self.checks)
            .num_if("permutations", self.permutations)
            .done()
    }

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

/// For a mistake, every square row-major: 0 where its check agrees with the queens on the board, 1 where it
/// rejects a square no queen attacks, 2 where it lets through a square a queen attacks (see
/// [`nqueens_core::MistakeSearch::misjudged_at`]); `None` for the other searches.
pub(super) fn misjudged_map(search: &AnySearch) -> Option<Vec<u8>> {
    let s = search.as_mistake()?;
    let n = s.size();
    let code = |m: Option<Misjudgement>| match m {
        None => 0,
        Some(Misjudgement::Phantom) => 1,
        Some(Misjudgement::Missed) => 2,
    };
    Some((0..n * n).map(|i| code(s.misjudged_at(i / n, i % n))).collect())
}

/// Forgot-undo's ghosts as `[row, col, row, col, …]`; `None` for the other searches.
pub(super) fn ghosts(search: &AnySearch) -> Option<Vec<u8>> {
    let s = search.as_mistake()?;
    (s.mistake() == Mistake::ForgotUndo)
        .then(|| s.ghost_queens().iter().flat_map(|g| [g.row as u8, g.col as u8]).collect())
}

/// Every square row-major: 1 where the current pass over its row placed a queen there and lifted it again (see
/// [`nqueens_core::Backtracking::lifted_in_row`]), else 0; `None` for brute force, which fills no rows.
pub(super) fn lifted_map(search: &AnySearch) -> Option<Vec<u8>> {
    let rows: Vec<u64> = match search {
        AnySearch::Correct(s) => (0..s.size()).map(|row| s.lifted_in_row(row)).collect(),
        AnySearch::Mistake(s) => (0..s.size()).map(|row| s.lifted_in_row(row)).collect(),
        AnySearch::BruteForce(_) => return None,
    };
    let n = rows.len();
    Some((0..n * n).map(|i| (rows[i / n] >> (i % n) & 1) as u8).collect())
}
