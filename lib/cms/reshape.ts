import type {
  Author,
  ContentNode,
  Form,
  FormField,
  FormFieldType,
  HeroSettings,
  Image,
  ListEntry,
  MenuItem,
  PageMetadata,
  PageNode,
  Podcast,
  PostFormat,
  Redirect,
  TermNode,
} from './types';
import { POST_FORMATS } from './types';
import type {
  FormFieldFieldsFragment,
  GfFormFieldsFragment,
  ImageFieldsFragment,
  PageExtrasFragment,
  PostExtrasFragment,
} from './generated/operations';
import type { FieldsOf, WpHeroSettings, WpListEntry, WpMenuItem, WpNode, WpRedirectRule } from './wp-types';
import { siteUploadUrl } from '../uploads/urls';
import { titleMarkup, titleText } from '../title';
import { CONTENT_TYPE_KEYS, CONTENT_TYPES, unhandledType } from './content-types';
import { formatDate } from '../../components/cards/format';

const text = (value: string | null | undefined): string => value ?? '';

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/**
 * A WordPress GMT date (`dateGmt`, `modifiedGmt`: UTC without a zone, `2026-03-14T13:30:00`) as an ISO 8601
 * UTC instant (`2026-03-14T13:30:00Z`); '' for anything else. Machine-readable dates (sitemap, feeds, JSON-LD,
 * `<time datetime>`) come from these, never from `date`, which is in whatever time zone WordPress is set to.
 */
