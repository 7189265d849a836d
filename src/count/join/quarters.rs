//! The half-boards of an even board's join built from quarter-boards. A top half-board on columns S is a
//! placement in the top-left h x h quarter (h = n / 2; any rows, at most one queen per row, column and
//! diagonal) on S's left columns, joined with a placement in the top-right quarter on S's right columns and
//! the other rows, which is the mirror image of a top-left one. The two are compatible exactly when their
//! masks are disjoint (see [`QuarterTable::new`]), so the quarters' join is the same test as the halves'
//! join, paid per half-board instead of a search's queens. A unit's half-boards all use the same outer
//! columns, so it needs only the quarters on those: a table per pattern of outer columns (`QuarterTables`),
//! a small part of all the quarters (which grow about 8 times a step of n: 7.5 million at n = 20).

use super::board::Board;

/// The placements of the top-left quarter of one even board whose outer columns are exactly `pattern`,
/// each as the mask of a left quarter and of its mirror image as a right quarter, indexed by inner columns
/// and rows.
pub(super) struct QuarterTable {
    pattern: u32,
    half: usize,
    /// The first inner column: a placement's inner columns, shifted down by it, are its key.
    inner_start: usize,
    /// The placements on rows `rows` and inner columns `key` are `starts[key << half | rows]..` up to the next
    /// cell's start, of `masks`: a group's lookups, all on the same columns, then fall in one stretch.
    starts: Vec<u32>,
    /// Each placement's top half-board mask (`Board::top_mask` of its queens' diagonals).
    left: Vec<u64>,
    /// The mask of its mirror image in the top-right quarter (column c to n - 1 - c).
    right: Vec<u64>,
    /// When a unit last needed it.
    last_needed: u64,
}

impl QuarterTable {
    /// The table of the `board`'s (n even) top-left quarter placements whose outer columns are `pattern`
    /// (a set of the board's outer columns below n / 2).
    ///
    /// Why masks decide compatibility: a left queen (r, c < h) lies on rising diagonal c - r + n - 1 and
    /// falling diagonal r + c; a right queen (r', c' >= h) likewise. A left queen's rising diagonal is
    /// always one both halves reach, and a right queen's falling one too; a left queen's falling diagonal
    /// outside that reach (r + c < h) and a right queen's rising one outside it lie beyond what the other
    /// quarter can touch. So a left and a right quarter attack each other exactly when their masks meet.
    pub(super) fn new(board: &Board, pattern: u32) -> QuarterTable {
        let (n, half) = (board.n, board.rows);
        debug_assert!(n.is_multiple_of(2) && n <= 32);
        let left_columns = (1u32 << half) - 1;
        let inner_left = board.inner & left_columns;
        let inner_start = if inner_left == 0 { half } else { inner_left.trailing_zeros() as usize };
        let mut squares = vec![[0u64; 2]; half * half];
        for row in 0..half {
            for column in 0..half {
                squares[row * half + column] = [board.square_mask(row, column), board.square_mask(row, n - 1 - column)];
            }
        }
        let cells = 1usize << (half - inner_start + half);
        let quarter = Quarter { half, squares: &squares, allowed: pattern | inner_left, pattern, inner_start };
        // One search lists the placements with their cells, a counting sort puts them in cell order: a
        // second search in place of the list took 1.7 times as long to build n = 22's tables.
        let mut found: Vec<(u32, [u64; 2])> = Vec::new();
        quarter.visit(&mut |cell, masks| found.push((cell as u32, masks)));
        let mut starts = vec![0u32; cells + 1];
        for &(cell, _) in &found {
            starts[cell as usize + 1] += 1;
        }
        for cell in 0..cells {
            starts[cell + 1] += starts[cell];
        }
        let (mut left, mut right) = (vec![0u64; found.len()], vec![0u64; found.len()]);
        let mut next: Vec<u32> = starts[..cells].to_vec();
        for (cell, [as_left, as_right]) in found {
            let slot = next[cell as usize] as usize;
            next[cell as usize] += 1;
            left[slot] = as_left;
            right[slot] = as_right;
        }
        QuarterTable { pattern, half, inner_start, starts, left, right, last_needed: 0 }
    }

