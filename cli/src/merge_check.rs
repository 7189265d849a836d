//! merge's checks: each shard result on its own and against the first one's count as it is read (what the
//! plan's unit list tells, cheap), the set against the whole plan once it is complete (what only the units'
//! estimates tell: the fingerprint and each shard's range), and, on demand, a recount of some shards by
//! their method. The estimates, 27 s of CPU at n = 32 (5.5 s at n = 27), are made only for a complete set of
//! lines that agree with one another, and beyond n = 24 only when asked, so that a forged or partial file is
//! refused at once.

use crate::merge_input::Place;
use crate::shard::{MAX_SHARDS, ShardResult};
use nqueens_core::MAX_SIZE;
use nqueens_core::count::{Method, Plan, UnitCount, count_unit_with, join::JoinScratch};
use nqueens_core::shard::ShardedPlan;
use rayon::prelude::*;
use std::collections::BTreeMap;

/// How many shard numbers a message lists before it says how many more there are.
const SHARDS_LISTED: usize = 12;

/// The largest board whose plan merge estimates unasked: about 2 s of CPU (1.8 s measured at n = 24 on a
/// quiet machine, 3.4 s at a load of 6). A larger board's estimates (27 s at n = 32) are made only with `--estimate-plan`, told on stderr with their
/// progress; without it a complete set of such lines is refused before they start, so that a forged one costs
/// nothing to refuse.
pub const ESTIMATED_UNASKED_UP_TO: usize = 24;

/// The CPU seconds the frames' estimates took for n = 25 to 32 on this project's build machine (`merge
/// --estimate-plan` of a forged one-shard set, `/usr/bin/time`, user + system, at a load of 5 to 8 on its 2
/// cores; about half that on a quiet machine): what a refusal tells. The join counts up to n = 24 only,
/// within the unasked size.
const ESTIMATE_SECONDS: [(usize, f64); 8] =
    [(25, 4.9), (26, 7.5), (27, 10.7), (28, 14.9), (29, 19.9), (30, 29.0), (31, 37.3), (32, 49.6)];

/// The count the first line named, and its plan's units as this nqueens lists them for the line's method.
struct Count {
    n: usize,
    method: Method,
    shards: u64,
    first_shard: u64,
    plan: Plan,
    /// The fingerprint the first line claims: checked against the rebuilt plan once the set is complete.
    claimed: String,
}

impl Count {
    fn describe(&self) -> String {
        format!("n = {}, {} {}", self.n, plan_word(self.method), self.claimed)
    }
}

/// A shard result and where it was read.
struct Line {
    result: ShardResult,
    place: String,
}

/// The shard results read so far, each checked as it came.
#[derive(Default)]
pub struct Checker {
    count: Option<Count>,
    lines: BTreeMap<u64, Line>,
}

/// A complete, checked set of shards and their totals.
pub struct Checked {
    pub n: usize,
    pub method: Method,
    pub shards: u64,
    pub units: usize,
    pub plan: String,
    /// The sums (`unique` 0 by the join, `fixed` 0 by the frames).
    pub total: UnitCount,
    /// The unique solutions in all: the frames' sum, or by the join Burnside's (solutions + fixed) / 8.
    pub unique: u64,
    /// The shards' seconds added up, at most `f64::MAX` (so that it stays a number in JSON).
    pub seconds: f64,
    sharded: ShardedPlan,
    results: BTreeMap<u64, ShardResult>,
}

