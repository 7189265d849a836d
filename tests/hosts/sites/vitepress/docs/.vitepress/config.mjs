// The site's configuration: <n-queens> is a custom element, not a Vue component.
export default {
  title: 'Queens in a tutorial',
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === 'n-queens' } } },
};
