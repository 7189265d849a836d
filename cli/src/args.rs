//! The command line's grammar, declared once for clap: every command, its options and how each value is
//! read, and which options go together or exclude each other. The help, the shell completions and the
//! manual pages are all generated from it.

use crate::readers::{self, Verify};
use crate::shard::ShardChoice;
use clap::{ArgGroup, Args, CommandFactory, Parser, Subcommand};
use nqueens_core::construct::LARGEST_PRACTICAL_SIZE;
use nqueens_core::count::Method;
use nqueens_core::picture::Theme;
use nqueens_core::repair::LARGEST_REPAIR_SIZE;
use nqueens_core::{MAX_SIZE, Square, Variant};
use std::path::PathBuf;

/// What every status means, in the top-level help and the manual page: one line a status, wrapped to the
/// terminal by clap.
pub const EXIT_STATUS: &str = "\
Exit status:
    0   Success; also when the reader of the output stops early (nqueens trace 12 | head).
    1   place, repair: no solution exists (N = 2 or 3).
    2   Bad usage: an unknown command or option, a missing or out-of-range N, a repeated option, options that do not go together, a bad --shard or job-runner variable (--shard-from-env), a cut into more shards than the plan has units; draw, gif: a step after the search's end or beyond step 10,000,000,000, more than 2,000 frames or 460,800,000 pixels (frames x size^2), a bad --size, --fps or --theme, a PNG or GIF sent to a terminal.
    3   The output cannot be written (a full disk, say, or a standard output closed at start).
    4   merge: the shard results are incomplete, repeated, of different counts, not of the plan merge rebuilds, insane (more solutions than their units can hold, or than n!), malformed, too long, unreadable, or differ from their recount (--verify); beyond n = 24, lines to check against a plan not estimated (without --estimate-plan).
    5   The system refuses the threads (--threads, or those of count --gpu) or the memory a command needs.
    6   count --fast, count --gpu: a total does not fit 64 bits (n >= 29).
    7   count --gpu: no GPU (or a build without the gpu feature), too many devices lost, or the GPU's count refused: impossible results, or a unit that differs from its recount on the CPU.";

/// The N-Queens backtracking search, step by step or counted
///
/// Rows and columns count from 0. A board size N is written as on the page: 8, +8, 1,000 or 1 000.
#[derive(Parser, Debug)]
#[command(
    name = "nqueens",
    version,
    disable_help_subcommand = true,
    subcommand_required = true,
    flatten_help = true,
    after_help = EXIT_STATUS,
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Commands,
}

