//! Min-conflicts repair for huge boards: a greedy full board, then queens under attack moved within their rows to their least-attacked squares.
//!
//! The board keeps one queen per row and counts the queens on every column and both diagonals, so the
//! conflicts of a square cost three lookups and a move O(n) (its row is scanned for the best square).
//! Rows that may be under attack are kept in a list: a move can only create attacks on the moved queen's
//! lines, so listing that queen and its attackers (an O(n) pass) keeps every attacked queen listed, and a
//! listed row found unattacked when picked is simply dropped. Everything random comes from one seeded SplitMix64,
//! so a seed always gives the same board.

use serde::Serialize;

/// The largest board `Repair` accepts: its counters take about 30 bytes a row.
pub const LARGEST_REPAIR_SIZE: usize = 10_000_000;

/// Columns tried (at random, among those still free) for each row of the greedy start before settling for
/// the least attacked of them; a row with no more free columns than this tries them all. Late rows find a
/// free column off both used diagonals only with some luck, so few tries leave many rows to repair.
const GREEDY_TRIES: usize = 256;

/// SplitMix64 (Steele, Lea and Flood): tiny, fast and good enough to break ties.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `bound` (> 0), by multiply-shift (the bias, below bound / 2^64, does not matter here).
    pub fn below(&mut self, bound: usize) -> usize {
        ((u128::from(self.next_u64()) * bound as u128) >> 64) as usize
    }
}

/// A queen moved within its row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Move {
    /// The row whose queen moved.
    pub row: usize,
    /// The column it left.
    pub from: usize,
    /// The column it moved to.
    pub to: usize,
}

/// What one step of the repair did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RepairStep {
    /// A queen moved.
    Moved(Move),
    /// The move cap was reached: a fresh greedy board replaces the old one.
    Restarted,
    /// No queen is attacked: the board is a solution (and stays so).
    Solved,
}

/// The largest seed anywhere (the page, the command line, this library): 2^53 − 1, the largest whole number a
/// JavaScript number holds exactly, so that the page and the command line take the same seeds and the same
/// seed always gives the same moves.
pub const LARGEST_SEED: u64 = (1 << 53) - 1;

/// A seed refused: not a whole number from 0 to [`LARGEST_SEED`]. It says what was given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeedError {
    given: String,
}

impl SeedError {
    /// The refusal of `given`, shown as written (at most 40 characters of it).
    pub fn new(given: &str) -> SeedError {
        SeedError { given: crate::size_text::echo(given) }
    }
}

impl std::fmt::Display for SeedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let largest = crate::size_text::grouped(LARGEST_SEED);
        write!(f, "the seed must be a whole number from 0 to {largest}, not “{}”", self.given)
    }
}

impl std::error::Error for SeedError {}

/// Reads a seed as typed: decimal digits (white space around them ignored) for a number from 0 to
/// [`LARGEST_SEED`]. The one reader of seeds, for the command line's `--seed` and the page's field.
pub fn parse_seed(text: &str) -> Result<u64, SeedError> {
    let digits = text.trim();
    let all_digits = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
    all_digits
        .then(|| digits.parse::<u64>().ok())
        .flatten()
        .filter(|&seed| seed <= LARGEST_SEED)
        .ok_or_else(|| SeedError::new(text))
}

/// A seed handed over as a floating-point number (a JavaScript number): a whole number from 0 to
/// [`LARGEST_SEED`], every one of which an `f64` holds exactly.
pub fn seed_from_number(seed: f64) -> Result<u64, SeedError> {
    let whole = seed.is_finite() && seed.fract() == 0.0 && (0.0..=LARGEST_SEED as f64).contains(&seed);
    if whole { Ok(seed as u64) } else { Err(SeedError::new(&seed.to_string())) }
}

/// Why a repair was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RepairError {
    /// Boards 2x2 and 3x3 have no solution to repair towards.
    NoSolution {
        /// The board size asked for.
        n: usize,
    },
    /// A board larger than [`LARGEST_REPAIR_SIZE`].
    TooLarge {
        /// The board size asked for.
        n: usize,
        /// The largest board the repair takes.
        max: usize,
    },
    /// A seed above [`LARGEST_SEED`].
    Seed(SeedError),
}

