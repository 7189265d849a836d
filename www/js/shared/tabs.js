// Tabs and disclosures as the ARIA authoring practices describe them, for the studio's panels and drawers:
// a tab list whose tabs (`role="tab"`, `aria-selected`, `aria-controls`) show one panel at a time, moved
// through with the arrow keys, Home and End; and a bar's drawers (`DrawerGroup`): disclosure buttons
// (`aria-expanded`, `aria-controls`) that show and hide what they control, one open at a time under its
// button. A panel just shown gets a `panel-shown` event, so that what it draws can be drawn now that it has
// a size.

/** Whether `panel` is on view as far as its tabs or disclosure go. @param {HTMLElement} panel */
export const isShown = (panel) => !panel.hidden;

/** @param {string | null | undefined} text */
const ids = (text) => (text ?? '').split(/\s+/).filter(Boolean);

/** @typedef {{button: HTMLElement, target: HTMLElement}} Drawer a disclosure button and what it shows */

export class Tabs {
  /**
   * `list` is the `role="tablist"` element; its panels are found by id in `list`'s root. A tab may control
   * several panels (`aria-controls` lists them). A tab with `data-layout="narrow"` is shown only while the
   * layout is narrow (`setLayout`): its panels then take their turn with the others; in the wide layout they
   * are always shown, outside the tabs (the page's sets and counters), unless a wide tab controls them too.
   * A tab's `data-narrow-controls`, when there, are its panels in the narrow layout.
   * @param {HTMLElement} list the tablist element @param {{signal?: AbortSignal}} [options]
   */
  constructor(list, { signal } = {}) {
    this.root = /** @type {Document | ShadowRoot} */ (list.getRootNode());
    /** @type {HTMLElement[]} */
    this.tabs = [...list.querySelectorAll('[role="tab"]')].map((tab) => /** @type {HTMLElement} */ (tab));
    for (const tab of this.tabs) tab.dataset.wideControls = tab.getAttribute('aria-controls') ?? '';
    this.narrow = false;
    for (const tab of this.tabs) tab.addEventListener('click', () => this.select(tab), { signal });
    list.addEventListener('keydown', (event) => this.key(event), { signal });
  }

  /** The tabs of the layout now, in order. */
  get shown() {
    return this.tabs.filter((tab) => !tab.hidden);
  }

  get selected() {
    return this.tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? this.tabs[0];
  }

  /**
   * The panels `tab` controls in the layout now.
   * @param {HTMLElement} tab @returns {HTMLElement[]}
   */
  panelsOf(tab) {
    const wanted = this.narrow && tab.dataset.narrowControls ? tab.dataset.narrowControls : tab.dataset.wideControls;
    return ids(wanted).map((id) => this.root.getElementById(id)).filter((panel) => panel !== null);
  }

  /**
   * The narrow layout (`narrow` true) or the wide one: the narrow-only tabs shown or hidden, their panels
   * made tab panels or plain boxes, and a selected tab that is no longer shown replaced by the first one.
   * @param {boolean} narrow
   */
  setLayout(narrow) {
    this.narrow = narrow;
    for (const tab of this.tabs) {
      if (tab.dataset.layout === 'narrow') tab.hidden = !narrow;
      tab.setAttribute('aria-controls', this.panelsOf(tab).map((panel) => panel.id).join(' '));
    }
    for (const tab of this.tabs.filter((t) => t.dataset.layout === 'narrow')) {
      for (const panel of this.panelsOf(tab)) {
        if (this.wideTabOf(panel)) continue;
        if (narrow) {
          panel.setAttribute('role', 'tabpanel');
          panel.setAttribute('aria-labelledby', tab.id);
        } else {
          panel.removeAttribute('role');
          panel.removeAttribute('aria-labelledby');
        }
      }
    }
    const selected = this.selected;
    this.select(selected.hidden ? this.shown[0] : selected);
  }

  /** The wide-layout tab controlling `panel`, if any. @param {HTMLElement} panel */
  wideTabOf(panel) {
    return this.tabs.find((tab) => tab.dataset.layout !== 'narrow' && ids(tab.dataset.wideControls).includes(panel.id));
  }

  /**
   * Shows `tab`'s panels and hides the others; `focus` moves the keyboard focus to the tab.
   * @param {HTMLElement} tab @param {{focus?: boolean}} [how]
   */
  select(tab, { focus = false } = {}) {
    const on = new Set(this.panelsOf(tab));
    // In the wide layout the narrow tabs' own panels (the sets, the counters) stay shown.
    if (!this.narrow) {
      for (const narrowTab of this.tabs.filter((t) => t.dataset.layout === 'narrow')) {
        for (const panel of this.panelsOf(narrowTab)) if (!this.wideTabOf(panel)) on.add(panel);
      }
    }
    /** @type {HTMLElement[]} */
    const newly = [];
    for (const other of this.tabs) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
      for (const panel of [...this.panelsOf(other), ...ids(other.dataset.wideControls).map((id) => this.root.getElementById(id))]) {
        if (!panel) continue;
        const hidden = !on.has(panel);
        if (panel.hidden && !hidden) newly.push(panel);
        panel.hidden = hidden;
      }
    }
    if (focus) tab.focus();
    for (const panel of new Set([...newly, ...this.panelsOf(tab)])) panel.dispatchEvent(new Event('panel-shown'));
  }

  /**
   * Selects the tab whose panels include the one with id `panelId` (for links and scripts); false when none does.
   * @param {string} panelId
   */
  show(panelId) {
    const tab = this.shown.find((t) => ids(t.getAttribute('aria-controls')).includes(panelId));
    if (tab) this.select(tab);
    return Boolean(tab);
  }

  /** @param {KeyboardEvent} event */
  key(event) {
    const shown = this.shown;
    const at = shown.indexOf(/** @type {HTMLElement} */ (event.target));
    if (at < 0) return;
    const last = shown.length - 1;
    /** @type {Record<string, number>} */
    const moves = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    this.select(shown[to], { focus: true });
  }
}

