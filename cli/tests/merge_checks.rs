//! Tests of what `nqueens merge` refuses: lines that disagree with the plan it rebuilds, sets that do not
//! cover it, counts that fail their sanity checks, edited counts caught by `--verify`, unbounded input, and
//! the same checks for the join's lines (a plan of their own, unique null and the turns' fixed solutions
//! given, never summed with the frames').
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::process::{Command, Output, Stdio};

const MERGE_REFUSED: i32 = 4;

/// Runs nqueens with `stdin` written from another thread, so that a run that stops reading early is fine.
fn run(args: &[&str], stdin: Vec<u8>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || match input.write_all(&stdin) {
        Ok(()) => Ok(()),
        // merge stops at the first bad line and closes its end: that is what is tested.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(e),
    });
    let output = child.wait_with_output().expect("the binary ends");
    writer.join().unwrap().expect("the input is written, or refused part way");
    output
}

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

/// The lines of `nqueens count n --fast --shard I/k --method frames`, I = 0..k, as JSON values: the checks
/// of unique solutions and the units' numbers below are the frames'.
fn shards(n: usize, k: u64) -> Vec<serde_json::Value> {
    method_shards(n, k, "frames")
}

/// The lines of `nqueens count n --fast --shard I/k --method method`, I = 0..k, as JSON values.
fn method_shards(n: usize, k: u64, method: &str) -> Vec<serde_json::Value> {
    (0..k)
        .map(|index| {
            let shard = format!("{index}/{k}");
            let output = run(&["count", &n.to_string(), "--fast", "--shard", &shard, "--method", method], Vec::new());
            assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
            json(&String::from_utf8(output.stdout).unwrap())
        })
        .collect()
}

fn lines(values: &[serde_json::Value]) -> Vec<u8> {
    values.iter().map(|value| value.to_string() + "\n").collect::<String>().into_bytes()
}

fn merged(args: &[&str], values: &[serde_json::Value]) -> serde_json::Value {
    let output = run(args, lines(values));
    assert!(output.status.success(), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
    json(&String::from_utf8(output.stdout).unwrap())
}

/// The one-line message of a refused merge of `input`; nothing on stdout, status 4.
fn refused_bytes(args: &[&str], input: Vec<u8>) -> String {
    let output = run(args, input);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(MERGE_REFUSED), "{args:?}: {stderr}");
    assert!(output.stdout.is_empty(), "nothing is summed: {}", String::from_utf8_lossy(&output.stdout));
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    stderr
}

fn refused(args: &[&str], values: &[serde_json::Value]) -> String {
    refused_bytes(args, lines(values))
}

#[test]
fn every_line_is_checked_against_the_plan_merge_rebuilds() {
    let s = shards(13, 4);
    assert_eq!(merged(&["merge"], &s)["solutions"], 73_712);
    let edit = |field: &str, value: serde_json::Value| -> Vec<serde_json::Value> {
        s.iter().cloned().map(|mut line| (line[field] = value.clone(), line).1).collect()
    };
    let other_n = refused(&["merge"], &edit("n", 14.into()));
    assert!(other_n.contains("line 1: shard 0 comes from another plan") && other_n.contains("for n = 14"), "{other_n}");
    let too_large = refused(&["merge"], &edit("n", 99.into()));
    assert!(too_large.contains("counted n = 99, larger than nqueens counts (at most 32)"), "{too_large}");
    let made_up = refused(&["merge"], &edit("plan", "0123456789abcdef".into()));
    assert!(made_up.contains("another plan (0123456789abcdef) than the one this nqueens builds"), "{made_up}");
}