impl Checker {
    /// Checks one shard result on its own and against the first one's count: everything the plan's unit
    /// list can tell (its units within the plan, its solutions within what they can hold).
    pub fn take(&mut self, result: ShardResult, place: &Place) -> Result<(), String> {
        let index = result.shard;
        if result.plan.len() != 16 || !result.plan.chars().all(|c| c.is_ascii_hexdigit()) {
            let plan = crate::usage::quoted(&result.plan);
            return Err(format!("{place}: shard {index}'s plan {plan} is not a fingerprint of 16 hex digits"));
        }
        check_counts(&result).map_err(|why| format!("{place}: shard {index} {why}: not summed"))?;
        let count = match &self.count {
            Some(count) => count,
            None => self.count.insert(first_count(&result).map_err(|why| format!("{place}: {why}"))?),
        };
        // Checked before the plan, which differs too, so that the message says why.
        if result.method != count.method {
            return Err(format!(
                "{place}: shard {index} was counted by the {} method, shard {} by the {}: shards of the two methods \
                 come from another plan each and are never summed together",
                result.method.name(),
                count.first_shard,
                count.method.name()
            ));
        }
        if result.n != count.n {
            return Err(format!(
                "{place}: shard {index} counted n = {}, shard {} n = {}: shards of different boards are not summed",
                result.n, count.first_shard, count.n
            ));
        }
        if result.shards != count.shards {
            return Err(format!(
                "{place}: shard {index} cut the count into {} shards, shard {} into {} ({}): not summed",
                result.shards,
                count.first_shard,
                count.shards,
                count.describe()
            ));
        }
        let [start, end] = result.units;
        if start > end || end > count.plan.len() {
            return Err(format!(
                "{place}: shard {index}'s units [{start}, {end}) are not units of the {} of n = {} (0 to {}): \
                 not summed",
                plan_word(count.method),
                count.n,
                count.plan.len()
            ));
        }
        check_bound(&result, &count.plan).map_err(|why| format!("{place}: shard {index} {why}: not summed"))?;
        if start == end
            && (result.solutions, result.unique.unwrap_or(0), result.fixed.unwrap_or(0), result.nodes) != (0, 0, 0, 0)
        {
            return Err(format!(
                "{place}: shard {index} holds no units but reports {} solutions, {} unique, {} fixed, {} nodes: not \
                 summed",
                result.solutions,
                unique_text(result.unique),
                unique_text(result.fixed),
                result.nodes
            ));
        }
        if self.lines.contains_key(&index) {
            return Err(format!(
                "{place}: shard {index} of {} is given more than once ({}): not summed",
                count.shards,
                count.describe()
            ));
        }
        self.lines.insert(index, Line { result, place: place.to_string() });
        Ok(())
    }

    /// The totals, once every shard of the plan is there and the plan, rebuilt with its estimates, agrees
    /// with every line: its fingerprint, and each shard's range of units.
    /// The plan's estimates are made only up to [`ESTIMATED_UNASKED_UP_TO`] unless `estimate_plan`.
    pub fn finish(self, estimate_plan: bool) -> Result<Checked, String> {
        let Some(count) = self.count else {
            return Err("no shard results in the input".into());
        };
        let missing: Vec<u64> = (0..count.shards).filter(|index| !self.lines.contains_key(index)).collect();
        if !missing.is_empty() {
            let (verb, pronoun) = (agreeing(&missing, "is", "are"), agreeing(&missing, "it", "them"));
            return Err(format!(
                "{} of {} {verb} missing ({}): count {pronoun}, then merge again",
                name_shards(&missing),
                count.shards,
                count.describe()
            ));
        }
        if let Some(why) = unasked_estimates(count.n, count.plan.len(), estimate_plan) {
            return Err(format!("{why} ({})", count.describe()));
        }
        let sharded = estimated(&count);
        let fingerprint = sharded.fingerprint_hex();
        for (&index, Line { result, place }) in &self.lines {
            if result.plan != fingerprint {
                return Err(format!(
                    "{place}: shard {index} comes from another plan ({}) than the one this nqueens builds for n = {}{} \
                     ({fingerprint}): counted by another version of nqueens, or edited: not summed",
                    result.plan,
                    count.n,
                    match count.method {
                        Method::Frames => "",
                        Method::Join => " by the join method",
                    },
                ));
            }
            let (start, end) = sharded.shard_range(index, count.shards).map_err(|e| format!("{place}: {e}"))?;
            if result.units != [start, end] {
                let [given_start, given_end] = result.units;
                return Err(format!(
                    "{place}: shard {index}'s units [{given_start}, {given_end}) are not the units [{start}, {end}) of \
                     shard {index} of {} (n = {}, {} {fingerprint}): not summed",
                    count.shards,
                    count.n,
                    plan_word(count.method),
                ));
            }
        }
        let describe = format!("n = {}, {} {fingerprint}", count.n, plan_word(count.method));
        let overflow = || format!("the totals do not fit 64 bits ({describe})");
        let mut total = UnitCount::default();
        let mut seconds = 0.0f64;
        for Line { result, .. } in self.lines.values() {
            total.solutions = total.solutions.checked_add(result.solutions).ok_or_else(overflow)?;
            // Each None only by the method that does not give it (check_counts): all of one method.
            total.unique = total.unique.checked_add(result.unique.unwrap_or(0)).ok_or_else(overflow)?;
            total.fixed = total.fixed.checked_add(result.fixed.unwrap_or(0)).ok_or_else(overflow)?;
            total.nodes = total.nodes.checked_add(result.nodes).ok_or_else(overflow)?;
            seconds = (seconds + result.seconds).min(f64::MAX);
        }
        // Every solution is a permutation of the columns: no board has more than n! of them.
        let permutations = (1..=count.n as u128).fold(1u128, |product, k| product.saturating_mul(k));
        if u128::from(total.solutions) > permutations {
            return Err(format!(
                "the shards' solutions add up to {}, more than the {permutations} ways to set {n} queens one to a row \
                 and a column (n!): not summed ({describe})",
                total.solutions,
                n = count.n,
            ));
        }
        let unique = total.whole_unique(count.n, count.method).ok_or_else(|| {
            format!(
                "the shards' {} solutions and {} fixed by the turns give no whole number of unique solutions \
                 ((solutions + fixed) / 8): not summed ({describe})",
                total.solutions, total.fixed
            )
        })?;
        Ok(Checked {
            n: count.n,
            method: count.method,
            shards: count.shards,
            units: count.plan.len(),
            plan: fingerprint,
            total,
            unique,
            seconds,
            sharded,
            results: self.lines.into_iter().map(|(index, line)| (index, line.result)).collect(),
        })
    }
}

