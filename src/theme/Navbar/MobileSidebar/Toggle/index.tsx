import React, {type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import IconMenu from '@theme/Icon/Menu';

/**
 * Ejected from @docusaurus/theme-classic 3.8.1 for one change: the button is disabled until the page
 * has hydrated, as the color mode toggle is. The app starts after the first paint, and a tap before
 * then would otherwise be lost on a button that looks ready.
 */
export default function MobileSidebarToggle(): ReactNode {
  const {toggle, shown} = useNavbarMobileSidebar();
  const isBrowser = useIsBrowser();
  return (
    <button
      onClick={toggle}
      aria-label={translate({
        id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
        message: 'Toggle navigation bar',
        description: 'The ARIA label for hamburger menu button of mobile navigation',
      })}
      aria-expanded={shown}
      className="navbar__toggle clean-btn"
      type="button"
      disabled={!isBrowser}
    >
      <IconMenu />
    </button>
  );
}
