//! The join's hot loop: how many pairs of a top group and a bottom group have disjoint masks, by
//! bit-slicing the smaller group into tables and walking the other group through them. The walk is written
//! once per instruction set (`Kernel`); the vector ones are in `simd.rs`.

/// Bits of a mask looked up at once, at most: one table of 2^width rows per chunk of the mask, the width
/// 8 to 10 bits as the mask's length asks (see [`layout`]).
const MOST_WIDTH: usize = 10;
pub(super) const CHUNK_ROWS: usize = 1 << MOST_WIDTH;
/// Chunks of the widest mask (64 bits, in chunks of 8).
const MOST_CHUNKS: usize = 8;
/// Patterns of the sliced group handled together, as words of 64: one row of a table is 64 bytes, a
/// cache line and one AVX-512 register.
pub(super) const BLOCK_WORDS: usize = 8;
pub(super) const BLOCK_PATTERNS: usize = 64 * BLOCK_WORDS;
/// Below this many patterns on the smaller side, pairs are compared one by one: building the tables
/// would cost more than it saves.
const SLICED_FROM: usize = 48;

/// One row of a table: a bit per pattern of the block.
pub(super) type Row = [u64; BLOCK_WORDS];
/// The table of one chunk: row v holds the patterns that have none of v's bits in that chunk. Aligned to a
/// cache line, so that the walk loads each row in one (unaligned rows took the walk 20 % longer at n = 18).
#[derive(Clone)]
#[repr(C, align(64))]
pub(super) struct Table(pub(super) [Row; CHUNK_ROWS]);

impl std::ops::Deref for Table {
    type Target = [Row; CHUNK_ROWS];
    fn deref(&self) -> &[Row; CHUNK_ROWS] {
        &self.0
    }
}

impl std::ops::DerefMut for Table {
    fn deref_mut(&mut self) -> &mut [Row; CHUNK_ROWS] {
        &mut self.0
    }
}

/// The ways the walk is compiled. Every kernel gives the same counts; `best` is the fastest this
/// processor (or this WebAssembly build) runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kernel {
    /// Plain 64-bit words: every target.
    Portable,
    /// x86-64 with AVX2 (a nibble-table population count).
    #[cfg(target_arch = "x86_64")]
    Avx2,
    /// x86-64 with AVX-512F and its population count (`vpopcntq`): a row is one register.
    #[cfg(target_arch = "x86_64")]
    Avx512,
    /// WebAssembly built with `simd128`: a row is four 128-bit vectors.
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    Simd128,
}

impl Kernel {
    /// Every kernel this build has, the portable one first and the fastest last.
    const COMPILED: &[Kernel] = &[
        Kernel::Portable,
        #[cfg(target_arch = "x86_64")]
        Kernel::Avx2,
        #[cfg(target_arch = "x86_64")]
        Kernel::Avx512,
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        Kernel::Simd128,
    ];

    /// Whether this processor runs the kernel.
    pub fn runs_here(self) -> bool {
        match self {
            Kernel::Portable => true,
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2 => std::is_x86_feature_detected!("avx2"),
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx512 => {
                std::is_x86_feature_detected!("avx512f") && std::is_x86_feature_detected!("avx512vpopcntdq")
            }
            // A WebAssembly module with `simd128` instructions only loads where they run.
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            Kernel::Simd128 => true,
        }
    }

    /// The kernels this processor runs, the portable one first.
    pub fn available() -> Vec<Kernel> {
        Kernel::COMPILED.iter().copied().filter(|kernel| kernel.runs_here()).collect()
    }

    /// The fastest kernel this processor runs.
    pub fn best() -> Kernel {
        Kernel::COMPILED.iter().rev().copied().find(|kernel| kernel.runs_here()).unwrap_or(Kernel::Portable)
    }

    /// A short name, for benchmarks and reports.
    pub fn name(self) -> &'static str {
        match self {
            Kernel::Portable => "portable",
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2 => "avx2",
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx512 => "avx512",
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            Kernel::Simd128 => "simd128",
        }
    }
}

/// The tables of one block, and the bit columns they are built from, reused from one call to the next.
#[derive(Default)]
pub(super) struct Scratch {
    tables: Vec<Table>,
    holding: Vec<Row>,
    /// Both groups sorted by their sieve classes (`sieve.rs`), when sieved.
    sieved: (Vec<u64>, Vec<u64>),
}

impl Scratch {
    /// The bytes its buffers hold.
    pub(super) fn held_bytes(&self) -> usize {
        self.tables.capacity() * size_of::<Table>()
            + self.holding.capacity() * size_of::<Row>()
            + (self.sieved.0.capacity() + self.sieved.1.capacity()) * size_of::<u64>()
    }

