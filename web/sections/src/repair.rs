//! The boundary's `Repair` class: the core's min-conflicts repair (src/repair.rs) for the page, stepped move by
//! move on a small board (its scene, src/picture/repair_board.rs, as a display list for the page's painter) or
//! run to the end on a huge one in a worker, then checked and drawn (the core's picture of a large board, put
//! on the canvas by web/shared/src/draw.rs). `drawQueens` draws a board handed back by that worker.

use js_sys::Uint32Array;
use nqueens_boundary::refusal::{repair_refusal, size_refusal};
use nqueens_boundary::{args, draw, repair_look, step_count, to_js};
use nqueens_core::construct;
use nqueens_core::picture::{LARGEST_REPAIR_VIEW, RepairView, display};
use nqueens_core::repair::{self, LARGEST_REPAIR_SIZE, Repair as CoreRepair, RepairError, RepairStep};
use serde::Serialize;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// The largest board the page repairs move by move with every square's conflicts shown: 4,096 squares.
pub const LARGEST_STEPPED_REPAIR: usize = LARGEST_REPAIR_VIEW;

/// The TypeScript shapes of what this file hands over, in the module's generated `.d.ts`.
pub(crate) const REPAIR_TYPES: &str = r#"
/** What `Repair#step()` did. */
export type RepairStep = { kind: "moved"; row: number; from: number; to: number } | { kind: "restarted" } | { kind: "solved" };
/** A seed read (`Repair.parseSeed`): `{value}`, or `{problem}` saying why not. */
export type SeedReading = { value: number; problem?: undefined } | { value?: undefined; problem: string };
"#;

#[wasm_bindgen(typescript_custom_section)]
const REPAIR_TYPES_SECTION: &str = REPAIR_TYPES;

/// What `step()` did, as JS sees it: `{kind: "moved", row, from, to}`, `{kind: "restarted"}` or `{kind: "solved"}`.
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum JsRepairStep {
    Moved { row: u32, from: u32, to: u32 },
    Restarted,
    Solved,
}

/// `{value}` for a good seed, `{problem}` for a refused one.
#[derive(Serialize)]
struct JsSeed {
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    problem: Option<String>,
}

/// A message as the page shows it under a field: a capital first letter and a full stop.
fn sentence(message: &str) -> String {
    let mut chars = message.chars();
    chars.next().map_or_else(String::new, |first| format!("{}{}.", first.to_uppercase(), chars.as_str()))
}

/// One board being repaired by min-conflicts.
#[wasm_bindgen(js_name = Repair)]
pub struct RepairBoard {
    repair: CoreRepair,
}

#[wasm_bindgen(js_class = Repair)]
impl RepairBoard {
    /// A greedy start on the n x n board (0 <= n <= `Repair.largestSize()`), drawn from `seed` (a whole
    /// number from 0 to 2^53 − 1). A bad size or seed, or n = 2 or 3 (no solution), throws a `Refusal`: an
    /// `Error` saying why, with its kind and values for the page to word.
    #[wasm_bindgen(constructor)]
    pub fn new(n: f64, seed: f64) -> Result<RepairBoard, JsValue> {
        if let Some(refused) = size_refusal(n, LARGEST_REPAIR_SIZE) {
            return Err(refused);
        }
        let seed = repair::seed_from_number(seed).map_err(|e| repair_refusal(&RepairError::Seed(e)))?;
        CoreRepair::new(n as usize, seed).map(|repair| RepairBoard { repair }).map_err(|e| repair_refusal(&e))
    }

    /// The largest board the repair takes.
    #[wasm_bindgen(js_name = largestSize)]
    pub fn largest_size() -> u32 {
        LARGEST_REPAIR_SIZE as u32
    }

    /// The largest board the page steps move by move, every square's conflicts shown.
    #[wasm_bindgen(js_name = largestSteppedSize)]
    pub fn largest_stepped_size() -> u32 {
        LARGEST_STEPPED_REPAIR as u32
    }

    /// Reads a seed as typed, by the core's one seed reader (the command line's too): `{value}` for a whole
    /// number from 0 to 2^53 − 1 (surrounding white space ignored, blank meaning 0), `{problem}` otherwise, a
    /// sentence saying why. Anything but a string throws a `TypeError`.
    #[wasm_bindgen(js_name = parseSeed, unchecked_return_type = "SeedReading")]
    pub fn parse_seed(#[wasm_bindgen(unchecked_param_type = "string")] text: &JsValue) -> Result<JsValue, JsValue> {
        let text = args::string("Repair.parseSeed(text)", "text", text)?;
        let parsed = if text.trim().is_empty() { Ok(0) } else { repair::parse_seed(&text) };
        Ok(to_js(&match parsed {
            Ok(seed) => JsSeed { value: Some(seed as f64), problem: None },
            Err(e) => JsSeed { value: None, problem: Some(sentence(&e.to_string())) },
        }))
    }

    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u32 {
        self.repair.size() as u32
    }

    #[wasm_bindgen(getter)]
    pub fn seed(&self) -> f64 {
        self.repair.seed() as f64
    }

    /// Moves made so far, over every restart.
    #[wasm_bindgen(getter)]
    pub fn moves(&self) -> f64 {
        self.repair.moves() as f64
    }

    /// Fresh greedy boards started because the move cap was reached.
    #[wasm_bindgen(getter)]
    pub fn restarts(&self) -> f64 {
        self.repair.restarts() as f64
    }

    /// Whether no queen is attacked (known once a step has found so).
    #[wasm_bindgen(getter)]
    pub fn solved(&self) -> bool {
        self.repair.is_solved()
    }

