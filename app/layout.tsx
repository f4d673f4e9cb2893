import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { getMenus } from '@/lib/cms/menus';
import { getThemeCss, safeStyleText } from '@/lib/cms/theme';
import { env } from '@/lib/env';
import { displayFont, textFont } from '@/lib/fonts';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const { siteName, siteUrl } = env();
  return {
    metadataBase: new URL(siteUrl),
    title: { default: siteName, template: `%s · ${siteName}` },
    description: `${siteName}: a marketing agency in Winter Park, Florida.`,
  };
}

export const viewport: Viewport = { themeColor: '#0f2a44', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [menus, themeCss] = await Promise.all([getMenus(), getThemeCss()]);
  const { siteName, siteAbbreviation } = env();
  return (
    <html lang="en" className={`${displayFont.variable} ${textFont.variable}`}>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header menu={menus.primary} siteName={siteName} abbreviation={siteAbbreviation} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer menu={menus.footer} siteName={siteName} />
        {themeCss ? <style id="theme-css" dangerouslySetInnerHTML={{ __html: safeStyleText(themeCss) }} /> : null}
      </body>
    </html>
  );
}
