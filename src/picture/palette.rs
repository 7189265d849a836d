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

/// A colour of the scheme, by what it paints: a scene names its colours so, and each painter looks them up in
/// its own copy of the palette (the page's canvas in palette.css, the pictures in [`Palette`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ink {
    /// The background colour.
    Background,
    /// The light square colour.
    LightSquare,
    /// The dark square colour.
    DarkSquare,
    /// The coordinates colour.
    Coordinates,
    /// The queen colour.
    Queen,
    /// The queen edge colour.
    QueenEdge,
    /// The attacked colour.
    Attacked,
    /// The hatch colour.
    Hatch,
    /// The next colour.
    Next,
    /// The reject colour.
    Reject,
    /// The line colour.
    Line,
    /// The owner colour.
    Owner,
    /// The placed colour.
    Placed,
    /// The ghost colour.
    Ghost,
    /// The gold colour.
    Gold,
    /// The label colour.
    Label,
    /// The label background colour.
    LabelBackground,
    /// The phantom colour.
    Phantom,
    /// The missed colour.
    Missed,
    /// The blocked colour.
    Blocked,
    /// The blocked mark colour.
    BlockedMark,
    /// The required colour.
    Required,
    /// The focus colour.
    Focus,
}

impl Ink {
    /// Every ink, in the order of [`Palette::entries`] (a scene's display list numbers them so).
    pub const ALL: [Ink; 23] = [
        Ink::Background,
        Ink::LightSquare,
        Ink::DarkSquare,
        Ink::Coordinates,
        Ink::Queen,
        Ink::QueenEdge,
        Ink::Attacked,
        Ink::Hatch,
        Ink::Next,
        Ink::Reject,
        Ink::Line,
        Ink::Owner,
        Ink::Placed,
        Ink::Ghost,
        Ink::Gold,
        Ink::Label,
        Ink::LabelBackground,
        Ink::Phantom,
        Ink::Missed,
        Ink::Blocked,
        Ink::BlockedMark,
        Ink::Required,
        Ink::Focus,
    ];

    /// The name of its CSS custom property on the page (without the `--`).
    pub fn name(self) -> &'static str {
        match self {
            Ink::Background => "bg",
            Ink::LightSquare => "sq-light",
            Ink::DarkSquare => "sq-dark",
            Ink::Coordinates => "coord",
            Ink::Queen => "queen",
            Ink::QueenEdge => "queen-edge",
            Ink::Attacked => "attacked",
            Ink::Hatch => "hatch",
            Ink::Next => "next",
            Ink::Reject => "reject",
            Ink::Line => "line",
            Ink::Owner => "owner",
            Ink::Placed => "placed",
            Ink::Ghost => "ghost",
            Ink::Gold => "gold",
            Ink::Label => "label",
            Ink::LabelBackground => "label-bg",
            Ink::Phantom => "phantom",
            Ink::Missed => "missed",
            Ink::Blocked => "blocked",
            Ink::BlockedMark => "blocked-mark",
            Ink::Required => "required",
            Ink::Focus => "focus",
        }
    }

    /// Its place in [`Ink::ALL`].
    pub fn index(self) -> usize {
        self as usize
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
    /// The diagonal numbers (`--label`).
    pub label: Rgba,
    /// The patch behind a diagonal number (`--label-bg`).
    pub label_background: Rgba,
    /// A square a mistake's check refuses though no queen attacks it (`--phantom`).
    pub phantom: Rgba,
    /// A square a mistake's check lets through though a queen attacks it (`--missed`).
    pub missed: Rgba,
    /// A blocked square (`--blocked`).
    pub blocked: Rgba,
    /// The cross on a blocked square (`--blocked-mark`).
    pub blocked_mark: Rgba,
    /// The brackets of a required square (`--required`).
    pub required: Rgba,
    /// The square the keyboard is on while squares are being constrained (`--focus`).
    pub focus: Rgba,
}

impl Palette {
    /// Every colour with the name of its CSS custom property, in the order of [`Ink::ALL`].
    pub fn entries(&self) -> [(&'static str, Rgba); 23] {
        Ink::ALL.map(|ink| (ink.name(), self.ink(ink)))
    }

    /// The colour of `ink`.
    pub fn ink(&self, ink: Ink) -> Rgba {
        match ink {
            Ink::Background => self.background,
            Ink::LightSquare => self.light_square,
            Ink::DarkSquare => self.dark_square,
            Ink::Coordinates => self.coordinates,
            Ink::Queen => self.queen,
            Ink::QueenEdge => self.queen_edge,
            Ink::Attacked => self.attacked,
            Ink::Hatch => self.hatch,
            Ink::Next => self.next,
            Ink::Reject => self.reject,
            Ink::Line => self.line,
            Ink::Owner => self.owner,
            Ink::Placed => self.placed,
            Ink::Ghost => self.ghost,
            Ink::Gold => self.gold,
            Ink::Label => self.label,
            Ink::LabelBackground => self.label_background,
            Ink::Phantom => self.phantom,
            Ink::Missed => self.missed,
            Ink::Blocked => self.blocked,
            Ink::BlockedMark => self.blocked_mark,
            Ink::Required => self.required,
            Ink::Focus => self.focus,
        }
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
    label: Rgba::rgb(0x1d1d1f),
    label_background: Rgba::translucent(255, 255, 255, 55),
    phantom: Rgba::translucent(109, 40, 217, 55),
    missed: Rgba::translucent(234, 140, 0, 60),
    blocked: Rgba::rgb(0x3f3f46),
    blocked_mark: Rgba::rgb(0xfafafa),
    required: Rgba::rgb(0x0e7490),
    focus: Rgba::rgb(0xc2410c),
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
    label: Rgba::rgb(0xffffff),
    label_background: Rgba::translucent(0, 0, 0, 45),
    phantom: Rgba::translucent(196, 170, 255, 60),
    missed: Rgba::translucent(251, 191, 36, 60),
    blocked: Rgba::rgb(0xe4e4e7),
    blocked_mark: Rgba::rgb(0x18181b),
    required: Rgba::rgb(0x67e8f9),
    focus: Rgba::rgb(0xffb454),
};
