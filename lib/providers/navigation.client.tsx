'use client';

import { createContext, useContext, useMemo, useReducer, type ReactNode } from 'react';
import type { NavItem } from '@/lib/cms/types';
import { initialNavigationState, navigationReducer, type NavArea, type NavigationState } from './navigation-state';

export interface NavigationContextValue extends NavigationState {
  /** The primary menu: the navigation's links, and the not-found page's destinations. */
  primary: NavItem[];
  toggleMenu(): void;
  openMenu(): void;
  closeMenu(): void;
  setSubmenuOpen(open: boolean): void;
  toggleSubmenuOpen(): void;
  setOpenSubmenu(area: NavArea, id: string | null): void;
  setActiveSubmenu(area: NavArea, id: string | null): void;
  setNavHeight(height: number): void;
  /** The window was resized: the open menu takes its new height; a closed one ignores it. */
  viewportResized(): void;
}

const NavigationContext = createContext<NavigationContextValue | null>(null);

const viewport = () => ({ viewportWidth: window.innerWidth, viewportHeight: window.innerHeight });

/**
 * The primary menu, the menu's open flags, both navigation areas' submenu states and the navigation's height. The
 * menu is carried once, here, for every part of the page that draws it.
 */
export function NavigationProvider({ primary, children }: { primary: NavItem[]; children: ReactNode }) {
  const [state, dispatch] = useReducer(navigationReducer, initialNavigationState);
  const value = useMemo<NavigationContextValue>(
    () => ({
      ...state,
      primary,
      toggleMenu: () => dispatch({ type: 'toggleMenu', ...viewport() }),
      openMenu: () => dispatch({ type: 'openMenu', viewportHeight: window.innerHeight }),
      closeMenu: () => dispatch({ type: 'closeMenu', viewportWidth: window.innerWidth }),
      setSubmenuOpen: (open) => dispatch({ type: 'setSubmenuOpen', open }),
      toggleSubmenuOpen: () => dispatch({ type: 'toggleSubmenuOpen' }),
      setOpenSubmenu: (area, id) => dispatch({ type: 'setOpenSubmenu', area, id }),
      setActiveSubmenu: (area, id) => dispatch({ type: 'setActiveSubmenu', area, id }),
      setNavHeight: (height) => dispatch({ type: 'setNavHeight', height }),
      viewportResized: () => dispatch({ type: 'viewportResized', viewportHeight: window.innerHeight }),
    }),
    [state, primary],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useNavigation(): NavigationContextValue {
  const value = useContext(NavigationContext);
  if (!value) throw new Error('useNavigation must be used inside NavigationProvider');
  return value;
}
