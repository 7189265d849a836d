//! Helpers shared by the native test files of the stepping searches (tests/search.rs, tests/variants.rs).

use nqueens_core::{Conflict, Counters, Event};

/// Every event `step` gives, up to and including `Done`.
pub fn events_until_done(mut step: impl FnMut() -> Event) -> Vec<Event> {
    let mut events = Vec::new();
    loop {
        let event = step();
        events.push(event.clone());
        if event == Event::Done {
            return events;
        }
    }
}

/// Every counter after a step that reported `event` from a state that was not done: one more step,
/// and exactly the counter of its event moved (and the depth, for a queen placed or lifted).
pub fn expected_after(before: Counters, event: &Event) -> Counters {
    let mut expected = Counters { steps: before.steps + 1, ..before };
    match event {
        Event::Place { .. } => {
            expected.placements += 1;
            expected.nodes += 1;
            expected.depth += 1;
        }
        Event::Reject { conflict, .. } => {
            expected.rejections += 1;
            match conflict {
                Conflict::Column => expected.column_rejections += 1,
                Conflict::Down => expected.down_rejections += 1,
                Conflict::Up => expected.up_rejections += 1,
                Conflict::Blocked => expected.blocked_rejections += 1,
            }
        }
        Event::Remove { .. } => {
            expected.backtracks += 1;
            expected.depth -= 1;
        }
        Event::Solution { .. } => expected.solutions += 1,
        Event::Done => {}
    }
    expected
}
