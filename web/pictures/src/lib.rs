//! The board's pictures for the page (src/picture/): a board view (what `Search#boardView` of the watching
//! module hands over) as SVG text or a PNG file, and an animated GIF of a range of steps of the search
//! `new Search(n, options)` would make (encoded in a worker of its own, www/js/pictures/worker.js).

use nqueens_boundary::refusal::{not_whole_refusal, picture_refusal};
use nqueens_boundary::{options, step_count};
use nqueens_core::picture::{self, BoardView, PictureError, Theme};
use wasm_bindgen::prelude::*;

nqueens_boundary::shared_types!();

fn theme_of(name: &str) -> Result<Theme, JsError> {
    Theme::from_name(name).ok_or_else(|| JsError::new(&format!("the theme is \"light\" or \"dark\", not {name:?}")))
}

/// A picture's side from JS: a whole number of pixels (the core says which).
fn side_of(px: f64) -> Result<u64, JsValue> {
    if !px.is_finite() || px.fract() != 0.0 || px < 0.0 {
        return Err(not_whole_refusal(&format!("a picture's size is a whole number of pixels, not {px}"), "size", px));
    }
    Ok(px as u64)
}

/// The core's refusal as the page words it (`nqueens_boundary::refusal`: its kind and values).
fn error(e: PictureError) -> JsValue {
    picture_refusal(&e)
}

/// The board view `view` (as `Search#boardView` gives it), checked: anything else is an `Error` saying why.
fn board_of(view: JsValue) -> Result<BoardView, JsValue> {
    let board: BoardView = serde_wasm_bindgen::from_value(view)
        .map_err(|e| JsError::new(&format!("that is not a board view (Search#boardView gives one): {e}")))?;
    board.check().map_err(error)?;
    Ok(board)
}

/// The SVG text of board view `view`, `size` pixels square (64 to 4096), `theme` "light" or "dark".
#[wasm_bindgen(js_name = svgOfBoard)]
pub fn svg_of_board(
    #[wasm_bindgen(unchecked_param_type = "BoardView")] view: JsValue,
    size: f64,
    theme: &str,
) -> Result<String, JsValue> {
    let board = board_of(view)?;
    picture::svg(&board, side_of(size)?, theme_of(theme)?).map_err(error)
}

/// The PNG file of board view `view`, `size` pixels square, `theme` "light" or "dark".
#[wasm_bindgen(js_name = pngOfBoard)]
pub fn png_of_board(
    #[wasm_bindgen(unchecked_param_type = "BoardView")] view: JsValue,
    size: f64,
    theme: &str,
) -> Result<Vec<u8>, JsValue> {
    let board = board_of(view)?;
    picture::png(&board, side_of(size)?, theme_of(theme)?).map_err(error)
}

/// The animated GIF of steps `from` to `to` (both included; one past the end stops there) of the search
/// `new Search(n, options)` would make, `fps` frames a second, `size` pixels square, `theme` "light" or
/// "dark". Slow for many steps: the page calls it in a worker.
#[wasm_bindgen(js_name = gifOfSteps)]
pub fn gif_of_steps(
    n: f64,
    #[wasm_bindgen(unchecked_param_type = "SearchOptions | null")] options: JsValue,
    from: f64,
    to: f64,
    fps: f64,
    size: f64,
    theme: &str,
) -> Result<Vec<u8>, JsValue> {
    let mut search = options::search_of(n, &options)?;
    let (theme, side) = (theme_of(theme)?, side_of(size)?);
    let whole = |x: f64, what: &str| {
        if x.is_finite() && x >= 0.0 && x.fract() == 0.0 {
            Ok(step_count(x))
        } else {
            Err(not_whole_refusal(&format!("{what} must be a whole number from 0, not {x}"), what, x))
        }
    };
    let range = picture::StepRange::new(whole(from, "from")?, whole(to, "to")?).map_err(error)?;
    picture::check_animation(range.frames(), side).map_err(error)?;
    let fps = whole(fps, "fps")?;
    picture::check_fps(fps).map_err(error)?;
    let views = picture::views_of_steps(&mut search, range).map_err(error)?;
    picture::gif(&views, side, theme, fps).map_err(error)
}
