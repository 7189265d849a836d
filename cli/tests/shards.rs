//! Tests of `nqueens count N --fast --shard I/K`, `--shard-from-env` and `nqueens merge`: exact sums, and refusals with their messages.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The job runners' variables, removed from every run so that the environment of the test itself cannot leak in.
const RUNNER_VARIABLES: [&str; 3] = ["SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_COUNT", "JOB_COMPLETION_INDEX"];

fn run(args: &[&str], env: &[(&str, &str)], stdin: &str) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nqueens"));
    command.args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    for variable in RUNNER_VARIABLES {
        command.env_remove(variable);
    }
    command.envs(env.iter().copied());
    let mut child = command.spawn().expect("the binary runs");
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    child.wait_with_output().expect("the binary ends")
}

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

/// The JSON line of a successful run.
fn success(args: &[&str], env: &[(&str, &str)], stdin: &str) -> serde_json::Value {
    let output = run(args, env, stdin);
    assert!(output.status.success(), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
    json(&String::from_utf8(output.stdout).unwrap())
}

/// The one-line message of a run that must fail with `status`; nothing on stdout.
fn failure(args: &[&str], env: &[(&str, &str)], stdin: &str, status: i32) -> String {
    let output = run(args, env, stdin);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(status), "{args:?} {env:?}: {stderr}");
    assert!(output.stdout.is_empty(), "{args:?}: nothing is printed on stdout");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: one line: {stderr}");
    assert!(stderr.starts_with("nqueens: "), "{stderr}");
    stderr
}

/// Shard `index` of `count` of n by the frames, as the line `count --shard` prints.
fn shard_line(n: usize, index: u64, count: u64) -> String {
    method_shard_line(n, index, count, "frames")
}

fn method_shard_line(n: usize, index: u64, count: u64, method: &str) -> String {
    let shard = format!("{index}/{count}");
    let output = run(&["count", &n.to_string(), "--fast", "--shard", &shard, "--method", method], &[], "");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).unwrap()
}

fn shard_lines(n: usize, count: u64) -> Vec<String> {
    (0..count).map(|index| shard_line(n, index, count)).collect()
}

const MERGE_REFUSED: i32 = 4;

#[test]
fn a_shard_reports_its_range_and_the_plan() {
    let shard = json(&shard_line(13, 2, 5));
    for field in ["n", "shard", "shards", "solutions", "unique", "nodes"] {
        assert!(shard[field].is_u64(), "{field}: {shard}");
    }
    assert_eq!((shard["n"].as_u64(), shard["shard"].as_u64(), shard["shards"].as_u64()), (Some(13), Some(2), Some(5)));
    let units = shard["units"].as_array().unwrap();
    assert_eq!(units.len(), 2);
    assert!(units[0].as_u64() <= units[1].as_u64(), "{shard}");
    assert!(shard["seconds"].is_f64());
    let plan = shard["plan"].as_str().unwrap();
    assert!(plan.len() == 16 && plan.chars().all(|c| c.is_ascii_hexdigit()), "{plan}");
}

#[test]
fn merged_shards_equal_the_whole_count() {
    for (n, count) in [(12, 5), (13, 3), (14, 7)] {
        let whole = success(&["count", &n.to_string(), "--fast", "--method", "frames"], &[], "");
        let merged = success(&["merge"], &[], &shard_lines(n, count).concat());
        for field in ["n", "solutions", "unique", "nodes"] {
            assert_eq!(merged[field], whole[field], "n = {n}, {field}");
        }
        assert_eq!(merged["shards"], count);
        assert_eq!(merged["units"], whole["units"], "n = {n}: every unit once");
    }
}

#[test]
fn merged_join_shards_equal_the_whole_join_count_and_never_mix_with_frames() {
    for (n, count) in [(13, 4), (15, 6), (16, 3)] {
        let whole = success(&["count", &n.to_string(), "--fast"], &[], "");
        assert_eq!(whole["method"], "join");
        let lines: Vec<String> = (0..count).map(|index| method_shard_line(n, index, count, "join")).collect();
        for line in &lines {
            let shard = json(line);
            assert_eq!(shard["method"], "join", "{shard}");
            assert!(shard["unique"].is_null() && shard["fixed"].is_u64(), "{shard}");
        }
        let merged = success(&["merge"], &[], &lines.concat());
        for field in ["n", "method", "solutions", "unique", "nodes", "units"] {
            assert_eq!(merged[field], whole[field], "n = {n}, {field}");
        }
        assert_eq!(merged["solutions"], nqueens_core::known::for_size(n).unwrap().solutions);
    }
    let mut mixed = [method_shard_line(12, 0, 2, "join"), method_shard_line(12, 1, 2, "frames")];
    let output = run(&["merge"], &[], &mixed.concat());
    assert_eq!(output.status.code(), Some(MERGE_REFUSED));
    assert!(String::from_utf8_lossy(&output.stderr).contains("from another plan"), "{output:?}");
    mixed.swap(0, 1);
    assert_eq!(run(&["merge"], &[], &mixed.concat()).status.code(), Some(MERGE_REFUSED));
}

