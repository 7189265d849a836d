//! The first module's results as plain JS values, built key by key in the shapes the core's serde forms give
//! (web/shared's types.rs declares them; web/tests/web/types.rs holds the values to them). The other modules
//! hand theirs over through a serde serializer (web/shared's `to_js`); here its code, generic for every type
//! and with a table of interned keys, would be bytes that the first board waits for.

use js_sys::{Array, Object, Reflect};
use nqueens_core::brute::BruteEvent;
use nqueens_core::event::{Attack, Event};
use nqueens_core::{AnyEvent, Square};
use wasm_bindgen::JsValue;

/// A plain object being built, its keys in the order they are set.
pub(crate) struct Obj(Object);

impl Obj {
    pub(crate) fn new() -> Obj {
        Obj(Object::new())
    }

    /// Sets `key` to `value` (a plain object made here cannot refuse it).
    #[inline(never)]
    pub(crate) fn set(self, key: &str, value: &JsValue) -> Obj {
        let _ = Reflect::set(&self.0, &JsValue::from_str(key), value);
        self
    }

    /// Sets `key` to the number `value`.
    pub(crate) fn num(self, key: &str, value: f64) -> Obj {
        self.set(key, &JsValue::from_f64(value))
    }

    /// Sets `key` to the number `value` when there is one; leaves it out otherwise.
    pub(crate) fn num_if(self, key: &str, value: Option<f64>) -> Obj {
        match value {
            Some(value) => self.num(key, value),
            None => self,
        }
    }

    pub(crate) fn done(self) -> JsValue {
        self.0.into()
    }
}

/// An array of the values `items` gives.
pub(crate) fn array(items: impl IntoIterator<Item = JsValue>) -> JsValue {
    let array = Array::new();
    for item in items {
        array.push(&item);
    }
    array.into()
}

/// An array of numbers.
pub(crate) fn numbers(items: impl IntoIterator<Item = f64>) -> JsValue {
    array(items.into_iter().map(JsValue::from_f64))
}

/// `value` made JS, or `undefined` for none (as serde writes a field that is `None`).
pub(crate) fn or_undefined<T>(value: Option<T>, make: impl FnOnce(T) -> JsValue) -> JsValue {
    value.map_or(JsValue::UNDEFINED, make)
}

/// `{row, col}`.
pub(crate) fn square(square: Square) -> JsValue {
    Obj::new().num("row", square.row as f64).num("col", square.col as f64).done()
}

/// An array of `{row, col}`.
pub(crate) fn squares(squares: &[Square]) -> JsValue {
    array(squares.iter().map(|&s| square(s)))
}

/// `{upper: {row, col}, lower: {row, col}, line}`.
pub(crate) fn attack(attack: &Attack) -> JsValue {
    Obj::new()
        .set("upper", &square(attack.upper))
        .set("lower", &square(attack.lower))
        .set("line", &JsValue::from_str(attack.line.name()))
        .done()
}

/// An event of the correct search or a mistake: `{event: "place", row, col}`, `{event: "reject", row, col,
/// conflict, by}` (no `by` for a blocked square), `{event: "solution", number, columns}`, `{event: "remove",
/// row, col}`, `{event: "done"}`.
pub(crate) fn event(event: &Event) -> JsValue {
    let named = |name: &str| Obj::new().set("event", &JsValue::from_str(name));
    match event {
        Event::Place { row, col } => named("place").num("row", *row as f64).num("col", *col as f64),
        Event::Reject { row, col, conflict, by } => named("reject")
            .num("row", *row as f64)
            .num("col", *col as f64)
            .set("conflict", &JsValue::from_str(conflict.name()))
            .num_if("by", by.map(|by| by as f64)),
        Event::Solution { number, columns } => {
            named("solution").num("number", *number as f64).set("columns", &numbers(columns.iter().map(|&c| c as f64)))
        }
        Event::Remove { row, col } => named("remove").num("row", *row as f64).num("col", *col as f64),
        Event::Done => named("done"),
    }
    .done()
}

/// An event of any search: as [`event`], or brute force's `{event: "permutation", number, columns, clash,
/// solution}` (`clash` for a permutation with two queens on one diagonal, `solution` for one without) and
/// `{event: "done"}`.
pub(crate) fn any_event(any: &AnyEvent) -> JsValue {
    match any {
        AnyEvent::Search(e) => event(e),
        AnyEvent::BruteForce(BruteEvent::Permutation { number, columns, clash, solution }) => {
            let with_clash = Obj::new()
                .set("event", &JsValue::from_str("permutation"))
                .num("number", *number as f64)
                .set("columns", &numbers(columns.iter().map(|&c| c as f64)));
            let with_clash = match clash {
                Some(rows) => with_clash.set("clash", &numbers(rows.iter().map(|&r| r as f64))),
                None => with_clash,
            };
            with_clash.num_if("solution", solution.map(|s| s as f64)).done()
        }
        AnyEvent::BruteForce(BruteEvent::Done) => Obj::new().set("event", &JsValue::from_str("done")).done(),
    }
}
