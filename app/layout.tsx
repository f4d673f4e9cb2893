import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { PageTransition } from '@/components/shell/page-transition.client';
import { getMenus } from '@/lib/cms/menus';
import { getSiteLinks } from '@/lib/cms/site-links';
import { getThemeCss, themeStylesheetHref } from '@/lib/cms/theme';
import { env } from '@/lib/env';
import { fontVariables } from '@/lib/fonts';
import { AppDataProvider } from '@/lib/providers/app-data.client';
import { BotCheckProvider } from '@/lib/providers/bot-check.client';
import { NavigationProvider } from '@/lib/providers/navigation.client';
import { navItems } from '@/lib/menus/nav-items';
import { ICON_FILES } from '@/lib/site-icons';
import '@/lib/fonts/fallbacks.css';
import './globals.css';
import '@/components/search/search-box.css';

export async function generateMetadata(): Promise<Metadata> {
  const { siteName, siteUrl } = env();
  return {
    metadataBase: new URL(siteUrl),
    title: { default: siteName, template: `%s · ${siteName}` },
    description: `${siteName}: a marketing agency in Winter Park, Florida.`,
    // PNG, not the SVG they are drawn from: scripts/icons.ts says why.
    icons: ICON_FILES.map(({ file, size, rel }) => ({
      rel,
      url: `/${file}`,
      type: 'image/png',
      sizes: `${size}x${size}`,
    })),
  };
}

export const viewport: Viewport = { themeColor: '#0f2a44', width: 'device-width', initialScale: 1 };

/**
 * The shell around every page: the bot-check layer, the app-data and navigation contexts (the latter carrying the
 * primary menu), the header with the live primary menu (built-in defaults when the content system is unreachable),
 * the page-transition layer around the page, the footer, and the editor's theme stylesheet (linked: app/theme.css).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [menus, themeCss, links] = await Promise.all([getMenus(), getThemeCss(), getSiteLinks()]);
  const { siteName, siteAbbreviation } = env();
  return (
    <html lang="en" className={fontVariables}>
      <head>
        {/* No first paint of a half-received header: on a slow phone the browser would paint the menu's first
            items, then move them as the rest arrived (a layout shift). It waits for the page's main element,
            which follows the header. */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <BotCheckProvider>
          <AppDataProvider>
            <NavigationProvider primary={navItems(menus.primary)}>
              <Header siteName={siteName} abbreviation={siteAbbreviation} links={links} />
              <main id="main" tabIndex={-1} data-menus={menus.source}>
                <PageTransition brand={siteName}>{children}</PageTransition>
              </main>
              <Footer menu={menus.footer} siteName={siteName} abbreviation={siteAbbreviation} links={links} />
            </NavigationProvider>
          </AppDataProvider>
        </BotCheckProvider>
        {/* A stylesheet of the site's own rather than inline: the Content Security Policy allows no inline style. */}
        {themeCss ? (
          <link id="theme-css" rel="stylesheet" href={themeStylesheetHref(themeCss)} precedence="theme" />
        ) : null}
      </body>
    </html>
  );
}
