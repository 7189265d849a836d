// The types of js/element/styles.js, which the build writes (scripts/build-element.mjs) from the style sheets
// the element adopts: palette.css, studio.css, teach.css, minified, in that order.
export const ELEMENT_STYLES: readonly string[];
