//! Tests of the command line's edges: what its messages repeat of the input (40 characters at most,
//! control and invisible format characters escaped), a closed standard output, and cuts finer than the plan.
#![cfg(not(target_arch = "wasm32"))]

use std::process::{Command, Output};

fn nqueens(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nqueens")).args(args).output().expect("the binary runs")
}

/// The one-line message of a run that fails with `status`.
fn message(args: &[&str], status: i32) -> String {
    let output = nqueens(args);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(status), "{args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    stderr
}

#[test]
fn format_characters_are_escaped_in_messages() {
    for (hidden, escaped) in [
        ('\u{202E}', r"\u{202e}"),
        ('\u{202A}', r"\u{202a}"),
        ('\u{2066}', r"\u{2066}"),
        ('\u{2069}', r"\u{2069}"),
        ('\u{200B}', r"\u{200b}"),
        ('\u{200F}', r"\u{200f}"),
        ('\u{FEFF}', r"\u{feff}"),
        ('\u{00AD}', r"\u{ad}"),
        ('\u{E0041}', r"\u{e0041}"),
    ] {
        let size = format!("8{hidden}");
        let stderr = message(&["count", &size], 2);
        assert!(!stderr.contains(hidden), "{hidden:?} is not repeated as it is: {stderr:?}");
        assert!(stderr.contains(&format!("“8{escaped}” is not a number")), "{stderr:?}");
        let option = message(&["count", "8", &format!("--{hidden}x")], 2);
        assert!(option.contains(&format!("'--{escaped}x'")), "{option:?}");
    }
}

#[test]
fn a_second_size_is_echoed_alone_and_short() {
    let long = "9".repeat(100);
    let stderr = message(&["count", &"8".repeat(60), &long], 2);
    assert!(stderr.contains(&format!("one board size only: '{}…' follows the size", "9".repeat(39))), "{stderr}");
    assert!(!stderr.contains("888"), "the first size is not repeated: {stderr}");
}

#[test]
fn a_closed_standard_output_is_a_write_error() {
    for args in
        ["count 8", "count 8 --fast", "trace 4", "place 8", "--version", "draw 4 --step 3 --svg", "gif 4 --to 3"]
    {
        let output = Command::new("sh")
            .args(["-c", &format!("exec 1>&-; exec \"$0\" {args}"), env!("CARGO_BIN_EXE_nqueens")])
            .output()
            .expect("sh runs");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(3), "{args}: {stderr}");
        assert!(stderr.contains("cannot write the output: the standard output is closed"), "{args}: {stderr}");
    }
    let redirected = Command::new("sh")
        .args(["-c", "exec \"$0\" count 8 >/dev/null", env!("CARGO_BIN_EXE_nqueens")])
        .output()
        .expect("sh runs");
    assert_eq!(redirected.status.code(), Some(0), "/dev/null is a fine place for the output");
}

#[test]
fn a_cut_finer_than_the_plan_is_refused_before_the_plan_is_estimated() {
    let stderr = message(&["count", "4", "--fast", "--shard", "3/4", "--method", "frames"], 2);
    assert!(stderr.contains("--shard 3/4: n = 4 has 3 units, so it cuts into at most 3 shards"), "{stderr}");
    // The join's plans are its own, with fewer units: n = 12 has 26 (the frames' 155), by default.
    let join = message(&["count", "12", "--fast", "--shard", "2/27"], 2);
    assert!(
        join.contains("--shard 2/27: n = 12 has 26 units, so it cuts into at most 26 shards (method join)"),
        "{join}"
    );
    assert!(nqueens(&["count", "12", "--fast", "--shard", "2/27", "--method", "frames"]).status.success());
    // Estimating n = 32's units takes most of a minute; the refusal comes before.
    let stderr = message(&["count", "32", "--fast", "--shard", "999999/1000000"], 2);
    assert!(stderr.contains("n = 32 has 4315 units"), "{stderr}");
    let past = message(&["count", "32", "--fast", "--shard", "5/4"], 2);
    assert!(past.contains("--shard's I must be a whole number from 0 to 3, got '5'"), "{past}");
}
