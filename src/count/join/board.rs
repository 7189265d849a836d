//! The geometry of a join: the top rows and bottom rows of one board (with the middle row's queen
//! already placed when n is odd), its outer and inner columns, and the diagonals both halves can reach.

/// A board cut for a join: rows `0..rows` are the top half, rows `n - rows..n` the bottom half, and an
/// odd board's middle row holds its queen in column `middle`. The columns left to the halves are cut into
/// `outer` ones, the `OUTER_PER_SIDE` nearest each edge, which name the units, and the `inner` rest.
#[derive(Clone, Debug)]
pub(super) struct Board {
    pub(super) n: usize,
    pub(super) rows: usize,
    pub(super) outer: u32,
    pub(super) inner: u32,
    /// Per top row, the columns the middle queen leaves free (every column when n is even).
    pub(super) allowed: [u32; 16],
    /// The first diagonal (in either direction) that squares of both halves lie on; `reach` of them do.
    first_shared: usize,
    pub(super) reach: usize,
    /// The first inner column, and the middle queen's column counted from it when it is an inner one.
    inner_start: u32,
    inner_gap: Option<u32>,
}

/// How many inner columns a board keeps at most (one more when n is odd and the middle queen is outer): the units are named by the outer columns they use, so
/// the more outer columns, the more units and the fewer half-boards each one holds at once.
pub(super) const MOST_INNER_COLUMNS: usize = 10;

/// From this size on a board keeps only `FEWER_INNER_COLUMNS`, so that a unit's half-boards fit a browser
/// worker (docs/fast-counter.md, "Memory": n = 20 took 545 MB with 10).
const FEWER_INNER_FROM: usize = 20;
const FEWER_INNER_COLUMNS: usize = 8;
/// From this size on a board keeps only `FEWEST_INNER_COLUMNS`, so that a unit's quarter tables (an even
/// board's) and half-boards (an odd board's) stay within `MOST_UNIT_BYTES` (docs/fast-counter.md, "Larger
/// boards": with 8, a unit of n = 23 held 314 MB, and one of n = 24 needs 213 MB of quarter tables).
const FEWEST_INNER_FROM: usize = 23;
const FEWEST_INNER_COLUMNS: usize = 6;

/// The inner columns a board of size `n` keeps at most.
fn inner_columns(n: usize) -> usize {
    #[cfg(test)]
    if let Some(inner) = tests::INNER_COLUMNS.get() {
        return inner;
    }
    match n {
        FEWEST_INNER_FROM.. => FEWEST_INNER_COLUMNS,
        FEWER_INNER_FROM.. => FEWER_INNER_COLUMNS,
        _ => MOST_INNER_COLUMNS,
    }
}

impl Board {
    /// The board for `n` (at most 32) with, when `n` is odd, the middle row's queen in column `middle`.
    pub(super) fn new(n: usize, middle: Option<usize>) -> Board {
        debug_assert!(n <= 32 && middle.is_some() == (n % 2 == 1));
        let rows = n / 2;
        let all = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
        let per_side = n.saturating_sub(inner_columns(n)) / 2;
        let edges =
            if per_side == 0 { 0 } else { ((1u32 << per_side) - 1) | ((1u32 << per_side) - 1) << (n - per_side) };
        let free = middle.map_or(all, |middle| all & !(1 << middle));
        let mut allowed = [free; 16];
        if let Some(middle) = middle {
            for (row, allowed) in allowed.iter_mut().enumerate().take(rows) {
                let distance = rows - row;
                if middle + distance < n {
                    *allowed &= !(1 << (middle + distance));
                }
                if middle >= distance {
                    *allowed &= !(1 << (middle - distance));
                }
            }
        }
        let first_shared = n - rows;
        let reach = (n + rows).saturating_sub(1 + first_shared);
        let inner_start = per_side as u32;
        let inner_gap =
            middle.map(|middle| middle as u32).filter(|&middle| edges >> middle & 1 == 0).map(|m| m - inner_start);
        Board {
            n,
            rows,
            outer: free & edges,
            inner: free & !edges,
            allowed,
            first_shared,
            reach,
            inner_start,
            inner_gap,
        }
    }

