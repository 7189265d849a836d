//! `nqueens`: the command line — trace the search as JSON lines, count solutions, place queens on huge boards.

// `cargo clippy --target wasm32-unknown-unknown` checks every workspace member, but threads and the
// terminal are native matters: on wasm32 the program is empty.
#[cfg(not(target_arch = "wasm32"))]
mod args;
#[cfg(not(target_arch = "wasm32"))]
mod cli;
#[cfg(not(target_arch = "wasm32"))]
mod closed_stdout;
#[cfg(not(target_arch = "wasm32"))]
mod merge;
#[cfg(not(target_arch = "wasm32"))]
mod merge_check;
#[cfg(not(target_arch = "wasm32"))]
mod merge_input;
#[cfg(not(target_arch = "wasm32"))]
mod output;
#[cfg(not(target_arch = "wasm32"))]
mod repair;
#[cfg(not(target_arch = "wasm32"))]
mod shard;
#[cfg(not(target_arch = "wasm32"))]
mod variants;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
