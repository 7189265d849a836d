//! How the command line reads each value it is given, as clap value parsers: sizes and seeds by the core's
//! readers (the page's too), names by the core's lists, and every refusal one sentence naming the option.

use crate::shard::{MAX_SHARDS, ShardChoice, number};
use crate::usage::quoted;
use clap::builder::{PossibleValue, TypedValueParser};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use nqueens_core::picture::{self, StepRange, Theme};
use nqueens_core::{Square, Variant, size_text};
use std::ffi::OsStr;
use std::sync::Arc;

/// The most threads `--threads` asks for.
pub const MOST_THREADS: usize = 1024;

/// Reads one text into a `T`, or says why not in a whole sentence (the option's name included).
type Read<T> = Arc<dyn Fn(&str, &str) -> Result<T, String> + Send + Sync>;

/// A value parser from a reading function: `read(option, text)`, where `option` is the option's name as the
/// user wrote it (`--size`). Its refusal reaches the user as it is (`parse::usage_error`); `names` are the
/// values a shell completes and the help lists.
#[derive(Clone)]
pub struct Reader<T> {
    read: Read<T>,
    names: Vec<PossibleValue>,
}

impl<T> Reader<T> {
    fn new(read: impl Fn(&str, &str) -> Result<T, String> + Send + Sync + 'static) -> Reader<T> {
        Reader { read: Arc::new(read), names: Vec::new() }
    }
}

/// The key under which a refusal travels inside clap's error, whole.
pub const REFUSAL: ContextKind = ContextKind::Custom;

impl<T: Clone + Send + Sync + 'static> TypedValueParser for Reader<T> {
    type Value = T;

    fn parse_ref(&self, cmd: &clap::Command, arg: Option<&clap::Arg>, value: &OsStr) -> Result<T, clap::Error> {
        let option =
            arg.and_then(clap::Arg::get_long).map_or_else(|| "the value".to_string(), |long| format!("--{long}"));
        let refuse = |message: String| {
            let mut error = clap::Error::new(ErrorKind::ValueValidation).with_cmd(cmd);
            error.insert(REFUSAL, ContextValue::String(message));
            error
        };
        // The arguments were made text before clap saw them (`parse::parse`); this is never taken.
        let text = value.to_str().ok_or_else(|| refuse(format!("{option} is not UTF-8 text")))?;
        (self.read)(&option, text).map_err(refuse)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        (!self.names.is_empty()).then(|| Box::new(self.names.iter().cloned()) as Box<dyn Iterator<Item = _>>)
    }
}

/// A board size from `min` to `max`, read as the page reads one ("1,000" is a thousand), refused with the
/// page's sentence.
pub fn size(min: usize, max: usize) -> Reader<usize> {
    Reader::new(move |_, text| size_text::parse_size(text, min, max).map_err(|e| format!("board size: {e}")))
}

/// One of the values `all` holds, by its name; refused with `refusal(quoted text)`.
fn named<T: Copy + Send + Sync + 'static>(
    all: &[T],
    name: fn(T) -> &'static str,
    help: fn(T) -> Option<&'static str>,
    refusal: fn(&str, &str) -> String,
) -> Reader<T> {
    let values: Vec<T> = all.to_vec();
    let names =
        values.iter().map(|&v| help(v).into_iter().fold(PossibleValue::new(name(v)), PossibleValue::help)).collect();
    let read = move |option: &str, text: &str| {
        values.iter().copied().find(|&v| name(v) == text).ok_or_else(|| refusal(option, &quoted(text)))
    };
    Reader { read: Arc::new(read), names }
}

/// `--variant V`: the core's variants, each with what it does differently.
pub fn variant() -> Reader<Variant> {
    named(
        &Variant::ALL,
        Variant::name,
        |v| Some(v.description()),
        |_, text| format!("unknown variant {text}: expected one of {}", Variant::names()),
    )
}

/// `--method M`: frames or join.
pub fn method() -> Reader<nqueens_core::count::Method> {
    use nqueens_core::count::Method;
    named(&Method::ALL, Method::name, |_| None, |option, text| format!("{option} must be frames or join, got {text}"))
}