    /// The diagonals of `diagonals` (bit d for diagonal d, in either direction) both halves can reach,
    /// as bits `0..reach`.
    pub(super) fn relevant(&self, diagonals: u64) -> u64 {
        (diagonals >> self.first_shared) & self.reach_mask()
    }

    fn reach_mask(&self) -> u64 {
        (1u64 << self.reach) - 1
    }

    /// A top half's mask from its relevant rising diagonals (c - r constant, low word) and falling ones
    /// (r + c constant, high word): rising ones in bits `0..reach`, falling ones above.
    pub(super) fn top_mask(&self, relevant: u64) -> u64 {
        (relevant & 0xffff_ffff) | (relevant >> 32) << self.reach
    }

    /// The mask of the bottom half that is the vertical mirror image of a top half: mirroring row r to
    /// n - 1 - r turns the falling diagonal r + c into the rising one c - r' + n - 1 with r' = n - 1 - r,
    /// the same number, and the rising ones into falling ones alike. So the two directions swap, and a top
    /// and a bottom attack each other exactly when their masks meet.
    pub(super) fn bottom_mask(&self, relevant: u64) -> u64 {
        (relevant >> 32) | (relevant & 0xffff_ffff) << self.reach
    }

    /// The top half-board mask of a queen on (`row`, `column`) of the top half.
    pub(super) fn square_mask(&self, row: usize, column: usize) -> u64 {
        let rising = self.relevant(1u64 << (column + self.n - 1 - row));
        let falling = self.relevant(1u64 << (row + column));
        self.top_mask(rising | falling << 32)
    }

    /// The bottom half-board mask of the mirror image of a top half-board with mask `top`: its two
    /// directions swapped (see [`Board::bottom_mask`]).
    pub(super) fn bottom_of(&self, top: u64) -> u64 {
        (top >> self.reach | top << self.reach) & ((1u64 << self.mask_bits()) - 1)
    }

    /// A half-board as one word: the inner key of its columns above its mask. Up to n = 20 the mask
    /// takes at most 38 bits and the key at most 11.
    pub(super) fn packed(&self, columns: u32, mask: u64) -> u64 {
        (self.inner_key(columns) as u64) << self.mask_bits() | mask
    }

    /// The bits a half's mask uses: `2 * reach`.
    pub(super) fn mask_bits(&self) -> usize {
        2 * self.reach
    }

    /// How many keys [`Board::inner_key`] gives.
    pub(super) fn inner_keys(&self) -> usize {
        1 << self.inner.count_ones()
    }

    /// The inner columns of `columns`, packed into the low bits in column order (the middle queen's
    /// column, when it lies among them, left out).
    pub(super) fn inner_key(&self, columns: u32) -> usize {
        let block = (columns & self.inner) >> self.inner_start;
        match self.inner_gap {
            Some(gap) => ((block & ((1 << gap) - 1)) | (block >> (gap + 1)) << gap) as usize,
            None => block as usize,
        }
    }

    /// The key of the inner columns a bottom half needs opposite a top half with inner key `key`.
    pub(super) fn partner_key(&self, key: usize) -> usize {
        (self.inner_keys() - 1) ^ key
    }

    /// The left-right mirror image of a set of columns.
    pub(super) fn mirrored(&self, columns: u32) -> u32 {
        if self.n == 0 { 0 } else { columns.reverse_bits() >> (32 - self.n) }
    }
}

#[cfg(test)]
pub(super) mod tests {
    use std::cell::Cell;

    thread_local! {
        /// The inner columns every board of this test thread keeps, in place of `inner_columns`'s choice:
        /// so that the cuts of large boards, with many outer columns, are checked on boards small enough
        /// to count whole.
        pub(in super::super) static INNER_COLUMNS: Cell<Option<usize>> = const { Cell::new(None) };
    }
}
