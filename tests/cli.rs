//! Tests of the `nqueens` command line: its JSON output, its exit statuses and its one-line errors.
#![cfg(not(target_arch = "wasm32"))]

use std::process::{Command, Output};

fn nqueens(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nqueens")).args(args).output().expect("the binary runs")
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
