//! The command line's commands: trace, count and place, run on checked arguments (native only).

use crate::args::{self, Command, UsageError};
use crate::output::{report, write_json, write_line};
use crate::repair;
use crate::variants;
use nqueens_core::construct;
use nqueens_core::count::{self, CountError, Method};
use serde::Serialize;
use std::process::ExitCode;

const HELP: &str = "\
nqueens — the N-Queens backtracking search, step by step or counted

USAGE:
    nqueens trace N [--first] [--mirror] [--variant V] [--block ROW,COL]... [--require ROW,COL]...
    nqueens count N [--first] [--mirror] [--variant V] [--block ROW,COL]... [--require ROW,COL]...
    nqueens count N --fast [--method M] [--threads T]
    nqueens count N --fast --shard I/K [--method M] [--threads T]
    nqueens count N --fast --shard-from-env [--shards K] [--method M] [--threads T]
    nqueens count N --gpu [--shard I/K | --shard-from-env [--shards K]]
    nqueens merge [--verify K [--seed S] | --verify all] [FILE...]
    nqueens place N [--check]
    nqueens repair N [--seed S] [--check | --stats]
    nqueens draw N [--step S] (--svg | --png) [--size PX] [--theme light|dark]
    nqueens gif N [--from A] --to B [--fps F] [--size PX] [--theme light|dark]
    nqueens --help
    nqueens --version

