//! The article's exercises for the page's Practice panel: thin calls to the core's `practice` module, whose
//! answers cross as plain objects of numbers (every count of a board up to 14 is far below 2^53).

use nqueens_boundary::{size_problem, to_js, whole_size_problem};
use nqueens_core::practice::{
    self, ARTICLE_FIRST_SOLUTION, MIRROR_EVEN_SIZES, MIRROR_ODD_SIZES, PRACTICE_MAX, PracticeError,
};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The TypeScript shapes of what this file hands over, in the module's generated `.d.ts`.
pub(crate) const PRACTICE_TYPES: &str = r#"
/** What the exercises ask about (`practiceExercises()`). */
export interface PracticeExercises { practiceMax: number; articleFirstSolution: number[]; mirrorEvenSizes: number[]; mirrorOddSizes: number[] }
/** Exercise 3's answer (`cornerAnswer(n)`). */
export interface CornerAnswer { n: number; solutions: number; withCornerQueen: number; withTopLeftQueen: number }
/** Exercise 1's answer (`firstSolution(n)`): `columns` undefined when the board has no solution. */
export interface FirstSolution { n: number; columns: number[] | undefined; steps: number }
/** Exercise 4's answer (`mirrorAnswer(n)`): `middle` undefined for an even n. */
export interface MirrorAnswer { n: number; leftHalf: number; middle: number | undefined; mirrored: number; middleDoubled: number; full: number }
"#;

#[wasm_bindgen(typescript_custom_section)]
const PRACTICE_TYPES_SECTION: &str = PRACTICE_TYPES;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsExercises {
    practice_max: u32,
    article_first_solution: Vec<u32>,
    mirror_even_sizes: Vec<u32>,
    mirror_odd_sizes: Vec<u32>,
}

/// What the exercises ask about: `{practiceMax, articleFirstSolution, mirrorEvenSizes, mirrorOddSizes}`.
#[wasm_bindgen(js_name = practiceExercises, unchecked_return_type = "PracticeExercises")]
pub fn practice_exercises() -> JsValue {
    let to_u32 = |sizes: &[usize]| sizes.iter().map(|&n| n as u32).collect();
    to_js(&JsExercises {
        practice_max: PRACTICE_MAX as u32,
        article_first_solution: to_u32(&ARTICLE_FIRST_SOLUTION),
        mirror_even_sizes: to_u32(&MIRROR_EVEN_SIZES),
        mirror_odd_sizes: to_u32(&MIRROR_ODD_SIZES),
    })
}

/// A size the exercises take (1 to [`PRACTICE_MAX`]), or an `Error` saying why not.
fn practice_size(n: f64) -> Result<usize, JsError> {
    match whole_size_problem(n, PRACTICE_MAX) {
        Some(problem) => Err(JsError::new(&problem)),
        None if n < 1.0 => Err(JsError::new(&PracticeError::TooSmall { n: 0 }.to_string())),
        None => Ok(n as usize),
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsCornerAnswer {
    n: u32,
    solutions: f64,
    with_corner_queen: f64,
    with_top_left_queen: f64,
}

/// Exercise 3 for the n x n board: `{n, solutions, withCornerQueen, withTopLeftQueen}`. Throws for a size
/// outside 1 to `practiceExercises().practiceMax`.
#[wasm_bindgen(js_name = cornerAnswer, unchecked_return_type = "CornerAnswer")]
pub fn corner_answer(n: f64) -> Result<JsValue, JsError> {
    let answer = practice::corner_answer(practice_size(n)?).map_err(|e| JsError::new(&e.to_string()))?;
    Ok(to_js(&JsCornerAnswer {
        n: answer.n as u32,
        solutions: answer.solutions as f64,
        with_corner_queen: answer.with_corner_queen as f64,
        with_top_left_queen: answer.with_top_left_queen as f64,
    }))
}

#[derive(Serialize)]
struct JsFirstSolution {
    n: u32,
    columns: Option<Vec<u32>>,
    steps: f64,
}

/// Exercise 1: the stepping search of the n x n board (0 to 32) run to its first solution: `{n, columns,
/// steps}`, `columns` undefined when there is none. Throws for a bad size.
#[wasm_bindgen(js_name = firstSolution, unchecked_return_type = "FirstSolution")]
pub fn first_solution(n: f64) -> Result<JsValue, JsError> {
    if let Some(problem) = size_problem(n) {
        return Err(JsError::new(&problem));
    }
    let answer = practice::first_solution(n as usize).map_err(|e| JsError::new(&e.to_string()))?;
    Ok(to_js(&JsFirstSolution {
        n: answer.n as u32,
        columns: answer.columns.map(|columns| columns.into_iter().map(|c| c as u32).collect()),
        steps: answer.steps as f64,
    }))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JsMirrorAnswer {
    n: u32,
    left_half: f64,
    middle: Option<f64>,
    mirrored: f64,
    middle_doubled: f64,
    full: f64,
}

/// Exercise 4 for the n x n board: `{n, leftHalf, middle, mirrored, middleDoubled, full}` (`middle` undefined for
/// an even n). Throws for a size outside 1 to `practiceExercises().practiceMax`.
#[wasm_bindgen(js_name = mirrorAnswer, unchecked_return_type = "MirrorAnswer")]
pub fn mirror_answer(n: f64) -> Result<JsValue, JsError> {
    let answer = practice::mirror_answer(practice_size(n)?).map_err(|e| JsError::new(&e.to_string()))?;
    Ok(to_js(&JsMirrorAnswer {
        n: answer.n as u32,
        left_half: answer.left_half as f64,
        middle: answer.middle.map(|m| m as f64),
        mirrored: answer.mirrored as f64,
        middle_doubled: answer.middle_doubled as f64,
        full: answer.full as f64,
    }))
}
