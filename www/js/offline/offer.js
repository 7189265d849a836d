// The update offer: "A new version of this page is ready", with Reload and Not now, written into the live region
// #update-offer at the end of the page's bar (js/search/markup.js): a polite status that takes no focus and covers
// nothing. Reload hands the page over to the new build (js/offline/updates.js reloads it then); Not now puts the
// offer away until the page is opened again. Its words are the reader's catalog's (update-*, in its later part).

export class UpdateOffer {
  /**
   * @param {HTMLElement} region the empty #update-offer of the page's bar
   * @param {import('../i18n/i18n.js').Translator} messages the reader's catalog, with its later part
   */
  constructor(region, messages) {
    this.region = region;
    this.messages = messages;
  }

  /** Shows the offer (once); `accept` is called on Reload. @param {() => void} accept */
  show(accept) {
    if (this.region.childElementCount > 0) return;
    const text = document.createElement('p');
    text.id = 'update-text';
    const m = this.messages;
    text.textContent = m.t('update-ready');
    const reload = button('update-reload', m.t('update-reload'));
    const later = button('update-later', m.t('update-later'));
    reload.addEventListener('click', () => {
      reload.disabled = true;
      later.disabled = true;
      text.textContent = m.t('update-loading');
      accept();
    });
    later.addEventListener('click', () => this.region.replaceChildren());
    const buttons = document.createElement('div');
    buttons.className = 'update-buttons';
    buttons.append(reload, later);
    this.region.replaceChildren(text, buttons);
  }
}

/** @param {string} id @param {string} label */
function button(id, label) {
  const element = document.createElement('button');
  element.type = 'button';
  element.id = id;
  element.textContent = label;
  return element;
}