    /// One move; see `JsRepairStep` for what it returns.
    #[wasm_bindgen(unchecked_return_type = "RepairStep")]
    pub fn step(&mut self) -> JsValue {
        to_js(&match self.repair.step() {
            RepairStep::Moved(m) => JsRepairStep::Moved { row: m.row as u32, from: m.from as u32, to: m.to as u32 },
            RepairStep::Restarted => JsRepairStep::Restarted,
            RepairStep::Solved => JsRepairStep::Solved,
        })
    }

    /// Steps up to `max_steps` times (fractions round down, NaN and negatives mean 0), stopping once solved;
    /// returns whether the board is solved.
    pub fn run(&mut self, max_steps: f64) -> bool {
        for _ in 0..step_count(max_steps) {
            if self.repair.step() == RepairStep::Solved {
                break;
            }
        }
        self.repair.is_solved()
    }

    /// Whether the board is a solution, checked from its columns alone (not from the repair's own counts): O(n).
    #[wasm_bindgen(js_name = isValid)]
    pub fn is_valid(&self) -> bool {
        construct::is_valid(self.repair.columns())
    }

    /// Every row's queen, as a `Uint32Array` (a copy: 40 MB for the largest board).
    pub fn columns(&self) -> Vec<u32> {
        self.repair.columns().to_vec()
    }

    /// How many queens of other rows attack (row, col); 0 off the board or for values that are not squares.
    #[wasm_bindgen(js_name = conflictsAt)]
    pub fn conflicts_at(&self, row: f64, col: f64) -> u32 {
        let square = |x: f64| (x.is_finite() && x >= 0.0 && x.fract() == 0.0).then_some(x as usize);
        match (square(row), square(col)) {
            (Some(row), Some(col)) => self.repair.conflicts_at(row, col),
            _ => 0,
        }
    }

    /// `conflictsAt` of every square, row by row (n × n numbers), for a board the page steps; throws above
    /// `Repair.largestSteppedSize()`.
    #[wasm_bindgen(js_name = conflictGrid)]
    pub fn conflict_grid(&self) -> Result<Vec<u32>, JsError> {
        let n = self.repair.size();
        if n > LARGEST_STEPPED_REPAIR {
            return Err(JsError::new(&format!(
                "the conflicts of every square are read for boards up to {LARGEST_STEPPED_REPAIR}, not {n}"
            )));
        }
        Ok((0..n)
            .flat_map(|row| (0..n).map(move |col| (row, col)))
            .map(|(r, c)| self.repair.conflicts_at(r, c))
            .collect())
    }

    /// The board now as the page's canvas paints it (www/js/board/painter.js), `side` device pixels square at
    /// `scale` device pixels a CSS pixel: the display list of the core's repair scene (every square's conflicts,
    /// the queens, the attacked ones ringed). `slideRow`, `slideFrom`, `slideTo`, `progress`: the queen of that
    /// row on its way from one column to the other, `progress` (0 to 1) of the way (undefined: none). Throws
    /// above `Repair.largestSteppedSize()`.
    #[allow(clippy::too_many_arguments)]
    pub fn scene(
        &self,
        side: u32,
        scale: f64,
        #[wasm_bindgen(js_name = slideRow)] slide_row: Option<u32>,
        #[wasm_bindgen(js_name = slideFrom)] slide_from: Option<u32>,
        #[wasm_bindgen(js_name = slideTo)] slide_to: Option<u32>,
        progress: Option<f64>,
    ) -> Result<Vec<f32>, JsError> {
        let view = RepairView::new(self.repair.columns()).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(display::repair_list(&view, side, &repair_look(scale, slide_row, slide_from, slide_to, progress)))
    }

    /// Draws the board as `Construction.draw` does (squares and crowns, or the density picture of a big
    /// board); the colours are CSS colours. Returns true when it drew squares and crowns.
    pub fn draw(
        &self,
        #[wasm_bindgen(unchecked_param_type = "HTMLCanvasElement")] canvas: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] light: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] dark: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] queen: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] queen_edge: &JsValue,
    ) -> Result<bool, JsValue> {
        const FUNCTION: &str = "Repair#draw(canvas, light, dark, queen, queenEdge)";
        let canvas = args::canvas(FUNCTION, canvas)?;
        let [light, dark, queen, queen_edge] =
            args::colours(FUNCTION, draw::BOARD_COLOURS, [light, dark, queen, queen_edge])?;
        let palette = draw::PaletteText { light: &light, dark: &dark, queen: &queen, queen_edge: &queen_edge };
        Ok(draw::board(&canvas, self.repair.size(), Some(self.repair.columns()), palette)?)
    }
}

/// Draws the board whose row r holds a queen in column `columns[r]` (a `Uint32Array`, such as a worker's
/// repaired board) as `Construction.draw` does. A column outside the board throws an `Error`.
#[wasm_bindgen(js_name = drawQueens)]
pub fn draw_queens(
    #[wasm_bindgen(unchecked_param_type = "HTMLCanvasElement")] canvas: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "Uint32Array")] columns: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] light: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] dark: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] queen: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] queen_edge: &JsValue,
) -> Result<bool, JsValue> {
    const FUNCTION: &str = "drawQueens(canvas, columns, light, dark, queen, queenEdge)";
    let canvas = args::canvas(FUNCTION, canvas)?;
    let columns: Vec<u32> = columns
        .dyn_ref::<Uint32Array>()
        .map(Uint32Array::to_vec)
        .ok_or_else(|| args::type_error(FUNCTION, "columns", "a Uint32Array", columns))?;
    let [light, dark, queen, queen_edge] =
        args::colours(FUNCTION, draw::BOARD_COLOURS, [light, dark, queen, queen_edge])?;
    let palette = draw::PaletteText { light: &light, dark: &dark, queen: &queen, queen_edge: &queen_edge };
    Ok(draw::board(&canvas, columns.len(), Some(&columns), palette)?)
}