#[derive(Subcommand, Debug)]
pub enum Commands {
    /// Print every step of the row-by-row search as one JSON object per line
    ///
    /// {"step":1,"event":"place","row":0,"col":0}
    /// {"step":2,"event":"reject","row":1,"col":0,"conflict":"column","by":0}
    /// {"step":9,"event":"remove","row":1,"col":2}
    /// {"step":..,"event":"solution","number":1,"columns":[1,3,0,2]}
    /// {"step":..,"event":"done"}
    ///
    /// conflict is column, down (the row - col diagonal) or up (the row + col diagonal), checked in that
    /// order, or blocked (see --block; no by); by is the row of the queen that owns the line; columns[r] is
    /// row r's queen. With --variant brute-force each step checks one permutation:
    /// {"step":1,"event":"permutation","number":1,"columns":[0,1,2,3],"clash":[0,1]}; clash is the first
    /// pair of rows found on one diagonal, and a permutation without one carries "solution": its number.
    #[command(
        verbatim_doc_comment,
        override_usage = "nqueens trace N [--first] [--mirror] [--variant V] [--block ROW,COL]... [--require ROW,COL]..."
    )]
    Trace(SearchArgs),
    /// Count the solutions: by the search (every counter), or by a fast counter
    ///
    /// Without --fast or --gpu: run the search of trace to the end and print one JSON object with n,
    /// solutions, nodes (partial boards examined, the empty board included), placements, rejections (and by
    /// kind), backtracks, steps, depth and seconds; with --variant also variant, and for scan checks (queens
    /// compared). brute-force prints n, variant, steps, permutations, checks (pairs of queens compared),
    /// solutions and seconds.
    ///
    /// With --fast: count on every core by one of two methods. join (the default up to N = 24): every
    /// filling of the top half listed once, the bottom half being its mirror image, halves with
    /// complementary columns paired by bulk bit operations on their diagonals; unique from the total and the
    /// solutions a quarter or half turn fixes, counted by a search of a quarter or half of the board. frames
    /// (the default from N = 25): the border rows and columns pre-placed once per class of the board's 8
    /// symmetries, the rest searched by bitmasks. Prints n, method, solutions, unique (solutions up to
    /// rotation and reflection), units (the independent pieces the work was split into), nodes (queens placed
    /// by the searches), seconds and threads.
    ///
    /// With --shard I/K: count only shard I of K, the I-th of K contiguous ranges of the units, cut so that
    /// each holds about the same estimated work. Prints one JSON line with n, method, shard, shards, units
    /// ([start, end) of the plan's units), solutions, unique, nodes, seconds and plan (a fingerprint of the
    /// units and their estimates: shards of different plans are never summed). By the join unique is null (it
    /// follows from the whole count only) and the line has fixed: the solutions its units found fixed by the
    /// half turn plus twice those by the quarter turn. Run the K shards anywhere (GNU parallel, Slurm,
    /// Kubernetes: see docs/distributed.md), then merge their lines.
    ///
    /// With --gpu: count by the frames method on a GPU (Vulkan, Metal or DX12, through wgpu; needs a build
    /// with the gpu feature): the units are cut into small tasks that the GPU searches, while threads on
    /// every core but one recount units in a random order. Any unit that differs refuses the whole count
    /// (status 7). Prints what --fast does (without threads) plus device (name, backend, software: true for
    /// an emulation on the CPU such as lavapipe, slower than --fast), checked (units recounted, seed) and
    /// devices_lost; with --shard I/K, the shard line of --fast --method frames plus those fields, so that
    /// merge takes GPU and CPU shards together.
    ///
    /// A fast count that runs longer than a second shows its progress on stderr when stderr is a terminal:
    /// units counted, their rate, the time left.
    #[command(override_usage = "\
nqueens count N [--first] [--mirror] [--variant V] [--block ROW,COL]... [--require ROW,COL]...
       nqueens count N --fast [--method M] [--threads T]
       nqueens count N --fast --shard I/K [--method M] [--threads T]
       nqueens count N --fast --shard-from-env [--shards K] [--method M] [--threads T]
       nqueens count N --gpu [--shard I/K | --shard-from-env [--shards K]]")]
    Count(CountArgs),
    /// Write down one solution directly, without search, as a JSON array
    ///
    /// N up to 10,000,000; element r of the array is the column of row r's queen.
    #[command(override_usage = "nqueens place N [--check]")]
    Place(PlaceArgs),
    /// Find one solution by min-conflicts repair
    ///
    /// N up to 10,000,000: a greedy full board, then a queen under attack moved within its row to a square
    /// with the fewest conflicts (ties broken at random) until none is attacked, starting afresh after 2N (at
    /// least 100) moves. Prints the board like place. The same seed always gives the same board.
    #[command(override_usage = "nqueens repair N [--seed S] [--check | --stats]")]
    Repair(RepairArgs),
    /// Check the shard results of one count against its plan and print the exact totals
    ///
    /// Reads shard results (one JSON object per line), checks each against the plan merge rebuilds for its
    /// n and method (the fingerprint, and units equal to shard I of K's range; a line without method is the
    /// frames'), checks that shards 0 to K-1 are each there exactly once, all of one method, and that the
    /// counts are sane (seconds a finite number >= 0; by the frames unique <= solutions <= 8 x unique, by the
    /// join unique null and fixed given, (solutions + fixed) / 8 whole), and prints the exact totals: n,
    /// method, solutions, unique (by the join (solutions + fixed) / 8, Burnside's lemma), nodes, shards,
    /// units, plan and seconds (the shards' seconds added up). The first bad line stops it:
    /// one line on stderr naming the line or the shards, and nothing is summed (status 4). An edited count
    /// that passes these checks is caught only by counting again: --verify.
    #[command(override_usage = "\
