import 'server-only';
import { cache } from 'react';
import { cached } from './cache-options';
import { fetchAPI } from './client';
import { SHELL_QUERY } from './queries/shell';
import { SITE_LINK_ADDRESSES } from './site-links-model';
import { tags } from './tags';
import type { ShellQuery } from './generated/operations';

/**
 * The shell's data (menus, theme stylesheet, the pages the site's own links lead to) in one cached request shared by
 * every page: a change to a menu, the stylesheet or a page at one of those addresses refreshes it (and so every
 * page, since every page links them). Throws
 * `Failed to fetch API` when the content system fails; each getter decides how to degrade.
 */
export const getShellData = cache(() =>
  fetchAPI<ShellQuery>(
    SHELL_QUERY,
    cached([
      tags.menus,
      tags.menu('primary'),
      tags.menu('footer'),
      tags.themeCss,
      ...Object.values(SITE_LINK_ADDRESSES).map(tags.node),
    ]),
  ),
);