    /// The sieve's buffers, taken out while the tables are in use.
    pub(super) fn take_sieved(&mut self) -> (Vec<u64>, Vec<u64>) {
        std::mem::take(&mut self.sieved)
    }

    pub(super) fn give_back_sieved(&mut self, sliced: Vec<u64>, walked: Vec<u64>) {
        self.sieved = (sliced, walked);
    }
}

/// Counts the pairs (a, b) of `tops` x `bottoms` with `a & b == 0` (masks use bits `0..mask_bits` only),
/// walking with `kernel`, which must be one of [`Kernel::available`]. Each group comes as parts (one part, or
/// the blocks an odd board's half-boards are kept in), every part but the last of the sliced group a
/// multiple of [`BLOCK_PATTERNS`] long, so that its blocks are full.
pub(super) fn count_disjoint(
    tops: &[&[u64]],
    bottoms: &[&[u64]],
    mask_bits: usize,
    kernel: Kernel,
    scratch: &mut Scratch,
) -> u64 {
    let length = |parts: &[&[u64]]| parts.iter().map(|part| part.len()).sum::<usize>();
    let (sliced, walked) = if length(tops) <= length(bottoms) { (tops, bottoms) } else { (bottoms, tops) };
    if let Some(sieve) = super::sieve::Sieve::chosen(sliced, walked, mask_bits) {
        return sieve.count(sliced, walked, mask_bits, kernel, scratch);
    }
    count_unsieved(sliced, walked, mask_bits, kernel, scratch)
}

/// [`count_disjoint`] without a sieve, `sliced` being the side cut into blocks: pairs compared one by one
/// when it is short, else each block's tables built once and every part of `walked` walked through them.
pub(super) fn count_unsieved(
    sliced: &[&[u64]],
    walked: &[&[u64]],
    mask_bits: usize,
    kernel: Kernel,
    scratch: &mut Scratch,
) -> u64 {
    if sliced.iter().map(|part| part.len()).sum::<usize>() < SLICED_FROM {
        return sliced.iter().map(|few| walked.iter().map(|many| one_by_one(few, many)).sum::<u64>()).sum();
    }
    sliced
        .iter()
        .flat_map(|part| part.chunks(BLOCK_PATTERNS))
        .map(|block| count_block(block, walked, mask_bits, kernel, scratch))
        .sum()
}

/// The disjoint pairs of `block` (at most [`BLOCK_PATTERNS`] patterns) and the patterns of `walked`: the
/// block's tables built once, every part of `walked` walked through them.
fn count_block(block: &[u64], walked: &[&[u64]], mask_bits: usize, kernel: Kernel, scratch: &mut Scratch) -> u64 {
    let (chunks, width) = layout(mask_bits);
    if scratch.tables.len() < chunks {
        scratch.tables.resize(chunks, Table([[0; BLOCK_WORDS]; CHUNK_ROWS]));
    }
    scratch.holding.resize(chunks * width, [0; BLOCK_WORDS]);
    let (tables, holding) = (&mut scratch.tables[..chunks], &mut scratch.holding[..chunks * width]);
    super::simd::build_tables_compiled(kernel, block, tables, holding, mask_bits, width);
    walked.iter().map(|part| walk_block(kernel, &scratch.tables[..chunks], width, part)).sum()
}

/// How a mask of `mask_bits` bits is cut into chunks: how many, and how many bits each. Four chunks of 9
/// or 10 bits (tables of 128 or 256 KB, within a core's L2 cache) took 10 to 15 % less time than five of 8
/// at n = 18 (AVX2, Zen 2): a walked pattern then loads four rows instead of five.
fn layout(mask_bits: usize) -> (usize, usize) {
    match mask_bits {
        33..=36 => (4, 9),
        37..=40 => (4, 10),
        41..=45 => (5, 9),
        46..=50 => (5, 10),
        _ => (mask_bits.div_ceil(8).clamp(1, MOST_CHUNKS), 8),
    }
}

/// Dispatches on the layout, so that each walk is compiled with its chunks fixed.
fn walk_block(kernel: Kernel, tables: &[Table], width: usize, walked: &[u64]) -> u64 {
    macro_rules! by_layout {
        ($($walk:ident)::+) => {
            match (tables.len(), width) {
                (4, 9) => $($walk)::+::<4, 9>(fixed::<4>(tables), walked),
                (4, 10) => $($walk)::+::<4, 10>(fixed::<4>(tables), walked),
                (5, 9) => $($walk)::+::<5, 9>(fixed::<5>(tables), walked),
                (5, 10) => $($walk)::+::<5, 10>(fixed::<5>(tables), walked),
                (1, _) => $($walk)::+::<1, 8>(fixed::<1>(tables), walked),
                (2, _) => $($walk)::+::<2, 8>(fixed::<2>(tables), walked),
                (3, _) => $($walk)::+::<3, 8>(fixed::<3>(tables), walked),
                (4, _) => $($walk)::+::<4, 8>(fixed::<4>(tables), walked),
                (5, _) => $($walk)::+::<5, 8>(fixed::<5>(tables), walked),
                (6, _) => $($walk)::+::<6, 8>(fixed::<6>(tables), walked),
                (7, _) => $($walk)::+::<7, 8>(fixed::<7>(tables), walked),
                _ => $($walk)::+::<MOST_CHUNKS, 8>(fixed::<MOST_CHUNKS>(tables), walked),
            }
        };
    }
    match kernel {
        Kernel::Portable => by_layout!(walk_portable),
        #[cfg(target_arch = "x86_64")]
        Kernel::Avx2 => by_layout!(super::simd::walk_avx2),
        #[cfg(target_arch = "x86_64")]
        Kernel::Avx512 => by_layout!(super::simd::walk_avx512),
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        Kernel::Simd128 => by_layout!(super::simd::walk_simd128),
    }
}