nqueens merge [--estimate-plan] [FILE...]
       nqueens merge [--verify K [--seed S] | --verify all] [--estimate-plan] [FILE...]")]
    Merge(MergeArgs),
    /// Write a picture of the search's board after one step, as SVG or PNG
    ///
    /// The coordinates, the queens, the attacked squares, the last step's marks and the square tried next,
    /// in the page's colours. A PNG is binary: it is not written to a terminal (send it to a file).
    #[command(override_usage = "nqueens draw N [--step S] (--svg | --png) [--size PX] [--theme light|dark]")]
    Draw(DrawArgs),
    /// Write an animated GIF of a range of steps, one frame a step
    ///
    /// Each frame is the picture draw makes of its step, looping; a range past the search's end stops there.
    /// At most 2,000 frames and 460,800,000 pixels in all (2,000 frames of 480). A GIF is binary: it is not
    /// written to a terminal (send it to a file). Steps beyond 10,000,000,000 are refused: the search would
    /// take more than a minute to get there.
    #[command(override_usage = "nqueens gif N [--from A] --to B [--fps F] [--size PX] [--theme light|dark]")]
    Gif(GifArgs),
    /// Print the completion script of a shell
    ///
    /// bash: nqueens completions bash > ~/.local/share/bash-completion/completions/nqueens
    /// zsh: nqueens completions zsh > ~/.zfunc/_nqueens (with ~/.zfunc in fpath)
    /// fish: nqueens completions fish > ~/.config/fish/completions/nqueens.fish
    #[command(verbatim_doc_comment, override_usage = "nqueens completions SHELL")]
    Completions(CompletionsArgs),
    /// Write the manual pages into a folder: nqueens.1 and one a command (make man)
    #[command(override_usage = "nqueens man-pages DIR")]
    ManPages(ManPagesArgs),
}

/// The search's size and the options that shape it: trace's, and count's without --fast or --gpu.
#[derive(Args, Debug)]
#[command(allow_negative_numbers = true)]
pub struct SearchArgs {
    /// The board has N x N squares: 0 to 32
    #[arg(value_name = "N", value_parser = readers::size(0, MAX_SIZE))]
    pub n: usize,
    /// Stop after the first solution
    #[arg(long)]
    pub first: bool,
    /// Search the left half of the first row only and count each solution with its mirror image
    #[arg(long)]
    pub mirror: bool,
    /// Search the way variant V does (default: correct)
    #[arg(long, allow_hyphen_values = true, value_name = "V", value_parser = readers::variant())]
    pub variant: Option<Variant>,
    /// No queen may stand on this square (repeatable); the search rejects it with conflict "blocked"
    #[arg(long, allow_hyphen_values = true, value_name = "ROW,COL", value_parser = readers::square())]
    pub block: Vec<Square>,
    /// A queen must stand on this square (repeatable)
    ///
    /// Its row tries only it, the other squares of the row are rejected as blocked. Required squares may not
    /// attack each other nor be blocked; every square must lie on the board.
    #[arg(long, allow_hyphen_values = true, value_name = "ROW,COL", value_parser = readers::square())]
    pub require: Vec<Square>,
}