impl std::fmt::Display for RepairError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RepairError::NoSolution { n } => write!(f, "no solution exists for a {n}x{n} board"),
            RepairError::TooLarge { n, max } => {
                write!(f, "board size {n} is too large: the largest for repair is {max}")
            }
            RepairError::Seed(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for RepairError {}

/// The min-conflicts repair of one board, one move at a time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Repair {
    n: usize,
    seed: u64,
    rng: SplitMix64,
    /// `columns[r]`: row r's queen.
    columns: Vec<u32>,
    column_queens: Vec<u32>,
    /// Queens per down diagonal, index row − col + n − 1.
    down_queens: Vec<u32>,
    /// Queens per up diagonal, index row + col.
    up_queens: Vec<u32>,
    /// Rows that may be under attack; every attacked queen's row is here.
    suspects: Vec<u32>,
    is_suspect: Vec<bool>,
    moves: u64,
    moves_since_start: u64,
    restarts: u64,
    solved: bool,
}

impl Repair {
    /// A greedy board of size n, ready to be repaired; refused for n = 2 and 3, which have no solution.
    pub fn new(n: usize, seed: u64) -> Result<Repair, RepairError> {
        if n > LARGEST_REPAIR_SIZE {
            return Err(RepairError::TooLarge { n, max: LARGEST_REPAIR_SIZE });
        }
        if n == 2 || n == 3 {
            return Err(RepairError::NoSolution { n });
        }
        if seed > LARGEST_SEED {
            return Err(RepairError::Seed(SeedError::new(&seed.to_string())));
        }
        let mut repair = Repair {
            n,
            seed,
            rng: SplitMix64::new(seed),
            columns: vec![0; n],
            column_queens: vec![0; n],
            down_queens: vec![0; (2 * n).saturating_sub(1)],
            up_queens: vec![0; (2 * n).saturating_sub(1)],
            suspects: Vec::new(),
            is_suspect: vec![false; n],
            moves: 0,
            moves_since_start: 0,
            restarts: 0,
            solved: false,
        };
        repair.greedy_start();
        Ok(repair)
    }

    /// The board size n.
    pub fn size(&self) -> usize {
        self.n
    }

    /// The seed the board was drawn from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// `columns()[r]` is row r's queen.
    pub fn columns(&self) -> &[u32] {
        &self.columns
    }

    /// Moves made so far, over every restart.
    pub fn moves(&self) -> u64 {
        self.moves
    }

    /// Fresh boards started after the move cap was reached.
    pub fn restarts(&self) -> u64 {
        self.restarts
    }

    /// True once no queen attacks another.
    pub fn is_solved(&self) -> bool {
        self.solved
    }

    /// How many queens of other rows attack (row, col); 0 off the board.
    pub fn conflicts_at(&self, row: usize, col: usize) -> u32 {
        if row >= self.n || col >= self.n {
            return 0;
        }
        let on_lines = self.column_queens[col] + self.down_queens[row + self.n - 1 - col] + self.up_queens[row + col];
        // A row's own queen lies on all three lines through its square and on none through the others.
        if self.columns[row] as usize == col { on_lines - 3 } else { on_lines }
    }

    /// Moves after which the board is given up and replaced, so that a search stuck on a small board still ends.
    pub fn move_cap(&self) -> u64 {
        100.max(2 * self.n as u64)
    }

