//! The lines a backtracking search marks as queens come and go, and its test of a square against them: the trait the one state machine ([`crate::search::Backtracking`]) is generic over, and the three sets.
//!
//! The machine keeps the cursor, the queens and the counters; a `Lines` keeps whatever the search looks
//! squares up in — the correct search's three bitsets, or a classic mistake's (src/mistake.rs) — and says
//! what its check makes of a square. Blocked and required squares are the machine's business: the lines
//! are asked only about squares the constraints allow.

use crate::event::Conflict;
use std::fmt::Debug;
use std::marker::PhantomData;

/// What a search looks squares up in, and how placing, removing and stepping back change it.
///
/// `queens` is always the columns of the queens on the board, row 0 first.
pub trait Lines: Clone + Debug + PartialEq + Eq {
    /// The same kind of lines with no queen on them.
    fn cleared(&self) -> Self;

    /// What the check says of (row, col) now, without counting any work.
    fn conflict(&self, queens: &[u8], row: usize, col: usize) -> Option<Conflict>;

    /// The row of the queen whose line the check found `conflict` along through (row, col).
    fn owner(&self, queens: &[u8], row: usize, col: usize, conflict: Conflict) -> Option<usize> {
        owner_on_board(queens, row, col, conflict)
    }

    /// The check as the search makes it going forward; lines that count their work count it here.
    #[inline]
    fn test(&mut self, queens: &[u8], row: usize, col: usize) -> Option<Conflict> {
        self.conflict(queens, row, col)
    }

    /// The columns of `row` the check rejects, as three disjoint masks by the conflict it reports (a bit per
    /// column: the column first, then the down diagonal, then the up), for lines whose check counts no work;
    /// `None` for the others, which the search then asks square by square.
    fn rejected_in_row(&self, _row: usize) -> Option<[u64; 3]> {
        None
    }

    /// Takes back the work [`Lines::test`] counted for the same square and queens; returns what it said.
    fn untest(&mut self, queens: &[u8], row: usize, col: usize) -> Option<Conflict> {
        self.conflict(queens, row, col)
    }

    /// Queen number `placement` (counted from 1) goes on (row, col), which the check let through.
    fn place(&mut self, row: usize, col: usize, placement: u64);

    /// The search backtracks: the queen leaves (row, col).
    fn remove(&mut self, row: usize, col: usize);

    /// Stepping back over the placement on (row, col): no trace of the queen is left.
    fn unplace(&mut self, row: usize, col: usize);

    /// Stepping back over the removal from (row, col): the queen stands there again.
    fn restore(&mut self, row: usize, col: usize);

    /// Whether the cursor of `row` passed `col` because the queen on (row, col) was removed, rather than
    /// because the check rejected the square (the queens above `row` are the ones on the board).
    ///
    /// Where the lines describe the queens on the board, a removed queen's square is free again and a rejected
    /// square is still attacked, since the queens above have not moved.
    fn just_left(&self, queens: &[u8], row: usize, col: usize) -> bool {
        self.conflict(queens, row, col).is_none()
    }

    /// Whether the search, in its pass over `row` under the queens now above it, placed a queen on (row, col)
    /// (lifted since) rather than rejecting the square; asked only of columns that pass has gone by.
    ///
    /// Where the lines describe the queens on the board, the check made then is the check of the queens above
    /// alone, which a fresh copy of the lines with those queens answers again.
    fn placed_in_pass(&self, queens: &[u8], row: usize, col: usize) -> bool {
        let mut above = self.cleared();
        for (r, &c) in queens[..row].iter().enumerate() {
            above.place(r, c as usize, r as u64 + 1);
        }
        above.conflict(&queens[..row], row, col).is_none()
    }
}

/// The row of the first queen on the board that attacks (row, col) along `conflict`; `None` for `Blocked`.
pub fn owner_on_board(queens: &[u8], row: usize, col: usize, conflict: Conflict) -> Option<usize> {
    queens.iter().enumerate().find_map(|(r, &c)| {
        let c = c as usize;
        let owns = match conflict {
            Conflict::Column => c == col,
            Conflict::Down => r + col == row + c,
            Conflict::Up => r + c == row + col,
            Conflict::Blocked => false,
        };
        owns.then_some(r)
    })
}

/// The three-set test of (row, col) as the article writes it, the column first, then the down diagonal
/// (whose bit is `down_slot`, as the search at hand indexes it), then the up diagonal (bit `row + col`).
#[inline]
pub fn set_test(columns: u64, down: u64, up: u64, down_slot: usize, row: usize, col: usize) -> Option<Conflict> {
    if columns >> col & 1 != 0 {
        Some(Conflict::Column)
    } else if down >> down_slot & 1 != 0 {
        Some(Conflict::Down)
    } else if up >> (row + col) & 1 != 0 {
        Some(Conflict::Up)
    } else {
        None
    }
}

/// Which bit of the down set a square uses.
pub trait DownSlot: Clone + Copy + Debug + Default + PartialEq + Eq {
    /// The bit of the down set that (row, col) of an n x n board uses.
    fn slot(row: usize, col: usize, n: usize) -> usize;

