// The example tutorial's buttons: `data-board` names a board (an <n-queens> id), `data-step` the step to show
// on it, or `data-action` a method to call (nextSolution, play, …). Solutions found are told under the text,
// from the boards' `nqueens-solution` events.

const squareName = (row, col) => `${'abcdefghijklmnopqrst'[col]}${row + 1}`;

document.addEventListener('click', (event) => {
  const button = /** @type {HTMLButtonElement | null} */ (/** @type {Element} */ (event.target).closest('button[data-board]'));
  if (!button) return;
  const board = /** @type {any} */ (document.getElementById(button.dataset.board));
  if (button.dataset.step !== undefined) board.seek(Number(button.dataset.step));
  else board[button.dataset.action]();
});

document.addEventListener('nqueens-solution', (/** @type {CustomEvent} */ event) => {
  const { number, columns } = event.detail;
  document.getElementById('solution-note').textContent =
    `Solution ${number}: ${columns.map((col, row) => squareName(row, col)).join(', ')}.`;
});

// Ready once every board is: the project's tests wait for this.
Promise.all([...document.querySelectorAll('n-queens')].map((/** @type {any} */ board) => customElements.whenDefined('n-queens').then(() => board.ready)))
  .then(() => {
    document.body.dataset.ready = 'true';
  });
