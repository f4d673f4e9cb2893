import type Database from 'better-sqlite3';
import type { ContentRepo } from '../store/content-repo';
import type { ContentChange } from './update-content';

/** What every resolver sees for one request. */
export interface RequestContext {
  db: Database.Database;
  repo: ContentRepo;
  /** Absolute base of links and upload URLs, without a trailing slash. */
  publicUrl: string;
  /** The request carried the right bearer token. */
  authorized: boolean;
  /** The request signed in (HTTP Basic) with a user's Application Password: it may read previews (`asPreview`). */
  previewer?: boolean;
  /** Announces a stored change (to the site's webhook, when one is configured). */
  notify?: (change: ContentChange) => void;
  /** The "Posts page" of Settings → Reading, by its address (`/insights/`), when one is set. */
  postsPage?: string;
}
