//! From the raw OS strings to one checked `Command`: clap reads them by the grammar of `args.rs`, its errors
//! become the command line's one-line sentences (input quoted by the core's echo), and the few checks that
//! depend on two values at once are made here.

use crate::args::{
    Cli, Commands, CountArgs, DrawArgs, GifArgs, MergeArgs, RULES, Relation, RepairArgs, SearchArgs, Why, command,
};
use crate::merge::Verify;
use crate::picture::{Format, Look};
use crate::readers::{self, REFUSAL};
use crate::shard::ShardChoice;
use crate::usage::{UsageError, quoted};
use clap::FromArgMatches;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::parser::ValueSource;
use nqueens_core::count::Method;
use nqueens_core::picture::{self, StepRange, Theme};
use nqueens_core::{AnySearch, Constraints, Options, Variant};
use std::ffi::OsString;
use std::path::PathBuf;

/// The picture's side when none is asked for.
const DEFAULT_SIDE: u64 = 480;
/// The animation's speed when none is asked for.
const DEFAULT_FPS: u64 = 4;
/// The repair's seed when none is given, so that a bare `repair N` always prints the same board.
const DEFAULT_SEED: u64 = 0;

/// What the user asked for, every value checked.
#[derive(Debug, PartialEq, Eq)]
pub enum Command {
    /// The help or the version, to print as it is.
    Print(String),
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
        verify: Verify,
        estimate_plan: bool,
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
        format: Format,
        look: Look,
    },
    Gif {
        n: usize,
        range: StepRange,
        fps: u64,
        look: Look,
    },
    Completions {
        shell: clap_complete::Shell,
    },
    ManPages {
        dir: PathBuf,
    },
}

/// The arguments after the program's name.
pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Command, UsageError> {
    let args = args
        .into_iter()
        .map(|arg| {
            arg.into_string()
                .map_err(|raw| UsageError(format!("argument {} is not valid UTF-8", quoted(&raw.to_string_lossy()))))
        })
        .collect::<Result<Vec<String>, UsageError>>()?;
    // A message about a command's arguments ends with where its help is; one about the command itself
    // already lists the commands.
    let hint = |UsageError(message): UsageError| match args.first() {
        Some(name) if command().find_subcommand(name.as_str()).is_some() => {
            UsageError(format!("{message} (try 'nqueens {name} --help')"))
        }
        _ => UsageError(message),
    };
    let argv = || std::iter::once("nqueens").chain(args.iter().map(String::as_str));
    let matches = match command().try_get_matches_from(argv()) {
        Ok(matches) => matches,
        Err(error) if matches!(error.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            return Ok(Command::Print(error.render().to_string()));
        }
        Err(error) => return Err(hint(usage_error(&error, &args))),
    };
    let cli = Cli::from_arg_matches(&matches).map_err(|error| hint(usage_error(&error, &args)))?;
    checked(cli.command).map_err(hint)
}

/// The command asked for, its values checked against each other.
fn checked(command: Commands) -> Result<Command, UsageError> {
    Ok(match command {
        Commands::Trace(search) => Command::Trace { search: search_of(search)? },
        Commands::Count(count) => count_of(count)?,
        Commands::Merge(merge) => merge_of(merge)?,
        Commands::Place(place) => Command::Place { n: place.n, check: place.check },
        Commands::Repair(RepairArgs { n, seed, check, stats }) => {
            Command::Repair { n, seed: seed.unwrap_or(DEFAULT_SEED), check, stats }
        }
        Commands::Draw(draw) => draw_of(draw),
        Commands::Gif(gif) => gif_of(gif)?,
        Commands::Completions(completions) => Command::Completions { shell: completions.shell },
        Commands::ManPages(pages) => Command::ManPages { dir: pages.dir },
    })
}

/// The search `--variant`, `--block` and `--require` ask for, with `--first` and `--mirror`; which search
/// takes which options is the core's rule ([`AnySearch::new`]).
fn search_of(search: SearchArgs) -> Result<AnySearch, UsageError> {
    let SearchArgs { n, first, mirror, variant, block, require } = search;
    let constraints = Constraints::new(n, &block, &require).map_err(|e| UsageError(e.to_string()))?;
    let options = Options { first_solution_only: first, mirror };
    AnySearch::new(variant.unwrap_or(Variant::Correct), options, constraints).map_err(|e| UsageError(e.to_string()))
}

