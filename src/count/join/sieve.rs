//! The sieve in front of the join's walk: a few mask bits that both groups often hold split each group
//! into classes by those bits, and only classes with none of them in common meet, so the walk skips the
//! pairs the sieve bits alone rule out. Worth it only for large groups, whose classes still fill the
//! sliced side's blocks (docs/fast-counter.md, "The sieve").

use super::pairs::{BLOCK_PATTERNS, Kernel, Scratch, count_unsieved};

/// Bits sieved on at most: 64 classes a side. At n = 22, 3 bits took about 1.5 times the time of 6, and 7 or 8
/// no less than 6.
const MOST_BITS: usize = 6;
/// The fewest patterns a class of the sliced side holds on average: a class's last block is walked as if
/// it were full, so classes of a block or less would waste much of the walk.
const CLASS_PATTERNS: usize = 2 * BLOCK_PATTERNS;
/// Pairs below which no sieve is tried: choosing the bits costs about as much as walking a few million.
const SIEVED_FROM_PAIRS: u64 = 1 << 26;
/// Patterns of each group the bits are chosen on.
const SAMPLED: usize = 256;
/// A bit is added only when it leaves at most this share of the pairs the bits before it left: the
/// classes' part-filled blocks and the sorting cost some of what a bit saves.
const WORTH_A_BIT: f64 = 0.85;

/// The mask bits a sieve splits both groups by, in order: bit i of a pattern's class is the pattern's
/// bit `bits[i]`.
#[derive(Clone, Debug)]
pub(super) struct Sieve {
    bits: [u32; MOST_BITS],
    len: usize,
}

impl Sieve {
    /// The sieve for walking `walked` through the blocks of `sliced` (both as parts), or None when the
    /// groups are too small for one or no bit pays: each bit, greedily, the one that leaves the fewest
    /// pairs among samples of both groups.
    pub(super) fn chosen(sliced: &[&[u64]], walked: &[&[u64]], mask_bits: usize) -> Option<Sieve> {
        let sliced_len: usize = sliced.iter().map(|part| part.len()).sum();
        let walked_len: usize = walked.iter().map(|part| part.len()).sum();
        let fillable = sliced_len / CLASS_PATTERNS;
        let pairs = sliced_len as u64 * walked_len as u64;
        if fillable < 2 || walked_len < CLASS_PATTERNS || pairs < SIEVED_FROM_PAIRS {
            return None;
        }
        let most = (fillable.ilog2() as usize).min(MOST_BITS);
        let (sliced_sample, walked_sample) = (sample(sliced, sliced_len), sample(walked, walked_len));
        let mut sieve = Sieve { bits: [0; MOST_BITS], len: 0 };
        let mut share = 1.0f64;
        while sieve.len < most {
            let best = (0..mask_bits as u32)
                .filter(|bit| !sieve.bits[..sieve.len].contains(bit))
                .map(|bit| {
                    let trial = sieve.with(bit);
                    (trial.pair_share(&sliced_sample, &walked_sample), bit)
                })
                .min_by(|a, b| a.0.total_cmp(&b.0));
            match best {
                Some((left, bit)) if left <= share * WORTH_A_BIT => {
                    sieve = sieve.with(bit);
                    share = left;
                }
                _ => break,
            }
        }
        (sieve.len > 0).then_some(sieve)
    }

    fn with(&self, bit: u32) -> Sieve {
        let mut wider = self.clone();
        wider.bits[wider.len] = bit;
        wider.len += 1;
        wider
    }

    fn classes(&self) -> usize {
        1 << self.len
    }

    /// The class of a pattern: its sieve bits, packed.
    fn class(&self, pattern: u64) -> usize {
        self.bits[..self.len].iter().enumerate().map(|(i, &bit)| ((pattern >> bit) as usize & 1) << i).sum()
    }

    /// The classes with none of class `a`'s sieve bits: the subsets of the other bits, `a`'s complement first.
    fn partner_classes(&self, a: usize) -> impl Iterator<Item = usize> {
        let others = (self.classes() - 1) & !a;
        std::iter::successors(Some(others), move |&b| (b != 0).then(|| (b - 1) & others))
    }

    /// Per class, how many of `patterns` are in it.
    fn histogram(&self, patterns: &[u64]) -> [u64; 1 << MOST_BITS] {
        let mut counts = [0u64; 1 << MOST_BITS];
        for &pattern in patterns {
            counts[self.class(pattern)] += 1;
        }
        counts
    }

    /// The share of the pairs of `sliced` x `walked` whose classes have no sieve bit in common.
    fn pair_share(&self, sliced: &[u64], walked: &[u64]) -> f64 {
        let (of_sliced, of_walked) = (self.histogram(sliced), self.histogram(walked));
        let mut pairs = 0u64;
        for (a, &sliced) in of_sliced[..self.classes()].iter().enumerate() {
            pairs += self.partner_classes(a).map(|b| sliced * of_walked[b]).sum::<u64>();
        }
        pairs as f64 / (sliced.len() as f64 * walked.len() as f64)
    }

