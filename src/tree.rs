//! The search tree as the search grows it: one node per partial board (the root is the empty board, each
//! placement a child of the board it extends), one pruned stub per rejection, solutions marked. Built from
//! the search's events with [`SearchTree::push`] and shrunk exactly with [`SearchTree::pop`].
//!
//! Every node is kept, so the tree is for small boards ([`DETAILED_MAX`]: 2,057 nodes and 13,664 stubs for
//! n = 8). Larger boards are summarised by depth from the search's own per-row counters
//! ([`crate::search::Search::placements_by_row`]), which take O(n) memory however long the search runs.

use crate::search::Event;

/// The largest board whose tree is kept node by node.
pub const DETAILED_MAX: usize = 8;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// What a node of the tree stands for.
pub enum NodeKind {
    /// A partial board: the root, or a placement.
    Board,
    /// A rejected square: a branch cut off before it was a board.
    Pruned,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// One node of the search tree.
pub struct Node {
    /// Index of the parent node; the root is its own parent.
    pub parent: u32,
    /// Queens on the board of this node (a pruned stub has the depth its board would have had).
    pub depth: u8,
    /// The column of the square placed or rejected (0 for the root).
    pub col: u8,
    /// A board or a pruned stub.
    pub kind: NodeKind,
    /// Solutions this board stands for once reported (0 while it is not one; 2 with the mirror option).
    pub solution_weight: u8,
    /// The step at which the node appeared (0 for the root).
    pub step: u64,
}

/// What the tree holds: boards (the root included), pruned stubs and solutions — the search's `nodes`,
/// `rejections` and `solutions` counters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TreeCounts {
    /// Boards, the root included.
    pub nodes: u64,
    /// Pruned stubs: squares rejected.
    pub pruned: u64,
    /// Solutions reported.
    pub solutions: u64,
}

/// The tree of one search, node by node, in the order the search made them (depth first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchTree {
    nodes: Vec<Node>,
    /// The boards from the root to the current one.
    path: Vec<u32>,
    steps: u64,
    counts: TreeCounts,
}

impl Default for SearchTree {
    fn default() -> Self {
        Self::new()
    }
}

impl SearchTree {
    /// The tree at step 0: the empty board alone.
    pub fn new() -> SearchTree {
        let root = Node { parent: 0, depth: 0, col: 0, kind: NodeKind::Board, solution_weight: 0, step: 0 };
        SearchTree {
            nodes: vec![root],
            path: vec![0],
            steps: 0,
            counts: TreeCounts { nodes: 1, pruned: 0, solutions: 0 },
        }
    }

    /// Every node, in the order the search made them (the root first).
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// Indices of the boards from the root to the current one.
    pub fn path(&self) -> &[u32] {
        &self.path
    }

    /// Boards, pruned stubs and solutions the tree holds.
    pub fn counts(&self) -> TreeCounts {
        self.counts
    }

