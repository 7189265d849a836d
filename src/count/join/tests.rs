//! Unit tests of the join: each solution counted by exactly one unit (with its weight), the bottom
//! masks, and the bit-sliced pair count against pairs compared one by one.

use super::board::Board;
use super::half::{Blocks, Halves, Side, list_halves};
use super::pairs::{Scratch, count_disjoint};
use super::*;
use crate::count::reference::all_solutions;

/// The unit (index into `join_units(n)`) that counts a solution: the one whose orbit holds the outer
/// columns the solution's top half uses, with the middle queen in `middle` or its mirror image.
fn unit_of(n: usize, units: &[JoinUnit], solution: &[u8]) -> usize {
    let rows = n / 2;
    let middle = (n % 2 == 1).then(|| usize::from(solution[rows]));
    let top_columns: u32 = solution[..rows].iter().map(|&column| 1u32 << column).sum();
    let mut candidates = vec![(middle, top_columns)];
    if let Some(middle) = middle {
        let mirrored = if n == 0 { 0 } else { top_columns.reverse_bits() >> (32 - n) };
        candidates.push((Some(n - 1 - middle), mirrored));
    }
    let found: Vec<usize> = units
        .iter()
        .enumerate()
        .filter(|(_, unit)| {
            candidates.iter().any(|&(middle, columns)| {
                let board = Board::new(n, middle);
                let used = columns & board.outer;
                let rest = board.outer & !used;
                let mut orbit = vec![used, rest];
                if middle.is_none_or(|middle| 2 * middle + 1 == n) {
                    orbit.extend([board.mirrored(used), board.mirrored(rest)]);
                }
                unit.middle == middle.map(|middle| middle as u8) && orbit.contains(&unit.outer_used)
            })
        })
        .map(|(index, _)| index)
        .collect();
    assert_eq!(found.len(), 1, "n = {n}: {solution:?} is in units {found:?}");
    found[0]
}

#[test]
fn each_solution_is_counted_by_exactly_one_unit_with_its_weight() {
    for n in 1..=11 {
        let units = join_units(n).unwrap();
        let mut expected = vec![0u64; units.len()];
        let solutions = all_solutions(n);
        for solution in &solutions {
            expected[unit_of(n, &units, solution)] += 1;
        }
        for (index, &unit) in units.iter().enumerate() {
            assert_eq!(count_join_unit(n, unit).solutions, expected[index], "n = {n}, unit {unit:?}");
        }
        let total: u64 = units.iter().map(|&unit| count_join_unit(n, unit).solutions).sum();
        assert_eq!(total, solutions.len() as u64, "n = {n}");
    }
}

#[test]
fn units_of_larger_boards_add_up_to_the_frame_counter() {
    for n in 12..=14 {
        let joined: u64 = join_units(n).unwrap().into_iter().map(|unit| count_join_unit(n, unit).solutions).sum();
        let framed = crate::count::Plan::new(n).unwrap().count_units(0, usize::MAX).solutions;
        assert_eq!(joined, framed, "n = {n}");
    }
}

#[test]
fn boards_cut_with_fewer_inner_columns_count_every_solution() {
    // The cuts of the largest boards (8 and 6 inner columns, up to 9 outer ones a side), and one narrower
    // still, on boards small enough to count whole.
    for inner in [8, 6, 4] {
        super::board::tests::INNER_COLUMNS.set(Some(inner));
        for n in 12..=16 {
            // An odd board keeps one more, beside the middle queen's column.
            let board = Board::new(n, (n % 2 == 1).then_some(0));
            assert!(board.inner.count_ones() as usize <= inner + n % 2, "n = {n}: {:b}", board.inner);
            let total: u64 = join_units(n).unwrap().into_iter().map(|unit| count_join_unit(n, unit).solutions).sum();
            assert_eq!(total, crate::known::for_size(n).unwrap().solutions, "n = {n}, {inner} inner columns");
        }
    }
    super::board::tests::INNER_COLUMNS.set(None);
}

#[test]
fn sizes_beyond_the_cap_are_refused_with_a_message() {
    let error = join_units(MAX_JOIN_SIZE + 1).unwrap_err();
    assert_eq!(error, JoinSizeError { n: MAX_JOIN_SIZE + 1 });
    assert!(error.to_string().contains("use --method frames"));
    assert!(join_units(MAX_JOIN_SIZE).is_ok());
}

