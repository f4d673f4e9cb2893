import type { TermFilter } from './listing-table';

/* Cache tags: every cached content read carries the tags of what it depends on, so one webhook can
   invalidate exactly those reads (and the rendered pages built from them).

   node:<uri>        a node's own operation (with the lists folded into it, e.g. a post's related posts)
   list:<type>       any list of a type not limited to a category (listing pages, the front page's sections,
                     "the rest of the team", feeds, the sitemap's index); a tag's lists too: a post's notice
                     names its categories, not its tags, so any post's change refreshes them
   list:post:<slug>  a list of the posts of one category (category listings, category archives, feeds)
   list:category     the category and tag lists (the sitemap's archives)
   index:<type>[:<taxonomy>:<slug>]           every batch of a type's content index (of one term's posts)
   index:<type>[:<taxonomy>:<slug>]@<cursor>  the index's batch that starts after that cursor: the webhook
                                              refreshes the batch holding a changed entry; the first batch
                                              carries the list's tag instead
   menu:<location>   a menu location; menus: both
   forms, theme-css  the form definitions and the editor's stylesheet */
export const tags = {
  menus: 'menus',
  menu: (location: string) => `menu:${location.toLowerCase()}`,
  forms: 'forms',
  themeCss: 'theme-css',
  node: (uri: string) => `node:${uri}`,
  list: (type: string) => `list:${type}`,
  categoryList: (slug: string) => `list:post:${slug.toLowerCase()}`,
  categories: 'list:category',
  index: (type: string, term?: TermFilter): string =>
    type === 'post' && term ? `index:post:${term.taxonomy}:${term.slug.toLowerCase()}` : `index:${type}`,
  indexBatch: (type: string, term: TermFilter | undefined, after: string): string =>
    `${tags.index(type, term)}@${after}`,
} as const;

/** The tag of a list of `type`, limited to a category or tag when one is given (posts only). */
export function listTag(type: string, term?: TermFilter): string {
  return type === 'post' && term?.taxonomy === 'category' ? tags.categoryList(term.slug) : tags.list(type);
}
