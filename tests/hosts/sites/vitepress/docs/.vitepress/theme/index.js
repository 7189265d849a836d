// The site's theme: VitePress's default theme, the element and the site's own style sheet.
import DefaultTheme from 'vitepress/theme';
import 'n-queens-element';
import './custom.css';

export default DefaultTheme;
