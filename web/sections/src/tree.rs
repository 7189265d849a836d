//! The boundary's `SearchTree` class: the search tree of a page's `Search`, kept in wasm (src/tree.rs) and
//! drawn by web/shared's draw.rs. It lives in the sections' module, loaded after the first board, so it
//! cannot hold the first module's `Search`: it is made from the same size and options, and follows the
//! search's step by replaying or undoing the steps between with a search of its own, so it stays exact
//! whatever the page did (steps, runs, seeks). It also keeps the furthest
//! tree grown, drawn faint beyond the search's step, so that a board after the step stays where it was and
//! can still be chosen. Boards larger than
//! [`DETAILED_MAX`] are summarised by depth from the search's per-row counters: exact, and O(n) memory.

use nqueens_boundary::{args, draw, options, to_js};
use nqueens_core::tree::{DETAILED_MAX, NodeKind, SearchTree as CoreTree, TreeCounts, TreeLayout};
use nqueens_core::{AnyEvent, AnySearch};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

/// The TypeScript shapes of what this file hands over, in the module's generated `.d.ts`.
pub(crate) const TREE_TYPES: &str = r#"
/** What a `SearchTree` draws (`counts()`): boards (the root included), pruned stubs, solutions. */
export interface TreeCounts { nodes: number; pruned: number; solutions: number; detailed: boolean }
"#;

#[wasm_bindgen(typescript_custom_section)]
const TREE_TYPES_SECTION: &str = TREE_TYPES;

#[derive(Serialize)]
struct JsCounts {
    nodes: f64,
    pruned: f64,
    solutions: f64,
    detailed: bool,
}

/// A large search's tree by depth, as the first module's `Search#treeSummary()` gives it: boards and pruned
/// stubs per depth (the root's first), the queens' columns and the solutions.
#[derive(Deserialize)]
struct Summary {
    boards: Vec<u64>,
    pruned: Vec<u64>,
    path: Vec<usize>,
    solutions: u64,
}

/// The tree of one search, node by node (n ≤ 8), or its summary by depth.
#[wasm_bindgen]
pub struct SearchTree {
    /// False for a search the tree does not follow (a variant other than the correct search).
    available: bool,
    n: usize,
    /// The node-by-node tree and the search it was grown from: its own copy of the page's, replayed and
    /// undone step by step (None for a summary).
    detailed: Option<(CoreTree, AnySearch)>,
    /// The furthest tree grown: the current tree is its first nodes (the search is deterministic).
    grown: CoreTree,
    /// The summary: boards and pruned stubs per depth (the root's first), the current queens' columns.
    boards: Vec<u64>,
    pruned: Vec<u64>,
    path: Vec<usize>,
    solutions: u64,
    /// The layout of the last drawing, for `nodeAt`.
    layout: TreeLayout,
}

