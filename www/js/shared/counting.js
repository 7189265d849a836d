// Exact counts of the spaces a search never enumerates, with BigInt: n! and C(m, k). Pure, tested in
// tests/unit/shared/counting.test.mjs.

/** n! exactly: the boards with one queen to a row and a column. @param {number | bigint} n */
export function factorial(n) {
  let f = 1n;
  for (let i = 2n; i <= BigInt(n); i++) f *= i;
  return f;
}

/** C(m, k) exactly: the ways to choose k of m things (C(n², n): n queens anywhere on the board). @param {number | bigint} m @param {number | bigint} k */
export function binomial(m, k) {
  let r = 1n;
  const M = BigInt(m);
  for (let i = 0n; i < BigInt(k); i++) r = (r * (M - i)) / (i + 1n);
  return r;
}
