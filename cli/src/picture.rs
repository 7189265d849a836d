//! The draw and gif commands: a picture of the search at one step (SVG or PNG), an animated GIF of a
//! range of steps, written to stdout.

use crate::args::{Command, UsageError, echo, parse_size, twice};
use crate::output::{report, write_file};
use nqueens_core::Search;
use nqueens_core::picture::{self, BoardView, StepRange, Theme};
use std::io::IsTerminal;
use std::process::ExitCode;

/// The picture's side when none is asked for.
const DEFAULT_SIDE: u64 = 480;
/// The animation's speed when none is asked for.
const DEFAULT_FPS: u64 = 4;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Svg,
    Png,
}

/// A picture's side and colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    pub side: u64,
    pub theme: Theme,
}

/// `draw N --step S (--svg | --png) [--size PX] [--theme T]` or `gif N [--from A] --to B [--fps F]
/// [--size PX] [--theme T]`: the arguments after the command's name.
pub fn parse(command: &str, rest: &[String]) -> Result<Command, UsageError> {
    let mut size = None;
    let mut values: Vec<(&str, &str)> = Vec::new();
    let mut format = None;
    let mut rest = rest.iter();
    let takes = |option: &str| match command {
        "draw" => ["--step", "--size", "--theme"].contains(&option),
        _ => ["--from", "--to", "--fps", "--size", "--theme"].contains(&option),
    };
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            flag @ ("--svg" | "--png") if command == "draw" => {
                let chosen = if flag == "--svg" { Format::Svg } else { Format::Png };
                if format.is_some() {
                    return Err(UsageError("--svg and --png: give one of them".into()));
                }
                format = Some(chosen);
            }
            option if takes(option) => {
                if values.iter().any(|(given, _)| *given == option) {
                    return Err(twice(option));
                }
                let value = rest.next().ok_or_else(|| UsageError(format!("{option} needs a value")))?;
                values.push((option, value));
            }
            option if option.starts_with("--") => {
                return Err(UsageError(format!("unknown option '{}' of '{command}'", echo(option))));
            }
            value => {
                if let Some(size) = size {
                    return Err(UsageError(format!(
                        "one board size only: got '{}' and then '{}'",
                        echo(size),
                        echo(value)
                    )));
                }
                size = Some(value);
            }
        }
    }
    let size = size.ok_or_else(|| UsageError(format!("missing board size N after '{command}'")))?;
    let n = parse_size(size, nqueens_core::MAX_SIZE)?;
    if n == 0 {
        return Err(UsageError(format!(
            "a picture shows a board of 1 to {} squares a side, not 0",
            nqueens_core::MAX_SIZE
        )));
    }
    let value = |option: &str| values.iter().find(|(given, _)| *given == option).map(|&(_, value)| value);
    let number = |option: &str, default: Option<u64>| -> Result<u64, UsageError> {
        match value(option) {
            Some(text) => text
                .parse::<u64>()
                .map_err(|_| UsageError(format!("{option} must be a whole number from 0, got '{}'", echo(text)))),
            None => default.ok_or_else(|| UsageError(format!("'{command}' needs {option}"))),
        }
    };
    let theme = match value("--theme") {
        None => Theme::Light,
        Some(name) => Theme::from_name(name)
            .ok_or_else(|| UsageError(format!("--theme is light or dark, not '{}'", echo(name))))?,
    };
    let side = number("--size", Some(DEFAULT_SIDE))?;
    picture::check_picture_size(side).map_err(|e| UsageError(format!("--size: {e}")))?;
    let look = Look { side, theme };
    // Every bound is checked here, before any search: a step too far, an animation too large.
    if command == "draw" {
        let format = format.ok_or_else(|| UsageError("'draw' needs --svg or --png".into()))?;
        let step = number("--step", Some(0))?;
        StepRange::at(step).map_err(|e| UsageError(format!("--step: {e}")))?;
        return Ok(Command::Draw { n, step, format, look });
    }
    let range = StepRange::new(number("--from", Some(0))?, number("--to", None)?)
        .map_err(|e| UsageError(format!("--from and --to: {e}")))?;
    picture::check_animation(range.frames(), side).map_err(|e| UsageError(format!("--size: {e}")))?;
    let fps = number("--fps", Some(DEFAULT_FPS))?;
    picture::check_fps(fps).map_err(|e| UsageError(format!("--fps: {e}")))?;
    Ok(Command::Gif { n, range, fps, look })
}

/// The views of the steps asked for, or the reason there are none (exit status 2). A step past the end
/// of a search whose length the table knows is refused before the search runs.
fn views(n: usize, range: StepRange) -> Result<Vec<BoardView>, ExitCode> {
    if let Some(last) = nqueens_core::known::for_size(n).and_then(|known| known.steps)
        && range.from > last
    {
        return Err(refuse(&picture::PictureError::PastTheEnd { from: range.from, last }.to_string()));
    }
    let mut search = Search::new(n).map_err(|e| refuse(&e.to_string()))?;
    picture::views_of_steps(&mut search, range).map_err(|e| refuse(&e.to_string()))
}

fn refuse(message: &str) -> ExitCode {
    report(message);
    ExitCode::from(2)
}

/// Binary output would garble a terminal: it has to go to a file or a pipe.
fn refuse_terminal(what: &str, example: &str) -> Option<ExitCode> {
    std::io::stdout()
        .is_terminal()
        .then(|| refuse(&format!("{what} is binary: send it to a file, as in 'nqueens {example}'")))
}

pub fn draw(n: usize, step: u64, format: Format, look: Look) -> ExitCode {
    if format == Format::Png
        && let Some(status) = refuse_terminal("a PNG", &format!("draw {n} --step {step} --png > board.png"))
    {
        return status;
    }
    let range = match StepRange::at(step) {
        Ok(range) => range,
        Err(e) => return refuse(&e.to_string()),
    };
    let view = match views(n, range) {
        Ok(mut views) => views.remove(0),
        Err(status) => return status,
    };
    let file = match format {
        Format::Svg => picture::svg(&view, look.side, look.theme).map(String::into_bytes),
        Format::Png => picture::png(&view, look.side, look.theme),
    };
    match file {
        Ok(bytes) => write_file(&bytes),
        Err(e) => refuse(&e.to_string()),
    }
}

pub fn gif(n: usize, range: StepRange, fps: u64, look: Look) -> ExitCode {
    if let Some(status) = refuse_terminal("a GIF", &format!("gif {n} --to {} > walk.gif", range.to)) {
        return status;
    }
    let views = match views(n, range) {
        Ok(views) => views,
        Err(status) => return status,
    };
    match picture::gif(&views, look.side, look.theme, fps) {
        Ok(bytes) => write_file(&bytes),
        Err(e) => refuse(&e.to_string()),
    }
}
