// The message next to a size input: shown with aria-invalid on the input, or cleared.

/** Shows `message` in `errorEl` and marks `input` invalid; an empty or undefined message clears both. */
export function showFieldError(input, errorEl, message) {
  errorEl.textContent = message ?? '';
  errorEl.hidden = !message;
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}