/** Room kept between a drawer and its button, and between a drawer and the edge of its box, in CSS px. */
const DRAWER_GAP_PX = 4;

/**
 * Where a drawer of `drawer` (width, height) opens for a button at `button` (left, right, bottom), inside a
 * box `width` wide, all in the box's CSS px: under the button, never over it; its right edge under the
 * button's right edge when it fits that way, else its left edge under the button's left edge, and kept in
 * the box. Returns `{left, top}`. Pure.
 * @param {{left: number, right: number, bottom: number}} button @param {{width: number, height: number}} drawer
 * @param {number} width
 */
export function drawerPlace(button, drawer, width) {
  const top = button.bottom + DRAWER_GAP_PX;
  let left = button.right - drawer.width;
  if (left < DRAWER_GAP_PX) left = button.left;
  left = Math.max(0, Math.min(left, width - drawer.width));
  return { left, top };
}

/**
 * The drawers of a bar (disclosure buttons with `aria-controls`): one open at a time, each opening under
 * its button (never over it); Escape anywhere in `root`, a click outside the drawer and its button, or
 * opening another closes it; Escape and its own button give the focus back to the button. `box` is the
 * positioned element the drawers are placed in.
 */
export class DrawerGroup {
  /** @param {HTMLElement[]} buttons @param {{box: HTMLElement, root?: Document | ShadowRoot, signal?: AbortSignal}} where */
  constructor(buttons, { box, root = document, signal }) {
    this.box = box;
    /** @type {Drawer[]} */
    this.drawers = buttons.map((button) => ({
      button,
      target: /** @type {HTMLElement} */ (/** @type {Document | ShadowRoot} */ (button.getRootNode())
        .getElementById(button.getAttribute('aria-controls') ?? '')),
    }));
    for (const drawer of this.drawers) {
      drawer.button.addEventListener('click', () => this.toggle(drawer), { signal });
    }
    root.addEventListener('keydown', (/** @type {Event} */ event) => {
      if (!(event instanceof KeyboardEvent)) return;
      const open = this.openDrawer();
      if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
      event.preventDefault();
      this.close(open, { focus: true });
    }, { signal });
    // A click anywhere else closes the drawer; the focus goes where that click put it.
    root.addEventListener('pointerdown', (event) => {
      const open = this.openDrawer();
      if (!open) return;
      const path = event.composedPath();
      if (path.includes(open.target) || path.includes(open.button)) return;
      this.close(open);
    }, { signal });
    window.addEventListener('resize', () => {
      const open = this.openDrawer();
      if (open) this.place(open);
    }, { signal });
  }

  openDrawer() {
    return this.drawers.find((drawer) => !drawer.target.hidden);
  }

  /** @param {Drawer} drawer */
  toggle(drawer) {
    if (drawer.target.hidden) this.open(drawer);
    else this.close(drawer);
  }

  /** @param {Drawer} drawer */
  open(drawer) {
    for (const other of this.drawers) if (other !== drawer && !other.target.hidden) this.close(other);
    drawer.target.hidden = false;
    drawer.button.setAttribute('aria-expanded', 'true');
    this.place(drawer);
    drawer.target.dispatchEvent(new Event('panel-shown'));
  }

  /** @param {Drawer} drawer @param {{focus?: boolean}} [how] */
  close(drawer, { focus = false } = {}) {
    drawer.target.hidden = true;
    drawer.button.setAttribute('aria-expanded', 'false');
    if (focus) drawer.button.focus();
  }

  /** Puts the drawer under its button, inside the box. @param {Drawer} drawer */
  place(drawer) {
    const box = this.box.getBoundingClientRect();
    const b = drawer.button.getBoundingClientRect();
    const size = drawer.target.getBoundingClientRect();
    const { left, top } = drawerPlace(
      { left: b.left - box.left, right: b.right - box.left, bottom: b.bottom - box.top },
      { width: size.width, height: size.height },
      box.width,
    );
    drawer.target.style.left = `${left}px`;
    drawer.target.style.top = `${top}px`;
    // What does not fit under the button scrolls inside the drawer, so that all of it can be reached.
    const room = window.innerHeight - (box.top + top) - DRAWER_GAP_PX;
    drawer.target.style.maxHeight = `${Math.max(160, Math.floor(room))}px`;
  }
}
