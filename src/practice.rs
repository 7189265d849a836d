//! The article's exercises, answered by running the core: corner queens, the first solution for n = 4, and the
//! mirror trick (with the middle column of an odd board doubled by mistake, to show what goes wrong).
//!
//! The corner and mirror answers rest on one tally: every solution listed by a bitmask search and filed by
//! the column of its first row's queen. The full totals they are compared with come from the fast counter
//! (`crate::count`), a different algorithm, and the first solution from the stepping search itself.

use crate::count::Plan;
use crate::search::{Options, Search};
use crate::{MAX_SIZE, SizeError};
use serde::Serialize;

/// The largest board the exercises list every solution of: 365,596 solutions at 14, so an answer comes
/// back at once in the page; 15 lists six times as many.
pub const PRACTICE_MAX: usize = 14;

/// The first solution the article says the search finds for n = 4 (exercise 1).
pub const ARTICLE_FIRST_SOLUTION: [usize; 4] = [1, 3, 0, 2];

/// The even sizes the article asks the mirror trick to be checked on (exercise 4).
pub const MIRROR_EVEN_SIZES: [usize; 3] = [8, 10, 12];

/// Odd sizes on which the mistake of doubling the middle column is shown.
pub const MIRROR_ODD_SIZES: [usize; 5] = [5, 7, 9, 11, 13];

#[derive(Clone, Debug, PartialEq, Eq)]
/// Why an exercise was refused.
pub enum PracticeError {
    /// A board too small for the exercise.
    TooSmall {
        /// The size asked for.
        n: usize,
    },
    /// A board too large for the exercise.
    TooLarge {
        /// The size asked for.
        n: usize,
        /// The largest the exercise takes.
        max: usize,
    },
}

impl std::fmt::Display for PracticeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PracticeError::TooSmall { n } => write!(f, "board size {n} is too small: the exercises start at 1"),
            PracticeError::TooLarge { n, max } => {
                write!(f, "board size {n} is too large for the exercises: the largest is {max}")
            }
        }
    }
}

impl std::error::Error for PracticeError {}

fn check_practice_size(n: usize) -> Result<usize, PracticeError> {
    match n {
        0 => Err(PracticeError::TooSmall { n }),
        n if n > PRACTICE_MAX => Err(PracticeError::TooLarge { n, max: PRACTICE_MAX }),
        n => Ok(n),
    }
}

/// Every solution of one board, filed by the column of the first row's queen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FirstRowTally {
    /// The board size.
    pub n: usize,
    /// `by_first_column[c]`: the solutions whose first row's queen stands in column c.
    pub by_first_column: Vec<u64>,
    /// Of those, the ones with a queen on one of the four corner squares.
    pub with_corner_by_first_column: Vec<u64>,
}

impl FirstRowTally {
    /// Lists every solution of the n x n board (1 <= n <= [`PRACTICE_MAX`]).
    pub fn new(n: usize) -> Result<FirstRowTally, PracticeError> {
        let n = check_practice_size(n)?;
        let all = (1u32 << n) - 1;
        let corners = 1 | 1 << (n - 1);
        let mut tally = FirstRowTally { n, by_first_column: vec![0; n], with_corner_by_first_column: vec![0; n] };
        for first in 0..n {
            let queen = 1u32 << first;
            let first_in_corner = queen & corners != 0;
            let (solutions, last_in_corner) = complete(all, corners, n - 1, queen, queen << 1, queen >> 1);
            tally.by_first_column[first] = solutions;
            // A board of one row has one square, which is every corner at once.
            tally.with_corner_by_first_column[first] =
                if first_in_corner || n == 1 { solutions } else { last_in_corner };
        }
        Ok(tally)
    }

    /// Every solution of the board.
    pub fn solutions(&self) -> u64 {
        self.by_first_column.iter().sum()
    }
}

/// Fills the last `rows` rows below queens that attack `columns`, `down` and `up` in the first of them;
/// returns the completions and how many of them end with the last row's queen on a corner (`corners`).
fn complete(all: u32, corners: u32, rows: usize, columns: u32, down: u32, up: u32) -> (u64, u64) {
    let free = all & !(columns | down | up);
    match rows {
        0 => (1, 0),
        1 => (u64::from(free.count_ones()), u64::from((free & corners).count_ones())),
        _ => {
            let (mut solutions, mut in_corner) = (0, 0);
            let mut left = free;
            while left != 0 {
                let queen = left & left.wrapping_neg();
                left ^= queen;
                let (s, c) = complete(all, corners, rows - 1, columns | queen, (down | queen) << 1, (up | queen) >> 1);
                solutions += s;
                in_corner += c;
            }
            (solutions, in_corner)
        }
    }
}

