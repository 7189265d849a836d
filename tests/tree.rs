//! Native tests of the search tree (src/tree.rs): grown and shrunk with the search, checked against a tree
//! built by an independent recursive search, its counts against the search's counters, its hit testing.

use nqueens_core::search::{Event, Options, Search};
use nqueens_core::tree::{NodeKind, SearchTree};

/// A node as the reference sees it: (parent, depth, column, kind, solution).
type RefNode = (u32, u8, u8, NodeKind, bool);

/// The whole tree of the n x n search, by plain recursion over rows and columns (no `Search`).
fn reference_tree(n: usize) -> Vec<RefNode> {
    fn grow(n: usize, queens: &mut Vec<usize>, me: u32, nodes: &mut Vec<RefNode>) {
        let row = queens.len();
        if row == n {
            nodes[me as usize].4 = true;
            return;
        }
        for col in 0..n {
            let attacked =
                queens.iter().enumerate().any(|(r, &c)| c == col || r + c == row + col || r + col == row + c);
            let depth = (row + 1) as u8;
            if attacked {
                nodes.push((me, depth, col as u8, NodeKind::Pruned, false));
            } else {
                nodes.push((me, depth, col as u8, NodeKind::Board, false));
                let child = (nodes.len() - 1) as u32;
                queens.push(col);
                grow(n, queens, child, nodes);
                queens.pop();
            }
        }
    }
    let mut nodes = vec![(0, 0, 0, NodeKind::Board, n == 0)];
    if n > 0 {
        grow(n, &mut Vec::new(), 0, &mut nodes);
    }
    nodes
}

fn as_reference(tree: &SearchTree) -> Vec<RefNode> {
    tree.nodes().iter().map(|node| (node.parent, node.depth, node.col, node.kind, node.solution_weight > 0)).collect()
}

fn assert_counts_match(tree: &SearchTree, search: &Search) {
    let c = search.counters();
    let counts = tree.counts();
    assert_eq!(
        (counts.nodes, counts.pruned, counts.solutions),
        (c.nodes, c.rejections, c.solutions),
        "step {}",
        c.steps
    );
    assert_eq!(tree.path().len(), c.depth + 1, "the path holds the root and one board per queen at step {}", c.steps);
}

#[test]
fn the_grown_tree_is_the_reference_tree_for_every_small_board() {
    for n in 0..=8 {
        let mut search = Search::new(n).unwrap();
        let mut tree = SearchTree::new();
        while !search.is_done() {
            tree.push(&search.step());
            assert_counts_match(&tree, &search);
        }
        assert_eq!(as_reference(&tree), reference_tree(n), "n = {n}");
    }
}

#[test]
fn stepping_back_shrinks_the_tree_exactly() {
    for n in 1..=8 {
        let mut search = Search::new(n).unwrap();
        let mut tree = SearchTree::new();
        // At n ≤ 6 every earlier tree is kept and compared whole; at 7 and 8 the counts and path.
        let keep = n <= 6;
        let mut earlier = vec![tree.clone()];
        while !search.is_done() {
            tree.push(&search.step());
            if keep {
                earlier.push(tree.clone());
            }
        }
        while let Some(event) = search.last_event() {
            search.step_back();
            tree.pop(&event);
            assert_counts_match(&tree, &search);
            assert_eq!(tree.steps(), search.steps());
            if keep {
                assert_eq!(&tree, &earlier[search.steps() as usize], "n = {n}, step {}", search.steps());
            }
        }
        assert_eq!(tree, SearchTree::new());
    }
}

#[test]
fn solutions_count_as_the_search_counts_them_with_the_mirror_option() {
    let options = Options { mirror: true, first_solution_only: false };
    let mut search = Search::with_options(8, options).unwrap();
    let mut tree = SearchTree::new();
    while !search.is_done() {
        tree.push(&search.step());
        assert_counts_match(&tree, &search);
    }
    assert_eq!(tree.counts().solutions, 92);
}

#[test]
fn the_per_row_counters_sum_to_the_totals_forward_and_back() {
    let mut search = Search::new(7).unwrap();
    let check = |search: &Search| {
        let c = search.counters();
        assert_eq!(search.placements_by_row().iter().sum::<u64>(), c.placements);
        assert_eq!(search.rejections_by_row().iter().sum::<u64>(), c.rejections);
    };
    while !search.is_done() {
        search.step();
        check(&search);
    }
    assert_eq!(search.placements_by_row()[6], 40, "the seven-queens board has 40 solutions, one per full board");
    while search.step_back().is_some() {
        check(&search);
    }
}

#[test]
fn every_board_is_found_where_it_is_drawn_and_stubs_are_not() {
    let mut search = Search::new(6).unwrap();
    let mut tree = SearchTree::new();
    while !search.is_done() {
        tree.push(&search.step());
    }
    let leaves = tree.nodes().iter().enumerate().filter(|(i, node)| {
        node.kind == NodeKind::Board
            && !tree.nodes().iter().skip(1).any(|child| child.kind == NodeKind::Board && child.parent as usize == *i)
    });
    assert_eq!(tree.leaf_count(), leaves.count());
    let (width, height) = (600.0, 350.0);
    let layout = tree.layout(width, height, 6);
    assert_eq!(layout.points.len(), tree.nodes().len());
    for (index, node) in tree.nodes().iter().enumerate() {
        let (x, y) = layout.points[index];
        assert!((0.0..=width).contains(&x) && (0.0..=height).contains(&y), "node {index} at ({x}, {y})");
        if node.kind == NodeKind::Board {
            assert_eq!(tree.node_at(&layout, x, y), Some(index), "board {index} at step {}", node.step);
        }
    }
    assert_eq!(tree.node_at(&layout, f64::NAN, 10.0), None);
    assert_eq!(tree.node_at(&layout, 10.0, -5.0), None);
    assert_eq!(tree.node_at(&layout, 10.0, height * 10.0), None);
}

#[test]
fn a_child_lies_within_its_parents_span_and_siblings_do_not_overlap() {
    let mut search = Search::new(6).unwrap();
    let mut tree = SearchTree::new();
    search.seek(300);
    let mut replay = Search::new(6).unwrap();
    while replay.steps() < search.steps() {
        tree.push(&replay.step());
    }
    let layout = tree.layout(400.0, 300.0, 6);
    let nodes = tree.nodes();
    for (index, node) in nodes.iter().enumerate().skip(1) {
        let (start, end) = layout.spans[index];
        let (parent_start, parent_end) = layout.spans[node.parent as usize];
        assert!(parent_start - 1e-9 <= start && end <= parent_end + 1e-9, "node {index}");
    }
    let boards: Vec<usize> =
        (0..nodes.len()).filter(|&i| nodes[i].kind == NodeKind::Board && nodes[i].depth == 2).collect();
    for pair in boards.windows(2) {
        assert!(layout.spans[pair[0]].1 <= layout.spans[pair[1]].0 + 1e-9, "siblings {pair:?} overlap");
    }
}

#[test]
fn events_reach_the_tree_only_as_the_search_makes_them() {
    let mut tree = SearchTree::new();
    tree.pop(&Event::Place { row: 0, col: 0 });
    assert_eq!(tree, SearchTree::new(), "popping the empty tree changes nothing");
}
