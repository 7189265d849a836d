//! The bit-level kernel: fills the lines a frame leaves empty by bitmask search, the counter's hot loop.
//!
//! All of the counter's `unsafe` is in this file. The invariant every `SAFETY:` comment below refers to:
//!
//! > `open` and `steps` have the same length `last + 1`, with `2 <= last <= 31` (the lengths are
//! > checked once on entry, shorter insides return early); the search's levels `0..=last` are written
//! > before the loop, and at the top of the loop the current level `here` lies between the first,
//! > `first`, and the deepest one the loop stands on, `deepest = first + last - 2`.
//!
//! It holds at the start (`here == first`), backing up only lowers `here`, and the search descends
//! (`here += 1`) only when `here < deepest`. So `here + 1` and `here + 2` are written levels too. The
//! compiler cannot see this, so plain indexing checks every access; fixed-size arrays indexed modulo 32
//! cost more still (docs/fast-counter.md, "Bounds checks and `unsafe`"). The levels are reached through
//! a pointer, not an index: WebAssembly then reads every field at a constant offset from one address
//! (docs/fast-counter.md, "WebAssembly vs native"). The one other `unsafe` calls the loop's compilation
//! for processors with `popcnt` and BMI after checking that this processor has them.

use std::mem::MaybeUninit;

