// For the unit tests of the modules whose words come after the first board (the teaching panels, the lesson,
// practice, the page's own, the element's own): the English catalog with every part.

import { englishMessages } from '../../www/js/i18n/i18n.js';
import panels from '../../www/js/i18n/messages/en-panels.js';
import page from '../../www/js/i18n/messages/en-page.js';
import later from '../../www/js/i18n/messages/en-later.js';
import element from '../../www/js/i18n/messages/en-element.js';

export const english = englishMessages(panels, page, element, later);