/// Why the plan of n with `units` units is not estimated: beyond [`ESTIMATED_UNASKED_UP_TO`] without
/// `--estimate-plan` (`asked`), with what the estimates would cost; `None` when they may be made.
pub fn unasked_estimates(n: usize, units: usize, asked: bool) -> Option<String> {
    if asked || n <= ESTIMATED_UNASKED_UP_TO {
        return None;
    }
    let cost = ESTIMATE_SECONDS
        .iter()
        .find(|&&(size, _)| size == n)
        .map_or_else(String::new, |&(_, seconds)| format!(", about {seconds:.0} s of CPU"));
    Some(format!(
        "the lines agree with one another; checking them against the plan (its fingerprint, each shard's range) \
         needs its {units} units estimated first{cost}, more than merge spends unasked (up to n = \
         {ESTIMATED_UNASKED_UP_TO}): not started, add --estimate-plan to make the estimates"
    ))
}

/// The plan of `count` with its units' estimates, told on stderr with their progress where that takes long.
fn estimated(count: &Count) -> ShardedPlan {
    if count.n <= ESTIMATED_UNASKED_UP_TO {
        return ShardedPlan::new(count.plan.clone());
    }
    let units = count.plan.len();
    crate::output::report(&format!(
        "merge: estimating the {units} units of the {} of n = {} to check the shards against it…",
        plan_word(count.method),
        count.n
    ));
    let progress = crate::progress::Progress::on_stderr();
    ShardedPlan::watched(count.plan.clone(), &|| progress.add(1, units as u64))
}

impl Checked {
    /// Counts the `chosen` shards again and compares; the first shard whose count differs is the error.
    pub fn recount(&self, chosen: &[u64]) -> Result<(), String> {
        let ranges: Vec<(u64, usize, usize)> = chosen
            .iter()
            .map(|&index| {
                let (start, end) = self.sharded.shard_range(index, self.shards).map_err(|e| e.to_string())?;
                Ok((index, start, end))
            })
            .collect::<Result<_, String>>()?;
        let units: Vec<usize> = ranges.iter().flat_map(|&(_, start, end)| start..end).collect();
        // The plan was rebuilt for the lines' method, so each unit is counted again by that method.
        let counted: BTreeMap<usize, UnitCount> = units
            .par_iter()
            .map_init(JoinScratch::default, |scratch, &unit| {
                (unit, count_unit_with(self.sharded.plan(), unit, scratch))
            })
            .collect();
        for (index, start, end) in ranges {
            let recounted = UnitCount::checked_sum((start..end).filter_map(|unit| counted.get(&unit).copied()))
                .ok_or_else(|| format!("shard {index} recounted: its totals do not fit 64 bits"))?;
            let per_unit = self.method.unique_per_unit();
            let recounted_unique = per_unit.then_some(recounted.unique);
            let recounted_fixed = (!per_unit).then_some(recounted.fixed);
            let given = self.results.get(&index).ok_or_else(|| format!("shard {index} is not among the lines read"))?;
            if (given.solutions, given.unique, given.fixed, given.nodes)
                != (recounted.solutions, recounted_unique, recounted_fixed, recounted.nodes)
            {
                let fixed = |fixed: Option<u64>| fixed.map_or_else(String::new, |fixed| format!("{fixed} fixed, "));
                return Err(format!(
                    "shard {index} of {} recounted: {} solutions, {} unique, {}{} nodes, but its line says {}, {}, {}{} \
                     (n = {}, {} {}): not summed",
                    self.shards,
                    recounted.solutions,
                    unique_text(recounted_unique),
                    fixed(recounted_fixed),
                    recounted.nodes,
                    given.solutions,
                    unique_text(given.unique),
                    fixed(given.fixed),
                    given.nodes,
                    self.n,
                    plan_word(self.method),
                    self.plan
                ));
            }
        }
        Ok(())
    }
}

