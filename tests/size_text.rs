//! Tests of the core's echo of what people type (src/size_text.rs): invisible format characters are
//! escaped, so that a message repeating them can be neither reversed nor hidden; numbers stay short.

use nqueens_core::size_text::{check_size_value, echo, is_format_character, parse_size, short_number};

#[test]
fn format_characters_are_escaped_in_every_message() {
    for (hidden, escaped) in [
        ('\u{202E}', r"\u{202e}"),
        ('\u{202A}', r"\u{202a}"),
        ('\u{2066}', r"\u{2066}"),
        ('\u{2069}', r"\u{2069}"),
        ('\u{200B}', r"\u{200b}"),
        ('\u{200D}', r"\u{200d}"),
        ('\u{2060}', r"\u{2060}"),
        ('\u{FEFF}', r"\u{feff}"),
        ('\u{061C}', r"\u{61c}"),
        ('\u{E0001}', r"\u{e0001}"),
    ] {
        assert!(is_format_character(hidden), "{hidden:?}");
        let message = parse_size(&format!("{hidden}8"), 1, 20).unwrap_err().to_string();
        assert!(!message.contains(hidden), "{hidden:?} repeated as it is: {message:?}");
        assert!(message.starts_with(&format!("“{escaped}8” is not a number")), "{message:?}");
    }
    for visible in ['a', '8', ' ', 'é', '中', '−', '…'] {
        assert!(!is_format_character(visible), "{visible:?}");
    }
    assert_eq!(echo("\u{7}x\u{1b}[31m"), r"\u{7}x\u{1b}[31m", "control characters escaped");
    // White space at the ends is trimmed (U+2028 is white space); inside, it cannot break the line.
    assert_eq!(echo("x\u{2028}y\u{2029}z"), r"x\u{2028}y\u{2029}z");
    let long = echo(&"\u{202E}".repeat(100));
    assert_eq!(long, format!("{}…", r"\u{202e}".repeat(39)), "the limit counts characters of the input");
}

#[test]
fn numbers_in_messages_are_short() {
    assert_eq!(short_number(1e300), "1e300");
    assert_eq!(short_number(-2.5e-300), "-2.5e-300");
    assert_eq!(short_number(21.0), "21");
    assert_eq!(short_number(2.5), "2.5");
    assert_eq!(short_number(f64::INFINITY), "Infinity");
    assert_eq!(short_number(f64::NAN), "NaN");
    // A fraction is never shown as a whole number; tiny and huge ones keep an exponent.
    assert_eq!(short_number(1.000_000_000_000_000_2), "1.0000000000000002");
    assert_eq!(short_number(0.000_001), "0.000001");
    assert_eq!(short_number(1.5e-7), "1.5e-7");
    assert_eq!(short_number(123.456), "123.456");
    assert_eq!(short_number(-0.0), "0");
    assert_eq!(short_number(5e-324), "4.9406564584125e-324");
    assert_eq!(short_number(f64::MAX), "1.7976931348623e308");
    let message = check_size_value(1e300, 1, 20).unwrap_err().to_string();
    assert_eq!(message, "1e300 is too large: the largest board here is 20×20.");
}

/// The cases every implementation of the quoting rule answers alike (the page's quote reads them too).
#[test]
fn echo_follows_the_shared_cases() {
    #[derive(serde::Deserialize)]
    struct Cases {
        cases: Vec<(String, String)>,
    }
    let cases: Cases = serde_json::from_str(include_str!("echo-cases.json")).expect("the cases are JSON");
    assert!(cases.cases.len() >= 10);
    for (input, expected) in cases.cases {
        assert_eq!(echo(&input), expected, "{input:?}");
    }
}