    /// The columns of `row` whose down bit is set in `down` (a bit per column), where the slot makes that a
    /// few operations on the word; `None` otherwise (a classic mistake's slot: its search goes square by square).
    fn columns_in_row(_down: u64, _row: usize, _n: usize) -> Option<u64> {
        None
    }
}

/// The correct down diagonal, where row − col is the same: bit `col − row + n − 1`, numbered so that a row's
/// down diagonals line up with its columns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RowMinusCol;

impl DownSlot for RowMinusCol {
    #[inline]
    fn slot(row: usize, col: usize, n: usize) -> usize {
        col + n - 1 - row
    }

    /// Column c of `row` uses bit c + n − 1 − row: the row's columns are the bits from n − 1 − row up.
    #[inline]
    fn columns_in_row(down: u64, row: usize, n: usize) -> Option<u64> {
        Some(down >> (n - 1 - row))
    }
}

/// The three sets of the correct search, the down set indexed by `D`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThreeSets<D> {
    n: usize,
    columns: u64,
    down: u64,
    /// Bit `row + col`.
    up: u64,
    slot: PhantomData<D>,
}

/// The lines of the correct search.
pub type Correct = ThreeSets<RowMinusCol>;

impl<D: DownSlot> ThreeSets<D> {
    /// Empty sets for the n x n board.
    pub fn new(n: usize) -> ThreeSets<D> {
        ThreeSets { n, columns: 0, down: 0, up: 0, slot: PhantomData }
    }

    /// A queen's bits are clear when it is placed or restored and set when it leaves: the check lets no
    /// two queens on the board share a bit, so one toggle serves every move.
    #[inline]
    fn toggle(&mut self, row: usize, col: usize) {
        self.columns ^= 1 << col;
        self.down ^= 1 << D::slot(row, col, self.n);
        self.up ^= 1 << (row + col);
    }
}

impl<D: DownSlot> Lines for ThreeSets<D> {
    fn cleared(&self) -> Self {
        ThreeSets::new(self.n)
    }

    #[inline]
    fn conflict(&self, _queens: &[u8], row: usize, col: usize) -> Option<Conflict> {
        set_test(self.columns, self.down, self.up, D::slot(row, col, self.n), row, col)
    }

    #[inline]
    fn rejected_in_row(&self, row: usize) -> Option<[u64; 3]> {
        let board = if self.n == 0 { 0 } else { u64::MAX >> (64 - self.n) };
        let column = self.columns & board;
        let down = D::columns_in_row(self.down, row, self.n)? & board & !column;
        let up = self.up >> row & board & !column & !down;
        Some([column, down, up])
    }

    fn owner(&self, queens: &[u8], row: usize, col: usize, conflict: Conflict) -> Option<usize> {
        if conflict != Conflict::Down {
            return owner_on_board(queens, row, col, conflict);
        }
        let slot = D::slot(row, col, self.n);
        queens.iter().enumerate().find_map(|(r, &c)| (D::slot(r, c as usize, self.n) == slot).then_some(r))
    }

    #[inline]
    fn place(&mut self, row: usize, col: usize, _placement: u64) {
        self.toggle(row, col);
    }

    #[inline]
    fn remove(&mut self, row: usize, col: usize) {
        self.toggle(row, col);
    }

    fn unplace(&mut self, row: usize, col: usize) {
        self.toggle(row, col);
    }

    fn restore(&mut self, row: usize, col: usize) {
        self.toggle(row, col);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every square of every row: the masks say what the square-by-square check says.
    fn masks_agree_with_the_check<D: DownSlot>(n: usize, queens: &[(usize, usize)]) {
        let mut lines = ThreeSets::<D>::new(n);
        for &(row, col) in queens {
            lines.place(row, col, 1);
        }
        for row in 0..n {
            let [column, down, up] = lines.rejected_in_row(row).expect("the three sets give their masks");
            for col in 0..n {
                let bit = |mask: u64| mask >> col & 1 != 0;
                let by_masks = [(Conflict::Column, column), (Conflict::Down, down), (Conflict::Up, up)]
                    .into_iter()
                    .find_map(|(conflict, mask)| bit(mask).then_some(conflict));
                assert_eq!(
                    by_masks,
                    lines.conflict(&[], row, col),
                    "n = {n}, queens {queens:?}, square ({row}, {col})"
                );
            }
            assert_eq!((column | down | up) >> n, 0, "no bit beyond the board");
        }
    }

    #[test]
    fn rejected_in_row_agrees_with_the_check_square_by_square() {
        for n in [0, 1, 4, 8, 13, 32] {
            // Queens on distinct rows and columns, attacking one another or not: the masks read the sets as they are.
            let diagonal: Vec<_> = (0..n).step_by(3).map(|r| (r, r)).collect();
            let knight: Vec<_> = (0..n / 2).map(|r| (r, (2 * r + 1) % n.max(1))).collect();
            for queens in [Vec::new(), diagonal, knight] {
                masks_agree_with_the_check::<RowMinusCol>(n, &queens);
            }
        }
    }
}
