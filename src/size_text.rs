//! Board sizes as people write them (a text field, an address parameter, a number handed to a hook), read in
//! one place so that every reader agrees on what was meant, with a sentence saying why a size is refused.
//!
//! What counts as a size: optional white space (Unicode's, as `str::trim` knows it), an optional sign (the
//! typographic minus too, so that "−3" is called negative rather than not a number), digits, optionally in
//! groups of three set apart by one kind of separator ("10,000,000", "10 000 000", "10_000_000"), and an
//! optional decimal fraction (so that "2.5" is called not whole). No exponents, no hexadecimal, no "inf":
//! those are reported as not a number. The offending text is echoed, cut to [`ECHO_LIMIT`] characters.

// Sizes are typed by people: every sum and product of what they typed is checked.
#![deny(clippy::arithmetic_side_effects)]

use std::fmt;

/// The most characters of the offending input a message repeats.
pub const ECHO_LIMIT: usize = 40;

/// Why a size was refused; `Display` gives the sentence to show (it ends with a full stop).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SizeProblem {
    /// Nothing but white space.
    Empty {
        /// The smallest size accepted.
        min: usize,
        /// The largest size accepted.
        max: usize,
    },
    /// Not written as a number at all.
    NotANumber {
        /// The text as the message repeats it (at most 40 characters).
        echo: String,
        /// The smallest size accepted.
        min: usize,
        /// The largest size accepted.
        max: usize,
    },
    /// A number with a fractional part.
    NotWhole {
        /// The text as the message repeats it (at most 40 characters).
        echo: String,
        /// The smallest size accepted.
        min: usize,
        /// The largest size accepted.
        max: usize,
    },
    /// A whole number below zero.
    Negative {
        /// The text as the message repeats it (at most 40 characters).
        echo: String,
        /// The smallest size accepted.
        min: usize,
        /// The largest size accepted.
        max: usize,
    },
    /// A number below the smallest size.
    TooSmall {
        /// The text as the message repeats it (at most 40 characters).
        echo: String,
        /// The smallest size accepted.
        min: usize,
    },
    /// A number above the largest size.
    TooLarge {
        /// The text as the message repeats it (at most 40 characters).
        echo: String,
        /// The largest size accepted.
        max: usize,
    },
}

impl SizeProblem {
    /// True when nothing was entered: a field still being typed in shows no message for that yet.
    pub fn is_empty(&self) -> bool {
        matches!(self, SizeProblem::Empty { .. })
    }
}

impl fmt::Display for SizeProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let range =
            |min: usize, max: usize| format!("a whole number from {} to {}", grouped(min as u64), grouped(max as u64));
        match self {
            SizeProblem::Empty { min, max } => write!(f, "Enter a board size: {}.", range(*min, *max)),
            SizeProblem::NotANumber { echo, min, max } => {
                write!(f, "“{echo}” is not a number: enter {}.", range(*min, *max))
            }
            SizeProblem::NotWhole { echo, min, max } => {
                write!(f, "{echo} is not a whole number: enter {}.", range(*min, *max))
            }
            SizeProblem::Negative { echo, min, max } => {
                write!(f, "A board cannot have {echo} squares on a side: enter {}.", range(*min, *max))
            }
            SizeProblem::TooSmall { echo, min } => {
                write!(f, "{echo} is too small: the smallest board here is {m}×{m}.", m = grouped(*min as u64))
            }
            SizeProblem::TooLarge { echo, max } => {
                write!(f, "{echo} is too large: the largest board here is {m}×{m}.", m = grouped(*max as u64))
            }
        }
    }
}

impl std::error::Error for SizeProblem {}

