//! The published N-Queens totals (OEIS A000170, A002562) and the plain search's node and step counts, read from `data/known-counts.tsv`.

const TABLE: &str = include_str!("../data/known-counts.tsv");

/// One row of the reference table; a field the table leaves blank is `None`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Known {
    /// The board size.
    pub n: usize,
    /// Every solution (OEIS A000170).
    pub solutions: u64,
    /// The solutions up to rotation and reflection (OEIS A002562), where published here.
    pub unique: Option<u64>,
    /// Partial boards the whole plain search examines, the empty board included.
    pub nodes: Option<u64>,
    /// Steps (events, the final `Done` included) of the whole plain search.
    pub steps: Option<u64>,
}

/// Every row of the table, in order of n (0..=27).
pub fn all() -> Vec<Known> {
    TABLE
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let number = |i: usize| fields.get(i).and_then(|f| f.trim().parse::<u64>().ok());
            Known {
                n: number(0).expect("n column") as usize,
                solutions: number(1).expect("solutions column"),
                unique: number(2),
                nodes: number(3),
                steps: number(4),
            }
        })
        .collect()
}

/// The table's row for `n`, if the table has one.
pub fn for_size(n: usize) -> Option<Known> {
    all().into_iter().find(|row| row.n == n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_complete_and_ordered() {
        let rows = all();
        assert_eq!(rows.len(), 28);
        for (i, row) in rows.iter().enumerate() {
            assert_eq!(row.n, i);
        }
        assert_eq!(for_size(8).unwrap().solutions, 92);
        assert_eq!(for_size(8).unwrap().nodes, Some(2057));
        assert_eq!(for_size(27).unwrap().solutions, 234_907_967_154_122_528);
        assert_eq!(for_size(0).unwrap().unique, None);
        assert_eq!(for_size(8).unwrap().steps, Some(17_869));
        assert_eq!(for_size(16).unwrap().nodes, Some(1_141_190_303));
        assert_eq!(for_size(16).unwrap().steps, Some(19_178_647_471));
        assert_eq!(for_size(17).unwrap().nodes, None);
        assert_eq!(for_size(17).unwrap().steps, None);
        for row in &rows {
            assert_eq!(row.nodes.is_some(), row.n <= 16, "nodes for n = {}", row.n);
            assert_eq!(row.steps.is_some(), row.n <= 16, "steps for n = {}", row.n);
        }
    }
}
