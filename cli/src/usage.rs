//! The command line's shared words for bad usage: the error every command's checks return (one line on
//! stderr, exit status 2) and the one way a message repeats what was typed.

/// Exit status of bad usage.
pub const USAGE: u8 = 2;

/// A usage error: reported on one line, exit status [`USAGE`].
#[derive(Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

/// `text` as an error message repeats it, by the project's one rule (the core's): at most 40 characters,
/// control and invisible format characters escaped, so that they can neither move the cursor, recolour the
/// terminal nor reorder or hide the message.
pub use nqueens_core::size_text::echo;

/// `text` as the command line's messages quote it: the core's [`echo`] between single quotes.
pub fn quoted(text: &str) -> String {
    format!("'{}'", echo(text))
}
