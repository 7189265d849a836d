//! What the page's board and pictures need from the search it watches (src/picture/): the scene at a step
//! as a display list for the canvas (`Search#scene`, its inks' names `sceneInks()`), the picture limits the
//! controls offer, and the board a picture shows now (`Search#boardView`), handed to the pictures module
//! (web/pictures), which draws and encodes it.

use crate::js::{self, Obj};
use crate::search::Search;
use nqueens_core::Square;
use nqueens_core::picture::{self, BoardView, Ink, Look};
use wasm_bindgen::prelude::*;

/// The TypeScript shapes of what this file hands over, in the module's generated `.d.ts`.
pub(crate) const PICTURE_TYPES: &str = r#"
/** The picture limits the page's controls offer (`pictureLimits()`). */
export interface PictureLimits { smallest: number; largest: number; mostFrames: number; slowestFps: number; fastestFps: number }
"#;

#[wasm_bindgen(typescript_custom_section)]
const PICTURE_TYPES_SECTION: &str = PICTURE_TYPES;

/// The picture limits the page's controls offer: `{smallest, largest, mostFrames, slowestFps, fastestFps}`.
#[wasm_bindgen(js_name = pictureLimits, unchecked_return_type = "PictureLimits")]
pub fn picture_limits() -> JsValue {
    Obj::new()
        .num("smallest", picture::SMALLEST_PICTURE_PX.into())
        .num("largest", picture::LARGEST_PICTURE_PX.into())
        .num("mostFrames", picture::MOST_FRAMES as f64)
        .num("slowestFps", picture::SLOWEST_FPS.into())
        .num("fastestFps", picture::FASTEST_FPS.into())
        .done()
}

/// The names of the inks a display list numbers (`Search#scene`), in order: each is a CSS custom property of
/// the page's palette (www/palette.css) without its `--`.
#[wasm_bindgen(js_name = sceneInks)]
pub fn scene_inks() -> Vec<String> {
    Ink::ALL.iter().map(|ink| ink.name().to_string()).collect()
}

#[wasm_bindgen]
impl Search {
    /// The board now as the canvas paints it, `side` device pixels square at `scale` device pixels a CSS
    /// pixel: the display list of the core's scene (src/picture/display.rs). `diagonals`: the diagonal
    /// numbers are asked for; `sinceLiftMs`, `sinceFlashMs`: the time since a queen was lifted and since a
    /// solution's flash started (undefined: none under way); `gilded`: a solution's squares are gilded;
    /// `focusRow`, `focusCol`: the square the keyboard is on while constraining (undefined: none).
    #[allow(clippy::too_many_arguments)]
    pub fn scene(
        &self,
        side: u32,
        scale: f64,
        diagonals: bool,
        #[wasm_bindgen(js_name = sinceLiftMs)] since_lift_ms: Option<f64>,
        #[wasm_bindgen(js_name = sinceFlashMs)] since_flash_ms: Option<f64>,
        gilded: bool,
        #[wasm_bindgen(js_name = focusRow)] focus_row: Option<u32>,
        #[wasm_bindgen(js_name = focusCol)] focus_col: Option<u32>,
    ) -> Vec<f32> {
        let scale = if scale.is_finite() && scale > 0.0 { scale.min(16.0) } else { 1.0 };
        let time = |ms: Option<f64>| ms.filter(|ms| ms.is_finite()).map(|ms| ms.max(0.0));
        let focus = focus_row.zip(focus_col).map(|(row, col)| Square { row: row as usize, col: col as usize });
        let look = Look {
            scale,
            diagonals,
            since_lift_ms: time(since_lift_ms),
            since_flash_ms: time(since_flash_ms),
            gilded,
            focus,
        };
        let view = BoardView::of_any(self.any()).with_marks(self.any());
        picture::display::display_list(&view, side, &look)
    }

    /// The board as a picture shows it now, `{n, queens, attacked, next, event, atSolution}` with the
    /// variants' and constraints' marks (`misjudged`, `ghosts`, `blocked`, `required`, `falseSolution`,
    /// `clash`), in the core's serde form: what the pictures module's `svgOfBoard` and `pngOfBoard` draw.
    #[wasm_bindgen(js_name = boardView, unchecked_return_type = "BoardView")]
    pub fn board_view(&self) -> JsValue {
        let view = BoardView::of_any(self.any()).with_marks(self.any());
        let count = |values: &[usize]| js::numbers(values.iter().map(|&v| v as f64));
        Obj::new()
            .num("n", view.n as f64)
            .set("queens", &count(&view.queens))
            .set("attacked", &js::array(view.attacked.iter().map(|&a| JsValue::from_bool(a))))
            .set("next", &js::or_undefined(view.next, js::square))
            .set("event", &js::or_undefined(view.event.as_ref(), js::event))
            .set("atSolution", &JsValue::from_bool(view.at_solution))
            .set("misjudged", &js::numbers(view.misjudged.iter().map(|&m| f64::from(m))))
            .set("ghosts", &js::squares(&view.ghosts))
            .set("blocked", &js::squares(&view.blocked))
            .set("required", &js::squares(&view.required))
            .set("falseSolution", &js::or_undefined(view.false_solution.as_ref(), js::attack))
            .set("clash", &js::or_undefined(view.clash, |rows| count(&rows)))
            .done()
    }
}
