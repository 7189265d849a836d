//! The board's pictures for the page (src/picture/): the crown the canvas board draws, a search's board
//! now as SVG text or a PNG file, and an animated GIF of a range of steps (made in a worker of its own,
//! www/js/pictures/worker.js, from the search's size and options).

use crate::search::Search;
use crate::step_count;
use nqueens_core::picture::{self, BoardView, CROWN, PictureError, Theme};
use wasm_bindgen::prelude::*;

/// The crown in a unit square, as www/js/board/board.js draws it: `{outline: [[x, y], …], band: [x, y, w,
/// h], jewels: [[x, y], …], jewelRadius, edgeWidth, edgeFromPx}`.
#[wasm_bindgen(js_name = crownShape)]
pub fn crown_shape() -> JsValue {
    #[derive(serde::Serialize)]
    #[serde(rename_all = "camelCase")]
    struct JsCrown {
        outline: Vec<[f64; 2]>,
        band: [f64; 4],
        jewels: Vec<[f64; 2]>,
        jewel_radius: f64,
        edge_width: f64,
        edge_from_px: f64,
    }
    crate::to_js(&JsCrown {
        outline: CROWN.outline.iter().map(|&(x, y)| [x, y]).collect(),
        band: CROWN.band,
        jewels: CROWN.jewels.iter().map(|&(x, y)| [x, y]).collect(),
        jewel_radius: CROWN.jewel_radius,
        edge_width: CROWN.edge_width,
        edge_from_px: CROWN.edge_from_px,
    })
}

/// The picture limits the page's controls offer: `{smallest, largest, mostFrames, slowestFps, fastestFps}`.
#[wasm_bindgen(js_name = pictureLimits)]
pub fn picture_limits() -> JsValue {
    #[derive(serde::Serialize)]
    #[serde(rename_all = "camelCase")]
    struct JsLimits {
        smallest: u32,
        largest: u32,
        most_frames: f64,
        slowest_fps: u32,
        fastest_fps: u32,
    }
    crate::to_js(&JsLimits {
        smallest: picture::SMALLEST_PICTURE_PX,
        largest: picture::LARGEST_PICTURE_PX,
        most_frames: picture::MOST_FRAMES as f64,
        slowest_fps: picture::SLOWEST_FPS,
        fastest_fps: picture::FASTEST_FPS,
    })
}

fn theme_of(name: &str) -> Result<Theme, JsError> {
    Theme::from_name(name).ok_or_else(|| JsError::new(&format!("the theme is \"light\" or \"dark\", not {name:?}")))
}

/// A picture's side from JS: a whole number of pixels (the core says which).
fn side_of(px: f64) -> Result<u64, JsError> {
    if !px.is_finite() || px.fract() != 0.0 || px < 0.0 {
        return Err(JsError::new(&format!("a picture's size is a whole number of pixels, not {px}")));
    }
    Ok(px as u64)
}

fn error(e: PictureError) -> JsError {
    JsError::new(&e.to_string())
}

#[wasm_bindgen]
impl Search {
    /// The SVG text of the board now, `size` pixels square (64 to 4096), `theme` "light" or "dark".
    #[wasm_bindgen(js_name = toSVG)]
    pub fn to_svg(&self, size: f64, theme: &str) -> Result<String, JsError> {
        picture::svg(&BoardView::of_any(self.any()), side_of(size)?, theme_of(theme)?).map_err(error)
    }

    /// The PNG file of the board now, `size` pixels square, `theme` "light" or "dark".
    #[wasm_bindgen(js_name = toPNG)]
    pub fn to_png(&self, size: f64, theme: &str) -> Result<Vec<u8>, JsError> {
        picture::png(&BoardView::of_any(self.any()), side_of(size)?, theme_of(theme)?).map_err(error)
    }
}

/// The animated GIF of steps `from` to `to` (both included; one past the end stops there) of the search
/// `new Search(n, options)` would make, `fps` frames a second, `size` pixels square, `theme` "light" or
/// "dark". Slow for many steps: the page calls it in a worker.
#[wasm_bindgen(js_name = gifOfSteps)]
pub fn gif_of_steps(
    n: f64,
    options: JsValue,
    from: f64,
    to: f64,
    fps: f64,
    size: f64,
    theme: &str,
) -> Result<Vec<u8>, JsError> {
    let mut search = Search::new(n, options)?;
    let (theme, side) = (theme_of(theme)?, side_of(size)?);
    let whole = |x: f64, what: &str| {
        if x.is_finite() && x >= 0.0 && x.fract() == 0.0 {
            Ok(step_count(x))
        } else {
            Err(JsError::new(&format!("{what} must be a whole number from 0, not {x}")))
        }
    };
    let range = picture::StepRange::new(whole(from, "from")?, whole(to, "to")?).map_err(error)?;
    picture::check_animation(range.frames(), side).map_err(error)?;
    let fps = whole(fps, "fps")?;
    picture::check_fps(fps).map_err(error)?;
    let views = picture::views_of_steps(search.any_mut(), range).map_err(error)?;
    picture::gif(&views, side, theme, fps).map_err(error)
}
