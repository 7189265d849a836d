//! The board's pictures for the page (src/picture/): a board view (what `Search#boardView` of the watching
//! module hands over) as SVG text or a PNG file, and an animated GIF of a range of steps of the search
//! `new Search(n, options)` would make (encoded in a worker of its own, www/js/pictures/worker.js); and the PNG
//! of what the sections' boards show (a repair stepped, a solution's thumbnail, a large board), the core's
//! pixels of the scenes the page paints.

use nqueens_boundary::refusal::{not_whole_refusal, picture_refusal};
use nqueens_boundary::{options, repair_look, step_count};
use nqueens_core::picture::{self, BoardColours, BoardError, BoardView, PictureError, RepairView, Theme};
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

/// The core's refusal of a board's columns, as an `Error` saying why.
fn board_error(e: BoardError) -> JsValue {
    JsError::new(&e.to_string()).into()
}

/// The PNG file of a repair stepped on the page (`Repair#scene`'s board, row r's queen in `columns[r]`),
/// `size` pixels square (64 to 4096) at `scale` device pixels a CSS pixel, the queen of `slideRow` on its way
/// as there, `theme` "light" or "dark".
#[allow(clippy::too_many_arguments)]
#[wasm_bindgen(js_name = pngOfRepair)]
pub fn png_of_repair(
    columns: &[u32],
    size: f64,
    scale: f64,
    #[wasm_bindgen(js_name = slideRow)] slide_row: Option<u32>,
    #[wasm_bindgen(js_name = slideFrom)] slide_from: Option<u32>,
    #[wasm_bindgen(js_name = slideTo)] slide_to: Option<u32>,
    progress: Option<f64>,
    theme: &str,
) -> Result<Vec<u8>, JsValue> {
    let side = picture::check_picture_size(side_of(size)?).map_err(error)?;
    let view = RepairView::new(columns).map_err(board_error)?;
    let look = repair_look(scale, slide_row, slide_from, slide_to, progress);
    picture::png_of_raster(&picture::repair_raster(&view, side, &look, theme_of(theme)?.palette())).map_err(error)
}

/// The PNG file of the solution `columns` as the gallery's small board (`thumbnailScene`) at `scale` device
/// pixels a CSS pixel, `theme` "light" or "dark".
#[wasm_bindgen(js_name = pngOfThumbnail)]
pub fn png_of_thumbnail(columns: &[u32], scale: f64, theme: &str) -> Result<Vec<u8>, JsValue> {
    let raster = picture::thumbnail_raster(columns, scale, theme_of(theme)?.palette()).map_err(board_error)?;
    picture::png_of_raster(&raster).map_err(error)
}

/// The PNG file of the board whose row r holds a queen in column `columns[r]` as Construct and Repair draw a
/// large one (`Construction#draw`, `drawQueens`), `width` x `height` pixels, `theme` "light" or "dark".
#[wasm_bindgen(js_name = pngOfLargeBoard)]
pub fn png_of_large_board(columns: &[u32], width: f64, height: f64, theme: &str) -> Result<Vec<u8>, JsValue> {
    let colours = BoardColours::of(theme_of(theme)?.palette());
    // Sides past u32 are refused by the core as too many pixels, whatever their value.
    let (width, height) =
        (side_of(width)?.min(u64::from(u32::MAX)) as u32, side_of(height)?.min(u64::from(u32::MAX)) as u32);
    let drawn = picture::large_board(columns.len(), Some(columns), width, height, &colours).map_err(board_error)?;
    picture::png_of_raster(&drawn.raster).map_err(error)
}
