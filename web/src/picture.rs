//! What the page's pictures need from the search it watches (src/picture/): the crown the canvas board
//! draws, the picture limits its controls offer, and the board a picture shows now (`Search#boardView`),
//! handed to the pictures module (web/pictures), which draws and encodes it.

use crate::search::Search;
use nqueens_boundary::to_js;
use nqueens_core::picture::{self, BoardView, CROWN};
use wasm_bindgen::prelude::*;

/// The crown in a unit square, as www/js/board/board.js draws it: `{outline: [[x, y], …], band: [x, y, w,
/// h], jewels: [[x, y], …], jewelRadius, edgeWidth, edgeFromPx}`.
/// The TypeScript shapes of what this file hands over, in the module's generated `.d.ts`.
pub(crate) const PICTURE_TYPES: &str = r#"
/** The queen's crown in a unit square (`crownShape()`). */
export interface Crown {
  outline: [number, number][]; band: [number, number, number, number]; jewels: [number, number][];
  jewelRadius: number; edgeWidth: number; edgeFromPx: number;
}
/** The picture limits the page's controls offer (`pictureLimits()`). */
export interface PictureLimits { smallest: number; largest: number; mostFrames: number; slowestFps: number; fastestFps: number }
"#;

#[wasm_bindgen(typescript_custom_section)]
const PICTURE_TYPES_SECTION: &str = PICTURE_TYPES;

#[wasm_bindgen(js_name = crownShape, unchecked_return_type = "Crown")]
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
    to_js(&JsCrown {
        outline: CROWN.outline.iter().map(|&(x, y)| [x, y]).collect(),
        band: CROWN.band,
        jewels: CROWN.jewels.iter().map(|&(x, y)| [x, y]).collect(),
        jewel_radius: CROWN.jewel_radius,
        edge_width: CROWN.edge_width,
        edge_from_px: CROWN.edge_from_px,
    })
}

/// The picture limits the page's controls offer: `{smallest, largest, mostFrames, slowestFps, fastestFps}`.
#[wasm_bindgen(js_name = pictureLimits, unchecked_return_type = "PictureLimits")]
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
    to_js(&JsLimits {
        smallest: picture::SMALLEST_PICTURE_PX,
        largest: picture::LARGEST_PICTURE_PX,
        most_frames: picture::MOST_FRAMES as f64,
        slowest_fps: picture::SLOWEST_FPS,
        fastest_fps: picture::FASTEST_FPS,
    })
}

#[wasm_bindgen]
impl Search {
    /// The board as a picture shows it now, `{n, queens, attacked, next, event, atSolution}`: what the
    /// pictures module's `svgOfBoard` and `pngOfBoard` draw.
    #[wasm_bindgen(js_name = boardView, unchecked_return_type = "BoardView")]
    pub fn board_view(&self) -> JsValue {
        to_js(&BoardView::of_any(self.any()))
    }
}
