// Types of the <n-queens> custom element (the npm package's "types"; hand-written, checked against the
// element by tests/e2e/package.test.mjs). What each member does: docs/embedding.md.

/** One step's event, as a line of `nqueens trace` without `step`. */
export type NQueensEvent =
  | { event: 'place'; row: number; col: number }
  | { event: 'reject'; row: number; col: number; conflict: 'column' | 'down' | 'up'; by: number }
  | { event: 'solution'; number: number; columns: number[] }
  | { event: 'remove'; row: number; col: number }
  | { event: 'done' };

export interface NQueensCounters {
  steps: number;
  nodes: number;
  placements: number;
  rejections: number;
  columnRejections: number;
  downRejections: number;
  upRejections: number;
  backtracks: number;
  solutions: number;
  depth: number;
}

export type NQueensMode = 'idle' | 'play' | 'end' | 'solution' | 'seek';
export type NQueensOnOff = boolean | '' | '1' | 'true' | 'yes' | 'on' | '0' | 'false' | 'no' | 'off';

/** The attributes, as a framework's JSX or template sees them (every one optional, every one a string too). */
export interface NQueensAttributes {
  n?: number | string;
  speed?: number | 'max' | string;
  autoplay?: NQueensOnOff;
  step?: number | string;
  'first-solution'?: NQueensOnOff;
  mirror?: NQueensOnOff;
  labels?: NQueensOnOff;
  controls?: 'full' | 'minimal' | 'none';
  counters?: 'show' | 'none';
  narration?: 'show' | 'none';
  theme?: 'auto' | 'light' | 'dark';
  panels?: string;
  /** With `to`: the first step of a range that Play loops over. */
  from?: number | string;
  /** With `from`: the last step of that range. */
  to?: number | string;
}

export interface NQueensStepDetail { event: NQueensEvent | null; counters: NQueensCounters }
export interface NQueensSeekDetail { from: number; to: number; solutionsPassed: number; counters: NQueensCounters }
export interface NQueensSolutionDetail { number: number; columns: number[] }
export interface NQueensDoneDetail { counters: NQueensCounters }

export interface NQueensEventMap extends HTMLElementEventMap {
  'nqueens-step': CustomEvent<NQueensStepDetail>;
  'nqueens-seek': CustomEvent<NQueensSeekDetail>;
  'nqueens-solution': CustomEvent<NQueensSolutionDetail>;
  'nqueens-done': CustomEvent<NQueensDoneDetail>;
}

export declare class NQueensElement extends HTMLElement {
  static readonly observedAttributes: string[];

  // The attributes' properties: reading gives the current value, setting writes the attribute.
  /** The board size (1 to 20). */
  n: number;
  /** The same as `n`. */
  size: number;
  /** Steps per second while playing; Infinity for "max". Set a number or "max". */
  get speed(): number;
  set speed(value: number | string);
  autoplay: boolean;
  /** The step the search is at; setting it goes there. */
  get step(): number;
  set step(value: number | string);
  firstSolution: boolean;
  mirror: boolean;
  labels: boolean;
  controls: 'full' | 'minimal' | 'none';
  get counters(): 'show' | 'none';
  set counters(value: 'show' | 'none' | boolean);
  get narration(): 'show' | 'none';
  set narration(value: 'show' | 'none' | boolean);
  theme: 'auto' | 'light' | 'dark';
  /** The teaching panels, space-separated names of "sets code tree growth". */
  get panels(): string;
  set panels(value: string | string[]);

  /** Resolves once the search is loaded and at its `step`; rejects if the module cannot load. */
  readonly ready: Promise<this>;
  /** Resolves once the search is loaded (possibly still seeking to `step`): methods work from then. */
  readonly loaded: Promise<this>;
  readonly queens: number[];
  readonly lastEvent: NQueensEvent | null;
  readonly mode: NQueensMode;

  stepForward(): void;
  stepBackward(): void;
  /** The older name of stepBackward(). */
  stepBack(): void;
  /** To step k; resolves to the step reached (the last one if the search is shorter). */
  seek(k: number): Promise<number>;
  play(): void;
  pause(): void;
  reset(): void;
  nextSolution(): void;
  runToEnd(): void;
  getCounters(): NQueensCounters;
  /** The first and last steps of the range Play loops over (the `from` and `to` attributes). */
  from: number;
  to: number;
  /** The board at the current step as a PNG Blob; `size` in pixels a side, `theme` light, dark or auto. */
  toPNG(options?: { size?: number; theme?: 'light' | 'dark' | 'auto' }): Promise<Blob>;
  /** The same picture as SVG text. */
  toSVG(options?: { size?: number; theme?: 'light' | 'dark' | 'auto' }): Promise<string>;
  /** Steps `from` to `to` as an animated GIF Blob, `fps` frames a second, encoded in a worker. */
  toGIF(options?: { from?: number; to?: number; fps?: number; size?: number; theme?: 'light' | 'dark' | 'auto' }): Promise<Blob>;

  addEventListener<K extends keyof NQueensEventMap>(type: K, listener: (this: NQueensElement, ev: NQueensEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof NQueensEventMap>(type: K, listener: (this: NQueensElement, ev: NQueensEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'n-queens': NQueensElement;
  }
}