export function utcInstant(gmt: string | null | undefined): string {
  const value = text(gmt).trim();
  const match = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.exec(value);
  if (!match) return '';
  const ms = Date.parse(match[1] ? value : `${value}Z`);
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * Where an address of the redirect map leads: a path on this site — one leading `/`, and no backslash, space or control
 * character, which browsers read as a slash or drop (`/\host`, `/<tab>/host` would lead to another host) — or,
 * for a redirect an editor chose, a whole `http(s)://` address with a host and no credentials in it. A
 * protocol-relative or other scheme's address never leads anywhere; `undefined` for anything else.
 */
export function reshapeRedirect(wp: Pick<WpRedirectRule, 'to' | 'permanent'> | null | undefined): Redirect | undefined {
  const to = wp?.to;
  if (typeof to !== 'string' || /[\\\s\u0000-\u001f\u007f]/.test(to)) return undefined;
  const permanent = wp?.permanent === true;
  if (/^\/(?![/\\])/.test(to)) return { to, permanent };
  if (!/^https?:\/\/[^/?#]/i.test(to) || !URL.canParse(to)) return undefined;
  const url = new URL(to);
  return url.hostname && !url.username && !url.password ? { to: url.href, permanent } : undefined;
}

/**
 * The chosen value of an ACF select field (the first, for a list), or '' when nothing is chosen. WPGraphQL for ACF
 * answers a list even for a single choice (`["full"]`), or null; a plain string is accepted too, from a server
 * that answers the older shape.
 */
export function selectChoice(value: readonly (string | null)[] | string | null | undefined): string {
  if (Array.isArray(value))
    return value.find((choice): choice is string => typeof choice === 'string' && choice !== '') ?? '';
  return typeof value === 'string' ? value : '';
}

/**
 * A content-system URL as the site links to it: same-site links (relative, or on the content system's
 * own host) become site-relative paths with a trailing slash; other hosts stay absolute.
 */
export function toSitePath(url: string | null | undefined, cmsOrigin?: string): string {
  return linkHref(url, cmsOrigin) ?? '/';
}

/** The schemes a link an editor sets may lead to; anything else (`javascript:`, `data:`, `vbscript:`…) never. */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Every link field's rule (menu items, the hero's call to action, a podcast's episode page): `toSitePath`'s
 * address, or `undefined` for a link that may not be followed: another scheme than http, https, mailto and tel,
 * or one that cannot be read. Site-relative paths and `#fragments` are kept.
 */
function linkHref(url: string | null | undefined, cmsOrigin?: string): string | undefined {
  const raw = text(url).trim();
  if (raw === '') return '/';
  if (raw.startsWith('#')) return /[\s\u0000-\u001f\u007f]/.test(raw) ? undefined : raw;
  let parsed: URL;
  try {
    parsed = new URL(raw, 'http://site.invalid');
  } catch {
    return undefined;
  }
  if (!LINK_SCHEMES.has(parsed.protocol)) return undefined;
  if (parsed.protocol === 'mailto:' || parsed.protocol === 'tel:') return parsed.href;
  const relative = parsed.origin === 'http://site.invalid';
  const sameHost = cmsOrigin !== undefined && parsed.origin === new URL(cmsOrigin).origin;
  if (!relative && !sameHost) return parsed.href;
  let pathname = parsed.pathname;
  const lastSegment = pathname.split('/').pop() ?? '';
  if (!pathname.endsWith('/') && !lastSegment.includes('.')) pathname += '/';
  return `${pathname}${parsed.search}${parsed.hash}`;
}

/** A link's `target` as the site writes it: a new window or this one, nothing else (a named frame, markup). */
function linkTarget(value: string | null | undefined): '' | '_blank' | '_self' {
  const target = text(value).trim().toLowerCase();
  return target === '_blank' || target === '_self' ? target : '';
}

function reshapeMenuItem(item: WpMenuItem, cmsOrigin?: string): MenuItem {
  // WordPress gives `url` on its own host: the site's address for it is the path (the host never reaches visitors).
  const path = toSitePath(item.url ?? item.path ?? item.uri, cmsOrigin);
  return {
    id: item.id,
    databaseId: item.databaseId,
    label: titleText(item.label) || titleText(item.title),
    labelHtml: titleMarkup(item.label) || titleMarkup(item.title),
    title: text(item.title),
    path,
    url: path,
    uri: text(item.uri),
    target: linkTarget(item.target),
    cssClasses: (item.cssClasses ?? []).filter((name): name is string => Boolean(name)),
    description: text(item.description),
    linkRelationship: text(item.linkRelationship),
    parentId: item.parentId,
    children: (item.childItems?.edges ?? []).map((edge) => reshapeMenuItem(edge.node, cmsOrigin)),
  };
}

/** Top-level items only (a real WordPress may list children flat beside their parents). */
export function reshapeMenu(nodes: WpMenuItem[] | undefined, cmsOrigin?: string): MenuItem[] {
  return (nodes ?? []).filter((item) => item.parentId === null).map((item) => reshapeMenuItem(item, cmsOrigin));
}

/** `cmsOrigin`: the content system's URL, whose uploads the site serves as its own (lib/uploads/urls.ts). */
function reshapeImage(edge: { node: ImageFieldsFragment | null } | null | undefined, cmsOrigin?: string): Image | null {
  const node = edge?.node;
  if (!node?.sourceUrl) return null;
  return {
    url: siteUploadUrl(node.sourceUrl, cmsOrigin),
    alt: text(node.altText),
    width: node.mediaDetails?.width ?? 1200,
    height: node.mediaDetails?.height ?? 800,
  };
}

function reshapeAuthor(entry: PostExtrasFragment, cmsOrigin?: string): Author | null {
  const node = entry.author?.node;
  if (!node) return null;
  return {
    name: text(node.name),
    firstName: text(node.firstName),
    lastName: text(node.lastName),
    avatarUrl: node.avatar?.url ? siteUploadUrl(node.avatar.url, cmsOrigin) : null,
  };
}

const wholeNumber = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;

function reshapePodcast(entry: PostExtrasFragment, cmsOrigin?: string): Podcast | null {
  const info = entry.podcastInformation;
  if (!info?.audioUrl) return null;
  const thumb = info.podcastEpisodeThumbnail?.node;
  return {
    audioUrl: siteUploadUrl(info.audioUrl, cmsOrigin),
    // ACF number fields are Floats in the schema; a byte count and an episode number are whole.
    audioLength: wholeNumber(info.audioLength),
    episodeUrl: info.episodeUrl ? (linkHref(info.episodeUrl, cmsOrigin) ?? null) : null,
    episodeNumber: wholeNumber(info.podcastEpisodeNumber),
    thumbnail: thumb?.mediaItemUrl
      ? { url: siteUploadUrl(thumb.mediaItemUrl, cmsOrigin), alt: text(thumb.altText) }
      : null,
  };
}

/**
 * An entry's title as the site draws and links it: WordPress lets an editor publish without one ("(no title)" in
 * its admin); the site names such an entry by its date (`Untitled, March 14, 2026`), so its heading, its cards'
 * links and `<title>` always say something.
 */
function entryTitle(
  title: string | null | undefined,
  date: string | null | undefined,
): { title: string; titleHtml: string } {
  if (titleText(title)) return { title: titleText(title), titleHtml: titleMarkup(title) };
  const day = formatDate(text(date));
  const named = day ? `Untitled, ${day}` : 'Untitled';
  return { title: named, titleHtml: titleMarkup(named) };
}

/** An entry of a type the site lists; `undefined` for any other type. */
export function reshapeListEntry(entry: WpListEntry, cmsOrigin?: string): ListEntry | undefined {
  const base = {
    id: entry.id,
    databaseId: entry.databaseId,
    ...entryTitle(entry.title, entry.date),
    slug: text(entry.slug),
    uri: toSitePath(entry.uri),
    date: text(entry.date),
    dateGmt: utcInstant(entry.dateGmt),
    modifiedGmt: utcInstant(entry.modifiedGmt),
    image: reshapeImage(entry.featuredImage, cmsOrigin),
  };
  switch (entry.__typename) {
    // WordPress pages have no excerpt; their meta description stands in for one.
    case 'Page':
      return { ...base, excerpt: text(entry.pageMetadata?.metaDescription), kind: 'page' };
    case 'Post':
      return {
        ...base,
        excerpt: text(entry.excerpt),
        kind: 'post',
        author: reshapeAuthor(entry, cmsOrigin),
        categories: (entry.categories?.nodes ?? []).map((category) => ({
          name: text(category.name),
          slug: text(category.slug),
          uri: toSitePath(category.uri),
        })),
        guestAuthor: text(entry.insightsArticle?.insightsArticleAuthor),
        podcast: reshapePodcast(entry, cmsOrigin),
        format: postFormatOf(entry.postFormats?.nodes[0]?.slug),
        article: entry.insightsArticle ?? null,
      };
    case 'TeamMember': {
      const details = entry.teamMemberDetails;
      return {
        ...base,
        excerpt: text(entry.excerpt),
        kind: 'teamMember',
        email: text(details?.teamMemberEmail),
        lastName: text(details?.teamMemberLastName),
        quote: text(details?.teamMemberQuote),
        role: text(details?.teamMemberRole),
      };
    }
    case 'CaseStudy': {
      const details = entry.caseStudyDetails;
      return {
        ...base,
        excerpt: text(entry.excerpt),
        kind: 'caseStudy',
        client: text(details?.client),
        industry: text(details?.industry),
        services: text(details?.services),
        result: text(details?.result),
      };
    }
    case 'Career': {
      const details = entry.careerDetails;
      return {
        ...base,
        excerpt: text(entry.excerpt),
        kind: 'career',
        location: text(details?.location),
        employmentType: text(details?.employmentType),
        applyEmail: text(details?.applyEmail),
      };
    }
    default:
      // What WordPress answers at run time is checked by `isListed` first.
      return unhandledType(entry);
  }
}

/** `post-format-quote` → `quote`; `standard` for none, or a format WordPress does not have. */
export function postFormatOf(slug: string | null | undefined): PostFormat {
  const name = text(slug).replace(/^post-format-/, '');
  return POST_FORMATS.find((format) => format === name) ?? 'standard';
}

function reshapeHero(
  hero: WpHeroSettings | null | undefined,
  title: string,
  cmsOrigin?: string,
  titleHtml?: string,
): HeroSettings {
  const link = hero?.heroCta?.link;
  const ctaUrl = link?.url ? linkHref(link.url, cmsOrigin) : undefined;
  const ctaActive = Boolean(hero?.heroCta?.active && ctaUrl);
  const opacity = hero?.heroOverlayOpacity ?? 0;
  return {
    size: selectChoice(hero?.heroSize) || 'medium',
    type: selectChoice(hero?.heroType) || 'headline',
    color: selectChoice(hero?.heroColor) || 'ink',
    bgColor: selectChoice(hero?.heroBgColor) || 'sky',
    overlayColor: selectChoice(hero?.heroOverlayColor) || 'ink',
    overlayOpacity: Math.min(1, Math.max(0, opacity > 1 ? opacity / 100 : opacity)),
    scrollDown: Boolean(hero?.heroScrollDown),
    insightAlt: Boolean(hero?.heroInsightAltToggle),
    eyebrow: text(hero?.heroEyebrow),
    headline: text(hero?.heroHeadline) || title,
    ...(!hero?.heroHeadline && titleHtml !== undefined ? { headlineHtml: titleHtml } : {}),
    image: reshapeImage(hero?.heroImage, cmsOrigin),
    cta: ctaActive
      ? {
          label: text(hero?.heroCta?.label) || text(link?.title) || 'Learn more',
          url: ctaUrl ?? '/',
          title: text(link?.title),
          target: linkTarget(link?.target),
        }
      : null,
    cloudLeft: reshapeCloud(hero?.heroCloudLeft),
    cloudRight: reshapeCloud(hero?.heroCloudRight),
  };
}

function reshapeCloud(cloud: WpHeroSettings['heroCloudLeft'] | undefined): HeroSettings['cloudLeft'] {
  return { position: selectChoice(cloud?.position), style: selectChoice(cloud?.style) || 'none' };
}

function reshapeMetadata(meta: PageExtrasFragment['pageMetadata'] | undefined, cmsOrigin?: string): PageMetadata {
  return {
    excludeFromSitemap: Boolean(meta?.excludeFromSitemap),
    metaDescription: text(meta?.metaDescription),
    openGraphDescription: text(meta?.openGraphDescription),
    openGraphImage: reshapeImage(meta?.openGraphImage, cmsOrigin),
  };
}

/**
 * The "Posts page" of Settings → Reading, which WordPress answers with the post type itself (a `ContentType`
 * with `isPostsPage`), as a page that lists the posts: its title from its address (`/insights/` → Insights;
 * the post type's label at "/"), the hero's defaults, no content of its own. Any other content type: nothing.
 */
function reshapePostsPage(
  node: Extract<WpNode, { __typename: 'ContentType' }>,
  cmsOrigin?: string,
): PageNode | undefined {
  if (!node.isPostsPage || (node.name && node.name !== 'post')) return undefined;
  const uri = toSitePath(node.uri);
  const slug = uri.split('/').filter(Boolean).pop() ?? '';
  const words = decodeSegment(slug).replace(/[-_]+/g, ' ').trim();
  const title = words ? words.charAt(0).toUpperCase() + words.slice(1) : text(node.label) || 'Posts';
  return {
    kind: 'page',
    id: node.id,
    // A post type has no database id.
    databaseId: 0,
    title,
    slug,
    uri,
    date: '',
    dateGmt: '',
    modifiedGmt: '',
    excerpt: '',
    image: null,
    content: '',
    isFrontPage: Boolean(node.isFrontPage),
    isPostsPage: true,
    hero: reshapeHero(null, title, cmsOrigin),
    metadata: reshapeMetadata(undefined, cmsOrigin),
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const LISTED_TYPENAMES: ReadonlySet<string> = new Set(CONTENT_TYPE_KEYS.map((key) => CONTENT_TYPES[key].typename));

/** A node of a type the site lists (not a user, a media item or any other type WordPress has). */
const isListed = (node: WpNode): node is Extract<WpNode, { __typename: WpListEntry['__typename'] }> =>
  LISTED_TYPENAMES.has(node.__typename);

/** `cmsOrigin`: the content system's URL, whose links become site-relative and whose uploads the site serves. */
export function reshapeNode(node: WpNode, cmsOrigin?: string): ContentNode | undefined {
  if (node.__typename === 'Category' || node.__typename === 'Tag') {
    const term: TermNode = {
      kind: node.__typename === 'Tag' ? 'tag' : 'category',
      id: node.id,
      databaseId: node.databaseId,
      name: text(node.name),
      slug: text(node.slug),
      uri: toSitePath(node.uri),
      description: text(node.description),
      count: node.count ?? 0,
    };
    return term;
  }
  if (node.__typename === 'ContentType') return reshapePostsPage(node, cmsOrigin);
  if (!isListed(node)) return undefined;
  const entry = reshapeListEntry(node, cmsOrigin);
  if (!entry) return undefined;
  const content = text(node.content);
  // WordPress answers a visitor's request for a protected entry with its title and no content.
  const locked = 'hasPassword' in node && node.hasPassword === true ? { passwordProtected: true } : {};
  if (entry.kind === 'page') {
    const page = node.__typename === 'Page' ? node : undefined;
    return {
      ...entry,
      content,
      ...locked,
      isFrontPage: Boolean(page?.isFrontPage),
      isPostsPage: false,
      hero: reshapeHero(page?.heroSettings, entry.title, cmsOrigin, entry.titleHtml),
      metadata: reshapeMetadata(page?.pageMetadata, cmsOrigin),
    };
  }
  if (entry.kind === 'post' && node.__typename === 'Post' && node.tags) {
    const tags = node.tags.nodes.map((tag) => ({
      name: text(tag.name),
      slug: text(tag.slug),
      uri: toSitePath(tag.uri),
    }));
    return { ...entry, content, ...locked, tags };
  }
  return { ...entry, content, ...locked };
}

const FIELD_TYPES: readonly FormFieldType[] = ['name', 'text', 'email', 'phone', 'select', 'textarea'];

function reshapeFormField(answer: FormFieldFieldsFragment): FormField | undefined {
  // Each kind of field carries some of these; all are read alike.
  const field: FieldsOf<FormFieldFieldsFragment> = answer;
  const type = text(field.type).toLowerCase() as FormFieldType;
  if (!FIELD_TYPES.includes(type)) return undefined;
  const visibility = text(field.visibility).toUpperCase();
  return {
    id: answer.databaseId,
    type,
    label: text(field.label),
    isRequired: Boolean(field.isRequired),
    placeholder: text(field.placeholder),
    visibility: visibility === 'HIDDEN' || visibility === 'ADMINISTRATIVE' ? visibility : 'VISIBLE',
    value: text(field.value),
    cssClass: text(field.cssClass),
    maxLength: field.maxLength && field.maxLength > 0 ? field.maxLength : null,
    inputs: (field.inputs ?? []).filter(present).map((input) => ({
      id: String(input.id ?? ''),
      key: text(input.key),
      label: text(input.label),
      placeholder: text(input.placeholder),
      isHidden: Boolean(input.isHidden),
    })),
    choices: (field.choices ?? []).filter(present).map((choice) => ({
      text: text(choice.text),
      value: text(choice.value) || text(choice.text),
      isSelected: Boolean(choice.isSelected),
    })),
  };
}

export function reshapeForm(form: GfFormFieldsFragment): Form {
  const lastPage = form.pagination?.lastPageButton;
  return {
    id: form.id,
    databaseId: form.databaseId,
    title: text(form.title),
    description: text(form.description),
    isActive: form.isActive !== false,
    cssClass: text(form.cssClass),
    submitButtonText: text(form.submitButton?.text) || 'Submit',
    lastPageButton: lastPage ? { text: text(lastPage.text), type: text(lastPage.type) } : null,
    fields: (form.formFields?.nodes ?? [])
      .map(reshapeFormField)
      .filter((field): field is FormField => field !== undefined),
  };
}
