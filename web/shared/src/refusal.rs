//! The core's refusals as the page words them: a JavaScript `Error` whose message is the core's English (for
//! developers and the console) and whose `kind` and values say which refusal it is, so that the page says it
//! in the reader's language from its catalogs (js/i18n/refusal.js): `{kind: "required-attack", row, col,
//! otherRow, otherCol}`. The kinds are listed in `REFUSAL_TYPES`.

use js_sys::{Error, Reflect};
use nqueens_core::any_search::VariantError;
use nqueens_core::constraints::{ConstraintError, Square};
use nqueens_core::picture::{
    FARTHEST_STEP, FASTEST_FPS, LARGEST_PICTURE_PX, MOST_FRAMES, PictureError, SLOWEST_FPS, SMALLEST_PICTURE_PX,
};
use nqueens_core::repair::{LARGEST_SEED, RepairError};
use nqueens_core::size_text::short_number;
use wasm_bindgen::prelude::*;

/// The TypeScript of a refusal's fields, for the modules whose constructors throw one.
pub const REFUSAL_TYPES: &str = r#"
/** A refusal thrown by `new Search`, `new Construction`, `new Repair` or a picture: the core's English as its message, and what the page words. */
export type Refusal = Error & ({ kind: "not-a-number" | "not-whole" | "negative" | "too-large"; n: number; max: number }
  | { kind: "off-board"; row: number; col: number; n: number }
  | { kind: "blocked-and-required"; row: number; col: number }
  | { kind: "required-attack"; row: number; col: number; otherRow: number; otherCol: number }
  | { kind: "mirror" | "brute-force-constrained" | "brute-force-first-solution" }
  | { kind: "seed"; max: number }
  | { kind: "no-solution"; n: number }
  | { kind: "mirror-of-variant"; variant: string }
  | { kind: `picture-${string}`; [value: string]: unknown });
"#;

/// An `Error` with `message`, its `kind` and `values` set on it.
fn refusal(message: &str, kind: &str, values: &[(&str, JsValue)]) -> JsValue {
    let error = Error::new(message);
    // Setting a property on a fresh Error cannot fail.
    let _ = Reflect::set(&error, &"kind".into(), &kind.into());
    for (name, value) in values {
        let _ = Reflect::set(&error, &(*name).into(), value);
    }
    error.into()
}