COMMANDS:
    trace N   Print every step of the row-by-row search of an N x N board as one JSON object per line:
                {\"step\":1,\"event\":\"place\",\"row\":0,\"col\":0}
                {\"step\":2,\"event\":\"reject\",\"row\":1,\"col\":0,\"conflict\":\"column\",\"by\":0}
                {\"step\":9,\"event\":\"remove\",\"row\":1,\"col\":2}
                {\"step\":..,\"event\":\"solution\",\"number\":1,\"columns\":[1,3,0,2]}
                {\"step\":..,\"event\":\"done\"}
              conflict is column, down (the row - col diagonal) or up (the row + col diagonal), checked in
              that order, or blocked (see --block; no by); by is the row of the queen that owns the line;
              columns[r] is row r's queen. With --variant brute-force each step checks one permutation:
                {\"step\":1,\"event\":\"permutation\",\"number\":1,\"columns\":[0,1,2,3],\"clash\":[0,1]}
              clash is the first pair of rows found on one diagonal; a permutation without one carries
              \"solution\": the solution's number instead.
    count N   Run the same search to the end and print one JSON object with n, solutions, nodes (partial
              boards examined, the empty board included), placements, rejections (and by kind),
              backtracks, steps, depth and seconds; with --variant also variant, and for scan checks
              (queens compared). brute-force prints n, variant, steps, permutations, checks (pairs of
              queens compared), solutions and seconds.
    count N --fast
              Count with a fast counter instead, in parallel on every core, by one of two methods:
                join    (the default up to N = 20) every filling of the top half listed once, the bottom
                        half being its mirror image, halves with complementary columns paired by bulk bit
                        operations on their diagonals; unique from the total and the solutions a quarter
                        or half turn fixes, counted by a search of a quarter or half of the board.
                frames  (the default from N = 21) the border rows and columns pre-placed once per class
                        of the board's 8 symmetries, the rest searched by bitmasks.
              Prints n, method, solutions, unique (solutions up to rotation and reflection),
              units (the independent pieces the work was split into), nodes (queens placed by the
              searches), seconds and threads.
    count N --fast --shard I/K
              Count only shard I of K (0 <= I < K): the I-th of K contiguous ranges of the units, cut so
              that each holds about the same estimated work. Prints one JSON line with n, method, shard,
              shards, units ([start, end) of the plan's units), solutions, unique, nodes, seconds and plan (a
              fingerprint of the units and their estimates: shards of different plans are never summed).
              By the join unique is null (it follows from the whole count only) and the line has fixed:
              the solutions its units found fixed by the half turn plus twice those by the quarter turn.
              Run the K shards anywhere (GNU parallel, Slurm, Kubernetes: see docs/distributed.md), then
              merge their lines.
    count N --gpu
              Count by the frames method on a GPU (Vulkan, Metal or DX12, through wgpu; needs a build
              with the gpu feature): the units are cut into small tasks that the GPU searches, while
              threads on every core but one recount units in a random order (at least 2; as many as
              they can while the GPU works). Any unit that differs refuses the whole count (status 7).
              Prints what count N --fast does (without threads) plus device (name, backend, software:
              true for an emulation on the CPU such as lavapipe, slower than --fast), checked (units
              recounted, seed) and devices_lost (devices lost mid-count and replaced, their batch
              counted again). With --shard I/K it prints the shard line of count --fast --method frames
              --shard I/K plus the same fields, so that merge takes GPU and CPU shards together.
    merge [FILE...]
              Read shard results (one JSON object per line, at most 1024 bytes a line and 1,000,000
              lines in all; no FILE or - reads standard input), check each against the plan merge
              rebuilds for its n and method (the fingerprint, and units equal to shard I of K's range;
              a line without method is the frames'), check that shards 0 to K-1 are each there exactly
              once, all of one method, and that the counts are sane (seconds a finite number >= 0; by
              the frames unique <= solutions <= 8 x unique, by the join unique null and fixed given,
              (solutions + fixed) / 8 whole), and print the exact totals: n, method, solutions, unique
              (by the join (solutions + fixed) / 8, Burnside's lemma), nodes, shards, units, plan and
              seconds (the shards' seconds added up).
              The first bad line stops it: one line on stderr naming the line or the shards, and
              nothing is summed (status 4). An edited count that passes these checks is caught only by
              counting again: --verify.
    place N   Write down one solution for an N x N board directly, without search (N up to 10,000,000),
              as a JSON array: element r is the column of row r's queen.
    repair N  Find one solution by min-conflicts (N up to 10,000,000): a greedy full board, then a queen
              under attack moved within its row to a square with the fewest conflicts (ties broken at
              random) until none is attacked, starting afresh after 2N (at least 100) moves. Prints the
              board like place. The same seed always gives the same board.
    draw N    Write a picture of the search's board after step S (default 0) as SVG text (--svg) or a
              PNG file (--png): the coordinates, the queens, the attacked squares, the last step's
              marks and the square tried next, PX pixels square (64 to 4096, default 480), in the
              page's light or dark colours (default light).
    gif N     Write an animated GIF of the steps A (default 0) to B, one frame a step (at most 2,000;
              a range past the search's end stops there), F frames a second (1 to 50, default 4),
              looping; each frame is the picture draw makes of its step, at most 460,800,000 pixels in
              all (2,000 frames of 480). PNG and GIF files are binary: they are not written to a
              terminal (send them to a file). Steps beyond 10,000,000,000 are refused: the search
              would take more than a minute to get there.

OPTIONS:
    --first   Stop after the first solution.
    --mirror  Search the left half of the first row only and count each solution with its mirror image.
    --method M
              With --fast: count by join (N up to 20) or frames (see count N --fast). --gpu counts by
              frames only.
    --gpu     Count on a GPU (see count N --gpu).
    --threads T
              With --fast: use T threads (default: one per core).
    --shard I/K
              With --fast: count shard I of K (K at most the plan's number of units, the units
              that count N --fast --method M prints; a finer cut is refused before any work).
    --shard-from-env
              With --fast: take the shard from the job runner: SLURM_ARRAY_TASK_ID of
              SLURM_ARRAY_TASK_COUNT (a Slurm job array, --array=0-(K-1)), or else JOB_COMPLETION_INDEX
              of --shards K (a Kubernetes indexed Job with K completions).
    --shards K
              With --shard-from-env: the number of shards; required with JOB_COMPLETION_INDEX, and with
              Slurm it replaces SLURM_ARRAY_TASK_COUNT (resubmitting only some tasks, --array=3,17,
              changes that count but not the number of shards).
    --variant V
              With trace or count: search the way variant V does (default: correct), one of
                correct        the three-set search
                forgot-undo    the down diagonal is never freed when a queen leaves (n = 8: 0 solutions)
                same-diagonal  the down set is fed row + col, so row - col is never checked (n = 8: 2,113)
                sized-n        the down table has n slots, row - col wrapping round (n = 8: 0, n = 9: 116)
                scan           each square compared with every placed queen (right counts, O(n) checks)
                brute-force    every permutation of the columns, each checked whole (n = 8: 40,320)
    --block ROW,COL
              With trace or count: no queen may stand on this square (repeatable). The search rejects it
              with conflict \"blocked\".
    --require ROW,COL
              With trace or count: a queen must stand on this square (repeatable): its row tries only it,
              the other squares of the row are rejected as blocked. Required squares may not attack each
              other nor be blocked; every square must lie on the board.
    --verify K
              With merge: count K of the shards again, chosen at random, by their own method, and
              refuse the set if any differs (naming the shard); the output adds verified (the shards
              recounted) and seed. --verify all recounts every shard.
    --check   With place or repair: check the board in O(n) and print just \"valid\" instead of the columns.
    --seed S  With repair: the seed of its random choices, 0 to 2^53 - 1 as on the page (default 0).
              With merge --verify K: the seed that chooses the shards (default: a fresh one, printed);
              the same seed chooses the same shards.
    --stats   With repair: print {\"n\",\"seed\",\"moves\",\"restarts\",\"seconds\",\"valid\"} instead of the board.
    -h, --help  Show this help.
    -V, --version
              Print the version.

N is a whole number from 0 to 32 (for place and repair, up to 10,000,000; for draw and gif from 1). Rows and columns count
from 0. Each option is given at most once, except --block and --require.

EXIT STATUS:
    0   Success; also when the reader of the output stops early (nqueens trace 12 | head).
    1   place, repair: no solution exists (N = 2 or 3).
    2   Bad usage: an unknown command or option, a missing or out-of-range N, a repeated option,
        a bad --shard or job-runner variable (--shard-from-env), a cut into more shards than the
        plan has units; draw, gif: a step after the search's end or beyond step 10,000,000,000, more
        than 2,000 frames or 460,800,000 pixels (frames x size^2), a bad --size, --fps or --theme, a
        PNG or GIF sent to a terminal.
    3   The output cannot be written (a full disk, say, or a standard output closed at start).
    4   merge: the shard results are incomplete, repeated, of different counts, not of the plan merge
        rebuilds, insane (more solutions than their units can hold, or than n!), malformed, too long,
        unreadable, or differ from their recount (--verify).
    5   The system refuses the threads (--threads, or those of count --gpu) or the memory a command needs.
    6   count --fast, count --gpu: a total does not fit 64 bits (n >= 29).
    7   count --gpu: no GPU (or a build without the gpu feature), too many devices lost, or the GPU's
        count refused: impossible results, or a unit that differs from its recount on the CPU.";

pub fn main() -> ExitCode {
    match args::parse(std::env::args_os().skip(1)) {
        Ok(command) => run(command),
        Err(UsageError(message)) => {
            report(&format!("{message} (try 'nqueens --help')"));
            ExitCode::from(2)
        }
    }
}

fn run(command: Command) -> ExitCode {
    match command {
        Command::Help => write_line(ExitCode::SUCCESS, HELP),
        Command::Version => write_line(ExitCode::SUCCESS, concat!("nqueens ", env!("CARGO_PKG_VERSION"))),
        Command::Trace { search } => variants::trace(search),
        Command::Count { search } => variants::count(search),
        Command::CountFast { n, method, threads } => count_fast(n, method, threads),
        Command::CountShard { n, shard, method, threads } => crate::shard::count_shard(n, shard, method, threads),
        Command::CountGpu { n, shard } => crate::gpu::count(n, shard),
        Command::Merge { inputs, verify } => crate::merge::merge(&inputs, verify),
        Command::Place { n, check } => place(n, check),
        Command::Repair { n, seed, check, stats } => repair::repair(n, seed, check, stats),
        Command::Draw { n, step, format, look } => crate::picture::draw(n, step, format, look),
        Command::Gif { n, range, fps, look } => crate::picture::gif(n, range, fps, look),
    }
}

/// A fast count's report.
#[derive(Serialize)]
struct FastReport {
    n: usize,
    method: Method,
    solutions: u64,
    unique: u64,
    units: usize,
    nodes: u64,
    seconds: f64,
    threads: usize,
}

fn count_fast(n: usize, method: Method, threads: Option<usize>) -> ExitCode {
    let pool = match crate::resources::thread_pool(threads) {
        Ok(pool) => pool,
        Err(status) => return status,
    };
    match pool.install(|| count::count_with(n, method, None)) {
        Ok(count) => write_json(
            ExitCode::SUCCESS,
            &FastReport {
                n: count.n,
                method: count.method,
                solutions: count.solutions,
                unique: count.unique,
                units: count.units,
                nodes: count.nodes,
                seconds: count.seconds,
                threads: pool.current_num_threads(),
            },
        ),
        Err(e) => {
            report(&e.to_string());
            ExitCode::from(match e {
                CountError::Plan(_) => 2,
                CountError::Threads { .. } => crate::resources::OUT_OF_RESOURCES,
                CountError::TooLarge { .. } => crate::output::TOTAL_TOO_LARGE,
                CountError::Inconsistent { .. } => 1,
            })
        }
    }
}

fn place(n: usize, check: bool) -> ExitCode {
    let Some(columns) = construct::solution(n) else {
        report(&format!("no solution exists for a {n}x{n} board"));
        return ExitCode::from(1);
    };
    if check {
        let valid = construct::is_valid(&columns);
        let status = if valid { ExitCode::SUCCESS } else { ExitCode::FAILURE };
        return write_line(status, if valid { "valid" } else { "invalid" });
    }
    write_json(ExitCode::SUCCESS, &columns)
}
