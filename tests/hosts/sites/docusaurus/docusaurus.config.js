// The site's configuration: the classic preset with its docs at the root and no blog.
export default {
  title: 'Queens in a tutorial',
  url: 'https://tutorial.example',
  baseUrl: '/',
  favicon: 'data:,',
  future: { v4: true },
  presets: [
    ['classic', {
      docs: { routeBasePath: '/' },
      blog: false,
      theme: { customCss: './src/css/custom.css' },
    }],
  ],
  themeConfig: {
    colorMode: { respectPrefersColorScheme: true },
    navbar: { title: 'Queens in a tutorial' },
  },
};
