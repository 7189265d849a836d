//! Tests of the article's exercises (src/practice.rs) against independent computations: every permutation
//! checked whole for small boards, the published totals, and the stepping search's own mirror option.

use nqueens_core::known;
use nqueens_core::practice::{
    ARTICLE_FIRST_SOLUTION, FirstRowTally, MIRROR_EVEN_SIZES, MIRROR_ODD_SIZES, PRACTICE_MAX, PracticeError,
    corner_answer, first_solution, mirror_answer,
};
use nqueens_core::search::{Options, Search};

/// Every solution of the n x n board in lexicographic order, by checking all n! column permutations whole.
fn brute_force_solutions(n: usize) -> Vec<Vec<usize>> {
    fn extend(n: usize, columns: &mut Vec<usize>, used: &mut Vec<bool>, found: &mut Vec<Vec<usize>>) {
        if columns.len() == n {
            let safe = (0..n).all(|a| (a + 1..n).all(|b| columns[a].abs_diff(columns[b]) != b - a));
            if safe {
                found.push(columns.clone());
            }
            return;
        }
        for col in 0..n {
            if !used[col] {
                used[col] = true;
                columns.push(col);
                extend(n, columns, used, found);
                columns.pop();
                used[col] = false;
            }
        }
    }
    let mut found = Vec::new();
    extend(n, &mut Vec::new(), &mut vec![false; n], &mut found);
    found
}

fn has_corner_queen(columns: &[usize]) -> bool {
    let last = columns.len() - 1;
    [columns[0], columns[last]].iter().any(|&col| col == 0 || col == last)
}

fn published(n: usize) -> u64 {
    known::for_size(n).unwrap().solutions
}

#[test]
fn the_tally_files_every_solution_by_its_first_column_as_brute_force_does() {
    for n in 1..=9 {
        let solutions = brute_force_solutions(n);
        let tally = FirstRowTally::new(n).unwrap();
        let mut by_first = vec![0u64; n];
        let mut with_corner = vec![0u64; n];
        for columns in &solutions {
            by_first[columns[0]] += 1;
            with_corner[columns[0]] += u64::from(has_corner_queen(columns));
        }
        assert_eq!(tally.by_first_column, by_first, "n = {n}");
        assert_eq!(tally.with_corner_by_first_column, with_corner, "n = {n}");
    }
}

#[test]
fn the_tally_finds_the_published_totals_up_to_the_exercises_limit() {
    for n in 1..=PRACTICE_MAX {
        assert_eq!(FirstRowTally::new(n).unwrap().solutions(), published(n), "n = {n}");
    }
}

#[test]
fn corner_counts_match_brute_force() {
    for n in 1..=9 {
        let solutions = brute_force_solutions(n);
        let answer = corner_answer(n).unwrap();
        assert_eq!(answer.solutions, solutions.len() as u64, "n = {n}");
        assert_eq!(
            answer.with_corner_queen,
            solutions.iter().filter(|s| has_corner_queen(s)).count() as u64,
            "n = {n}"
        );
        assert_eq!(answer.with_top_left_queen, solutions.iter().filter(|s| s[0] == 0).count() as u64, "n = {n}");
    }
    // The eight queens, counted by a separate brute force over the 40,320 permutations: 16 solutions have a
    // queen on a corner, 4 on a1.
    let eight = corner_answer(8).unwrap();
    assert_eq!((eight.solutions, eight.with_corner_queen, eight.with_top_left_queen), (92, 16, 4));
}

#[test]
fn at_most_one_corner_is_taken_so_the_corners_share_the_count_equally() {
    // Two corners share a row, a column or a long diagonal, so no solution has two corner queens, and the
    // board's symmetries carry a1 to each other corner: four times the a1 count, counted independently.
    for n in 2..=PRACTICE_MAX {
        let answer = corner_answer(n).unwrap();
        assert_eq!(answer.with_corner_queen, 4 * answer.with_top_left_queen, "n = {n}");
    }
}

#[test]
fn the_first_solution_for_four_is_the_articles_and_the_smallest_permutation() {
    let four = first_solution(4).unwrap();
    assert_eq!(four.columns.as_deref(), Some(&ARTICLE_FIRST_SOLUTION[..]));
    // Counted by hand for n = 4: 8 placements, 18 rejections, 4 queens lifted, then the solution.
    assert_eq!(four.steps, 31);
    for n in 1..=9 {
        let expected = brute_force_solutions(n).into_iter().next();
        assert_eq!(first_solution(n).unwrap().columns, expected, "n = {n}");
    }
    assert_eq!(first_solution(3).unwrap().columns, None);
    assert!(first_solution(33).is_err());
}

#[test]
fn the_mirror_trick_matches_the_full_count_for_even_boards() {
    for n in MIRROR_EVEN_SIZES.into_iter().chain([2, 4, 6, 14]) {
        let answer = mirror_answer(n).unwrap();
        assert_eq!(answer.middle, None, "n = {n}");
        assert_eq!(answer.full, published(n), "n = {n}");
        assert_eq!(answer.mirrored, published(n), "n = {n}");
        assert_eq!(answer.middle_doubled, answer.mirrored, "n = {n}");
        assert_eq!(2 * answer.left_half, answer.full, "n = {n}");
    }
    let [eight, ten, twelve] = MIRROR_EVEN_SIZES.map(|n| mirror_answer(n).unwrap().left_half);
    assert_eq!((eight, ten, twelve), (46, 362, 7_100));
}

#[test]
fn doubling_the_middle_column_overcounts_odd_boards_by_its_solutions() {
    for n in MIRROR_ODD_SIZES.into_iter().chain([1, 3]) {
        let answer = mirror_answer(n).unwrap();
        let solutions = if n <= 9 { brute_force_solutions(n) } else { Vec::new() };
        let middle = answer.middle.unwrap();
        if n <= 9 {
            assert_eq!(middle, solutions.iter().filter(|s| s[0] == n / 2).count() as u64, "n = {n}");
            assert_eq!(answer.left_half, solutions.iter().filter(|s| s[0] < n / 2).count() as u64, "n = {n}");
        }
        assert_eq!(answer.full, published(n), "n = {n}");
        assert_eq!(answer.mirrored, published(n), "n = {n}");
        assert_eq!(answer.middle_doubled, published(n) + middle, "n = {n}");
    }
    // The stepping search's own mirror option (which counts the middle once) agrees.
    for n in MIRROR_ODD_SIZES {
        let mut search = Search::with_options(n, Options { first_solution_only: false, mirror: true }).unwrap();
        search.run_to_end();
        assert_eq!(search.counters().solutions, mirror_answer(n).unwrap().mirrored, "n = {n}");
    }
    // n = 9 by first column: 28, 30, 47, 44 | 54 | 44, 47, 30, 28.
    let nine = mirror_answer(9).unwrap();
    assert_eq!((nine.left_half, nine.middle, nine.middle_doubled, nine.full), (149, Some(54), 406, 352));
}

#[test]
fn refused_sizes_say_why() {
    assert_eq!(corner_answer(0).unwrap_err().to_string(), "board size 0 is too small: the exercises start at 1");
    assert_eq!(mirror_answer(15), Err(PracticeError::TooLarge { n: 15, max: PRACTICE_MAX }));
}
