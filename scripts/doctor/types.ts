/** ✓ fine, ! works but something is off or turned off, ✗ the site is broken by it, · not checked (and why). */
export type Status = 'ok' | 'warning' | 'problem' | 'skipped';

/** One line of the report: what a check found, and for anything not fine, what to do about it. */
export interface Finding {
  /** Stable id for `--json` readers and tests: `endpoint`, `companion`, `acf-group:heroSettings`, `menus`… */
  id: string;
  /** The check's name as the report shows it. */
  title: string;
  status: Status;
  message: string;
  fix?: string;
  /** Lines to show under the finding as they are (the wp-config.php lines to check). */
  details?: string[];
}

/** An administrator's credentials: they let the doctor introspect and list plugins. */
export type Credentials =
  { kind: 'application-password'; user: string; password: string } | { kind: 'bearer'; token: string };

export interface WebhookTarget {
  /** The site's change webhook, e.g. `https://www.example.com/api/revalidate`. */
  url: string;
  /** The site's REVALIDATE_SECRET, to sign a harmless notice with. */
  secret?: string;
  /** Print the secret in the wp-config.php line instead of a placeholder. */
  showSecret?: boolean;
}

/** The site's preview settings (lib/env.ts): its secret and the user it reads drafts as. */
export interface PreviewSettings {
  /** PREVIEW_SECRET, else REVALIDATE_SECRET. */
  secret?: string;
  /** Which of the two the secret is, for the report: `PREVIEW_SECRET` unless told. */
  secretName?: string;
  user?: string;
  appPassword?: string;
}

export interface DoctorOptions {
  graphqlUrl: string;
  credentials?: Credentials;
  /** Left out: the webhook is not checked (at start-up the site is not listening yet). */
  webhook?: WebhookTarget;
  /** Left out: previews are not checked (the site has no preview settings to give). */
  preview?: PreviewSettings;
  /**
   * Left out: the content's pictures are not read (the site's start-up check leaves them: it reads every entry).
   * Otherwise the site's MEDIA_ORIGINS, and how host names resolve (dns.lookup unless a test passes its own).
   */
  pictures?: { mediaOrigins: string[]; resolve?: (hostname: string) => Promise<string[]> };
  /** Per request. */
  timeoutMs?: number;
  /** The operations the site sends, by name: its own (ALL_OPERATIONS) unless a test passes others. */
  operations?: Record<string, string>;
}
