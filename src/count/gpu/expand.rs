//! An inside search cut into GPU tasks: its first lines placed here exactly as the kernel's loop would place
//! them (the look-ahead included), each surviving prefix one task; and one task counted on the CPU, the
//! model the tests hold the shader to.

use super::super::kernel::count_inside;
use super::{RESULT_WORDS, TASK_WORDS};

/// A task's first line index is kept above 5 bits of line count in one word.
const MOST_LINE_INDEX: usize = (1 << 27) - 1;

/// Appends the tasks of the inside `open`/`steps` (at least three lines, as for `count_inside`) to `tasks`:
/// its first `open.len() - gpu_lines` lines (none if it is no longer) placed here, each prefix that the
/// kernel would descend from one task whose lines are the rest, starting at line `first_line` of the lines
/// the caller uploads. Returns the queens placed here, which the kernel would count as it placed them.
pub(super) fn expand_inside(
    open: &[u32],
    steps: &[u32],
    gpu_lines: usize,
    first_line: usize,
    tasks: &mut Vec<u32>,
) -> u64 {
    assert!(open.len() >= 3 && steps.len() == open.len() && open.len() <= 32, "an inside of 3 to 32 lines");
    assert!(gpu_lines >= 3, "a task stands on two lines ahead of its first");
    assert!(first_line <= MOST_LINE_INDEX, "a work of at most 2^27 lines");
    let depth = open.len().saturating_sub(gpu_lines);
    let header = (first_line as u32) << 5 | (open.len() - depth - 1) as u32;
    if depth == 0 {
        tasks.extend([header, 0, 0, 0]);
        return 0;
    }
    let mut placed = 0;
    place(open, steps, depth, 0, (0, 0, 0), header, tasks, &mut placed);
    placed
}

/// Places line `level`'s queens (below `depth`, so never the kernel's last two lines) and descends where
/// the kernel would: when neither of the next two lines is blocked.
#[allow(clippy::too_many_arguments)]
fn place(
    open: &[u32],
    steps: &[u32],
    depth: usize,
    level: usize,
    (columns, down, up): (u32, u32, u32),
    header: u32,
    tasks: &mut Vec<u32>,
    placed: &mut u64,
) {
    let mut free = open[level] & !(columns | down | up);
    let (step, after_step) = (steps[level + 1], steps[level + 2]);
    while free != 0 {
        let queen = free & free.wrapping_neg();
        free ^= queen;
        *placed += 1;
        let next = (columns | queen, (down | queen) << step, (up | queen) >> step);
        let next_free = open[level + 1] & !(next.0 | next.1 | next.2);
        let after_free = open[level + 2] & !(next.0 | next.1 << after_step | next.2 >> after_step);
        if next_free == 0 || after_free == 0 {
            continue;
        }
        if level + 1 == depth {
            tasks.extend([header, next.0, next.1, next.2]);
        } else {
            place(open, steps, depth, level + 1, next, header, tasks, placed);
        }
    }
}

/// One task as the shader counts it, on the CPU: its lines with the prefix's masks applied to each (the
/// diagonals moved on by the lines' distances), counted by the kernel. `lines` as `GpuWork::lines`.
pub(super) fn count_task(lines: &[u32], task: &[u32]) -> [u32; RESULT_WORDS] {
    assert_eq!(task.len(), TASK_WORDS, "one task");
    let (first, last) = ((task[0] >> 5) as usize, (task[0] & 31) as usize);
    let (mut open, mut steps) = (Vec::with_capacity(last + 1), Vec::with_capacity(last + 1));
    let mut distance = 0u32;
    for line in first..=first + last {
        let (squares, step) = (lines[2 * line], lines[2 * line + 1]);
        if line > first {
            distance += step;
        }
        let shifted = |mask: u32, left: bool| {
            if left { mask.checked_shl(distance).unwrap_or(0) } else { mask.checked_shr(distance).unwrap_or(0) }
        };
        open.push(squares & !(task[1] | shifted(task[2], true) | shifted(task[3], false)));
        steps.push(step);
    }
    let (completions, placed) = count_inside(&open, &steps);
    let words = |count: u64| [count as u32, (count >> 32) as u32];
    let ([c0, c1], [p0, p1]) = (words(completions), words(placed));
    [c0, c1, p0, p1]
}
