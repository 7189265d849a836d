// For the unit tests of the modules whose words come after the first board (the teaching panels, the lesson,
// practice, the page's own): the English catalog with every part, as the page has it once loaded.

import { englishMessages } from '../../www/js/i18n/i18n.js';
import panels from '../../www/js/i18n/messages/en-panels.js';
import page from '../../www/js/i18n/messages/en-page.js';
import later from '../../www/js/i18n/messages/en-later.js';

export const english = englishMessages(panels, page, later);