#[wasm_bindgen]
impl SearchTree {
    /// The tree of the search `new Search(n, options)` makes, at step 0; `follow` brings it to a step. The
    /// tree follows the correct search (with or without blocked squares) and, node by node up to n = 8, a
    /// classic mistake; brute force and larger mistakes have none (`available` false). A size or options
    /// the search refuses throw its `Error`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        n: f64,
        #[wasm_bindgen(unchecked_param_type = "SearchOptions | null")] search_options: JsValue,
    ) -> Result<SearchTree, JsError> {
        let any = options::search_of(n, &search_options)?;
        // Brute force checks whole boards: it grows no tree.
        let grows = !matches!(any, AnySearch::BruteForce(_));
        let n = if grows { any.size() } else { 0 };
        let available = any.as_correct().is_some() || (grows && n <= DETAILED_MAX);
        let detailed = (grows && n <= DETAILED_MAX).then(|| (CoreTree::new(), any));
        Ok(SearchTree {
            available,
            n,
            detailed,
            grown: CoreTree::new(),
            boards: Vec::new(),
            pruned: Vec::new(),
            path: Vec::new(),
            solutions: 0,
            layout: TreeLayout::default(),
        })
    }

    /// False when the search is a variant the tree does not follow: nothing is drawn.
    #[wasm_bindgen(getter)]
    pub fn available(&self) -> bool {
        self.available
    }

    /// True when every node is kept and drawn; false for the summary by depth.
    #[wasm_bindgen(getter)]
    pub fn detailed(&self) -> bool {
        self.detailed.is_some()
    }

    /// Brings the tree to step `step` of its search (a whole number from 0; anything else is step 0): forward
    /// by replaying, back by undoing (or, when that is longer, from step 0 again). `summary`, the search's
    /// `treeSummary()`, is what a tree by depth shows (a node-by-node tree ignores it).
    pub fn follow(
        &mut self,
        step: f64,
        #[wasm_bindgen(unchecked_param_type = "TreeSummary | undefined")] summary: JsValue,
    ) {
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let target = if step.is_finite() && step >= 0.0 { step as u64 } else { 0 };
        if let Some((tree, shadow)) = &mut self.detailed {
            if target < shadow.steps() && target < shadow.steps() - target {
                *tree = CoreTree::new();
                shadow.reset();
            }
            while shadow.steps() > target {
                let Some(AnyEvent::Search(event)) = shadow.last_event() else { break };
                shadow.step_back();
                tree.pop(&event);
            }
            while shadow.steps() < target && !shadow.is_done() {
                if let AnyEvent::Search(event) = shadow.step() {
                    tree.push(&event);
                    if tree.steps() > self.grown.steps() {
                        self.grown.push(&event);
                    }
                }
            }
        } else if let Ok(summary) = serde_wasm_bindgen::from_value::<Summary>(summary) {
            self.boards = summary.boards;
            self.pruned = summary.pruned;
            self.path = summary.path;
            self.solutions = summary.solutions;
        }
    }

    /// `{nodes, pruned, solutions, detailed}` as drawn: boards (the root included), pruned stubs, solutions.
    #[wasm_bindgen(unchecked_return_type = "TreeCounts")]
    pub fn counts(&self) -> JsValue {
        let counts = match &self.detailed {
            Some((tree, _)) => tree.counts(),
            None => TreeCounts {
                nodes: self.boards.iter().sum(),
                pruned: self.pruned.iter().sum(),
                solutions: self.solutions,
            },
        };
        to_js(&JsCounts {
            nodes: counts.nodes as f64,
            pruned: counts.pruned as f64,
            solutions: counts.solutions as f64,
            detailed: self.detailed(),
        })
    }

    /// Draws the tree on the whole of `canvas`, whose backing store is `scale` device pixels per CSS pixel;
    /// the colours are CSS colours (see web/src/draw.rs, `TreePalette`). Throws an `Error` for a canvas
    /// without a 2D context or too large.
    pub fn draw(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "HTMLCanvasElement")] canvas: &JsValue,
        scale: f64,
        #[wasm_bindgen(unchecked_param_type = "string")] dim: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] path: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] pruned: &JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] solution: &JsValue,
    ) -> Result<(), JsValue> {
        const FUNCTION: &str = "SearchTree#draw(canvas, scale, dim, path, pruned, solution)";
        let canvas = args::canvas(FUNCTION, canvas)?;
        let [dim, path, pruned, solution] =
            args::colours(FUNCTION, ["dim", "path", "pruned", "solution"], [dim, path, pruned, solution])?;
        let canvas = &canvas;
        let scale = if scale.is_finite() && scale > 0.0 { scale } else { 1.0 };
        let palette = draw::TreePalette { dim: &dim, path: &path, pruned: &pruned, solution: &solution };
        let (width, height) = (f64::from(canvas.width()) / scale, f64::from(canvas.height()) / scale);
        let drawn = match &self.detailed {
            Some((tree, _)) => {
                self.layout = self.grown.layout(width, height, self.n);
                draw::tree(canvas, &self.grown, tree, &self.layout, scale, &palette)
            }
            None => draw::tree_summary(canvas, &self.boards, &self.pruned, &self.path, self.n, scale, &palette),
        };
        Ok(drawn?)
    }

    /// The step at which the board drawn at (`x`, `y`) (CSS pixels, as last drawn) was placed (0 for the
    /// root), or `undefined` where there is none (and always for the summary). A board after the search's
    /// step (drawn faint) counts too.
    #[wasm_bindgen(js_name = nodeAt)]
    pub fn node_at(&self, x: f64, y: f64) -> Option<f64> {
        self.board_at(x, y).map(|board| board[0])
    }

    /// `[step, depth, col]` of the board drawn at (`x`, `y`) (CSS pixels, as last drawn): the step that placed
    /// it (0 for the root), its queens, and the column of its last queen (0 for the root); `undefined` where
    /// there is none (and always for the summary).
    #[wasm_bindgen(js_name = boardAt)]
    pub fn board_at(&self, x: f64, y: f64) -> Option<Vec<f64>> {
        self.detailed.as_ref()?;
        if self.layout.points.len() != self.grown.nodes().len() {
            return None;
        }
        let node = self.grown.nodes()[self.grown.node_at(&self.layout, x, y)?];
        Some(vec![node.step as f64, f64::from(node.depth), f64::from(node.col)])
    }

    /// Boards without a board below them in the furthest tree grown, which share the width (0 for the
    /// summary): the page widens the canvas so that each gets a few pixels.
    #[wasm_bindgen(getter)]
    pub fn leaves(&self) -> f64 {
        self.detailed.as_ref().map_or(0.0, |_| self.grown.leaf_count() as f64)
    }

    /// `[x, y]` of the current board as last drawn (CSS pixels), or `undefined`.
    #[wasm_bindgen(js_name = currentPoint)]
    pub fn current_point(&self) -> Option<Vec<f64>> {
        let (tree, _) = self.detailed.as_ref()?;
        let top = *tree.path().last()? as usize;
        let &(x, y) = self.layout.points.get(top).filter(|_| self.layout.points.len() == self.grown.nodes().len())?;
        Some(vec![x, y])
    }

    /// `[x, y, step, depth, col]` of the `index`-th board of the furthest tree grown (in the order the search
    /// made them) as last drawn, in CSS pixels, with the step that placed it, its queens and its last queen's
    /// column; or `undefined`: for a keyboard walk over the boards and for tests.
    #[wasm_bindgen(js_name = boardPoint)]
    pub fn board_point(&self, index: f64) -> Option<Vec<f64>> {
        self.detailed.as_ref()?;
        let nodes = self.grown.nodes();
        if !(index.is_finite() && index >= 0.0) || self.layout.points.len() != nodes.len() {
            return None;
        }
        let (at, node) =
            nodes.iter().enumerate().filter(|(_, node)| node.kind == NodeKind::Board).nth(index as usize)?;
        let (x, y) = self.layout.points[at];
        Some(vec![x, y, node.step as f64, f64::from(node.depth), f64::from(node.col)])
    }

    /// Boards in the furthest tree grown (the root included): the keyboard walks over these.
    #[wasm_bindgen(getter, js_name = grownBoards)]
    pub fn grown_boards(&self) -> f64 {
        self.grown.counts().nodes as f64
    }
}