    /// The bytes it holds.
    pub(super) fn held_bytes(&self) -> usize {
        self.starts.capacity() * size_of::<u32>() + (self.left.capacity() + self.right.capacity()) * size_of::<u64>()
    }

    /// The placements on rows `rows` and the quarter's columns `columns` (its pattern's and some inner ones),
    /// from `words`, its `left` or `right`.
    fn cell<'a>(&self, words: &'a [u64], rows: u32, columns: u32) -> &'a [u64] {
        let cell = ((columns as usize) >> self.inner_start) << self.half | rows as usize;
        &words[self.starts[cell] as usize..self.starts[cell + 1] as usize]
    }
}

/// The quarter of a table being built: its squares' masks, the columns open to it and the outer ones it must
/// use.
struct Quarter<'a> {
    half: usize,
    /// Per square (row * half + column), its masks as a left quarter's and as its mirror image's.
    squares: &'a [[u64; 2]],
    allowed: u32,
    pattern: u32,
    inner_start: usize,
}

impl Quarter<'_> {
    /// Calls `visit(cell, masks)` for every placement whose outer columns are the pattern, `cell` being its
    /// inner columns' key above its rows.
    fn visit(&self, visit: &mut impl FnMut(usize, [u64; 2])) {
        self.place(0, (0, 0, 0, 0), [0, 0], visit);
    }

    fn place(
        &self,
        row: usize,
        (rows, columns, rising, falling): (u32, u32, u64, u64),
        masks: [u64; 2],
        visit: &mut impl FnMut(usize, [u64; 2]),
    ) {
        let half = self.half;
        let missing = (self.pattern & !columns).count_ones() as usize;
        if missing > half - row {
            return;
        }
        if row == half {
            visit(((columns as usize) >> self.inner_start) << half | rows as usize, masks);
            return;
        }
        self.place(row + 1, (rows, columns, rising, falling), masks, visit);
        let mut open = self.allowed & !columns;
        while open != 0 {
            let column = open.trailing_zeros() as usize;
            open &= open - 1;
            let (up, down) = (column + half - row, row + column);
            if rising >> up & 1 == 0 && falling >> down & 1 == 0 {
                self.place(
                    row + 1,
                    (rows | 1 << row, columns | 1 << column, rising | 1 << up, falling | 1 << down),
                    {
                        let square = self.squares[row * half + column];
                        [masks[0] | square[0], masks[1] | square[1]]
                    },
                    visit,
                );
            }
        }
    }
}

/// The quarter tables a unit's count needs (one per pattern of its sides' left and right quarters, four at
/// most), and the tables of earlier units as long as all of them hold at most `QUARTERS_KEPT_BYTES`: up to
/// n = 20 every pattern's table stays (all the quarters, 124 MB at n = 20, built once per count); from
/// n = 22 on (about 1 GB of quarters) the tables a unit needs are rebuilt when they were let go.
pub(super) struct QuarterTables {
    n: usize,
    tables: Vec<QuarterTable>,
    /// The most the tables of earlier units keep: [`QUARTERS_KEPT_BYTES`] (less in tests).
    pub(super) kept_bytes: usize,
    /// The sets of quarter rows, by how many rows they hold.
    rows_by_count: Vec<Vec<u32>>,
    /// Units prepared so far: the clock of `QuarterTable::last_needed`.
    units: u64,
}

/// The most the quarter tables of units before the current one keep, beyond the current unit's own.
pub(super) const QUARTERS_KEPT_BYTES: usize = 144 << 20;

/// The same at n = 24, whose quarters take about 10 GB and a unit's own tables up to 115 MB: beside them and
/// the unit's groups of half-boards, earlier units keep only this much, within `MOST_UNIT_BYTES`.
const QUARTERS_KEPT_BYTES_FROM_24: usize = 48 << 20;

impl Default for QuarterTables {
    fn default() -> QuarterTables {
        QuarterTables { n: 0, tables: Vec::new(), kept_bytes: QUARTERS_KEPT_BYTES, rows_by_count: Vec::new(), units: 0 }
    }
}

