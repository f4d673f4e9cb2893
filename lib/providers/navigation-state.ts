import { BREAKPOINTS } from '@/lib/breakpoints';

/** The navigation areas that keep their own submenu state: the menu over the hero and the sticky one. */
export type NavArea = 'hero' | 'sticky';

interface SubmenuState {
  /** The submenu shown, by its parent item's id. */
  openSubmenu: string | null;
  /** The submenu whose parent is highlighted (hovered or focused), by id. */
  activeSubmenu: string | null;
}

export interface NavigationState {
  menuOpen: boolean;
  submenuOpen: boolean;
  hero: SubmenuState;
  sticky: SubmenuState;
  /** The navigation's height in px: collapsed, or the viewport's height while the menu is open. */
  navHeight: number;
}

export const COLLAPSED_HEIGHT = 72;

const closedSubmenu: SubmenuState = { openSubmenu: null, activeSubmenu: null };

export const initialNavigationState: NavigationState = {
  menuOpen: false,
  submenuOpen: true,
  hero: closedSubmenu,
  sticky: closedSubmenu,
  navHeight: COLLAPSED_HEIGHT,
};

export type NavigationAction =
  | { type: 'openMenu'; viewportHeight: number }
  | { type: 'closeMenu'; viewportWidth: number }
  | { type: 'toggleMenu'; viewportWidth: number; viewportHeight: number }
  | { type: 'setSubmenuOpen'; open: boolean }
  | { type: 'toggleSubmenuOpen' }
  | { type: 'setOpenSubmenu'; area: NavArea; id: string | null }
  | { type: 'setActiveSubmenu'; area: NavArea; id: string | null }
  | { type: 'setNavHeight'; height: number }
  | { type: 'viewportResized'; viewportHeight: number };

function closeMenu(state: NavigationState, viewportWidth: number): NavigationState {
  return {
    ...state,
    menuOpen: false,
    submenuOpen: false,
    hero: closedSubmenu,
    sticky: closedSubmenu,
    // Below 768 px the menu animates its own way back and reports the collapsed height when done.
    navHeight: viewportWidth >= BREAKPOINTS.md ? COLLAPSED_HEIGHT : state.navHeight,
  };
}

export function navigationReducer(state: NavigationState, action: NavigationAction): NavigationState {
  switch (action.type) {
    case 'openMenu':
      return { ...state, menuOpen: true, navHeight: Math.max(COLLAPSED_HEIGHT, action.viewportHeight) };
    case 'closeMenu':
      return state.menuOpen || state.submenuOpen || state.hero.openSubmenu || state.sticky.openSubmenu
        ? closeMenu(state, action.viewportWidth)
        : state;
    case 'toggleMenu':
      return state.menuOpen
        ? closeMenu(state, action.viewportWidth)
        : navigationReducer(state, { type: 'openMenu', viewportHeight: action.viewportHeight });
    case 'setSubmenuOpen':
      return { ...state, submenuOpen: action.open };
    case 'toggleSubmenuOpen':
      return { ...state, submenuOpen: !state.submenuOpen };
    case 'setOpenSubmenu':
      return { ...state, [action.area]: { ...state[action.area], openSubmenu: action.id } };
    case 'setActiveSubmenu':
      return { ...state, [action.area]: { ...state[action.area], activeSubmenu: action.id } };
    case 'setNavHeight':
      return state.navHeight === action.height ? state : { ...state, navHeight: action.height };
    case 'viewportResized':
      // Only the open menu follows the viewport: a resize reported after the menu has closed (the listener is
      // removed in an effect, after the close has been committed) must not grow the closed navigation again.
      return state.menuOpen
        ? navigationReducer(state, { type: 'openMenu', viewportHeight: action.viewportHeight })
        : state;
  }
}
