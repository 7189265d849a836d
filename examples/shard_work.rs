//! Prints how a fast count of N would be cut into K shards: each shard's units and its share of the
//! estimated work, as tab-separated lines `shard start end units share`:
//! `cargo run --release --example shard_work -- N K [frames|join]` (frames by default). Measured shard
//! times divided by their shares extrapolate the whole count's time (docs/distributed.md).

use nqueens_core::count::{Method, Plan};
use nqueens_core::shard::ShardedPlan;

fn main() {
    let usage = "usage: shard_work N K [frames|join]";
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |text: &String| text.parse::<u64>().expect(usage);
    let (n, count) = match &args[..] {
        [n, count] | [n, count, _] => (number(n), number(count)),
        _ => panic!("{usage}"),
    };
    let method = args.get(2).map_or(Method::Frames, |name| Method::from_name(name).expect(usage));
    let plan = ShardedPlan::new(Plan::with_method(n as usize, method).expect("a supported size"));
    let total = plan.estimated_work(0, plan.plan().len()) as f64;
    println!("# n = {n}, {count} shards, {} units, plan {}", plan.plan().len(), plan.fingerprint_hex());
    for index in 0..count {
        let (start, end) = plan.shard_range(index, count).expect("a shard below the count");
        let share = plan.estimated_work(start, end) as f64 / total;
        println!("{index}\t{start}\t{end}\t{}\t{share:.6}", end - start);
    }
}
