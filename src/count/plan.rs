//! The plan of a count: its independent units in a fixed order, how each unit settles its canonical
//! frames, and how a unit is counted (what it contributes: `unit_count.rs`).

use super::frame::{BOTTOM, Frame, RIGHT, Stabilizer, TOP, Verdict};
use super::inside::{Inside, count_frame};
use super::join::{self, JoinSizeError, JoinUnit, TurnUnit};
use super::reference::count_whole_board;
use super::unit_count::UnitCount;
use crate::{SizeError, check_size};
use serde::Serialize;

/// Below this size the two outer rows at the top and bottom would overlap, so the board is searched whole.
const SMALLEST_FRAMED_SIZE: usize = 4;

/// One independent piece of a count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Unit {
    /// Boards too small for a frame: every solution, found by a plain search.
    WholeBoard,
    /// Every canonical frame with the top row's queen in the corner and the second row's queen in
    /// column `top_inner`.
    Corner {
        /// The second row's queen's column.
        top_inner: u8,
    },
    /// Every canonical frame whose top, right and bottom outer lines hold their queens at these
    /// positions (counted clockwise round the board), the top one not in the corner.
    Frame {
        /// The top, right and bottom outer lines' queens, counted clockwise.
        outer_positions: [u8; 3],
    },
    /// A piece of the join method's total (its `unique` is always 0: see [`UnitCount::whole_unique`]).
    Join(JoinUnit),
    /// A piece of the join method's count of the solutions a turn of the board fixes (its `fixed`).
    JoinTurn(TurnUnit),
}

/// How a count is made: by frames or by joining half-boards (several times faster; up to
/// [`join::MAX_JOIN_SIZE`]). Both count totals and unique solutions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Method {
    /// The border pre-placed once per class of the board's symmetries, the inside searched by bitmasks.
    Frames,
    /// Half-boards listed once and joined by their complementary columns.
    Join,
}

impl Method {
    /// Both methods, the frames first.
    pub const ALL: [Method; 2] = [Method::Frames, Method::Join];

    /// The method `count --fast` uses for the total of an `n` x `n` board: the join where it counts.
    pub fn fastest_for(n: usize) -> Method {
        if n <= join::MAX_JOIN_SIZE { Method::Join } else { Method::Frames }
    }

    /// The method's name on the command line and in JSON: "frames" or "join".
    pub fn name(self) -> &'static str {
        match self {
            Method::Frames => "frames",
            Method::Join => "join",
        }
    }

    /// The method named `text` ("frames" or "join").
    pub fn from_name(text: &str) -> Option<Method> {
        Method::ALL.into_iter().find(|method| method.name() == text)
    }

    /// Whether each unit counts its own unique solutions (the frames), rather than the whole count's
    /// following from its sums alone (the join, by Burnside's lemma: [`UnitCount::whole_unique`]).
    pub fn unique_per_unit(self) -> bool {
        self == Method::Frames
    }
}

/// Why a plan was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlanError {
    /// The board is larger than any method counts.
    Size(SizeError),
    /// The board is larger than the join counts.
    TooLargeForJoin(JoinSizeError),
}

impl std::fmt::Display for PlanError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlanError::Size(e) => e.fmt(f),
            PlanError::TooLargeForJoin(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for PlanError {}

/// The units of a count for one board size, in their fixed order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    n: usize,
    method: Method,
    units: Vec<Unit>,
}

impl Plan {
    /// Lists the units for an `n` x `n` board; deterministic, and cheap (at most n^3 partial frames are tried).
    pub fn new(n: usize) -> Result<Plan, SizeError> {
        let n = check_size(n)?;
        if n < SMALLEST_FRAMED_SIZE {
            return Ok(Plan { n, method: Method::Frames, units: vec![Unit::WholeBoard] });
        }
        let units = frame_units(n);
        Ok(Plan { n, method: Method::Frames, units })
    }

    /// Lists the units of `method` for an `n` x `n` board.
    pub fn with_method(n: usize, method: Method) -> Result<Plan, PlanError> {
        match method {
            Method::Frames => Plan::new(n).map_err(PlanError::Size),
            Method::Join => {
                let n = check_size(n).map_err(PlanError::Size)?;
                let units = join::join_units(n).map_err(PlanError::TooLargeForJoin)?;
                let turns = join::turn_units(n).into_iter().map(Unit::JoinTurn);
                Ok(Plan { n, method, units: units.into_iter().map(Unit::Join).chain(turns).collect() })
            }
        }
    }

