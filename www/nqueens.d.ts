// Types of the wasm-bindgen glue that Trunk writes to dist/nqueens.js (it does not exist in www/): what the
// page's modules import from the first module, for `tsc --checkJs` (tsconfig.json). The boundary's real
// signatures are its Rust (web/src/), documented in www/README.md; here every export is loosely typed.

/** Fetches and instantiates nqueens_bg.wasm (or the given module); resolves once the exports work. */
export default function init(module?: unknown): Promise<unknown>;
export const Search: any;
export const SearchTree: any;
export function lastPanic(): string | undefined;
export function crownShape(): any;
export function pictureLimits(): any;
export function limits(): any;
export function parseSize(text: string, min: number, max: number): any;
export function checkSize(value: unknown, min: number, max: number): any;
export function known(n: number): any;
export function variants(): any;
export function isValidBoard(columns: unknown): boolean;
