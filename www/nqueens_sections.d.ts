// Types of the sections' glue that scripts/build-modules.sh writes to dist/nqueens_sections.js (web/sections),
// for `tsc --checkJs`; loosely typed, as www/nqueens.d.ts.

/** Fetches and instantiates nqueens_sections_bg.wasm (or the given module); resolves once the exports work. */
export default function init(module?: unknown): Promise<unknown>;
export const Construction: any;
export const Repair: any;
export function drawQueens(...args: any[]): void;
export function lesson(): any;
export function practiceExercises(): any;
export function cornerAnswer(n: number): any;
export function firstSolution(n: number): any;
export function mirrorAnswer(n: number): any;
export function lastPanic(): string | undefined;
