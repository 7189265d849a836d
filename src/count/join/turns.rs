//! The solutions a half turn or a quarter turn of the board maps onto themselves, which the join needs for
//! its unique count (Burnside's lemma, docs/fast-counter.md, "Unique counts by the join"). Such a solution
//! is a choice of whole orbits of squares, so the search places a queen with all its images at once: the
//! lowest empty row gets a queen, and its images fill the rows the turn sends it to.

use serde::Serialize;

/// A piece of the join's count of turn-symmetric solutions: those fixed by a turn of `quarter_turns`
/// quarter turns (1: a quarter turn, 2: a half turn) whose top row's queen stands in column `top_column`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TurnUnit {
    /// 1 for the quarter turn (whose inverse fixes the same solutions), 2 for the half turn.
    pub quarter_turns: u8,
    /// The top row's queen's column.
    pub top_column: u8,
}

/// What a turn unit contributes to Burnside's sum: the solutions it finds fixed, once per symmetry that
/// fixes them (twice for a quarter turn: the quarter turn and its inverse), and the orbits its search
/// placed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct TurnCount {
    /// Fixed solutions times the symmetries of the unit's kind (1 for the half turn, 2 for quarter turns).
    pub fixed: u64,
    /// Orbits of queens placed.
    pub nodes: u64,
}

/// The turn units of an `n` x `n` board, quarter turns first, one per column of the top row's queen; none
/// below n = 2, whose single solution the join's unique count takes as it is.
pub fn turn_units(n: usize) -> Vec<TurnUnit> {
    if n < 2 {
        return Vec::new();
    }
    [1u8, 2]
        .into_iter()
        .flat_map(|quarter_turns| (0..n as u8).map(move |top_column| TurnUnit { quarter_turns, top_column }))
        .collect()
}

/// Counts one turn unit of the `n` x `n` board (n at most 32).
pub fn count_turn_unit(n: usize, unit: TurnUnit) -> TurnCount {
    let mut search = TurnSearch { n, quarter_turns: unit.quarter_turns, nodes: 0 };
    let empty = Taken { rows: 0, columns: 0, sums: 0, differences: 0 };
    let fixed = match search.place_orbit(empty, 0, usize::from(unit.top_column)) {
        Some(taken) => search.fill(taken),
        None => 0,
    };
    let symmetries = if unit.quarter_turns == 1 { 2 } else { 1 };
    TurnCount { fixed: fixed * symmetries, nodes: search.nodes }
}

/// Random paths per turn unit in [`estimated_turn_work`].
const PROBES: u32 = 64;

/// A turn unit's estimated work, at least 1, in the join's measure (about one per half-board listed): the
/// orbits its search places, by Knuth's estimate over random paths down it (`choose(k)` picking one of k
/// choices), each path's sum over its levels of the product of the choices met so far.
pub fn estimated_turn_work(n: usize, unit: TurnUnit, choose: &mut impl FnMut(u32) -> u32) -> u64 {
    let mut search = TurnSearch { n, quarter_turns: unit.quarter_turns, nodes: 0 };
    let empty = Taken { rows: 0, columns: 0, sums: 0, differences: 0 };
    let Some(start) = search.place_orbit(empty, 0, usize::from(unit.top_column)) else {
        return 1;
    };
    let mut total = 0u128;
    for _ in 0..PROBES {
        let (mut taken, mut paths, mut nodes) = (start, 1u128, 1u128);
        while let Some(row) = search.lowest_empty_row(&taken) {
            let fitting: Vec<Taken> =
                search.open_columns(&taken, row).filter_map(|column| search.place_orbit(taken, row, column)).collect();
            if fitting.is_empty() {
                break;
            }
            paths = paths.saturating_mul(fitting.len() as u128);
            nodes = nodes.saturating_add(paths);
            taken = fitting[choose(fitting.len() as u32) as usize % fitting.len()];
        }
        total = total.saturating_add(nodes);
    }
    u64::try_from(total / u128::from(PROBES)).unwrap_or(u64::MAX).max(1)
}

/// What the queens placed so far hold: rows, columns, and both diagonals (bit r + c, bit c - r + n - 1).
#[derive(Clone, Copy)]
struct Taken {
    rows: u32,
    columns: u32,
    sums: u64,
    differences: u64,
}

struct TurnSearch {
    n: usize,
    quarter_turns: u8,
    nodes: u64,
}

