//! Tests of the board's pictures (src/picture/): the colours are the page's, decoded PNG pixels show the
//! squares and queens in them, a GIF's frames are the pictures of its steps, the SVG is XML with its queens.
#![cfg(not(target_arch = "wasm32"))]

use nqueens_core::picture::{
    BoardView, Geometry, PictureError, Raster, StepRange, Theme, gif, picture_scale, png, raster, svg, views_of_steps,
};
use nqueens_core::{AnySearch, Search};
use std::collections::HashSet;

fn view_at(n: usize, step: u64) -> BoardView {
    let mut search = Search::new(n).expect("a board size");
    search.seek(step);
    BoardView::of_search(&search)
}

/// The page's palette (www/palette.css): `--name: light-dark(light, dark);` as (name, light, dark).
fn page_palette() -> Vec<(String, String, String)> {
    let mut css =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/www/palette.css")).expect("www/palette.css");
    while let Some(start) = css.find("/*") {
        let end = start + css[start..].find("*/").expect("the comment ends") + 2;
        css.replace_range(start..end, "");
    }
    css.split(';')
        .filter_map(|declaration| {
            let declaration = &declaration[declaration.find("--")?..];
            let (name, value) = declaration.split_once(':')?;
            let name = name.trim().strip_prefix("--")?;
            let inside = value.trim().strip_prefix("light-dark(")?.strip_suffix(')')?;
            // The comma between the two colours is the one outside any rgba( ).
            let mut depth = 0;
            let split = inside.char_indices().find(|&(_, c)| {
                depth += i32::from(c == '(') - i32::from(c == ')');
                c == ',' && depth == 0
            })?;
            let (light, dark) = (inside[..split.0].trim(), inside[split.0 + 1..].trim());
            Some((name.to_string(), light.to_string(), dark.to_string()))
        })
        .collect()
}

/// A CSS colour as the page writes its board colours: `#rrggbb` or `rgba(r, g, b, a)`.
fn css_rgba(text: &str) -> [u8; 4] {
    if let Some(hex) = text.strip_prefix('#') {
        let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).expect("hex");
        return [byte(0), byte(2), byte(4), 255];
    }
    let inside = text.strip_prefix("rgba(").and_then(|t| t.strip_suffix(')')).unwrap_or_else(|| panic!("{text}"));
    let parts: Vec<f64> = inside.split(',').map(|p| p.trim().parse().expect("a number")).collect();
    [parts[0] as u8, parts[1] as u8, parts[2] as u8, (parts[3] * 255.0).round() as u8]
}

#[test]
fn the_colours_are_the_page_palette() {
    let page = page_palette();
    for theme in Theme::ALL {
        for (name, colour) in theme.palette().entries() {
            let (_, light, dark) = page
                .iter()
                .find(|(property, _, _)| property == name)
                .unwrap_or_else(|| panic!("palette.css sets no --{name}"));
            let css = if theme == Theme::Light { light } else { dark };
            assert_eq!(colour.0, css_rgba(css), "--{name} ({})", theme.name());
        }
    }
}

/// The centre pixel of square (row, col) of an n x n picture `side` pixels square.
fn square_centre(n: usize, side: u32, row: usize, col: usize) -> (u32, u32) {
    let geometry = Geometry::new(n, side, picture_scale(side));
    let (x, y) = geometry.corner(row, col);
    (x as u32 + geometry.s / 2, y as u32 + geometry.s / 2)
}

fn decode_png(file: &[u8]) -> Raster {
    let decoder = png::Decoder::new(std::io::Cursor::new(file));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buffer = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buffer).expect("a frame");
    assert_eq!((info.color_type, info.bit_depth), (png::ColorType::Rgb, png::BitDepth::Eight));
    let pixels = buffer[..info.buffer_size()].chunks_exact(3).flat_map(|p| [p[0], p[1], p[2], 255]).collect();
    Raster { width: info.width, height: info.height, pixels }
}

