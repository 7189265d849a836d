//! Tests of the `nqueens` command line: its JSON output, its exit statuses and its one-line errors.
#![cfg(not(target_arch = "wasm32"))]

use std::ffi::OsStr;
use std::fs::File;
use std::os::unix::ffi::OsStrExt;
use std::process::{Command, Output, Stdio};

fn nqueens(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nqueens")).args(args).output().expect("the binary runs")
}

/// Runs the binary with `stdout` as its standard output, capturing stderr.
fn nqueens_writing_to(args: &[&str], stdout: impl Into<Stdio>) -> Output {
    let child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child.wait_with_output().expect("the binary ends")
}

/// A pipe whose reading end is already closed: every write to it fails with EPIPE.
fn closed_pipe() -> std::io::PipeWriter {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    writer
}

/// Every command that writes to stdout, with output both small (one line) and large.
const WRITERS: &[&[&str]] = &[
    &["--help"],
    &["--version"],
    &["trace", "8"],
    &["count", "8"],
    &["count", "8", "--fast"],
    &["place", "8"],
    &["place", "1000000"],
    &["place", "1000", "--check"],
];

fn assert_no_panic(args: &[&str], output: &Output) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked") && !stderr.contains("RUST_BACKTRACE"), "{args:?}: {stderr}");
    assert_ne!(output.status.code(), Some(101), "{args:?}");
}

fn stdout_of(args: &[&str]) -> String {
    let output = nqueens(args);
    assert!(output.status.success(), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).unwrap()
}

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