fn count_of(count: CountArgs) -> Result<Command, UsageError> {
    let CountArgs { search, fast, gpu, method, threads, shard, shard_from_env, shards } = count;
    let n = search.n;
    let shard = match (shard, shard_from_env) {
        (Some(shard), _) => Some(shard),
        (None, true) => Some(crate::shard::from_env(shards, |name| std::env::var_os(name))?),
        (None, false) => None,
    };
    if gpu && method.is_some_and(|method| method != Method::Frames) {
        return Err(UsageError("--gpu counts by the frames method only (--method frames)".into()));
    }
    let method = method.unwrap_or(Method::fastest_for(n));
    Ok(match shard {
        shard if gpu => Command::CountGpu { n, shard },
        Some(shard) if fast => Command::CountShard { n, shard, method, threads },
        _ if fast => Command::CountFast { n, method, threads },
        _ => Command::Count { search: search_of(search)? },
    })
}

fn merge_of(merge: MergeArgs) -> Result<Command, UsageError> {
    let MergeArgs { mut files, verify, seed, estimate_plan } = merge;
    let verify = match verify {
        None => Verify::None,
        Some(readers::Verify::All) if seed.is_some() => {
            return Err(UsageError("--seed goes with --verify K, not --verify all".into()));
        }
        Some(readers::Verify::All) => Verify::All,
        Some(readers::Verify::Some(shards)) => Verify::Some { shards, seed },
    };
    if files.is_empty() {
        files.push("-".to_string());
    }
    Ok(Command::Merge { inputs: files, verify, estimate_plan })
}

fn look_of(size: Option<u64>, theme: Option<Theme>) -> Look {
    Look { side: size.unwrap_or(DEFAULT_SIDE), theme: theme.unwrap_or(Theme::Light) }
}

fn draw_of(draw: DrawArgs) -> Command {
    let DrawArgs { n, step, svg, look, .. } = draw;
    let format = if svg { Format::Svg } else { Format::Png };
    Command::Draw { n, step: step.unwrap_or(0), format, look: look_of(look.size, look.theme) }
}

/// Every bound of an animation is checked here, before any search: a range too long or too far, too many pixels.
fn gif_of(gif: GifArgs) -> Result<Command, UsageError> {
    let GifArgs { n, from, to, fps, look } = gif;
    let to = to.ok_or_else(|| UsageError("'gif' needs --to".into()))?;
    let range = StepRange::new(from.unwrap_or(0), to).map_err(|e| UsageError(format!("--from and --to: {e}")))?;
    let look = look_of(look.size, look.theme);
    picture::check_animation(range.frames(), look.side).map_err(|e| UsageError(format!("--size: {e}")))?;
    Ok(Command::Gif { n, range, fps: fps.unwrap_or(DEFAULT_FPS), look })
}

/// clap's error as the command line's one-line sentence. Whatever it repeats of the input is quoted by the
/// core's echo; the relations' sentences are those of [`RULES`].
fn usage_error(error: &clap::Error, args: &[String]) -> UsageError {
    let grammar = command();
    let names: Vec<&str> = grammar.get_subcommands().map(clap::Command::get_name).collect();
    let sub = args.first().and_then(|name| grammar.find_subcommand(name.as_str()));
    let text = |kind| match error.get(kind) {
        Some(ContextValue::String(text)) => text.clone(),
        _ => String::new(),
    };
    let texts = |kind| match error.get(kind) {
        Some(ContextValue::Strings(texts)) => texts.clone(),
        _ => Vec::new(),
    };
    let message = match (error.kind(), sub) {
        (ErrorKind::ValueValidation, _) => text(REFUSAL),
        (ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand, _) => {
            format!("missing command: {}", or_list(&names))
        }
        (ErrorKind::InvalidSubcommand | ErrorKind::UnknownArgument, None) => {
            let given = args.first().map_or("", String::as_str);
            format!("unknown command {}: expected {}", quoted(given), or_list(&names))
        }
        (ErrorKind::UnknownArgument, Some(sub)) => unknown_argument(&grammar, sub, &text(ContextKind::InvalidArg)),
        (ErrorKind::ArgumentConflict, Some(sub)) => {
            conflict(sub, option_name(&text(ContextKind::InvalidArg)), option_name(&text(ContextKind::PriorArg)))
        }
        (ErrorKind::MissingRequiredArgument, Some(sub)) => missing(sub, args, &texts(ContextKind::InvalidArg)),
        (ErrorKind::InvalidValue, _) => {
            let shown = text(ContextKind::InvalidArg);
            let option = option_name(&shown);
            let valid = texts(ContextKind::ValidValue);
            match text(ContextKind::InvalidValue) {
                given if given.is_empty() && valid.is_empty() => format!("{option} needs a value"),
                given if given.is_empty() => format!("{option} needs {}", or_list(&valid)),
                given => format!("{option} must be {}, got {}", or_list(&valid), quoted(&given)),
            }
        }
        (kind, _) => kind.as_str().unwrap_or("the arguments are not understood").to_string(),
    };
    UsageError(message)
}

/// "a, b or c".
fn or_list(items: &[impl AsRef<str>]) -> String {
    match items {
        [] => String::new(),
        [only] => only.as_ref().to_string(),
        [rest @ .., last] => {
            format!("{} or {}", rest.iter().map(AsRef::as_ref).collect::<Vec<_>>().join(", "), last.as_ref())
        }
    }
}