    /// The method the units are of.
    pub fn method(&self) -> Method {
        self.method
    }

    /// The board size n.
    pub fn n(&self) -> usize {
        self.n
    }

    /// How many units the count is cut into.
    pub fn len(&self) -> usize {
        self.units.len()
    }

    /// True when the plan has no unit (never: every board has at least one).
    pub fn is_empty(&self) -> bool {
        self.units.is_empty()
    }

    /// The units, in their fixed order.
    pub fn units(&self) -> &[Unit] {
        &self.units
    }

    /// Calls `visit` with the inside search of each frame unit `index` settles, as `(open, steps)` (see
    /// `count_inside`): what a work estimate can probe without counting. Nothing for a whole-board unit.
    pub fn for_each_inside(&self, index: usize, visit: &mut impl FnMut(&[u32], &[u32])) {
        if let unit @ (Unit::Corner { .. } | Unit::Frame { .. }) = self.units[index] {
            settle_unit(self.n, unit, &mut |frame, stabilizer| {
                let inside = Inside::of(frame, stabilizer.len == 1);
                visit(inside.open(), inside.steps());
            });
        }
    }

    /// Identifies the unit list, so that results counted under another version of the plan are never
    /// summed with this one's: FNV-1a (64 bits) over a version tag, n, the number of units and each unit's
    /// description (one tag byte per kind, then its positions), integers little-endian. Only the unit list
    /// goes in, so the same n gives the same fingerprint on every machine and in WebAssembly.
    /// A join plan hashes its own version tag first, then its units the same way (tag byte 3, the middle
    /// queen's column or 255, the weight, then the outer columns as 4 bytes; a turn unit tag byte 4, its
    /// quarter turns and its top row's column).
    pub fn fingerprint(&self) -> u64 {
        let mut hash = Fnv1a::new();
        hash.write(match self.method {
            Method::Frames => PLAN_VERSION,
            Method::Join => JOIN_PLAN_VERSION,
        });
        hash.write(&(self.n as u64).to_le_bytes());
        hash.write(&(self.units.len() as u64).to_le_bytes());
        for unit in &self.units {
            match *unit {
                Unit::WholeBoard => hash.write(&[0]),
                Unit::Corner { top_inner } => hash.write(&[1, top_inner]),
                Unit::Frame { outer_positions } => {
                    hash.write(&[2]);
                    hash.write(&outer_positions);
                }
                Unit::Join(unit) => {
                    hash.write(&[3, unit.middle.unwrap_or(u8::MAX), unit.weight]);
                    hash.write(&unit.outer_used.to_le_bytes());
                }
                Unit::JoinTurn(unit) => hash.write(&[4, unit.quarter_turns, unit.top_column]),
            }
        }
        hash.finish()
    }

    /// The fingerprint as it is stored and compared beside a partial count: 16 lower-case hex digits.
    pub fn fingerprint_hex(&self) -> String {
        format!("{:016x}", self.fingerprint())
    }

    /// The most solutions unit `index` can count (`None` past the plan's end): the permutations of the
    /// board it covers, times what each stands for. A frame unit fixes at least the top row's queen (in the
    /// corner, or at its outer position), so at most (n - 1)! boards, each standing for its orbit of at
    /// most 8; a join unit, [`join::most_solutions`]; a turn unit none (it counts fixed solutions only); a
    /// whole board, n!. Cheap: nothing is counted.
    pub fn most_solutions(&self, index: usize) -> Option<u128> {
        let factorial = |k: usize| (1..=k as u128).fold(1u128, |product, i| product.saturating_mul(i));
        Some(match *self.units.get(index)? {
            Unit::WholeBoard => factorial(self.n),
            Unit::Corner { .. } | Unit::Frame { .. } => factorial(self.n.saturating_sub(1)).saturating_mul(8),
            Unit::Join(unit) => join::most_solutions(self.n, unit),
            Unit::JoinTurn(_) => 0,
        })
    }

