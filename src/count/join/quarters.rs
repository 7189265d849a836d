//! The half-boards of an even board's join built from quarter-boards. Every placement of queens in the
//! top-left h x h quarter (h = n / 2; any rows and columns, at most one queen per row, column and diagonal)
//! is listed once per board size. A top half-board on columns S is a left quarter on S's left columns
//! joined with a right quarter, the mirror image of a left one, on S's right columns and the other rows;
//! the two are compatible exactly when their masks are disjoint (see [`Quarters::new`]), so the quarters'
//! join is the same test as the halves' join, paid per half-board instead of a search's queens.

use super::board::Board;
use std::sync::{Arc, Mutex, PoisonError, Weak};

/// Every placement of the top-left quarter of one even board, indexed by its rows and columns.
pub(super) struct Quarters {
    n: usize,
    half: usize,
    /// The placements on rows `rows` and columns `columns` (bit c for the board's column c) are
    /// `starts[columns << half | rows]..starts[(columns << half | rows) + 1]` of `left` and `right`: a
    /// group's lookups, all on the same columns, then fall in one stretch of the index.
    starts: Vec<u32>,
    /// Each placement's top half-board mask (`Board::top_mask` of its queens' diagonals).
    left: Vec<u64>,
    /// The mask of its mirror image in the top-right quarter (column c to n - 1 - c).
    right: Vec<u64>,
    /// The sets of quarter rows, by how many rows they hold.
    rows_by_count: Vec<Vec<u32>>,
}

impl Quarters {
    /// Every placement of the top-left quarter of the `n` x `n` board (n even, at most 32).
    ///
    /// Why masks decide compatibility: a left queen (r, c < h) lies on rising diagonal c - r + n - 1 and
    /// falling diagonal r + c; a right queen (r', c' >= h) likewise. A left queen's rising diagonal is
    /// always one both halves reach, and a right queen's falling one too; a left queen's falling diagonal
    /// outside that reach (r + c < h) and a right queen's rising one outside it lie beyond what the other
    /// quarter can touch. So a left and a right quarter attack each other exactly when their masks meet.
    fn new(n: usize) -> Quarters {
        debug_assert!(n.is_multiple_of(2) && n <= 32);
        let half = n / 2;
        let board = Board::new(n, None);
        let mut squares = vec![[0u64; 2]; half * half];
        for row in 0..half {
            for column in 0..half {
                squares[row * half + column] = [board.square_mask(row, column), board.square_mask(row, n - 1 - column)];
            }
        }
        let cells = 1usize << (2 * half);
        // First count each cell's placements, then write them at their place (a counting sort).
        let mut starts = vec![0u32; cells + 1];
        visit(half, &squares, &mut |cell, _| starts[cell + 1] += 1);
        for cell in 0..cells {
            starts[cell + 1] += starts[cell];
        }
        let total = starts[cells] as usize;
        let (mut left, mut right) = (vec![0u64; total], vec![0u64; total]);
        let mut next: Vec<u32> = starts[..cells].to_vec();
        visit(half, &squares, &mut |cell, [as_left, as_right]| {
            let slot = next[cell] as usize;
            next[cell] += 1;
            left[slot] = as_left;
            right[slot] = as_right;
        });
        let mut rows_by_count = vec![Vec::new(); half + 1];
        for rows in 0..1u32 << half {
            rows_by_count[rows.count_ones() as usize].push(rows);
        }
        Quarters { n, half, starts, left, right, rows_by_count }
    }

    /// The board size it is for.
    pub(super) fn size(&self) -> usize {
        self.n
    }

    /// The bytes it holds.
    pub(super) fn held_bytes(&self) -> usize {
        self.starts.capacity() * size_of::<u32>() + (self.left.capacity() + self.right.capacity()) * size_of::<u64>()
    }

    fn cell<'a>(&self, words: &'a [u64], rows: u32, columns: u32) -> &'a [u64] {
        let cell = (columns as usize) << self.half | rows as usize;
        &words[self.starts[cell] as usize..self.starts[cell + 1] as usize]
    }

    /// Appends to `found` (from `*len` on, growing it as needed) the top-form mask of every top half-board
    /// on the board's columns `columns` (exactly `half` of them). Returns the quarter pairs tested.
    pub(super) fn list_group(&self, columns: u32, found: &mut Vec<u64>, len: &mut usize) -> u64 {
        let half = self.half;
        let all = (1u32 << half) - 1;
        let left_columns = columns & all;
        // The right quarter's columns as the left ones they mirror.
        let right_columns = if half == 0 { 0 } else { (columns >> half).reverse_bits() >> (32 - half) };
        let mut tested = 0u64;
        for &rows in &self.rows_by_count[left_columns.count_ones() as usize] {
            let left = self.cell(&self.left, rows, left_columns);
            if left.is_empty() {
                continue;
            }
            let right = self.cell(&self.right, all ^ rows, right_columns);
            if right.is_empty() {
                continue;
            }
            tested += (left.len() * right.len()) as u64;
            // The longer list inside, where the loop runs longest.
            if left.len() <= right.len() {
                super::simd::join_disjoint(left, right, found, len);
            } else {
                super::simd::join_disjoint(right, left, found, len);
            }
        }
        tested
    }
}

/// Calls `visit(cell, [mask as left quarter, mask of its mirror image as right quarter])` for every
/// placement of the `half` x `half` quarter, `squares[row * half + column]` holding each square's two
/// masks; `cell` is `columns << half | rows`.
fn visit(half: usize, squares: &[[u64; 2]], visit: &mut impl FnMut(usize, [u64; 2])) {
    fn place(
        half: usize,
        squares: &[[u64; 2]],
        row: usize,
        (rows, columns, rising, falling): (u32, u32, u64, u64),
        masks: [u64; 2],
        visit: &mut impl FnMut(usize, [u64; 2]),
    ) {
        if row == half {
            visit((columns as usize) << half | rows as usize, masks);
            return;
        }
        place(half, squares, row + 1, (rows, columns, rising, falling), masks, visit);
        for column in 0..half {
            let (up, down) = (column + half - row, row + column);
            if columns >> column & 1 == 0 && rising >> up & 1 == 0 && falling >> down & 1 == 0 {
                let square = squares[row * half + column];
                place(
                    half,
                    squares,
                    row + 1,
                    (rows | 1 << row, columns | 1 << column, rising | 1 << up, falling | 1 << down),
                    [masks[0] | square[0], masks[1] | square[1]],
                    visit,
                );
            }
        }
    }
    place(half, squares, 0, (0, 0, 0, 0), [0, 0], visit);
}

/// The quarters of the `n` x `n` board, shared by every scratch that holds them at once (threads of one
/// count): built once, freed when the last holder lets go.
pub(super) fn shared(n: usize) -> Arc<Quarters> {
    static SHARED: Mutex<Weak<Quarters>> = Mutex::new(Weak::new());
    // Held while building, so that threads starting together wait for one build instead of each making one.
    let mut shared = SHARED.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(quarters) = shared.upgrade().filter(|quarters| quarters.n == n) {
        return quarters;
    }
    let quarters = Arc::new(Quarters::new(n));
    *shared = Arc::downgrade(&quarters);
    quarters
}
