//! `nqueens`: the command line — trace the search as JSON lines, count solutions, place queens on huge boards, draw the board.

// Nothing the command line computes from its input may wrap or panic: arithmetic is checked or saturating,
// indexing is by `get`, and no `unwrap`, `expect` or `unreachable!` is left to fail.
#![deny(
    clippy::arithmetic_side_effects,
    clippy::indexing_slicing,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::cast_possible_truncation
)]

mod args;
mod cli;
mod closed_stdout;
mod gpu;
mod manual;
mod merge;
mod merge_check;
mod merge_input;
mod output;
mod parse;
#[cfg(test)]
mod parser_properties;
mod picture;
mod progress;
mod readers;
mod repair;
mod resources;
mod shard;
mod usage;
mod variants;

// Memory the system refuses is a message and exit status 5, not an abort.
#[global_allocator]
static ALLOCATOR: resources::ExitWhenRefused = resources::ExitWhenRefused;

fn main() -> std::process::ExitCode {
    cli::main()
}
