// Independent references of every variant the page can watch, for the panel tests: the article's search and
// its classic mistakes transcribed from the article's (buggy) Python as plain recursive generators, and
// brute force as the article's count_by_permutation over itertools-ordered permutations. Each records, after
// every step, what a learner should see then: the event, the queens, the call stack (with the squares each
// frame's loop passed by, rejected or placed and lifted) and what the code keeps. Shares no code with the
// page or the core.

/** Every state of `variant` on the n×n board, in order: index k is the state after k steps. */
export function referenceVariantStates(variant, n) {
  return variant === 'brute-force' ? bruteStates(n) : backtrackingStates(variant, n);
}

function backtrackingStates(variant, n) {
  const queens = [];
  const frames = [];
  const used = { columns: new Set(), down: new Set(), up: new Set(), slots: Array(n).fill(false) };
  const states = [];
  let solutions = 0;
  const downKey = (row, col) => (variant === 'same-diagonal' ? row + col : row - col);
  // Python's list indexed by row - col: a negative index counts from the end.
  const slot = (row, col) => (row - col < 0 ? n + (row - col) : row - col);
  const snapshot = (event) => {
    states.push({
      event,
      queens: [...queens],
      frames: frames.map((f) => ({
        row: f.row,
        trying: f.col,
        tried: f.col === null ? [] : Array.from({ length: f.col }, (_, i) => i),
        lifted: [...f.lifted].sort((a, b) => a - b),
      })),
      kept: variant === 'scan' ? null : {
        columns: [...used.columns].sort((a, b) => a - b),
        down: variant === 'sized-n' ? null : [...used.down].sort((a, b) => a - b),
        up: [...used.up].sort((a, b) => a - b),
        slots: variant === 'sized-n' ? [...used.slots] : null,
      },
      solutions,
    });
  };
  /** What the variant's check says of (row, col): the conflict and the row of the queen it found, or null. */
  const check = (row, col) => {
    if (variant === 'scan') {
      for (const [r, c] of queens.entries()) {
        if (c === col) return { conflict: 'column', by: r };
        if (r - c === row - col) return { conflict: 'down', by: r };
        if (r + c === row + col) return { conflict: 'up', by: r };
      }
      return null;
    }
    if (used.columns.has(col)) return { conflict: 'column' };
    if (variant === 'sized-n' ? used.slots[slot(row, col)] : used.down.has(downKey(row, col))) return { conflict: 'down' };
    if (used.up.has(row + col)) return { conflict: 'up' };
    return null;
  };
  function* place(row) {
    const frame = { row, col: null, lifted: new Set() };
    frames.push(frame);
    if (row > 0) {
      snapshot({ event: 'place', row: row - 1, col: queens[row - 1] });
      yield;
    }
    if (row === n) {
      solutions += 1;
      snapshot({ event: 'solution', number: solutions, columns: [...queens] });
      yield;
      frames.pop();
      return;
    }
    for (let col = 0; col < n; col++) {
      frame.col = col;
      const found = check(row, col);
      if (found) {
        snapshot({ event: 'reject', row, col, ...found });
        yield;
        continue;
      }
      if (variant !== 'scan') {
        used.columns.add(col);
        if (variant === 'sized-n') used.slots[slot(row, col)] = true;
        else used.down.add(downKey(row, col));
        used.up.add(row + col);
      }
      queens.push(col);
      yield* place(row + 1);
      queens.pop();
      if (variant !== 'scan') {
        used.up.delete(row + col);
        if (variant === 'sized-n') used.slots[slot(row, col)] = false;
        else if (variant !== 'forgot-undo') used.down.delete(downKey(row, col));
        used.columns.delete(col);
      }
      frame.lifted.add(col);
      snapshot({ event: 'remove', row, col });
      yield;
    }
    frames.pop();
  }
  snapshot(null);
  Array.from(place(0));
  snapshot({ event: 'done' });
  return states;
}

/** itertools.permutations(range(n)): lexicographic order. */
function* permutations(items) {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < items.length; i++) {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) yield [items[i], ...rest];
  }
}

/** The first pair (upper, lower) of rows on one diagonal, as is_safe_arrangement finds it, or null. */
function firstClash(columns) {
  for (let upper = 0; upper < columns.length; upper++) {
    for (let lower = upper + 1; lower < columns.length; lower++) {
      if (lower - upper === Math.abs(columns[lower] - columns[upper])) return [upper, lower];
    }
  }
  return null;
}

function bruteStates(n) {
  const states = [{ event: null, columns: [], solutions: 0 }];
  let solutions = 0;
  let number = 0;
  for (const columns of permutations(Array.from({ length: n }, (_, i) => i))) {
    number += 1;
    const clash = firstClash(columns);
    if (!clash) solutions += 1;
    states.push({ event: { event: 'permutation', number, columns, clash, solution: clash ? undefined : solutions }, columns, solutions });
  }
  states.push({ event: { event: 'done' }, columns: states.at(-1).columns, solutions });
  return states;
}
