//! The command line under hostile input and a hostile environment: ranges that would wrap, steps and
//! pictures that would run for years, threads and memory the system refuses, edited join totals, a job
//! runner's variable that is not text. Each is refused at once with a sentence and a documented status,
//! never a panic, an abort or an endless run.
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// How long a refusal may take before the test calls the run endless: a refusal takes milliseconds, the
/// runs refused here would take minutes to millennia. A guard against a hang, not a timing.
const ENDLESS: std::time::Duration = std::time::Duration::from_secs(60);

/// Runs `command` to its end, or kills it and fails the test once it has run for `ENDLESS`.
fn bounded(mut command: Command, what: &str) -> Output {
    let mut child = command.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("the binary runs");
    let started = std::time::Instant::now();
    while child.try_wait().expect("the child can be waited for").is_none() {
        if started.elapsed() > ENDLESS {
            child.kill().expect("the child can be killed");
            panic!("{what}: still running after {ENDLESS:?}, not refused at once");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.wait_with_output().expect("the binary ends")
}

fn nqueens(args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nqueens"));
    command.args(args).stdin(Stdio::null());
    bounded(command, &format!("{args:?}"))
}

/// Runs `nqueens ARGS` under an address-space limit of `kilobytes` (`ulimit -v`), as a hostile environment would.
fn nqueens_limited(kilobytes: u64, args: &[&str]) -> Output {
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg(format!("ulimit -v {kilobytes} && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .stdin(Stdio::null());
    bounded(command, &format!("{args:?} under ulimit -v {kilobytes}"))
}

/// The one-line message of a run that ended with `status`, nothing on stdout, no panic.
fn refused(output: &Output, status: i32, args: &[&str]) -> String {
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(output.status.code(), Some(status), "{args:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(output.stdout.is_empty(), "{args:?}");
    stderr
}

#[test]
fn a_step_range_that_would_wrap_around_is_refused() {
    // to - from + 1 is 2^64: it wrapped to 0 and passed the 2,000-frame check.
    for n in ["32", "1"] {
        let args = ["gif", n, "--from", "0", "--to", "18446744073709551615"];
        let stderr = refused(&nqueens(&args), 2, &args);
        assert!(stderr.contains("an animation holds at most 2,000 steps, not 18,446,744,073,709,551,616"), "{stderr}");
    }
    let args = ["gif", "4", "--from", "18446744073709551615", "--to", "18446744073709551615"];
    let stderr = refused(&nqueens(&args), 2, &args);
    assert!(stderr.contains("as far as a picture goes"), "{stderr}");
}

#[test]
fn threads_the_system_refuses_are_status_5_not_a_panic() {
    // Under a 200 MB address space, a thousand threads' stacks cannot be had.
    for args in [
        &["count", "10", "--fast", "--threads", "1000"][..],
        &["count", "12", "--fast", "--threads", "1000", "--shard", "0/2", "--method", "frames"],
    ] {
        let stderr = refused(&nqueens_limited(200_000, args), 5, args);
        assert!(stderr.starts_with("nqueens: cannot start 1000 threads: "), "{stderr}");
    }
    // The same counts with the threads they can have.
    let output = nqueens_limited(200_000, &["count", "10", "--fast", "--threads", "2"]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
}

#[test]
fn memory_the_system_refuses_is_status_5_not_an_abort() {
    // A repair of 10,000,000 queens needs about 285 MB.
    let args = ["repair", "10000000", "--stats"];
    let stderr = refused(&nqueens_limited(200_000, &args), 5, &args);
    assert!(stderr.starts_with("nqueens: out of memory: the system refused "), "{stderr}");
}

#[test]
fn work_beyond_its_ceiling_is_refused_before_it_starts() {
    let cases: &[(&[&str], &str)] = &[
        // A seek of 2^64 steps, and of 10^12: millennia and hours.
        (
            &["draw", "32", "--svg", "--step", "18446744073709551615"],
            "times as far as a picture goes (step 10,000,000,000",
        ),
        (
            &["gif", "32", "--from", "1000000000000", "--to", "1000000000000"],
            "step 1,000,000,000,000 is about 100 times",
        ),
        // 2,000 frames of 4096 pixels: 1.8 CPU-hours and 770 MB.
        (
            &["gif", "8", "--to", "1999", "--size", "4096"],
            "2,000 frames of 4096 pixels a side are 33,554,432,000 pixels",
        ),
        // Past the end of a search whose length the table knows: said at once, without running 2.7 x 10^9 steps.
        (
            &["draw", "15", "--svg", "--step", "5000000000"],
            "the search ends at step 2706156576: there is no step 5000000000",
        ),
    ];
    for (args, message) in cases {
        let stderr = refused(&nqueens(args), 2, args);
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}

/// `nqueens merge` of `input` on standard input.
fn merge(input: &str) -> Output {
    merge_with(&[], input)
}

/// `nqueens merge OPTIONS…` of `input` on standard input.
fn merge_with(options: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .arg("merge")
        .args(options)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("a pipe");
    // merge may stop reading at the first bad line: a refused write is part of the test.
    let written = stdin.write_all(input.as_bytes());
    drop(stdin);
    let output = child.wait_with_output().expect("the binary ends");
    if let Err(e) = written {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    output
}

/// The lines of `count n --fast --shard i/k` (the join up to n = 22), as JSON values.
fn shard_lines(n: &str, k: u64) -> Vec<serde_json::Value> {
    (0..k)
        .map(|index| {
            let output = nqueens(&["count", n, "--fast", "--shard", &format!("{index}/{k}")]);
            assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
            serde_json::from_slice(&output.stdout).expect("a JSON line")
        })
        .collect()
}

fn joined(lines: &[serde_json::Value]) -> String {
    lines.iter().map(|line| format!("{line}\n")).collect()
}

#[test]
fn a_join_total_beyond_what_its_units_can_hold_is_refused_without_a_recount() {
    let lines = shard_lines("14", 2);
    assert_eq!(lines[0]["method"], "join");
    let total = merge(&joined(&lines));
    assert!(total.status.success(), "{}", String::from_utf8_lossy(&total.stderr));
    let given = lines[0]["solutions"].as_u64().expect("a count");
    for edited in [given + 1_000_000_000_000_000_000, u64::MAX] {
        let mut forged = lines.clone();
        forged[0]["solutions"] = edited.into();
        let output = merge(&joined(&forged));
        let stderr = refused(&output, 4, &["merge"]);
        assert!(
            stderr.contains(&format!("line 1: shard 0 reports {edited} solutions, more than its units can hold")),
            "{stderr}"
        );
    }
}

#[test]
fn a_forged_line_of_n_32_is_refused_before_the_plan_is_estimated() {
    // Estimating n = 32's 4,315 units takes most of a minute of one core; each of these is refused first.
    let line = |shards: u64, units: [u64; 2]| {
        serde_json::json!({"n": 32, "method": "frames", "shard": 0, "shards": shards, "units": units,
            "solutions": 5, "unique": 1, "nodes": 5, "seconds": 1.0, "plan": "0123456789abcdef"})
    };
    let partial = refused(&merge(&joined(&[line(2, [0, 2000])])), 4, &["merge"]);
    assert!(partial.contains("shard 1 of 2 is missing (n = 32, plan 0123456789abcdef)"), "{partial}");
    let beyond = refused(&merge(&joined(&[line(1, [0, 5000])])), 4, &["merge"]);
    assert!(beyond.contains("units [0, 5000) are not units of the plan of n = 32 (0 to 4315)"), "{beyond}");
    // A complete set whose lines agree with one another: only the estimates could tell it from a real one,
    // and they are not started unasked (merge says when it starts them, and never did).
    let complete = refused(&merge(&joined(&[line(1, [0, 4315])])), 4, &["merge"]);
    assert!(
        complete.contains("needs its 4315 units estimated first, about ")
            && complete
                .contains("not started, add --estimate-plan to make the estimates (n = 32, plan 0123456789abcdef)"),
        "{complete}"
    );
    assert!(!complete.contains("estimating the"), "{complete}");
}

#[test]
fn asked_to_merge_estimates_a_plan_beyond_n_24_and_says_so() {
    // The smallest such plan, 1,926 units: a few seconds of CPU, then the forged fingerprint is caught.
    let line = serde_json::json!({"n": 25, "method": "frames", "shard": 0, "shards": 1, "units": [0, 1926],
        "solutions": 5, "unique": 1, "nodes": 5, "seconds": 1.0, "plan": "0123456789abcdef"});
    let refused_at_once = refused(&merge(&joined(std::slice::from_ref(&line))), 4, &["merge"]);
    assert!(refused_at_once.contains("not started, add --estimate-plan"), "{refused_at_once}");
    let output = merge_with(&["--estimate-plan"], &joined(&[line]));
    let estimated = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(4), "{estimated}");
    let told: Vec<&str> = estimated.lines().collect();
    assert_eq!(told.len(), 2, "{estimated}");
    assert!(told[0].contains("merge: estimating the 1926 units of the plan of n = 25"), "{estimated}");
    assert!(told[1].contains("shard 0 comes from another plan (0123456789abcdef)"), "{estimated}");
}

#[test]
fn a_job_runner_variable_that_is_not_text_is_said_so() {
    use std::os::unix::ffi::OsStrExt;
    let output = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["count", "12", "--fast", "--shard-from-env", "--shards", "4"])
        .env_remove("SLURM_ARRAY_TASK_COUNT")
        .env_remove("JOB_COMPLETION_INDEX")
        .env("SLURM_ARRAY_TASK_ID", std::ffi::OsStr::from_bytes(b"\xff3"))
        .output()
        .expect("the binary runs");
    let stderr = refused(&output, 2, &["count", "--shard-from-env"]);
    assert!(stderr.contains("SLURM_ARRAY_TASK_ID is set but is not UTF-8 text"), "{stderr}");
    assert!(!stderr.contains("is set\n") && !stderr.contains("neither"), "not told as unset: {stderr}");
}
