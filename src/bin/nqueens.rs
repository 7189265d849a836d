//! `nqueens`: the command line — trace the search as JSON lines, count solutions, place queens on huge boards.

// `cargo test --target wasm32-unknown-unknown` builds every binary of the package, but threads and the
// terminal are native matters: on wasm32 the program is empty.
#[cfg(not(target_arch = "wasm32"))]
#[path = "nqueens/cli.rs"]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