    /// Writes the patterns of `parts` (`len` of them) into `into` grouped by class, and returns where each
    /// class starts (a counting sort).
    fn sort(&self, parts: &[&[u64]], len: usize, into: &mut Vec<u64>) -> [usize; (1 << MOST_BITS) + 1] {
        let mut starts = [0usize; (1 << MOST_BITS) + 1];
        for part in parts {
            for (class, count) in self.histogram(part).iter().enumerate() {
                starts[class + 1] += *count as usize;
            }
        }
        for class in 0..self.classes() {
            starts[class + 1] += starts[class];
        }
        into.clear();
        into.resize(len, 0);
        let mut next = starts;
        for &pattern in parts.iter().copied().flatten() {
            let class = self.class(pattern);
            into[next[class]] = pattern;
            next[class] += 1;
        }
        starts
    }

    /// [`super::pairs::count_disjoint`] through the sieve: each class of the sliced side, block by block,
    /// against the classes of the walked side it shares no sieve bit with.
    pub(super) fn count(
        &self,
        sliced: &[&[u64]],
        walked: &[&[u64]],
        mask_bits: usize,
        kernel: Kernel,
        scratch: &mut Scratch,
    ) -> u64 {
        let (mut sliced_sorted, mut walked_sorted) = scratch.take_sieved();
        let sliced_len = sliced.iter().map(|part| part.len()).sum();
        let walked_len = walked.iter().map(|part| part.len()).sum();
        let sliced_starts = self.sort(sliced, sliced_len, &mut sliced_sorted);
        let walked_starts = self.sort(walked, walked_len, &mut walked_sorted);
        let mut total = 0u64;
        for a in 0..self.classes() {
            let class = &sliced_sorted[sliced_starts[a]..sliced_starts[a + 1]];
            if class.is_empty() {
                continue;
            }
            let mut partners: [&[u64]; 1 << MOST_BITS] = [&[]; 1 << MOST_BITS];
            let mut count = 0;
            for b in self.partner_classes(a) {
                let partner = &walked_sorted[walked_starts[b]..walked_starts[b + 1]];
                if !partner.is_empty() {
                    partners[count] = partner;
                    count += 1;
                }
            }
            total += count_unsieved(&[class], &partners[..count], mask_bits, kernel, scratch);
        }
        scratch.give_back_sieved(sliced_sorted, walked_sorted);
        total
    }
}

/// About [`SAMPLED`] patterns spread evenly over `parts` (`len` of them).
fn sample(parts: &[&[u64]], len: usize) -> Vec<u64> {
    let step = (len / SAMPLED).max(1);
    parts.iter().copied().flatten().step_by(step).copied().collect()
}

#[cfg(test)]
mod tests {
    use super::super::pairs::{Kernel, Scratch, count_disjoint, one_by_one};
    use super::*;

    /// Patterns of `bits` bits where bits 0 and 8 are set about half the time and the rest about an
    /// eighth: the sieve should pick the two frequent bits first.
    fn patterns(count: usize, bits: usize, state: &mut u64) -> Vec<u64> {
        let mut next = || {
            *state ^= *state << 13;
            *state ^= *state >> 7;
            *state ^= *state << 17;
            *state
        };
        (0..count).map(|_| (next() & next() & next() | next() & 0x0101) & ((1u64 << bits) - 1)).collect()
    }

    #[test]
    fn large_groups_are_sieved_on_their_most_shared_bits_and_counted_exactly() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut scratch = Scratch::default();
        for (sliced, walked, bits) in [(9000, 12000, 42), (20000, 4500, 36), (4096, 20000, 40)] {
            let (top, bottom) = (patterns(sliced, bits, &mut state), patterns(walked, bits, &mut state));
            let sieve = Sieve::chosen(&[&top], &[&bottom], bits).expect("groups this large are sieved");
            let mut first_two = sieve.bits[..2].to_vec();
            first_two.sort_unstable();
            assert_eq!(first_two, [0, 8], "{sieve:?}");
            let expected = one_by_one(&top, &bottom);
            for kernel in Kernel::available() {
                assert_eq!(sieve.count(&[&top], &[&bottom], bits, kernel, &mut scratch), expected, "{kernel:?}");
                // In parts, the sliced side's blocks whole, as an odd board's half-boards come.
                let (top_parts, bottom_parts): (Vec<&[u64]>, Vec<&[u64]>) =
                    (top.chunks(1024).collect(), bottom.chunks(333).collect());
                assert_eq!(count_disjoint(&top_parts, &bottom_parts, bits, kernel, &mut scratch), expected);
            }
        }
    }

    #[test]
    fn small_groups_are_not_sieved() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let (top, bottom) = (patterns(8000, 36, &mut state), patterns(100_000, 36, &mut state));
        // Too few patterns on the sliced side to fill two classes, on the walked side to fill one, or
        // pairs.
        assert!(Sieve::chosen(&[&top[..1500]], &[&bottom], 36).is_none());
        assert!(Sieve::chosen(&[&bottom], &[&top[..600]], 36).is_none());
        assert!(Sieve::chosen(&[&top], &[&bottom[..8000]], 36).is_none());
        assert!(Sieve::chosen(&[&top], &[&bottom[..9000]], 36).is_some());
    }
}
