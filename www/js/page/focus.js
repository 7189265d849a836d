// The bar's Focus button: the studio on the whole screen (the Fullscreen API), for a projector in class; pressed
// while it is, and pressed again (or Escape, the browser's own way out) to leave. Hidden where the browser
// offers no full screen.

/** Wires `button` to show `studio` on the whole screen. @param {HTMLElement} button @param {HTMLElement} studio */
export function focusButton(button, studio) {
  if (!document.fullscreenEnabled || typeof studio.requestFullscreen !== 'function') return;
  button.hidden = false;
  const show = () => button.setAttribute('aria-pressed', String(document.fullscreenElement === studio));
  document.addEventListener('fullscreenchange', show);
  button.addEventListener('click', () => {
    const change = document.fullscreenElement === studio ? document.exitFullscreen() : studio.requestFullscreen();
    // A refusal (no user gesture, a policy) leaves the page as it was; the button says so by staying as it is.
    change.catch((/** @type {any} */ err) => console.warn(`Full screen was refused: ${err?.message ?? err}`)).finally(show);
  });
}
