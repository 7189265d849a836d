//! Tests of what the command line's grammar gives besides parsing: each command's own help, shell
//! completions and manual pages generated from it, sizes read as the page reads them, clap's messages
//! echoed by the one rule, and the relations between options.

use nqueens_core::size_text::parse_size;
use std::process::{Command, Output, Stdio};

fn nqueens(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nqueens")).args(args).stdin(Stdio::null()).output().expect("the binary runs")
}

fn stdout_of(args: &[&str]) -> String {
    let output = nqueens(args);
    assert!(output.status.success(), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
    assert!(output.stderr.is_empty(), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// The one-line message of a usage error.
fn usage_error(args: &[&str]) -> String {
    let output = nqueens(args);
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(output.stdout.is_empty(), "{args:?}");
    stderr
}

#[test]
fn each_command_has_its_own_help() {
    for (command, has, lacks) in [
        (
            "count",
            &["--fast", "--shard-from-env", "SLURM_ARRAY_TASK_ID", "forgot-undo", "Usage: nqueens count N"][..],
            &["--svg", "--verify"][..],
        ),
        ("trace", &["--variant", "conflict", "brute-force"], &["--fast", "--seed"]),
        ("merge", &["--verify", "at most 1024 bytes a line"], &["--fast"]),
        ("repair", &["--seed", "--stats", "2^53 - 1"], &["--verify"]),
        ("draw", &["--svg", "--png", "--theme", "64 to 4096"], &["--fps"]),
        ("gif", &["--from", "--to", "--fps"], &["--svg"]),
        ("completions", &["bash", "zsh", "fish"], &["--fast"]),
    ] {
        let help = stdout_of(&[command, "--help"]);
        for word in has {
            assert!(help.contains(word), "{command} --help mentions {word}: {help}");
        }
        for word in lacks {
            assert!(!help.contains(word), "{command} --help does not mention {word}: {help}");
        }
        assert!(!help.contains("Exit status"), "the statuses are the program's help's");
        let short = stdout_of(&[command, "-h"]);
        assert!(short.len() <= help.len() && short.contains("Usage: nqueens"), "{command} -h");
    }
}

#[test]
fn completions_are_generated_for_each_shell() {
    for (shell, marker) in [("bash", "complete -F"), ("zsh", "#compdef nqueens"), ("fish", "complete -c nqueens")] {
        let script = stdout_of(&["completions", shell]);
        assert!(script.contains(marker), "{shell}: {script}");
        for word in ["count", "merge", "shard-from-env", "verify", "theme"] {
            assert!(script.contains(word), "{shell} completes {word}");
        }
    }
    // The values a shell offers are the core's names.
    let fish = stdout_of(&["completions", "fish"]);
    for name in ["forgot-undo", "brute-force", "frames", "join", "light", "dark"] {
        assert!(fish.contains(name), "fish completes {name}");
    }
    let stderr = usage_error(&["completions", "tcsh"]);
    assert!(stderr.contains("must be bash, elvish, fish, powershell or zsh, got 'tcsh'"), "{stderr}");
}

#[test]
fn manual_pages_are_written_for_the_program_and_each_command() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("man");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    let output = nqueens(&["man-pages", dir.to_str().expect("a UTF-8 path")]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let page = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    let top = page("nqueens.1");
    assert!(top.starts_with(".ie") || top.starts_with(".TH"), "{top}");
    assert!(top.contains(".TH nqueens 1"), "{top}");
    assert!(top.contains(".SH \"EXIT STATUS\"") || top.contains(".SH EXIT STATUS"), "{top}");
    for status in ["0", "1", "2", "3", "4", "5", "6", "7"] {
        assert!(top.contains(&format!(".TP\n{status}\n")), "status {status}: {top}");
    }
    for command in ["trace", "count", "place", "repair", "merge", "draw", "gif", "completions", "man-pages"] {
        let own = page(&format!("nqueens-{command}.1"));
        assert!(own.contains(&format!(".TH nqueens-{command} 1")), "{command}: {own}");
    }
    assert!(page("nqueens-count.1").contains("shard\\-from\\-env"));
    // A folder that cannot be written is one line and status 3.
    let output = nqueens(&["man-pages", "/nonexistent/man"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(3), "{stderr}");
    assert!(stderr.starts_with("nqueens: cannot write the manual page /nonexistent/man/"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}

#[test]
fn sizes_are_accepted_and_refused_as_the_page_reads_them() {
    let max = 10_000_000;
    for text in [
        "8",
        " 8 ",
        "+8",
        "08",
        "8.0",
        "1,000",
        "1 000",
        "1_000",
        "10,000,000",
        "10\u{202f}000",
        "-0",
        "1,00",
        "1,000_000",
        "2.5",
        "-3",
        "\u{2212}3",
        "1e3",
        "0x10",
        "abc",
        "10,000,001",
        "8\u{202e}",
        "99999999999999999999999",
    ] {
        let output = nqueens(&["place", text, "--check"]);
        match parse_size(text, 0, max) {
            Ok(n) => {
                assert!(output.status.success(), "{text:?}: {}", String::from_utf8_lossy(&output.stderr));
                assert_eq!(String::from_utf8_lossy(&output.stdout), "valid\n", "{text:?} is {n}");
            }
            Err(problem) => {
                let stderr = String::from_utf8_lossy(&output.stderr);
                assert_eq!(output.status.code(), Some(2), "{text:?}: {stderr}");
                assert!(stderr.starts_with(&format!("nqueens: board size: {problem}")), "{text:?}: {stderr}");
            }
        }
    }
    // count 1,000 is read as a thousand, as on the page, and refused as too large rather than as no number.
    let stderr = usage_error(&["count", "1,000"]);
    assert!(stderr.contains("1,000 is too large: the largest board here is 32×32."), "{stderr}");
    assert_eq!(stdout_of(&["place", "1,000", "--check"]), "valid\n");
    let report: serde_json::Value = serde_json::from_str(&stdout_of(&["count", "+8"])).expect("JSON");
    assert_eq!(report["solutions"], 92);
}

#[test]
fn what_clap_would_repeat_of_the_input_is_echoed_by_the_one_rule() {
    let hostile = format!("--\u{1b}[31m{}", "x".repeat(100));
    let stderr = usage_error(&["count", "8", &hostile]);
    assert!(!stderr.contains('\u{1b}') && stderr.contains(r"'--\u{1b}[31m"), "{stderr:?}");
    assert!(stderr.chars().count() < 120, "{stderr:?}");
    let stderr = usage_error(&["count", "8", "--method", "\u{202e}join"]);
    assert!(stderr.contains(r"got '\u{202e}join'"), "{stderr:?}");
    let stderr = usage_error(&["completions", "\u{1b}[2Jbash"]);
    assert!(stderr.contains(r"got '\u{1b}[2Jbash'"), "{stderr:?}");
}

#[test]
fn options_are_related_as_declared() {
    for (args, expected) in [
        (&["count", "8", "--threads", "2"][..], "--threads goes with --fast"),
        (&["count", "8", "--shard-from-env"], "--shard-from-env goes with --fast or --gpu"),
        (&["count", "8", "--fast", "--gpu"], "--fast and --gpu: give one of them"),
        (&["count", "8", "--first", "--fast"], "--first and --fast: a fast count counts the whole board"),
        (&["count", "12", "--fast", "--shards", "2"], "--shards K goes with --shard-from-env"),
        (&["draw", "4", "--svg", "--png"], "--svg and --png: give one of them"),
        (&["draw", "4"], "'draw' needs --svg or --png"),
        (&["completions"], "'completions' needs SHELL"),
        (&["count", "8", "--fast", "--threads", "2", "--threads", "2"], "option '--threads' is given more than once"),
    ] {
        let stderr = usage_error(args);
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
        assert!(stderr.contains(&format!("(try 'nqueens {} --help')", args[0])), "{args:?}: {stderr}");
    }
}
