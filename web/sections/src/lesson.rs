//! The guided lesson's stops for the page (the core's src/lesson.rs): the walk-through's board and its stops, as plain
//! objects of numbers and names.

use nqueens_boundary::to_js;
use nqueens_core::lesson::{LESSON_SIZE, Stop, lesson_stops};
use serde::Serialize;
use wasm_bindgen::prelude::*;

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
#[wasm_bindgen]
pub fn lesson() -> Result<JsValue, JsError> {
    let stops = lesson_stops(LESSON_SIZE).map_err(|e| JsError::new(&e.to_string()))?;
    Ok(to_js(&JsLesson { n: LESSON_SIZE, stops }))
}
