//! Property tests of the command line's parsers: random argument vectors, job-runner variables and merge
//! input never make them panic, and whatever they accept is bounded: a picture's step and an animation's
//! pixels within the core's ceilings, a shard within its count.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use crate::merge_check::Checker;
use crate::merge_input::read_lines;
use crate::parse::{Command, parse};
use nqueens_core::picture::{FARTHEST_STEP, MOST_ANIMATION_PIXELS, MOST_FRAMES};
use proptest::prelude::*;
use std::ffi::OsString;

/// Words the parsers know, and a few they do not.
const WORDS: &[&str] = &[
    "trace",
    "count",
    "place",
    "repair",
    "merge",
    "draw",
    "gif",
    "--fast",
    "--first",
    "--mirror",
    "--check",
    "--stats",
    "--method",
    "frames",
    "join",
    "--threads",
    "--shard",
    "--shards",
    "--shard-from-env",
    "--variant",
    "brute-force",
    "scan",
    "--block",
    "--require",
    "--seed",
    "--verify",
    "all",
    "--svg",
    "--png",
    "--step",
    "--from",
    "--to",
    "--fps",
    "--size",
    "--theme",
    "dark",
    "light",
    "-",
    "--help",
    "-V",
    "--",
    "--bogus",
];

/// Numbers near every edge the parsers care about.
fn number() -> impl Strategy<Value = String> {
    prop_oneof![
        (0u64..40).prop_map(|n| n.to_string()),
        any::<u64>().prop_map(|n| n.to_string()),
        (0u64..3000).prop_map(|n| n.to_string()),
        (u64::MAX - 3..=u64::MAX).prop_map(|n| n.to_string()),
        Just(u64::MAX.to_string()),
        Just("18446744073709551616".to_string()),
        Just("-1".to_string()),
        Just("10000000000".to_string()),
        Just("10000000001".to_string()),
        Just("4096".to_string()),
        Just("1999".to_string()),
        (any::<u32>(), any::<u32>()).prop_map(|(i, k)| format!("{i}/{k}")),
        (0u32..40, 0u32..40).prop_map(|(row, col)| format!("{row},{col}")),
    ]
}

/// One argument: a known word, a number, or any text (control and format characters included).
fn argument() -> impl Strategy<Value = OsString> {
    prop_oneof![
        4 => proptest::sample::select(WORDS).prop_map(OsString::from),
        4 => number().prop_map(OsString::from),
        1 => any::<String>().prop_map(OsString::from),
        1 => proptest::collection::vec(any::<u8>(), 0..8).prop_map(|bytes| {
            use std::os::unix::ffi::OsStringExt;
            OsString::from_vec(bytes)
        }),
    ]
}

/// An argument vector: any arguments, or one shaped as a command is (command, size, options with values,
/// perhaps a flag), so that the options' values meet their checks often.
fn argument_vector() -> impl Strategy<Value = Vec<OsString>> {
    const COMMANDS: &[&str] = &["trace", "count", "place", "repair", "merge", "draw", "gif"];
    const VALUED: &[&str] = &[
        "--step",
        "--from",
        "--to",
        "--size",
        "--fps",
        "--threads",
        "--shard",
        "--shards",
        "--seed",
        "--verify",
        "--block",
    ];
    const FLAGS: &[&str] = &["--svg", "--png", "--fast", "--check", "--stats", "--first", "--shard-from-env"];
    prop_oneof![
        proptest::collection::vec(argument(), 0..8),
        (
            proptest::sample::select(COMMANDS),
            number(),
            proptest::collection::vec((proptest::sample::select(VALUED), number()), 0..4),
            proptest::collection::vec(proptest::sample::select(FLAGS), 0..2),
        )
            .prop_map(|(command, size, options, flags)| {
                let mut args = vec![OsString::from(command), OsString::from(size)];
                for (option, value) in options {
                    args.extend([OsString::from(option), OsString::from(value)]);
                }
                args.extend(flags.into_iter().map(OsString::from));
                args
            }),
        // The pictures' numbers, whose checks guard the longest work: steps, ranges, sides.
        (0u64..=33, number(), number(), number(), any::<bool>()).prop_map(|(n, from, to, size, draw)| {
            let words: Vec<String> = if draw {
                vec!["draw".into(), n.to_string(), "--svg".into(), "--step".into(), from, "--size".into(), size]
            } else {
                vec!["gif".into(), n.to_string(), "--from".into(), from, "--to".into(), to, "--size".into(), size]
            };
            words.into_iter().map(OsString::from).collect()
        }),
    ]
}

/// What an accepted command may cost is within the documented ceilings.
fn assert_bounded(command: &Command) {
    match command {
        Command::Draw { step, look, .. } => {
            assert!(*step <= FARTHEST_STEP, "{command:?}");
            assert!(look.side <= 4096, "{command:?}");
        }
        Command::Gif { range, look, fps, .. } => {
            assert!(range.from <= range.to && range.from <= FARTHEST_STEP, "{command:?}");
            let frames = range.to - range.from + 1;
            assert!(frames <= MOST_FRAMES, "{command:?}");
            assert!(
                u128::from(frames) * u128::from(look.side).pow(2) <= u128::from(MOST_ANIMATION_PIXELS),
                "{command:?}"
            );
            assert!((1..=50).contains(fps), "{command:?}");
        }
        Command::CountShard { shard, .. } => assert!(shard.index < shard.count, "{command:?}"),
        Command::CountFast { threads, .. } => assert!(threads.is_none_or(|t| (1..=1024).contains(&t)), "{command:?}"),
        _ => {}
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_arguments_never_panic_and_what_they_ask_is_bounded(args in argument_vector()) {
        if let Ok(command) = parse(args) {
            assert_bounded(&command);
        }
    }

    #[test]
    fn random_merge_input_never_panics(lines in proptest::collection::vec(merge_line(), 0..6)) {
        let input = lines.join("\n");
        let mut checker = Checker::default();
        let mut read = 0;
        if read_lines("input", input.as_bytes(), &mut read, &mut checker).is_ok() {
            // Small boards only (merge_line), so that a complete set's plan is quick to estimate.
            let _ = checker.finish(false);
        }
    }
}

/// A merge line: mostly shard results of small boards with any numbers, sometimes any text.
fn merge_line() -> impl Strategy<Value = String> {
    let field = || {
        prop_oneof![
            (0u64..8).prop_map(|n| n.to_string()),
            any::<u64>().prop_map(|n| n.to_string()),
            Just("-1".to_string()),
            Just("1e400".to_string()),
            Just("null".to_string()),
            Just("\"x\"".to_string())
        ]
    };
    prop_oneof![
        4 => (0usize..15, field(), field(), field(), field(), field(), field(), field(),
            proptest::sample::select(&["frames", "join"][..]), proptest::sample::select(&["0123456789abcdef", "\u{202e}"][..]))
            .prop_map(|(n, shard, shards, start, end, solutions, unique, nodes, method, plan)| format!(
                "{{\"n\":{n},\"method\":\"{method}\",\"shard\":{shard},\"shards\":{shards},\"units\":[{start},{end}],\
                 \"solutions\":{solutions},\"unique\":{unique},\"nodes\":{nodes},\"seconds\":1,\"plan\":\"{plan}\"}}")),
        1 => any::<String>(),
    ]
}
