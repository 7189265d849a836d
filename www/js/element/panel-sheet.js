// The teaching panels' style sheet for <n-queens panels="…">: the page's teach.css, fetched as soon as the
// element's module loads (so that a panels element made later, offline, has it) and adopted as a
// constructable style sheet (no `style-src` needed, as for the element's own sheet). `new URL(…,
// import.meta.url)` lets bundlers find and copy the file.

const TEACH_CSS = new URL('../../teach.css', import.meta.url);

async function fetchSheet() {
  const response = await fetch(TEACH_CSS);
  if (!response.ok) throw new Error(`${TEACH_CSS.pathname} answered ${response.status}`);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(await response.text());
  return sheet;
}

let loading = fetchSheet();
// Not needed until a panels element is made: a failure here is told then.
loading.catch(() => {});

/** The panels' style sheet; a fetch that failed at module load is tried once more. Rejects if that fails too. */
export function panelSheet() {
  loading = loading.catch(() => fetchSheet());
  return loading;
}
