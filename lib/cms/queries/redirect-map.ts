/**
 * Every address that leads elsewhere, in one request: the companion plugin's `siteRedirects` (an editor's redirects
 * where nothing lives, renamed entries' old addresses). Read by the site's redirect map (lib/redirects/redirect-map.ts).
 */
export const REDIRECT_MAP_QUERY = /* GraphQL */ `
  query RedirectMap {
    siteRedirects {
      from
      to
      permanent
    }
  }
`;
