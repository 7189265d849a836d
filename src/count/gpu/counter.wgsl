// The fast count's GPU counter: one invocation per task, each the inside search of one frame from a prefix
// the CPU placed (src/count/gpu/mod.rs prepares the tasks and sums the results; docs/fast-counter.md, "On the
// GPU"). The same loop as src/count/kernel.rs: 32-bit masks, the look-ahead, the last two rows in closed
// form, so each task counts exactly the completions and the queens the CPU's search would.
//
// Bindings (the page's js/count/gpu-device.js and the command line's gpu/src/device.rs make the same ones):
//   0  lines:   the tasks' lines, two words each: the squares open in the line, its distance from the line before
//   1  tasks:   four words each: the first line's index times 32 plus the lines' count less one, then the
//               columns, down and up diagonals the prefix takes from the first line
//   2  results: four words each: completions (low word, high word), queens placed (low word, high word)
//   3  params:  x = tasks in this dispatch, y = index of its first task in `tasks` and `results`

@group(0) @binding(0) var<storage, read> lines: array<vec2<u32>>;
@group(0) @binding(1) var<storage, read> tasks: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read_write> results: array<vec4<u32>>;
@group(0) @binding(3) var<uniform> params: vec4<u32>;

// A task searches at most this many lines (a frame leaves at most 28 of a 32 x 32 board empty).
const MOST_LINES: u32 = 32u;

// Each queen of the penultimate line rules out three distinct squares of the last one, so the pairs number
// |P| |L| less the population counts of L & P, L & P << step and L & P >> step (kernel.rs's two_rows).
fn two_rows(penultimate: u32, last: u32, step: u32) -> u32 {
    return countOneBits(penultimate) * countOneBits(last)
        - countOneBits(last & penultimate)
        - countOneBits(last & (penultimate << step))
        - countOneBits(last & (penultimate >> step));
}

// A 64-bit count in two words: `total` plus `amount`, the carry into the high word.
fn add_wide(total: vec2<u32>, amount: u32) -> vec2<u32> {
    let low = total.x + amount;
    return vec2<u32>(low, total.y + select(0u, 1u, low < amount));
}

@compute @workgroup_size(64)
fn count(@builtin(global_invocation_id) id: vec3<u32>) {
    if (id.x >= params.x) {
        return;
    }
    let index = params.y + id.x;
    let task = tasks[index];
    let first = task.x >> 5u;
    let last = task.x & 31u;
    var completions = vec2<u32>(0u, 0u);
    var placed = vec2<u32>(0u, 0u);
    // The CPU sends only insides of three lines or more: the loop below stands on two lines ahead.
    if (last < 2u) {
        results[index] = vec4<u32>(0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu);
        return;
    }
    let deepest = last - 2u;
    // The search's levels: the queens still to try in each line above the current one, and what the lines
    // above take from each line.
    var free: array<u32, MOST_LINES>;
    var columns: array<u32, MOST_LINES>;
    var down: array<u32, MOST_LINES>;
    var up: array<u32, MOST_LINES>;
    columns[0] = task.y;
    down[0] = task.z;
    up[0] = task.w;
    var here = 0u;
    var candidates = lines[first].x & ~(task.y | task.z | task.w);
    loop {
        if (candidates == 0u) {
            if (here == 0u) {
                break;
            }
            here = here - 1u;
            candidates = free[here];
            continue;
        }
        let queen = candidates & (0u - candidates);
        candidates = candidates ^ queen;
        placed = add_wide(placed, 1u);
        let next = lines[first + here + 1u];
        let after = lines[first + here + 2u];
        let next_columns = columns[here] | queen;
        let next_down = (down[here] | queen) << next.y;
        let next_up = (up[here] | queen) >> next.y;
        let next_free = next.x & ~(next_columns | next_down | next_up);
        let after_free = after.x & ~(next_columns | (next_down << after.y) | (next_up >> after.y));
        if (here == deepest) {
            let finished = two_rows(next_free, after_free, after.y);
            completions = add_wide(completions, finished);
            placed = add_wide(placed, select(0u, countOneBits(next_free), after_free != 0u) + finished);
        } else if (next_free != 0u && after_free != 0u) {
            free[here] = candidates;
            here = here + 1u;
            columns[here] = next_columns;
            down[here] = next_down;
            up[here] = next_up;
            candidates = next_free;
        }
    }
    results[index] = vec4<u32>(completions, placed);
}