/// 10000000 → "10,000,000"; any unsigned whole number up to 2^128 − 1.
pub fn grouped(n: impl Into<u128>) -> String {
    let digits = n.into().to_string();
    let mut out = String::with_capacity(digits.len().saturating_mul(2));
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && digits.len().saturating_sub(i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// The input as a message repeats it, the one quoting rule of the whole project (the command line's
/// messages, the boundary's errors, and the page's `quote` in www/js/shared/quote.js, which follows it and is
/// checked against the same cases, tests/echo-cases.json): trimmed, control characters (which move the cursor
/// or recolour a terminal) and invisible format characters ([`is_format_character`], which reorder or hide
/// text) shown as their escape `\u{1b}`, `\u{202e}`, at most [`ECHO_LIMIT`] characters of the input (the
/// last one an ellipsis when it was cut).
pub fn echo(text: &str) -> String {
    let trimmed = text.trim();
    let cut = trimmed.chars().count() > ECHO_LIMIT;
    let mut out = String::new();
    for c in trimmed.chars().take(if cut { ECHO_LIMIT - 1 } else { ECHO_LIMIT }) {
        if c.is_control() || is_format_character(c) {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    if cut {
        out.push('…');
    }
    out
}

/// A number as a message shows it, short whatever its size: whole numbers below 10^16 in full, others with
/// 14 significant digits (17 where fewer would hide a fraction), with an exponent when they are huge or tiny (1e300, not 301 digits).
/// Written with integer arithmetic rather than Rust's float formatting, whose tables would more than double
/// the size of the page's first WebAssembly module for the sake of an error message.
pub fn short_number(x: f64) -> String {
    if x.is_nan() {
        return "NaN".to_string();
    }
    if x.is_infinite() {
        return if x > 0.0 { "Infinity" } else { "-Infinity" }.to_string();
    }
    let sign = if x.is_sign_negative() && x != 0.0 { "-" } else { "" };
    let a = x.abs();
    if a == 0.0 {
        return "0".to_string();
    }
    if a < 1e16 && a.fract() == 0.0 {
        // Exact: a whole number below 10^16 fits a u64.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        return format!("{sign}{}", a as u64);
    }
    let text = with_digits(a, 14);
    // A fraction that 14 digits would show as a whole number (1.0000000000000002) gets all 17.
    let text = if a.fract() != 0.0 && !text.contains(['.', 'e']) { with_digits(a, 17) } else { text };
    format!("{sign}{text}")
}

/// Finite a > 0 with `digits` (at most 17) significant digits, trailing zeros dropped.
fn with_digits(a: f64, digits: i32) -> String {
    // The decimal exponent e with 10^e <= a < 10^(e + 1), from the binary one, then corrected.
    let mut e = decimal_exponent_estimate(a);
    let mut kept = significant_digits(a, e, digits);
    if kept >= 10u64.pow(digits.unsigned_abs()) {
        e = e.saturating_add(1);
        kept = significant_digits(a, e, digits);
    } else if kept < 10u64.pow(digits.unsigned_abs().saturating_sub(1)) {
        e = e.saturating_sub(1);
        kept = significant_digits(a, e, digits);
    }
    let text = kept.to_string();
    let text = text.trim_end_matches('0');
    // The digits are ASCII: a split that is no char boundary cannot happen (and `split_at`'s panic message
    // would bring Unicode tables into the page's first module).
    let (first, rest) = text.split_at_checked(1.min(text.len())).unwrap_or((text, ""));
    if (-6..16).contains(&e) {
        // Positional, as 0.000123 or 123.45.
        let point = e.saturating_add(1);
        let all = format!("{first}{rest}");
        if point <= 0 {
            format!("0.{}{all}", "0".repeat(point.unsigned_abs() as usize))
        } else if point.unsigned_abs() as usize >= all.len() {
            format!("{all}{}", "0".repeat((point.unsigned_abs() as usize).saturating_sub(all.len())))
        } else {
            let (whole, fraction) = all.split_at_checked(point.unsigned_abs() as usize).unwrap_or((&all, ""));
            format!("{whole}.{fraction}")
        }
    } else if rest.is_empty() {
        format!("{first}e{e}")
    } else {
        format!("{first}.{rest}e{e}")
    }
}

/// floor(log10(a)) for a finite a > 0, to within one, from its binary exponent.
fn decimal_exponent_estimate(a: f64) -> i32 {
    let bits = a.to_bits();
    #[allow(clippy::cast_possible_truncation, clippy::cast_possible_wrap)]
    let biased = ((bits >> 52) & 0x7ff) as i32;
    // Subnormals have no leading bit: their binary exponent is below -1022 by the leading zeros.
    #[allow(clippy::cast_possible_wrap)]
    let binary = if biased == 0 {
        (-1022i32).saturating_sub((bits << 12).leading_zeros() as i32)
    } else {
        biased.saturating_sub(1023)
    };
    // log10(2) ≈ 0.30103; floor division keeps negative exponents right.
    binary.saturating_mul(30103).div_euclid(100_000)
}

/// round(a / 10^(e + 1 - digits)): a's first `digits` significant digits when 10^e <= a < 10^(e + 1).
fn significant_digits(a: f64, e: i32, digits: i32) -> u64 {
    let mut scaled = a;
    let mut shift = digits.saturating_sub(1).saturating_sub(e);
    // In steps of at most 10^150, so that no power of ten overflows or underflows on the way.
    while shift != 0 {
        let step = shift.clamp(-150, 150);
        scaled *= 10f64.powi(step);
        shift = shift.saturating_sub(step);
    }
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let rounded = scaled.round() as u64;
    rounded
}

/// Unicode's format characters (general category Cf: bidirectional embeddings, overrides and isolates,
/// zero-width spaces, joiners and marks, the byte order mark, tags...) and the line and paragraph
/// separators: invisible, yet they reorder, hide or break the text around them.
const FORMAT_CHARACTERS: [(char, char); 21] = [
    ('\u{00AD}', '\u{00AD}'),
    ('\u{0600}', '\u{0605}'),
    ('\u{061C}', '\u{061C}'),
    ('\u{06DD}', '\u{06DD}'),
    ('\u{070F}', '\u{070F}'),
    ('\u{0890}', '\u{0891}'),
    ('\u{08E2}', '\u{08E2}'),
    ('\u{180E}', '\u{180E}'),
    ('\u{200B}', '\u{200F}'),
    ('\u{2028}', '\u{202E}'),
    ('\u{2060}', '\u{2064}'),
    ('\u{2066}', '\u{206F}'),
    ('\u{FEFF}', '\u{FEFF}'),
    ('\u{FFF9}', '\u{FFFB}'),
    ('\u{110BD}', '\u{110BD}'),
    ('\u{110CD}', '\u{110CD}'),
    ('\u{13430}', '\u{1343F}'),
    ('\u{1BCA0}', '\u{1BCA3}'),
    ('\u{1D173}', '\u{1D17A}'),
    ('\u{E0001}', '\u{E0001}'),
    ('\u{E0020}', '\u{E007F}'),
];

/// True for a character [`echo`] escapes besides the control characters: see `FORMAT_CHARACTERS`.
pub fn is_format_character(c: char) -> bool {
    FORMAT_CHARACTERS.iter().any(|&(first, last)| (first..=last).contains(&c))
}

/// A number as the text grammar above reads it: the sign, the whole part's digits, the fraction's digits.
struct Written<'a> {
    negative: bool,
    whole: String,
    fraction: &'a str,
}

fn read_number(text: &str) -> Option<Written<'_>> {
    let mut chars = text.chars();
    let (negative, rest) = match chars.next()? {
        '-' | '\u{2212}' => (true, chars.as_str()),
        '+' => (false, chars.as_str()),
        _ => (false, text),
    };
    let (whole_text, fraction) = match rest.split_once('.') {
        Some((whole, fraction)) => (whole, fraction),
        None => (rest, ""),
    };
    if rest.contains('.') && (fraction.is_empty() || !fraction.bytes().all(|b| b.is_ascii_digit())) {
        return None;
    }
    Some(Written { negative, whole: whole_digits(whole_text)?, fraction })
}

/// The digits of a whole part, plain ("10000") or grouped by threes with one kind of separator.
fn whole_digits(text: &str) -> Option<String> {
    if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        return Some(text.to_string());
    }
    let separator = text.chars().find(|c| !c.is_ascii_digit())?;
    if !matches!(separator, ',' | '_' | ' ' | '\u{00A0}' | '\u{202F}') {
        return None;
    }
    let groups: Vec<&str> = text.split(separator).collect();
    let digits_only = |g: &str| !g.is_empty() && g.bytes().all(|b| b.is_ascii_digit());
    let first_ok = groups[0].len() <= 3 && digits_only(groups[0]);
    let rest_ok = groups[1..].iter().all(|g| g.len() == 3 && digits_only(g));
    (first_ok && rest_ok).then(|| groups.concat())
}

/// Reads what a person typed as a board size in `min..=max`.
pub fn parse_size(text: &str, min: usize, max: usize) -> Result<usize, SizeProblem> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(SizeProblem::Empty { min, max });
    }
    let echo = echo(trimmed);
    let Some(number) = read_number(trimmed) else {
        return Err(SizeProblem::NotANumber { echo, min, max });
    };
    if number.fraction.bytes().any(|b| b != b'0') {
        return Err(SizeProblem::NotWhole { echo, min, max });
    }
    let digits = number.whole.trim_start_matches('0');
    let zero = digits.is_empty();
    if number.negative && !zero {
        return Err(SizeProblem::Negative { echo, min, max });
    }
    // More digits than any usize has is simply too large; no need to parse them.
    let value = if digits.len() > 19 { None } else { digits.parse::<usize>().ok().or(zero.then_some(0)) };
    match value {
        Some(v) if v < min => Err(SizeProblem::TooSmall { echo, min }),
        Some(v) if v <= max => Ok(v),
        _ => Err(SizeProblem::TooLarge { echo, max }),
    }
}