/// A square that nothing is drawn over: no queen, not attacked (nor in a queen's row), not the event's nor the
/// next step's.
fn plain_square(view: &BoardView, light: bool) -> (usize, usize) {
    let marked = |row: usize, col: usize| {
        let next = view.next.is_some_and(|square| (square.row, square.col) == (row, col));
        let event = match view.event {
            Some(nqueens_core::Event::Place { row: r, col: c })
            | Some(nqueens_core::Event::Reject { row: r, col: c, .. })
            | Some(nqueens_core::Event::Remove { row: r, col: c }) => (r, c) == (row, col),
            _ => false,
        };
        next || event || view.is_attacked(row, col) || row < view.queens.len()
    };
    (0..view.n * view.n)
        .map(|at| (at / view.n, at % view.n))
        .find(|&(row, col)| ((row + col) % 2 == 0) == light && !marked(row, col))
        .expect("a plain square")
}

#[test]
fn png_pixels_show_a_light_square_a_dark_square_and_a_queen_in_the_palette() {
    for theme in Theme::ALL {
        let palette = theme.palette();
        for (n, step, side) in [(8, 31, 480), (5, 7, 200), (12, 40, 1000)] {
            let view = view_at(n, step);
            let image = decode_png(&png(&view, u64::from(side), theme).expect("a PNG"));
            assert_eq!((image.width, image.height), (side, side));
            let at = |(row, col): (usize, usize)| {
                let (x, y) = square_centre(n, side, row, col);
                image.pixel(x, y)
            };
            assert_eq!(at(plain_square(&view, true)), palette.light_square.0, "{n} at {step}, {}", theme.name());
            assert_eq!(at(plain_square(&view, false)), palette.dark_square.0, "{n} at {step}, {}", theme.name());
            // The crown's body, a little below the middle of the square.
            let geometry = Geometry::new(n, side, picture_scale(side));
            let (x, y) = geometry.corner(0, view.queens[0]);
            let queen = image.pixel(x as u32 + geometry.s / 2, y as u32 + geometry.s * 13 / 20);
            assert_eq!(queen, palette.queen.0, "{n} at {step}, {}", theme.name());
            // The corner pixel lies outside the board, on the page's background.
            assert_eq!(image.pixel(0, side - 1), palette.background.0);
        }
    }
}

#[test]
fn the_png_is_the_raster() {
    let view = view_at(6, 20);
    for theme in Theme::ALL {
        let image = raster(&view, 300, theme).expect("a raster");
        assert_eq!(decode_png(&png(&view, 300, theme).expect("a PNG")), image);
    }
}

#[test]
fn the_themes_differ() {
    let view = view_at(6, 20);
    assert_ne!(raster(&view, 200, Theme::Light).expect("light"), raster(&view, 200, Theme::Dark).expect("dark"));
}

fn decode_gif(file: &[u8]) -> Vec<(Vec<u8>, u16)> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(std::io::Cursor::new(file)).expect("a GIF");
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        frames.push((frame.buffer.to_vec(), frame.delay));
    }
    frames
}

#[test]
fn gif_frame_k_is_the_png_of_step_from_plus_k() {
    for (n, from, to, fps, side, theme) in [(4, 0, 31, 4, 240, Theme::Light), (6, 100, 140, 10, 320, Theme::Dark)] {
        let mut search = AnySearch::from(Search::new(n).expect("a size"));
        let views = views_of_steps(&mut search, StepRange::new(from, to).expect("a range")).expect("the steps");
        let frames = decode_gif(&gif(&views, side, theme, fps).expect("a GIF"));
        assert_eq!(frames.len() as u64, to - from + 1);
        for (k, (pixels, delay)) in frames.iter().enumerate() {
            assert_eq!(*delay, (100 / fps) as u16);
            // Each step's picture made afresh, from its own search, then read back from its PNG.
            let expected = decode_png(&png(&view_at(n, from + k as u64), side, theme).expect("a PNG"));
            assert!(*pixels == expected.pixels, "frame {k} differs from the PNG of step {}", from + k as u64);
        }
    }
}

