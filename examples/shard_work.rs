//! Prints how a fast count of N would be cut into K shards: each shard's units and its share of the
//! estimated work, as tab-separated lines `shard start end units share`:
//! `cargo run --release --example shard_work -- N K`. Measured shard times divided by their shares
//! extrapolate the whole count's time (docs/distributed.md).

use nqueens_core::count::Plan;
use nqueens_core::shard::ShardedPlan;

fn main() {
    let usage = "usage: shard_work N K";
    let args: Vec<u64> = std::env::args().skip(1).map(|arg| arg.parse().expect(usage)).collect();
    let [n, count] = args[..] else { panic!("{usage}") };
    let plan = ShardedPlan::new(Plan::new(n as usize).expect("a supported size"));
    let total = plan.estimated_work(0, plan.plan().len()) as f64;
    println!("# n = {n}, {count} shards, {} units, plan {}", plan.plan().len(), plan.fingerprint_hex());
    for index in 0..count {
        let (start, end) = plan.shard_range(index, count).expect("a shard below the count");
        let share = plan.estimated_work(start, end) as f64 / total;
        println!("{index}\t{start}\t{end}\t{}\t{share:.6}", end - start);
    }
}
