//! Brute force as the article writes it first: every permutation of the columns in lexicographic order, each checked whole.
//!
//! One step checks one permutation, comparing its queens pair by pair (rows (0, 1), (0, 2), …, (1, 2), …)
//! until two share a diagonal, like `is_safe_arrangement`. Stepping back needs no history either: the
//! previous permutation is the lexicographic predecessor, and the checks a permutation cost are recounted.

use crate::{MAX_SIZE, SizeError, check_size};
use serde::Serialize;

/// One step of the brute-force count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "lowercase")]
pub enum BruteEvent {
    /// Permutation number `number` (from 1) was checked: `clash` holds the first two rows found on one
    /// diagonal; without a clash the board is solution number `solution`.
    Permutation {
        /// Which permutation this is, counting from 1.
        number: u64,
        /// The permutation: row r's queen in column `columns[r]`.
        columns: Vec<usize>,
        #[serde(skip_serializing_if = "Option::is_none")]
        /// The first two rows found on one diagonal, or `None` for a solution.
        clash: Option<[usize; 2]>,
        #[serde(skip_serializing_if = "Option::is_none")]
        /// The solution's number, counting from 1, when there was no clash.
        solution: Option<u64>,
    },
    /// Every permutation has been checked.
    Done,
}

/// The brute-force counters, exact after every step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct BruteCounters {
    /// Steps taken: one a permutation, and one for the end.
    pub steps: u64,
    /// Permutations checked.
    pub permutations: u64,
    /// Pairs of queens compared.
    pub checks: u64,
    /// Permutations without a clash.
    pub solutions: u64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
/// Brute force over every permutation of the columns, one permutation a step, stepped back exactly.
pub struct BruteForce {
    n: usize,
    /// The permutation checked last (the identity before the first step).
    columns: [u8; MAX_SIZE],
    permutations: u64,
    checks: u64,
    solutions: u64,
    finished: bool,
}

impl BruteForce {
    /// Brute force on the n x n board (n <= [`MAX_SIZE`]), before its first permutation.
    pub fn new(n: usize) -> Result<BruteForce, SizeError> {
        check_size(n)?;
        let mut brute =
            BruteForce { n, columns: [0; MAX_SIZE], permutations: 0, checks: 0, solutions: 0, finished: false };
        brute.reset();
        Ok(brute)
    }

    /// The board size n.
    pub fn size(&self) -> usize {
        self.n
    }

    /// Steps taken so far.
    pub fn steps(&self) -> u64 {
        self.permutations + u64::from(self.finished)
    }

    /// Every counter, exact after every step.
    pub fn counters(&self) -> BruteCounters {
        BruteCounters {
            steps: self.steps(),
            permutations: self.permutations,
            checks: self.checks,
            solutions: self.solutions,
        }
    }

    /// True once every permutation has been checked.
    pub fn is_done(&self) -> bool {
        self.finished
    }