fn fixed<const CHUNKS: usize>(tables: &[Table]) -> &[Table; CHUNKS] {
    tables.try_into().expect("one table per chunk")
}

pub(super) fn one_by_one(few: &[u64], many: &[u64]) -> u64 {
    let mut total = 0u64;
    for &a in few {
        total += many.iter().map(|&b| u64::from(a & b == 0)).sum::<u64>();
    }
    total
}

/// Row `v` of chunk `c`'s table: one bit per pattern of the block, set when the pattern holds none of
/// the mask bits `width * c + i` for the bits i of v. A walked mask then meets the patterns whose
/// bits are the AND of one row per chunk. `holding[b]` is first filled with the patterns holding bit b.
/// Only the rows a mask of `mask_bits` bits can select are built (the last chunk's are fewer).
#[inline(always)]
pub(super) fn build_tables(block: &[u64], tables: &mut [Table], holding: &mut [Row], mask_bits: usize, width: usize) {
    let mut present = [0u64; BLOCK_WORDS];
    holding.fill([0; BLOCK_WORDS]);
    for (word, patterns) in block.chunks(64).enumerate() {
        present[word] = if patterns.len() == 64 { u64::MAX } else { (1u64 << patterns.len()) - 1 };
        // Transposed, word 63 - b holds bit b of every pattern, pattern k at bit k.
        let mut square = [0u64; 64];
        for (k, &pattern) in patterns.iter().enumerate() {
            square[63 - k] = pattern;
        }
        transpose(&mut square);
        for (bit, held) in holding.iter_mut().enumerate() {
            held[word] = square[63 - bit];
        }
    }
    for (chunk, (table, holding)) in tables.iter_mut().zip(holding.chunks_exact(width)).enumerate() {
        table[0] = present;
        let rows = 1usize << mask_bits.saturating_sub(chunk * width).min(width);
        for row in 1..rows {
            let lowest = row.trailing_zeros() as usize;
            let mut words = table[row & (row - 1)];
            for (word, held) in words.iter_mut().zip(&holding[lowest]) {
                *word &= !held;
            }
            table[row] = words;
        }
    }
}

/// Transposes a 64 x 64 bit matrix, word k being row k with column 0 in bit 63 (so that, read the other
/// way, word 63 - b gets bit b of every word, word 63 - k's in bit k): swaps of ever smaller blocks,
/// without a branch on the data, where visiting set bits one by one mispredicted on every pattern.
#[inline(always)]
fn transpose(square: &mut [u64; 64]) {
    let mut width = 32;
    let mut low = 0x0000_0000_ffff_ffffu64;
    while width != 0 {
        let mut k = 0;
        while k < 64 {
            let swapped = (square[k] ^ (square[k + width] >> width)) & low;
            square[k] ^= swapped;
            square[k + width] ^= swapped << width;
            k = (k + width + 1) & !width;
        }
        width >>= 1;
        low ^= low << width;
    }
}

/// The row of `table` a walked mask selects in chunk `chunk`.
#[inline(always)]
pub(super) fn row_of<const WIDTH: usize>(tables: &[Table], chunk: usize, mask: u64) -> &Row {
    &tables[chunk][(mask >> (chunk * WIDTH)) as usize & ((1 << WIDTH) - 1)]
}

fn walk_portable<const CHUNKS: usize, const WIDTH: usize>(tables: &[Table; CHUNKS], walked: &[u64]) -> u64 {
    let mut total = 0u64;
    for &mask in walked {
        let mut meets = *row_of::<WIDTH>(tables, 0, mask);
        for chunk in 1..CHUNKS {
            for (word, allowed) in meets.iter_mut().zip(row_of::<WIDTH>(tables, chunk, mask)) {
                *word &= allowed;
            }
        }
        total += meets.iter().map(|word| u64::from(word.count_ones())).sum::<u64>();
    }
    total
}