#[derive(Args, Debug)]
#[command(group(ArgGroup::new("counter").args(["fast", "gpu"]).multiple(true)))]
pub struct CountArgs {
    #[command(flatten)]
    pub search: SearchArgs,
    /// Count with a fast counter, in parallel on every core
    #[arg(long)]
    pub fast: bool,
    /// Count on a GPU, checked on the CPU (a build with the gpu feature)
    #[arg(long)]
    pub gpu: bool,
    /// With --fast: count by join (N up to 22) or frames; --gpu counts by frames only
    #[arg(long, allow_hyphen_values = true, value_name = "M", value_parser = readers::method())]
    pub method: Option<Method>,
    /// With --fast: use T threads, 1 to 1024 (default: one per core)
    #[arg(long, allow_hyphen_values = true, value_name = "T", value_parser = readers::threads())]
    pub threads: Option<usize>,
    /// Count shard I of K only, 0 <= I < K
    ///
    /// K is at most the plan's number of units, the units that count N --fast --method M prints; a finer
    /// cut is refused before any work.
    #[arg(long, allow_hyphen_values = true, value_name = "I/K", value_parser = readers::shard())]
    pub shard: Option<ShardChoice>,
    /// Take the shard from the job runner: SLURM_ARRAY_TASK_ID of SLURM_ARRAY_TASK_COUNT, or JOB_COMPLETION_INDEX of --shards K
    ///
    /// SLURM_ARRAY_TASK_ID of SLURM_ARRAY_TASK_COUNT is a Slurm job array (--array=0-(K-1));
    /// JOB_COMPLETION_INDEX of --shards K a Kubernetes indexed Job with K completions.
    #[arg(long)]
    pub shard_from_env: bool,
    /// With --shard-from-env: the number of shards
    ///
    /// Required with JOB_COMPLETION_INDEX; with Slurm it replaces SLURM_ARRAY_TASK_COUNT (resubmitting only
    /// some tasks, --array=3,17, changes that count but not the number of shards).
    #[arg(long, allow_hyphen_values = true, value_name = "K", value_parser = readers::shards())]
    pub shards: Option<u64>,
}

#[derive(Args, Debug)]
pub struct MergeArgs {
    /// Files of shard results, - for standard input (the default)
    ///
    /// One JSON object per line, at most 1024 bytes a line and 1,000,000 lines in all.
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub files: Vec<String>,
    /// Count K of the shards again, chosen at random, or all of them; refuse the set if any differs
    ///
    /// Each recount is by the shard's own method; a difference refuses the set, naming the shard. The output
    /// adds verified (the shards recounted) and seed. --verify all recounts every shard.
    #[arg(long, allow_hyphen_values = true, value_name = "K|all", value_parser = readers::verify())]
    pub verify: Option<Verify>,
    /// With --verify K: the seed that chooses the shards (default: a fresh one, printed)
    ///
    /// The same seed chooses the same shards.
    #[arg(long, allow_hyphen_values = true, value_name = "S", value_parser = readers::merge_seed())]
    pub seed: Option<u64>,
    /// Estimate the plan's units even beyond n = 24, where that takes long (27 s of CPU at n = 32)
    ///
    /// The lines are checked against the plan with each unit's estimated work (the fingerprint and each
    /// shard's range). Beyond n = 24 merge refuses a complete set of lines before estimating, with what the
    /// estimates would cost, unless given this; with it they are told on stderr, with their progress.
    #[arg(long)]
    pub estimate_plan: bool,
}

#[derive(Args, Debug)]
#[command(allow_negative_numbers = true)]
pub struct PlaceArgs {
    /// The board has N x N squares: 0 to 10,000,000
    #[arg(value_name = "N", value_parser = readers::size(0, LARGEST_PRACTICAL_SIZE))]
    pub n: usize,
    /// Check the board in O(n) and print just "valid" instead of the columns
    #[arg(long)]
    pub check: bool,
}

