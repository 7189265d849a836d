//! `nqueens`: the command line — trace the search as JSON lines, count solutions, place queens on huge boards, draw the board.

mod args;
mod cli;
mod closed_stdout;
mod gpu;
mod merge;
mod merge_check;
mod merge_input;
mod output;
mod picture;
mod repair;
mod shard;
mod variants;

fn main() -> std::process::ExitCode {
    cli::main()
}
