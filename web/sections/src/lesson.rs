//! The guided lesson's stops for the page (the core's src/lesson.rs): the walk-through's board and its stops, as plain
//! objects of numbers and names.

use nqueens_boundary::to_js;
use nqueens_core::lesson::{LESSON_SIZE, Stop, lesson_stops};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The TypeScript shapes of what this file hands over, in the module's generated `.d.ts`.
pub(crate) const LESSON_TYPES: &str = r#"
/** Which moment a lesson stop is. */
export type StopKind = "start" | "first-rejection" | "second-queen" | "first-backtrack" | "corner-given-up"
  | "second-queen-again" | "first-solution" | "mirror-solution" | "mirror-corner-given-up" | "end" | "totals";
/** What the learner is asked before the search shows the answer. */
export type Question =
  | { kind: "square"; row: number; answer: Square }
  | { kind: "can-start-with"; square: Square; answer: boolean }
  | { kind: "first-lift"; queens: Square[]; answer: Square }
  | { kind: "mirror-start"; first: number[]; answer: Square }
  | { kind: "totals"; solutions: number; nodes: number };
/** One stop of the lesson (the core's `Stop`). */
export interface Stop {
  kind: StopKind; n: number; step: number; ask?: { step: number; question: Question }; square?: Square;
  conflict?: Conflict; tries?: number; solutionsUnder?: number; columns?: number[];
}
/** The lesson "Follow the article" (`lesson()`): the walk-through's board and its stops in order. */
export interface Lesson { n: number; stops: Stop[] }
"#;

#[wasm_bindgen(typescript_custom_section)]
const LESSON_TYPES_SECTION: &str = LESSON_TYPES;

#[derive(Serialize)]
struct JsLesson {
    n: usize,
    stops: Vec<Stop>,
}

/// The lesson "Follow the article": `{n, stops}`, `n` the walk-through's board and `stops` in the order they
/// are reached (the 8x8 board's totals last), each `{kind, n, step, ask?, square?, conflict?, tries?,
/// solutionsUnder?, columns?}` (see src/lesson.rs; `n` the stop's board; `ask` is `{step, question}`, a question
/// `{kind: "square", row, answer: {row, col}}`, `{kind: "can-start-with", square, answer}`, `{kind:
/// "first-lift", queens, answer}`, `{kind: "mirror-start", first, answer}` or `{kind: "totals", solutions,
/// nodes}`).
#[wasm_bindgen(unchecked_return_type = "Lesson")]
pub fn lesson() -> Result<JsValue, JsError> {
    let stops = lesson_stops(LESSON_SIZE).map_err(|e| JsError::new(&e.to_string()))?;
    Ok(to_js(&JsLesson { n: LESSON_SIZE, stops }))
}