    /// Counts units `start..end` of the plan (the range is clipped to the plan), summed in unit order.
    pub fn count_units(&self, start: usize, end: usize) -> UnitCount {
        let end = end.min(self.len());
        let start = start.min(end);
        let mut scratch = join::JoinScratch::default();
        (start..end).map(|index| count_unit_with(self, index, &mut scratch)).sum()
    }
}

/// The first bytes hashed into a plan's fingerprint: bumped whenever the units of a plan change in a way
/// their descriptions do not show (what a unit counts, or how it is settled).
const PLAN_VERSION: &[u8] = b"nqueens plan v1";
const JOIN_PLAN_VERSION: &[u8] = b"nqueens join plan v2";

/// FNV-1a, 64 bits: tiny, stable across platforms and versions, and enough to tell plans apart (the
/// shards' fingerprint in `crate::shard` builds on it too).
pub(crate) struct Fnv1a(u64);

impl Fnv1a {
    pub(crate) fn new() -> Fnv1a {
        Fnv1a(0xcbf2_9ce4_8422_2325)
    }

    pub(crate) fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    pub(crate) fn finish(&self) -> u64 {
        self.0
    }
}

/// Counts one unit of a plan. Panics if `index >= plan.len()`.
pub fn count_unit(plan: &Plan, index: usize) -> UnitCount {
    count_unit_with(plan, index, &mut join::JoinScratch::default())
}

/// [`count_unit`] with a join's buffers reused from earlier units (a frame unit does not use them).
pub fn count_unit_with(plan: &Plan, index: usize, scratch: &mut join::JoinScratch) -> UnitCount {
    match plan.units[index] {
        Unit::WholeBoard => count_whole_board(plan.n),
        Unit::Join(unit) => {
            let counted = join::count_join_unit_with(plan.n, unit, scratch);
            UnitCount { solutions: counted.solutions, unique: 0, fixed: 0, nodes: counted.nodes }
        }
        Unit::JoinTurn(unit) => {
            let counted = join::count_turn_unit(plan.n, unit);
            UnitCount { solutions: 0, unique: 0, fixed: counted.fixed, nodes: counted.nodes }
        }
        unit => count_frame_unit(plan.n, unit),
    }
}

/// Counts units `start..end` of the plan for `n` (the range is clipped to the plan), rebuilding the plan first:
/// what a worker that knows only the board size and its share of unit indices runs.
pub fn count_units(n: usize, start: usize, end: usize) -> Result<UnitCount, SizeError> {
    Ok(Plan::new(n)?.count_units(start, end))
}

/// [`count_units`] for a plan of `method`.
pub fn count_method_units(n: usize, method: Method, start: usize, end: usize) -> Result<UnitCount, PlanError> {
    Ok(Plan::with_method(n, method)?.count_units(start, end))
}

/// The border lines a unit places when the top row's queen is not in the corner: the outer lines of
/// the top, right and bottom sides, placed exactly. Away from the corner the outer positions decide
/// nearly every frame, and exact queens prune the inside search harder than ranges would.
const UNIT_LINES: [usize; 3] = [2 * TOP, 2 * RIGHT, 2 * BOTTOM];

/// Places the unit lines from `UNIT_LINES[from..]` in every way that can still lead to a canonical frame.
fn extend_to_units(frame: Frame, from: usize, visit: &mut impl FnMut(&Frame)) {
    let Some(&line) = UNIT_LINES.get(from) else {
        visit(&frame);
        return;
    };
    if frame.is_known(line) {
        return extend_to_units(frame, from + 1, visit);
    }
    for placed in frame.with_line_placed(line) {
        if !matches!(placed.verdict(), Verdict::NotCanonical) {
            extend_to_units(placed, from + 1, visit);
        }
    }
}

/// All units for a board of at least [`SMALLEST_FRAMED_SIZE`], in their fixed order.
fn frame_units(n: usize) -> Vec<Unit> {
    let mut units = Vec::new();
    let corner = Frame::empty(n).with_queen(0, 0).expect("an empty board has a free corner");
    for top_inner in corner.with_line_placed(2 * TOP + 1) {
        if !matches!(top_inner.verdict(), Verdict::NotCanonical) {
            units.push(Unit::Corner { top_inner: top_inner.lowest[2 * TOP + 1] });
        }
    }
    let away_from_corner = Frame::empty(n).with_line_narrowed(2 * TOP, 1, (n - 1) as u8).expect("n >= 4");
    extend_to_units(away_from_corner, 0, &mut |frame| {
        units.push(Unit::Frame {
            outer_positions: [frame.lowest[2 * TOP], frame.lowest[2 * RIGHT], frame.lowest[2 * BOTTOM]],
        });
    });
    units
}

