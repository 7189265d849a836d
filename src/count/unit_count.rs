//! What a unit of a count, or a sum of units, contributes: the totals the plan's units, the inside search,
//! the GPU's tasks and a whole count all add up, and the unique solutions of a whole count from them.

use super::join;
use super::plan::Method;
use serde::Serialize;

/// What one unit, or a sum of units, contributes to the count.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct UnitCount {
    /// Solutions, each frame already multiplied by the size of its orbit.
    pub solutions: u64,
    /// Solutions up to rotation and reflection, by the frames (0 by the join: [`UnitCount::whole_unique`]).
    pub unique: u64,
    /// By the join's turn units, the solutions a half turn fixes plus twice those a quarter turn fixes
    /// (Burnside's terms besides the total); 0 by the frames.
    pub fixed: u64,
    /// Queens placed by the searches (not comparable with the plain search's node count).
    pub nodes: u64,
}

impl UnitCount {
    /// The sum of two counts, or `None` when a total does not fit 64 bits (a whole count of n >= 29 would
    /// not: n = 29 has about 2.6 x 10^19 solutions).
    pub fn checked_add(self, other: UnitCount) -> Option<UnitCount> {
        Some(UnitCount {
            solutions: self.solutions.checked_add(other.solutions)?,
            unique: self.unique.checked_add(other.unique)?,
            fixed: self.fixed.checked_add(other.fixed)?,
            nodes: self.nodes.checked_add(other.nodes)?,
        })
    }

    /// The unique solutions of a whole count of the `n` x `n` board by `method` whose units sum to `self`:
    /// the frames' sum of `unique`, or by the join [`join::unique_from`] its solutions and `fixed`. None
    /// when the join's sums give no whole number (a part of the units, or wrong counts).
    pub fn whole_unique(&self, n: usize, method: Method) -> Option<u64> {
        match method {
            Method::Frames => Some(self.unique),
            Method::Join => join::unique_from(n, self.solutions, self.fixed),
        }
    }

    /// The sum of `counts`, in their order, or `None` when a total does not fit 64 bits.
    pub fn checked_sum(counts: impl IntoIterator<Item = UnitCount>) -> Option<UnitCount> {
        counts.into_iter().try_fold(UnitCount::default(), UnitCount::checked_add)
    }
}

impl std::ops::Add for UnitCount {
    type Output = UnitCount;
    fn add(self, other: UnitCount) -> UnitCount {
        UnitCount {
            solutions: self.solutions + other.solutions,
            unique: self.unique + other.unique,
            fixed: self.fixed + other.fixed,
            nodes: self.nodes + other.nodes,
        }
    }
}

impl std::iter::Sum for UnitCount {
    fn sum<I: Iterator<Item = UnitCount>>(iter: I) -> UnitCount {
        iter.fold(UnitCount::default(), |total, part| total + part)
    }
}
