//! What the system may refuse the command line: threads and memory. Either is one line on stderr and exit
//! status 5, never a panic or an abort (a count with `--threads 500` under a tight address-space limit, a
//! repair of 10,000,000 queens on a machine without the memory).

use crate::output::report;
use std::alloc::{GlobalAlloc, Layout, System};
use std::io::Write;
use std::process::ExitCode;

/// Exit status when the system refuses the threads or the memory a command needs.
pub const OUT_OF_RESOURCES: u8 = 5;

/// A thread pool of `threads` threads (by default one per core, or `RAYON_NUM_THREADS`), or the message and
/// status that the system would not start them. Every parallel part of a command runs inside one, so that
/// rayon never builds its global pool itself (which panics when it cannot).
pub fn thread_pool(threads: Option<usize>) -> Result<rayon::ThreadPool, ExitCode> {
    rayon::ThreadPoolBuilder::new().num_threads(threads.unwrap_or(0)).build().map_err(|e| {
        match threads {
            Some(threads) => report(&format!("cannot start {threads} threads: {e}")),
            None => report(&format!("cannot start the threads of the count: {e}")),
        }
        ExitCode::from(OUT_OF_RESOURCES)
    })
}

/// The system's allocator, except that memory it refuses ends the program with one line and status 5
/// instead of the standard library's abort (signal 6, status 134 in a shell).
pub struct ExitWhenRefused;

// SAFETY: every call is forwarded unchanged to `System`, which upholds `GlobalAlloc`'s contract; a null
// result (memory refused) does not return at all, so no caller sees anything `System` would not give.
unsafe impl GlobalAlloc for ExitWhenRefused {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's `layout` is passed on as `GlobalAlloc::alloc` requires.
        refused_unless(unsafe { System.alloc(layout) }, layout.size())
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as for `alloc`.
        refused_unless(unsafe { System.alloc_zeroed(layout) }, layout.size())
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` was allocated by this allocator, that is by `System`, with `layout`, as the caller
        // guarantees; `new_size` is passed on unchanged.
        refused_unless(unsafe { System.realloc(ptr, layout, new_size) }, new_size)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` was allocated by `System` with `layout`, as the caller guarantees.
        unsafe { System.dealloc(ptr, layout) }
    }
}

/// `pointer`, or, when it is null, the end of the program: one line on stderr written without allocating
/// (there is no memory left to allocate), then status 5.
fn refused_unless(pointer: *mut u8, bytes: usize) -> *mut u8 {
    if !pointer.is_null() {
        return pointer;
    }
    let mut line = [0u8; 128];
    let mut cursor = std::io::Cursor::new(&mut line[..]);
    let _ = writeln!(cursor, "nqueens: out of memory: the system refused {bytes} bytes");
    let written = usize::try_from(cursor.position()).unwrap_or(0);
    // Nothing is left to tell if stderr itself fails.
    let _ = std::io::stderr().write_all(line.get(..written).unwrap_or(&[]));
    std::process::exit(i32::from(OUT_OF_RESOURCES))
}
