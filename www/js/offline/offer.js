// The update offer: a small card in the page's corner, "A new version of this page is ready", with Reload and
// Not now, in the live region #update-offer (a polite status: it takes no focus and blocks nothing). Reload hands
// the page over to the new build (js/offline/updates.js reloads it then); Not now puts the card away until the
// page is opened again.

export class UpdateOffer {
  /** @param {HTMLElement} region the empty #update-offer of index.html */
  constructor(region) {
    this.region = region;
  }

  /** Shows the card (once); `accept` is called on Reload. */
  show(accept) {
    if (this.region.childElementCount > 0) return;
    const text = document.createElement('p');
    text.id = 'update-text';
    text.textContent = 'A new version of this page is ready.';
    const reload = button('update-reload', 'Reload');
    const later = button('update-later', 'Not now');
    reload.addEventListener('click', () => {
      reload.disabled = true;
      later.disabled = true;
      text.textContent = 'Loading the new version…';
      accept();
    });
    later.addEventListener('click', () => this.region.replaceChildren());
    const buttons = document.createElement('div');
    buttons.className = 'update-buttons';
    buttons.append(reload, later);
    this.region.replaceChildren(text, buttons);
  }
}

function button(id, label) {
  const element = document.createElement('button');
  element.type = 'button';
  element.id = id;
  element.textContent = label;
  return element;
}