fn square_values(square: &Square, row: &'static str, col: &'static str) -> [(&'static str, JsValue); 2] {
    [(row, (square.row as f64).into()), (col, (square.col as f64).into())]
}

/// Why `n` is not a whole number from 0 to `max`, as a refusal, or `None` if it is one.
pub fn size_refusal(n: f64, max: usize) -> Option<JsValue> {
    let message = crate::whole_size_problem(n, max)?;
    let kind = if n.is_nan() {
        "not-a-number"
    } else if n.is_infinite() || n > max as f64 {
        "too-large"
    } else if n.fract() != 0.0 {
        "not-whole"
    } else {
        "negative"
    };
    let shown = if n.is_finite() { JsValue::from(n) } else { JsValue::from(short_number(n)) };
    Some(refusal(&message, kind, &[("n", shown), ("max", (max as f64).into())]))
}

/// The core's refusal of blocked and required squares, as a refusal.
pub fn constraint_refusal(error: &ConstraintError) -> JsValue {
    let message = error.to_string();
    match error {
        ConstraintError::Size(nqueens_core::SizeError::TooLarge { n, max }) => {
            refusal(&message, "too-large", &[("n", (*n as f64).into()), ("max", (*max as f64).into())])
        }
        ConstraintError::OffBoard { square, n } => {
            let [row, col] = square_values(square, "row", "col");
            refusal(&message, "off-board", &[row, col, ("n", (*n as f64).into())])
        }
        ConstraintError::BlockedAndRequired { square } => {
            refusal(&message, "blocked-and-required", &square_values(square, "row", "col"))
        }
        ConstraintError::RequiredAttack { first, second } => {
            let [row, col] = square_values(first, "row", "col");
            let [other_row, other_col] = square_values(second, "otherRow", "otherCol");
            refusal(&message, "required-attack", &[row, col, other_row, other_col])
        }
        ConstraintError::Mirror => refusal(&message, "mirror", &[]),
    }
}

/// The core's refusal of a variant, its options and squares together, as a refusal.
pub fn variant_refusal(error: &VariantError) -> JsValue {
    let message = error.to_string();
    match error {
        VariantError::Constraints(e) => constraint_refusal(e),
        VariantError::MirrorOfVariant(variant) => {
            refusal(&message, "mirror-of-variant", &[("variant", variant.name().into())])
        }
        VariantError::BruteForceConstrained => refusal(&message, "brute-force-constrained", &[]),
        VariantError::BruteForceFirstSolution => refusal(&message, "brute-force-first-solution", &[]),
    }
}

/// The core's refusal of a repair, as a refusal: "no-solution" (2×2 and 3×3), "too-large", or "seed".
pub fn repair_refusal(error: &RepairError) -> JsValue {
    let message = error.to_string();
    match error {
        RepairError::NoSolution { n } => refusal(&message, "no-solution", &[("n", (*n as f64).into())]),
        RepairError::TooLarge { n, max } => {
            refusal(&message, "too-large", &[("n", (*n as f64).into()), ("max", (*max as f64).into())])
        }
        RepairError::Seed(_) => refusal(&message, "seed", &[("max", (LARGEST_SEED as f64).into())]),
    }
}

/// The core's refusal of a picture or an animation, as a refusal: "picture-size", "picture-backwards",
/// "picture-too-many-frames", "picture-too-many-pixels", "picture-too-far", "picture-no-frames", "picture-fps",
/// "picture-past-the-end"; a board view that is not one, or a failed encoding, is a bug: an Error with no kind.
pub fn picture_refusal(error: &PictureError) -> JsValue {
    let message = error.to_string();
    let number = |x: u64| JsValue::from(x as f64);
    match error {
        PictureError::Size { px } => refusal(
            &message,
            "picture-size",
            &[("px", number(*px)), ("min", SMALLEST_PICTURE_PX.into()), ("max", LARGEST_PICTURE_PX.into())],
        ),
        PictureError::Backwards { from, to } => {
            refusal(&message, "picture-backwards", &[("from", number(*from)), ("to", number(*to))])
        }
        PictureError::TooManyFrames { frames } => refusal(
            &message,
            "picture-too-many-frames",
            &[("frames", JsValue::from(*frames as f64)), ("most", number(MOST_FRAMES))],
        ),
        PictureError::TooManyPixels { frames, px } => refusal(
            &message,
            "picture-too-many-pixels",
            &[("frames", number(*frames)), ("px", number(*px)), ("most", number(MOST_FRAMES))],
        ),
        PictureError::TooFar { step } => {
            refusal(&message, "picture-too-far", &[("step", number(*step)), ("farthest", number(FARTHEST_STEP))])
        }
        PictureError::NoFrames => refusal(&message, "picture-no-frames", &[]),
        PictureError::Fps { fps } => refusal(
            &message,
            "picture-fps",
            &[("fps", number(*fps)), ("min", SLOWEST_FPS.into()), ("max", FASTEST_FPS.into())],
        ),
        PictureError::PastTheEnd { from, last } => {
            refusal(&message, "picture-past-the-end", &[("from", number(*from)), ("last", number(*last))])
        }
        PictureError::Board { .. } | PictureError::Encoding(_) | PictureError::Inconsistent(_) => {
            Error::new(&message).into()
        }
    }
}

/// A picture's number that is not a whole number from 0 (`what`: "size", "from", "to" or "fps"), as a refusal.
pub fn not_whole_refusal(message: &str, what: &str, value: f64) -> JsValue {
    refusal(message, "picture-not-whole", &[("what", what.into()), ("value", value.into())])
}
