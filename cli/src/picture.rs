//! The draw and gif commands: a picture of the search at one step (SVG or PNG), an animated GIF of a
//! range of steps, written to stdout.

use crate::output::{report, write_file};
use nqueens_core::picture::{self, BoardView, StepRange, Theme};
use nqueens_core::{AnySearch, Search};
use std::io::IsTerminal;
use std::process::ExitCode;

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

/// The views of the steps asked for, or the reason there are none (exit status 2). A step past the end
/// of a search whose length the table knows is refused before the search runs.
fn views(n: usize, range: StepRange) -> Result<Vec<BoardView>, ExitCode> {
    if let Some(last) = nqueens_core::known::for_size(n).and_then(|known| known.steps)
        && range.from > last
    {
        return Err(refuse(&picture::PictureError::PastTheEnd { from: range.from, last }.to_string()));
    }
    let mut search = AnySearch::from(Search::new(n).map_err(|e| refuse(&e.to_string()))?);
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
