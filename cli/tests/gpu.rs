//! `nqueens count N --gpu` through the binary: on the adapter wgpu finds (lavapipe, Debian's software Vulkan,
//! in `make test`: scripts/ensure-test-tools.sh installs it) exact for n = 1..13, its shard lines merged with
//! the CPU's, its options checked; built without the `gpu` feature it says so.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nqueens"));
    // Mesa's loader complains on stderr when XDG_RUNTIME_DIR is missing (as under CI); give it one.
    command.args(args).env("XDG_RUNTIME_DIR", std::env::temp_dir());
    command.output().expect("the binary runs")
}

fn json(output: &Output) -> serde_json::Value {
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

/// The one-line message of a run that fails with `status`.
fn failure(args: &[&str], status: i32) -> String {
    let output = run(args);
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(output.status.code(), Some(status), "{args:?}: {stderr}");
    assert!(output.stdout.is_empty(), "{args:?}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    stderr
}

#[test]
fn options_that_do_not_fit_the_gpu_are_usage_errors() {
    for (args, message) in [
        (&["count", "12", "--gpu", "--method", "join"][..], "--gpu counts by the frames method only"),
        (&["count", "12", "--gpu", "--threads", "2"][..], "--threads and --gpu"),
        (&["place", "12", "--gpu"][..], "--gpu: not an option of 'place'"),
        (&["count", "12", "--gpu", "--mirror"][..], "--mirror and --gpu: a fast count counts the whole board"),
        (&["count", "12", "--gpu", "--shard", "9/7"][..], "--shard's I must be a whole number from 0 to 6"),
        (
            &["count", "12", "--gpu", "--variant", "scan"][..],
            "--variant and --gpu: a fast count counts the whole board",
        ),
        (&["count", "12", "--gpu", "--fast"][..], "--fast and --gpu: give one of them"),
        (&["count", "12", "--gpu", "--seed", "1"][..], "--seed: not an option of 'count'"),
        (&["count", "12", "--gpu", "--shard", "0/100000"][..], "it cuts into at most 155 shards"),
        (&["count", "33", "--gpu"][..], "board size: 33 is too large: the largest board here is 32×32"),
        (&["count", "12", "--gpu", "--gpu"][..], "option '--gpu' is given more than once"),
    ] {
        let stderr = failure(args, 2);
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}

#[cfg(not(feature = "gpu"))]
#[test]
fn a_build_without_the_gpu_feature_says_how_to_get_it() {
    let stderr = failure(&["count", "10", "--gpu"], 7);
    assert!(stderr.contains("built without the GPU counter") && stderr.contains("--features gpu"), "{stderr}");
}

#[cfg(feature = "gpu")]
mod on_the_gpu {
    use super::*;
    use nqueens_core::known;

    #[test]
    fn every_size_to_thirteen_is_the_published_count() {
        for n in 1..=13 {
            let counted = json(&run(&["count", &n.to_string(), "--gpu"]));
            let expected = known::for_size(n).unwrap();
            assert_eq!(counted["n"], n, "{counted}");
            assert_eq!(counted["method"], "frames", "{counted}");
            assert_eq!(counted["solutions"], expected.solutions, "n = {n}: {counted}");
            assert_eq!(counted["unique"], expected.unique.unwrap(), "n = {n}: {counted}");
            let device = &counted["device"];
            assert!(device["name"].as_str().is_some_and(|name| !name.is_empty()), "{counted}");
            assert!(device["software"].is_boolean(), "{counted}");
            let units = counted["units"].as_u64().unwrap();
            let checked = counted["checked"]["units"].as_u64().unwrap();
            assert!(checked >= 2.min(units) && checked <= units, "n = {n}: {counted}");
            assert!(counted["checked"]["seed"].is_u64(), "{counted}");
            assert_eq!(counted["devices_lost"], 0);
            // The same nodes as the CPU's frames count: the GPU places the very same queens.
            let cpu = json(&run(&["count", &n.to_string(), "--fast", "--method", "frames"]));
            assert_eq!(counted["nodes"], cpu["nodes"], "n = {n}");
        }
    }

    #[test]
    fn no_gpu_is_status_7_with_one_line_saying_so() {
        // No Vulkan driver to load: wgpu finds no adapter (the command line's wgpu has no OpenGL backend).
        let output = Command::new(env!("CARGO_BIN_EXE_nqueens"))
            .args(["count", "10", "--gpu"])
            .env("XDG_RUNTIME_DIR", std::env::temp_dir())
            .env("VK_ICD_FILENAMES", "/nonexistent/no-driver.json")
            .env("VK_DRIVER_FILES", "/nonexistent/no-driver.json")
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(7), "{stderr}");
        assert!(output.stdout.is_empty());
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.starts_with("nqueens: --gpu: no GPU to count on: "), "{stderr}");
    }

    #[test]
    fn threads_the_system_refuses_are_status_5_not_a_panic() {
        // Every thread the standard library starts asks for a 2^47-byte stack, more than a process's whole
        // address space: the threads that prepare the batches and check the units cannot be had.
        let output = Command::new(env!("CARGO_BIN_EXE_nqueens"))
            .args(["count", "10", "--gpu"])
            .env("XDG_RUNTIME_DIR", std::env::temp_dir())
            .env("RUST_MIN_STACK", (1u64 << 47).to_string())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(5), "{stderr}");
        assert!(output.stdout.is_empty());
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.starts_with("nqueens: --gpu: cannot start the threads of the count: "), "{stderr}");
    }

    #[test]
    fn gpu_shards_merge_with_cpu_shards() {
        let n = "13";
        let gpu = |index: &str| run(&["count", n, "--gpu", "--shard", &format!("{index}/3")]);
        let cpu = |index: &str| run(&["count", n, "--fast", "--method", "frames", "--shard", &format!("{index}/3")]);
        let lines = [gpu("0"), cpu("1"), gpu("2")];
        let first = json(&lines[0]);
        assert_eq!(first["plan"], json(&cpu("0"))["plan"], "the same plan fingerprint");
        assert_eq!(first["units"], json(&cpu("0"))["units"]);
        assert!(first["device"]["name"].is_string(), "{first}");
        let input: String = lines.iter().map(|output| String::from_utf8_lossy(&output.stdout).into_owned()).collect();
        let mut merge = Command::new(env!("CARGO_BIN_EXE_nqueens"))
            .args(["merge", "--verify", "all"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write;
        merge.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
        let merged = merge.wait_with_output().unwrap();
        let merged = json(&merged);
        assert_eq!(merged["solutions"], 73_712);
        assert_eq!(merged["unique"], 9_233);
        assert_eq!(merged["shards"], 3);
    }
}
