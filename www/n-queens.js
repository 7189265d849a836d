// The <n-queens> custom element: importing this module (dist/n-queens.js, or the npm package) defines it; see docs/embedding.md.
export { NQueensElement } from './js/element/element.js';
