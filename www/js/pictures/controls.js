// The "Save picture" and "Save animation" controls of a search view: the board at the current step as a
// PNG or SVG file (a chosen size and scheme), and an animated GIF of a range of steps at a chosen speed.
// The group is made here and put where the host says; the files come from ./pictures.js.

import { PICTURE_DEFAULTS, svgOf, pngOf, gifOf, download } from './pictures.js';
import { wordedRefusal } from '../i18n/refusal.js';

/** @typedef {import('../i18n/i18n.js').Translator} Translator */

/** The controls' markup in the reader's words (catalog `m`). @param {Translator} m */
const markup = (m) => `<summary>${m.t('pictures-summary')}</summary>
<fieldset><legend>${m.t('pictures-picture-legend')}</legend>
  <label>${m.t('pictures-size')} <input id="picture-size" name="picture-size" type="number" inputmode="numeric" step="1"> ${m.t('pictures-size-unit')}</label>
  <label>${m.t('pictures-colours')} <select id="picture-theme" name="picture-theme">
    <option value="auto">${m.t('pictures-theme-auto')}</option><option value="light">${m.t('pictures-theme-light')}</option><option value="dark">${m.t('pictures-theme-dark')}</option></select></label>
  <span class="buttons"><button id="save-png" type="button">${m.t('pictures-save-png')}</button><button id="save-svg" type="button">${m.t('pictures-save-svg')}</button></span>
</fieldset>
<fieldset><legend>${m.t('pictures-animation-legend')}</legend>
  <label>${m.t('pictures-from')} <input id="gif-from" name="gif-from" type="number" inputmode="numeric" min="0" step="1" value="0"></label>
  <label>${m.t('pictures-to')} <input id="gif-to" name="gif-to" type="number" inputmode="numeric" min="0" step="1" value="31"></label>
  <label>${m.t('pictures-speed')} <input id="gif-fps" name="gif-fps" type="number" inputmode="numeric" step="1"> ${m.t('pictures-speed-unit')}</label>
  <span class="buttons"><button id="save-gif" type="button">${m.t('pictures-save-gif')}</button></span>
</fieldset>
<p id="picture-status" role="status"></p>`;

/**
 * Puts the controls for `view` (a SearchView) at the end of `host`; `limits` is the boundary's
 * `pictureLimits()`, `shownTheme()` the scheme the board shows now ("light" or "dark"), `m` the reader's catalog
 * (with its later part).
 * @param {HTMLElement} host @param {import('./pictures.js').PictureView} view
 * @param {import('../../nqueens.js').PictureLimits} limits @param {() => string} shownTheme @param {Translator} m
 */
export function mountPictureControls(host, view, limits, shownTheme, m) {
  const doc = host.ownerDocument;
  const group = doc.createElement('details');
  group.className = 'pictures';
  group.id = 'pictures';
  group.innerHTML = markup(m);
  host.append(group);
  const $ = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (group.querySelector(`#${id}`));
  const size = $('picture-size');
  Object.assign(size, { min: limits.smallest, max: limits.largest, value: PICTURE_DEFAULTS.size });
  const fps = $('gif-fps');
  Object.assign(fps, { min: limits.slowestFps, max: limits.fastestFps, value: PICTURE_DEFAULTS.fps });
  $('gif-to').max = $('gif-from').max = String(Number.MAX_SAFE_INTEGER);
  const status = $('picture-status');
  const options = () => ({ size: Number(size.value), theme: $('picture-theme').value });
  const name = (/** @type {string} */ ending) => `nqueens-${view.n}-step-${view.search.steps}.${ending}`;
  // The file's name and picture are taken at the click: stepping while the pictures module loads changes neither.
  /** @param {string} ending @param {() => Promise<Blob>} make */
  const attempt = async (ending, make) => {
    const file = name(ending);
    try {
      download(await make(), file, doc);
      status.textContent = m.t('pictures-saved', { file });
    } catch (err) {
      status.textContent = m.t('pictures-not-saved', { reason: wordedRefusal(err, m) });
    }
  };
  $('save-png').addEventListener('click', () => attempt('png', () => pngOf(view, options(), shownTheme())));
  $('save-svg').addEventListener('click', () => attempt('svg', async () =>
    new Blob([await svgOf(view, options(), shownTheme())], { type: 'image/svg+xml' })));
  const gifButton = $('save-gif');
  gifButton.addEventListener('click', async () => {
    const range = { from: Number($('gif-from').value), to: Number($('gif-to').value), fps: Number(fps.value) };
    const file = `nqueens-${view.n}-steps-${range.from}-${range.to}.gif`;
    gifButton.disabled = true;
    status.textContent = m.t('pictures-drawing');
    try {
      download(await gifOf(view, { ...range, ...options() }, shownTheme()), file, doc);
      status.textContent = m.t('pictures-saved', { file });
    } catch (err) {
      status.textContent = m.t('pictures-not-saved', { reason: wordedRefusal(err, m) });
    } finally {
      gifButton.disabled = false;
    }
  });
  return group;
}
