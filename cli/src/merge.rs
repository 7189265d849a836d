//! `nqueens merge [FILE…]`: the results of every shard of one count, checked and summed exactly.

use crate::args::{Command, UsageError, echo};
use crate::output::{report, write_json};
use crate::shard::ShardResult;
use serde::Serialize;
use std::collections::BTreeMap;
use std::io::Read;
use std::process::ExitCode;

/// Exit status when merge refuses its input: a shard missing, given twice, of another count, or unreadable.
pub const MERGE_REFUSED: u8 = 4;

/// How many shard numbers a message lists before it says how many more there are.
const SHARDS_LISTED: usize = 12;

/// The inputs after `merge`: file names, `-` for standard input; none means standard input.
pub fn parse_inputs(rest: &[String]) -> Result<Command, UsageError> {
    if let Some(option) = rest.iter().find(|arg| arg.starts_with('-') && arg.as_str() != "-") {
        return Err(UsageError(format!(
            "unknown option '{}': merge takes only files of shard results (- for standard input)",
            echo(option)
        )));
    }
    let inputs = if rest.is_empty() { vec!["-".to_string()] } else { rest.to_vec() };
    Ok(Command::Merge { inputs })
}

/// The exact totals of a complete set of shards.
#[derive(Serialize, Debug)]
struct MergedCount {
    n: usize,
    method: nqueens_core::count::Method,
    solutions: u64,
    /// Null when the shards' method counts totals only.
    unique: Option<u64>,
    nodes: u64,
    shards: u64,
    units: usize,
    plan: String,
    /// The shards' own seconds added up: the compute time of the whole count.
    seconds: f64,
}

pub fn merge(inputs: &[String]) -> ExitCode {
    let merged = read_all(inputs).and_then(|results| check_and_sum(&results));
    match merged {
        Ok(total) => write_json(ExitCode::SUCCESS, &total),
        Err(message) => {
            report(&format!("merge: {message}"));
            ExitCode::from(MERGE_REFUSED)
        }
    }
}

/// Every shard result of every input, in order; the first unreadable input or malformed object is the error.
fn read_all(inputs: &[String]) -> Result<Vec<ShardResult>, String> {
    let mut results = Vec::new();
    for input in inputs {
        let (name, mut text) = (if input == "-" { "standard input".to_string() } else { echo(input) }, String::new());
        let read = if input == "-" {
            std::io::stdin().read_to_string(&mut text)
        } else {
            std::fs::File::open(input).and_then(|mut file| file.read_to_string(&mut text))
        };
        read.map_err(|e| format!("cannot read {name}: {e}"))?;
        for result in serde_json::Deserializer::from_str(&text).into_iter::<ShardResult>() {
            let result = result.map_err(|e| {
                format!("{name}, line {}: not a shard result of 'nqueens count N --fast --shard I/K' ({e})", e.line())
            })?;
            // Checked here so that no message ever repeats control characters from a file.
            if result.plan.len() != 16 || !result.plan.chars().all(|c| c.is_ascii_hexdigit()) {
                return Err(format!(
                    "{name}: shard {}'s plan '{}' is not a fingerprint of 16 hex digits",
                    result.shard,
                    echo(&result.plan)
                ));
            }
            results.push(result);
        }
    }
    if results.is_empty() {
        return Err("no shard results in the input".into());
    }
    Ok(results)
}

/// `shards 3, 5` or `shard 3`, at most `SHARDS_LISTED` numbers.
fn name_shards(numbers: &[u64]) -> String {
    let listed: Vec<String> = numbers.iter().take(SHARDS_LISTED).map(u64::to_string).collect();
    let more = numbers.len().saturating_sub(SHARDS_LISTED);
    let word = agreeing(numbers, "shard", "shards");
    let tail = if more > 0 { format!(" and {more} more") } else { String::new() };
    format!("{word} {}{tail}", listed.join(", "))
}

/// `singular` for one shard, `plural` for more.
fn agreeing<'a>(numbers: &[u64], singular: &'a str, plural: &'a str) -> &'a str {
    if numbers.len() == 1 { singular } else { plural }
}