/// Checks a size handed over as a number (a page hook's argument) against `min..=max`, with the same
/// sentences as [`parse_size`].
pub fn check_size_value(value: f64, min: usize, max: usize) -> Result<usize, SizeProblem> {
    let echo = short_number(value);
    if value.is_nan() {
        Err(SizeProblem::NotANumber { echo, min, max })
    } else if value.fract() != 0.0 && value.is_finite() {
        Err(SizeProblem::NotWhole { echo, min, max })
    } else if value < 0.0 {
        Err(SizeProblem::Negative { echo, min, max })
    } else if value < min as f64 {
        Err(SizeProblem::TooSmall { echo, min })
    } else if value > max as f64 {
        Err(SizeProblem::TooLarge { echo, max })
    } else {
        Ok(value as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problem(text: &str) -> String {
        parse_size(text, 1, 20).expect_err(text).to_string()
    }

    #[test]
    fn good_sizes_in_every_spelling() {
        for (text, value) in [("8", 8), (" 20 ", 20), ("+4", 4), ("08", 8), ("8.0", 8), ("1", 1)] {
            assert_eq!(parse_size(text, 1, 20), Ok(value), "{text:?}");
        }
        // Unicode white space, U+0085 (NEXT LINE) included: JavaScript's trim() keeps that one.
        assert_eq!(parse_size("8\u{85}", 1, 20), Ok(8));
        assert_eq!(parse_size("\u{3000}12\u{2003}", 1, 20), Ok(12));
        for text in ["10,000,000", "10 000 000", "10_000_000", "10\u{202F}000\u{202F}000", "10000000"] {
            assert_eq!(parse_size(text, 1, 10_000_000), Ok(10_000_000), "{text:?}");
        }
        assert_eq!(parse_size("0", 0, 32), Ok(0));
        assert_eq!(parse_size("-0", 0, 32), Ok(0));
    }

    #[test]
    fn each_refusal_says_why_in_a_sentence() {
        for (text, expected) in [
            ("", "Enter a board size: a whole number from 1 to 20."),
            ("  \u{85}", "Enter a board size"),
            ("abc", "“abc” is not a number: enter a whole number from 1 to 20."),
            ("2.5", "2.5 is not a whole number"),
            ("-3", "A board cannot have -3 squares on a side"),
            ("\u{2212}3", "A board cannot have \u{2212}3 squares"),
            ("-2.5", "not a whole number"),
            ("0", "0 is too small: the smallest board here is 1×1."),
            ("21", "21 is too large: the largest board here is 20×20."),
            ("1e1", "not a number"),
            ("0x10", "not a number"),
            ("inf", "not a number"),
            ("NaN", "not a number"),
            ("1e400", "not a number"),
            ("8.", "not a number"),
            ("1,00", "not a number"),
            ("1,000_000", "not a number"),
            ("2,5", "not a number"),
            ("99999999999999999999999999", "too large"),
        ] {
            let message = problem(text);
            assert!(message.contains(expected), "{text:?}: {message}");
            assert!(message.ends_with('.'), "{text:?}: {message}");
        }
        assert!(parse_size("", 1, 20).unwrap_err().is_empty());
        assert!(!parse_size("x", 1, 20).unwrap_err().is_empty());
        assert_eq!(
            parse_size("0", 1, 10_000_000).unwrap_err().to_string(),
            "0 is too small: the smallest board here is 1×1."
        );
        assert!(problem_in("10000001", 10_000_000).contains("the largest board here is 10,000,000×10,000,000."));
    }

    fn problem_in(text: &str, max: usize) -> String {
        parse_size(text, 1, max).unwrap_err().to_string()
    }

    #[test]
    fn long_input_is_echoed_short() {
        let digits = "7".repeat(5000);
        let message = problem(&digits);
        assert!(message.starts_with(&format!("{}…", "7".repeat(ECHO_LIMIT - 1))), "{message}");
        assert!(message.chars().count() < 120, "{message}");
        let words = "x".repeat(ECHO_LIMIT);
        assert_eq!(echo(&words), words, "exactly the limit is not cut");
        assert_eq!(echo(&format!("{words}y")).chars().count(), ECHO_LIMIT);
        assert_eq!(echo("8\u{0}"), r"8\u{0}");
    }

    #[test]
    fn numbers_from_hooks() {
        assert_eq!(check_size_value(8.0, 1, 20), Ok(8));
        assert_eq!(check_size_value(20.0, 1, 20), Ok(20));
        for (value, expected) in [
            (0.0, "0 is too small"),
            (21.0, "21 is too large"),
            (32.0, "too large"),
            (f64::NAN, "“NaN” is not a number"),
            (f64::INFINITY, "too large"),
            (f64::NEG_INFINITY, "cannot have"),
            (2.5, "not a whole number"),
            (-3.0, "cannot have -3"),
            (1e300, "1e300 is too large"),
        ] {
            let message = check_size_value(value, 1, 20).expect_err("refused").to_string();
            assert!(message.contains(expected), "{value}: {message}");
        }
    }

    #[test]
    fn grouping() {
        assert_eq!(grouped(0u64), "0");
        assert_eq!(grouped(999u64), "999");
        assert_eq!(grouped(1000u64), "1,000");
        assert_eq!(grouped(10_000_000u64), "10,000,000");
    }
}
