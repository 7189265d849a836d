//! The board at a step as a picture: one scene (squares, coordinates, attacked squares, queens, the event's
//! and the variants' marks, the square tried next, the animation at a time) painted everywhere: as a display
//! list on the page's canvas, as SVG text, as RGBA pixels, and with the `picture-files` feature written as a
//! PNG file or as an animated GIF of a range of steps. The page's other boards are described here too: a
//! repair stepped move by move (repair_board.rs, a queen sliding at a given progress) and a solution's small
//! board (thumbnail.rs), painted the same ways; and a board of up to ten million queens as bounded RGBA pixels
//! (large.rs: squares and crowns, or the density picture).
//!
//! Plain Rust with no browser in it: the command line writes these files, the page's boundary hands them
//! and the display lists to the page.

mod board;
pub mod display;
mod font;
mod geometry;
mod large;
mod marks;
mod palette;
mod raster;
mod repair_board;
mod scene;
mod svg;
mod thumbnail;

#[cfg(feature = "picture-files")]
mod files;

use crate::size_text::grouped;

pub use board::{BoardView, StepRange, views_of_steps};
pub use geometry::{Geometry, column_label, picture_scale};
pub use large::{BoardColours, BoardError, DETAILED_CELL_PX, LargeBoard, MAX_CANVAS_PIXELS, large_board};
pub use palette::{Ink, Palette, Rgba, Theme};
pub use raster::{COVERAGE_LEVELS, Raster, raster, repair_raster, thumbnail_raster};
pub use repair_board::{LARGEST_REPAIR_VIEW, RepairLook, RepairView, Slide};
pub use scene::{CROWN, Crown, FLASH_MS, LIFT_MS, Look, Scene, scene};
pub use svg::svg;
pub use thumbnail::thumbnail_square;

#[cfg(feature = "picture-files")]
pub use files::{gif, png, png_of_raster};

/// The smallest picture drawn, in pixels a side: the coordinates and one square of the largest board fit.
pub const SMALLEST_PICTURE_PX: u32 = 64;
/// The largest picture drawn, in pixels a side (16 million pixels, 64 MiB of RGBA).
pub const LARGEST_PICTURE_PX: u32 = 4096;
/// The most frames an animation holds: a GIF of more steps than this is a film, not a picture.
pub const MOST_FRAMES: u64 = 2000;
/// The most pixels an animation holds, frames times the side squared: 2,000 frames of 480 pixels a side,
/// about a minute and a half of one core's time and 32 MB of GIF (docs/cli.md); a larger animation is
/// refused before any work, with its size, rather than left running for hours.
pub const MOST_ANIMATION_PIXELS: u64 = MOST_FRAMES * 480 * 480;
/// The farthest step a picture or an animation goes to: getting there takes the search about a minute on
/// one core (docs/cli.md). A step beyond is refused before the search starts, rather than sought for years.
pub const FARTHEST_STEP: u64 = 10_000_000_000;
/// The slowest and fastest animations, in frames a second. A GIF counts delays in hundredths of a
/// second, and browsers play any delay under two hundredths at ten: 50 is the fastest that plays as asked.
pub const SLOWEST_FPS: u32 = 1;
/// The fastest animation, in frames a second.
pub const FASTEST_FPS: u32 = 50;

/// Why a picture was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PictureError {
    /// The picture's side is outside [`SMALLEST_PICTURE_PX`] to [`LARGEST_PICTURE_PX`].
    Size {
        /// The side asked for, in pixels.
        px: u64,
    },
    /// The board size is outside 1 to [`crate::MAX_SIZE`].
    Board {
        /// The board size asked for.
        n: usize,
    },
    /// The step range runs backwards.
    Backwards {
        /// The first step asked for.
        from: u64,
        /// The last step asked for, before the first.
        to: u64,
    },
    /// The step range holds more than [`MOST_FRAMES`] steps.
    TooManyFrames {
        /// The frames the range would hold (up to 2^64, one more than a `u64` holds).
        frames: u128,
    },
    /// The animation's frames times its side squared are more than [`MOST_ANIMATION_PIXELS`].
    TooManyPixels {
        /// The frames asked for.
        frames: u64,
        /// The side asked for, in pixels.
        px: u64,
    },
    /// The first step asked for lies beyond [`FARTHEST_STEP`].
    TooFar {
        /// The step asked for.
        step: u64,
    },
    /// The animation was given no step at all.
    NoFrames,
    /// The speed is outside [`SLOWEST_FPS`] to [`FASTEST_FPS`].
    Fps {
        /// The speed asked for.
        fps: u64,
    },
    /// The search ends before the range starts.
    PastTheEnd {
        /// The first step asked for.
        from: u64,
        /// The search's last step.
        last: u64,
    },
    /// The encoder failed (only for the files; a write into memory does not).
    Encoding(String),
    /// A board view read from elsewhere whose parts disagree ([`BoardView::check`] says which).
    Inconsistent(&'static str),
}

