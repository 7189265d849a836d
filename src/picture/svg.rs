//! The scene as SVG text: one group a layer (its class the layer's role, a queen's group holding its
//! square), the coordinates as text, attacked squares' stripes as a pattern.

use super::board::BoardView;
use super::geometry::picture_scale;
use super::palette::{Rgba, Theme};
use super::raster::check_board;
use super::scene::{self, Item, Look, Scene, Shape};
use super::{PictureError, check_picture_size};
use std::fmt::Write;

/// The SVG document of `view` (a board of 1 to 32 squares a side), `side` pixels square, in `theme`'s colours.
pub fn svg(view: &BoardView, side: u64, theme: Theme) -> Result<String, PictureError> {
    let side = check_picture_size(side)?;
    check_board(view)?;
    let scene = scene::scene(view, side, &Look::still(picture_scale(side)));
    let palette = theme.palette();
    let mut out = String::new();
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{side}\" height=\"{side}\" viewBox=\"0 0 {side} {side}\" \
         role=\"img\" data-n=\"{n}\" data-theme=\"{theme}\">\n<title>{title}</title>\n",
        n = view.n,
        theme = theme.name(),
        title = escape(&scene.title),
    );
    let _ = writeln!(
        out,
        "<rect class=\"background\" width=\"{side}\" height=\"{side}\" fill=\"{}\"/>",
        palette.background.hex()
    );
    let mut patterns = Vec::new();
    for item in &scene.items {
        match item {
            Item::Paint(paint) => {
                let colour = Scene::colour(palette, paint.ink, paint.opacity);
                let _ = write!(out, "<g class=\"{}\"{}>", paint.role, opacity(colour));
                for shape in &paint.shapes {
                    shape_svg(&mut out, shape, colour.hex(), &mut patterns);
                }
                out.push_str("</g>\n");
            }
            Item::Labels { role, ink, labels } => {
                let colour = &Scene::colour(palette, *ink, 1.0);
                let _ = write!(
                    out,
                    "<g class=\"{role}\" fill=\"{}\"{} font-family=\"system-ui, sans-serif\" text-anchor=\"middle\" \
                     dominant-baseline=\"central\">",
                    colour.hex(),
                    opacity(*colour)
                );
                for label in labels {
                    let _ = write!(
                        out,
                        "<text x=\"{}\" y=\"{}\" font-size=\"{}\">{}</text>",
                        num(label.x),
                        num(label.y),
                        num(label.size),
                        escape(&label.text)
                    );
                }
                out.push_str("</g>\n");
            }
        }
    }
    out.push_str("</svg>\n");
    Ok(out)
}

/// A group's opacity when its colour is translucent: the layer is composed whole, as the raster lays it.
fn opacity(colour: Rgba) -> String {
    if colour.0[3] == 255 { String::new() } else { format!(" opacity=\"{}\"", num(colour.opacity())) }
}

/// A number with at most two decimals and no trailing zeros.
fn num(value: f64) -> String {
    let text = format!("{value:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Writes one shape; `patterns` holds the stripe patterns written so far (their keys), each written once.
fn shape_svg(out: &mut String, shape: &Shape, hex: String, patterns: &mut Vec<String>) {
    let _ = match *shape {
        Shape::Rect { x, y, w, h } => {
            write!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{hex}\"/>",
                num(x),
                num(y),
                num(w),
                num(h)
            )
        }
        Shape::Polygon(ref points) => {
            let points: Vec<String> = points.iter().map(|&(x, y)| format!("{},{}", num(x), num(y))).collect();
            write!(out, "<polygon points=\"{}\" fill=\"{hex}\"/>", points.join(" "))
        }
        Shape::Circle { cx, cy, r } => {
            write!(out, "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{hex}\"/>", num(cx), num(cy), num(r))
        }
        Shape::Segment { a, b, width } => write!(
            out,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{hex}\" stroke-width=\"{}\" stroke-linecap=\"round\"/>",
            num(a.0),
            num(a.1),
            num(b.0),
            num(b.1),
            num(width)
        ),
        Shape::Frame { x, y, w, h, width } => {
            let half = width / 2.0;
            write!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{hex}\" stroke-width=\"{}\"/>",
                num(x + half),
                num(y + half),
                num(w - width),
                num(h - width),
                num(width)
            )
        }
        Shape::Annulus { cx, cy, r, width } => write!(
            out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{hex}\" stroke-width=\"{}\"/>",
            num(cx),
            num(cy),
            num(r),
            num(width)
        ),
        Shape::Stripes { x, y, w, h, period, width } => {
            let key = format!("{hex} {period} {width}");
            let index = patterns.iter().position(|known| *known == key).unwrap_or_else(|| {
                patterns.push(key);
                let p = num(period);
                // The same tile as the page's hatching: three lines, so that the stripes join across tiles.
                let _ = write!(
                    out,
                    "<pattern id=\"stripes-{}\" patternUnits=\"userSpaceOnUse\" width=\"{p}\" height=\"{p}\">\
                     <path d=\"M{m},{p}L0,0M0,{p}L{p},0M{p},{p}L{p2},0\" stroke=\"{hex}\" stroke-width=\"{}\"/></pattern>",
                    patterns.len(),
                    num(width),
                    m = num(-period),
                    p2 = num(2.0 * period),
                );
                patterns.len() - 1
            });
            let id = format!("stripes-{}", index + 1);
            write!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"url(#{id})\"/>",
                num(x),
                num(y),
                num(w),
                num(h)
            )
        }
    };
}
