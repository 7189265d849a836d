//! The pictures as files (the `picture-files` feature): a PNG of one step, an animated GIF of many. Each
//! GIF frame is the raster of its step, pixel for pixel, in a palette of exactly its colours; a frame
//! of more than 256 colours (none the rasteriser makes for a board up to 32 squares, see
//! tests/picture.rs) would be quantised by the `gif` crate's NeuQuant instead.

use super::board::BoardView;
use super::palette::Theme;
use super::raster::{Raster, raster};
use super::{PictureError, check_animation, check_fps};
use std::collections::HashMap;

/// The PNG file of `view`, `side` pixels square, in `theme`'s colours (RGB, 8 bits a channel).
pub fn png(view: &BoardView, side: u64, theme: Theme) -> Result<Vec<u8>, PictureError> {
    let image = raster(view, side, theme)?;
    png_of_raster(&image)
}

/// The PNG file of `image` (RGB, 8 bits a channel: its pixels are opaque).
pub fn png_of_raster(image: &Raster) -> Result<Vec<u8>, PictureError> {
    let rgb: Vec<u8> = image.pixels.chunks_exact(4).flat_map(|pixel| [pixel[0], pixel[1], pixel[2]]).collect();
    let mut file = Vec::new();
    let mut encoder = ::png::Encoder::new(&mut file, image.width, image.height);
    encoder.set_color(::png::ColorType::Rgb);
    encoder.set_depth(::png::BitDepth::Eight);
    let failed = |e: ::png::EncodingError| PictureError::Encoding(e.to_string());
    let mut writer = encoder.write_header().map_err(failed)?;
    writer.write_image_data(&rgb).map_err(failed)?;
    writer.finish().map_err(failed)?;
    Ok(file)
}

/// The animated GIF of `views` (one frame each, in order, looping forever), `side` pixels square, in
/// `theme`'s colours, `fps` frames a second.
pub fn gif(views: &[BoardView], side: u64, theme: Theme, fps: u64) -> Result<Vec<u8>, PictureError> {
    let fps = check_fps(fps)?;
    check_animation(u64::try_from(views.len()).unwrap_or(u64::MAX), side)?;
    let first = views.first().ok_or(PictureError::NoFrames)?;
    // Checks the size and the board before anything is written.
    let mut image = raster(first, side, theme)?;
    let edge = image.width as u16;
    let failed = |e: ::gif::EncodingError| PictureError::Encoding(e.to_string());
    let mut file = Vec::new();
    {
        let mut encoder = ::gif::Encoder::new(&mut file, edge, edge, &[]).map_err(failed)?;
        encoder.set_repeat(::gif::Repeat::Infinite).map_err(failed)?;
        let delay = (100 + fps / 2) / fps;
        for (i, view) in views.iter().enumerate() {
            if i > 0 {
                image = raster(view, side, theme)?;
            }
            let mut frame = frame_of(&mut image, edge);
            frame.delay = delay as u16;
            encoder.write_frame(&frame).map_err(failed)?;
        }
    }
    Ok(file)
}

/// One GIF frame of `image`: its exact colours when they are at most 256.
fn frame_of(image: &mut Raster, edge: u16) -> ::gif::Frame<'static> {
    let mut palette: Vec<u8> = Vec::new();
    let mut index_of: HashMap<[u8; 3], u8> = HashMap::new();
    let mut indices = Vec::with_capacity(image.pixels.len() / 4);
    for pixel in image.pixels.chunks_exact(4) {
        let colour = [pixel[0], pixel[1], pixel[2]];
        let index = match index_of.get(&colour) {
            Some(&index) => index,
            None if index_of.len() < 256 => {
                let index = index_of.len() as u8;
                index_of.insert(colour, index);
                palette.extend_from_slice(&colour);
                index
            }
            None => return ::gif::Frame::from_rgba_speed(edge, edge, &mut image.pixels, 10),
        };
        indices.push(index);
    }
    ::gif::Frame::from_palette_pixels(edge, edge, indices, palette, None)
}
