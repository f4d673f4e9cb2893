import 'server-only';
import { cache } from 'react';
import { cached } from './cache-options';
import { fetchAPI } from './client';
import { SHELL_QUERY } from './queries/shell';
import { tags } from './tags';
import type { ShellQuery } from './generated/operations';

/**
 * The shell's data (menus, theme stylesheet) in one cached request shared by every page. Throws
 * `Failed to fetch API` when the content system fails; each getter decides how to degrade.
 */
export const getShellData = cache(() =>
  fetchAPI<ShellQuery>(SHELL_QUERY, cached([tags.menus, tags.menu('primary'), tags.menu('footer'), tags.themeCss])),
);