    /// The permutation checked last, row 0 first (the identity before the first step).
    pub fn columns(&self) -> impl ExactSizeIterator<Item = usize> + '_ {
        self.columns[..self.n].iter().map(|&col| col as usize)
    }

    /// Checks the next permutation, or finishes; once done every call returns `Done` and changes nothing.
    pub fn step(&mut self) -> BruteEvent {
        self.advance();
        self.last_event().expect("a state after a step always has a last event")
    }

    /// Advances up to `max_steps` steps; returns how many were taken.
    pub fn run(&mut self, max_steps: u64) -> u64 {
        let start = self.steps();
        while self.steps() - start < max_steps && self.advance() {}
        self.steps() - start
    }

    /// Checks permutations until just after the next solution, the end, or `max_steps` steps, whichever
    /// comes first; returns the steps taken. [`BruteForce::at_solution`] tells whether it found one.
    pub fn run_to_solution(&mut self, max_steps: u64) -> u64 {
        let (start, found) = (self.steps(), self.solutions);
        while self.steps() - start < max_steps && self.solutions == found && self.advance() {}
        self.steps() - start
    }

    /// Runs to the end; returns the steps taken.
    pub fn run_to_end(&mut self) -> u64 {
        self.run(u64::MAX)
    }

    /// Moves to step number `target` (or to the end, if there are fewer), forward or backward, whichever way
    /// is fewer steps.
    pub fn seek(&mut self, target: u64) {
        let steps = self.steps();
        if target >= steps {
            self.run(target - steps);
        } else if target < steps - target {
            self.reset();
            self.run(target);
        } else {
            while self.steps() > target && self.step_back() {}
        }
    }

    /// Back to step 0, the same size.
    pub fn reset(&mut self) {
        for (col, slot) in self.columns.iter_mut().enumerate() {
            *slot = col as u8;
        }
        (self.permutations, self.checks, self.solutions, self.finished) = (0, 0, 0, false);
    }

    /// True right after a step that checked a solution.
    pub fn at_solution(&self) -> bool {
        !self.finished && self.permutations > 0 && self.check().0.is_none()
    }

    /// The event that produced the current state, or `None` at step 0.
    pub fn last_event(&self) -> Option<BruteEvent> {
        if self.finished {
            return Some(BruteEvent::Done);
        }
        (self.permutations > 0).then(|| {
            let (clash, _) = self.check();
            BruteEvent::Permutation {
                number: self.permutations,
                columns: self.columns().collect(),
                clash,
                solution: clash.is_none().then_some(self.solutions),
            }
        })
    }

    /// Undoes the last step exactly; `false` (and no change) at step 0.
    pub fn step_back(&mut self) -> bool {
        if self.finished {
            self.finished = false;
            return true;
        }
        if self.permutations == 0 {
            return false;
        }
        let (clash, checks) = self.check();
        self.checks -= checks;
        self.solutions -= u64::from(clash.is_none());
        self.permutations -= 1;
        if self.permutations > 0 {
            let went_back = previous_permutation(&mut self.columns[..self.n]);
            debug_assert!(went_back, "only the first permutation has no predecessor");
        }
        true
    }

    fn advance(&mut self) -> bool {
        if self.finished {
            return false;
        }
        if self.permutations > 0 && !next_permutation(&mut self.columns[..self.n]) {
            self.finished = true;
            return true;
        }
        self.permutations += 1;
        let (clash, checks) = self.check();
        self.checks += checks;
        self.solutions += u64::from(clash.is_none());
        true
    }

    /// The first pair of rows of the current permutation on one diagonal, and the pairs compared to find it.
    fn check(&self) -> (Option<[usize; 2]>, u64) {
        let columns = &self.columns[..self.n];
        let mut checks = 0;
        for upper in 0..columns.len() {
            for lower in upper + 1..columns.len() {
                checks += 1;
                if lower - upper == columns[lower].abs_diff(columns[upper]) as usize {
                    return (Some([upper, lower]), checks);
                }
            }
        }
        (None, checks)
    }
}

/// Rearranges `items` into the next permutation in lexicographic order; `false` (and no change) at the last.
fn next_permutation(items: &mut [u8]) -> bool {
    let Some(pivot) = (1..items.len()).rev().find(|&i| items[i - 1] < items[i]).map(|i| i - 1) else {
        return false;
    };
    let successor = (pivot + 1..items.len()).rev().find(|&i| items[i] > items[pivot]).expect("items[pivot + 1] is one");
    items.swap(pivot, successor);
    items[pivot + 1..].reverse();
    true
}

/// The inverse of [`next_permutation`]; `false` (and no change) at the first permutation.
fn previous_permutation(items: &mut [u8]) -> bool {
    let Some(pivot) = (1..items.len()).rev().find(|&i| items[i - 1] > items[i]).map(|i| i - 1) else {
        return false;
    };
    let predecessor =
        (pivot + 1..items.len()).rev().find(|&i| items[i] < items[pivot]).expect("items[pivot + 1] is one");
    items.swap(pivot, predecessor);
    items[pivot + 1..].reverse();
    true
}
