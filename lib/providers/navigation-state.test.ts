import { describe, expect, it } from 'vitest';
import { initialNavigationState, navigationReducer, type NavigationState } from './navigation-state';

const open = (state: NavigationState = initialNavigationState) =>
  navigationReducer(state, { type: 'toggleMenu', viewportWidth: 1280, viewportHeight: 800 });

describe('navigation state', () => {
  it('starts closed, with the submenu flag set and the navigation 72 px high', () => {
    expect(initialNavigationState).toEqual({
      menuOpen: false,
      submenuOpen: true,
      hero: { openSubmenu: null, activeSubmenu: null },
      sticky: { openSubmenu: null, activeSubmenu: null },
      navHeight: 72,
    });
  });

  it('grows to the viewport height when opened and back to 72 px when closed at 768 px and up', () => {
    const opened = open();
    expect(opened.menuOpen).toBe(true);
    expect(opened.navHeight).toBe(800);
    const closed = navigationReducer(opened, { type: 'toggleMenu', viewportWidth: 768, viewportHeight: 800 });
    expect(closed.menuOpen).toBe(false);
    expect(closed.navHeight).toBe(72);
  });

  it('leaves the height to the menu animation below 768 px', () => {
    const opened = navigationReducer(initialNavigationState, { type: 'openMenu', viewportHeight: 844 });
    const closed = navigationReducer(opened, { type: 'closeMenu', viewportWidth: 390 });
    expect(closed.navHeight).toBe(844);
    expect(navigationReducer(closed, { type: 'setNavHeight', height: 72 }).navHeight).toBe(72);
  });

  it('follows the viewport’s height while open, and ignores a resize reported once closed', () => {
    const opened = open();
    const resized = navigationReducer(opened, { type: 'viewportResized', viewportHeight: 1440 });
    expect(resized.navHeight).toBe(1440);
    const closed = navigationReducer(resized, { type: 'closeMenu', viewportWidth: 2560 });
    expect(closed.navHeight).toBe(72);
    expect(navigationReducer(closed, { type: 'viewportResized', viewportHeight: 1440 })).toBe(closed);
  });

  it('resets both areas’ submenus and the submenu flag on close', () => {
    let state = open();
    state = navigationReducer(state, { type: 'setOpenSubmenu', area: 'hero', id: 'a' });
    state = navigationReducer(state, { type: 'setActiveSubmenu', area: 'hero', id: 'a' });
    state = navigationReducer(state, { type: 'setOpenSubmenu', area: 'sticky', id: 'b' });
    state = navigationReducer(state, { type: 'setActiveSubmenu', area: 'sticky', id: 'b' });
    expect(state.hero).toEqual({ openSubmenu: 'a', activeSubmenu: 'a' });
    expect(state.sticky).toEqual({ openSubmenu: 'b', activeSubmenu: 'b' });
    state = navigationReducer(state, { type: 'closeMenu', viewportWidth: 1280 });
    expect(state.hero).toEqual({ openSubmenu: null, activeSubmenu: null });
    expect(state.sticky).toEqual({ openSubmenu: null, activeSubmenu: null });
    expect(state.submenuOpen).toBe(false);
  });

  it('keeps each area’s submenu state separate', () => {
    const state = navigationReducer(initialNavigationState, { type: 'setOpenSubmenu', area: 'sticky', id: 'x' });
    expect(state.sticky.openSubmenu).toBe('x');
    expect(state.hero.openSubmenu).toBeNull();
  });

  it('sets and toggles the submenu flag', () => {
    const off = navigationReducer(initialNavigationState, { type: 'toggleSubmenuOpen' });
    expect(off.submenuOpen).toBe(false);
    expect(navigationReducer(off, { type: 'setSubmenuOpen', open: true }).submenuOpen).toBe(true);
  });

  it('returns the same state when closing what is already closed', () => {
    const closed = navigationReducer(initialNavigationState, { type: 'closeMenu', viewportWidth: 1280 });
    expect(navigationReducer(closed, { type: 'closeMenu', viewportWidth: 1280 })).toBe(closed);
  });
});
