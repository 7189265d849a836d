//! The command line's arguments: from the raw OS strings to one checked `Command`, or a one-line usage error.

use crate::shard::ShardChoice;
use crate::variants::parse_search;
use nqueens_core::construct::LARGEST_PRACTICAL_SIZE;
use nqueens_core::count::Method;
use nqueens_core::repair::LARGEST_REPAIR_SIZE;
use nqueens_core::{AnySearch, MAX_SIZE, Options};
use std::ffi::OsString;

/// What the user asked for, every value checked.
#[derive(Debug, PartialEq, Eq)]
pub enum Command {
    Help,
    Version,
    Trace {
        search: AnySearch,
    },
    Count {
        search: AnySearch,
    },
    CountFast {
        n: usize,
        method: Method,
        threads: Option<usize>,
    },
    CountShard {
        n: usize,
        shard: ShardChoice,
        method: Method,
        threads: Option<usize>,
    },
    /// `count N --gpu`, the whole count or one shard: by frames, on a GPU.
    CountGpu {
        n: usize,
        shard: Option<ShardChoice>,
    },
    Merge {
        inputs: Vec<String>,
        verify: crate::merge::Verify,
    },
    Place {
        n: usize,
        check: bool,
    },
    Repair {
        n: usize,
        seed: u64,
        check: bool,
        stats: bool,
    },
    Draw {
        n: usize,
        step: u64,
        format: crate::picture::Format,
        look: crate::picture::Look,
    },
    Gif {
        n: usize,
        range: nqueens_core::picture::StepRange,
        fps: u64,
        look: crate::picture::Look,
    },
}

/// A usage error: reported on one line, exit status 2.
#[derive(Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

/// `text` as an error message quotes it, by the project's one rule (the core's): at most 40 characters, control
/// and invisible format characters escaped, so that they can neither move the cursor, recolour the terminal
/// nor reorder or hide the message.
pub use nqueens_core::size_text::echo;

/// The arguments after the program's name.
pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Command, UsageError> {
    let args = args
        .into_iter()
        .map(|arg| {
            arg.into_string()
                .map_err(|raw| UsageError(format!("argument '{}' is not valid UTF-8", echo(&raw.to_string_lossy()))))
        })
        .collect::<Result<Vec<String>, UsageError>>()?;
    if args.iter().any(|a| a == "-h" || a == "--help") {
        return Ok(Command::Help);
    }
    if args.iter().any(|a| a == "-V" || a == "--version") {
        return Ok(Command::Version);
    }
    let (command, rest) = args
        .split_first()
        .ok_or_else(|| UsageError("missing command: trace, count, place, repair, merge, draw or gif".into()))?;
    if command == "merge" {
        return crate::merge::parse_inputs(rest);
    }
    if command == "draw" || command == "gif" {
        return crate::picture::parse(command, rest);
    }
    if !["trace", "count", "place", "repair"].contains(&command.as_str()) {
        return Err(UsageError(format!(
            "unknown command '{}': expected trace, count, place, repair, merge, draw or gif",
            echo(command)
        )));
    }
    let given = Given::collect(rest)?;
    given.check_options_of(command)?;
    let size = given.size.ok_or_else(|| UsageError(format!("missing board size N after '{command}'")))?;
    let options = Options { first_solution_only: given.first, mirror: given.mirror };
    let search = |n| parse_search(n, &given.variants, &given.blocked, &given.required, options);
    Ok(match command.as_str() {
        "count" if given.gpu => {
            let n = parse_size(size, MAX_SIZE)?;
            if given.method.is_some() && parse_method(given.method, n)? != Method::Frames {
                return Err(UsageError("--gpu counts by the frames method only (--method frames)".into()));
            }
            let shard = given.shard.as_ref().map(crate::shard::ShardOption::parse).transpose()?;
            Command::CountGpu { n, shard }
        }
        "place" => Command::Place { n: parse_size(size, LARGEST_PRACTICAL_SIZE)?, check: given.check },
        "count" if given.fast && given.shard.is_some() => {
            let n = parse_size(size, MAX_SIZE)?;
            let shard =
                given.shard.as_ref().map_or_else(|| Err(UsageError("--shard: which shard?".into())), |s| s.parse())?;
            Command::CountShard { n, shard, method: parse_method(given.method, n)?, threads: given.threads }
        }
        "repair" => {
            let seed = crate::repair::parse_seed(given.seed)?;
            Command::Repair { n: parse_size(size, LARGEST_REPAIR_SIZE)?, seed, check: given.check, stats: given.stats }
        }
        "count" if given.fast => {
            let n = parse_size(size, MAX_SIZE)?;
            Command::CountFast { n, method: parse_method(given.method, n)?, threads: given.threads }
        }
        "count" => {
            let n = parse_size(size, MAX_SIZE)?;
            Command::Count { search: search(n)? }
        }
        _ => {
            let n = parse_size(size, MAX_SIZE)?;
            Command::Trace { search: search(n)? }
        }
    })
}

/// The size and options after the command, each at most once.
#[derive(Default)]
struct Given<'a> {
    size: Option<&'a str>,
    first: bool,
    mirror: bool,
    fast: bool,
    gpu: bool,
    check: bool,
    threads: Option<usize>,
    method: Option<&'a str>,
    shard: Option<crate::shard::ShardOption<'a>>,
    /// Values of the repeatable or valued options of trace, count and repair, checked later.
    variants: Vec<&'a str>,
    blocked: Vec<&'a str>,
    required: Vec<&'a str>,
    seed: Option<&'a str>,
    stats: bool,
}

