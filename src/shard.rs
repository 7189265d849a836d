//! Shards of a fast count: the plan's units cut into K contiguous ranges of about equal estimated work, and a
//! fingerprint of the plan so that shard results from different plans are never summed together.
//!
//! A shard is known by (n, index, count) alone: every worker rebuilds the same plan, the same estimates and
//! so the same ranges. The estimate of a unit is a sum, over the inside searches of its frames, of Knuth's
//! random-probe estimate of the search tree's size, the "random" choices drawn from a generator seeded by
//! the unit's index, so it is the same on every machine. See docs/distributed.md for how even the shards
//! come out.

// Shard numbers come from the command line and from files: every sum and product here is checked.
#![deny(clippy::arithmetic_side_effects)]

use crate::count::join;
use crate::count::{Fnv1a, Plan, Unit};

/// Random probes per inside search: a handful per frame is enough, since a unit sums many frames.
const PROBES_PER_INSIDE: u32 = 16;

/// Bumped whenever the estimate or the way ranges are cut changes, so the fingerprint changes with them.
const SHARDING_VERSION: &[u8] = b"nqueens shards v1";

/// The most shards a count may be cut into here: far more than any plan has units (4,315 at n = 32), and
/// few enough that a boundary's arithmetic (estimated work times the number of shards) fits 128 bits.
pub const MOST_SHARDS: u64 = 1 << 32;

/// Why a shard was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShardError {
    /// No shards at all, more than [`MOST_SHARDS`], or an index not below the count.
    OutOfRange {
        /// The shard asked for, counting from 0.
        index: u64,
        /// How many shards there are.
        count: u64,
    },
}

impl std::fmt::Display for ShardError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ShardError::OutOfRange { count: 0, .. } => write!(f, "the number of shards must be at least 1"),
            ShardError::OutOfRange { count, .. } if *count > MOST_SHARDS => {
                write!(f, "a count is cut into at most {MOST_SHARDS} shards, not {count}")
            }
            ShardError::OutOfRange { index, count } => {
                write!(
                    f,
                    "shard {index} does not exist: shards are numbered 0 to {} of {count}",
                    count.saturating_sub(1)
                )
            }
        }
    }
}

impl std::error::Error for ShardError {}

/// A plan with each unit's estimated work: what shard ranges are cut from.
#[derive(Clone, Debug)]
pub struct ShardedPlan {
    plan: Plan,
    /// `cumulative[i]` is the estimated work of units `0..i`; one more entry than units.
    cumulative: Vec<u128>,
    fingerprint: u64,
}

impl ShardedPlan {
    /// Estimates every unit of `plan` (a fraction of a second at n = 20; at n = 32 most of a minute of one
    /// core, shared among the current thread pool's threads natively).
    pub fn new(plan: Plan) -> ShardedPlan {
        ShardedPlan::watched(plan, &|| {})
    }

    /// [`ShardedPlan::new`], calling `estimated` once each unit's estimate is made (from any of the pool's
    /// threads): the progress of a long estimate.
    pub fn watched(plan: Plan, estimated: &(dyn Fn() + Sync)) -> ShardedPlan {
        let estimate = |index: usize| {
            let work = estimated_work(&plan, index);
            estimated();
            work
        };
        #[cfg(not(target_arch = "wasm32"))]
        let estimates: Vec<u64> = {
            use rayon::prelude::*;
            (0..plan.len()).into_par_iter().map(estimate).collect()
        };
        #[cfg(target_arch = "wasm32")]
        let estimates: Vec<u64> = (0..plan.len()).map(estimate).collect();
        let mut cumulative = Vec::with_capacity(estimates.len().saturating_add(1));
        let mut sum = 0u128;
        cumulative.push(sum);
        for &estimate in &estimates {
            // At most 2^64 a unit, for fewer than 2^32 units: the sum fits 96 bits.
            sum = sum.saturating_add(u128::from(estimate));
            cumulative.push(sum);
        }
        let fingerprint = fingerprint(&plan, &estimates);
        ShardedPlan { plan, cumulative, fingerprint }
    }

    /// The plan the shards cut.
    pub fn plan(&self) -> &Plan {
        &self.plan
    }

    /// The plan's fingerprint: FNV-1a (64 bits) of the sharding version, n, and each unit's description and
    /// estimated work, so that it changes whenever the units or the way they are shared out do.
    pub fn fingerprint(&self) -> u64 {
        self.fingerprint
    }

    /// The fingerprint as it is printed: 16 lower-case hex digits.
    pub fn fingerprint_hex(&self) -> String {
        format!("{:016x}", self.fingerprint)
    }

    /// The estimated work of units `start..end` (0 for a range that runs backwards; the range is clipped
    /// to the plan).
    pub fn estimated_work(&self, start: usize, end: usize) -> u128 {
        let at = |unit: usize| self.cumulative.get(unit).or(self.cumulative.last()).copied().unwrap_or(0);
        at(end).saturating_sub(at(start))
    }

