// Types of the count's glue that scripts/build-modules.sh writes to dist/nqueens_count.js (web/count), for
// `tsc --checkJs`; loosely typed, as www/nqueens.d.ts.

/** Fetches and instantiates nqueens_count_bg.wasm (or the given module); resolves once the exports work. */
export default function init(module?: unknown): Promise<unknown>;
export const CountPlan: any;
export function lastPanic(): string | undefined;
