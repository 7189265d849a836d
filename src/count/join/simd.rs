//! The join's loops compiled for wider instruction sets: the walk of `pairs.rs` in AVX2 and AVX-512 on
//! x86-64 and in `simd128` in WebAssembly (a row of 512 pattern bits held in registers), and the listing
//! of `half.rs` with BMI and `popcnt`. All of the join's `unsafe` is here: loads of a row through a pointer
//! taken from a reference to it, and calls of x86-64 functions compiled for features the processor was
//! checked to have.

use super::half::Search;
#[cfg(target_arch = "x86_64")]
use super::pairs::BLOCK_WORDS;
#[cfg(any(target_arch = "x86_64", all(target_arch = "wasm32", target_feature = "simd128")))]
use super::pairs::{Table, row_of};

/// Runs a listing's search, compiled with BMI and `popcnt` where the processor has them (3 % faster at
/// n = 17: the search's time goes to mispredicted branches, which no instruction set removes).
pub(super) fn list_compiled(search: &mut Search, inner_quota: u32) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("bmi1") && std::is_x86_feature_detected!("popcnt") {
        // SAFETY: the processor was just found to support every feature the function is compiled for.
        unsafe { list_bmi(search, inner_quota) };
        return;
    }
    search.run(inner_quota)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
fn list_bmi(search: &mut Search, inner_quota: u32) {
    search.run(inner_quota)
}

