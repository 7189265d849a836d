//! The half-boards of a join: every way to put one queen in each of the top rows, listed with the
//! diagonals it holds that the other half can reach, and grouped by the columns it uses.

use super::board::Board;
use super::pairs::BLOCK_PATTERNS;

/// The half-boards the search writes before they are sorted into their groups' blocks: 512 KB, within a
/// core's L2 cache.
const STAGED: usize = 1 << 16;

/// Blocks of half-board masks, a block of the pairs' tables each ([`BLOCK_PATTERNS`]), shared by both sides of
/// a unit and kept from one unit to the next: a unit then holds its half-boards once, and each group only
/// one block not full (docs/fast-counter.md, "Memory").
#[derive(Default)]
pub(super) struct Blocks {
    blocks: Vec<Box<[u64; BLOCK_PATTERNS]>>,
    used: usize,
}

impl Blocks {
    /// Makes every block free again, for the next unit.
    pub(super) fn clear(&mut self) {
        self.used = 0;
    }

    fn take(&mut self) -> u32 {
        if self.used == self.blocks.len() {
            self.blocks.push(Box::new([0; BLOCK_PATTERNS]));
        }
        self.used += 1;
        (self.used - 1) as u32
    }

    /// The bytes its blocks hold.
    pub(super) fn held_bytes(&self) -> usize {
        self.blocks.capacity() * size_of::<Box<[u64; BLOCK_PATTERNS]>>()
            + self.blocks.len() * size_of::<[u64; BLOCK_PATTERNS]>()
    }
}

/// The half-boards of one side of a unit, grouped by their columns: group `key` (the columns among the
/// board's inner columns, packed, see [`Board::inner_key`]) is the blocks `chains[key]` of a [`Blocks`], the
/// last one filled up to `fill[key]`, the others full.
#[derive(Default)]
pub(super) struct Halves {
    chains: Vec<Vec<u32>>,
    /// Per key, how much of its last block is filled ([`BLOCK_PATTERNS`] before its first block).
    fill: Vec<u32>,
    /// Per key, its last block.
    last: Vec<u32>,
    listed: usize,
}

impl Halves {
    /// Empties every group, for `keys` keys.
    fn reset(&mut self, keys: usize) {
        if self.chains.len() < keys {
            self.chains.resize_with(keys, Vec::new);
        }
        for chain in &mut self.chains {
            chain.clear();
        }
        self.fill.clear();
        self.fill.resize(keys, BLOCK_PATTERNS as u32);
        self.last.clear();
        self.last.resize(keys, 0);
        self.listed = 0;
    }

    /// Adds `mask` to group `key`.
    #[inline(always)]
    fn push(&mut self, blocks: &mut Blocks, key: usize, mask: u64) {
        if self.fill[key] as usize == BLOCK_PATTERNS {
            let block = blocks.take();
            self.chains[key].push(block);
            self.last[key] = block;
            self.fill[key] = 0;
        }
        blocks.blocks[self.last[key] as usize][self.fill[key] as usize] = mask;
        self.fill[key] += 1;
    }

    /// Group `key`, as the parts of its blocks in use, from `blocks`, which it was listed into.
    pub(super) fn group<'a>(&self, blocks: &'a Blocks, key: usize) -> Vec<&'a [u64]> {
        let chain = &self.chains[key];
        chain
            .iter()
            .enumerate()
            .map(|(index, &block)| {
                let len = if index + 1 == chain.len() { self.fill[key] as usize } else { BLOCK_PATTERNS };
                &blocks.blocks[block as usize][..len]
            })
            .collect()
    }

    pub(super) fn len(&self) -> usize {
        self.listed
    }

    /// The bytes its buffers hold.
    pub(super) fn held_bytes(&self) -> usize {
        self.chains.iter().map(|chain| chain.capacity() * size_of::<u32>()).sum::<usize>()
            + self.chains.capacity() * size_of::<Vec<u32>>()
            + (self.fill.capacity() + self.last.capacity()) * size_of::<u32>()
    }

    /// Sorts the packed half-boards `found` (inner key above mask) into their groups' blocks.
    fn sort_in(&mut self, board: &Board, found: &[u64], blocks: &mut Blocks) {
        let shift = board.mask_bits();
        let mask = (1u64 << shift) - 1;
        for &item in found {
            self.push(blocks, (item >> shift) as usize, item & mask);
        }
        self.listed += found.len();
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
/// its diagonal mask for `side`, grouped by inner columns into `halves`, in blocks taken from `blocks`
/// (`found` is where the search writes them first). The buffers are reused from one unit to the next.
/// Returns the queens placed (the search's nodes).
pub(super) fn list_halves(
    board: &Board,
    outer_used: u32,
    side: Side,
    found: &mut Vec<u64>,
    blocks: &mut Blocks,
    halves: &mut Halves,
) -> u64 {
    let inner_quota = board.rows.saturating_sub(outer_used.count_ones() as usize);
    halves.reset(board.inner_keys());
    if outer_used & !board.outer != 0 || inner_quota > board.inner.count_ones() as usize {
        0
    } else if board.rows == 0 {
        halves.sort_in(board, &[0], blocks);
        1
    } else {
        // Room for `STAGED` half-boards and the last row's writes ahead (see `Search::push_last`).
        found.resize(STAGED + 32, 0);
        let mut search = Search::new(board, outer_used, side, found, blocks, halves);
        super::simd::list_compiled(&mut search, inner_quota as u32);
        search.sort_found();
        search.nodes + halves.listed as u64
    }
}

/// The row-by-row search of one side: every placement of `board.rows` queens, one per top row, on free
/// squares, using exactly the outer columns `outer_used` and `inner_quota` inner ones.
pub(super) struct Search<'a> {
    board: &'a Board,
    outer_used: u32,
    /// What each square adds to a half-board's packed word (see [`Board::packed`]): its inner column's
    /// key bit and its diagonals' mask bits for the side listed, so a half-board is the OR of its queens'.
    adds: [[u64; 32]; 16],
    /// Each half-board found and not yet sorted into its group, as its inner key above its mask: the first
    /// `found_len` words (the rest is room written ahead, see `push_last`).
    found: &'a mut Vec<u64>,
    found_len: usize,
    blocks: &'a mut Blocks,
    halves: &'a mut Halves,
    nodes: u64,
}

