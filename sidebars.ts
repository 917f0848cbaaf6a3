import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// One sidebar, written out so the order of the guide is deliberate.
const sidebars: SidebarsConfig = {
  gettingStarted: [
    'getting-started/intro',
    'getting-started/usage',
    'getting-started/models',
    'getting-started/extending',
    'getting-started/troubleshooting',
    {
      type: 'category',
      label: 'Recipes',
      collapsed: false,
      items: ['getting-started/recipes/chatml'],
    },
  ],
};

export default sidebars;
