//! A long count's progress on stderr: a bar with the units counted, their rate and the time left, shown once
//! the count has run for a second, and only when stderr is a terminal (a pipe or a file gets nothing).

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};
use std::io::IsTerminal;
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::Duration;

/// How long a count runs before its bar appears: a quick count leaves the terminal as it was.
const SHOW_AFTER: Duration = Duration::from_secs(1);

/// How the bar reads.
const TEMPLATE: &str = "{elapsed_precise} [{wide_bar}] {pos}/{len} units, {rate} a second, {eta} left";

/// The progress of one count; it disappears, leaving the terminal clean, when dropped.
pub struct Progress {
    bar: ProgressBar,
    /// Dropping the sender wakes the thread that waits to show the bar, which then ends.
    watcher: Option<(Sender<()>, JoinHandle<()>)>,
}

impl Progress {
    /// A count's progress: drawn on stderr after [`SHOW_AFTER`] when stderr is a terminal, else never.
    pub fn on_stderr() -> Progress {
        Progress::for_terminal(std::io::stderr().is_terminal())
    }

    /// A bar on stderr for a terminal; for anything else, nothing at all.
    fn for_terminal(terminal: bool) -> Progress {
        if terminal {
            Progress::shown_after(SHOW_AFTER, ProgressDrawTarget::stderr)
        } else {
            Progress { bar: ProgressBar::hidden(), watcher: None }
        }
    }

    /// A bar drawn to `target` once `delay` has passed, unless the count is over by then.
    fn shown_after(delay: Duration, target: impl FnOnce() -> ProgressDrawTarget + Send + 'static) -> Progress {
        let bar = ProgressBar::with_draw_target(Some(0), ProgressDrawTarget::hidden());
        if let Ok(style) = ProgressStyle::with_template(TEMPLATE) {
            let rate = |state: &ProgressState, out: &mut dyn std::fmt::Write| {
                let _ = write!(out, "{:.1}", state.per_sec());
            };
            bar.set_style(style.with_key("rate", rate).progress_chars("=> "));
        }
        let (over, told) = mpsc::channel::<()>();
        let shown = bar.clone();
        let wait = move || {
            if told.recv_timeout(delay) == Err(RecvTimeoutError::Timeout) {
                shown.set_draw_target(target());
                // The elapsed time and the estimate move on between units too.
                shown.enable_steady_tick(Duration::from_millis(250));
            }
        };
        // A thread the system refuses costs the bar only, never the count.
        let watcher = std::thread::Builder::new().name("progress".into()).spawn(wait).ok().map(|join| (over, join));
        Progress { bar, watcher }
    }

    /// `done` more of the count's `units` are counted.
    pub fn add(&self, done: u64, units: u64) {
        if self.bar.length() != Some(units) {
            self.bar.set_length(units);
        }
        self.bar.inc(done);
    }

    /// `done` of the count's `units` are counted in all (the GPU's count tells its batches so).
    #[cfg_attr(not(feature = "gpu"), allow(dead_code))]
    pub fn reach(&self, done: u64, units: u64) {
        if self.bar.length() != Some(units) {
            self.bar.set_length(units);
        }
        self.bar.set_position(done);
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Some((over, watcher)) = self.watcher.take() {
            drop(over);
            let _ = watcher.join();
        }
        self.bar.finish_and_clear();
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    /// A terminal that keeps what is written to it.
    #[derive(Debug, Clone, Default)]
    struct Screen(Arc<Mutex<String>>);

    impl indicatif::TermLike for Screen {
        fn width(&self) -> u16 {
            100
        }
        fn move_cursor_up(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn move_cursor_down(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn move_cursor_right(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn move_cursor_left(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn write_line(&self, s: &str) -> std::io::Result<()> {
            self.write_str(&format!("{s}\n"))
        }
        fn write_str(&self, s: &str) -> std::io::Result<()> {
            self.0.lock().unwrap().push_str(s);
            Ok(())
        }
        fn clear_line(&self) -> std::io::Result<()> {
            Ok(())
        }
        fn flush(&self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// Waits for the watcher's decision: shown, or not.
    fn settle(progress: &mut Progress) {
        let (over, watcher) = progress.watcher.take().expect("a watcher");
        watcher.join().unwrap();
        drop(over);
    }

    #[test]
    fn a_count_past_its_delay_shows_units_rate_and_time_left() {
        let screen = Screen::default();
        let drawn = screen.clone();
        let mut progress =
            Progress::shown_after(Duration::ZERO, move || ProgressDrawTarget::term_like_with_hz(Box::new(drawn), 255));
        settle(&mut progress);
        progress.add(3, 40);
        progress.bar.force_draw();
        let text = screen.0.lock().unwrap().clone();
        assert!(text.contains("3/40 units, "), "{text:?}");
        assert!(text.contains(" a second, ") && text.contains(" left"), "{text:?}");
        progress.reach(40, 40);
        progress.bar.force_draw();
        assert!(screen.0.lock().unwrap().contains("40/40 units"));
    }

    #[test]
    fn a_count_over_before_its_delay_draws_nothing() {
        let shown = Arc::new(Mutex::new(false));
        let told = shown.clone();
        let progress = Progress::shown_after(Duration::from_secs(3600), move || {
            *told.lock().unwrap() = true;
            ProgressDrawTarget::hidden()
        });
        progress.add(1, 2);
        // Dropping wakes the watcher at once: no hour is waited.
        drop(progress);
        assert!(!*shown.lock().unwrap());
    }

    #[test]
    fn stderr_that_is_not_a_terminal_gets_no_bar() {
        let progress = Progress::for_terminal(false);
        assert!(progress.watcher.is_none() && progress.bar.is_hidden());
        progress.add(5, 10);
        assert!(progress.bar.is_hidden());
        let terminal = Progress::for_terminal(true);
        assert!(terminal.watcher.is_some(), "a terminal's bar waits for its second");
    }
}
