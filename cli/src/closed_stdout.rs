//! Whether the standard output was closed when the program started (`nqueens count 8 >&-`), found out
//! before the standard library's start-up hides it by opening /dev/null in its place.

use std::os::fd::AsFd;
use std::sync::atomic::{AtomicBool, Ordering};

static CLOSED_AT_START: AtomicBool = AtomicBool::new(false);

/// True when descriptor 1 was closed at start: whatever is written then would be lost without an error.
pub fn was_closed() -> bool {
    CLOSED_AT_START.load(Ordering::Relaxed)
}

/// Duplicating a descriptor fails exactly when it is not open; the duplicate is closed again at once.
extern "C" fn record_at_start() {
    let closed = std::io::stdout().as_fd().try_clone_to_owned().is_err();
    CLOSED_AT_START.store(closed, Ordering::Relaxed);
}

// The loader runs the functions of `.init_array` before `main`, so before the runtime's start-up, which
// replaces a closed descriptor 0, 1 or 2 with /dev/null (and a write to it then succeeds).
// SAFETY: `record_at_start` takes no arguments, touches only an atomic and a file descriptor, and
// cannot unwind out (its only fallible call returns a Result).
#[cfg(target_os = "linux")]
#[used]
#[unsafe(link_section = ".init_array")]
static RECORD_AT_START: extern "C" fn() = record_at_start;
