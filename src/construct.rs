//! One N-Queens solution for any board size, written down directly in O(n) with no search, and an O(n) validity check.
//!
//! The construction is the classic one by n mod 6 (Hoffman, Loessi and Moore, 1969): an even board whose
//! size is not 2 more than a multiple of 6 takes the "knight's move" pattern, columns 1, 3, 5, ... then
//! 0, 2, 4, ... (even then odd when counted from 1); an even board of size 6k + 2 takes a shifted pattern
//! (6k + 2 is never a multiple of 6, where that pattern fails); an odd board takes the pattern for n - 1,
//! which never uses the main diagonal, plus a queen in the last corner.

/// The largest board the command line and the page are meant to ask for; the construction itself only
/// needs `n` to fit a `u32`.
pub const LARGEST_PRACTICAL_SIZE: usize = 10_000_000;

/// A solution for an `n` x `n` board as `columns[row]`, or `None` when there is none (n = 2 and 3).
/// n = 0 gives the empty board, n = 1 gives `[0]`. Panics if `n` does not fit a `u32`.
pub fn solution(n: usize) -> Option<Vec<u32>> {
    let size = u32::try_from(n).expect("construct::solution: board size must fit a u32");
    match size {
        0 => Some(Vec::new()),
        1 => Some(vec![0]),
        2 | 3 => None,
        _ if size % 2 == 1 => {
            let mut columns = even_solution(size - 1);
            columns.push(size - 1);
            Some(columns)
        }
        _ => Some(even_solution(size)),
    }
}

/// A solution for an even `n` >= 4 whose main diagonal (row == column) is empty.
fn even_solution(n: u32) -> Vec<u32> {
    let half = n / 2;
    let mut columns = vec![0u32; n as usize];
    if n % 6 != 2 {
        for i in 0..half {
            columns[i as usize] = 2 * i + 1;
            columns[(half + i) as usize] = 2 * i;
        }
    } else {
        for i in 1..=half {
            // Widened: 2i + n/2 can exceed u32 for the largest boards.
            let shifted = ((2 * u64::from(i) + u64::from(half) - 3) % u64::from(n)) as u32;
            columns[(i - 1) as usize] = shifted;
            columns[(n - i) as usize] = n - 1 - shifted;
        }
    }
    columns
}

/// Whether `columns` (row r's queen in column `columns[r]`) is a solution: one queen per column and
/// per diagonal, every column on the board. O(n) time, about 5n bits of memory.
pub fn is_valid(columns: &[u32]) -> bool {
    let n = columns.len();
    let mut used_columns = BitSet::new(n);
    let mut used_sums = BitSet::new(2 * n);
    let mut used_differences = BitSet::new(2 * n);
    columns.iter().enumerate().all(|(row, &column)| {
        let column = column as usize;
        column < n
            && used_columns.insert(column)
            && used_sums.insert(row + column)
            && used_differences.insert(column + n - 1 - row)
    })
}

/// Seen-flags packed into words: a tenth of a `Vec<bool>`'s memory for the ten-million-row boards.
struct BitSet {
    words: Vec<u64>,
}

impl BitSet {
    fn new(len: usize) -> BitSet {
        BitSet { words: vec![0; len.div_ceil(64)] }
    }

    /// Marks `index`; false if it was already marked.
    fn insert(&mut self, index: usize) -> bool {
        let (word, bit) = (index / 64, 1u64 << (index % 64));
        let fresh = self.words[word] & bit == 0;
        self.words[word] |= bit;
        fresh
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition, pair by pair: the slow check the fast one must agree with.
    fn is_valid_by_pairs(columns: &[u32]) -> bool {
        let n = columns.len();
        columns.iter().all(|&c| (c as usize) < n)
            && (0..n).all(|a| {
                (a + 1..n).all(|b| {
                    let (ca, cb) = (i64::from(columns[a]), i64::from(columns[b]));
                    ca != cb && (ca - cb).abs() != (b - a) as i64
                })
            })
    }

    #[test]
    fn small_boards() {
        assert_eq!(solution(0), Some(vec![]));
        assert_eq!(solution(1), Some(vec![0]));
        assert_eq!(solution(2), None);
        assert_eq!(solution(3), None);
        assert_eq!(solution(4), Some(vec![1, 3, 0, 2]));
    }

    #[test]
    fn every_size_up_to_3000_is_solved() {
        for n in 4..=3000 {
            let columns = solution(n).unwrap_or_else(|| panic!("no solution for n = {n}"));
            assert_eq!(columns.len(), n);
            assert!(is_valid(&columns), "n = {n}");
        }
    }

    #[test]
    fn fast_check_agrees_with_pairwise_check_on_constructions() {
        for n in 0..=60 {
            if let Some(columns) = solution(n) {
                assert!(is_valid_by_pairs(&columns), "n = {n}");
            }
        }
    }

    #[test]
    fn very_large_boards_are_solved() {
        for n in [1_000_003, 6_000_002, LARGEST_PRACTICAL_SIZE] {
            let columns = solution(n).unwrap();
            assert_eq!(columns.len(), n);
            assert!(is_valid(&columns), "n = {n}");
        }
    }

    #[test]
    fn broken_boards_are_rejected() {
        assert!(!is_valid(&[0, 1]));
        assert!(!is_valid(&[1, 3, 0, 4]), "column off the board");
        assert!(!is_valid(&[1, 1, 3, 0]), "shared column");
        assert!(!is_valid(&[0, 2, 4, 1, 3, 5]), "shared diagonal at the end");
        let mut large = solution(1_000_000).unwrap();
        large.swap(10, 500_000);
        assert!(!is_valid(&large));
    }

    // proptest is a native-only dev-dependency.
    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        #[test]
        fn an_edited_board_is_judged_like_the_pairwise_check(
            n in 4usize..=14,
            row in 0usize..14,
            other in 0usize..14,
            new_column in 0u32..15,
            swap in proptest::prelude::any::<bool>(),
        ) {
            let mut columns = solution(n).unwrap();
            let (row, other) = (row % n, other % n);
            if swap { columns.swap(row, other) } else { columns[row] = new_column }
            proptest::prop_assert_eq!(is_valid(&columns), is_valid_by_pairs(&columns));
        }
    }
}