impl QuarterTables {
    /// The patterns of a side of the board with outer columns `outer`: its left quarter's, and its right
    /// quarter's mirrored to the left.
    fn patterns(board: &Board, outer: u32) -> [u32; 2] {
        let left_columns = (1u32 << board.rows) - 1;
        [outer & left_columns, board.mirrored(outer) & left_columns]
    }

    /// Makes sure the tables for the sides with outer columns in `outers` are held, letting go of the least
    /// recently needed others while all of them hold more than [`QUARTERS_KEPT_BYTES`].
    pub(super) fn prepare(&mut self, board: &Board, outers: &[u32]) {
        if self.n != board.n || self.rows_by_count.is_empty() {
            self.tables.clear();
            self.n = board.n;
            self.rows_by_count = vec![Vec::new(); board.rows + 1];
            for rows in 0..1u32 << board.rows {
                self.rows_by_count[rows.count_ones() as usize].push(rows);
            }
        }
        self.units += 1;
        for &outer in outers {
            for pattern in Self::patterns(board, outer) {
                match self.tables.iter_mut().find(|table| table.pattern == pattern) {
                    Some(table) => table.last_needed = self.units,
                    None => {
                        let mut table = QuarterTable::new(board, pattern);
                        table.last_needed = self.units;
                        self.tables.push(table);
                        let kept = if board.n >= 24 { QUARTERS_KEPT_BYTES_FROM_24 } else { QUARTERS_KEPT_BYTES };
                        self.let_go_beyond(self.kept_bytes.min(kept));
                    }
                }
            }
        }
    }

    /// Lets go of the least recently needed tables, other than the current unit's, while all of them hold
    /// more than `bytes`.
    fn let_go_beyond(&mut self, bytes: usize) {
        while self.held_bytes() > bytes {
            let oldest = self
                .tables
                .iter()
                .enumerate()
                .filter(|(_, table)| table.last_needed < self.units)
                .min_by_key(|(_, table)| table.last_needed)
                .map(|(index, _)| index);
            match oldest {
                Some(index) => drop(self.tables.swap_remove(index)),
                None => break,
            }
        }
    }

    /// How many tables it holds.
    #[cfg(test)]
    pub(super) fn len(&self) -> usize {
        self.tables.len()
    }

    fn find(&self, pattern: u32) -> Option<&QuarterTable> {
        self.tables.iter().find(|table| table.pattern == pattern)
    }

    /// The bytes its tables hold.
    pub(super) fn held_bytes(&self) -> usize {
        self.tables.iter().map(QuarterTable::held_bytes).sum::<usize>()
            + self.tables.capacity() * size_of::<QuarterTable>()
            + self.rows_by_count.iter().map(|rows| rows.capacity() * size_of::<u32>()).sum::<usize>()
    }

    /// Appends to `found` (from `*len` on, growing it as needed) the top-form mask of every top half-board
    /// on the board's columns `columns` (exactly n / 2 of them), whose outer columns' tables
    /// [`QuarterTables::prepare`] made. Returns the quarter pairs tested.
    pub(super) fn list_group(&self, board: &Board, columns: u32, found: &mut Vec<u64>, len: &mut usize) -> u64 {
        let half = board.rows;
        let all = (1u32 << half) - 1;
        let left_columns = columns & all;
        // The right quarter's columns as the left ones they mirror.
        let right_columns = board.mirrored(columns) & all;
        let outer_left = board.outer & all;
        let (Some(left_table), Some(right_table)) =
            (self.find(left_columns & outer_left), self.find(right_columns & outer_left))
        else {
            panic!("the quarter tables of columns {columns:b} were not prepared");
        };
        let mut tested = 0u64;
        for &rows in &self.rows_by_count[left_columns.count_ones() as usize] {
            let left = left_table.cell(&left_table.left, rows, left_columns);
            if left.is_empty() {
                continue;
            }
            let right = right_table.cell(&right_table.right, all ^ rows, right_columns);
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
