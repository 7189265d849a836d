//! The TypeScript names of the values more than one module hands across: a square, a line, a search's event
//! and options, the board a picture shows, a large tree's summary. Each module that takes or gives one
//! declares them with [`shared_types!`](crate::shared_types), so that its generated `.d.ts` is whole, and
//! names them in `unchecked_return_type` / `unchecked_param_type`; `tsc --checkJs` then checks the page
//! against them (scripts/glue-types.sh). The shapes are the core's serde forms (`src/event.rs`,
//! `src/constraints.rs`, `src/picture/board.rs`) and the boundary's readers (`options.rs`); web/tests/web/types.rs
//! holds the values to them.

/// The shared interfaces, as TypeScript.
pub const SHARED_TYPES: &str = r#"
/** A square of the board, 0-based from the top left. */
export interface Square { row: number; col: number }
/** The line (or constraint) that refuses a square. */
export type Conflict = "column" | "down" | "up" | "blocked";
/** One step of the correct search or of a classic mistake (the core's `Event`). */
export type SearchEvent =
  | { event: "place"; row: number; col: number }
  | { event: "reject"; row: number; col: number; conflict: Conflict; by?: number }
  | { event: "solution"; number: number; columns: number[] }
  | { event: "remove"; row: number; col: number }
  | { event: "done" };
/** `new Search(n, options)`'s options (any left out are false, the correct search, no squares). */
export interface SearchOptions {
  firstSolution?: boolean;
  mirror?: boolean;
  /** A name from `variants()`. */
  variant?: string;
  /** Squares `[row, col]` (0-based) no queen may take. */
  block?: [number, number][];
  /** Squares `[row, col]` (0-based) that must hold a queen. */
  require?: [number, number][];
}
/** The board as a picture shows it at one step (`Search#boardView()`; the core's `BoardView`). */
export interface BoardView {
  n: number;
  queens: number[];
  attacked: boolean[];
  next: Square | undefined;
  event: SearchEvent | undefined;
  atSolution: boolean;
  /** A mistake's misjudged squares, row-major: 1 refused with no queen attacking, 2 let through under attack. */
  misjudged?: number[];
  /** The queens forgot-undo left behind. */
  ghosts?: Square[];
  /** The squares no queen may take. */
  blocked?: Square[];
  /** The squares a queen must take. */
  required?: Square[];
  /** At a mistake's false solution, the first two queens that attack each other. */
  falseSolution?: { upper: Square; lower: Square; line: "column" | "down" | "up" } | undefined;
  /** Brute force's first two rows of the permutation just checked found on one diagonal. */
  clash?: [number, number] | undefined;
}
/** A large correct search's tree by depth (`Search#treeSummary()`), for the sections' `SearchTree`. */
export interface TreeSummary { boards: number[]; pruned: number[]; path: number[]; solutions: number }
"#;

/// Declares the shared TypeScript interfaces in the calling module's `.d.ts`.
#[macro_export]
macro_rules! shared_types {
    () => {
        #[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
        const SHARED_TYPES_SECTION: &str = $crate::types::SHARED_TYPES;
    };
}