// Sides, steps and frame counts come from the command line and the page: every sum and product of them in
// the checks and messages below is checked or wide enough (the drawing modules work on what they accepted).
#[deny(clippy::arithmetic_side_effects)]
impl std::fmt::Display for PictureError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PictureError::Size { px } => {
                write!(f, "a picture is {SMALLEST_PICTURE_PX} to {LARGEST_PICTURE_PX} pixels a side, not {px}")
            }
            PictureError::Board { n } => {
                write!(f, "a picture shows a board of 1 to {} squares a side, not {n}", crate::MAX_SIZE)
            }
            PictureError::Backwards { from, to } => {
                write!(f, "the steps run from {from} to {to}: the last step must not come before the first")
            }
            PictureError::TooManyFrames { frames } => {
                write!(f, "an animation holds at most {} steps, not {}", grouped(MOST_FRAMES), grouped(*frames))
            }
            PictureError::TooManyPixels { frames, px } => {
                let pixels = u128::from(*frames).saturating_mul(u128::from(*px)).saturating_mul(u128::from(*px));
                write!(
                    f,
                    "{} frames of {px} pixels a side are {} pixels, {} times the most an animation holds ({}: \
                     {MOST_FRAMES} frames of 480 pixels); ask for fewer steps or a smaller size",
                    grouped(*frames),
                    grouped(pixels),
                    times(pixels, u128::from(MOST_ANIMATION_PIXELS)),
                    grouped(MOST_ANIMATION_PIXELS),
                )
            }
            PictureError::TooFar { step } => write!(
                f,
                "step {} is {} times as far as a picture goes (step {}, about a minute of searching): the search \
                 would take that many times as long to get there",
                grouped(*step),
                times(u128::from(*step), u128::from(FARTHEST_STEP)),
                grouped(FARTHEST_STEP),
            ),
            PictureError::NoFrames => write!(f, "an animation needs at least one step"),
            PictureError::Fps { fps } => {
                write!(f, "an animation plays {SLOWEST_FPS} to {FASTEST_FPS} frames a second, not {fps}")
            }
            PictureError::PastTheEnd { from, last } => {
                write!(f, "the search ends at step {last}: there is no step {from}")
            }
            PictureError::Encoding(message) => write!(f, "the picture could not be encoded: {message}"),
            PictureError::Inconsistent(problem) => write!(f, "the board to draw is inconsistent: {problem}"),
        }
    }
}

impl std::error::Error for PictureError {}

/// Accepts an animation of `frames` frames, `px` pixels a side: at most [`MOST_ANIMATION_PIXELS`] in all.
#[deny(clippy::arithmetic_side_effects)]
pub fn check_animation(frames: u64, px: u64) -> Result<(), PictureError> {
    // At most 2^64 times 2^128 would not fit: saturating, it is still far above the limit.
    let pixels = u128::from(frames).saturating_mul(u128::from(px)).saturating_mul(u128::from(px));
    if pixels > u128::from(MOST_ANIMATION_PIXELS) {
        return Err(PictureError::TooManyPixels { frames, px });
    }
    Ok(())
}

/// `amount` as a multiple of `limit` for a message: "about 73", or "more than 1,000,000".
#[deny(clippy::arithmetic_side_effects)]
fn times(amount: u128, limit: u128) -> String {
    let ratio = amount.checked_div(limit).unwrap_or(amount);
    if ratio > 1_000_000 { "more than 1,000,000".to_string() } else { format!("about {}", grouped(ratio.max(1))) }
}

/// Accepts `px` as a picture's side.
pub fn check_picture_size(px: u64) -> Result<u32, PictureError> {
    u32::try_from(px)
        .ok()
        .filter(|px| (SMALLEST_PICTURE_PX..=LARGEST_PICTURE_PX).contains(px))
        .ok_or(PictureError::Size { px })
}

/// Accepts `fps` as an animation's speed.
pub fn check_fps(fps: u64) -> Result<u32, PictureError> {
    u32::try_from(fps).ok().filter(|fps| (SLOWEST_FPS..=FASTEST_FPS).contains(fps)).ok_or(PictureError::Fps { fps })
}
