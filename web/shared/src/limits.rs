//! The page's limits: what it offers (the boundary's policy, read by the page through `limits()`), as
//! opposed to the core's own limits, which are the algorithms'.

use nqueens_core::construct;

/// The sizes the page lets a person watch step by step: from 21 on, a run to the end would take days.
pub const WATCH_MIN: usize = 1;
/// The largest size the page lets a person watch step by step.
pub const WATCH_MAX: usize = 20;

/// The sizes the page's fast count takes: up to 24, the total of every range of units it sums stays below
/// 2^53, exact as a JavaScript number.
pub const COUNT_MIN: usize = 1;
/// The largest size the page's fast count takes.
pub const COUNT_MAX: usize = 24;

/// The largest size the page's workers count by the join: each worker holds one unit at a time, within the
/// core's `join::MOST_UNIT_BYTES` (256 MB), which the benchmark phase checks unit by unit up to n = 20 as a
/// worker counts them (docs/fast-counter.md, "Memory"). The core's join goes on natively to
/// `join::MAX_JOIN_SIZE`; the page counts larger sizes by frames.
pub const JOIN_IN_WORKERS_MAX: usize = 20;

/// The sizes the page constructs a solution for: the construction's own limit.
pub const CONSTRUCT_MIN: usize = 1;
/// The largest size the page constructs a solution for.
pub const CONSTRUCT_MAX: usize = construct::LARGEST_PRACTICAL_SIZE;