/// The frame a unit starts from.
fn unit_frame(n: usize, unit: Unit) -> Frame {
    match unit {
        Unit::WholeBoard | Unit::Join(_) | Unit::JoinTurn(_) => panic!("a whole-board or join unit has no frame"),
        Unit::Corner { top_inner } => Frame::empty(n)
            .with_queen(0, 0)
            .and_then(|frame| frame.with_queen(1, usize::from(top_inner)))
            .expect("corner units place non-attacking queens"),
        Unit::Frame { outer_positions } => {
            let mut frame = Frame::empty(n);
            for (&line, &position) in UNIT_LINES.iter().zip(&outer_positions) {
                let (side, depth) = (line / 2, line % 2);
                if frame.is_known(line) {
                    assert_eq!(frame.lowest[line], position, "unit positions disagree with each other");
                } else {
                    let (row, column) = frame.square(side, depth, usize::from(position));
                    frame = frame.with_queen(row, column).expect("unit positions place non-attacking queens");
                }
            }
            frame
        }
    }
}

/// Narrows and places border lines just until the frame's comparison with its images is decided, and
/// calls `visit` with each canonical frame so reached and its stabilizer. With `use_ranges`, a line
/// whose position only matters as "below, at or above" some value is narrowed to a range, which the
/// inside search enforces as a mask: one search then serves the whole range. Otherwise such a line is
/// placed exactly, one search per position, which prunes harder.
fn settle_frame(frame: Frame, use_ranges: bool, visit: &mut impl FnMut(&Frame, &Stabilizer)) {
    match frame.verdict() {
        Verdict::NotCanonical => {}
        Verdict::Canonical(stabilizer) => visit(&frame, &stabilizer),
        Verdict::Split { line, at } if use_ranges => {
            let (lowest, highest) = (frame.lowest[line], frame.highest[line]);
            let below = if at > lowest { frame.with_line_narrowed(line, lowest, at - 1) } else { None };
            let above = if at < highest { frame.with_line_narrowed(line, at + 1, highest) } else { None };
            for part in [below, frame.with_line_narrowed(line, at, at), above].into_iter().flatten() {
                settle_frame(part, use_ranges, visit);
            }
        }
        Verdict::Split { line, .. } | Verdict::Place(line) => {
            for placed in frame.with_line_placed(line) {
                settle_frame(placed, use_ranges, visit);
            }
        }
    }
}

/// How far from the corner the top row's queen may sit for a unit to settle its frames by ranges
/// (measured: docs/fast-counter.md, "Ranges or exact queens").
const FARTHEST_RANGED_TOP: u8 = 3;

/// Settles every canonical frame of a unit. With the top row's queen in the corner only one comparison
/// is ever close (with the reflection in the diagonal through that corner), so ranges lose no pruning
/// there and spare the many exact placements of the other lines. Near the corner, ties that need the
/// inner lines are frequent and ranges still pay; farther out, exact queens prune harder.
pub(super) fn settle_unit(n: usize, unit: Unit, visit: &mut impl FnMut(&Frame, &Stabilizer)) {
    let use_ranges = match unit {
        Unit::Corner { .. } => true,
        Unit::Frame { outer_positions: [top, ..] } => top <= FARTHEST_RANGED_TOP,
        Unit::WholeBoard | Unit::Join(_) | Unit::JoinTurn(_) => false,
    };
    settle_frame(unit_frame(n, unit), use_ranges, visit);
}