/// Exercise 3: how many solutions have a queen on a corner square.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CornerAnswer {
    /// The board size.
    pub n: usize,
    /// Every solution of the board.
    pub solutions: u64,
    /// Solutions with a queen on any of the four corners.
    pub with_corner_queen: u64,
    /// Solutions with a queen on the top left corner, (0, 0).
    pub with_top_left_queen: u64,
}

/// Exercise 3 answered for the n x n board (1 <= n <= [`PRACTICE_MAX`]).
pub fn corner_answer(n: usize) -> Result<CornerAnswer, PracticeError> {
    let tally = FirstRowTally::new(n)?;
    Ok(CornerAnswer {
        n,
        solutions: tally.solutions(),
        with_corner_queen: tally.with_corner_by_first_column.iter().sum(),
        with_top_left_queen: tally.by_first_column[0],
    })
}

/// Exercise 1: the stepping search stopped at its first solution.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FirstSolutionAnswer {
    /// The board size.
    pub n: usize,
    /// `None` when the board has no solution.
    pub columns: Option<Vec<usize>>,
    /// Steps the search took to get there (or to finish, when there is none).
    pub steps: u64,
}

/// Runs the stepping search of the n x n board (n <= [`MAX_SIZE`]) to its first solution.
pub fn first_solution(n: usize) -> Result<FirstSolutionAnswer, SizeError> {
    let mut search = Search::with_options(n, Options { first_solution_only: true, mirror: false })?;
    let steps = search.run_to_solution(u64::MAX);
    let columns = search.at_solution().then(|| search.queen_columns().collect());
    Ok(FirstSolutionAnswer { n, columns, steps })
}

/// Exercise 4: the mirror trick against the full count, and the total an odd board gives when its middle
/// column is doubled like the others.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MirrorAnswer {
    /// The board size.
    pub n: usize,
    /// Solutions with the first row's queen left of the middle.
    pub left_half: u64,
    /// Solutions with the first row's queen in the middle column (`None` for an even n, which has none).
    pub middle: Option<u64>,
    /// `2 × left_half + middle`: each left solution stands for itself and its mirror image.
    pub mirrored: u64,
    /// `2 × (left_half + middle)`: the middle column doubled too, as if its solutions had mirrors elsewhere.
    pub middle_doubled: u64,
    /// Every solution, from the fast counter.
    pub full: u64,
}

/// Exercise 4 answered for the n x n board (1 <= n <= [`PRACTICE_MAX`]).
pub fn mirror_answer(n: usize) -> Result<MirrorAnswer, PracticeError> {
    let tally = FirstRowTally::new(n)?;
    let left_half: u64 = tally.by_first_column[..n / 2].iter().sum();
    let middle = (n % 2 == 1).then(|| tally.by_first_column[n / 2]);
    let middle_count = middle.unwrap_or(0);
    let plan = Plan::new(n).map_err(|_| PracticeError::TooLarge { n, max: MAX_SIZE })?;
    Ok(MirrorAnswer {
        n,
        left_half,
        middle,
        mirrored: 2 * left_half + middle_count,
        middle_doubled: 2 * (left_half + middle_count),
        full: plan.count_units(0, plan.len()).solutions,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_outside_the_exercises_are_refused_with_a_reason() {
        assert_eq!(FirstRowTally::new(0), Err(PracticeError::TooSmall { n: 0 }));
        let too_large = FirstRowTally::new(PRACTICE_MAX + 1).unwrap_err();
        assert_eq!(too_large, PracticeError::TooLarge { n: PRACTICE_MAX + 1, max: PRACTICE_MAX });
        assert!(too_large.to_string().contains("largest is 14"), "{too_large}");
        assert!(mirror_answer(40).is_err());
        assert!(corner_answer(usize::MAX).is_err());
    }

    #[test]
    fn one_square_is_every_corner() {
        let answer = corner_answer(1).unwrap();
        assert_eq!((answer.solutions, answer.with_corner_queen, answer.with_top_left_queen), (1, 1, 1));
    }
}
