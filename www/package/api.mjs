// The <n-queens> element's public face, written once: each attribute's types and description, each
// method, event and read-only property. scripts/element-types.mjs makes the package's Custom Elements
// Manifest (custom-elements.json) and types (n-queens.d.ts, with React 19's and Vue's declarations) from it,
// and takes the rest from the element itself: the attributes' names and order (js/element/options.js
// ATTRIBUTES, its observedAttributes), their properties (js/element/properties.js PROPERTY_OF) and defaults
// (ELEMENT_DEFAULTS). tests/unit/element/api.test.mjs fails when this and the element disagree.

/** Per attribute (by name): the type of its value in markup, of its property read and set, and what it does. */
export const ATTRIBUTE_API = {
  n: { attribute: 'number | string', get: 'number', set: 'number | string', description: 'The board size, 1 to 20.' },
  speed: { attribute: "number | 'max' | string", get: 'number', set: "number | 'max' | string", description: 'Steps per second while playing, 1 to 1,000,000, or "max" (the property reads Infinity).' },
  autoplay: { attribute: 'NQueensOnOff', get: 'boolean', set: 'NQueensOnOff', description: 'Plays once the element is in view; pauses while it is scrolled away.' },
  step: { attribute: 'number | string', get: 'number', set: 'number | string', description: 'The step the search is at; set, the search goes there.' },
  'first-solution': { attribute: 'NQueensOnOff', get: 'boolean', set: 'NQueensOnOff', description: 'The search stops at its first solution.' },
  mirror: { attribute: 'NQueensOnOff', get: 'boolean', set: 'NQueensOnOff', description: "The search skips the mirror images of the first row's right half, counting each solution there twice." },
  variant: { attribute: 'string', get: 'string', set: 'string', description: "Which search runs: 'correct' (the default), one of the article's classic mistakes or 'brute-force', by the names the core's variants() gives; first-solution and mirror apply to the correct search only." },
  labels: { attribute: 'NQueensOnOff', get: 'boolean', set: 'NQueensOnOff', description: 'row − col and row + col in every square.' },
  controls: { attribute: "'full' | 'minimal' | 'none'", get: "'full' | 'minimal' | 'none'", set: "'full' | 'minimal' | 'none'", description: 'Which buttons show: all, Play/Step/Step back, or none.' },
  counters: { attribute: "'show' | 'none'", get: "'show' | 'none'", set: "'show' | 'none' | boolean", description: 'Whether the counters show.' },
  narration: { attribute: "'show' | 'none'", get: "'show' | 'none'", set: "'show' | 'none' | boolean", description: 'Whether the narration shows.' },
  theme: { attribute: "'auto' | 'light' | 'dark'", get: "'auto' | 'light' | 'dark'", set: "'auto' | 'light' | 'dark'", description: "The colours: 'auto' follows the host page's light or dark look (its color-scheme, else its background), else the reader's preference." },
  panels: { attribute: 'string', get: 'string', set: 'string | string[]', description: 'Teaching panels under the board, any of "sets code tree growth", space-separated.' },
  from: { attribute: 'number | string', get: 'number | undefined', set: 'number | string', description: 'With `to`: the first step of the range Play loops over.' },
  to: { attribute: 'number | string', get: 'number | undefined', set: 'number | string', description: 'With `from` (else from 0): the last step of the range Play loops over.' },
};

/**
 * The global attributes the element reads as well (their property is the browser's own): name → [type,
 * description].
 */
export const GLOBAL_ATTRIBUTE_API = {
  lang: ['string', 'The language of its words: en, es, fr, ja, zh-Hans, or a tag of one of them (es-MX, zh-CN); else the browser\'s. Changed, the element is built again in it at the step it had reached.'],
};

