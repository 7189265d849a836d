//! merge's input: shard results read one line at a time, each line and the whole input bounded, every field
//! checked by hand so that no message repeats more than a few characters of a file.

use crate::merge_check::Checker;
use crate::shard::{MAX_SHARDS, ShardResult};
use crate::usage::quoted;
use nqueens_core::count::Method;
use serde_json::{Map, Value};
use std::io::{BufRead, Read};

/// The longest line merge reads, in bytes: a shard's line is about 200.
pub const LINE_LIMIT: usize = 1024;

/// What one line's read may take: one byte more than a line may hold, so that a longer one is seen.
const READ_LIMIT: u64 = LINE_LIMIT as u64 + 1;

/// The most lines merge reads in all, blank ones included: a count has at most this many shards.
pub const LINES_LIMIT: u64 = MAX_SHARDS;

/// Where a line came from, for messages: `standard input, line 3`.
pub struct Place<'a> {
    pub name: &'a str,
    pub line: u64,
}

impl std::fmt::Display for Place<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}, line {}", self.name, self.line)
    }
}

/// Reads `reader` line by line, handing each shard result (blank lines skipped) to `checker`, and stops at the
/// first line that is too long, not UTF-8, not a shard result, or that `checker` refuses. `lines_read` counts
/// the lines of every input so far, so that the bound holds for the whole input.
pub fn read_lines(name: &str, reader: impl BufRead, lines_read: &mut u64, checker: &mut Checker) -> Result<(), String> {
    let mut reader = reader;
    let mut bytes = Vec::with_capacity(LINE_LIMIT + 1);
    let mut line: u64 = 0;
    loop {
        bytes.clear();
        let read = (&mut reader)
            .take(READ_LIMIT)
            .read_until(b'\n', &mut bytes)
            .map_err(|e| format!("cannot read {name}: {e}"))?;
        if read == 0 {
            return Ok(());
        }
        line = line.saturating_add(1);
        *lines_read = lines_read.saturating_add(1);
        let place = Place { name, line };
        if *lines_read > LINES_LIMIT {
            return Err(format!("{place}: more than {LINES_LIMIT} lines in all, more than a count has shards"));
        }
        let content = bytes.strip_suffix(b"\n").unwrap_or(&bytes);
        let content = content.strip_suffix(b"\r").unwrap_or(content);
        if content.len() > LINE_LIMIT {
            return Err(format!(
                "{place} is longer than {LINE_LIMIT} bytes ({}): not a shard result",
                quoted(&String::from_utf8_lossy(content.get(..LINE_LIMIT).unwrap_or(content)))
            ));
        }
        let text = std::str::from_utf8(content).map_err(|_| {
            format!("{place} is not UTF-8 text ({}): not a shard result", quoted(&String::from_utf8_lossy(content)))
        })?;
        if text.trim().is_empty() {
            continue;
        }
        checker.take(parse_line(text, &place)?, &place)?;
    }
}

/// One line as a shard result, or a message naming the place, the line's start and what is wrong.
fn parse_line(text: &str, place: &Place) -> Result<ShardResult, String> {
    let refused = |why: String| {
        format!("{place}: not a shard result of 'nqueens count N --fast --shard I/K': {} ({why})", quoted(text))
    };
    // serde_json's syntax errors name a line and column, never the text itself.
    let value: Value = serde_json::from_str(text).map_err(|e| refused(e.to_string()))?;
    let object = value.as_object().ok_or_else(|| refused(format!("{}, not an object", kind(&value))))?;
    let whole = |field: &str| whole_number(object, field).map_err(&refused);
    let (n, shard, shards) = (whole("n")?, whole("shard")?, whole("shards")?);
    let units = match object.get("units") {
        Some(Value::Array(pair)) if pair.len() == 2 => {
            let bound =
                |value: Option<&Value>| value.and_then(Value::as_u64).and_then(|unit| usize::try_from(unit).ok());
            match (bound(pair.first()), bound(pair.get(1))) {
                (Some(start), Some(end)) => [start, end],
                _ => return Err(refused("'units' must hold two whole numbers".into())),
            }
        }
        Some(other) => return Err(refused(format!("'units' must be a pair [start, end], not {}", kind(other)))),
        None => return Err(refused("no 'units'".into())),
    };
    let seconds = match object.get("seconds") {
        Some(Value::Number(number)) => number.as_f64().unwrap_or(f64::NAN),
        Some(other) => return Err(refused(format!("'seconds' must be a number, not {}", kind(other)))),
        None => return Err(refused("no 'seconds'".into())),
    };
    // A line without a method was written before the join existed: the frames'.
    let method = match object.get("method") {
        None => Method::Frames,
        Some(Value::String(name)) => {
            Method::from_name(name).ok_or_else(|| refused("'method' must be frames or join".into()))?
        }
        Some(other) => return Err(refused(format!("'method' must be frames or join, not {}", kind(other)))),
    };
    let plan = match object.get("plan") {
        Some(Value::String(plan)) => plan.clone(),
        Some(other) => return Err(refused(format!("'plan' must be a string, not {}", kind(other)))),
        None => return Err(refused("no 'plan'".into())),
    };
    let solutions = whole("solutions")?;
    // Null by a method that counts totals only; which method may leave it null is the checker's matter.
    let unique = match object.get("unique") {
        Some(Value::Null) => None,
        Some(_) => Some(whole("unique")?),
        None => return Err(refused("no 'unique'".into())),
    };
    // Given by the join only; which method must give it is the checker's matter.
    let fixed = match object.get("fixed") {
        None | Some(Value::Null) => None,
        Some(_) => Some(whole("fixed")?),
    };
    Ok(ShardResult {
        n: usize::try_from(n).unwrap_or(usize::MAX),
        method,
        shard,
        shards,
        units,
        solutions,
        unique,
        fixed,
        nodes: whole("nodes")?,
        seconds,
        plan,
    })
}

fn whole_number(object: &Map<String, Value>, field: &str) -> Result<u64, String> {
    match object.get(field) {
        Some(value) => value.as_u64().ok_or_else(|| format!("'{field}' must be a whole number, not {}", kind(value))),
        None => Err(format!("no '{field}'")),
    }
}

/// What a JSON value is, without repeating it.
fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "true or false",
        Value::Number(number) if number.is_f64() => "a fraction or a number beyond 64 bits",
        Value::Number(number) if number.is_i64() => "a negative number",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}
