//! Counts the units of a join that the estimates make the heaviest, each on fresh buffers, and prints each
//! one's CPU share of the estimate, its time and the bytes its count held (`JoinScratch::held_bytes`): how the
//! memory of n = 21 to 24 is checked against `join::MOST_UNIT_BYTES` without counting the whole board, and
//! how a whole count's CPU time is extrapolated from a few units (docs/fast-counter.md, "Larger boards"):
//! `cargo run --release --example join_units -- N [HOW_MANY] [every|heaviest|from FIRST]` (5 heaviest by
//! default; `every` takes HOW_MANY units spread evenly over the plan instead; `from FIRST` the HOW_MANY units
//! from FIRST on, on one set of buffers as a worker counts them, so that what earlier units left is held too).

use nqueens_core::count::join::{JoinScratch, MOST_UNIT_BYTES};
use nqueens_core::count::{Method, Plan, count_unit_with};
use nqueens_core::shard::{self, ShardedPlan};

fn main() {
    let usage = "usage: join_units N [HOW_MANY] [every|heaviest|from FIRST]";
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: usize = args.first().and_then(|text| text.parse().ok()).expect(usage);
    let how_many: usize = args.get(1).map_or(5, |text| text.parse().expect(usage));
    enum Choice {
        Heaviest,
        Every,
        From(usize),
    }
    let choice = match args.get(2).map(String::as_str) {
        None | Some("heaviest") => Choice::Heaviest,
        Some("every") => Choice::Every,
        Some("from") => Choice::From(args.get(3).and_then(|text| text.parse().ok()).expect(usage)),
        Some(_) => panic!("{usage}"),
    };
    let plan = Plan::with_method(n, Method::Join).expect("a size the join counts");
    let sharded = ShardedPlan::new(plan.clone());
    let estimates: Vec<u64> = (0..plan.len()).map(|index| shard::estimated_work(&plan, index)).collect();
    let total: u128 = estimates.iter().map(|&work| u128::from(work)).sum();
    let chosen: Vec<usize> = match choice {
        Choice::Every => {
            (0..how_many.min(plan.len())).map(|k| k * plan.len() / how_many.min(plan.len()).max(1)).collect()
        }
        Choice::Heaviest => {
            let mut by_work: Vec<usize> = (0..plan.len()).collect();
            by_work.sort_by_key(|&index| std::cmp::Reverse(estimates[index]));
            by_work.truncate(how_many);
            by_work
        }
        Choice::From(first) => (first..plan.len()).take(how_many).collect(),
    };
    let one_scratch = matches!(choice, Choice::From(_));
    let mut kept = JoinScratch::default();
    println!("# n = {n}: {} units, plan {}", plan.len(), sharded.fingerprint_hex());
    println!("# unit\tshare\tCPU seconds\theld MB\tsolutions");
    let (mut seconds, mut share) = (0f64, 0f64);
    for index in chosen {
        let mut fresh = JoinScratch::default();
        let scratch = if one_scratch { &mut kept } else { &mut fresh };
        let started = cpu_seconds();
        let counted = count_unit_with(&plan, index, scratch);
        let took = cpu_seconds() - started;
        let part = estimates[index] as f64 / total as f64;
        let held = scratch.held_bytes();
        println!("{index}\t{part:.6}\t{took:.3}\t{}\t{}", held >> 20, counted.solutions);
        assert!(held <= MOST_UNIT_BYTES, "unit {index} held {} MB", held >> 20);
        seconds += took;
        share += part;
    }
    println!(
        "# {seconds:.1} s for {:.4} % of the estimate: {:.0} s for the whole count",
        share * 100.0,
        seconds / share
    );
}

/// The CPU seconds (user and system) this process has used, from /proc/self/stat (Linux), at its clock's
/// resolution (usually 10 ms).
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").expect("Linux's /proc/self/stat");
    // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th of all.
    let fields: Vec<&str> = stat.rsplit_once(')').expect("a stat line").1.split_whitespace().collect();
    let ticks: f64 = fields[11].parse::<f64>().unwrap() + fields[12].parse::<f64>().unwrap();
    ticks / 100.0
}
