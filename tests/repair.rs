//! Tests of the min-conflicts repair: valid boards for many sizes and seeds, the same board for the same seed, honest conflict counts.

use nqueens_core::construct::is_valid;
use nqueens_core::repair::{LARGEST_REPAIR_SIZE, Repair, RepairError, RepairStep};

/// Queens of other rows attacking (row, col), counted pair by pair.
fn attackers(columns: &[u32], row: usize, col: usize) -> u32 {
    columns
        .iter()
        .enumerate()
        .filter(|&(r, &c)| r != row && (c as usize == col || r.abs_diff(row) == (c as usize).abs_diff(col)))
        .count() as u32
}

#[test]
fn repair_finds_a_valid_board_for_every_size_and_seed() {
    for n in (0..=64).filter(|&n| n != 2 && n != 3) {
        for seed in 0..12 {
            let mut repair = Repair::new(n, seed).unwrap();
            repair.solve();
            assert!(repair.is_solved(), "n = {n}, seed = {seed}");
            assert!(is_valid(repair.columns()), "n = {n}, seed = {seed}: {:?}", repair.columns());
            assert_eq!(repair.step(), RepairStep::Solved);
        }
    }
    for (n, seed) in [(1_000, 7), (20_000, 1), (100_001, 42)] {
        let mut repair = Repair::new(n, seed).unwrap();
        repair.solve();
        assert!(is_valid(repair.columns()), "n = {n}, seed = {seed}");
    }
}

#[test]
fn the_same_seed_gives_the_same_board() {
    for (n, seed) in [(8, 3), (64, 99), (5_000, 12_345)] {
        let mut first = Repair::new(n, seed).unwrap();
        let mut second = Repair::new(n, seed).unwrap();
        first.solve();
        second.solve();
        assert_eq!(first.columns(), second.columns());
        assert_eq!(first.moves(), second.moves());
    }
    let mut other = Repair::new(5_000, 12_346).unwrap();
    other.solve();
    let mut seeded = Repair::new(5_000, 12_345).unwrap();
    seeded.solve();
    assert_ne!(other.columns(), seeded.columns());
}

#[test]
fn every_move_goes_to_a_least_attacked_square_and_conflicts_are_counted_exactly() {
    for seed in 0..20 {
        let mut repair = Repair::new(12, seed).unwrap();
        loop {
            let before = repair.columns().to_vec();
            for row in 0..12 {
                for col in 0..12 {
                    assert_eq!(repair.conflicts_at(row, col), attackers(&before, row, col), "seed {seed}");
                }
            }
            match repair.step() {
                RepairStep::Moved(m) => {
                    assert_eq!(before[m.row] as usize, m.from);
                    assert_ne!(m.from, m.to);
                    assert!(attackers(&before, m.row, m.from) > 0, "only a queen under attack moves");
                    let fewest = (0..12).filter(|&c| c != m.from).map(|c| attackers(&before, m.row, c)).min();
                    assert_eq!(Some(attackers(&before, m.row, m.to)), fewest);
                    let mut after = before.clone();
                    after[m.row] = m.to as u32;
                    assert_eq!(repair.columns(), after);
                }
                RepairStep::Restarted => assert_eq!(repair.moves() % repair.move_cap(), 0),
                RepairStep::Solved => break,
            }
        }
        assert!(is_valid(repair.columns()));
    }
    assert_eq!(Repair::new(12, 0).unwrap().conflicts_at(12, 0), 0);
}

#[test]
fn boards_without_a_solution_or_too_large_are_refused() {
    assert_eq!(Repair::new(2, 1).unwrap_err(), RepairError::NoSolution { n: 2 });
    assert_eq!(Repair::new(3, 1).unwrap_err(), RepairError::NoSolution { n: 3 });
    assert_eq!(
        Repair::new(LARGEST_REPAIR_SIZE + 1, 1).unwrap_err(),
        RepairError::TooLarge { n: LARGEST_REPAIR_SIZE + 1, max: LARGEST_REPAIR_SIZE }
    );
    for n in [0, 1] {
        let mut repair = Repair::new(n, 5).unwrap();
        assert_eq!(repair.step(), RepairStep::Solved);
        assert_eq!(repair.columns().len(), n);
        assert_eq!(repair.moves(), 0);
    }
}

#[test]
fn one_seed_rule_for_the_page_and_the_command_line() {
    use nqueens_core::repair::{LARGEST_SEED, parse_seed, seed_from_number};
    assert_eq!(LARGEST_SEED, (1 << 53) - 1);
    for (text, seed) in [("0", 0), (" 42 ", 42), ("007", 7), ("9007199254740991", LARGEST_SEED)] {
        assert_eq!(parse_seed(text), Ok(seed), "{text:?}");
        assert_eq!(seed_from_number(seed as f64), Ok(seed));
    }
    for text in ["", " ", "-1", "+1", "1.5", "1e3", "abc", "9007199254740992", "18446744073709551616"] {
        let message = parse_seed(text).unwrap_err().to_string();
        let expected =
            format!("the seed must be a whole number from 0 to 9,007,199,254,740,991, not “{}”", text.trim());
        assert_eq!(message, expected, "{text:?}");
    }
    for number in [-1.0, 0.5, f64::NAN, f64::INFINITY, 9_007_199_254_740_992.0, 1e300] {
        assert!(seed_from_number(number).is_err(), "{number}");
    }
    assert!(matches!(Repair::new(8, LARGEST_SEED + 1), Err(RepairError::Seed(_))));
    assert_eq!(Repair::new(8, LARGEST_SEED).unwrap().seed(), LARGEST_SEED);
}
