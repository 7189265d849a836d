//! The article's variants of the search by name: the correct one, its classic mistakes and brute force.
//!
//! The correct search is [`crate::Search`]; the four mistakes run in [`crate::mistake::MistakeSearch`] (the
//! same events and counters as the correct search) and brute force in [`crate::brute::BruteForce`] (one
//! event per permutation checked).

use crate::mistake::Mistake;

/// A way of searching, as the command line and the page name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// The three-set search.
    Correct,
    /// One of the classic mistakes.
    Mistake(Mistake),
    /// Every permutation checked whole.
    BruteForce,
}

impl Variant {
    /// Every variant, the correct search first.
    pub const ALL: [Variant; 6] = [
        Variant::Correct,
        Variant::Mistake(Mistake::ForgotUndo),
        Variant::Mistake(Mistake::SameDiagonal),
        Variant::Mistake(Mistake::SizedN),
        Variant::Mistake(Mistake::Scan),
        Variant::BruteForce,
    ];

    /// The variant's name, as the command line and the page spell it.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Correct => "correct",
            Variant::Mistake(Mistake::ForgotUndo) => "forgot-undo",
            Variant::Mistake(Mistake::SameDiagonal) => "same-diagonal",
            Variant::Mistake(Mistake::SizedN) => "sized-n",
            Variant::Mistake(Mistake::Scan) => "scan",
            Variant::BruteForce => "brute-force",
        }
    }

    /// The variant of that name, or `None`.
    pub fn from_name(name: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.name() == name)
    }

    /// Every name, comma-separated, for messages.
    pub fn names() -> String {
        Variant::ALL.map(Variant::name).join(", ")
    }

    /// What the variant does differently, and why it gets the count it gets, in one sentence.
    pub fn description(self) -> &'static str {
        match self {
            Variant::Correct => {
                "The three-set search: a square is free when its column, its row − col diagonal and its \
                row + col diagonal are all unused, and every line is freed again when its queen leaves."
            }
            Variant::Mistake(Mistake::ForgotUndo) => {
                "The down diagonal (row − col) is never freed when a queen \
                leaves, so ghost diagonals pile up and block squares no queen attacks: n = 8 finds 0 solutions, not 92."
            }
            Variant::Mistake(Mistake::SameDiagonal) => {
                "The down-diagonal set is fed row + col, the up diagonal's \
                value, so row − col diagonals are never checked at all: n = 8 finds 2,113 boards, not 92."
            }
            Variant::Mistake(Mistake::SizedN) => {
                "The down-diagonal table has n slots, not 2n − 1, and row − col \
                wraps around (Python's negative index), so diagonals n apart share a slot and block each other: \
                n = 8 finds 0 and n = 9 finds 116, yet n = 5 happens to find the right 10."
            }
            Variant::Mistake(Mistake::Scan) => {
                "Each square is checked against every queen already placed instead of \
                three set lookups: the right counts, at O(n) checks per square instead of O(1)."
            }
            Variant::BruteForce => {
                "Every permutation of the columns in lexicographic order, each checked whole for \
                a shared diagonal: n! boards (40,320 at n = 8) for the same 92 solutions."
            }
        }
    }
}
