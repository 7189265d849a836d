//! What the GPU counter is fed, size by size: units, tasks, lines, the time to prepare them on one core, the
//! share of the queens placed on the CPU, and how big tasks are (counted by the shader's CPU model):
//! `cargo run --release --example gpu_work -- N [N...]` (sizes above 17 skip the model: tasks and times only).

use nqueens_core::count::Plan;
use nqueens_core::count::gpu::{GpuWork, TASK_WORDS, count_task};
use std::time::Instant;

fn main() {
    let sizes: Vec<usize> = std::env::args().skip(1).map(|a| a.parse().expect("usage: gpu_work N [N...]")).collect();
    println!("| n | units | tasks | lines | prepare (s) | queens on the CPU | GPU queens per task: mean | max |");
    println!("|---|---|---|---|---|---|---|---|");
    for n in sizes {
        let plan = Plan::new(n).expect("a size the counter takes");
        let started = Instant::now();
        let work = GpuWork::prepare(&plan, 0, plan.len()).expect("a frames plan");
        let prepare = started.elapsed().as_secs_f64();
        let on_cpu = work.placed_here();
        let (mut mean, mut max, mut share) = (String::from("–"), String::from("–"), String::from("–"));
        if n <= 17 {
            let placed: Vec<u64> = work
                .tasks()
                .chunks_exact(TASK_WORDS)
                .map(|task| {
                    let [_, _, p0, p1] = count_task(work.lines(), task);
                    u64::from(p1) << 32 | u64::from(p0)
                })
                .collect();
            let on_gpu: u64 = placed.iter().sum();
            mean = format!("{:.0}", on_gpu as f64 / placed.len().max(1) as f64);
            max = placed.iter().max().copied().unwrap_or(0).to_string();
            share = format!("{:.2} %", 100.0 * on_cpu as f64 / (on_cpu + on_gpu) as f64);
        }
        println!(
            "| {n} | {} | {} | {} | {prepare:.3} | {share} ({} queens) | {mean} | {max} |",
            plan.len(),
            work.task_count(),
            work.lines().len() / 2,
            on_cpu
        );
    }
}
