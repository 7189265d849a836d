//! The WebAssembly module the page and every `<n-queens>` element load before their first board: one thin
//! `Search` class whose methods forward to the core's search (`search.rs`; its search tree is the sections'
//! module's `SearchTree`, which follows it by its step and `treeSummary()`),
//! what the page asks before it searches (`page.rs`: limits, sizes, the reference table), the variants
//! (`variant.rs`) and what a picture of the board shows (`picture.rs`: the scene, the board view
//! handed to the pictures module); `js.rs` builds their results as plain JS objects. The rest loads when it is first needed, each a module of its own:
//! the fast count (web/count), the pictures' files (web/pictures), and the page's sections: construct,
//! repair, practice and the guided lesson (web/sections). What they share is web/shared.
//!
//! Nothing here may panic: every number that comes from JavaScript is an `f64` (so that negative, NaN,
//! fractional and huge values arrive intact rather than being silently wrapped) and is checked before it
//! reaches the core. Counters are `u64` in the core and cross the boundary as plain JS numbers (exact up
//! to 2^53, far beyond anything a page can step through); the reference table's totals, which are not,
//! cross as `BigInt`s.

mod js;
mod page;
mod picture;
mod search;
mod variant;

nqueens_boundary::shared_types!();

/// The TypeScript this module declares in its `.d.ts` beside its exports (for the tests that hold its values to it).
pub const TYPESCRIPT: [&str; 5] = [
    nqueens_boundary::types::SHARED_TYPES,
    page::PAGE_TYPES,
    picture::PICTURE_TYPES,
    search::SEARCH_TYPES,
    variant::VARIANT_TYPES,
];

pub use nqueens_boundary::panic;
pub use page::{check_size, known, limits, parse_size};
pub use picture::picture_limits;
pub use search::Search;
pub use variant::variants;
