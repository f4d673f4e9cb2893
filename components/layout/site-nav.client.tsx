'use client';

import Link from 'next/link';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { BREAKPOINTS } from '@/lib/breakpoints';
import { MenuLink } from '@/components/layout/menu-link';
import { COLLAPSED_HEIGHT, type NavArea } from '@/lib/providers/navigation-state';
import { useNavigation } from '@/lib/providers/navigation.client';
import { MENU_ANIMATION_MS, POWER3_IN_OUT } from '@/components/shell/timings';
import { WithArrow } from '@/components/icons/arrow';
import { SearchForm } from '@/components/search/search-form';
import type { SiteLinks } from '@/lib/cms/site-links-model';

interface SiteNavProps {
  siteName: string;
  abbreviation: string;
  /** Where the menu's invitation to talk and its newsletter link lead; each is drawn only when its page exists. */
  links: SiteLinks;
}

const PANEL_ID = 'site-menu';
/** Below 768 px the panel fades first, then the navigation folds back to 72 px. */
const PANEL_FADE_MS = 250;

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

const noSubscription = () => () => {};

/**
 * False while the server renders and while the page hydrates, true once the script runs: React renders the
 * server's markup first, then the enhanced navigation.
 */
function useEnhanced(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Where the bar shows the inline menu beside the toggle ('inline'), or the toggle alone ('button'). */
type Fit = 'inline' | 'button';

/**
 * Whether the inline menu fits in the bar beside the brand and the toggle, from their laid-out widths: the list is
 * laid out at its natural width even while out of sight (navigation.css), so the answer does not depend on the
 * state it is in. Phones always get the toggle alone.
 */
function measureFit(bar: HTMLElement, list: HTMLElement, brand: HTMLElement, toggle: HTMLElement): Fit {
  if (window.innerWidth < BREAKPOINTS.md) return 'button';
  const style = getComputedStyle(bar);
  const gap = parseFloat(style.columnGap) || 0;
  const room = bar.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
  const items = Math.max(list.getBoundingClientRect().width, list.scrollWidth);
  const needed = brand.getBoundingClientRect().width + items + toggle.getBoundingClientRect().width + 2 * gap;
  return needed <= room + 0.5 ? 'inline' : 'button';
}

/**
 * The primary navigation: a bar with the brand, the desktop menu (dropdown submenus) and a toggle that
 * grows the navigation to a full-screen menu. The bar is the "hero-area" menu at the top of the page and
 * the "sticky" menu once the page scrolls; each keeps its own open and active submenu.
 */
export function SiteNav({ siteName, abbreviation, links }: SiteNavProps) {
  const nav = useNavigation();
  const menu = nav.primary;
  const { menuOpen, navHeight, submenuOpen, closeMenu, openMenu, setNavHeight, viewportResized } = nav;
  const [area, setArea] = useState<NavArea>('hero');
  const enhanced = useEnhanced();
  const [fit, setFit] = useState<Fit | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const brandRef = useRef<HTMLAnchorElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const submenu = nav[area];
  // Before the script runs (and without it) the menu is a link target whose links are all reachable; once
  // enhanced, the closed panel's links leave the tab order.
  const closedTab = enhanced && !menuOpen ? -1 : undefined;

  // The inline menu shows wherever it fits, whatever the menu's length: measured before the first paint and again
  // whenever the bar or the list changes size (a resize, the web fonts arriving, a new menu).
  useLayoutEffect(() => {
    const bar = barRef.current;
    const list = listRef.current;
    const brand = brandRef.current;
    const button = toggleRef.current;
    if (!enhanced || !bar || !list || !brand || !button) return;
    // A ResizeObserver reports every observed element once on observe(), before the next paint.
    const observer = new ResizeObserver(() => setFit(measureFit(bar, list, brand, button)));
    for (const el of [bar, list, brand]) observer.observe(el);
    return () => observer.disconnect();
  }, [enhanced]);

  // A visitor who tapped MENU before the script ran has the menu open as the page's target: it stays open, now
  // driven by the script, and the address loses the fragment.
  useEffect(() => {
    if (!enhanced || window.location.hash !== `#${PANEL_ID}`) return;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    openMenu();
  }, [enhanced, openMenu]);

  // Hero-area menu at the top, sticky menu once the page has scrolled.
  useEffect(() => {
    const onScroll = () => setArea(window.scrollY > 8 ? 'sticky' : 'hero');
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // While open: the page does not scroll, the height follows the viewport, and focus stays in the menu.
  useEffect(() => {
    const root = document.documentElement;
    if (menuOpen) {
      root.classList.add('menu-open');
      const first = navRef.current?.querySelector<HTMLElement>(`#${PANEL_ID} a[href]`);
      const focusTimer = window.setTimeout(() => first?.focus({ preventScroll: true }), 50);
      window.addEventListener('resize', viewportResized);
      wasOpen.current = true;
      return () => {
        window.clearTimeout(focusTimer);
        window.removeEventListener('resize', viewportResized);
      };
    }
    root.classList.remove('menu-open');
    if (!wasOpen.current) return;
    wasOpen.current = false;
    if (window.innerWidth < BREAKPOINTS.md) {
      const timer = window.setTimeout(() => setNavHeight(COLLAPSED_HEIGHT), PANEL_FADE_MS);
      return () => window.clearTimeout(timer);
    }
  }, [menuOpen, setNavHeight, viewportResized]);

  useEffect(() => () => document.documentElement.classList.remove('menu-open'), []);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      if (menuOpen) {
        event.preventDefault();
        closeMenu();
        toggleRef.current?.focus();
      } else if (submenu.openSubmenu) {
        const trigger = navRef.current?.querySelector<HTMLElement>(
          `[aria-controls="submenu-${area}-${submenu.openSubmenu}"]`,
        );
        nav.setOpenSubmenu(area, null);
        nav.setActiveSubmenu(area, null);
        trigger?.focus();
      }
      return;
    }
    if (event.key !== 'Tab' || !menuOpen || !navRef.current) return;
    const focusable = [...navRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const openDropdown = (id: string | null) => {
    nav.setOpenSubmenu(area, id);
    nav.setActiveSubmenu(area, id);
  };

  return (
    <header className="site-header">
      <nav
        ref={navRef}
        aria-label="Primary"
        id="site-nav"
        className="site-nav"
        data-area={area}
        data-enhanced={enhanced || undefined}
        data-fit={fit ?? undefined}
        data-menu-open={menuOpen || undefined}
        style={{
          // Without the script the stylesheet sets the height (72 px, full height while the menu is the target).
          height: enhanced ? navHeight : undefined,
          transitionDuration: `${MENU_ANIMATION_MS}ms`,
          transitionTimingFunction: POWER3_IN_OUT,
        }}
        onKeyDown={onKeyDown}
      >
        <div ref={barRef} className="nav-bar">
          <Link ref={brandRef} href="/" className="brand" aria-label={`${siteName}, home`}>
            <span className="brand-mark" aria-hidden="true">
              {abbreviation}
            </span>
            <span className="brand-name">{siteName}</span>
          </Link>
          <ul ref={listRef} className="nav-inline" inert={menuOpen || undefined}>
            {menu.map((item) => {
              const id = `submenu-${area}-${item.id}`;
              const open = submenu.openSubmenu === item.id;
              const hasChildren = item.children.length > 0;
              return (
                <li
                  key={item.id}
                  className={hasChildren ? 'has-children' : undefined}
                  data-active={submenu.activeSubmenu === item.id || undefined}
                  onMouseEnter={hasChildren ? () => openDropdown(item.id) : undefined}
                  onMouseLeave={hasChildren ? () => openDropdown(null) : undefined}
                  onBlur={(event) => {
                    if (hasChildren && open && !event.currentTarget.contains(event.relatedTarget as Node | null))
                      openDropdown(null);
                  }}
                >
                  <MenuLink item={item} />
                  {hasChildren ? (
                    <>
                      <button
                        type="button"
                        className="submenu-toggle"
                        aria-expanded={open}
                        aria-controls={id}
                        aria-label={`${item.label} submenu`}
                        onClick={() => openDropdown(open ? null : item.id)}
                      >
                        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                          <path
                            d="M2.5 4.5 6 8l3.5-3.5"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="1.6"
                            strokeLinecap="round"
                          />
                        </svg>
                      </button>
                      <ul id={id} className="dropdown" hidden={!open}>
                        {item.children.map((child) => (
                          <li key={child.id}>
                            <MenuLink item={child} />
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {/* The search: its form in the menu; beside the toggle, where the bar shows the toggle alone, a link to
              its page (the bar has no room for a field). */}
          <Link href="/search/" className="nav-search" inert={menuOpen || undefined}>
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
              <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <path d="m12.6 12.6 4.6 4.6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            <span className="nav-search-label">Search</span>
          </Link>
          {enhanced ? (
            <button
              ref={toggleRef}
              type="button"
              className="menu-toggle"
              aria-expanded={menuOpen}
              aria-controls={PANEL_ID}
              onClick={nav.toggleMenu}
            >
              <ToggleFace label={menuOpen ? 'Close' : 'Menu'} />
            </button>
          ) : (
            <>
              <a href={`#${PANEL_ID}`} className="menu-toggle menu-toggle-open">
                <ToggleFace label="Menu" />
              </a>
              <a href="#site-nav" className="menu-toggle menu-toggle-close">
                <ToggleFace label="Close" />
              </a>
            </>
          )}
        </div>
        {/* Closed, the panel is folded away under the bar; where the bar shows the toggle alone its links
            stay in the accessibility tree, out of the tab order. Open, it scrolls within itself. */}
        <div id={PANEL_ID} className="menu-panel">
          <SearchForm id="menu-search" variant="menu" tabIndex={closedTab} />
          <ul className="menu-panel-list">
            {menu.map((item, index) => {
              const id = `panel-${item.id}`;
              const expanded = submenuOpen && submenu.openSubmenu === item.id;
              return (
                <li key={item.id} style={{ transitionDelay: menuOpen ? `${120 + index * 45}ms` : '0ms' }}>
                  <div className="menu-panel-row">
                    <MenuLink item={item} className="menu-panel-link" tabIndex={closedTab} />
                    {item.children.length ? (
                      <button
                        type="button"
                        className="menu-panel-expand"
                        aria-expanded={expanded}
                        aria-controls={id}
                        aria-label={`${item.label} submenu`}
                        tabIndex={closedTab}
                        onClick={() => {
                          nav.setSubmenuOpen(true);
                          nav.setOpenSubmenu(area, expanded ? null : item.id);
                          nav.setActiveSubmenu(area, expanded ? null : item.id);
                        }}
                      >
                        <span aria-hidden="true">{expanded ? '−' : '+'}</span>
                      </button>
                    ) : null}
                  </div>
                  {item.children.length ? (
                    <ul id={id} className="menu-panel-children" hidden={!expanded}>
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <MenuLink item={child} tabIndex={closedTab} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <aside className="menu-panel-aside" aria-label="Contact">
            <p className="kicker-on-dark">Say hello</p>
            {links.contact ? (
              <p>
                <Link href={links.contact} tabIndex={closedTab}>
                  Start a project with us
                </Link>
              </p>
            ) : null}
            <p className="menu-panel-address">Winter Park, Florida</p>
            {links.newsletter ? (
              <p>
                <Link href={links.newsletter} className="menu-panel-news" tabIndex={closedTab}>
                  <WithArrow>Hot Air, our newsletter</WithArrow>
                </Link>
              </p>
            ) : null}
          </aside>
        </div>
      </nav>
    </header>
  );
}

function ToggleFace({ label }: { label: string }) {
  return (
    <>
      <span className="menu-toggle-label">{label}</span>
      <span className="menu-toggle-icon" aria-hidden="true">
        <span />
        <span />
      </span>
    </>
  );
}
