/**
 * The shape of the demo content pack. The content server's seeder reads a `ContentPack` and writes it
 * into SQLite; the pack itself is plain data (no database ids: the seeder assigns them).
 *
 * Image references (`image`, `avatar`, `featuredImage`, …) are file names under
 * `content-server/content-pack/uploads/`, served as `/wp-content/uploads/<file>`.
 * Dates are the site's local time without a zone, as WordPress's `date` field gives them
 * (`2026-03-14T09:30:00`).
 */

export interface PackImage {
  /** File name under uploads/, e.g. `team-maya-ortiz.jpg`. */
  file: string;
  altText: string;
  width: number;
  height: number;
  /** Where the picture comes from (made for the pack, or the openly licensed source). */
  credit: string;
}

export interface PackLink {
  url: string;
  title: string;
  /** `_blank` or empty. */
  target: string;
}

export interface PackCloud {
  /** e.g. `top`, `middle`, `bottom`. */
  position: string;
  /** e.g. `cumulus`, `wisp`, `stratus`, or `none` to hide the cloud. */
  style: string;
}

/** ACF field group `heroSettings` on pages. */
export interface PackHeroSettings {
  /** `full`, `large`, `medium` or `small`. */
  heroSize: string;
  /** `headline`, `image`, `video` or `insight`. */
  heroType: string;
  /** Text colour token: `ink`, `paper`, `sky`, `sunset`, `meadow`. */
  heroColor: string;
  /** Background colour token: `sky`, `dusk`, `paper`, `sunset`, `ink`, `meadow`. */
  heroBgColor: string;
  /** Overlay colour token (same tokens). */
  heroOverlayColor: string;
  /** 0–100. */
  heroOverlayOpacity: number;
  heroScrollDown: boolean;
  heroInsightAltToggle: boolean;
  heroCta: { active: boolean; label: string; link: PackLink | null };
  heroCloudLeft: PackCloud;
  heroCloudRight: PackCloud;
  /** Optional hero image (file name under uploads/). */
  heroImage?: string;
  /** Optional text above the headline. */
  heroEyebrow?: string;
  /** Optional headline; defaults to the page title. */
  heroHeadline?: string;
}

/** ACF field group `pageMetadata` on pages. */
export interface PackPageMetadata {
  excludeFromSitemap: boolean;
  metaDescription: string;
  openGraphDescription: string;
  /** File name under uploads/, or null. */
  openGraphImage: string | null;
}

/** What an entry of every post type has: its slug, title, publication date, excerpt and content. */
export interface PackEntry {
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  /** HTML as the block editor saves it. May contain `.marquee` / `.testimonials-splide` blocks. */
  content: string;
}

export interface PackPage extends PackEntry {
  /** Full path with slashes, e.g. `/about-us/`; `/` for the front page. */
  uri: string;
  featuredImage: string | null;
  isFrontPage?: boolean;
  menuOrder?: number;
  heroSettings: PackHeroSettings;
  pageMetadata: PackPageMetadata;
}

export interface PackAuthor {
  slug: string;
  name: string;
  firstName: string;
  lastName: string;
  /** File name under uploads/. */
  avatar: string;
  description: string;
}

export interface PackCategory {
  slug: string;
  name: string;
  description: string;
}

/** A tag (WordPress's `post_tag`): posts name it by slug; one no post names has an archive with nothing in it. */
export type PackTag = PackCategory;

interface PackPodcastInformation {
  /** File name under uploads/ (an audio file) or an absolute URL. */
  audioUrl: string;
  /** Length of the audio file in bytes (for feeds). */
  audioLength: number;
  episodeUrl: string;
  podcastEpisodeNumber: number;
  /** File name under uploads/. */
  podcastEpisodeThumbnail: string;
}

