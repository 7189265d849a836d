//! The published N-Queens totals (OEIS A000170, A002562) and the plain search's node and step counts, read from `data/known-counts.tsv`.

/// The table's text; only read while compiling (the rows below), so no program carries it or a reader of it.
const TEXT: &[u8] = include_bytes!("../data/known-counts.tsv");

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

/// The rows of the table, read from its text while compiling: a malformed table is a compile error.
const ROWS: [Known; rows_in(TEXT)] = read_rows(TEXT);

/// Every row of the table, in order of n (0..=27).
pub fn all() -> Vec<Known> {
    ROWS.to_vec()
}

/// The table's row for `n`, if the table has one.
pub fn for_size(n: usize) -> Option<Known> {
    ROWS.iter().copied().find(|row| row.n == n)
}

/// Whether the line starting at `at` holds a row (it is neither a comment nor blank), and where the next starts.
const fn line_at(text: &[u8], at: usize) -> (bool, usize) {
    let mut end = at;
    let mut blank = true;
    while end < text.len() && text[end] != b'\n' {
        if !text[end].is_ascii_whitespace() {
            blank = false;
        }
        end += 1;
    }
    (!blank && text[at] != b'#', end + 1)
}

/// How many rows the table has.
const fn rows_in(text: &[u8]) -> usize {
    let (mut at, mut rows) = (0, 0);
    while at < text.len() {
        let (row, next) = line_at(text, at);
        if row {
            rows += 1;
        }
        at = next;
    }
    rows
}

/// The field starting at `at` as a number (`None` if blank), and where the next field starts.
const fn field_at(text: &[u8], mut at: usize) -> (Option<u64>, usize) {
    let mut value: Option<u64> = None;
    while at < text.len() && text[at] != b'\t' && text[at] != b'\n' {
        let byte = text[at];
        if byte.is_ascii_digit() {
            let so_far = match value {
                Some(so_far) => so_far,
                None => 0,
            };
            value = match so_far.checked_mul(10) {
                Some(tens) => tens.checked_add((byte - b'0') as u64),
                None => None,
            };
            assert!(value.is_some(), "a number in data/known-counts.tsv does not fit in 64 bits");
        } else {
            assert!(byte.is_ascii_whitespace(), "data/known-counts.tsv holds a field that is not a number");
        }
        at += 1;
    }
    if at < text.len() && text[at] == b'\t' {
        at += 1;
    }
    (value, at)
}

/// The table's rows.
const fn read_rows<const ROWS: usize>(text: &[u8]) -> [Known; ROWS] {
    let blank = Known { n: 0, solutions: 0, unique: None, nodes: None, steps: None };
    let mut rows = [blank; ROWS];
    let (mut at, mut i) = (0, 0);
    while at < text.len() {
        let (row, next) = line_at(text, at);
        if row {
            let (n, at) = field_at(text, at);
            let (solutions, at) = field_at(text, at);
            let (unique, at) = field_at(text, at);
            let (nodes, at) = field_at(text, at);
            let (steps, _) = field_at(text, at);
            let (Some(n), Some(solutions)) = (n, solutions) else {
                panic!("a row of data/known-counts.tsv lacks its n or its solutions");
            };
            rows[i] = Known { n: n as usize, solutions, unique, nodes, steps };
            i += 1;
        }
        at = next;
    }
    rows
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
