//! The WebAssembly module of the page's sections beyond the studio, loaded after its first board: the
//! `Construction` class (`construction.rs`: O(n) solutions, drawn from Rust), the min-conflicts `Repair` class
//! and `drawQueens` (`repair.rs`), the solutions' small boards (`thumbnail.rs`: `thumbnailScene`), the Practice panel's exercises (`practice.rs`) and the guided lesson's
//! stops (`lesson.rs`), the teaching panels' search tree (`tree.rs`: `SearchTree`) and `isValidBoard`
//! (`valid.rs`), and `searchRefusal` (`refused.rs`: a search's refusal, for the page to word). Each forwards
//! to the core; what the modules share is web/shared.

mod construction;
mod lesson;
mod practice;
mod refused;
mod repair;
mod thumbnail;
mod tree;
mod valid;

nqueens_boundary::shared_types!();

/// The TypeScript this module declares in its `.d.ts` beside its exports (for the tests that hold its values to it).
pub const TYPESCRIPT: [&str; 5] = [
    nqueens_boundary::types::SHARED_TYPES,
    lesson::LESSON_TYPES,
    practice::PRACTICE_TYPES,
    repair::REPAIR_TYPES,
    tree::TREE_TYPES,
];

pub use construction::Construction;
pub use lesson::lesson;
pub use practice::{corner_answer, first_solution, mirror_answer, practice_exercises};
pub use refused::search_refusal;
pub use repair::{RepairBoard, draw_queens};
pub use thumbnail::thumbnail_scene;
pub use tree::SearchTree;
pub use valid::is_valid_board;
