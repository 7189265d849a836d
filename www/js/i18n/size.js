// A board size refused by the core (`parseSize`, `checkSize`: `{problem, reason, empty}`) worded in the
// reader's language: the core says why (`reason`: its kind, the input as echoed, the range), the catalog
// says it. Pure, tested in tests/unit/i18n/size.test.mjs.

/** `read` with its `problem` the sentence of catalog `m` (a read without a reason, or a good size, as it is). */
export function wordedSize(read, m) {
  if (!read?.reason) return read;
  const { kind, echo, min, max } = read.reason;
  return { ...read, problem: m.t(`size-${kind}`, { echo, min, max }) };
}
