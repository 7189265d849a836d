//! The command line's one way out: everything it prints goes through `write_stdout`, its errors through `report`.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

/// Exit status when the standard output cannot be written (a full disk, a device error); a reader that
/// stops early (`nqueens trace 12 | head`) is not an error.
pub const CANNOT_WRITE: u8 = 3;

/// Exit status when a total does not fit 64 bits (the solutions of a count of n >= 29 in one line).
pub const TOTAL_TOO_LARGE: u8 = 6;

/// Writes to the standard output through `write`, then flushes. A closed pipe ends quietly with `status`
/// (the reader got what it wanted); any other write error is reported on stderr with status `CANNOT_WRITE`.
pub fn write_stdout(status: ExitCode, write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> ExitCode {
    if crate::closed_stdout::was_closed() {
        report("cannot write the output: the standard output is closed");
        return ExitCode::from(CANNOT_WRITE);
    }
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    match write(&mut out).and_then(|()| out.flush()) {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            // The buffer still holds what could not be written; dropping it must not try again.
            let _ = out.into_parts();
            report(&format!("cannot write the output: {e}"));
            ExitCode::from(CANNOT_WRITE)
        }
        _ => status,
    }
}

/// Writes a whole file (a picture) to the standard output. A pipe closed by its reader ends quietly with
/// status 0, as for every command (`nqueens draw 8 --svg | head` read what it wanted); any other error is
/// status `CANNOT_WRITE`. Rust's stdout drops writes to a bad descriptor silently, so the descriptor is
/// duplicated and written as a file, which reports every error.
pub fn write_file(bytes: &[u8]) -> ExitCode {
    use std::os::fd::AsFd;
    if crate::closed_stdout::was_closed() {
        report("cannot write the output: the standard output is closed");
        return ExitCode::from(CANNOT_WRITE);
    }
    let written = io::stdout().as_fd().try_clone_to_owned().and_then(|fd| {
        let mut file = std::fs::File::from(fd);
        file.write_all(bytes)?;
        file.flush()
    });
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            report(&format!("cannot write the output: {e}"));
            ExitCode::from(CANNOT_WRITE)
        }
    }
}

/// Writes `text` and a newline.
pub fn write_line(status: ExitCode, text: &str) -> ExitCode {
    write_stdout(status, |out| writeln!(out, "{text}"))
}

/// Writes `value` as one line of JSON.
pub fn write_json(status: ExitCode, value: &impl serde::Serialize) -> ExitCode {
    write_stdout(status, |out| {
        serde_json::to_writer(&mut *out, value)?;
        out.write_all(b"\n")
    })
}

/// One line on stderr, prefixed with the program's name. Nothing is left to tell if stderr itself fails.
pub fn report(message: &str) {
    let _ = writeln!(io::stderr(), "nqueens: {message}");
}