#[test]
fn a_set_must_cover_the_plan_exactly() {
    let s = shards(13, 4);
    // Shards 0-2 relabelled as a count in 3 shards, shard 3 dropped: their ranges are not a 3-way cut.
    let relabelled: Vec<_> = s[..3].iter().cloned().map(|mut line| (line["shards"] = 3.into(), line).1).collect();
    let message = refused(&["merge"], &relabelled);
    assert!(message.contains("line 1: shard 0's units [0, 41) are not the units [0, "), "{message}");
    for units in [[145, 145], [145, 300]] {
        let mut last = s[3].clone();
        last["units"] = serde_json::json!(units);
        if units[0] == units[1] {
            (last["solutions"], last["unique"], last["nodes"]) = (0.into(), 0.into(), 0.into());
        }
        let set = [&s[..3], &[last]].concat();
        let message = refused(&["merge"], &set);
        // A range past the plan's 206 units is refused as the line is read; one inside it, once the plan's
        // estimates tell each shard's range.
        let expected = if units[1] > 206 {
            format!(
                "line 4: shard 3's units [{}, {}) are not units of the plan of n = 13 (0 to 206)",
                units[0], units[1]
            )
        } else {
            format!("line 4: shard 3's units [{}, {}) are not the units [145, 206)", units[0], units[1])
        };
        assert!(message.contains(&expected), "{message}");
    }
    // A cut finer than the plan's units (n = 4 has 3) cannot come from nqueens.
    let mut fine = shards(4, 3);
    for (index, line) in fine.iter_mut().enumerate() {
        line["shards"] = 4.into();
        line["shard"] = index.into();
    }
    let message = refused(&["merge"], &fine);
    assert!(message.contains("cuts n = 4 into 4 shards, but its plan has only 3 units"), "{message}");
}

#[test]
fn counts_must_pass_their_sanity_checks() {
    let s = shards(13, 4);
    let with = |field: &str, value: serde_json::Value| {
        let mut set = s.clone();
        set[2][field] = value;
        set
    };
    let unique = refused(&["merge"], &with("unique", 1_000_000_000u64.into()));
    assert!(unique.contains("line 3: shard 2 reports 1000000000 unique solutions, more than its 20760"), "{unique}");
    let solutions = refused(&["merge"], &with("solutions", 30_000.into()));
    assert!(solutions.contains("more than 8 times its 2599 unique ones"), "{solutions}");
    let negative = refused(&["merge"], &with("seconds", (-1.0).into()));
    assert!(negative.contains("not a finite number of seconds"), "{negative}");
    let huge: Vec<_> = s.iter().cloned().map(|mut line| (line["seconds"] = 1e308.into(), line).1).collect();
    let total = merged(&["merge"], &huge);
    assert!(total["seconds"].is_f64(), "a number, not null: {total}");
}

#[test]
fn verify_recounts_shards_chosen_by_a_seed_and_names_them() {
    let s = shards(13, 4);
    let chosen = |seed: u64| -> Vec<u64> {
        let total = merged(&["merge", "--verify", "1", "--seed", &seed.to_string()], &s);
        assert_eq!(total["seed"], seed);
        total["verified"].as_array().unwrap().iter().map(|shard| shard.as_u64().unwrap()).collect()
    };
    assert_eq!(chosen(5), chosen(5), "the same seed chooses the same shard");
    let seed = (0..100).find(|&seed| chosen(seed) == [2]).expect("some seed of 100 chooses shard 2");
    let all = merged(&["merge", "--verify", "all"], &s);
    assert_eq!(all["verified"], serde_json::json!([0, 1, 2, 3]));
    assert_eq!(all["solutions"], 73_712);
    let unseeded = merged(&["merge", "--verify", "2"], &s);
    assert_eq!(unseeded["verified"].as_array().unwrap().len(), 2);
    assert!(unseeded["seed"].is_u64(), "{unseeded}");

    // One more solution in shard 2 passes every check but a recount.
    let mut edited = s.clone();
    edited[2]["solutions"] = 20_761.into();
    assert_eq!(merged(&["merge"], &edited)["solutions"], 73_713, "only a recount can tell");
    let caught = refused(&["merge", "--verify", "1", "--seed", &seed.to_string()], &edited);
    assert!(caught.contains("shard 2 of 4 recounted: 20760 solutions, 2599 unique"), "{caught}");
    assert!(caught.contains("but its line says 20761, 2599"), "{caught}");
    let caught_all = refused(&["merge", "--verify", "all"], &edited);
    assert!(caught_all.contains("shard 2 of 4 recounted"), "{caught_all}");
    let too_many = refused(&["merge", "--verify", "5"], &s);
    assert!(too_many.contains("--verify 5: the count has only 4 shards"), "{too_many}");
}

