// An independent reference of the plain search for the teaching tests: the article's recursive three-set
// search written as a generator, yielding after every event with a snapshot of what a learner should see
// then (queens, the three sets, the call stack, the counters). It shares no code with the page or the core.

/** The line of each event's kind in the article's code: what the code panel must highlight. */
export const PART_OF_EVENT = { place: 'place', reject: 'test', solution: 'append', remove: 'remove', done: 'done' };

/** Every state of the search of the n×n board, in order: index k is the state after k steps. */
export function referenceStates(n) {
  const queens = [];
  const frames = [];
  const counters = { steps: 0, nodes: 1, solutions: 0, backtracks: 0, rejections: 0 };
  const states = [];
  const snapshot = (event) => {
    states.push({
      event,
      queens: [...queens],
      sets: {
        columns: [...queens],
        down: queens.map((c, r) => r - c),
        up: queens.map((c, r) => r + c),
      },
      // Every frame below the top is at its queen's column; the top one at the column it tests or undoes.
      frames: frames.map((f) => ({ row: f.row, trying: f.col, tried: f.col === null ? [] : range(f.col) })),
      counters: { ...counters },
    });
  };
  const used = { columns: new Set(), down: new Set(), up: new Set() };
  function* place(row, placedAbove) {
    const frame = { row, col: null };
    frames.push(frame);
    if (placedAbove) {
      counters.steps += 1;
      counters.nodes += 1;
      snapshot({ event: 'place', row: row - 1, col: queens[row - 1] });
      yield;
    }
    if (row === n) {
      counters.steps += 1;
      counters.solutions += 1;
      snapshot({ event: 'solution' });
      yield;
      frames.pop();
      return;
    }
    for (let col = 0; col < n; col++) {
      frame.col = col;
      const conflict = used.columns.has(col) ? 'column' : used.down.has(row - col) ? 'down' : used.up.has(row + col) ? 'up' : null;
      if (conflict) {
        counters.steps += 1;
        counters.rejections += 1;
        snapshot({ event: 'reject', row, col, conflict });
        yield;
        continue;
      }
      used.columns.add(col);
      used.down.add(row - col);
      used.up.add(row + col);
      queens.push(col);
      yield* place(row + 1, true);
      queens.pop();
      used.columns.delete(col);
      used.down.delete(row - col);
      used.up.delete(row + col);
      counters.steps += 1;
      counters.backtracks += 1;
      snapshot({ event: 'remove', row, col });
      yield;
    }
    frames.pop();
  }
  snapshot(null);
  Array.from(place(0, false)); // runs the search; the states were recorded at each yield
  counters.steps += 1;
  snapshot({ event: 'done' });
  return states;
}

function range(k) {
  return Array.from({ length: k }, (_, i) => i);
}
