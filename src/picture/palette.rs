//! The pictures' colours: the page's board colours (www/palette.css, `light-dark(light, dark)` each),
//! each named as its CSS custom property. tests/picture.rs reads the palette and checks that every colour
//! here is the page's.

/// A colour with straight (not premultiplied) alpha, 255 opaque.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgba(pub [u8; 4]);

impl Rgba {
    const fn rgb(hex: u32) -> Rgba {
        Rgba([(hex >> 16) as u8, (hex >> 8) as u8, hex as u8, 255])
    }

    /// `rgba(r, g, b, a)` with `a` in hundredths.
    const fn translucent(r: u8, g: u8, b: u8, alpha_percent: u32) -> Rgba {
        Rgba([r, g, b, ((alpha_percent * 255 + 50) / 100) as u8])
    }

    /// `#rrggbb` (the colour part).
    pub fn hex(self) -> String {
        let [r, g, b, _] = self.0;
        format!("#{r:02x}{g:02x}{b:02x}")
    }

    /// The opacity from 0 to 1.
    pub fn opacity(self) -> f64 {
        f64::from(self.0[3]) / 255.0
    }
}

/// The light or the dark colour scheme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// The page's light scheme.
    #[default]
    Light,
    /// The page's dark scheme.
    Dark,
}

impl Theme {
    /// Both schemes.
    pub const ALL: [Theme; 2] = [Theme::Light, Theme::Dark];

    /// The scheme's name, as the page and the command line write it.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// The scheme of that name, if there is one.
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|theme| theme.name() == name)
    }

    /// The scheme's colours.
    pub fn palette(self) -> &'static Palette {
        match self {
            Theme::Light => &LIGHT,
            Theme::Dark => &DARK,
        }
    }
}

/// The colours of one scheme.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Palette {
    /// Around the board (`--bg`).
    pub background: Rgba,
    /// The light squares (`--sq-light`).
    pub light_square: Rgba,
    /// The dark squares (`--sq-dark`).
    pub dark_square: Rgba,
    /// The rank and file names (`--coord`).
    pub coordinates: Rgba,
    /// A queen's crown (`--queen`).
    pub queen: Rgba,
    /// The crown's outline (`--queen-edge`).
    pub queen_edge: Rgba,
    /// The tint of an attacked square, and its stripes.
    pub attacked: Rgba,
    /// The stripes over an attacked square (`--hatch`).
    pub hatch: Rgba,
    /// The ring round the square the next step tries.
    pub next: Rgba,
    /// A rejection: the cross on the refused square, the attacking line, the ring round its owner.
    pub reject: Rgba,
    /// The attacking line (`--line`).
    pub line: Rgba,
    /// The ring round the queen that owns the line (`--owner`).
    pub owner: Rgba,
    /// The ring round a queen just placed.
    pub placed: Rgba,
    /// A queen just lifted.
    pub ghost: Rgba,
    /// A solution's squares and frame.
    pub gold: Rgba,
}

impl Palette {
    /// Every colour with the name of its CSS custom property.
    pub fn entries(&self) -> [(&'static str, Rgba); 15] {
        [
            ("bg", self.background),
            ("sq-light", self.light_square),
            ("sq-dark", self.dark_square),
            ("coord", self.coordinates),
            ("queen", self.queen),
            ("queen-edge", self.queen_edge),
            ("attacked", self.attacked),
            ("hatch", self.hatch),
            ("next", self.next),
            ("reject", self.reject),
            ("line", self.line),
            ("owner", self.owner),
            ("placed", self.placed),
            ("ghost", self.ghost),
            ("gold", self.gold),
        ]
    }
}

const LIGHT: Palette = Palette {
    background: Rgba::rgb(0xf7f5f0),
    light_square: Rgba::rgb(0xefdcb8),
    dark_square: Rgba::rgb(0xb88a5c),
    coordinates: Rgba::rgb(0x5b5b63),
    queen: Rgba::rgb(0x1b1b1f),
    queen_edge: Rgba::rgb(0xfbfbf8),
    attacked: Rgba::translucent(200, 40, 40, 30),
    hatch: Rgba::translucent(130, 10, 10, 70),
    next: Rgba::rgb(0x1f5fbf),
    reject: Rgba::rgb(0xc81e1e),
    line: Rgba::translucent(200, 30, 30, 38),
    owner: Rgba::rgb(0xc81e1e),
    placed: Rgba::rgb(0x15803d),
    ghost: Rgba::rgb(0x1b1b1f),
    gold: Rgba::rgb(0xd4a017),
};

const DARK: Palette = Palette {
    background: Rgba::rgb(0x121316),
    light_square: Rgba::rgb(0x8b7355),
    dark_square: Rgba::rgb(0x5a4632),
    coordinates: Rgba::rgb(0xb4b4bd),
    queen: Rgba::rgb(0xf7f3ea),
    queen_edge: Rgba::rgb(0x121316),
    attacked: Rgba::translucent(255, 80, 80, 20),
    hatch: Rgba::translucent(255, 96, 96, 80),
    next: Rgba::rgb(0x7db3ff),
    reject: Rgba::rgb(0xff6b6b),
    line: Rgba::translucent(255, 90, 90, 42),
    owner: Rgba::rgb(0xff6b6b),
    placed: Rgba::rgb(0x4ade80),
    ghost: Rgba::rgb(0xf7f3ea),
    gold: Rgba::rgb(0xf5c542),
};