/// `--theme T`: the page's light or dark colours.
pub fn theme() -> Reader<Theme> {
    named(&Theme::ALL, Theme::name, |_| None, |option, text| format!("{option} is light or dark, not {text}"))
}

/// `--threads T`: 1 to [`MOST_THREADS`].
pub fn threads() -> Reader<usize> {
    Reader::new(|option, text| {
        text.parse::<usize>()
            .ok()
            .filter(|t| (1..=MOST_THREADS).contains(t))
            .ok_or_else(|| format!("{option} must be a whole number from 1 to {MOST_THREADS}, got {}", quoted(text)))
    })
}

/// `ROW,COL`: two whole numbers counting from 0 (the board's bounds are checked with the constraints).
pub fn square() -> Reader<Square> {
    Reader::new(|option, text| {
        let invalid = || format!("{option} needs ROW,COL (two whole numbers from 0), got {}", quoted(text));
        let (row, col) = text.split_once(',').ok_or_else(invalid)?;
        let number = |part: &str| part.trim().parse::<usize>().map_err(|_| invalid());
        Ok(Square { row: number(row)?, col: number(col)? })
    })
}

/// `--seed S` of repair: the core's one seed rule, 0 to 2^53 − 1 as on the page.
pub fn repair_seed() -> Reader<u64> {
    Reader::new(|option, text| nqueens_core::repair::parse_seed(text).map_err(|e| format!("{option}: {e}")))
}

/// `--seed S` of merge: any 64-bit number.
pub fn merge_seed() -> Reader<u64> {
    Reader::new(|option, text| {
        text.parse::<u64>()
            .map_err(|_| format!("{option} must be a whole number from 0 to 2^64 - 1, got {}", quoted(text)))
    })
}

/// `--verify K|all`: how many of the shards merge recounts.
pub fn verify() -> Reader<Verify> {
    Reader::new(|option, text| match text {
        "all" => Ok(Verify::All),
        _ => text
            .parse::<u64>()
            .ok()
            .filter(|&k| k >= 1)
            .map(Verify::Some)
            .ok_or_else(|| format!("{option} needs a number of shards from 1 up, or all, got {}", quoted(text))),
    })
}

/// How many shards `--verify` asked to recount.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verify {
    Some(u64),
    All,
}

/// `--shard I/K`: shard I of K, 0 <= I < K <= [`MAX_SHARDS`].
pub fn shard() -> Reader<ShardChoice> {
    Reader::new(|option, text| {
        let (index, count) = text
            .split_once('/')
            .ok_or_else(|| format!("{option} needs I/K (shard I of K, 0 <= I < K), got {}", quoted(text)))?;
        let count = number(&format!("{option}'s K"), count, 1, MAX_SHARDS)?;
        let index = number(&format!("{option}'s I"), index, 0, count.saturating_sub(1))?;
        Ok(ShardChoice { index, count })
    })
}

/// `--shards K`: 1 to [`MAX_SHARDS`].
pub fn shards() -> Reader<u64> {
    Reader::new(|option, text| number(option, text, 1, MAX_SHARDS))
}

/// A whole number from 0, as the pictures' options take them; `check` is the core's bound on it.
fn whole<E: std::fmt::Display + 'static>(check: fn(u64) -> Result<(), E>) -> Reader<u64> {
    Reader::new(move |option, text| {
        let value =
            text.parse::<u64>().map_err(|_| format!("{option} must be a whole number from 0, got {}", quoted(text)))?;
        check(value).map(|()| value).map_err(|e| format!("{option}: {e}"))
    })
}

/// `--step S`: at most `picture::FARTHEST_STEP`.
pub fn step() -> Reader<u64> {
    whole(|step| StepRange::at(step).map(drop))
}

/// `--from A`, `--to B`: checked as a range once both are read.
pub fn any_step() -> Reader<u64> {
    whole(|_| Ok::<(), std::convert::Infallible>(()))
}

/// `--size PX`: a picture's side, 64 to 4096 pixels.
pub fn side() -> Reader<u64> {
    whole(|side| picture::check_picture_size(side).map(drop))
}

/// `--fps F`: 1 to 50 frames a second.
pub fn fps() -> Reader<u64> {
    whole(|fps| picture::check_fps(fps).map(drop))
}