#[test]
fn bad_verify_options_are_usage_errors() {
    for (args, expected) in [
        (&["merge", "--verify"][..], "--verify needs a value"),
        (&["merge", "--verify", "0"], "--verify needs a number of shards from 1 up, or all, got '0'"),
        (&["merge", "--verify", "some"], "got 'some'"),
        (&["merge", "--seed", "3"], "--seed goes with --verify K"),
        (&["merge", "--verify", "all", "--seed", "3"], "not --verify all"),
        (&["merge", "--verify", "1", "--seed", "x"], "--seed must be a whole number"),
        (&["merge", "--verify", "1", "--verify", "2"], "'--verify' is given more than once"),
    ] {
        let output = run(args, Vec::new());
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
}

#[test]
fn help_documents_verify_and_the_bounds() {
    let help = String::from_utf8(run(&["--help"], Vec::new()).stdout).unwrap();
    for text in [
        "merge [--verify K [--seed S] | --verify all] [--estimate-plan] [FILE...]",
        "at most 1024 bytes a line",
        "--verify all recounts",
        "--estimate-plan",
    ] {
        assert!(help.contains(text), "help mentions {text}");
    }
}

/// The bytes of `yes text | head -c size`.
fn repeated(text: &str, size: usize) -> Vec<u8> {
    text.bytes().cycle().take(size).collect()
}

#[test]
fn the_input_is_read_line_by_line_within_bounds() {
    // Each would be read whole before: tens of megabytes here, without end from `yes` or /dev/zero.
    let garbage = refused_bytes(&["merge"], repeated("garbage\n", 20_000_000));
    assert!(
        garbage.contains("standard input, line 1: not a shard result") && garbage.contains("'garbage'"),
        "{garbage}"
    );
    let zeros = refused_bytes(&["merge"], vec![0; 20_000_000]);
    assert!(zeros.contains("line 1 is longer than 1024 bytes"), "{zeros}");
    let huge_field = [b"{\"n\":13,\"plan\":\"".to_vec(), repeated("A", 20_000_000), b"\"}\n".to_vec()].concat();
    let huge = refused_bytes(&["merge"], huge_field);
    assert!(huge.contains(&format!("'{{\"n\":13,\"plan\":\"{}…'", "A".repeat(23))), "{huge}");
    let blank = refused_bytes(&["merge"], repeated("\n", 1_000_001));
    assert!(blank.contains("line 1000001: more than 1000000 lines in all"), "{blank}");
    for message in [&garbage, &zeros, &huge, &blank] {
        assert!(message.len() < 400, "a short message: {message}");
    }
    // The first bad line stops the merge, after good ones.
    let s = shards(12, 3);
    let mut text = lines(&s[..1]);
    text.extend(b"{\"n\":\"thirteen\"}\n");
    let second = refused_bytes(&["merge"], text);
    assert!(
        second.contains("standard input, line 2:") && second.contains("'n' must be a whole number, not a string"),
        "{second}"
    );
    let not_utf8 = refused_bytes(&["merge"], b"\xff\xfe\n".to_vec());
    assert!(not_utf8.contains("line 1 is not UTF-8 text"), "{not_utf8}");
}

/// `line` with `field` set to `value`.
fn with(line: &serde_json::Value, field: &str, value: serde_json::Value) -> serde_json::Value {
    let mut line = line.clone();
    line[field] = value;
    line
}

#[test]
fn join_shards_merge_to_the_total_and_the_unique_count() {
    // n = 12's join plan has 2 units of pairs and 24 turn units; n = 13's 13 and 26.
    for (n, k, total, unique) in [(12, 2, 14_200, 1787), (12, 26, 14_200, 1787), (13, 3, 73_712, 9233)] {
        let s = method_shards(n, k, "join");
        for line in &s {
            assert_eq!(line["method"], "join", "{line}");
            assert!(line["unique"].is_null(), "{line}");
            assert!(line["fixed"].is_u64(), "{line}");
        }
        for args in [&["merge"][..], &["merge", "--verify", "all"]] {
            let merged = merged(args, &s);
            assert_eq!(merged["method"], "join", "{merged}");
            assert_eq!(
                (merged["solutions"].as_u64(), merged["unique"].as_u64()),
                (Some(total), Some(unique)),
                "{merged}"
            );
        }
    }
    // The frames' merge of the same board gives the same unique total.
    let frames = merged(&["merge"], &shards(12, 3));
    assert_eq!((frames["method"].as_str(), frames["solutions"].as_u64()), (Some("frames"), Some(14_200)));
    assert_eq!(frames["unique"], 1787);
    // A finer cut than the join's plan is refused by merge as it is by count.
    let mut finer = method_shards(12, 2, "join");
    for line in &mut finer {
        line["shards"] = 27.into();
    }
    let message = refused(&["merge"], &finer);
    assert!(message.contains("cuts n = 12 into 27 shards, but its join plan has only 26 units"), "{message}");
}

#[test]
fn join_lines_whose_fixed_solutions_give_no_whole_unique_count_are_refused() {
    let s = method_shards(13, 3, "join");
    let mut edited = s.clone();
    let holder = edited.iter().position(|line| line["fixed"].as_u64().unwrap() > 0).expect("a line with turn units");
    let fixed = edited[holder]["fixed"].as_u64().unwrap();
    edited[holder]["fixed"] = (fixed + 1).into();
    let message = refused(&["merge"], &edited);
    assert!(
        message.contains(&format!(
            "the shards' 73712 solutions and {} fixed by the turns give no whole number of unique solutions",
            fixed + 1
        )),
        "{message}"
    );
    // Edited by 8, only a recount tells.
    edited[holder]["fixed"] = (fixed + 8).into();
    assert_eq!(merged(&["merge"], &edited)["unique"], 9234);
    let caught = refused(&["merge", "--verify", "all"], &edited);
    assert!(
        caught.contains(&format!("{fixed} fixed, ")) && caught.contains(&format!("{} fixed, ", fixed + 8)),
        "{caught}"
    );
    let absent = {
        let mut line = s[0].clone();
        line.as_object_mut().unwrap().remove("fixed");
        line
    };
    let message = refused(&["merge"], &[absent]);
    assert!(message.contains("gives no 'fixed' (the solutions fixed by the turns)"), "{message}");
}

#[test]
fn verify_recounts_a_join_shard_by_the_join_and_names_it() {
    let s = method_shards(13, 3, "join");
    let given = s[1]["solutions"].as_u64().unwrap();
    let mut edited = s.clone();
    // Raised by 8, so that the unique count stays whole: only a recount can tell.
    edited[1]["solutions"] = (given + 8).into();
    assert_eq!(merged(&["merge"], &edited)["solutions"], 73_720, "only a recount can tell");
    let expected = format!("shard 1 of 3 recounted: {given} solutions, null unique, {} fixed, ", s[1]["fixed"]);
    let caught_all = refused(&["merge", "--verify", "all"], &edited);
    assert!(caught_all.contains(&expected), "{caught_all}");
    assert!(
        caught_all.contains(&format!("but its line says {}, null, {} fixed, ", given + 8, s[1]["fixed"])),
        "{caught_all}"
    );
    assert!(caught_all.contains(&format!("(n = 13, join plan {})", s[0]["plan"].as_str().unwrap())), "{caught_all}");
    let chosen = |seed: u64| merged(&["merge", "--verify", "1", "--seed", &seed.to_string()], &s)["verified"].clone();
    let seed = (0..100).find(|&seed| chosen(seed) == serde_json::json!([1])).expect("some seed of 100 chooses 1");
    let caught = refused(&["merge", "--verify", "1", "--seed", &seed.to_string()], &edited);
    assert!(caught.contains(&expected) && caught.contains("(recounted: shard 1)"), "{caught}");
}

#[test]
fn join_and_frames_lines_are_never_merged_together() {
    let (join, frames) = (method_shards(13, 3, "join"), shards(13, 3));
    let join_first = refused(&["merge"], &[join[0].clone(), frames[1].clone(), join[2].clone()]);
    assert!(
        join_first.contains(
            "line 2: shard 1 was counted by the frames method, shard 0 by the join: shards of the two methods"
        ),
        "{join_first}"
    );
    let frames_first = refused(&["merge"], &[frames[0].clone(), frames[1].clone(), join[2].clone()]);
    assert!(
        frames_first.contains("line 3: shard 2 was counted by the join method, shard 0 by the frames"),
        "{frames_first}"
    );
    // A line without a method is the frames', as every line was before the join: it merges with frames
    // lines, and not with join lines.
    let legacy: Vec<_> = frames
        .iter()
        .map(|line| {
            let mut line = line.clone();
            line.as_object_mut().unwrap().remove("method");
            line
        })
        .collect();
    let total = merged(&["merge"], &[legacy[0].clone(), frames[1].clone(), legacy[2].clone()]);
    assert_eq!((total["method"].as_str(), total["unique"].as_u64()), (Some("frames"), Some(9233)));
    let mixed = refused(&["merge"], &[legacy[0].clone(), join[1].clone(), join[2].clone()]);
    assert!(mixed.contains("shard 1 was counted by the join method, shard 0 by the frames"), "{mixed}");
}

#[test]
fn a_join_line_is_checked_against_the_join_plan() {
    let (join, frames) = (method_shards(13, 3, "join"), shards(13, 3));
    let plan = join[0]["plan"].as_str().unwrap().to_string();
    assert_ne!(join[0]["plan"], frames[0]["plan"], "a join plan's fingerprint is its own");
    let edited = [join[0].clone(), with(&join[1], "plan", "0123456789abcdef".into()), join[2].clone()];
    let made_up = refused(&["merge"], &edited);
    assert!(
        made_up.contains(&format!(
            "line 2: shard 1 comes from another plan (0123456789abcdef) than the one this nqueens builds for n = 13 by \
             the join method ({plan})"
        )),
        "{made_up}"
    );
    // The frames' fingerprint on a join line, and a join line passed off as the frames': neither plan fits.
    let swapped = [join[0].clone(), with(&join[1], "plan", frames[1]["plan"].clone()), join[2].clone()];
    assert!(refused(&["merge"], &swapped).contains("line 2: shard 1 comes from another plan"));
    let unique = join[0]["solutions"].as_u64().unwrap().div_ceil(8);
    let mut relabelled = with(&with(&join[0], "method", "frames".into()), "unique", unique.into());
    relabelled.as_object_mut().unwrap().remove("fixed");
    let message = refused(&["merge"], &[relabelled, frames[1].clone(), frames[2].clone()]);
    assert!(message.contains(&format!("line 1: shard 0 comes from another plan ({plan})")), "{message}");
    // Unique follows the method: null by the join, a number by the frames; fixed the other way round.
    let counted = refused(&["merge"], &[with(&join[0], "unique", 5.into())]);
    assert!(
        counted.contains("shard 0 reports 5 unique solutions, but the join method's unique count follows from"),
        "{counted}"
    );
    let fixed = refused(&["merge"], &[with(&frames[0], "fixed", 4.into())]);
    assert!(
        fixed.contains("shard 0 reports 4 solutions fixed by the turns, which only the join's lines give"),
        "{fixed}"
    );
    let missing = refused(&["merge"], &[with(&frames[0], "unique", serde_json::Value::Null)]);
    assert!(
        missing.contains("shard 0 reports unique null, but the frames method counts unique solutions"),
        "{missing}"
    );
    let unknown = refused(&["merge"], &[with(&join[0], "method", "quick".into())]);
    assert!(unknown.contains("'method' must be frames or join"), "{unknown}");
}