#[test]
fn every_picture_up_to_32_squares_has_at_most_256_colours() {
    let colours =
        |image: &Raster| image.pixels.chunks_exact(4).map(|p| [p[0], p[1], p[2]]).collect::<HashSet<_>>().len();
    let mut most = 0;
    for theme in Theme::ALL {
        for n in [1, 2, 3, 4, 5, 6, 8, 12, 20, 32] {
            let mut search = Search::new(n).expect("a size");
            for _ in 0..4 {
                for side in [64, 333, 512] {
                    most = most.max(colours(&raster(&BoardView::of_search(&search), side, theme).expect("a raster")));
                }
                search.run(1 + n as u64 * 11);
            }
        }
    }
    assert!(most <= 256, "a picture holds {most} colours");
}

#[test]
fn the_svg_is_xml_with_one_queen_group_for_each_queen() {
    let mut search = Search::new(8).expect("a size");
    search.run_to_solution(u64::MAX);
    assert!(search.at_solution());
    for (view, queens) in [(BoardView::of_search(&search), 8), (view_at(8, 31), view_at(8, 31).queens.len())] {
        for theme in Theme::ALL {
            let text = svg(&view, 400, theme).expect("an SVG");
            let document = roxmltree::Document::parse(&text).expect("well-formed XML");
            let root = document.root_element();
            assert_eq!(root.tag_name().name(), "svg");
            assert_eq!(root.tag_name().namespace(), Some("http://www.w3.org/2000/svg"));
            let class =
                |name: &'static str| document.descendants().filter(move |node| node.attribute("class") == Some(name));
            assert_eq!(class("queen").count(), queens);
            assert!(class("queen").all(|group| group.children().any(|shape| shape.has_tag_name("polygon"))));
            let labels: Vec<String> = class("coordinates")
                .flat_map(|group| group.children().filter_map(|node| node.text().map(str::to_string)))
                .collect();
            assert_eq!(labels.len(), 16);
            assert!(
                labels.contains(&"a".to_string())
                    && labels.contains(&"h".to_string())
                    && labels.contains(&"8".to_string())
            );
            assert_eq!(class("light-squares").next().expect("light").attribute("class"), Some("light-squares"));
        }
    }
}

#[test]
fn the_svg_marks_the_next_square_and_a_solution() {
    let mut search = Search::new(4).expect("a size");
    search.run_to_solution(u64::MAX);
    let solved = svg(&BoardView::of_search(&search), 200, Theme::Light).expect("an SVG");
    assert!(solved.contains("class=\"solution\"") && solved.contains("class=\"gilded\""));
    let start = svg(&view_at(4, 0), 200, Theme::Light).expect("an SVG");
    assert!(start.contains("class=\"next\"") && !start.contains("class=\"queen\""));
}

#[test]
fn a_range_past_the_end_stops_there_and_one_after_it_is_refused() {
    let mut search = AnySearch::from(Search::new(4).expect("a size"));
    let last = search.run_to_end();
    let views = views_of_steps(&mut search, StepRange::new(last - 2, last + 50).expect("a range")).expect("the steps");
    assert_eq!(views.len(), 3);
    assert_eq!(
        views_of_steps(&mut search, StepRange::new(last + 1, last + 2).expect("a range")),
        Err(PictureError::PastTheEnd { from: last + 1, last })
    );
}

#[test]
fn bad_sizes_ranges_and_speeds_are_refused_with_a_reason() {
    let view = view_at(4, 3);
    for side in [0, 63, 4097, u64::MAX] {
        let refused = svg(&view, side, Theme::Light).expect_err("refused");
        assert_eq!(refused, PictureError::Size { px: side });
        assert!(refused.to_string().contains("64 to 4096 pixels"));
    }
    assert_eq!(raster(&BoardView::empty(0), 100, Theme::Dark), Err(PictureError::Board { n: 0 }));
    assert_eq!(StepRange::new(5, 4), Err(PictureError::Backwards { from: 5, to: 4 }));
    assert_eq!(StepRange::new(0, 2000), Err(PictureError::TooManyFrames { frames: 2001 }));
    assert_eq!(gif(std::slice::from_ref(&view), 100, Theme::Light, 0), Err(PictureError::Fps { fps: 0 }));
    assert_eq!(gif(&[view], 100, Theme::Light, 51), Err(PictureError::Fps { fps: 51 }));
    assert_eq!(gif(&[], 100, Theme::Light, 5), Err(PictureError::NoFrames));
}