#[derive(Args, Debug)]
#[command(allow_negative_numbers = true)]
pub struct RepairArgs {
    /// The board has N x N squares: 0 to 10,000,000
    #[arg(value_name = "N", value_parser = readers::size(0, LARGEST_REPAIR_SIZE))]
    pub n: usize,
    /// The seed of the random choices, 0 to 2^53 - 1 as on the page (default 0)
    #[arg(long, allow_hyphen_values = true, value_name = "S", value_parser = readers::repair_seed())]
    pub seed: Option<u64>,
    /// Check the board in O(n) and print just "valid" instead of the columns
    #[arg(long)]
    pub check: bool,
    /// Print {"n","seed","moves","restarts","seconds","valid"} instead of the board
    #[arg(long)]
    pub stats: bool,
}

/// A picture's side and colours, draw's and gif's.
#[derive(Args, Debug)]
pub struct LookArgs {
    /// The picture is PX pixels square: 64 to 4096 (default 480)
    #[arg(long, allow_hyphen_values = true, value_name = "PX", value_parser = readers::side())]
    pub size: Option<u64>,
    /// The page's light or dark colours (default light)
    #[arg(long, allow_hyphen_values = true, value_name = "T", value_parser = readers::theme())]
    pub theme: Option<Theme>,
}

#[derive(Args, Debug)]
#[command(allow_negative_numbers = true, group(ArgGroup::new("format").args(["svg", "png"]).required(true).multiple(true)))]
pub struct DrawArgs {
    /// The board has N x N squares: 1 to 32
    #[arg(value_name = "N", value_parser = readers::size(1, MAX_SIZE))]
    pub n: usize,
    /// The step drawn (default 0, the empty board)
    #[arg(long, allow_hyphen_values = true, value_name = "S", value_parser = readers::step())]
    pub step: Option<u64>,
    /// Write SVG text
    #[arg(long)]
    pub svg: bool,
    /// Write a PNG file
    #[arg(long)]
    pub png: bool,
    #[command(flatten)]
    pub look: LookArgs,
}

#[derive(Args, Debug)]
#[command(allow_negative_numbers = true)]
pub struct GifArgs {
    /// The board has N x N squares: 1 to 32
    #[arg(value_name = "N", value_parser = readers::size(1, MAX_SIZE))]
    pub n: usize,
    /// The first step (default 0)
    #[arg(long, allow_hyphen_values = true, value_name = "A", value_parser = readers::any_step())]
    pub from: Option<u64>,
    /// The last step, at most 1,999 after the first
    #[arg(long, allow_hyphen_values = true, value_name = "B", value_parser = readers::any_step(), required = true)]
    pub to: Option<u64>,
    /// Frames a second: 1 to 50 (default 4)
    #[arg(long, allow_hyphen_values = true, value_name = "F", value_parser = readers::fps())]
    pub fps: Option<u64>,
    #[command(flatten)]
    pub look: LookArgs,
}

#[derive(Args, Debug)]
pub struct CompletionsArgs {
    /// The shell
    #[arg(value_name = "SHELL", value_enum)]
    pub shell: clap_complete::Shell,
}

#[derive(Args, Debug)]
pub struct ManPagesArgs {
    /// The folder the pages are written into (nqueens.1, nqueens-count.1, ...)
    #[arg(value_name = "DIR", value_hint = clap::ValueHint::DirPath)]
    pub dir: PathBuf,
}

/// A relation between options of one command, declared here and enforced by clap, with the sentence that
/// says what is wrong when it does not hold.
pub struct Rule {
    /// The command's name.
    pub command: &'static str,
    /// Which relation.
    pub kind: Relation,
    /// Why, after "A and B: " (a conflict) or as the whole message (`Whole`).
    pub why: Why,
}

pub enum Relation {
    /// Each of the first options excludes each of the second.
    Excludes(&'static [&'static str], &'static [&'static str]),
    /// The option needs another (an option, or a group: any of its options).
    Needs(&'static str, &'static str),
}