impl TurnSearch {
    /// The image of a square under the unit's turn: a quarter turn sends (r, c) to (c, n - 1 - r).
    fn turned(&self, (row, column): (usize, usize)) -> (usize, usize) {
        let last = self.n - 1;
        if self.quarter_turns == 1 { (column, last - row) } else { (last - row, last - column) }
    }

    /// Places the queen (row, column) with its images, or None if one of them meets a queen or another image.
    fn place_orbit(&mut self, mut taken: Taken, row: usize, column: usize) -> Option<Taken> {
        let n = self.n;
        let start = (row, column);
        let mut square = start;
        loop {
            let (r, c) = square;
            let differences = c + n - 1 - r;
            if taken.rows >> r & 1 != 0
                || taken.columns >> c & 1 != 0
                || taken.sums >> (r + c) & 1 != 0
                || taken.differences >> differences & 1 != 0
            {
                return None;
            }
            taken.rows |= 1 << r;
            taken.columns |= 1 << c;
            taken.sums |= 1 << (r + c);
            taken.differences |= 1 << differences;
            square = self.turned(square);
            if square == start {
                self.nodes += 1;
                return Some(taken);
            }
        }
    }

    fn all(&self) -> u32 {
        if self.n >= 32 { u32::MAX } else { (1u32 << self.n) - 1 }
    }

    fn lowest_empty_row(&self, taken: &Taken) -> Option<usize> {
        let empty = !taken.rows & self.all();
        (empty != 0).then(|| empty.trailing_zeros() as usize)
    }

    /// The columns of `row` no queen placed attacks, in increasing order.
    fn open_columns(&self, taken: &Taken, row: usize) -> impl Iterator<Item = usize> + use<> {
        let attacked = (taken.sums >> row) as u32 | (taken.differences >> (self.n - 1 - row)) as u32;
        let mut open = self.all() & !taken.columns & !attacked;
        std::iter::from_fn(move || {
            (open != 0).then(|| {
                let column = open.trailing_zeros() as usize;
                open &= open - 1;
                column
            })
        })
    }

    /// The fixed completions of `taken`: the lowest empty row gets each queen whose orbit fits.
    fn fill(&mut self, taken: Taken) -> u64 {
        let Some(row) = self.lowest_empty_row(&taken) else {
            return 1;
        };
        let mut total = 0;
        for column in self.open_columns(&taken, row) {
            if let Some(next) = self.place_orbit(taken, row, column) {
                total += self.fill(next);
            }
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::reference::all_solutions;

    /// Whether a solution (`columns[r]` = row r's queen) is its own image under `quarter_turns` quarter
    /// turns, written out here apart from the search's own turn.
    fn is_fixed(columns: &[u8], quarter_turns: u8) -> bool {
        let n = columns.len();
        let mut image = columns.to_vec();
        for _ in 0..quarter_turns {
            let mut turned = vec![0u8; n];
            // The queen of row r in column c goes to row c, column n - 1 - r.
            for (row, &column) in image.iter().enumerate() {
                turned[usize::from(column)] = (n - 1 - row) as u8;
            }
            image = turned;
        }
        image == columns
    }

    #[test]
    fn turn_units_count_what_an_enumeration_of_every_solution_finds() {
        for n in 2..=12 {
            let solutions = all_solutions(n);
            for quarter_turns in [1u8, 2] {
                let expected = solutions.iter().filter(|solution| is_fixed(solution, quarter_turns)).count() as u64;
                let symmetries = if quarter_turns == 1 { 2 } else { 1 };
                for top_column in 0..n as u8 {
                    let in_unit = solutions
                        .iter()
                        .filter(|solution| solution[0] == top_column && is_fixed(solution, quarter_turns))
                        .count() as u64;
                    let counted = count_turn_unit(n, TurnUnit { quarter_turns, top_column });
                    assert_eq!(
                        counted.fixed,
                        in_unit * symmetries,
                        "n = {n}, {quarter_turns} quarter turns, {top_column}"
                    );
                }
                let whole: u64 = turn_units(n)
                    .into_iter()
                    .filter(|unit| unit.quarter_turns == quarter_turns)
                    .map(|unit| count_turn_unit(n, unit).fixed)
                    .sum();
                assert_eq!(whole, expected * symmetries, "n = {n}, {quarter_turns} quarter turns");
            }
        }
    }
}
