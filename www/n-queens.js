// The <n-queens> custom element: importing this module (dist/n-queens.js) defines it; see docs/embedding.md.
import './js/element/element.js';
