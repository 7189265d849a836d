// URL parameters for embedders: ?n=8&speed=20&autoplay=1&labels=1
//   n         board size, a whole number from 1 to 20
//   speed     steps per second (1 to 1000000) or "max"
//   autoplay  1/0 (also true/false, yes/no): start playing once loaded
//   labels    1/0: show row − col and row + col in every square
// A broken parameter is reported (in words) and its default used instead; the others still apply.

export const DEFAULTS = Object.freeze({ n: 8, speed: 8, autoplay: false, labels: false });

const TRUE = new Set(['1', 'true', 'yes', 'on', '']);
const FALSE = new Set(['0', 'false', 'no', 'off']);

function parseFlag(name, raw, problems) {
  const v = raw.trim().toLowerCase();
  if (TRUE.has(v)) return true;
  if (FALSE.has(v)) return false;
  problems.push(`${name}=${raw} is not 1 or 0`);
  return undefined;
}

/**
 * Reads the parameters from a query string. Returns { n, speed, autoplay, labels, problems }, where
 * `problems` lists a sentence fragment per broken parameter (their values fall back to DEFAULTS).
 * `checkSize(text)` returns a message for a bad size, or undefined.
 */
export function readParams(search, checkSize, { min = 1, max = 20 } = {}) {
  const params = new URLSearchParams(search);
  const out = { ...DEFAULTS, problems: [] };
  if (params.has('n')) {
    const raw = params.get('n');
    const message = checkSize(raw, min, max);
    if (message) out.problems.push(`n=${raw}: ${message.replace(/\.$/, '')}`);
    else out.n = Number(raw.trim());
  }
  if (params.has('speed')) {
    const raw = params.get('speed').trim();
    const v = raw.toLowerCase() === 'max' ? Infinity : Number(raw);
    if (raw === '' || Number.isNaN(v) || v < 1 || (v > 1e6 && v !== Infinity)) {
      out.problems.push(`speed=${raw} is not a number of steps per second from 1 to 1000000 (or "max")`);
    } else {
      out.speed = v;
    }
  }
  for (const name of ['autoplay', 'labels']) {
    if (params.has(name)) {
      const v = parseFlag(name, params.get(name), out.problems);
      if (v !== undefined) out[name] = v;
    }
  }
  return out;
}

/** Writes the current settings back into the address bar (without a new history entry). */
export function writeParams({ n, speed, labels }) {
  try {
    const url = new URL(window.location.href);
    url.searchParams.set('n', String(n));
    url.searchParams.set('speed', speed === Infinity ? 'max' : String(speed));
    if (labels) url.searchParams.set('labels', '1');
    else url.searchParams.delete('labels');
    window.history.replaceState(null, '', url);
  } catch {
    // Sandboxed iframes and file: URLs may refuse; the address bar is only a convenience.
  }
}