#[test]
fn every_view_a_search_makes_is_consistent_and_a_forged_one_is_refused_before_drawing() {
    use nqueens_core::event::{Conflict, Event};
    for n in 1..=6 {
        let mut search = Search::new(n).expect("a board size");
        loop {
            assert_eq!(BoardView::of_search(&search).check(), Ok(()), "n = {n}, step {}", search.steps());
            if search.is_done() {
                break;
            }
            search.step();
        }
    }
    let good = view_at(5, 7);
    let forged = |change: &dyn Fn(&mut BoardView)| {
        let mut view = good.clone();
        change(&mut view);
        let refused = raster(&view, 100, Theme::Light).expect_err("a forged view is refused");
        assert_eq!(svg(&view, 100, Theme::Light), Err(refused.clone()));
        refused.to_string()
    };
    let inconsistent = |problem: &str| format!("the board to draw is inconsistent: {problem}");
    assert_eq!(
        forged(&|v| {
            v.attacked.pop();
        }),
        inconsistent("it does not say for every square whether it is attacked")
    );
    assert_eq!(forged(&|v| v.queens = vec![0, 5]), inconsistent("a queen stands off the board"));
    assert_eq!(forged(&|v| v.queens = vec![0; 6]), inconsistent("a queen stands off the board"));
    assert_eq!(
        forged(&|v| v.next = Some(nqueens_core::constraints::Square { row: 5, col: 0 })),
        inconsistent("the square tried next is off the board")
    );
    assert_eq!(
        forged(&|v| v.event = Some(Event::Place { row: 0, col: 9 })),
        inconsistent("its event names a square off the board")
    );
    assert_eq!(
        forged(&|v| v.event = Some(Event::Reject { row: 1, col: 1, conflict: Conflict::Up, by: Some(5) })),
        inconsistent("its event names a square off the board")
    );
    assert_eq!(
        forged(&|v| v.event = Some(Event::Solution { number: 1, columns: vec![0, 2, 4] })),
        inconsistent("its solution is not a board of that size")
    );
    assert_eq!(forged(&|v| v.n = 33), PictureError::Board { n: 33 }.to_string());
}

#[test]
fn the_pictures_of_steps_carry_their_marks_and_a_mistake_s_misjudged_squares_are_painted() {
    use nqueens_core::{Constraints, Options, Square, Variant};
    let plain = Options { first_solution_only: false, mirror: false };
    let variant = Variant::from_name("same-diagonal").expect("a variant");
    let mut search = AnySearch::new(variant, plain, Constraints::none(6).expect("a size")).expect("a search");
    let views = views_of_steps(&mut search, StepRange::new(0, 60).expect("a range")).expect("the views");
    let (view, at) = views
        .iter()
        .find_map(|view| view.misjudged.iter().position(|&code| code == 2).map(|at| (view, at)))
        .expect("a step where the mistake lets an attacked square through");
    let (side, theme) = (240, Theme::Light);
    let (x, y) = square_centre(view.n, side as u32, at / view.n, at % view.n);
    let unmarked = BoardView { misjudged: Vec::new(), ..view.clone() };
    let with = raster(view, side, theme).expect("a picture");
    let without = raster(&unmarked, side, theme).expect("a picture");
    assert_ne!(with.pixel(x - 2, y + 4), without.pixel(x - 2, y + 4), "the missed square is tinted");

    let blocked = Square { row: 1, col: 2 };
    let constraints = Constraints::new(6, &[blocked], &[]).expect("constraints");
    let mut search = AnySearch::new(Variant::Correct, plain, constraints).expect("a search");
    let views = views_of_steps(&mut search, StepRange::at(0).expect("a step")).expect("the view");
    assert_eq!(views[0].blocked, vec![blocked]);
}
