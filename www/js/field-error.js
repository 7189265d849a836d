// The size inputs' shared behaviour: reading what was typed, and the message shown next to the input.

/** Shows `message` in `errorEl` and marks `input` invalid; an empty or undefined message clears both. */
export function showFieldError(input, errorEl, message) {
  errorEl.textContent = message ?? '';
  errorEl.hidden = !message;
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

/**
 * Reads the size typed in `input`: returns it as a number, or undefined after showing why it is not a
 * good size (`problemOf(text)` gives the message, `explain(message)` what to add to it). A field left
 * empty while still being typed in shows nothing yet; `committed` is true once the person is done.
 */
export function readSizeField(input, errorEl, { committed, problemOf, explain = (message) => message }) {
  const text = input.value;
  if (text.trim() === '' && !committed) {
    showFieldError(input, errorEl, undefined);
    return undefined;
  }
  const message = problemOf(text);
  showFieldError(input, errorEl, message && explain(message));
  return message ? undefined : Number(text.trim());
}
