//! The bit-level kernel: fills the lines a frame leaves empty by bitmask search, the counter's hot loop.
//!
//! All of the counter's `unsafe` is in this file. The invariant every `SAFETY:` comment below refers to:
//!
//! > `open` and `steps` have the same length `last + 1`, with `2 <= last <= 31` (the lengths are
//! > checked once on entry, shorter insides return early), and at the top of the search loop
//! > `level + 2 <= last`.
//!
//! It holds at the start (`level == 0`), backing up only lowers `level`, and the search descends
//! (`level += 1`) only when `level + 2 < last`. So `level + 1`, `level + 2` and `last` index `open` and
//! `steps`, and `level <= 29`, before a descent and after it, indexes the 32-entry level arrays. The
//! compiler cannot see this, so plain indexing checks every access; fixed-size arrays indexed modulo 32
//! cost more still (docs/fast-counter.md, "Bounds checks and `unsafe`"). The one other `unsafe` calls the loop's
//! compilation for processors with `popcnt` and BMI after checking that this processor has them.

/// Counts the ways to fill the rows a frame leaves empty: `open[i]` is the set of columns not ruled out
/// in advance in the i-th row to fill, `steps[i]` (i >= 1) its distance in board rows from the (i-1)-th,
/// whichever way the rows are walked (both diagonals are tracked, so walking up is the mirror image of
/// walking down). Returns (completions, queens placed). Panics if the lengths differ or exceed 32.
///
/// On x86-64 the same loop is compiled a second time with the `popcnt` and BMI instructions and used
/// when the processor has them (checked once per call, a cached flag): the baseline x86-64 target has
/// no population count instruction, and [`two_rows`] needs five. WebAssembly has one of its own.
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
    // The rows below `level` keep the queens still to try in `free`; the current row's are in
    // `candidates`, kept in a register rather than reloaded from the array.
    let mut free = [0u32; 32];
    let mut taken_columns = [0u32; 32];
    let mut taken_down = [0u32; 32];
    let mut taken_up = [0u32; 32];
    let mut candidates = open[0];
    let mut completions = 0u64;
    let mut placed = 0u64;
    let mut level = 0usize;
    let open_at = |index: usize| {
        debug_assert!(index < open.len());
        // SAFETY: index is level + 1, level + 2 or last, all <= last < open.len() by the invariant.
        unsafe { *open.get_unchecked(index) }
    };
    let step_at = |index: usize| {
        debug_assert!(index < steps.len());
        // SAFETY: index is level + 1, level + 2 or last, all <= last < steps.len() by the invariant.
        unsafe { *steps.get_unchecked(index) }
    };
    let at = |masks: &[u32; 32], level: usize| {
        debug_assert!(level < 32);
        // SAFETY: level + 2 <= last <= 31 by the invariant, so level < 32.
        unsafe { *masks.get_unchecked(level) }
    };
    loop {
        if candidates == 0 {
            if level == 0 {
                break;
            }
            level -= 1;
            candidates = at(&free, level);
            continue;
        }
        let queen = candidates & candidates.wrapping_neg();
        candidates ^= queen;
        placed += 1;
        let step = step_at(level + 1);
        let next_columns = at(&taken_columns, level) | queen;
        let next_down = (at(&taken_down, level) | queen) << step;
        let next_up = (at(&taken_up, level) | queen) >> step;
        let next_free = open_at(level + 1) & !(next_columns | next_down | next_up);
        if level + 2 == last {
            // The last two rows need no loop: `two_rows` counts their pairs at once.
            let last_step = step_at(last);
            let last_free = open_at(last) & !(next_columns | next_down << last_step | next_up >> last_step);
            let finished = two_rows(next_free, last_free, last_step);
            completions += finished;
            // Counted as the row-by-row search with its look-ahead would: the penultimate row's queens
            // only when the last row is not already blocked, then one queen per completion.
            placed += u64::from(last_free != 0) * u64::from(next_free.count_ones()) + finished;
        } else if next_free != 0 {
            // Look one row further: if the row after next is already blocked, no queen in the next row
            // helps. The frame's masks make such dead rows common; the mask-free baseline rarely meets
            // one, which is why its own loop (`reference::count_full_rows`) does not look ahead.
            let step_after = step_at(level + 2);
            let after_free = open_at(level + 2) & !(next_columns | next_down << step_after | next_up >> step_after);
            if after_free == 0 {
                continue;
            }
            // SAFETY: level + 2 < last here (level + 2 <= last and != last), so level + 1 < last <= 31:
            // both `level` and the incremented one index the level arrays.
            unsafe {
                *free.get_unchecked_mut(level) = candidates;
                level += 1;
                *taken_columns.get_unchecked_mut(level) = next_columns;
                *taken_down.get_unchecked_mut(level) = next_down;
                *taken_up.get_unchecked_mut(level) = next_up;
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