#[test]
fn trace_prints_one_json_object_per_step() {
    let out = stdout_of(&["trace", "4"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], r#"{"step":1,"event":"place","row":0,"col":0}"#);
    assert_eq!(lines[1], r#"{"step":2,"event":"reject","row":1,"col":0,"conflict":"column","by":0}"#);
    assert_eq!(lines[8], r#"{"step":9,"event":"remove","row":1,"col":2}"#);
    let solutions: Vec<serde_json::Value> =
        lines.iter().map(|l| json(l)).filter(|v| v["event"] == "solution").collect();
    assert_eq!(solutions.len(), 2);
    assert_eq!(solutions[0]["number"], 1);
    assert_eq!(solutions[0]["columns"], json("[1,3,0,2]"));
    assert_eq!(solutions[1]["columns"], json("[2,0,3,1]"));
    let last = json(lines.last().unwrap());
    assert_eq!(last["event"], "done");
    assert_eq!(last["step"], lines.len());
    for (i, line) in lines.iter().enumerate() {
        assert_eq!(json(line)["step"], i + 1);
    }
}

#[test]
fn trace_options_are_passed_to_the_search() {
    let out = stdout_of(&["trace", "8", "--first"]);
    let lines: Vec<&str> = out.lines().collect();
    let solution = json(lines[lines.len() - 2]);
    assert_eq!(solution["columns"], json("[0,4,7,5,2,6,1,3]"));
    assert_eq!(json(lines[lines.len() - 1])["event"], "done");
}

#[test]
fn count_reports_the_plain_search() {
    let report = json(&stdout_of(&["count", "8"]));
    assert_eq!(report["n"], 8);
    assert_eq!(report["solutions"], 92);
    assert_eq!(report["nodes"], 2057);
    assert_eq!(report["placements"], 2056);
    assert_eq!(report["backtracks"], 2056);
    assert!(report["rejections"].as_u64().unwrap() > 0);
    assert!(report["seconds"].as_f64().unwrap() >= 0.0);
    let mirrored = json(&stdout_of(&["count", "9", "--mirror"]));
    assert_eq!(mirrored["solutions"], 352);
    assert!(mirrored["nodes"].as_u64().unwrap() < 8394);
}

#[test]
fn count_fast_reports_totals_and_unique_solutions() {
    let report = json(&stdout_of(&["count", "10", "--fast", "--threads", "2"]));
    assert_eq!(report["solutions"], 724);
    assert_eq!(report["unique"], 92);
    assert_eq!(report["threads"], 2);
    assert!(report["units"].as_u64().unwrap() > 1);
}

#[test]
fn place_writes_a_valid_board_directly() {
    let board = json(&stdout_of(&["place", "1000"]));
    let columns: Vec<u32> = board.as_array().unwrap().iter().map(|c| c.as_u64().unwrap() as u32).collect();
    assert_eq!(columns.len(), 1000);
    assert!(nqueens::construct::is_valid(&columns));
    assert_eq!(stdout_of(&["place", "1000003", "--check"]), "valid\n");
    let none = nqueens(&["place", "3"]);
    assert_eq!(none.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&none.stderr).contains("no solution exists"));
}

#[test]
fn help_explains_the_commands() {
    let help = stdout_of(&["--help"]);
    for word in ["trace N", "count N", "--fast", "place N", "--mirror", "--first", "conflict"] {
        assert!(help.contains(word), "help mentions {word}");
    }
}

#[test]
fn bad_input_is_a_one_line_error_with_status_2() {
    let cases: &[&[&str]] = &[
        &[],
        &["trace"],
        &["count", "33"],
        &["count", "40"],
        &["count", "-1"],
        &["trace", "abc"],
        &["trace", "2.5"],
        &["solve", "8"],
        &["count", "8", "--bogus"],
        &["count", "8", "9"],
        &["count", "8", "--fast", "--threads"],
        &["count", "8", "--fast", "--threads", "0"],
        &["trace", "8", "--fast"],
        &["place", "10000001"],
        &[""],
        &["help"],
        &["bogus"],
        &["8"],
        &["-x"],
        &["count", "8", "--fast", "--fast"],
        &["count", "8", "--first", "--first"],
        &["trace", "8", "--mirror", "--mirror"],
        &["place", "8", "--check", "--check"],
        &["count", "8", "--fast", "--threads", "2", "--threads", "3"],
        &["count", "8", "8"],
    ];
    for args in cases {
        let output = nqueens(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("nqueens: "), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn a_closed_pipe_ends_every_command_quietly_with_status_0() {
    for args in WRITERS {
        let output = nqueens_writing_to(args, closed_pipe());
        assert_no_panic(args, &output);
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        assert!(output.stderr.is_empty(), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
    }
}

#[test]
fn a_full_disk_is_one_line_on_stderr_and_status_3() {
    for args in WRITERS {
        let full = File::options().write(true).open("/dev/full").expect("/dev/full opens for writing");
        let output = nqueens_writing_to(args, full);
        assert_no_panic(args, &output);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(3), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("nqueens: cannot write the output: "), "{args:?}: {stderr}");
        assert!(stderr.contains("No space left on device"), "{args:?}: {stderr}");
    }
}

#[test]
fn the_exit_statuses_are_documented() {
    let help = stdout_of(&["--help"]);
    for line in ["0   Success", "1   place: no solution", "2   Bad usage", "3   The output cannot be written"] {
        assert!(help.contains(line), "help lists status {line}");
    }
}

#[test]
fn an_argument_that_is_not_utf8_is_a_usage_error() {
    for args in [&[OsStr::from_bytes(b"count"), OsStr::from_bytes(b"\xff")][..], &[OsStr::from_bytes(b"\xfe8")][..]] {
        let output = Command::new(env!("CARGO_BIN_EXE_nqueens")).args(args).output().expect("the binary runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("nqueens: argument '\u{fffd}") && stderr.contains("is not valid UTF-8"), "{stderr}");
        assert!(output.stdout.is_empty());
    }
}

#[test]
fn version_prints_the_name_and_version() {
    let expected = format!("nqueens {}\n", env!("CARGO_PKG_VERSION"));
    assert_eq!(stdout_of(&["--version"]), expected);
    assert_eq!(stdout_of(&["-V"]), expected);
}

#[test]
fn an_unknown_command_is_named_shortened_and_escaped() {
    let error_of = |args: &[&str]| {
        let output = nqueens(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        String::from_utf8(output.stderr).unwrap()
    };
    for command in ["", "help", "bogus", "8", "-x"] {
        let stderr = error_of(&[command, "8"]);
        assert!(
            stderr.starts_with(&format!("nqueens: unknown command '{command}': expected trace, count, place or merge")),
            "{stderr}"
        );
    }
    let long = "9".repeat(5_000);
    let stderr = error_of(&[&long]);
    assert!(stderr.contains(&format!("'{}…'", "9".repeat(40))), "{stderr}");
    assert!(stderr.chars().count() < 160, "{stderr}");
    let stderr = error_of(&["\u{1b}[31mred\u{85}\n"]);
    assert!(stderr.contains(r"'\u{1b}[31mred\u{85}\n'"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    let stderr = error_of(&["count", &format!("1{}", "0".repeat(100))]);
    assert!(stderr.contains(&format!("got '1{}…'", "0".repeat(39))), "{stderr}");
}

#[test]
fn a_repeated_option_or_size_is_named_in_the_error() {
    for (args, expected) in [
        (&["count", "8", "--fast", "--fast"][..], "option '--fast' is given more than once"),
        (&["count", "8", "--fast", "--threads", "2", "--threads", "3"], "option '--threads' is given more than once"),
        (&["trace", "8", "--first", "--first"], "option '--first' is given more than once"),
        (&["count", "8", "9"], "one board size only: got '8' and then '9'"),
    ] {
        let stderr = String::from_utf8(nqueens(args).stderr).unwrap();
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
}