impl<'a> Search<'a> {
    fn new(
        board: &'a Board,
        outer_used: u32,
        side: Side,
        found: &'a mut Vec<u64>,
        blocks: &'a mut Blocks,
        halves: &'a mut Halves,
    ) -> Search<'a> {
        let mut adds = [[0u64; 32]; 16];
        for (row, adds) in adds.iter_mut().enumerate().take(board.rows) {
            for (column, add) in adds.iter_mut().enumerate().take(board.n) {
                let n = board.n;
                let rising = board.relevant(1u64 << (column + n - 1 - row));
                let falling = board.relevant(1u64 << (row + column));
                let mask = match side {
                    Side::Top => board.top_mask(rising | falling << 32),
                    Side::Bottom => board.bottom_mask(rising | falling << 32),
                };
                *add = board.packed(1 << column, mask);
            }
        }
        Search { board, outer_used, adds, found, found_len: 0, blocks, halves, nodes: 0 }
    }

    /// Sorts the half-boards found so far into their groups' blocks, making room for more.
    fn sort_found(&mut self) {
        self.halves.sort_in(self.board, &self.found[..self.found_len], self.blocks);
        self.found_len = 0;
    }

    /// The squares of `row` open to a queen when the queens placed so far hold `columns`, the rising
    /// diagonals `rising` (bit c - r + n - 1 for a queen (r, c)) and the falling ones `falling` (bit
    /// r + c), with `inner_left` inner columns still to use.
    #[inline(always)]
    fn open(&self, row: usize, columns: u32, rising: u64, falling: u64, inner_left: u32) -> u32 {
        let board = self.board;
        let attacked = columns as u64 | falling >> row | rising >> (board.n - 1 - row);
        let open = board.allowed[row] & (self.outer_used | if inner_left > 0 { board.inner } else { 0 });
        open & !(attacked as u32)
    }

    /// Every placement, depth first, with the levels in arrays rather than on the call stack. The last
    /// row's queens are not levels: each open square of it is a half-board, pushed at once.
    #[inline(always)]
    pub(super) fn run(&mut self, inner_quota: u32) {
        let board = self.board;
        let (n, last) = (board.n, board.rows - 1);
        if last == 0 {
            let open = self.open(0, 0, 0, 0, inner_quota);
            self.push_last(open, 0);
            return;
        }
        let mut columns = [0u32; 16];
        let mut rising = [0u64; 16];
        let mut falling = [0u64; 16];
        let mut inner_left = [0u32; 16];
        let mut packed = [0u64; 16];
        let mut free = [0u32; 16];
        inner_left[0] = inner_quota;
        free[0] = self.open(0, 0, 0, 0, inner_quota);
        let mut row = 0usize;
        loop {
            if free[row] == 0 {
                if row == 0 {
                    return;
                }
                row -= 1;
                continue;
            }
            let column = free[row].trailing_zeros() as usize;
            free[row] &= free[row] - 1;
            self.nodes += 1;
            let next = row + 1;
            let child_columns = columns[row] | 1 << column;
            let child_rising = rising[row] | 1u64 << (column + n - 1 - row);
            let child_falling = falling[row] | 1u64 << (row + column);
            let child_inner = inner_left[row] - (board.inner >> column & 1);
            let child_packed = packed[row] | self.adds[row][column];
            let open = self.open(next, child_columns, child_rising, child_falling, child_inner);
            if next == last {
                self.push_last(open, child_packed);
            } else {
                columns[next] = child_columns;
                rising[next] = child_rising;
                falling[next] = child_falling;
                inner_left[next] = child_inner;
                packed[next] = child_packed;
                free[next] = open;
                row = next;
            }
        }
    }

    /// Pushes a half-board for each open square `open` of the last row, its other queens making `packed`.
    /// Most calls push none or one (0.82 on average at n = 18), so the first two are written whether or
    /// not they exist and only counted if they do: a loop's exit here was mispredicted on nearly every
    /// call.
    #[inline(always)]
    fn push_last(&mut self, mut open: u32, packed: u64) {
        if self.found_len + 32 > self.found.len() {
            self.sort_found();
        }
        let adds = &self.adds[self.board.rows - 1];
        let found = &mut self.found[..];
        let mut len = self.found_len;
        for _ in 0..2 {
            // An empty `open` writes adds[0], never counted.
            found[len] = packed | adds[(open.trailing_zeros() & 31) as usize];
            len += usize::from(open != 0);
            open &= open.wrapping_sub(1);
        }
        while open != 0 {
            let column = open.trailing_zeros() as usize;
            open &= open - 1;
            found[len] = packed | adds[column];
            len += 1;
        }
        self.found_len = len;
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