/// The option as clap shows it, without its value's name: "--threads <T>" is "--threads".
fn option_name(shown: &str) -> &str {
    shown.split_whitespace().next().unwrap_or(shown)
}

/// The id of the option of `sub` called `name` ("--shard-from-env" is "shard_from_env").
fn id_of(sub: &clap::Command, name: &str) -> Option<String> {
    let long = name.strip_prefix("--")?;
    sub.get_arguments().find(|arg| arg.get_long() == Some(long)).map(|arg| arg.get_id().to_string())
}

/// The ids an id stands for: a group's options, or the option itself.
fn members(sub: &clap::Command, id: &str) -> Vec<String> {
    match sub.get_groups().find(|group| group.get_id() == id) {
        Some(group) => group.get_args().map(ToString::to_string).collect(),
        None => vec![id.to_string()],
    }
}

/// "--shard-from-env" for the id "shard_from_env".
fn shown(sub: &clap::Command, id: &str) -> String {
    sub.get_arguments()
        .find(|arg| arg.get_id() == id)
        .and_then(clap::Arg::get_long)
        .map_or_else(|| id.to_string(), |long| format!("--{long}"))
}

fn unknown_argument(grammar: &clap::Command, sub: &clap::Command, given: &str) -> String {
    if !given.starts_with('-') {
        // Only the second is repeated: the first is the size itself, and both could be long.
        return format!("one board size only: {} follows the size", quoted(given));
    }
    let elsewhere: Vec<String> = grammar
        .get_subcommands()
        .filter(|other| id_of(other, option_name(given)).is_some())
        .map(|other| format!("'{}'", other.get_name()))
        .collect();
    if elsewhere.is_empty() {
        format!("unknown option {} of '{}'", quoted(given), sub.get_name())
    } else {
        format!("{}: not an option of '{}' (it is one of {})", option_name(given), sub.get_name(), or_list(&elsewhere))
    }
}

fn conflict(sub: &clap::Command, given: &str, prior: &str) -> String {
    if given == prior {
        return format!("option '{given}' is given more than once");
    }
    let (given_id, prior_id) = (id_of(sub, given).unwrap_or_default(), id_of(sub, prior).unwrap_or_default());
    let rule = RULES.iter().filter(|rule| rule.command == sub.get_name()).find_map(|rule| match rule.kind {
        Relation::Excludes(first, second) => {
            let holds = |a: &str, b: &str| first.contains(&a) && second.contains(&b);
            if holds(&given_id, &prior_id) {
                Some((rule, given, prior))
            } else if holds(&prior_id, &given_id) {
                Some((rule, prior, given))
            } else {
                None
            }
        }
        Relation::Needs(..) => None,
    });
    match rule {
        Some((rule, first, second)) => match rule.why {
            Why::Plain => format!("{first} and {second}: give one of them"),
            Why::Reason(reason) => format!("{first} and {second}: {reason}"),
            Why::Whole(message) => message.to_string(),
        },
        None => format!("{given} and {prior}: give one of them"),
    }
}

/// A relation of [`RULES`] that the arguments break, else what clap found missing.
fn missing(sub: &clap::Command, args: &[String], missing: &[String]) -> String {
    let argv = std::iter::once("nqueens").chain(args.iter().map(String::as_str));
    let given = command().ignore_errors(true).try_get_matches_from(argv).ok();
    let given = given.as_ref().and_then(|matches| matches.subcommand_matches(sub.get_name()));
    let present = |id: &str| given.is_some_and(|m| m.value_source(id) == Some(ValueSource::CommandLine));
    let broken = RULES.iter().filter(|rule| rule.command == sub.get_name()).find_map(|rule| match rule.kind {
        Relation::Needs(id, needed) if present(id) && !members(sub, needed).iter().any(|m| present(m)) => {
            Some((rule, id, needed))
        }
        _ => None,
    });
    if let Some((rule, id, needed)) = broken {
        let needed: Vec<String> = members(sub, needed).iter().map(|m| shown(sub, m)).collect();
        return match rule.why {
            Why::Whole(message) => message.to_string(),
            Why::Plain | Why::Reason(_) => format!("{} goes with {}", shown(sub, id), or_list(&needed)),
        };
    }
    if missing.iter().any(|shown| shown.starts_with("<N>")) {
        return format!("missing board size N after '{}'", sub.get_name());
    }
    // "--to <B>", or a group: "<--svg|--png>".
    let names: Vec<&str> = missing
        .iter()
        .flat_map(|shown| shown.trim_start_matches('<').trim_end_matches('>').split('|'))
        .map(option_name)
        .collect();
    format!("'{}' needs {}", sub.get_name(), or_list(&names))
}
