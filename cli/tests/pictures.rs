//! Tests of the draw and gif commands: the files they write, their one-line errors and exit statuses.
#![cfg(not(target_arch = "wasm32"))]

use nqueens_core::picture::{self, BoardView, Theme};
use nqueens_core::{AnySearch, Search};
use std::process::{Command, Output, Stdio};

fn nqueens(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nqueens")).args(args).stdin(Stdio::null()).output().expect("the binary runs")
}

fn view_at(n: usize, step: u64) -> BoardView {
    let mut search = Search::new(n).expect("a size");
    search.seek(step);
    BoardView::of_search(&search)
}

fn succeeds(args: &[&str]) -> Vec<u8> {
    let output = nqueens(args);
    assert!(output.status.success(), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
    assert!(output.stderr.is_empty(), "{args:?}");
    output.stdout
}

#[test]
fn draw_writes_the_svg_and_the_png_of_the_step() {
    let svg = succeeds(&["draw", "8", "--step", "31", "--svg"]);
    assert_eq!(String::from_utf8(svg).expect("text"), picture::svg(&view_at(8, 31), 480, Theme::Light).expect("svg"));
    let png = succeeds(&["draw", "8", "--step", "31", "--png", "--size", "200", "--theme", "dark"]);
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
    assert_eq!(png, picture::png(&view_at(8, 31), 200, Theme::Dark).expect("png"));
    // No --step: step 0, the empty board.
    assert_eq!(
        succeeds(&["draw", "5", "--svg"]),
        picture::svg(&view_at(5, 0), 480, Theme::Light).expect("svg").into_bytes()
    );
}

#[test]
fn gif_writes_one_frame_a_step() {
    let file = succeeds(&["gif", "4", "--from", "0", "--to", "31", "--fps", "5", "--size", "128"]);
    let mut search = AnySearch::from(Search::new(4).expect("a size"));
    let views = picture::views_of_steps(&mut search, picture::StepRange::new(0, 31).expect("a range")).expect("views");
    assert_eq!(file, picture::gif(&views, 128, Theme::Light, 5).expect("gif"));
    let mut decoder = gif::DecodeOptions::new().read_info(std::io::Cursor::new(&file)).expect("a GIF");
    let mut frames = 0;
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        assert_eq!(frame.delay, 20);
        frames += 1;
    }
    assert_eq!(frames, 32);
}

#[test]
fn bad_arguments_get_one_line_and_status_2() {
    let cases: &[(&[&str], &str)] = &[
        (&["draw", "8", "--step", "31"], "'draw' needs --svg or --png"),
        (&["draw", "8", "--svg", "--png"], "--svg and --png: give one of them"),
        (&["draw", "0", "--svg"], "0 is too small: the smallest board here is 1×1"),
        (&["draw", "33", "--svg"], "33 is too large: the largest board here is 32×32"),
        (&["draw", "8", "--svg", "--size", "10"], "--size: a picture is 64 to 4096 pixels a side, not 10"),
        (&["draw", "8", "--svg", "--size", "big"], "--size must be a whole number from 0, got 'big'"),
        (&["draw", "8", "--svg", "--theme", "sepia"], "--theme is light or dark, not 'sepia'"),
        (&["draw", "4", "--svg", "--step", "100000"], "the search ends at step"),
        (&["draw", "8", "--svg", "--step"], "--step needs a value"),
        (&["draw", "8", "--svg", "--step", "1", "--step", "2"], "option '--step' is given more than once"),
        (&["draw", "8", "--svg", "--fps", "2"], "--fps: not an option of 'draw'"),
        (&["draw", "--svg"], "missing board size N after 'draw'"),
        (&["gif", "4", "--from", "3"], "'gif' needs --to"),
        (&["gif", "4", "--from", "9", "--to", "3"], "the last step must not come before the first"),
        (&["gif", "4", "--to", "5000"], "at most 2,000 steps, not 5,001"),
        (&["gif", "4", "--to", "5", "--fps", "0"], "--fps: an animation plays 1 to 50 frames a second, not 0"),
        (&["gif", "4", "--to", "5", "--fps", "60"], "not 60"),
        (&["gif", "4", "--to", "5", "--svg"], "--svg: not an option of 'gif'"),
        (&["gif", "4", "--from", "100000", "--to", "100001"], "the search ends at step"),
    ];
    for (args, message) in cases {
        let output = nqueens(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.starts_with("nqueens: ") && stderr.contains(message), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
}

/// Runs `nqueens ARGS` from a shell that gives it `redirect` as its standard output.
fn nqueens_from_shell(args: &[&str], redirect: &str) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg(format!("exec \"$0\" \"$@\" {redirect}"))
        .arg(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .expect("the shell runs")
}

const PICTURE_WRITERS: &[&[&str]] =
    &[&["draw", "8", "--step", "31", "--svg"], &["draw", "8", "--png"], &["gif", "4", "--to", "9"]];

// A stdout closed before the program starts (`>&-`) is tested with the other commands (tests/cli_echo.rs).
#[test]
fn a_picture_that_cannot_be_written_is_an_error_with_status_3() {
    for args in PICTURE_WRITERS {
        let output = nqueens_from_shell(args, ">/dev/full");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(3), "{args:?} to a full disk: {stderr}");
        assert!(stderr.starts_with("nqueens: cannot write the output: "), "{args:?} to a full disk: {stderr}");
    }
}

// As for every command (docs/cli.md): a reader that stops early, `nqueens draw 8 --svg | head`, got what it
// wanted. It was status 3 for the pictures.
#[test]
fn a_picture_whose_reader_stops_early_ends_quietly_with_status_0() {
    for args in PICTURE_WRITERS {
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        let output = Command::new(env!("CARGO_BIN_EXE_nqueens"))
            .args(*args)
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .expect("the binary runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(0), "{args:?} to a closed pipe: {stderr}");
        assert!(stderr.is_empty(), "{args:?}: {stderr}");
    }
    // A reader that takes the first bytes of a large GIF and stops: the rest cannot be written.
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["gif", "8", "--to", "200", "--size", "128"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut head = [0u8; 6];
    std::io::Read::read_exact(child.stdout.as_mut().expect("a pipe"), &mut head).expect("the GIF starts");
    assert_eq!(&head, b"GIF89a");
    drop(child.stdout.take());
    let output = child.wait_with_output().expect("the binary ends");
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
}
