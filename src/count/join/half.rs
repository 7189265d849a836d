//! The half-boards of a join: every way to put one queen in each of the top rows, listed with the
//! diagonals it holds that the other half can reach, and grouped by the columns it uses.

use super::board::Board;

/// The half-boards of one side of a unit, grouped by their columns: group `key` (the columns among the
/// board's inner columns, packed, see [`Board::inner_key`]) is `masks[starts[key]..starts[key + 1]]`.
#[derive(Default)]
pub(super) struct Halves {
    starts: Vec<u32>,
    masks: Vec<u64>,
    /// The counting sort's next free slot per key.
    next: Vec<u32>,
}

impl Halves {
    pub(super) fn group(&self, key: usize) -> &[u64] {
        &self.masks[self.starts[key] as usize..self.starts[key + 1] as usize]
    }

    pub(super) fn len(&self) -> usize {
        self.masks.len()
    }
}

/// Which side a half-board is listed for: as the top half itself, or as the bottom half it is the vertical
/// mirror image of (the same columns, the two diagonal directions swapped and reversed).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Side {
    Top,
    Bottom,
}

/// Lists every top half-board whose columns among the outer columns are exactly `outer_used`, each as
/// its diagonal mask for `side`, grouped by inner columns into `halves` (its buffers and `found`'s are
/// reused from one unit to the next). Returns the queens placed (the search's nodes).
pub(super) fn list_halves(
    board: &Board,
    outer_used: u32,
    side: Side,
    found: &mut Vec<u64>,
    halves: &mut Halves,
) -> u64 {
    let inner_quota = board.rows.saturating_sub(outer_used.count_ones() as usize);
    found.clear();
    let mut nodes = 0u64;
    if outer_used & !board.outer != 0 || inner_quota > board.inner.count_ones() as usize {
    } else if board.rows == 0 {
        found.push(0);
    } else {
        let mut search = Search { board, outer_used, side, found, nodes: 0 };
        search.place(0, 0, 0, 0, inner_quota as u32);
        nodes = search.nodes;
    }
    group(board, found, halves);
    nodes
}

/// The row-by-row search of one side: every placement of `board.rows` queens, one per top row, on free
/// squares, using exactly the outer columns `outer_used` and `inner_quota` inner ones.
struct Search<'a> {
    board: &'a Board,
    outer_used: u32,
    side: Side,
    /// Each half-board found, as its inner key above its mask (see [`Board::packed`]).
    found: &'a mut Vec<u64>,
    nodes: u64,
}

impl Search<'_> {
    /// `rising` holds bit c - r + n - 1 and `falling` bit r + c for each queen (r, c) placed so far: the
    /// columns of row `row` they attack are then two shifts away.
    fn place(&mut self, row: usize, columns: u32, rising: u64, falling: u64, inner_left: u32) {
        let board = self.board;
        let n = board.n;
        let attacked = columns as u64 | falling >> row | rising >> (n - 1 - row);
        let open = board.allowed[row] & (self.outer_used | if inner_left > 0 { board.inner } else { 0 });
        let mut free = open & !(attacked as u32);
        if row + 1 == board.rows {
            while free != 0 {
                let column = free.trailing_zeros() as usize;
                free &= free - 1;
                self.nodes += 1;
                let rising = board.relevant(rising | 1u64 << (column + n - 1 - row));
                let falling = board.relevant(falling | 1u64 << (row + column));
                let mask = match self.side {
                    Side::Top => board.top_mask(rising | falling << 32),
                    Side::Bottom => board.bottom_mask(rising | falling << 32),
                };
                self.found.push(board.packed(columns | 1 << column, mask));
            }
            return;
        }
        while free != 0 {
            let column = free.trailing_zeros() as usize;
            free &= free - 1;
            self.nodes += 1;
            let is_inner = board.inner >> column & 1;
            self.place(
                row + 1,
                columns | 1 << column,
                rising | 1u64 << (column + n - 1 - row),
                falling | 1u64 << (row + column),
                inner_left - is_inner,
            );
        }
    }
}

/// Sorts half-boards by the key of their inner columns (a counting sort), keeping only the masks.
fn group(board: &Board, found: &[u64], halves: &mut Halves) {
    let keys = board.inner_keys();
    let shift = board.mask_bits();
    let starts = &mut halves.starts;
    starts.clear();
    starts.resize(keys + 1, 0);
    for &item in found {
        starts[(item >> shift) as usize + 1] += 1;
    }
    for key in 0..keys {
        starts[key + 1] += starts[key];
    }
    halves.next.clear();
    halves.next.extend_from_slice(&starts[..keys]);
    halves.masks.clear();
    halves.masks.resize(found.len(), 0);
    let mask = (1u64 << shift) - 1;
    for &item in found {
        let slot = &mut halves.next[(item >> shift) as usize];
        halves.masks[*slot as usize] = item & mask;
        *slot += 1;
    }
}

/// An estimate of how many half-boards [`list_halves`] lists for `outer_used`: the mean over `probes`
/// random paths down its search of the product of the choices met along the path, 0 for a path that
/// stops short (Knuth's estimate of a backtrack tree's leaves). `choose(k)` picks one of k choices.
pub(super) fn estimated_halves(
    board: &Board,
    outer_used: u32,
    probes: u32,
    choose: &mut impl FnMut(u32) -> u32,
) -> u64 {
    let inner_quota = board.rows.saturating_sub(outer_used.count_ones() as usize) as u32;
    if outer_used & !board.outer != 0 || inner_quota > board.inner.count_ones() {
        return 0;
    }
    let n = board.n;
    let mut total = 0u128;
    for _ in 0..probes {
        let (mut columns, mut rising, mut falling, mut inner_left) = (0u32, 0u64, 0u64, inner_quota);
        let mut paths = 1u128;
        for row in 0..board.rows {
            let attacked = columns as u64 | falling >> row | rising >> (n - 1 - row);
            let open = board.allowed[row] & (outer_used | if inner_left > 0 { board.inner } else { 0 });
            let free = open & !(attacked as u32);
            let choices = free.count_ones();
            if choices == 0 {
                paths = 0;
                break;
            }
            paths *= u128::from(choices);
            let mut queen = free;
            for _ in 0..choose(choices) {
                queen &= queen - 1;
            }
            let column = queen.trailing_zeros() as usize;
            columns |= 1 << column;
            rising |= 1u64 << (column + n - 1 - row);
            falling |= 1u64 << (row + column);
            inner_left -= board.inner >> column & 1;
        }
        total += paths;
    }
    u64::try_from(total / u128::from(probes.max(1))).unwrap_or(u64::MAX)
}
