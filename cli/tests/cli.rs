//! Tests of the `nqueens` command line: its JSON output, its exit statuses and its one-line errors.

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
    &["trace", "6", "--variant", "brute-force"],
    &["count", "8", "--variant", "scan"],
    &["repair", "100000"],
    &["repair", "1000", "--stats"],
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
    let report = json(&stdout_of(&["count", "10", "--fast", "--method", "frames", "--threads", "2"]));
    assert_eq!(report["method"], "frames");
    assert_eq!(report["solutions"], 724);
    assert_eq!(report["unique"], 92);
    assert_eq!(report["threads"], 2);
    assert!(report["units"].as_u64().unwrap() > 1);
}

#[test]
fn count_fast_counts_by_the_join_by_default_with_unique_solutions() {
    for args in [&["count", "12", "--fast"][..], &["count", "12", "--fast", "--method", "join", "--threads", "1"]] {
        let report = json(&stdout_of(args));
        assert_eq!(report["method"], "join", "{args:?}");
        assert_eq!(report["solutions"], 14_200);
        assert_eq!(report["unique"], 1787);
    }
    // Beyond the join's cap the default is the frames.
    let beyond_cap = (nqueens_core::count::join::MAX_JOIN_SIZE + 1).to_string();
    let beyond = nqueens(&["count", &beyond_cap, "--fast", "--method", "join"]);
    assert_eq!(beyond.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&beyond.stderr);
    assert!(stderr.contains("too large for the join method") && stderr.contains("--method frames"), "{stderr}");
    for (args, message) in [
        (&["count", "8", "--fast", "--method", "quick"][..], "--method must be frames or join, got 'quick'"),
        (&["count", "8", "--fast", "--method"], "--method needs frames or join"),
        (&["count", "8", "--method", "join"], "--method goes with --fast or --gpu"),
        (&["count", "8", "--fast", "--method", "join", "--method", "join"], "'--method' is given more than once"),
    ] {
        let output = nqueens(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}

#[test]
fn place_writes_a_valid_board_directly() {
    let board = json(&stdout_of(&["place", "1000"]));
    let columns: Vec<u32> = board.as_array().unwrap().iter().map(|c| c.as_u64().unwrap() as u32).collect();
    assert_eq!(columns.len(), 1000);
    assert!(nqueens_core::construct::is_valid(&columns));
    assert_eq!(stdout_of(&["place", "1000003", "--check"]), "valid\n");
    let none = nqueens(&["place", "3"]);
    assert_eq!(none.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&none.stderr).contains("no solution exists"));
}

#[test]
fn help_explains_the_commands() {
    let help = stdout_of(&["--help"]);
    for word in [
        "trace N",
        "count N",
        "--fast",
        "place N",
        "--mirror",
        "--first",
        "conflict",
        "repair N",
        "--variant",
        "forgot-undo",
        "brute-force",
        "--block",
        "--require",
        "--seed",
        "--stats",
    ] {
        assert!(help.contains(word), "help mentions {word}");
    }
}

#[test]
fn count_help_names_the_sizes_the_join_is_the_default_for() {
    let help = stdout_of(&["count", "--help"]);
    let words = help.split_whitespace().collect::<Vec<_>>().join(" ");
    let largest = nqueens_core::count::join::MAX_JOIN_SIZE;
    for said in
        [format!("join (the default up to N = {largest})"), format!("frames (the default from N = {})", largest + 1)]
    {
        assert!(words.contains(&said), "count --help says {said}: {words}");
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
    for line in ["0   Success", "1   place, repair: no solution", "2   Bad usage", "3   The output cannot be written"] {
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
            stderr.starts_with(&format!(
                "nqueens: unknown command '{command}': expected trace, count, place, repair, merge, draw, gif, completions or man-pages"
            )),
            "{stderr}"
        );
    }
    let long = "9".repeat(5_000);
    let stderr = error_of(&[&long]);
    assert!(stderr.contains(&format!("'{}…'", "9".repeat(39))), "{stderr}");
    assert!(stderr.chars().count() < 160, "{stderr}");
    // The one quoting rule (the core's echo): white space at the ends trimmed, control characters escaped.
    let stderr = error_of(&["\u{1b}[31mred\u{85}\nx\n"]);
    assert!(stderr.contains(r"'\u{1b}[31mred\u{85}\u{a}x'"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    let stderr = error_of(&["count", &format!("1{}", "0".repeat(100))]);
    assert!(stderr.contains(&format!("1{}… is too large", "0".repeat(38))), "{stderr}");
}

#[test]
fn a_repeated_option_or_size_is_named_in_the_error() {
    for (args, expected) in [
        (&["count", "8", "--fast", "--fast"][..], "option '--fast' is given more than once"),
        (&["count", "8", "--fast", "--threads", "2", "--threads", "3"], "option '--threads' is given more than once"),
        (&["trace", "8", "--first", "--first"], "option '--first' is given more than once"),
        (&["count", "8", "9"], "one board size only: '9' follows the size"),
    ] {
        let stderr = String::from_utf8(nqueens(args).stderr).unwrap();
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
}

#[test]
fn count_runs_each_variant_with_its_own_counters() {
    for (variant, n, solutions) in [
        ("correct", 8, 92),
        ("forgot-undo", 8, 0),
        ("same-diagonal", 8, 2_113),
        ("sized-n", 8, 0),
        ("sized-n", 9, 116),
        ("sized-n", 5, 10),
        ("scan", 7, 40),
        ("brute-force", 8, 92),
    ] {
        let report = json(&stdout_of(&["count", &n.to_string(), "--variant", variant]));
        assert_eq!(report["solutions"], solutions, "{variant}, n = {n}");
        assert_eq!(report["n"], n);
    }
    let plain = json(&stdout_of(&["count", "8"]));
    assert!(plain.get("variant").is_none() && plain.get("checks").is_none());
    let scan = json(&stdout_of(&["count", "8", "--variant", "scan"]));
    assert_eq!(scan["variant"], "scan");
    assert_eq!(scan["nodes"], plain["nodes"]);
    assert!(scan["checks"].as_u64().unwrap() > scan["steps"].as_u64().unwrap());
    let brute = json(&stdout_of(&["count", "8", "--variant", "brute-force"]));
    assert_eq!(brute["permutations"], 40_320);
    assert!(brute["checks"].as_u64().unwrap() >= 40_320);
}

#[test]
fn trace_runs_a_variant() {
    let out = stdout_of(&["trace", "4", "--variant", "brute-force"]);
    let lines: Vec<serde_json::Value> = out.lines().map(json).collect();
    assert_eq!(lines.len(), 25);
    assert_eq!(lines[0], json(r#"{"step":1,"event":"permutation","number":1,"columns":[0,1,2,3],"clash":[0,1]}"#));
    let solutions: Vec<&serde_json::Value> = lines.iter().filter(|l| l.get("solution").is_some()).collect();
    assert_eq!(solutions.len(), 2);
    assert_eq!(solutions[0]["columns"], json("[1,3,0,2]"));
    assert_eq!(lines[24]["event"], "done");
    let forgot = stdout_of(&["trace", "8", "--variant", "forgot-undo"]);
    let events: Vec<serde_json::Value> = forgot.lines().map(json).collect();
    assert!(events.iter().all(|e| e["event"] != "solution"));
    // A ghost: a square rejected along a down diagonal whose queen has already left the board.
    let ghost = events.iter().enumerate().find(|(i, e)| {
        e["conflict"] == "down" && {
            let by = &e["by"];
            let removed = events[..*i].iter().rposition(|p| p["event"] == "remove" && &p["row"] == by);
            let placed = events[..*i].iter().rposition(|p| p["event"] == "place" && &p["row"] == by);
            removed > placed
        }
    });
    assert!(ghost.is_some(), "forgot-undo rejects on a ghost diagonal");
}

#[test]
fn blocked_and_required_squares_shape_the_search() {
    let report = json(&stdout_of(&["count", "6", "--block", "0,1", "--block", "0,4"]));
    assert_eq!(report["solutions"], 2, "the four solutions of n = 6 start 1, 2, 3 and 4");
    assert!(report["blocked_rejections"].as_u64().unwrap() > 0);
    let required = json(&stdout_of(&["count", "8", "--require", "0,0"]));
    assert_eq!(required["solutions"], 4);
    let trace = stdout_of(&["trace", "4", "--require", "0,1", "--first"]);
    let lines: Vec<&str> = trace.lines().collect();
    assert_eq!(lines[0], r#"{"step":1,"event":"reject","row":0,"col":0,"conflict":"blocked"}"#);
    assert_eq!(lines[1], r#"{"step":2,"event":"place","row":0,"col":1}"#);
    let scan = json(&stdout_of(&["count", "8", "--variant", "scan", "--require", "0,0"]));
    assert_eq!(scan["solutions"], 4);
}

#[test]
fn bad_variants_and_constraints_are_one_line_errors() {
    for (args, expected) in [
        (
            &["count", "8", "--variant", "nope"][..],
            "unknown variant 'nope': expected one of correct, forgot-undo, same-diagonal, sized-n, scan, brute-force",
        ),
        (
            &["count", "8", "--variant"],
            "--variant needs correct, forgot-undo, same-diagonal, sized-n, scan or brute-force",
        ),
        (&["count", "8", "--variant", "scan", "--variant", "scan"], "option '--variant' is given more than once"),
        (&["count", "8", "--require", "0,0", "--require", "1,1"], "required squares 0,0 and 1,1 attack each other"),
        (&["count", "8", "--require", "0,0", "--require", "0,5"], "required squares 0,0 and 0,5 attack each other"),
        (&["count", "8", "--require", "0,3", "--require", "6,3"], "required squares 0,3 and 6,3 attack each other"),
        (&["trace", "8", "--block", "8,0"], "square 8,0 is off the 8x8 board"),
        (&["trace", "8", "--require", "0,9"], "square 0,9 is off the 8x8 board"),
        (&["count", "8", "--block", "2,2", "--require", "2,2"], "square 2,2 is both blocked and required"),
        (&["count", "8", "--block", "2"], "--block needs ROW,COL (two whole numbers from 0), got '2'"),
        (&["count", "8", "--require", "-1,2"], "--require needs ROW,COL"),
        (&["count", "8", "--mirror", "--block", "0,0"], "the mirror option needs a board without blocked or required"),
        (
            &["count", "8", "--mirror", "--variant", "scan"],
            "the mirror option is for the correct search only, not scan",
        ),
        (
            &["count", "8", "--variant", "brute-force", "--first"],
            "brute force checks every permutation: it has no first",
        ),
        (&["count", "8", "--variant", "brute-force", "--block", "0,0"], "brute force checks every permutation whole"),
        (&["count", "8", "--fast", "--variant", "scan"], "--variant and --fast: a fast count counts the whole board"),
        (&["place", "8", "--block", "0,0"], "--block: not an option of 'place'"),
        (&["repair", "8", "--variant", "scan"], "--variant: not an option of 'repair'"),
        (&["count", "8", "--seed", "1"], "--seed: not an option of 'count'"),
        (&["repair", "8", "--seed", "x"], "--seed: the seed must be a whole number from 0 to 9,007,199,254,740,991"),
        (&["repair", "8", "--seed", "9007199254740992"], "--seed: the seed must be a whole number"),
        (&["repair", "8", "--seed", "1", "--seed", "2"], "option '--seed' is given more than once"),
        (&["repair", "8", "--stats", "--check"], "--check and --stats: give one of them"),
        (&["repair", "10000001"], "10000001 is too large: the largest board here is 10,000,000×10,000,000"),
        (&["repair", "8", "--first"], "--first: not an option of 'repair'"),
    ] {
        let output = nqueens(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("nqueens: ") && stderr.contains(expected), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn repair_prints_a_valid_board_the_same_for_the_same_seed() {
    for n in [0usize, 1, 4, 5, 8, 50, 1_000] {
        for seed in ["0", "1", "9007199254740991"] {
            let board = json(&stdout_of(&["repair", &n.to_string(), "--seed", seed]));
            let columns: Vec<u32> = board.as_array().unwrap().iter().map(|c| c.as_u64().unwrap() as u32).collect();
            assert_eq!(columns.len(), n);
            assert!(nqueens_core::construct::is_valid(&columns), "n = {n}, seed {seed}");
            assert_eq!(stdout_of(&["repair", &n.to_string(), "--seed", seed]), board.to_string() + "\n");
        }
    }
    assert_eq!(stdout_of(&["repair", "100000", "--seed", "9", "--check"]), "valid\n");
    let stats = json(&stdout_of(&["repair", "5000", "--seed", "4", "--stats"]));
    assert_eq!(
        (stats["n"].as_u64(), stats["seed"].as_u64(), stats["valid"].as_bool()),
        (Some(5000), Some(4), Some(true))
    );
    assert!(stats["moves"].is_u64() && stats["restarts"].is_u64() && stats["seconds"].as_f64().unwrap() >= 0.0);
    for n in ["2", "3"] {
        let none = nqueens(&["repair", n]);
        assert_eq!(none.status.code(), Some(1));
        assert_eq!(String::from_utf8_lossy(&none.stderr), format!("nqueens: no solution exists for a {n}x{n} board\n"));
    }
}
