//! The manual pages, generated from the grammar (`make man`): nqueens(1) with the exit statuses, and one page
//! a command, nqueens-count(1) and the others.

use crate::output::report;
use std::path::Path;
use std::process::ExitCode;

/// Exit status when a page cannot be written.
const CANNOT_WRITE: u8 = crate::output::CANNOT_WRITE;

/// Writes nqueens.1 and a page for each command into `dir`, which must exist.
pub fn write_pages(dir: &Path) -> ExitCode {
    let mut grammar = crate::args::command();
    grammar.build();
    let mut pages = vec![(grammar.clone(), top_page(&grammar))];
    for command in grammar.get_subcommands() {
        pages.push((command.clone(), page(command)));
    }
    for (command, page) in pages {
        let name = clap_mangen::Man::new(command).get_filename();
        let path = dir.join(&name);
        let written = page.and_then(|page| std::fs::write(&path, page));
        if let Err(e) = written {
            report(&format!("cannot write the manual page {}: {e}", path.display()));
            return ExitCode::from(CANNOT_WRITE);
        }
    }
    ExitCode::SUCCESS
}

/// A command's page as clap_mangen lays it out.
fn page(command: &clap::Command) -> std::io::Result<Vec<u8>> {
    let mut page = Vec::new();
    clap_mangen::Man::new(command.clone()).render(&mut page)?;
    Ok(page)
}

/// The program's page: its sections, with the exit statuses under their own heading (clap_mangen would call
/// the text after the help "EXTRA").
fn top_page(grammar: &clap::Command) -> std::io::Result<Vec<u8>> {
    let man = clap_mangen::Man::new(grammar.clone());
    let mut page = Vec::new();
    man.render_title(&mut page)?;
    man.render_name_section(&mut page)?;
    man.render_synopsis_section(&mut page)?;
    man.render_description_section(&mut page)?;
    man.render_options_section(&mut page)?;
    man.render_subcommands_section(&mut page)?;
    let mut statuses = roff::Roff::new();
    statuses.control("SH", ["EXIT STATUS"]);
    for (status, meaning) in exit_statuses() {
        statuses.control("TP", []).text([roff::roman(status)]).text([roff::roman(meaning)]);
    }
    statuses.to_writer(&mut page)?;
    man.render_version_section(&mut page)?;
    Ok(page)
}

/// Each status of [`crate::args::EXIT_STATUS`] with its meaning.
fn exit_statuses() -> Vec<(&'static str, &'static str)> {
    let lines = crate::args::EXIT_STATUS.lines().skip(1);
    lines.filter_map(|line| line.trim().split_once(' ')).map(|(status, meaning)| (status, meaning.trim())).collect()
}

#[cfg(test)]
#[allow(clippy::indexing_slicing)]
mod tests {
    #[test]
    fn every_exit_status_is_one_item() {
        let statuses = super::exit_statuses();
        let numbers: Vec<&str> = statuses.iter().map(|(status, _)| *status).collect();
        assert_eq!(numbers, ["0", "1", "2", "3", "4", "5", "6", "7"]);
        assert!(statuses[2].1.starts_with("Bad usage") && statuses[2].1.ends_with("a PNG or GIF sent to a terminal."));
    }
}