/// Builds a block's tables (`pairs::build_tables`), compiled with AVX2 where the walk is: a row is two
/// vectors instead of four.
pub(super) fn build_tables_compiled(
    kernel: super::Kernel,
    block: &[u64],
    tables: &mut [super::pairs::Table],
    holding: &mut [super::pairs::Row],
    mask_bits: usize,
    width: usize,
) {
    #[cfg(target_arch = "x86_64")]
    if kernel != super::Kernel::Portable {
        assert!(super::Kernel::Avx2.runs_here());
        // SAFETY: the processor was just found to support every feature the function is compiled for.
        unsafe { build_tables_avx2(block, tables, holding, mask_bits, width) };
        return;
    }
    let _ = kernel;
    super::pairs::build_tables(block, tables, holding, mask_bits, width)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn build_tables_avx2(
    block: &[u64],
    tables: &mut [super::pairs::Table],
    holding: &mut [super::pairs::Row],
    mask_bits: usize,
    width: usize,
) {
    super::pairs::build_tables(block, tables, holding, mask_bits, width)
}

/// Writes `a | b` for every pair (a, b) of `outer` x `inner` with `a & b == 0` into `found` from `*len` on,
/// growing it as needed, and advances `*len` past them. Every pair is written and only a disjoint one
/// counted, so no branch depends on the data.
pub(super) fn join_disjoint(outer: &[u64], inner: &[u64], found: &mut Vec<u64>, len: &mut usize) {
    let most = *len + outer.len() * inner.len();
    if found.len() < most {
        found.resize(most.max(2 * found.len()), 0);
    }
    let mut at = *len;
    let room = found.as_mut_ptr();
    for &a in outer {
        for &b in inner {
            // SAFETY: `at` starts at `*len` and grows by at most one per pair, so it stays below
            // `*len + outer.len() * inner.len()`, within `found`'s length (made so above).
            unsafe { room.add(at).write(a | b) };
            at += usize::from(a & b == 0);
        }
    }
    *len = at;
}

#[cfg(target_arch = "x86_64")]
pub(super) fn walk_avx512<const CHUNKS: usize, const WIDTH: usize>(tables: &[Table; CHUNKS], walked: &[u64]) -> u64 {
    assert!(super::Kernel::Avx512.runs_here());
    // SAFETY: the processor was just found to support every feature the function is compiled for.
    unsafe { walk_avx512_compiled::<CHUNKS, WIDTH>(tables, walked) }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512vpopcntdq")]
fn walk_avx512_compiled<const CHUNKS: usize, const WIDTH: usize>(tables: &[Table; CHUNKS], walked: &[u64]) -> u64 {
    use std::arch::x86_64::*;
    const { assert!(BLOCK_WORDS == 8) };
    let load = |row: &[u64; BLOCK_WORDS]| {
        // SAFETY: `row` is a reference to 64 readable bytes; the load needs no alignment.
        unsafe { _mm512_loadu_si512(row.as_ptr().cast()) }
    };
    let mut counts = _mm512_setzero_si512();
    for &mask in walked {
        let mut meets = load(row_of::<WIDTH>(tables, 0, mask));
        for chunk in 1..CHUNKS {
            meets = _mm512_and_si512(meets, load(row_of::<WIDTH>(tables, chunk, mask)));
        }
        counts = _mm512_add_epi64(counts, _mm512_popcnt_epi64(meets));
    }
    _mm512_reduce_add_epi64(counts) as u64
}

#[cfg(target_arch = "x86_64")]
pub(super) fn walk_avx2<const CHUNKS: usize, const WIDTH: usize>(tables: &[Table; CHUNKS], walked: &[u64]) -> u64 {
    assert!(super::Kernel::Avx2.runs_here());
    // SAFETY: the processor was just found to support every feature the function is compiled for.
    unsafe { walk_avx2_compiled::<CHUNKS, WIDTH>(tables, walked) }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn walk_avx2_compiled<const CHUNKS: usize, const WIDTH: usize>(tables: &[Table; CHUNKS], walked: &[u64]) -> u64 {
    use std::arch::x86_64::*;
    const { assert!(BLOCK_WORDS == 8) };
    let load = |row: &[u64; BLOCK_WORDS]| {
        // SAFETY: `row` is a reference to 64 readable bytes, of which each load reads 32 with no alignment.
        unsafe { (_mm256_loadu_si256(row.as_ptr().cast()), _mm256_loadu_si256(row.as_ptr().add(4).cast())) }
    };
    // Population counts per byte from two nibble lookups, summed per 64-bit lane by `sad`.
    let nibbles = _mm256_setr_epi8(
        0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
    );
    let low = _mm256_set1_epi8(0x0f);
    let per_byte = |v: __m256i| {
        let low_counts = _mm256_shuffle_epi8(nibbles, _mm256_and_si256(v, low));
        let high_counts = _mm256_shuffle_epi8(nibbles, _mm256_and_si256(_mm256_srli_epi16::<4>(v), low));
        _mm256_add_epi8(low_counts, high_counts)
    };
    let zero = _mm256_setzero_si256();
    let count = |v: __m256i| _mm256_sad_epu8(per_byte(v), zero);
    let meet = |mask: u64| {
        let (mut first, mut second) = load(row_of::<WIDTH>(tables, 0, mask));
        for chunk in 1..CHUNKS {
            let (a, b) = load(row_of::<WIDTH>(tables, chunk, mask));
            first = _mm256_and_si256(first, a);
            second = _mm256_and_si256(second, b);
        }
        (first, second)
    };
    // Harley and Seal's count: carry-save adders sum the vectors bit by bit into ones, twos, fours and
    // eights, and only the carries out of eights (sixteens) are counted as they come, once per 8 patterns.
    let csa = |a: __m256i, b: __m256i, c: __m256i| {
        let u = _mm256_xor_si256(a, b);
        (_mm256_or_si256(_mm256_and_si256(a, b), _mm256_and_si256(u, c)), _mm256_xor_si256(u, c))
    };
    let (mut ones, mut twos, mut fours, mut eights, mut sixteens) = (zero, zero, zero, zero, zero);
    let mut eight_patterns = walked.chunks_exact(8);
    for masks in &mut eight_patterns {
        let mut fours_of = |masks: &[u64]| {
            let (a, b) = meet(masks[0]);
            let (twos_a, low) = csa(ones, a, b);
            let (a, b) = meet(masks[1]);
            let (twos_b, low) = csa(low, a, b);
            let (fours_out, twos_low) = csa(twos, twos_a, twos_b);
            ones = low;
            twos = twos_low;
            fours_out
        };
        let fours_a = fours_of(&masks[0..2]);
        let fours_b = fours_of(&masks[2..4]);
        let (eights_a, fours_low) = csa(fours, fours_a, fours_b);
        fours = fours_low;
        let fours_a = fours_of(&masks[4..6]);
        let fours_b = fours_of(&masks[6..8]);
        let (eights_b, fours_low) = csa(fours, fours_a, fours_b);
        fours = fours_low;
        let (sixteens_out, eights_low) = csa(eights, eights_a, eights_b);
        eights = eights_low;
        sixteens = _mm256_add_epi64(sixteens, count(sixteens_out));
    }
    let mut counts = _mm256_slli_epi64::<4>(sixteens);
    counts = _mm256_add_epi64(counts, _mm256_slli_epi64::<3>(count(eights)));
    counts = _mm256_add_epi64(counts, _mm256_slli_epi64::<2>(count(fours)));
    counts = _mm256_add_epi64(counts, _mm256_slli_epi64::<1>(count(twos)));
    counts = _mm256_add_epi64(counts, count(ones));
    for &mask in eight_patterns.remainder() {
        let (first, second) = meet(mask);
        counts = _mm256_add_epi64(counts, _mm256_add_epi64(count(first), count(second)));
    }
    let mut lanes = [0u64; 4];
    // SAFETY: `lanes` is 32 writable bytes; the store needs no alignment.
    unsafe { _mm256_storeu_si256(lanes.as_mut_ptr().cast(), counts) };
    lanes.iter().sum()
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub(super) fn walk_simd128<const CHUNKS: usize, const WIDTH: usize>(tables: &[Table; CHUNKS], walked: &[u64]) -> u64 {
    use core::arch::wasm32::*;
    let load = |row: &[u64; 8], quarter: usize| {
        // SAFETY: `row` is a reference to 64 readable bytes, of which each load reads 16 with no alignment.
        unsafe { v128_load(row.as_ptr().add(2 * quarter).cast()) }
    };
    let mut total = 0u64;
    // A 32-bit lane gains at most 128 per mask; flushing every 2^20 masks keeps it far from overflow.
    for part in walked.chunks(1 << 20) {
        let mut counts = u32x4_splat(0);
        for &mask in part {
            let row = row_of::<WIDTH>(tables, 0, mask);
            let mut meets = [load(row, 0), load(row, 1), load(row, 2), load(row, 3)];
            for chunk in 1..CHUNKS {
                let row = row_of::<WIDTH>(tables, chunk, mask);
                for (quarter, meets) in meets.iter_mut().enumerate() {
                    *meets = v128_and(*meets, load(row, quarter));
                }
            }
            // At most 32 per byte.
            let bytes = u8x16_add(
                u8x16_add(u8x16_popcnt(meets[0]), u8x16_popcnt(meets[1])),
                u8x16_add(u8x16_popcnt(meets[2]), u8x16_popcnt(meets[3])),
            );
            counts = u32x4_add(counts, u32x4_extadd_pairwise_u16x8(u16x8_extadd_pairwise_u8x16(bytes)));
        }
        total += (0..4).map(|lane| u64::from(u32x4_extract_lane_dyn(counts, lane))).sum::<u64>();
    }
    total
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
fn u32x4_extract_lane_dyn(v: core::arch::wasm32::v128, lane: usize) -> u32 {
    use core::arch::wasm32::u32x4_extract_lane;
    match lane {
        0 => u32x4_extract_lane::<0>(v),
        1 => u32x4_extract_lane::<1>(v),
        2 => u32x4_extract_lane::<2>(v),
        _ => u32x4_extract_lane::<3>(v),
    }
}