/// The checks a line's counts must pass on their own: by the frames every unique solution stands for 1 to 8
/// solutions (its orbit under the board's symmetries) and no `fixed` is given, by the join unique is null
/// (it follows from the whole count) and `fixed` is given, and a time is a finite number of seconds, not
/// negative.
fn check_counts(result: &ShardResult) -> Result<(), String> {
    if result.n > MAX_SIZE {
        return Err(format!("counted n = {}, larger than nqueens counts (at most {MAX_SIZE})", result.n));
    }
    if result.shards == 0 || result.shards > MAX_SHARDS {
        return Err(format!("cuts the count into {} shards (1 to {MAX_SHARDS})", result.shards));
    }
    if result.shard >= result.shards {
        return Err(format!("of {} does not exist (shards are numbered from 0)", result.shards));
    }
    match (result.method.unique_per_unit(), result.fixed) {
        (true, Some(fixed)) => {
            return Err(format!(
                "reports {fixed} solutions fixed by the turns, which only the join's lines give, not the {} method's",
                result.method.name()
            ));
        }
        (false, None) => {
            return Err(format!(
                "gives no 'fixed' (the solutions fixed by the turns), which the {} method's lines give",
                result.method.name()
            ));
        }
        _ => {}
    }
    match (result.method.unique_per_unit(), result.unique) {
        (true, None) => {
            return Err(format!(
                "reports unique null, but the {} method counts unique solutions",
                result.method.name()
            ));
        }
        (false, Some(unique)) => {
            return Err(format!(
                "reports {unique} unique solutions, but the {} method's unique count follows from the whole count \
                 only (unique null)",
                result.method.name()
            ));
        }
        (true, Some(unique)) if unique > result.solutions => {
            return Err(format!("reports {unique} unique solutions, more than its {} solutions", result.solutions));
        }
        (true, Some(unique)) if result.solutions > unique.saturating_mul(8) => {
            return Err(format!(
                "reports {} solutions, more than 8 times its {unique} unique ones (a solution's orbit holds at most 8)",
                result.solutions
            ));
        }
        _ => {}
    }
    if !result.seconds.is_finite() || result.seconds < 0.0 {
        return Err("reports a time that is not a finite number of seconds, 0 or more".into());
    }
    Ok(())
}

/// The count a first line names, with its plan's units listed for its n and method (cheap: no estimate);
/// refused when it cannot be cut that way.
fn first_count(result: &ShardResult) -> Result<Count, String> {
    let plan = Plan::with_method(result.n, result.method).map_err(|e| e.to_string())?;
    let units = plan.len() as u64;
    if result.shards > units {
        return Err(format!(
            "shard {} cuts n = {} into {} shards, but its {} has only {units} units: not summed",
            result.shard,
            result.n,
            result.shards,
            plan_word(result.method)
        ));
    }
    Ok(Count {
        n: result.n,
        method: result.method,
        shards: result.shards,
        first_shard: result.shard,
        plan,
        claimed: result.plan.clone(),
    })
}

/// A line's solutions against what its units `[start, end)` of `plan` can hold at most
/// ([`Plan::most_solutions`]): an edited count far beyond any real one is refused before any recount.
fn check_bound(result: &ShardResult, plan: &Plan) -> Result<(), String> {
    let [start, end] = result.units;
    let most =
        (start..end).map(|unit| plan.most_solutions(unit).unwrap_or(u128::MAX)).fold(0u128, u128::saturating_add);
    if u128::from(result.solutions) > most {
        return Err(format!(
            "reports {} solutions, more than its units can hold (at most {most}, the boards they cover, each with its \
             images)",
            result.solutions
        ));
    }
    Ok(())
}

/// What messages call a plan of `method`: "plan" for the frames (as before there were two methods), "join plan".
fn plan_word(method: Method) -> &'static str {
    match method {
        Method::Frames => "plan",
        Method::Join => "join plan",
    }
}

/// A count of unique (or fixed) solutions as a message shows it: the number, or null.
fn unique_text(unique: Option<u64>) -> String {
    unique.map_or_else(|| "null".to_string(), |unique| unique.to_string())
}

/// `shards 3, 5` or `shard 3`, at most `SHARDS_LISTED` numbers.
pub fn name_shards(numbers: &[u64]) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plan_beyond_n_24_is_estimated_only_when_asked_and_its_refusal_tells_the_cost() {
        assert_eq!(unasked_estimates(ESTIMATED_UNASKED_UP_TO, 2_000, false), None);
        assert_eq!(unasked_estimates(MAX_SIZE, 4_315, true), None);
        for n in ESTIMATED_UNASKED_UP_TO + 1..=MAX_SIZE {
            let why = unasked_estimates(n, 1_000, false).unwrap_or_default();
            assert!(
                why.contains("needs its 1000 units estimated first, about ") && why.contains(" s of CPU"),
                "{n}: {why}"
            );
        }
    }
}
