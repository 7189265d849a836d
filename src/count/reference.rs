//! The slow, plain counters: the classic mirror-only bitwise count (the baseline the frame method is
//! measured against, and an independent oracle for the tests) and the whole-board search that small
//! boards use.

use super::column_mask;
use super::frame::solution_image;
use super::unit_count::UnitCount;
use crate::check_size;

/// The classic bitwise count (Jeff Somers' method): the first row's queen only in the left half, each
/// solution counted with its mirror image, the middle column of an odd board handled by restricting the
/// second row instead. The baseline the frame method is measured against, and an independent oracle.
/// Panics if n > [`crate::MAX_SIZE`].
pub fn count_mirror_only(n: usize) -> u64 {
    let n = check_size(n).expect("count_mirror_only: board too large");
    if n == 0 {
        return 1;
    }
    let all_columns = column_mask(n);
    let mut total = 0;
    for first in 0..n / 2 {
        let queen = 1u32 << first;
        total += 2 * count_full_rows(all_columns, n - 1, queen, queen << 1, queen >> 1);
    }
    if n % 2 == 1 {
        if n == 1 {
            return total + 1;
        }
        let middle = 1u32 << (n / 2);
        let left_of_middle = middle - 1;
        let mut second_row = left_of_middle & !(middle | middle << 1 | middle >> 1);
        while second_row != 0 {
            let queen = second_row & second_row.wrapping_neg();
            second_row ^= queen;
            let columns = middle | queen;
            let down = (middle << 1 | queen) << 1;
            let up = (middle >> 1 | queen) >> 1;
            total += 2 * count_full_rows(all_columns, n - 2, columns, down, up);
        }
    }
    total
}

/// Counts the ways to fill the next `rows` rows of an empty-but-for-the-rows-above board; `columns`,
/// `down` and `up` are the squares of the first of them already attacked. The baseline's own loop:
/// the same shape as the kernel's `count_inside` without its per-row masks and steps, so the baseline pays for
/// nothing it does not use.
fn count_full_rows(all_columns: u32, rows: usize, columns: u32, down: u32, up: u32) -> u64 {
    let Some(last) = rows.checked_sub(1) else { return 1 };
    let first_free = all_columns & !(columns | down | up);
    if last == 0 {
        return u64::from(first_free.count_ones());
    }
    let mut free = [0u32; 32];
    let mut taken_columns = [0u32; 32];
    let mut taken_down = [0u32; 32];
    let mut taken_up = [0u32; 32];
    free[0] = first_free;
    taken_columns[0] = columns;
    taken_down[0] = down;
    taken_up[0] = up;
    let mut completions = 0u64;
    let mut level = 0usize;
    loop {
        let candidates = free[level];
        if candidates == 0 {
            if level == 0 {
                break;
            }
            level -= 1;
            continue;
        }
        let queen = candidates & candidates.wrapping_neg();
        free[level] = candidates ^ queen;
        let next_columns = taken_columns[level] | queen;
        let next_down = (taken_down[level] | queen) << 1;
        let next_up = (taken_up[level] | queen) >> 1;
        let next_free = all_columns & !(next_columns | next_down | next_up);
        if level + 1 == last {
            completions += u64::from(next_free.count_ones());
        } else if next_free != 0 {
            level += 1;
            free[level] = next_free;
            taken_columns[level] = next_columns;
            taken_down[level] = next_down;
            taken_up[level] = next_up;
        }
    }
    completions
}

/// Counts a board too small for a frame by listing every solution; a solution starts a new class when it
/// is the lexicographically smallest of its eight images.
pub(super) fn count_whole_board(n: usize) -> UnitCount {
    let mut total = UnitCount::default();
    let mut columns = vec![0u8; n];
    fn descend(n: usize, row: usize, columns: &mut Vec<u8>, total: &mut UnitCount) {
        if row == n {
            let smallest = (1..8).all(|symmetry| *columns <= solution_image(symmetry, columns));
            total.solutions += 1;
            total.unique += u64::from(smallest);
            return;
        }
        for column in 0..n {
            let attacked = columns[..row].iter().enumerate().any(|(r, &c)| {
                let c = usize::from(c);
                c == column || row - r == column.abs_diff(c)
            });
            if !attacked {
                columns[row] = column as u8;
                total.nodes += 1;
                descend(n, row + 1, columns, total);
            }
        }
    }
    descend(n, 0, &mut columns, &mut total);
    total
}

/// Every solution, listed the slow and obvious way: `columns[r]` is row r's queen.
#[cfg(test)]
pub(super) fn all_solutions(n: usize) -> Vec<Vec<u8>> {
    fn extend(n: usize, columns: &mut Vec<u8>, found: &mut Vec<Vec<u8>>) {
        let row = columns.len();
        if row == n {
            found.push(columns.clone());
            return;
        }
        for column in 0..n as u8 {
            let clear =
                columns.iter().enumerate().all(|(r, &c)| c != column && usize::from(c.abs_diff(column)) != row - r);
            if clear {
                columns.push(column);
                extend(n, columns, found);
                columns.pop();
            }
        }
    }
    let mut found = Vec::new();
    extend(n, &mut Vec::new(), &mut found);
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::known;

    #[test]
    fn whole_board_search_counts_small_boards() {
        for n in 0..=9 {
            let counted = count_whole_board(n);
            let expected = known::for_size(n).unwrap();
            assert_eq!(counted.solutions, expected.solutions, "n = {n}");
            if let Some(unique) = expected.unique {
                assert_eq!(counted.unique, unique, "n = {n}");
            }
        }
    }

    #[test]
    fn listing_finds_the_published_totals() {
        for n in 0..=9 {
            assert_eq!(all_solutions(n).len() as u64, known::for_size(n).unwrap().solutions, "n = {n}");
        }
    }
}