    /// The units `[start, end)` of shard `index` of `count`: the boundary between shards k - 1 and k is the
    /// unit boundary whose estimated work before it is nearest k / count of the total. The ranges of shards
    /// 0..count are contiguous, in order and cover every unit once; a shard may be empty when there are
    /// more shards than units.
    pub fn shard_range(&self, index: u64, count: u64) -> Result<(usize, usize), ShardError> {
        if index >= count || count > MOST_SHARDS {
            return Err(ShardError::OutOfRange { index, count });
        }
        // index < count, so index + 1 <= count.
        Ok((self.boundary(index, count), self.boundary(index.saturating_add(1), count)))
    }

    /// The first unit of shard `k` of `count` (`k = count` gives the number of units).
    fn boundary(&self, k: u64, count: u64) -> usize {
        let units = self.plan.len();
        if k == 0 {
            return 0;
        }
        if k >= count {
            return units;
        }
        // Compared times `count`, in integers: the target k / count of the total is then exact. The work
        // fits 96 bits and count at most 2^32, so no product saturates.
        let work = |i: usize| self.cumulative.get(i).copied().unwrap_or(0);
        let target = work(units).saturating_mul(u128::from(k));
        let scaled = |i: usize| work(i).saturating_mul(u128::from(count));
        // Every unit weighs at least 1, so 0 < target <= scaled(units): the first boundary at or past
        // the target is one of units 1..=units, and the boundary just before it is below the target.
        let after = self.cumulative.partition_point(|&work| work.saturating_mul(u128::from(count)) < target).max(1);
        let before = after.saturating_sub(1);
        if target.saturating_sub(scaled(before)) <= scaled(after).saturating_sub(target) { before } else { after }
    }
}

/// A unit's estimated work, at least 1: for a join unit, `join::estimated_work`; for a frame unit, the expected number of queens its inside searches place, by random
/// probes (Knuth, "Estimating the efficiency of backtrack programs", 1975), seeded by the unit's index; 1 for an
/// index past the plan's end.
pub fn estimated_work(plan: &Plan, index: usize) -> u64 {
    let mut random = SplitMix64(index as u64);
    let Some(&unit) = plan.units().get(index) else {
        return 1;
    };
    let mut choose =
        |choices: u32| u32::try_from(random.next().checked_rem(u64::from(choices)).unwrap_or(0)).unwrap_or(0);
    match unit {
        Unit::Join(unit) => return join::estimated_work(plan.n(), unit, &mut choose),
        Unit::JoinTurn(unit) => return join::estimated_turn_work(plan.n(), unit, &mut choose),
        _ => {}
    }
    let mut total = 0u128;
    plan.for_each_inside(index, &mut |open, steps| {
        let probes = (0..PROBES_PER_INSIDE).map(|_| probe(open, steps, &mut random)).fold(0u128, u128::saturating_add);
        total = total.saturating_add(probes.checked_div(u128::from(PROBES_PER_INSIDE)).unwrap_or(0));
    });
    u64::try_from(total).unwrap_or(u64::MAX).max(1)
}

/// One random path down an inside search (`open` and `steps` as `Plan::for_each_inside` gives them): the
/// sum over its levels of the product of the branching met so far, an unbiased estimate of the tree's size.
fn probe(open: &[u32], steps: &[u32], random: &mut SplitMix64) -> u128 {
    let (mut columns, mut down, mut up) = (0u32, 0u32, 0u32);
    let mut paths = 1u128;
    let mut estimate = 0u128;
    for (level, &open_squares) in open.iter().enumerate() {
        let free = open_squares & !(columns | down | up);
        let choices = free.count_ones();
        if choices == 0 {
            break;
        }
        paths = paths.saturating_mul(u128::from(choices));
        estimate = estimate.saturating_add(paths);
        let mut queen = free;
        // choices >= 1 (above), and `queen` keeps at least one bit while fewer than `choices` are cleared.
        for _ in 0..random.next().checked_rem(u64::from(choices)).unwrap_or(0) {
            queen &= queen.wrapping_sub(1);
        }
        let queen = queen & queen.wrapping_neg();
        let step = steps.get(level.saturating_add(1)).copied().unwrap_or(1);
        columns |= queen;
        down = (down | queen).checked_shl(step).unwrap_or(0);
        up = (up | queen).checked_shr(step).unwrap_or(0);
    }
    estimate
}

/// Vigna's SplitMix64: tiny, and the same sequence on every platform.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// FNV-1a (64 bits) over the sharding version, the plan's own fingerprint (`Plan::fingerprint`: n and
/// every unit's description) and each unit's estimated work, integers little-endian.
fn fingerprint(plan: &Plan, estimates: &[u64]) -> u64 {
    let mut hash = Fnv1a::new();
    hash.write(SHARDING_VERSION);
    hash.write(&plan.fingerprint().to_le_bytes());
    for estimate in estimates {
        hash.write(&estimate.to_le_bytes());
    }
    hash.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_probe_of_a_single_open_line_counts_its_squares() {
        let mut random = SplitMix64(7);
        assert_eq!(probe(&[0b1011], &[0], &mut random), 3);
        assert_eq!(probe(&[0], &[0], &mut random), 0);
    }
}