pub enum Why {
    /// "A and B: give one of them"; "A goes with B".
    Plain,
    /// "A and B: <reason>".
    Reason(&'static str),
    /// The whole message.
    Whole(&'static str),
}

/// Options the plain search takes and a fast count does not.
const SHAPES_THE_SEARCH: &[&str] = &["first", "mirror", "variant", "block", "require"];

/// Every relation between options, each with its sentence.
pub const RULES: &[Rule] = &[
    Rule {
        command: "count",
        kind: Relation::Excludes(SHAPES_THE_SEARCH, &["fast", "gpu"]),
        why: Why::Reason(
            "a fast count counts the whole board, without --first, --mirror, --variant, --block or --require",
        ),
    },
    Rule { command: "count", kind: Relation::Excludes(&["fast"], &["gpu"]), why: Why::Plain },
    Rule {
        command: "count",
        kind: Relation::Excludes(&["threads"], &["gpu"]),
        why: Why::Reason("the GPU count takes no thread count"),
    },
    Rule {
        command: "count",
        kind: Relation::Excludes(&["shard"], &["shard_from_env"]),
        why: Why::Reason("give one or the other"),
    },
    Rule {
        command: "count",
        kind: Relation::Excludes(&["shard"], &["shards"]),
        why: Why::Whole("--shards K goes with --shard-from-env (with --shard, write --shard I/K)"),
    },
    Rule { command: "count", kind: Relation::Needs("method", "counter"), why: Why::Plain },
    Rule { command: "count", kind: Relation::Needs("threads", "fast"), why: Why::Plain },
    Rule { command: "count", kind: Relation::Needs("shard", "counter"), why: Why::Plain },
    Rule { command: "count", kind: Relation::Needs("shard_from_env", "counter"), why: Why::Plain },
    Rule {
        command: "count",
        kind: Relation::Needs("shards", "shard_from_env"),
        why: Why::Whole("--shards K goes with --shard-from-env (with --shard, write --shard I/K)"),
    },
    Rule { command: "merge", kind: Relation::Needs("seed", "verify"), why: Why::Whole("--seed goes with --verify K") },
    Rule { command: "repair", kind: Relation::Excludes(&["check"], &["stats"]), why: Why::Plain },
    Rule { command: "draw", kind: Relation::Excludes(&["svg"], &["png"]), why: Why::Plain },
];

/// The whole grammar: the derived commands with the relations of [`RULES`] declared on their options
/// (commands and options keep their order).
pub fn command() -> clap::Command {
    Cli::command().mut_subcommands(|command| {
        let name = command.get_name().to_string();
        command.mut_args(|arg| {
            let id = arg.get_id().to_string();
            RULES.iter().filter(|rule| rule.command == name).fold(arg, |arg, rule| match rule.kind {
                Relation::Excludes(first, second) if first.contains(&id.as_str()) => {
                    arg.conflicts_with_all(second.iter().copied())
                }
                Relation::Needs(option, needed) if option == id => arg.requires(needed),
                _ => arg,
            })
        })
    })
}

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    /// clap's own checks of a grammar: every relation names options that exist, no two options share a name.
    #[test]
    fn the_grammar_is_consistent() {
        super::command().debug_assert();
    }

    /// Every relation is between options of its command, so that clap enforces all of them.
    #[test]
    fn every_rule_names_options_of_its_command() {
        let grammar = super::command();
        for rule in super::RULES {
            let command = grammar.find_subcommand(rule.command).expect("the rule's command");
            let ids: Vec<&str> = match rule.kind {
                super::Relation::Excludes(first, second) => first.iter().chain(second).copied().collect(),
                super::Relation::Needs(option, needed) => vec![option, needed],
            };
            for id in ids {
                let known = command.get_arguments().any(|arg| arg.get_id() == id)
                    || command.get_groups().any(|group| group.get_id() == id);
                assert!(known, "{}: {id}", rule.command);
            }
        }
    }
}
