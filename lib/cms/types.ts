/* The small domain types the components use. */
import type { PostExtrasFragment } from './generated/operations';

export interface Image {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface MenuItem {
  id: string;
  databaseId: number;
  /** Plain text (lib/title.ts). */
  label: string;
  /** The label's inline markup (em, strong…), for the menus (components/rich-title.tsx). */
  labelHtml?: string;
  title: string;
  /** Site-relative path, with any #fragment, e.g. `/about/#culture`. */
  path: string;
  url: string;
  uri: string;
  target: string;
  cssClasses: string[];
  description: string;
  linkRelationship: string;
  parentId: string | null;
  children: MenuItem[];
}

/**
 * A menu item as the browser's navigation draws it (lib/menus/nav-items.ts): what a link needs, and no empty
 * field, since every page's payload carries the primary menu.
 */
export interface NavItem {
  id: string;
  label: string;
  labelHtml?: string;
  path: string;
  target?: string;
  linkRelationship?: string;
  description?: string;
  children: NavItem[];
}

export interface Menus {
  primary: MenuItem[];
  footer: MenuItem[];
  /** `live` when read from the content system, `default` when the built-in menus stand in. */
  source: 'live' | 'default';
}

export interface Author {
  name: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}

/** A category or tag a post is filed under, with its archive's address. */
interface Term {
  name: string;
  slug: string;
  uri: string;
}

export interface Podcast {
  audioUrl: string;
  audioLength: number | null;
  episodeUrl: string | null;
  episodeNumber: number | null;
  thumbnail: { url: string; alt: string } | null;
}

interface EntryBase {
  id: string;
  databaseId: number;
  /** Plain text, entities decoded: for `<title>`, meta, feeds, JSON-LD and labels (lib/title.ts). */
  title: string;
  /** The title's inline markup (em, strong, b, i, sup, sub, code), drawn on the page (components/rich-title.tsx). */
  titleHtml?: string;
  slug: string;
  /** Site-relative path with the trailing slash, e.g. `/team/maya-ortiz/`. */
  uri: string;
  /** When it was published, in WordPress's own time zone without a zone (`2026-03-14T09:30:00`): for display. */
  date: string;
  /** When it was published, in UTC (`2026-03-14T13:30:00Z`), for machines; '' when WordPress gives none. */
  dateGmt: string;
  /** When it last changed, in UTC (`2026-03-20T08:00:00Z`), for machines; '' when WordPress gives none. */
  modifiedGmt: string;
  excerpt: string;
  image: Image | null;
}

interface PageEntry extends EntryBase {
  kind: 'page';
}
/** WordPress's post formats (Post → Format); `standard` when a post has none. */
export const POST_FORMATS = ['aside', 'chat', 'gallery', 'link', 'image', 'quote', 'status', 'video', 'audio'] as const;
export type PostFormat = (typeof POST_FORMATS)[number] | 'standard';

export interface PostEntry extends EntryBase {
  kind: 'post';
  author: Author | null;
  categories: Term[];
  guestAuthor: string;
  podcast: Podcast | null;
  format: PostFormat;
  /**
   * The post's "Insights article" fields as WordPress answers them (null where it has none): a text or number
   * field added to the group and to the fragment reaches the templates with no code between (docs/content-types.md).
   */
  article: PostExtrasFragment['insightsArticle'] | null;
}
export interface TeamMemberEntry extends EntryBase {
  kind: 'teamMember';
  email: string;
  lastName: string;
  quote: string;
  role: string;
}
export interface CaseStudyEntry extends EntryBase {
  kind: 'caseStudy';
  client: string;
  industry: string;
  services: string;
  result: string;
}
export interface CareerEntry extends EntryBase {
  kind: 'career';
  location: string;
  employmentType: string;
  applyEmail: string;
}

export type ListEntry = PageEntry | PostEntry | TeamMemberEntry | CaseStudyEntry | CareerEntry;

export interface ContentListPage<T extends ListEntry = ListEntry> {
  entries: T[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface HeroSettings {
  size: string;
  type: string;
  color: string;
  bgColor: string;
  overlayColor: string;
  /** 0–1. */
  overlayOpacity: number;
  scrollDown: boolean;
  insightAlt: boolean;
  eyebrow: string;
  headline: string;
  /** The headline's inline markup when it is the entry's title (components/rich-title.tsx). */
  headlineHtml?: string;
  image: Image | null;
  cta: { label: string; url: string; title: string; target: string } | null;
  cloudLeft: { position: string; style: string };
  cloudRight: { position: string; style: string };
}

export interface PageMetadata {
  excludeFromSitemap: boolean;
  metaDescription: string;
  openGraphDescription: string;
  openGraphImage: Image | null;
}

/** What every entry's own page shows beside its fields. */
interface Body {
  content: string;
  /**
   * WordPress holds the entry behind a password (its `hasPassword`): it gives no content to a visitor, and the
   * site shows a notice in its place and keeps the page out of search results.
   */
  passwordProtected?: boolean;
  /**
   * A paginated entry (`<!--nextpage-->`): the part shown, of how many. `content` then holds that part alone;
   * part N lives at the entry's address + `N/` (lib/cms/content-parts.ts).
   */
  part?: { number: number; count: number };
}

export interface PageNode extends PageEntry, Body {
  isFrontPage: boolean;
  /** The "Posts page" of Settings → Reading: WordPress lists the posts there, whatever the page holds. */
  isPostsPage: boolean;
  hero: HeroSettings;
  metadata: PageMetadata;
}
export type PostNode = PostEntry &
  Body & {
    /** Its tags, read with its own page (cards do not show them). */
    tags?: Term[];
  };
export type TeamMemberNode = TeamMemberEntry & Body;
export type CaseStudyNode = CaseStudyEntry & Body;
export type CareerNode = CareerEntry & Body;
/** A category or tag archive: the term, whose posts it lists. */
export type TermNode = TermArchive<'category'> | TermArchive<'tag'>;
interface TermArchive<Kind extends 'category' | 'tag'> {
  kind: Kind;
  id: string;
  databaseId: number;
  name: string;
  slug: string;
  uri: string;
  description: string;
  count: number;
}

export type ContentNode = PageNode | PostNode | TeamMemberNode | CaseStudyNode | CareerNode | TermNode;

/** A category or tag archive: a node with a name and no content of its own. */
export function isTermNode(node: ContentNode): node is TermNode {
  return node.kind === 'category' || node.kind === 'tag';
}

/** Where an address that moved (an editor's redirect, an entry an editor renamed) leads now. */
export interface Redirect {
  /** A path on this site, e.g. `/new-name/`, or the whole http(s) address of a redirect an editor chose. */
  to: string;
  /** Answered 308 when true, 307 when not. */
  permanent: boolean;
}

export type FormFieldType = 'name' | 'text' | 'email' | 'phone' | 'select' | 'textarea';

export interface FormField {
  id: number;
  type: FormFieldType;
  label: string;
  isRequired: boolean;
  placeholder: string;
  visibility: 'VISIBLE' | 'HIDDEN' | 'ADMINISTRATIVE';
  value: string;
  cssClass: string;
  maxLength: number | null;
  inputs: { id: string; key: string; label: string; placeholder: string; isHidden: boolean }[];
  choices: { text: string; value: string; isSelected: boolean }[];
}

export interface Form {
  id: string;
  databaseId: number;
  title: string;
  description: string;
  isActive: boolean;
  cssClass: string;
  submitButtonText: string;
  lastPageButton: { text: string; type: string } | null;
  fields: FormField[];
}