/** Read-only properties: name → [type, description]. */
export const READONLY_API = {
  ready: ['Promise<NQueensElement>', 'Resolves once the search is loaded and at its `step`; rejects if the module cannot load.'],
  loaded: ['Promise<NQueensElement>', 'Resolves once the search is loaded (possibly still seeking to `step`): methods work from then.'],
  queens: ['number[]', "The queens' columns, row 0 first."],
  lastEvent: ['NQueensEvent | null', "The last step's event (null at step 0)."],
  mode: ['NQueensMode', "'idle', 'play', 'end' (running to the end), 'solution' (to the next one) or 'seek'."],
};

const PICTURE = "{ size?: number; theme?: 'light' | 'dark' | 'auto' }";

/** Methods: name → [parameters, return type, description]. */
export const METHOD_API = {
  stepForward: ['', 'void', 'One step forward.'],
  stepBackward: ['', 'void', 'One step back.'],
  stepBack: ['', 'void', 'The older name of stepBackward().'],
  seek: ['k: number', 'Promise<number>', 'To step k; resolves to the step reached (the last one if the search is shorter).'],
  play: ['', 'void', 'Plays at `speed`.'],
  pause: ['', 'void', 'Pauses.'],
  reset: ['', 'void', 'Back to step 0.'],
  nextSolution: ['', 'void', 'Runs to the next solution.'],
  runToEnd: ['', 'void', 'Runs the whole search.'],
  getCounters: ['', 'NQueensCounters', "The search's counters."],
  toPNG: [`options?: ${PICTURE}`, 'Promise<Blob>', 'The board at the current step as a PNG; size 64 to 4096 pixels a side (480), theme light (default), dark or auto.'],
  toSVG: [`options?: ${PICTURE}`, 'Promise<string>', 'The same picture as SVG text.'],
  toGIF: ["options?: { from?: number; to?: number; fps?: number; size?: number; theme?: 'light' | 'dark' | 'auto' }", 'Promise<Blob>', 'Steps `from` to `to` (at most 2,000) as an animated GIF, `fps` 1 to 50 (4), encoded in a worker.'],
};

/** Events (bubbling, composed): name → [detail type, description]. React 19 binds `on` + the name (`onnqueens-step`), Vue `@` + the name. */
export const EVENT_API = {
  'nqueens-step': ['NQueensStepDetail', 'A step taken one at a time (at most once a frame in fast runs; once after a seek, reset or new search).'],
  'nqueens-seek': ['NQueensSeekDetail', 'A seek is over: from step `from` to `to`, past `solutionsPassed` solutions.'],
  'nqueens-solution': ['NQueensSolutionDetail', 'A solution reached by stepping, playing or running.'],
  'nqueens-done': ['NQueensDoneDetail', 'The search has reached its end.'],
};

/** CSS custom properties and parts the host may set. */
export const CSS_PROPERTY_API = {
  '--nq-board-size': "Caps the board's side (a length); by default it fits the window's height, between 240 and 560 pixels.",
};
export const CSS_PART_API = { frame: "The element's frame." };

/** The types the declarations above name, as TypeScript. */
export const SHARED_TYPES = `/** One step's event, as a line of \`nqueens trace\` without \`step\`. */
export type NQueensEvent =
  | { event: 'place'; row: number; col: number }
  | { event: 'reject'; row: number; col: number; conflict: 'column' | 'down' | 'up'; by: number }
  | { event: 'solution'; number: number; columns: number[] }
  | { event: 'remove'; row: number; col: number }
  | { event: 'done' };

export interface NQueensCounters {
  steps: number; nodes: number; placements: number; rejections: number; columnRejections: number;
  downRejections: number; upRejections: number; backtracks: number; solutions: number; depth: number;
}

export type NQueensMode = 'idle' | 'play' | 'end' | 'solution' | 'seek';
export type NQueensOnOff = boolean | '' | '1' | 'true' | 'yes' | 'on' | '0' | 'false' | 'no' | 'off';

export interface NQueensStepDetail { event: NQueensEvent | null; counters: NQueensCounters }
export interface NQueensSeekDetail { from: number; to: number; solutionsPassed: number; counters: NQueensCounters }
export interface NQueensSolutionDetail { number: number; columns: number[] }
export interface NQueensDoneDetail { counters: NQueensCounters }
`;