#[test]
fn a_bottom_mask_meets_a_top_mask_exactly_when_their_queens_share_a_diagonal() {
    for n in [6usize, 7, 9] {
        let board = Board::new(n, (n % 2 == 1).then_some(n / 2 - 1));
        let mask_of = |queens: &[(usize, usize)], bottom: bool| {
            let (mut rising, mut falling) = (0u64, 0u64);
            for &(row, column) in queens {
                rising |= 1 << (column + n - 1 - row);
                falling |= 1 << (row + column);
            }
            let relevant = board.relevant(rising) | board.relevant(falling) << 32;
            if bottom { board.bottom_mask(relevant) } else { board.top_mask(relevant) }
        };
        for top_row in 0..board.rows {
            for top_column in 0..n {
                for bottom_row in n - board.rows..n {
                    for bottom_column in 0..n {
                        let top = mask_of(&[(top_row, top_column)], false);
                        // The bottom queen as the top queen it is the mirror image of.
                        let bottom = mask_of(&[(n - 1 - bottom_row, bottom_column)], true);
                        let attack = top_row + top_column == bottom_row + bottom_column
                            || top_column + bottom_row == bottom_column + top_row;
                        assert_eq!(
                            top & bottom != 0,
                            attack,
                            "n = {n}: ({top_row}, {top_column}), ({bottom_row}, {bottom_column})"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn the_sliced_count_and_every_compiled_path_agree_with_pairs_compared_one_by_one() {
    let mut state = 0x1234_5678_9abc_def0u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut scratch = Scratch::default();
    for (tops, bottoms, bits) in [
        (3, 5, 8),
        (47, 48, 20),
        (100, 700, 34),
        (1500, 600, 34),
        (64, 513, 62),
        (600, 1100, 40),
        (700, 900, 42),
        (530, 800, 46),
        // Large enough for the sieve (`sieve.rs`), and with a bit most patterns hold, for it to choose.
        (9000, 12000, 42),
        (20000, 4500, 36),
    ] {
        let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
        // Sparse masks, so that some pairs are disjoint.
        let mut pattern = || (next() & next() & next() | next() & 0x0101) & mask;
        let top: Vec<u64> = (0..tops).map(|_| pattern()).collect();
        let bottom: Vec<u64> = (0..bottoms).map(|_| pattern()).collect();
        let expected: u64 = top.iter().map(|&a| bottom.iter().filter(|&&b| a & b == 0).count() as u64).sum();
        assert!(expected > 0);
        for kernel in Kernel::available() {
            let counted = count_disjoint(&[&top], &[&bottom], bits, kernel, &mut scratch);
            assert_eq!(counted, expected, "{tops} x {bottoms}, {bits} bits, {kernel:?}");
            assert_eq!(count_disjoint(&[&bottom], &[&top], bits, kernel, &mut scratch), expected, "{kernel:?}");
            // In parts, as an odd board's blocks of half-boards come.
            let (top_parts, bottom_parts): (Vec<&[u64]>, Vec<&[u64]>) =
                (top.chunks(512).collect(), bottom.chunks(100).collect());
            assert_eq!(count_disjoint(&top_parts, &bottom_parts, bits, kernel, &mut scratch), expected, "{kernel:?}");
        }
    }
}

#[test]
fn every_kernel_gives_every_unit_the_same_count() {
    let kernels = Kernel::available();
    for n in [12usize, 13, 15] {
        let mut scratches: Vec<JoinScratch> = kernels.iter().map(|&kernel| JoinScratch::with_kernel(kernel)).collect();
        for unit in join_units(n).unwrap() {
            let counts: Vec<JoinCount> =
                scratches.iter_mut().map(|scratch| count_join_unit_with(n, unit, scratch)).collect();
            assert!(counts.iter().all(|count| *count == counts[0]), "n = {n}, {unit:?}: {kernels:?} gave {counts:?}");
        }
    }
}

#[test]
fn the_quarters_join_lists_every_top_half_board_of_a_column_set_once() {
    for n in [0usize, 2, 4, 6, 8, 10, 12] {
        let board = Board::new(n, None);
        let mut quarters = quarters::QuarterTables::default();
        let (mut found, mut blocks, mut halves) = (Vec::new(), Blocks::default(), Halves::default());
        let mut groups = 0;
        for columns in 0u32..1 << n {
            if columns.count_ones() as usize != n / 2 {
                continue;
            }
            let (mut joined, mut len) = (Vec::new(), 0);
            quarters.prepare(&board, &[columns & board.outer]);
            quarters.list_group(&board, columns, &mut joined, &mut len);
            let mut joined = joined[..len].to_vec();
            joined.sort_unstable();
            // The same half-boards by the row-by-row search, which the odd boards still use.
            blocks.clear();
            list_halves(&board, columns & board.outer, Side::Top, &mut found, &mut blocks, &mut halves);
            let mut searched = halves.group(&blocks, board.inner_key(columns)).concat();
            searched.sort_unstable();
            assert_eq!(joined, searched, "n = {n}, columns {columns:b}");
            groups += usize::from(!joined.is_empty());
        }
        assert!(n < 4 || groups > 0, "n = {n}");
    }
}

#[test]
fn an_even_count_is_the_same_when_each_unit_rebuilds_its_quarter_tables() {
    // Every pattern of a left quarter's outer columns has its table: 2^((n - 10) / 2) of them.
    for (n, patterns) in [(10, 1), (12, 2), (14, 4), (16, 8)] {
        let (mut keeping, mut letting_go) = (JoinScratch::default(), JoinScratch::default());
        letting_go.quarters.kept_bytes = 0;
        for unit in join_units(n).unwrap() {
            let kept = count_join_unit_with(n, unit, &mut keeping);
            assert_eq!(count_join_unit_with(n, unit, &mut letting_go), kept, "n = {n}, {unit:?}");
            assert!(letting_go.quarters.len() <= 4, "n = {n}: only the unit's own tables stay");
        }
        assert_eq!(keeping.quarters.len(), patterns, "n = {n}: every table stays within the budget");
    }
}
