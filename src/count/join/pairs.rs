//! The join's hot loop: how many pairs of a top group and a bottom group have disjoint masks, by
//! bit-slicing the smaller group. All of the join's `unsafe` is here: one call of the loop compiled for
//! x86-64 processors with AVX2 and `popcnt`, made after checking that this processor has them.

/// Bits of a mask looked up at once: one table of 2^CHUNK_BITS rows per chunk of the mask.
const CHUNK_BITS: usize = 8;
const CHUNK_ROWS: usize = 1 << CHUNK_BITS;
/// Chunks of the widest mask (64 bits).
const MOST_CHUNKS: usize = 64usize.div_ceil(CHUNK_BITS);
/// Patterns of the sliced group handled together, as words of 64: the tables of one block stay in cache.
const BLOCK_WORDS: usize = 8;
const BLOCK_PATTERNS: usize = 64 * BLOCK_WORDS;
/// Below this many patterns on the smaller side, pairs are compared one by one.
const SLICED_FROM: usize = 48;

/// Counts the pairs (a, b) of `tops` x `bottoms` with `a & b == 0`; masks use bits `0..mask_bits` only.
pub(super) fn count_disjoint(tops: &[u64], bottoms: &[u64], mask_bits: usize, scratch: &mut Scratch) -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        if std::is_x86_feature_detected!("avx512f") && std::is_x86_feature_detected!("avx512vpopcntdq") {
            // SAFETY: the processor was just found to support every feature the function is compiled for.
            return unsafe { count_disjoint_avx512(tops, bottoms, mask_bits, scratch) };
        }
        if std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("popcnt") {
            // SAFETY: the processor was just found to support every feature the function is compiled for.
            return unsafe { count_disjoint_avx2(tops, bottoms, mask_bits, scratch) };
        }
    }
    count_disjoint_portable(tops, bottoms, mask_bits, scratch)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,popcnt")]
fn count_disjoint_avx2(tops: &[u64], bottoms: &[u64], mask_bits: usize, scratch: &mut Scratch) -> u64 {
    count_disjoint_portable(tops, bottoms, mask_bits, scratch)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512vpopcntdq,avx2,popcnt")]
fn count_disjoint_avx512(tops: &[u64], bottoms: &[u64], mask_bits: usize, scratch: &mut Scratch) -> u64 {
    count_disjoint_portable(tops, bottoms, mask_bits, scratch)
}

/// The tables of one block, reused from one call to the next.
#[derive(Default)]
pub(super) struct Scratch {
    tables: Vec<[u64; BLOCK_WORDS]>,
}

#[inline(always)]
pub(super) fn count_disjoint_portable(tops: &[u64], bottoms: &[u64], mask_bits: usize, scratch: &mut Scratch) -> u64 {
    let (sliced, walked) = if tops.len() <= bottoms.len() { (tops, bottoms) } else { (bottoms, tops) };
    if sliced.len() < SLICED_FROM {
        return one_by_one(sliced, walked);
    }
    let chunks = mask_bits.div_ceil(CHUNK_BITS).max(1);
    scratch.tables.resize(chunks * CHUNK_ROWS, [0; BLOCK_WORDS]);
    let mut total = 0;
    for block in sliced.chunks(BLOCK_PATTERNS) {
        build_tables(block, chunks, &mut scratch.tables);
        total += match chunks {
            1 => walk::<1>(&scratch.tables, walked),
            2 => walk::<2>(&scratch.tables, walked),
            3 => walk::<3>(&scratch.tables, walked),
            4 => walk::<4>(&scratch.tables, walked),
            5 => walk::<5>(&scratch.tables, walked),
            6 => walk::<6>(&scratch.tables, walked),
            7 => walk::<7>(&scratch.tables, walked),
            8 => walk::<8>(&scratch.tables, walked),
            9 => walk::<9>(&scratch.tables, walked),
            10 => walk::<10>(&scratch.tables, walked),
            _ => walk::<MOST_CHUNKS>(&scratch.tables, walked),
        };
    }
    total
}

#[inline(always)]
fn one_by_one(few: &[u64], many: &[u64]) -> u64 {
    let mut total = 0u64;
    for &a in few {
        total += many.iter().map(|&b| u64::from(a & b == 0)).sum::<u64>();
    }
    total
}

/// Row `v` of chunk `c`'s table: one bit per pattern of the block, set when the pattern holds none of
/// the mask bits `CHUNK_BITS * c + i` for the bits i of v. A walked mask then meets the patterns whose
/// bits are the AND of one row per chunk.
#[inline(always)]
fn build_tables(block: &[u64], chunks: usize, tables: &mut [[u64; BLOCK_WORDS]]) {
    let mut present = [0u64; BLOCK_WORDS];
    for (index, _) in block.iter().enumerate() {
        present[index / 64] |= 1 << (index % 64);
    }
    for chunk in 0..chunks {
        let table = &mut tables[chunk * CHUNK_ROWS..(chunk + 1) * CHUNK_ROWS];
        let mut holding = [[0u64; BLOCK_WORDS]; CHUNK_BITS];
        for (index, &pattern) in block.iter().enumerate() {
            let bits = pattern >> (chunk * CHUNK_BITS);
            for (bit, slice) in holding.iter_mut().enumerate() {
                slice[index / 64] |= ((bits >> bit) & 1) << (index % 64);
            }
        }
        table[0] = present;
        for row in 1..CHUNK_ROWS {
            let lowest = row.trailing_zeros() as usize;
            let mut words = table[row & (row - 1)];
            for (word, held) in words.iter_mut().zip(&holding[lowest]) {
                *word &= !held;
            }
            table[row] = words;
        }
    }
}

#[inline(always)]
fn walk<const CHUNKS: usize>(tables: &[[u64; BLOCK_WORDS]], walked: &[u64]) -> u64 {
    let tables = &tables[..CHUNKS * CHUNK_ROWS];
    let mut total = 0u64;
    for &mask in walked {
        let mut meets = tables[(mask as usize) & (CHUNK_ROWS - 1)];
        for chunk in 1..CHUNKS {
            let row = &tables[chunk * CHUNK_ROWS + ((mask >> (chunk * CHUNK_BITS)) as usize & (CHUNK_ROWS - 1))];
            for (word, allowed) in meets.iter_mut().zip(row) {
                *word &= allowed;
            }
        }
        total += meets.iter().map(|word| u64::from(word.count_ones())).sum::<u64>();
    }
    total
}