fn check_and_sum(results: &[ShardResult]) -> Result<MergedCount, String> {
    let first = &results[0];
    let count = format!("n = {}, plan {}", first.n, first.plan);
    // Another count's shards: named by what differs, n first, then K, then the plan.
    let differing = |differs: &dyn Fn(&ShardResult) -> bool| -> Vec<u64> {
        results.iter().filter(|result| differs(result)).map(|result| result.shard).collect()
    };
    let other_n = differing(&|result| result.n != first.n);
    if !other_n.is_empty() {
        let example = results.iter().find(|r| r.n != first.n).map_or(0, |r| r.n);
        return Err(format!(
            "{} counted n = {example}, shard {} n = {}: shards of different boards are not summed",
            name_shards(&other_n),
            first.shard,
            first.n
        ));
    }
    let other_k = differing(&|result| result.shards != first.shards);
    if !other_k.is_empty() {
        let example = results.iter().find(|r| r.shards != first.shards).map_or(0, |r| r.shards);
        return Err(format!(
            "{} cut the count into {example} shards, shard {} into {} ({count}): not summed",
            name_shards(&other_k),
            first.shard,
            first.shards
        ));
    }
    let other_plan = differing(&|result| result.plan != first.plan);
    if !other_plan.is_empty() {
        let example = results.iter().find(|r| r.plan != first.plan).map_or("", |r| r.plan.as_str());
        return Err(format!(
            "{} {} from another plan ({}) than shard {} ({}), another version of nqueens (n = {}): not summed",
            name_shards(&other_plan),
            agreeing(&other_plan, "comes", "come"),
            example,
            first.shard,
            first.plan,
            first.n
        ));
    }
    let shards = first.shards;
    let beyond = differing(&|result| result.shard >= shards);
    if !beyond.is_empty() {
        let verb = agreeing(&beyond, "does", "do");
        return Err(format!("{} of {shards} {verb} not exist ({count}): not summed", name_shards(&beyond)));
    }
    let mut by_index: BTreeMap<u64, Vec<&ShardResult>> = BTreeMap::new();
    for result in results {
        by_index.entry(result.shard).or_default().push(result);
    }
    let repeated: Vec<u64> = by_index.iter().filter(|(_, given)| given.len() > 1).map(|(&index, _)| index).collect();
    if !repeated.is_empty() {
        let verb = agreeing(&repeated, "is", "are");
        return Err(format!(
            "{} of {shards} {verb} given more than once ({count}): not summed",
            name_shards(&repeated)
        ));
    }
    let missing: Vec<u64> = (0..shards).filter(|index| !by_index.contains_key(index)).collect();
    if !missing.is_empty() {
        let (verb, pronoun) = (agreeing(&missing, "is", "are"), agreeing(&missing, "it", "them"));
        return Err(format!(
            "{} of {shards} {verb} missing ({count}): count {pronoun}, then merge again",
            name_shards(&missing)
        ));
    }
    let mut total = MergedCount {
        n: first.n,
        method: first.method,
        solutions: 0,
        unique: first.unique.map(|_| 0),
        nodes: 0,
        shards,
        units: 0,
        plan: first.plan.clone(),
        seconds: 0.0,
    };
    let overflow = || format!("the totals do not fit 64 bits ({count})");
    for (&index, given) in &by_index {
        let result = given[0];
        let [start, end] = result.units;
        if start != total.units || end < start {
            return Err(format!(
                "shard {index}'s units [{start}, {end}) do not start where shard {} ended, at unit {} ({count}): not summed",
                index.saturating_sub(1),
                total.units
            ));
        }
        total.units = end;
        total.solutions = total.solutions.checked_add(result.solutions).ok_or_else(overflow)?;
        total.unique = match (total.unique, result.unique) {
            (Some(sum), Some(unique)) => Some(sum.checked_add(unique).ok_or_else(overflow)?),
            _ => None,
        };
        total.nodes = total.nodes.checked_add(result.nodes).ok_or_else(overflow)?;
        total.seconds += result.seconds;
    }
    Ok(total)
}
