// A classic mistake's false solution: same-diagonal never checks the down diagonals, so on 4×4 it reports boards
// where two queens share one. At every solution it reports, the page tells a false one from a true one, checked
// here pair by pair: the state names the first two queens that attack each other, the narration says "False
// solution" and names both, the code's note says so, and the board draws no gold but a dashed red frame and the
// attack line over the two queens. The correct search's solutions stay gold and true.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, colourDistance } from './helpers.mjs';

const withPage = usePage();
const name = (sq) => `${String.fromCharCode(97 + sq.col)}${sq.row + 1}`;

/** The first two queens of `columns` (by rows) that attack each other, and their line, or undefined. */
function firstAttack(columns) {
  for (let a = 0; a < columns.length; a++) {
    for (let b = a + 1; b < columns.length; b++) {
      const line = columns[a] === columns[b] ? 'column' : b - a === columns[b] - columns[a] ? 'down' : b - a === columns[a] - columns[b] ? 'up' : undefined;
      if (line) return { upper: { row: a, col: columns[a] }, lower: { row: b, col: columns[b] }, line };
    }
  }
  return undefined;
}

/** Runs in the page: steps to the end, reading at every solution what the page shows. */
function readSolutions() {
  const canvas = document.getElementById('board');
  const ctx = canvas.getContext('2d');
  const pixel = (x, y) => Array.from(ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3));
  const found = [];
  window.nqueensPage.reset();
  while (!window.nqueensPage.searchState().done) {
    window.nqueensPage.step();
    const state = window.nqueensPage.searchState();
    if (state.lastEvent?.event !== 'solution') continue;
    const { s, x0, y0, B } = window.nqueensPage.boardGeometry();
    const center = (sq) => [x0 + (sq.col + 0.5) * s, y0 + (sq.row + 0.5) * s];
    const attack = state.falseSolution;
    const frame = Math.max(3, Math.round(s * 0.08));
    found.push({
      columns: Array.from(state.lastEvent.columns),
      attack: attack ? { upper: attack.upper, lower: attack.lower, line: attack.line } : undefined,
      narration: document.getElementById('narration').textContent,
      note: document.querySelector('#code-lines [aria-current="step"] .code-note').textContent,
      // The frame's middle on the board's left edge, and the middle of the line between the two queens.
      frame: pixel(x0 + frame / 2, y0 + B / 2),
      line: attack ? pixel((center(attack.upper)[0] + center(attack.lower)[0]) / 2, (center(attack.upper)[1] + center(attack.lower)[1]) / 2) : undefined,
    });
  }
  return found;
}

const rgb = (text) => text.match(/\d+/g).slice(0, 3).map(Number);

test('same-diagonal\'s false solutions are drawn and told as false, the two queens named; the correct ones stay gold', { timeout: 60_000 }, () =>
  withPage({ viewport: { width: 1366, height: 768 }, path: '?n=4&variant=same-diagonal' }, async ({ page }) => {
    const reject = rgb(await page.evaluate(() => window.nqueensPage.paletteColour('reject')));
    const gold = rgb(await page.evaluate(() => window.nqueensPage.paletteColour('gold')));
    const solutions = await page.evaluate(readSolutions);
    const falseOnes = solutions.filter((s) => firstAttack(s.columns));
    assert.ok(falseOnes.length >= 1 && falseOnes.length < solutions.length, `${falseOnes.length} false of ${solutions.length}`);
    for (const [i, solution] of solutions.entries()) {
      const attack = firstAttack(solution.columns);
      assert.deepEqual(solution.attack, attack, `solution ${i + 1}: the pair the page names`);
      if (attack) {
        const [a, b] = [name(attack.upper), name(attack.lower)];
        assert.match(solution.narration, new RegExp(`^False solution: the code records [a-d1-4 ]+, placement = \\[${solution.columns.join(', ')}\\], as solution ${i + 1} .*the queens on ${a} \\(.*\\) and ${b} \\(.*\\) attack each other along the ${attack.line === 'down' ? 'down diagonal' : attack.line}`), solution.narration);
        assert.match(solution.note, new RegExp(`^✗ false solution ${i + 1}: .*${a} and ${b} attack each other$`));
        assert.ok(colourDistance(solution.frame, reject) < 60, `solution ${i + 1}: the frame is red (${solution.frame})`);
        assert.ok(colourDistance(solution.line, reject) < 60, `solution ${i + 1}: the attack line over the queens (${solution.line})`);
      } else {
        assert.match(solution.narration, new RegExp(`^Solution ${i + 1} found after`));
        assert.ok(colourDistance(solution.frame, gold) < 60, `solution ${i + 1}: a true one is framed in gold (${solution.frame})`);
      }
    }
    // The correct search of the same board: only true solutions, framed in gold.
    await page.evaluate(() => window.nqueensPage.setVariant('correct'));
    const correct = await page.evaluate(readSolutions);
    assert.equal(correct.length, 2);
    assert.ok(correct.every((s) => s.attack === undefined && /^Solution \d found/.test(s.narration) && colourDistance(s.frame, gold) < 60));
  }));
