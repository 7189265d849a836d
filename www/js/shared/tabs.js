// Tabs and disclosures as the ARIA authoring practices describe them, for the studio's panels and drawers:
// a tab list whose tabs (`role="tab"`, `aria-selected`, `aria-controls`) show one panel at a time, moved
// through with the arrow keys, Home and End; and disclosure buttons (`aria-expanded`, `aria-controls`)
// that show and hide what they control, closed again by Escape. A panel just shown gets a `panel-shown`
// event, so that what it draws can be drawn now that it has a size.

/** Whether `panel` is on view as far as its tabs or disclosure go. */
export const isShown = (panel) => !panel.hidden;

export class Tabs {
  /** `list` is the `role="tablist"` element; its panels are found by id in `list`'s root. */
  /** @param {any} list the tablist element @param {{signal?: AbortSignal}} [options] */
  constructor(list, { signal } = {}) {
    this.root = list.getRootNode();
    this.tabs = [...list.querySelectorAll('[role="tab"]')];
    for (const tab of this.tabs) tab.addEventListener('click', () => this.select(tab), { signal });
    list.addEventListener('keydown', (event) => this.key(event), { signal });
  }

  panelOf(tab) {
    return this.root.getElementById(tab.getAttribute('aria-controls'));
  }

  /** Shows `tab`'s panel and hides the others; `focus` moves the keyboard focus to the tab. */
  select(tab, { focus = false } = {}) {
    for (const other of this.tabs) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
      this.panelOf(other).hidden = !selected;
    }
    if (focus) tab.focus();
    this.panelOf(tab).dispatchEvent(new Event('panel-shown'));
  }

  /** Selects the tab whose panel has id `panelId` (for links and scripts); false when there is none. */
  show(panelId) {
    const tab = this.tabs.find((t) => t.getAttribute('aria-controls') === panelId);
    if (tab) this.select(tab);
    return Boolean(tab);
  }

  key(event) {
    const at = this.tabs.indexOf(event.target);
    if (at < 0) return;
    const last = this.tabs.length - 1;
    const to = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    this.select(this.tabs[to], { focus: true });
  }
}

/** A button that shows and hides the element it `aria-controls`; Escape inside that element closes it. */
export class Disclosure {
  /** @param {any} button the disclosure button @param {{signal?: AbortSignal}} [options] */
  constructor(button, { signal } = {}) {
    this.button = button;
    this.target = button.getRootNode().getElementById(button.getAttribute('aria-controls'));
    button.addEventListener('click', () => this.toggle(), { signal });
    this.target.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      this.toggle(false);
      button.focus();
    }, { signal });
  }

  get open() {
    return !this.target.hidden;
  }

  toggle(open = !this.open) {
    this.target.hidden = !open;
    this.button.setAttribute('aria-expanded', String(open));
    if (open) this.target.dispatchEvent(new Event('panel-shown'));
  }
}
