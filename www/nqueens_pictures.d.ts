// Types of the pictures' glue that scripts/build-modules.sh writes to dist/nqueens_pictures.js (web/pictures),
// for `tsc --checkJs`; loosely typed, as www/nqueens.d.ts.

/** Fetches and instantiates nqueens_pictures_bg.wasm (or the given module); resolves once the exports work. */
export default function init(module?: unknown): Promise<unknown>;
export function svgOfBoard(view: unknown, size: number, theme: string): string;
export function pngOfBoard(view: unknown, size: number, theme: string): Uint8Array;
export function gifOfSteps(...args: any[]): Uint8Array;
export function lastPanic(): string | undefined;