export interface PackPost extends PackEntry {
  /** `PackAuthor.slug`. */
  author: string;
  /** `PackCategory.slug`s: `agency-news`, `thought-leadership`, `podcast`. */
  categories: string[];
  /** `PackTag.slug`s; none when left out. */
  tags?: string[];
  featuredImage: string | null;
  /** ACF `insightsArticle.insightsArticleAuthor`: a guest byline, empty when the WordPress author wrote it. */
  insightsArticleAuthor: string;
  /** ACF `podcastInformation`, only on podcast episodes. */
  podcastInformation: PackPodcastInformation | null;
  /** _Stick to the top of the blog_: listed first on the Posts page. */
  sticky?: boolean;
  /** The post format (aside, link, quote, status, chat, audio, video, gallery, image); standard when absent. */
  format?: string;
}

export interface PackTeamMember extends PackEntry {
  /** Full name, as the post title. */
  title: string;
  featuredImage: string;
  menuOrder: number;
  teamMemberDetails: {
    teamMemberEmail: string;
    teamMemberLastName: string;
    teamMemberQuote: string;
    teamMemberRole: string;
  };
}

export interface PackCaseStudy extends PackEntry {
  featuredImage: string;
  caseStudyDetails: {
    client: string;
    industry: string;
    services: string;
    /** One headline result, e.g. `+212% qualified leads in two quarters`. */
    result: string;
  };
}

export interface PackCareer extends PackEntry {
  featuredImage: string | null;
  careerDetails: {
    location: string;
    employmentType: string;
    applyEmail: string;
  };
}

export interface PackMenuItem {
  label: string;
  /** Site path, e.g. `/about-us/`, or with a fragment `/about/#culture`. */
  path: string;
  title?: string;
  cssClasses?: string[];
  description?: string;
  target?: string;
  linkRelationship?: string;
  children?: PackMenuItem[];
}

type PackFormFieldType = 'name' | 'text' | 'email' | 'phone' | 'select' | 'textarea';

export interface PackFormField {
  /** Gravity Forms field id (databaseId), unique within the form. */
  id: number;
  type: PackFormFieldType;
  label: string;
  isRequired: boolean;
  placeholder: string;
  /** `VISIBLE`, `HIDDEN` or `ADMINISTRATIVE`. */
  visibility: 'VISIBLE' | 'HIDDEN' | 'ADMINISTRATIVE';
  /** Default value. */
  value: string;
  cssClass: string;
  /** Maximum length in characters (0 = none). */
  maxLength?: number;
  /** Name fields only: `prefix`, `first`, `middle`, `last`, `suffix` with GF input ids like 1.3. */
  inputs?: { id: number; key: string; label: string; placeholder: string; isHidden: boolean }[];
  /** Select fields only. */
  choices?: { text: string; value: string; isSelected: boolean }[];
}

export interface PackForm {
  databaseId: number;
  title: string;
  description: string;
  cssClass: string;
  isActive: boolean;
  submitButtonText: string;
  lastPageButton: { text: string; type: string };
  confirmationMessage: string;
  fields: PackFormField[];
}

export interface ContentPack {
  site: {
    name: string;
    abbreviation: string;
    description: string;
    /** Winter Park, FL address lines, phone, email. */
    address: string[];
    phone: string;
    email: string;
  };
  images: PackImage[];
  pages: PackPage[];
  authors: PackAuthor[];
  categories: PackCategory[];
  /** None when left out. */
  tags?: PackTag[];
  posts: PackPost[];
  teamMembers: PackTeamMember[];
  caseStudies: PackCaseStudy[];
  careers: PackCareer[];
  menus: { PRIMARY: PackMenuItem[]; FOOTER: PackMenuItem[] };
  forms: PackForm[];
  /** ACF options page `themeSettings.devTools.tempCss`. */
  themeCss: string;
  /** The redirects editors manage (the companion plugin's Tools → Redirects). */
  redirects: PackRedirect[];
}

interface PackRedirect {
  /** A site path, e.g. `/get-in-touch/`. */
  from: string;
  /** A site path or an absolute http(s) URL. */
  to: string;
  /** 308 when true, 307 when not. */
  permanent: boolean;
}