/// Counts the ways to fill the rows a frame leaves empty: `open[i]` is the set of columns not ruled out
/// in advance in the i-th row to fill, `steps[i]` (i >= 1) its distance in board rows from the (i-1)-th,
/// whichever way the rows are walked (both diagonals are tracked, so walking up is the mirror image of
/// walking down). Returns (completions, queens placed). Panics if the lengths differ or exceed 32.
///
/// On x86-64 the same loop is compiled a second time with the `popcnt` and BMI instructions and used
/// when the processor has them (checked once per call, a cached flag): the baseline x86-64 target has
/// no population count instruction, and [`two_rows`] needs five. WebAssembly has one of its own.
///
/// Never inlined by LLVM, which then optimises the loop on its own (wasm-opt inlines it back into the
/// frame's count): Chromium ran the WebAssembly count 5 % faster so (docs/fast-counter.md).
#[inline(never)]
pub(super) fn count_inside(open: &[u32], steps: &[u32]) -> (u64, u64) {
    #[cfg(target_arch = "x86_64")]
    {
        if std::is_x86_feature_detected!("popcnt")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("bmi2")
        {
            // SAFETY: the processor was just found to support every feature the function is compiled for.
            return unsafe { count_inside_with_popcnt(open, steps) };
        }
    }
    count_inside_portable(open, steps)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
fn count_inside_with_popcnt(open: &[u32], steps: &[u32]) -> (u64, u64) {
    count_inside_portable(open, steps)
}

/// The number of ways to put one queen in each of the last two rows: `penultimate` and `last` are the
/// squares still free in them, `step` the rows between them. Each queen q of the penultimate row rules
/// out its own column and two diagonals in the last row, three distinct squares, so the pairs number
/// |P| |L| minus, over q in P, the squares of L at q, q << step and q >> step; and those sums are the
/// population counts of L & P, L & P << step and L & P >> step (shifting is one-to-one on P's squares).
/// No branch and no loop over the penultimate row's queens.
#[inline(always)]
fn two_rows(penultimate: u32, last: u32, step: u32) -> u64 {
    u64::from(penultimate.count_ones()) * u64::from(last.count_ones())
        - u64::from((last & penultimate).count_ones())
        - u64::from((last & penultimate << step).count_ones())
        - u64::from((last & penultimate >> step).count_ones())
}

/// One row of the inside as the search sees it: the squares open in it and its step (as in
/// [`count_inside`]), then, while the search is in it, the queens still to try there and the columns and
/// diagonals the rows above it take from it. One array of these rather than an array per field, so that
/// a level is one address.
#[derive(Clone, Copy, Default)]
struct Level {
    open: u32,
    step: u32,
    free: u32,
    columns: u32,
    down: u32,
    up: u32,
}

/// The loop of [`count_inside`], inlined into both of its compilations.
#[inline(always)]
pub(super) fn count_inside_portable(open: &[u32], steps: &[u32]) -> (u64, u64) {
    assert!(open.len() <= 32 && steps.len() == open.len(), "one step per row, at most 32 rows");
    let Some(last) = open.len().checked_sub(1) else { return (1, 0) };
    if last == 0 {
        let completions = u64::from(open[0].count_ones());
        return (completions, completions);
    }
    if last == 1 {
        let completions = two_rows(open[0], open[1], steps[1]);
        // Queens placed as the row-by-row search would place them: none in the first row when the last is blocked.
        let placed = u64::from(open[1] != 0) * u64::from(open[0].count_ones()) + completions;
        return (completions, placed);
    }
    // Only the first `last + 1` levels are ever read (the invariant), and each is written here first.
    let mut levels = [MaybeUninit::<Level>::uninit(); 32];
    for (level, (&open, &step)) in levels.iter_mut().zip(open.iter().zip(steps)) {
        level.write(Level { open, step, ..Level::default() });
    }
    let first = levels.as_mut_ptr().cast::<Level>();
    // SAFETY: last - 2 <= 29 < 32, inside the array.
    let deepest = unsafe { first.add(last - 2) };
    let mut here = first;
    // The current row's queens still to try are kept in a register rather than reloaded from `levels`.
    let mut candidates = open[0];
    let mut completions = 0u64;
    let mut placed = 0u64;
    loop {
        if candidates == 0 {
            if here == first {
                break;
            }
            // SAFETY: first < here <= deepest, so here - 1 is a written level.
            unsafe {
                here = here.sub(1);
                candidates = (*here).free;
            }
            continue;
        }
        let queen = candidates & candidates.wrapping_neg();
        candidates ^= queen;
        placed += 1;
        debug_assert!(first <= here && here <= deepest);
        // SAFETY: first <= here <= deepest = first + last - 2 by the invariant, so here + 2 <= first + last:
        // all three are written levels.
        let (this, next, after) = unsafe { (&*here, &*here.add(1), &*here.add(2)) };
        let next_columns = this.columns | queen;
        let next_down = (this.down | queen) << next.step;
        let next_up = (this.up | queen) >> next.step;
        let next_free = next.open & !(next_columns | next_down | next_up);
        // The row after next, as it is once the next row has its queen: its squares, minus the next queen's.
        let after_free = after.open & !(next_columns | next_down << after.step | next_up >> after.step);
        if here == deepest {
            // The last two rows need no loop: `two_rows` counts their pairs at once.
            let finished = two_rows(next_free, after_free, after.step);
            completions += finished;
            // Counted as the row-by-row search with its look-ahead would: the penultimate row's queens
            // only when the last row is not already blocked, then one queen per completion.
            placed += u64::from(after_free != 0) * u64::from(next_free.count_ones()) + finished;
        } else if next_free != 0 && after_free != 0 {
            // Look-ahead: if the row after next is already blocked, no queen in the next row helps. The
            // frame's masks make such dead rows common; the mask-free baseline rarely meets one, which is
            // why its own loop (`reference::count_full_rows`) does not look ahead.
            // SAFETY: here < deepest, so here and here + 1 <= deepest are written levels.
            unsafe {
                (*here).free = candidates;
                here = here.add(1);
                ((*here).columns, (*here).down, (*here).up) = (next_columns, next_down, next_up);
            }
            candidates = next_free;
        }
    }
    (completions, placed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{construct, known};

    /// Both compilations of the loop, which must agree.
    fn count_both_ways(open: &[u32], steps: &[u32]) -> (u64, u64) {
        let portable = count_inside_portable(open, steps);
        assert_eq!(count_inside(open, steps), portable, "open {open:?}, steps {steps:?}");
        portable
    }

    #[test]
    fn two_rows_agrees_with_trying_every_pair() {
        let mut state = 0x9e37_79b9_u32;
        let mut next_mask = || {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state
        };
        for _ in 0..200 {
            let (penultimate, last) = (next_mask(), next_mask());
            for step in 1..=4 {
                let mut pairs = 0;
                for p in (0..32).filter(|p| penultimate >> p & 1 == 1) {
                    for l in (0..32).filter(|l| last >> l & 1 == 1) {
                        pairs += u64::from(l != p && l != p + step && l + step != p);
                    }
                }
                assert_eq!(two_rows(penultimate, last, step as u32), pairs, "{penultimate:#x} {last:#x} {step}");
            }
        }
    }

    #[test]
    fn an_empty_board_has_the_published_number_of_solutions() {
        for n in 0..=11 {
            let open = vec![crate::count::column_mask(n); n];
            let steps = vec![1; n];
            assert_eq!(count_both_ways(&open, &steps).0, known::for_size(n).unwrap().solutions, "n = {n}");
        }
    }

    #[test]
    fn thirty_two_rows_reach_the_deepest_level() {
        // One open square per row, those of a solution: the only completion fills every level.
        let solution = construct::solution(32).expect("a 32x32 solution");
        let mut open: Vec<u32> = solution.iter().map(|&column| 1 << column).collect();
        let steps = vec![1; 32];
        assert_eq!(count_both_ways(&open, &steps), (1, 32));
        // With the last row's square closed there is none.
        open[31] = 0;
        assert_eq!(count_both_ways(&open, &steps).0, 0);
    }

    #[test]
    #[should_panic(expected = "at most 32 rows")]
    fn more_than_thirty_two_rows_are_refused() {
        count_inside(&[1; 33], &[1; 33]);
    }

    #[test]
    #[should_panic(expected = "one step per row")]
    fn a_step_missing_is_refused() {
        count_inside(&[1; 5], &[1; 4]);
    }
}
