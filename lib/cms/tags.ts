/* Cache tags: every cached content read carries the tags of what it depends on, so one webhook can
   invalidate exactly those reads. */
export const tags = {
  menus: 'menus',
  menu: (location: string) => `menu:${location.toLowerCase()}`,
  forms: 'forms',
  themeCss: 'theme-css',
  node: (uri: string) => `node:${uri}`,
  list: (type: string) => `list:${type}`,
} as const;