impl<'a> Given<'a> {
    fn collect(rest: &'a [String]) -> Result<Given<'a>, UsageError> {
        let mut given = Given::default();
        let mut rest = rest.iter();
        while let Some(arg) = rest.next() {
            let flag = match arg.as_str() {
                "--first" => &mut given.first,
                "--mirror" => &mut given.mirror,
                "--fast" => &mut given.fast,
                "--gpu" => &mut given.gpu,
                "--check" => &mut given.check,
                "--stats" => &mut given.stats,
                "--variant" | "--block" | "--require" | "--seed" => {
                    let value = rest.next().ok_or_else(|| UsageError(format!("{arg} needs a value")))?;
                    match arg.as_str() {
                        "--variant" => given.variants.push(value),
                        "--block" => given.blocked.push(value),
                        "--require" => given.required.push(value),
                        _ if given.seed.is_some() => return Err(twice(arg)),
                        _ => given.seed = Some(value),
                    }
                    continue;
                }
                "--method" if given.method.is_some() => return Err(twice("--method")),
                "--method" => {
                    let value = rest.next().ok_or_else(|| UsageError("--method needs frames or join".into()))?;
                    given.method = Some(value);
                    continue;
                }
                "--threads" if given.threads.is_some() => return Err(twice("--threads")),
                "--threads" => {
                    given.threads = Some(parse_threads(rest.next())?);
                    continue;
                }
                flag @ ("--shard" | "--shard-from-env" | "--shards") => {
                    crate::shard::ShardOption::collect(&mut given.shard, flag, &mut rest)?;
                    continue;
                }
                flag if flag.starts_with("--") => {
                    return Err(UsageError(format!("unknown option '{}'", echo(flag))));
                }
                value => {
                    if given.size.is_some() {
                        // Only the second is repeated: the first is the size itself, and both could be long.
                        return Err(UsageError(format!("one board size only: '{}' follows the size", echo(value))));
                    }
                    given.size = Some(value);
                    continue;
                }
            };
            if *flag {
                return Err(twice(arg));
            }
            *flag = true;
        }
        Ok(given)
    }

    /// Refuses an option the command does not take.
    fn check_options_of(&self, command: &str) -> Result<(), UsageError> {
        // A fast count takes other options than the plain one: the message names the one asked for.
        let asked = match command {
            "count" if self.gpu => "count --gpu",
            "count" if self.fast => "count --fast",
            _ => command,
        };
        let refuse = |option: &str, ok: bool| {
            if ok { Ok(()) } else { Err(UsageError(format!("{option}: not an option of '{asked}'"))) }
        };
        refuse("--fast", !self.fast || command == "count")?;
        refuse("--gpu", !self.gpu || command == "count")?;
        if self.gpu && self.threads.is_some() {
            return Err(UsageError("--threads and --gpu: the GPU count takes no thread count".into()));
        }
        // --gpu is a fast count too.
        let fast = self.fast || self.gpu;
        refuse("--threads", self.threads.is_none() || fast)?;
        refuse("--method", self.method.is_none() || fast)?;
        refuse("--shard, --shard-from-env or --shards", self.shard.is_none() || fast)?;
        refuse("--check", !self.check || command == "place" || command == "repair")?;
        refuse("--seed or --stats", (self.seed.is_none() && !self.stats) || command == "repair")?;
        if self.check && self.stats {
            return Err(UsageError("--check and --stats: give one of them".into()));
        }
        let shapes_the_search = !self.variants.is_empty() || !self.blocked.is_empty() || !self.required.is_empty();
        refuse("--variant, --block or --require", !shapes_the_search || matches!(command, "trace" | "count") && !fast)?;
        refuse(
            "--first or --mirror",
            !(self.first || self.mirror) || !(fast || command == "place" || command == "repair"),
        )
    }
}

pub(crate) fn twice(option: &str) -> UsageError {
    UsageError(format!("option '{option}' is given more than once"))
}

pub(crate) fn parse_size(text: &str, max: usize) -> Result<usize, UsageError> {
    let invalid = || UsageError(format!("board size must be a whole number from 0 to {max}, got '{}'", echo(text)));
    let n: i64 = text.trim().parse().map_err(|_| invalid())?;
    usize::try_from(n).ok().filter(|&n| n <= max).ok_or_else(invalid)
}

/// The method `--method` names, or by default the fastest one for the total of an `n` x `n` board.
fn parse_method(text: Option<&str>, n: usize) -> Result<Method, UsageError> {
    match text {
        None => Ok(Method::fastest_for(n)),
        Some(text) => Method::from_name(text)
            .ok_or_else(|| UsageError(format!("--method must be frames or join, got '{}'", echo(text)))),
    }
}

fn parse_threads(text: Option<&String>) -> Result<usize, UsageError> {
    let text = text.ok_or_else(|| UsageError("--threads needs a number of threads".into()))?;
    text.parse::<usize>()
        .ok()
        .filter(|&t| (1..=1024).contains(&t))
        .ok_or_else(|| UsageError(format!("--threads must be a whole number from 1 to 1024, got '{}'", echo(text))))
}
