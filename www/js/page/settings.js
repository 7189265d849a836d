// The main page's search options: the "first solution" and "mirror" checkboxes in the settings (the address's
// `first=1` and `mirror=1`), each starting a new search of the same size with the core's option.

export class PageSettings {
  /**
   * `view` the page's SearchView; `notice` the address banner (a setting the person sets is settled).
   * @param {import('../search/view.js').SearchView} view @param {import('../address/url.js').UrlNotice} notice
   */
  constructor(view, notice) {
    const first = /** @type {HTMLInputElement} */ (document.getElementById('first-solution'));
    const mirror = /** @type {HTMLInputElement} */ (document.getElementById('mirror'));
    first.checked = view.options.firstSolution;
    mirror.checked = view.options.mirror;
    first.addEventListener('change', () => {
      notice.settled('first');
      view.setOptions({ firstSolution: first.checked });
    });
    mirror.addEventListener('change', () => {
      notice.settled('mirror');
      view.setOptions({ mirror: mirror.checked });
    });
  }
}