fn count_frame_unit(n: usize, unit: Unit) -> UnitCount {
    let mut total = UnitCount::default();
    settle_unit(n, unit, &mut |frame, stabilizer| {
        total = total + count_frame(frame, stabilizer);
    });
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::frame::{BORDER_LINES, all_frames, solution_image};
    use crate::count::reference::all_solutions;
    use crate::known;

    #[test]
    fn fnv1a_matches_its_published_test_vectors() {
        let hash = |bytes: &[u8]| {
            let mut hash = Fnv1a::new();
            hash.write(bytes);
            hash.finish()
        };
        assert_eq!(hash(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(hash(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(hash(b"foobar"), 0x8594_4171_f739_67e8);
    }

    #[test]
    fn settled_frames_weighted_by_orbit_cover_every_frame_once() {
        for n in [4, 5, 6, 8, 9, 10] {
            let every_frame = all_frames(n);
            let smallest_key =
                |frame: &Frame| (0..8).map(|symmetry| Frame::key(&frame.image_codes(symmetry))).min().unwrap();
            let canonical_count =
                every_frame.iter().filter(|frame| smallest_key(frame) == Frame::key(&frame.codes())).count();
            let (mut weighted, mut canonical_reached, mut left_to_search) = (0, 0, 0);
            for unit in Plan::new(n).unwrap().units() {
                settle_unit(n, *unit, &mut |settled, stabilizer| {
                    if settled.known_lines != 0xff {
                        left_to_search += 1;
                        assert_eq!(stabilizer.len, 1, "only a fully placed frame can equal an image");
                    }
                    // Every way of filling the lines left open must be canonical with the same stabilizer.
                    let extensions = every_frame.iter().filter(|full| {
                        (0..BORDER_LINES).all(|line| {
                            (settled.lowest[line]..=settled.highest[line]).contains(&full.codes()[line / 2][line % 2])
                        })
                    });
                    for full in extensions {
                        assert_eq!(
                            smallest_key(full),
                            Frame::key(&full.codes()),
                            "n = {n}: {:?} is not canonical",
                            full.codes()
                        );
                        let Verdict::Canonical(full_stabilizer) = full.verdict() else {
                            panic!("n = {n}: verdict disagrees")
                        };
                        assert_eq!(full_stabilizer.len, stabilizer.len);
                        weighted += 8 / stabilizer.len;
                        canonical_reached += 1;
                    }
                });
            }
            assert_eq!(weighted, every_frame.len(), "n = {n}");
            assert_eq!(canonical_reached, canonical_count, "n = {n}");
            if n >= 8 {
                assert!(left_to_search > 0, "n = {n}: some lines should be left to the inside search");
            }
        }
    }

    #[test]
    fn each_solution_is_counted_by_the_unit_of_its_canonical_frame() {
        for n in 4..=10 {
            let plan = Plan::new(n).unwrap();
            let mut expected = vec![UnitCount::default(); plan.len()];
            let solutions = all_solutions(n);
            for solution in &solutions {
                let images: Vec<Vec<u8>> = (0..8).map(|symmetry| solution_image(symmetry, solution)).collect();
                let frame_of = |board: &Vec<u8>| {
                    let mut frame = Frame::empty(n);
                    for (row, &column) in board.iter().enumerate() {
                        let on_border = |i: usize| i < 2 || i + 2 >= n;
                        if on_border(row) || on_border(usize::from(column)) {
                            frame =
                                frame.with_queen(row, usize::from(column)).expect("a solution's queens do not attack");
                        }
                    }
                    frame
                };
                let canonical = images.iter().map(frame_of).min_by_key(|frame| Frame::key(&frame.codes())).unwrap();
                let unit = if canonical.codes()[TOP][0] == 0 {
                    Unit::Corner { top_inner: canonical.codes()[TOP][1] }
                } else {
                    Unit::Frame {
                        outer_positions: [
                            canonical.codes()[TOP][0],
                            canonical.codes()[RIGHT][0],
                            canonical.codes()[BOTTOM][0],
                        ],
                    }
                };
                let index = plan
                    .units()
                    .iter()
                    .position(|&candidate| candidate == unit)
                    .expect("a unit for every canonical frame");
                expected[index].solutions += 1;
                // The class is counted once, by its smallest member.
                expected[index].unique += u64::from(images.iter().all(|image| solution <= image));
            }
            for (index, expected) in expected.iter().enumerate() {
                let counted = count_unit(&plan, index);
                assert_eq!(
                    (counted.solutions, counted.unique),
                    (expected.solutions, expected.unique),
                    "n = {n}, unit {index}"
                );
            }
            assert_eq!(solutions.len() as u64, known::for_size(n).unwrap().solutions);
        }
    }
}
