// The size inputs' shared behaviour: reading what was typed (through the core, which is the one reader of
// sizes), and the message shown next to the input.

/**
 * Shows `message` in `errorEl` and marks `input` invalid; an empty or undefined message clears both.
 * @param {HTMLInputElement} input @param {HTMLElement} errorEl @param {string | undefined} message
 */
export function showFieldError(input, errorEl, message) {
  errorEl.textContent = message ?? '';
  errorEl.hidden = !message;
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

/**
 * Reads the size typed in `input`: returns it as a number, or undefined after showing why it is not a
 * good size. `parse(text)` is the core's `parseSize` for the field's range (`{value}` or `{problem,
 * empty}`); `explain(problem)` is what the message adds to the core's sentence. A field left empty while
 * still being typed in shows nothing yet; `committed` is true once the person is done.
 * @param {HTMLInputElement} input @param {HTMLElement} errorEl
 * @param {{committed: boolean, parse: (text: string) => import('../../nqueens.js').SizeReading, explain?: (problem: string) => string}} how
 * @returns {number | undefined}
 */
export function readSizeField(input, errorEl, { committed, parse, explain = (problem) => problem }) {
  const { value, problem, empty } = parse(input.value);
  if (empty && !committed) {
    showFieldError(input, errorEl, undefined);
    return undefined;
  }
  showFieldError(input, errorEl, problem && explain(problem));
  return problem ? undefined : value;
}