#[test]
fn merge_reads_files_with_one_line_each_and_standard_input() {
    let lines = shard_lines(11, 3);
    let folder = std::env::temp_dir().join(format!("nqueens-merge-test-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("shard-0.json"), format!("\n{}\n", lines[0].trim_end())).unwrap();
    std::fs::write(folder.join("shard-1.json"), &lines[1]).unwrap();
    let files = [folder.join("shard-0.json"), folder.join("shard-1.json")];
    let args = ["merge", files[0].to_str().unwrap(), "-", files[1].to_str().unwrap()];
    let merged = success(&args, &[], &lines[2]);
    std::fs::remove_dir_all(&folder).unwrap();
    assert_eq!(merged["solutions"], 2680);
    assert_eq!(merged["unique"], 341);
}

#[test]
fn merge_refuses_a_missing_shard_and_names_it() {
    let lines = shard_lines(12, 7);
    let plan = json(&lines[0])["plan"].as_str().unwrap().to_string();
    let without = |skipped: &[usize]| -> String {
        lines.iter().enumerate().filter(|(index, _)| !skipped.contains(index)).map(|(_, line)| line.as_str()).collect()
    };
    let one = failure(&["merge"], &[], &without(&[4]), MERGE_REFUSED);
    assert_eq!(
        one.trim_end(),
        format!("nqueens: merge: shard 4 of 7 is missing (n = 12, plan {plan}): count it, then merge again")
    );
    let two = failure(&["merge"], &[], &without(&[3, 5]), MERGE_REFUSED);
    assert!(two.contains("shards 3, 5 of 7 are missing (n = 12, plan "), "{two}");
    let empty = failure(&["merge"], &[], "", MERGE_REFUSED);
    assert!(empty.contains("no shard results"), "{empty}");
}

#[test]
fn merge_refuses_a_shard_given_twice() {
    let lines = shard_lines(12, 4);
    let twice = lines.concat() + &lines[2];
    let message = failure(&["merge"], &[], &twice, MERGE_REFUSED);
    assert!(message.contains("shard 2 of 4 is given more than once (n = 12, plan "), "{message}");
}

#[test]
fn merge_refuses_a_shard_of_another_board_size() {
    let mut lines = shard_lines(12, 3);
    lines[1] = shard_line(13, 1, 3);
    let message = failure(&["merge"], &[], &lines.concat(), MERGE_REFUSED);
    assert!(message.contains("shard 1 counted n = 13, shard 0 n = 12"), "{message}");
}

#[test]
fn merge_refuses_shards_of_another_cut() {
    let mut lines = shard_lines(12, 3);
    lines.push(shard_line(12, 3, 4));
    let message = failure(&["merge"], &[], &lines.concat(), MERGE_REFUSED);
    assert!(message.contains("shard 3 cut the count into 4 shards, shard 0 into 3"), "{message}");
}

#[test]
fn merge_refuses_a_shard_of_another_plan() {
    let mut lines = shard_lines(12, 3);
    let mut other = json(&lines[2]);
    let plan = other["plan"].as_str().unwrap().to_string();
    other["plan"] = "0123456789abcdef".into();
    lines[2] = other.to_string() + "\n";
    let message = failure(&["merge"], &[], &lines.concat(), MERGE_REFUSED);
    assert!(
        message.contains(&format!(
            "shard 2 comes from another plan (0123456789abcdef) than the one this nqueens builds for n = 12 ({plan})"
        )),
        "{message}"
    );
}

#[test]
fn merge_refuses_ranges_that_do_not_follow_each_other() {
    let lines = shard_lines(12, 3);
    let mut moved = json(&lines[1]);
    moved["units"][0] = (moved["units"][0].as_u64().unwrap() + 1).into();
    let text = [lines[0].clone(), moved.to_string() + "\n", lines[2].clone()].concat();
    let message = failure(&["merge"], &[], &text, MERGE_REFUSED);
    assert!(message.contains("line 2: shard 1's units ["), "{message}");
}

#[test]
fn merge_refuses_a_malformed_line_and_names_it() {
    let lines = shard_lines(12, 3);
    let text = [lines[0].as_str(), lines[1].as_str(), "{\"n\": 12, \"shard\": 2}\n"].concat();
    let message = failure(&["merge"], &[], &text, MERGE_REFUSED);
    assert!(message.contains("standard input, line 3: not a shard result"), "{message}");
    let garbage = failure(&["merge"], &[], "solutions: 14200\n", MERGE_REFUSED);
    assert!(garbage.contains("standard input, line 1: not a shard result"), "{garbage}");
    let mut odd_plan = json(&lines[2]);
    odd_plan["plan"] = "\u{1b}[31m".into();
    let escaped = failure(&["merge"], &[], &(odd_plan.to_string() + "\n"), MERGE_REFUSED);
    assert!(escaped.contains(r"shard 2's plan '\u{1b}[31m' is not a fingerprint of 16 hex digits"), "{escaped}");
    let unreadable = failure(&["merge", "/nonexistent/shard.json"], &[], "", MERGE_REFUSED);
    assert!(unreadable.contains("cannot read /nonexistent/shard.json"), "{unreadable}");
}

#[test]
fn the_shard_may_come_from_slurm_or_a_kubernetes_indexed_job() {
    // Without --method the shards are the join's, the default up to its cap. n = 16: its join plan has 20
    // units, enough for 5 shards (n = 12's has 2, and a cut finer than the plan is refused).
    let expected = json(&method_shard_line(16, 3, 5, "join"));
    let slurm = [("SLURM_ARRAY_TASK_ID", "3"), ("SLURM_ARRAY_TASK_COUNT", "5")];
    let from_slurm = success(&["count", "16", "--fast", "--shard-from-env"], &slurm, "");
    let kubernetes = [("JOB_COMPLETION_INDEX", "3")];
    let from_kubernetes = success(&["count", "16", "--fast", "--shard-from-env", "--shards", "5"], &kubernetes, "");
    // A resubmitted array (--array=3) counts tasks of its own: --shards keeps the count's number of shards.
    let resubmitted = [("SLURM_ARRAY_TASK_ID", "3"), ("SLURM_ARRAY_TASK_COUNT", "1")];
    let from_resubmitted = success(&["count", "16", "--fast", "--shard-from-env", "--shards", "5"], &resubmitted, "");
    for shard in [from_slurm, from_kubernetes, from_resubmitted] {
        for field in ["method", "shard", "shards", "units", "solutions", "plan"] {
            assert_eq!(shard[field], expected[field], "{field}");
        }
    }
}

/// Arguments, environment, and a part of the expected message.
type BadRun<'a> = (&'a [&'a str], &'a [(&'a str, &'a str)], &'a str);

#[test]
fn bad_shard_options_and_variables_are_usage_errors() {
    let cases: &[BadRun] = &[
        (&["count", "12", "--fast", "--shard", "7/7"], &[], "--shard's I must be a whole number from 0 to 6, got '7'"),
        (&["count", "12", "--fast", "--shard", "3"], &[], "--shard needs I/K"),
        (&["count", "12", "--fast", "--shard", "1/0"], &[], "--shard's K must be a whole number from 1 to 1000000"),
        (&["count", "12", "--fast", "--shard"], &[], "--shard needs a value"),
        (&["count", "12", "--shard", "1/2"], &[], "--shard goes with --fast or --gpu"),
        (&["count", "12", "--fast", "--shard", "1/2", "--shard", "1/2"], &[], "'--shard' is given more than once"),
        (&["count", "12", "--fast", "--shard", "1/2", "--shard-from-env"], &[], "give one or the other"),
        (&["count", "12", "--fast", "--shard", "1/2", "--shards", "2"], &[], "--shards K goes with --shard-from-env"),
        (&["count", "12", "--fast", "--shard-from-env"], &[], "neither SLURM_ARRAY_TASK_ID"),
        (
            &["count", "12", "--fast", "--shard-from-env"],
            &[("SLURM_ARRAY_TASK_ID", "2")],
            "neither SLURM_ARRAY_TASK_COUNT nor --shards K",
        ),
        (
            &["count", "12", "--fast", "--shard-from-env"],
            &[("SLURM_ARRAY_TASK_ID", "x"), ("SLURM_ARRAY_TASK_COUNT", "4")],
            "SLURM_ARRAY_TASK_ID must be a whole number",
        ),
        (
            &["count", "12", "--fast", "--shard-from-env"],
            &[("SLURM_ARRAY_TASK_ID", "4"), ("SLURM_ARRAY_TASK_COUNT", "4")],
            "SLURM_ARRAY_TASK_ID = 4 is not a shard of 4",
        ),
        (
            &["count", "12", "--fast", "--shard-from-env", "--shards", "2"],
            &[("SLURM_ARRAY_TASK_ID", "3"), ("SLURM_ARRAY_TASK_COUNT", "4")],
            "SLURM_ARRAY_TASK_ID = 3 is not a shard of 2",
        ),
        (&["count", "12", "--fast", "--shard-from-env"], &[("JOB_COMPLETION_INDEX", "1")], "needs --shards K"),
        (
            &["count", "12", "--fast", "--shard-from-env", "--shards", "2"],
            &[("JOB_COMPLETION_INDEX", "-1")],
            "JOB_COMPLETION_INDEX must be a whole number",
        ),
        (&["merge", "--all"], &[], "unknown option '--all' of 'merge'"),
    ];
    for &(args, env, expected) in cases {
        let message = failure(args, env, "", 2);
        assert!(message.contains(expected), "{args:?} {env:?}: {message}");
    }
}

#[test]
fn help_documents_shards_merge_and_their_exit_status() {
    let help = success_text(&["--help"]);
    for text in [
        "--shard I/K",
        "--shard-from-env",
        "SLURM_ARRAY_TASK_ID",
        "JOB_COMPLETION_INDEX",
        "merge [--estimate-plan] [FILE...]",
        "4   merge:",
    ] {
        assert!(help.contains(text), "help mentions {text}");
    }
}

fn success_text(args: &[&str]) -> String {
    let output = run(args, &[], "");
    assert!(output.status.success());
    String::from_utf8(output.stdout).unwrap()
}