    /// Events pushed and not popped.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    fn top(&self) -> u32 {
        *self.path.last().expect("the root never leaves the path")
    }

    /// A child of the board on top of the path: the square (row, col) tried at `step`.
    fn add_child(&mut self, row: usize, col: usize, kind: NodeKind, step: u64) {
        let parent = self.top();
        self.nodes.push(Node { parent, depth: (row + 1) as u8, col: col as u8, kind, solution_weight: 0, step });
    }

    /// Grows the tree by the event the search just made.
    pub fn push(&mut self, event: &Event) {
        self.steps += 1;
        let step = self.steps;
        match *event {
            Event::Place { row, col } => {
                self.add_child(row, col, NodeKind::Board, step);
                self.path.push((self.nodes.len() - 1) as u32);
                self.counts.nodes += 1;
            }
            Event::Reject { row, col, .. } => {
                self.add_child(row, col, NodeKind::Pruned, step);
                self.counts.pruned += 1;
            }
            Event::Solution { number, .. } => {
                let weight = number.saturating_sub(self.counts.solutions);
                let top = self.top() as usize;
                self.nodes[top].solution_weight = weight.min(u8::MAX as u64) as u8;
                self.counts.solutions = number;
            }
            Event::Remove { .. } => {
                if self.path.len() > 1 {
                    self.path.pop();
                }
            }
            Event::Done => {}
        }
    }

    /// Undoes `event`, the last event pushed: the tree is then exactly what it was before it.
    pub fn pop(&mut self, event: &Event) {
        if self.steps == 0 {
            return;
        }
        self.steps -= 1;
        match *event {
            Event::Place { .. } => {
                if self.path.len() > 1 {
                    self.path.pop();
                    self.nodes.pop();
                    self.counts.nodes -= 1;
                }
            }
            Event::Reject { .. } => {
                if self.nodes.last().is_some_and(|node| node.kind == NodeKind::Pruned) {
                    self.nodes.pop();
                    self.counts.pruned -= 1;
                }
            }
            Event::Solution { .. } => {
                let top = self.top() as usize;
                self.counts.solutions -= u64::from(self.nodes[top].solution_weight);
                self.nodes[top].solution_weight = 0;
            }
            Event::Remove { row, .. } => {
                // Every node made after the board removed is one of its descendants, deeper than it.
                let depth = (row + 1) as u8;
                let removed = self.nodes.iter().rposition(|node| node.depth == depth && node.kind == NodeKind::Board);
                if let Some(index) = removed {
                    self.path.push(index as u32);
                }
            }
            Event::Done => {}
        }
    }

    /// Boards without a board below them (the current board among them): what the layout's width is shared by.
    pub fn leaf_count(&self) -> usize {
        let mut has_child = vec![false; self.nodes.len()];
        for node in self.nodes.iter().skip(1).filter(|node| node.kind == NodeKind::Board) {
            has_child[node.parent as usize] = true;
        }
        self.nodes.iter().zip(&has_child).filter(|(node, parent)| node.kind == NodeKind::Board && !**parent).count()
    }

    /// Where every node is drawn in a `width` x `height` area: each depth a row (the root at the top), each
    /// board centred over the span its subtree's leaves take, left to right in the order the search made
    /// them; a pruned stub sits in its parent's span at its column's place, a third of a row below it.
    pub fn layout(&self, width: f64, height: f64, n: usize) -> TreeLayout {
        let count = self.nodes.len();
        let mut leaves = vec![0u32; count];
        for index in (1..count).rev() {
            let node = self.nodes[index];
            if node.kind == NodeKind::Board {
                leaves[index] = leaves[index].max(1);
                leaves[node.parent as usize] += leaves[index];
            }
        }
        leaves[0] = leaves[0].max(1);
        let row_height = height / (n as f64 + 1.0);
        let unit = width / f64::from(leaves[0]);
        let mut span_start = vec![0f64; count];
        let mut next_child = vec![0f64; count];
        let mut spans = Vec::with_capacity(count);
        spans.push((0.0, width));
        for index in 1..count {
            let node = self.nodes[index];
            let parent = node.parent as usize;
            if node.kind == NodeKind::Board {
                let start = span_start[parent] + next_child[parent];
                let end = start + f64::from(leaves[index]) * unit;
                next_child[parent] += end - start;
                span_start[index] = start;
                spans.push((start, end));
            } else {
                spans.push(spans[parent]);
            }
        }
        let points = (0..count)
            .map(|index| {
                let node = self.nodes[index];
                let (start, end) = spans[index];
                let top = (f64::from(node.depth) + 0.5) * row_height;
                match node.kind {
                    NodeKind::Board => ((start + end) / 2.0, top),
                    NodeKind::Pruned => {
                        let across = (f64::from(node.col) + 0.5) / n.max(1) as f64;
                        (start + (end - start) * across, top - row_height * 2.0 / 3.0)
                    }
                }
            })
            .collect();
        TreeLayout { points, spans, row_height }
    }

    /// The board drawn at (`x`, `y`) in `layout`: the one of that row whose span holds `x`, if any.
    pub fn node_at(&self, layout: &TreeLayout, x: f64, y: f64) -> Option<usize> {
        if !(x.is_finite() && y.is_finite()) || layout.row_height <= 0.0 || y < 0.0 {
            return None;
        }
        let depth = (y / layout.row_height).floor();
        if depth > f64::from(u8::MAX) {
            return None;
        }
        let depth = depth as u8;
        self.nodes.iter().enumerate().position(|(index, node)| {
            let (start, end) = layout.spans[index];
            node.kind == NodeKind::Board && node.depth == depth && start <= x && x < end
        })
    }
}

/// Positions from [`SearchTree::layout`], indexed like the nodes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TreeLayout {
    /// Where each node is drawn (a stub: its lower end; it is drawn up to its parent).
    pub points: Vec<(f64, f64)>,
    /// The horizontal span of each node's subtree (a stub: its parent's).
    pub spans: Vec<(f64, f64)>,
    /// The vertical distance between two depths.
    pub row_height: f64,
}
