import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

// Ejected: only the item types docusaurus.config.ts uses, so that main.js leaves out the version
// dropdown and the doc, html and dropdown items. An item of another type fails the build (NavbarItem
// throws while the pages are rendered); tests/unit/theme-components.test.ts checks the config against this map.
const ComponentTypes = {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  docSidebar: DocSidebarNavbarItem,
} satisfies Partial<ComponentTypesObject>;

export default ComponentTypes;
