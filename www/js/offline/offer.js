// The update offer: "A new version of this page is ready", with Reload and Not now, written into the live region
// #update-offer at the end of the page's bar (js/search/markup.js): a polite status that takes no focus and covers
// nothing. Reload hands the page over to the new build (js/offline/updates.js reloads it then); Not now puts the
// offer away until the page is opened again.

export class UpdateOffer {
  /** @param {HTMLElement} region the empty #update-offer of the page's bar */
  constructor(region) {
    this.region = region;
  }

  /** Shows the offer (once); `accept` is called on Reload. */
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