    /// One move: a random listed queen under attack goes to the square of its row (its own excluded) with the
    /// fewest conflicts, ties broken at random.
    pub fn step(&mut self) -> RepairStep {
        if self.solved {
            return RepairStep::Solved;
        }
        if self.moves_since_start >= self.move_cap() {
            self.greedy_start();
            self.restarts += 1;
            return RepairStep::Restarted;
        }
        let row = loop {
            if self.suspects.is_empty() {
                self.solved = true;
                return RepairStep::Solved;
            }
            let index = self.rng.below(self.suspects.len());
            let row = self.suspects[index] as usize;
            if self.conflicts_at(row, self.columns[row] as usize) > 0 {
                break row;
            }
            self.suspects.swap_remove(index);
            self.is_suspect[row] = false;
        };
        let from = self.columns[row] as usize;
        // The row's lines, column by column: down diagonal row − col + n − 1 runs backwards. The queen itself
        // is on none of them but its own square's, which is skipped. A first pass finds the fewest conflicts
        // and how many squares tie, a second the tie drawn at random: cheaper than a draw per tie, since on
        // a big board nearly every square ties at one conflict (its column's queen).
        let downs = self.down_queens[row..row + self.n].iter().rev();
        let ups = &self.up_queens[row..row + self.n];
        let conflicts = self.column_queens.iter().zip(downs).zip(ups).map(|((&c, &d), &u)| c + d + u).enumerate();
        let (mut fewest, mut ties) = (u32::MAX, 0);
        for (_, count) in conflicts.clone().filter(|&(col, _)| col != from) {
            if count < fewest {
                (fewest, ties) = (count, 1);
            } else if count == fewest {
                ties += 1;
            }
        }
        let drawn = self.rng.below(ties);
        let (to, _) = conflicts
            .filter(|&(col, count)| col != from && count == fewest)
            .nth(drawn)
            .expect("the drawn tie is one of the ties counted");
        self.lift(row, from);
        self.put(row, to);
        if fewest > 0 {
            self.list_attackers_of(row);
        }
        self.moves += 1;
        self.moves_since_start += 1;
        RepairStep::Moved(Move { row, from, to })
    }

    /// Steps until the board is a solution; returns the number of moves made by this call.
    pub fn solve(&mut self) -> u64 {
        let before = self.moves;
        while self.step() != RepairStep::Solved {}
        self.moves - before
    }

    /// A fresh board: row by row, a queen on a still-free column with no diagonal conflict if one of
    /// `GREEDY_TRIES` random picks (or of all the free columns, from a random one on, when fewer are left) has
    /// none, else on the least attacked of them (the first found). Then every row under attack is listed.
    fn greedy_start(&mut self) {
        let n = self.n;
        self.column_queens.fill(0);
        self.down_queens.fill(0);
        self.up_queens.fill(0);
        self.is_suspect.fill(false);
        self.suspects.clear();
        self.moves_since_start = 0;
        let mut free: Vec<u32> = (0..n as u32).collect();
        for row in 0..n {
            let remaining = n - row;
            let mut best = (0, u32::MAX);
            let offset = self.rng.below(remaining);
            for attempt in 0..remaining.min(GREEDY_TRIES) {
                let index =
                    if remaining <= GREEDY_TRIES { (offset + attempt) % remaining } else { self.rng.below(remaining) };
                let col = free[index] as usize;
                let conflicts = self.down_queens[row + n - 1 - col] + self.up_queens[row + col];
                if conflicts < best.1 {
                    best = (index, conflicts);
                    if conflicts == 0 {
                        break;
                    }
                }
            }
            let col = free[best.0] as usize;
            free.swap(best.0, remaining - 1);
            self.put(row, col);
        }
        for row in 0..n {
            if self.conflicts_at(row, self.columns[row] as usize) > 0 {
                self.list(row);
            }
        }
    }

    /// Lists every queen attacking row's queen, so that any of them may be the next to move, not only the
    /// queen that just moved (which would then wander from one singly attacked square to the next).
    fn list_attackers_of(&mut self, row: usize) {
        let col = self.columns[row] as usize;
        for other in 0..self.n {
            let other_col = self.columns[other] as usize;
            if other != row && (other_col == col || other.abs_diff(row) == other_col.abs_diff(col)) {
                self.list(other);
            }
        }
    }

    fn list(&mut self, row: usize) {
        if !self.is_suspect[row] {
            self.is_suspect[row] = true;
            self.suspects.push(row as u32);
        }
    }

    fn put(&mut self, row: usize, col: usize) {
        self.columns[row] = col as u32;
        self.column_queens[col] += 1;
        self.down_queens[row + self.n - 1 - col] += 1;
        self.up_queens[row + col] += 1;
    }

    fn lift(&mut self, row: usize, col: usize) {
        self.column_queens[col] -= 1;
        self.down_queens[row + self.n - 1 - col] -= 1;
        self.up_queens[row + col] -= 1;
    }
}
