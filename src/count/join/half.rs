//! The half-boards of a join: every way to put one queen in each of the top rows, listed with the
//! diagonals it holds that the other half can reach, and grouped by the columns it uses.

use super::board::Board;

/// The half-boards of one side of a unit, grouped by their columns: group `key` (the columns among the
/// board's inner columns, packed, see [`Board::inner_key`]) is `masks[starts[key]..starts[key + 1]]`.
#[derive(Default)]
pub(super) struct Halves {
    starts: Vec<u32>,
    /// Room for the masks, kept from one unit to the next: the first `listed` are this unit's.
    masks: Vec<u64>,
    listed: usize,
    /// The counting sort's next free slot per key.
    next: Vec<u32>,
}

impl Halves {
    pub(super) fn group(&self, key: usize) -> &[u64] {
        &self.masks[self.starts[key] as usize..self.starts[key + 1] as usize]
    }

    pub(super) fn len(&self) -> usize {
        self.listed
    }

    /// The bytes its buffers hold.
    pub(super) fn held_bytes(&self) -> usize {
        (self.starts.capacity() + self.next.capacity()) * size_of::<u32>() + self.masks.capacity() * size_of::<u64>()
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
    // `found` keeps its length from one unit to the next, as room to write into; `listed` says how much
    // of it this unit filled.
    let (mut nodes, mut listed) = (0u64, 0usize);
    halves.starts.clear();
    halves.starts.resize(board.inner_keys() + 1, 0);
    if outer_used & !board.outer != 0 || inner_quota > board.inner.count_ones() as usize {
    } else if board.rows == 0 {
        found.resize(found.len().max(1), 0);
        found[0] = 0;
        listed = 1;
        halves.starts[1] = 1;
    } else {
        let mut search = Search::new(board, outer_used, side, found, &mut halves.starts);
        super::simd::list_compiled(&mut search, inner_quota as u32);
        listed = search.found_len;
        nodes = search.nodes + listed as u64;
    }
    group(board, &found[..listed], halves);
    nodes
}

/// The row-by-row search of one side: every placement of `board.rows` queens, one per top row, on free
/// squares, using exactly the outer columns `outer_used` and `inner_quota` inner ones.
pub(super) struct Search<'a> {
    board: &'a Board,
    outer_used: u32,
    /// What each square adds to a half-board's packed word (see [`Board::packed`]): its inner column's
    /// key bit and its diagonals' mask bits for the side listed, so a half-board is the OR of its queens'.
    adds: [[u64; 32]; 16],
    /// Each half-board found, as its inner key above its mask: the first `found_len` words (the rest is
    /// room written ahead, see `push_last`).
    found: &'a mut Vec<u64>,
    found_len: usize,
    /// Half-boards found per inner key, key k's at k + 1 (as `Halves::starts` wants them before its sums).
    per_key: &'a mut [u32],
    key_shift: usize,
    nodes: u64,
}

impl<'a> Search<'a> {
    fn new(
        board: &'a Board,
        outer_used: u32,
        side: Side,
        found: &'a mut Vec<u64>,
        per_key: &'a mut [u32],
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
        Search { board, outer_used, adds, found, found_len: 0, per_key, key_shift: board.mask_bits(), nodes: 0 }
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
            let room = (2 * self.found.len()).max(1 << 12);
            self.found.resize(room, 0);
        }
        let adds = &self.adds[self.board.rows - 1];
        let found = &mut self.found[..];
        let mut len = self.found_len;
        let (per_key, shift) = (&mut self.per_key[..], self.key_shift);
        for _ in 0..2 {
            // An empty `open` writes adds[0], never counted.
            let half = packed | adds[(open.trailing_zeros() & 31) as usize];
            found[len] = half;
            let listed = u32::from(open != 0);
            len += listed as usize;
            per_key[(half >> shift) as usize + 1] += listed;
            open &= open.wrapping_sub(1);
        }
        while open != 0 {
            let column = open.trailing_zeros() as usize;
            open &= open - 1;
            let half = packed | adds[column];
            found[len] = half;
            len += 1;
            per_key[(half >> shift) as usize + 1] += 1;
        }
        self.found_len = len;
    }
}

/// Sorts half-boards by the key of their inner columns (a counting sort), keeping only the masks.
fn group(board: &Board, found: &[u64], halves: &mut Halves) {
    let keys = board.inner_keys();
    let shift = board.mask_bits();
    let starts = &mut halves.starts;
    // The search counted each key's half-boards into starts[key + 1].
    for key in 0..keys {
        starts[key + 1] += starts[key];
    }
    halves.next.clear();
    halves.next.extend_from_slice(&starts[..keys]);
    if halves.masks.len() < found.len() {
        halves.masks.resize(found.len(), 0);
    }
    halves.listed = found.len();
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
