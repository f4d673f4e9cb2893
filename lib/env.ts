import { z } from 'zod';
import { trustedProxies, TrustedProxiesError } from './client-address';

/** The bearer the embedded content server accepts out of the box. Never used against a real WordPress. */
export const DEMO_REFRESH_TOKEN = 'amg-demo-refresh-token';

/** The preview user and Application Password the embedded content server seeds. Never used against a real WordPress. */
export const DEMO_PREVIEW_USER = 'site-preview';
export const DEMO_PREVIEW_APP_PASSWORD = 'amgd emop revi ewpa sswo rd01';

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

/** A text setting: trimmed, and left unset when empty (`NAME=` in a .env file). */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Space- or comma-separated http(s) origins (a path after one is ignored), each checked. */
const originList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
      const origin = URL.canParse(entry) ? new URL(entry) : undefined;
      if (!origin || (origin.protocol !== 'http:' && origin.protocol !== 'https:')) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an http(s) origin such as https://media.example.com`,
        });
      } else if (!origins.includes(origin.origin)) {
        origins.push(origin.origin);
      }
    }
    return origins;
  });

const schema = z
  .object({
    PORT: port.default(3000),
    CMS_PORT: port.default(4000),
    CMS_DB: z.string().trim().min(1).default('.data/cms.sqlite'),
    WORDPRESS_GRAPHQL_URL: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://cms.example.com/graphql' })
        .optional(),
    ),
    WORDPRESS_REFRESH_TOKEN: optionalText,
    CMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    CMS_REVALIDATE_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(10, 'must be at least 10 seconds')
      .max(2_592_000, 'must be at most 30 days (2592000)')
      .default(300),
    CMS_BREAKER_THRESHOLD: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 1000')
      .max(1000, 'must be between 1 and 1000')
      .default(5),
    CMS_BREAKER_COOLDOWN_MS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1000, 'must be between 1000 and 3600000 (one hour)')
      .max(3_600_000, 'must be between 1000 and 3600000 (one hour)')
      .default(30_000),
    PAGE_CACHE_TTL_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be between 0 (off) and 60000')
      .max(60_000, 'must be between 0 (off) and 60000')
      .default(1000),
    SITE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    // Read by the site server (lib/client-address.ts); checked here so a bad value stops the start.
    TRUSTED_PROXIES: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        try {
          trustedProxies(value);
        } catch (error) {
          if (!(error instanceof TrustedProxiesError)) throw error;
          ctx.addIssue({ code: 'custom', message: error.message.replace(/^TRUSTED_PROXIES: /, '') });
        }
      }),
    HEADERS_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(500, 'must be between 500 and 60000')
      .max(60_000, 'must be between 500 and 60000')
      .default(10_000),
    REDIS_URL: optionalText.pipe(
      z
        .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379' })
        .optional(),
    ),
    // Read by server/cache/cache-handler.mjs when the server starts; checked here so a bad value stops the start.
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'must be 1–64 letters, digits, or _ : . -')
      .default('altitude:'),
    REDIS_COMMAND_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(10, 'must be between 10 and 60000')
      .max(60_000, 'must be between 10 and 60000')
      .default(1000),
    SEARCH_RATE_LIMIT: z.coerce
      .number({ error: 'must be a number of searches' })
      .int('must be a whole number of searches')
      .min(1, 'must be between 1 and 10000')
      .max(10_000, 'must be between 1 and 10000')
      .default(30),
    REVALIDATE_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    PREVIEW_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    WORDPRESS_PREVIEW_USER: optionalText,
    WORDPRESS_PREVIEW_APP_PASSWORD: optionalText,
    SITE_REVALIDATE_URL: optionalText.pipe(
      z
        .url({
          protocol: /^https?$/,
          error: "must be the site's webhook URL, e.g. http://127.0.0.1:3000/api/revalidate",
        })
        .optional(),
    ),
    MEDIA_ORIGINS: originList,
    // The former name of MEDIA_ORIGINS: a start with it stops with the new name rather than silently dropping it.
    CSP_CONTENT_ORIGINS: z
      .undefined({ error: 'is now MEDIA_ORIGINS (the same list, which the image optimiser now also reads)' })
      .optional(),
    SITE_NAME: z.string().trim().min(1).default('Altitude Marketing Group'),
    SITE_ABBREVIATION: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{2,8}$/, 'must be 2–8 letters or digits, e.g. AMG')
      .default('AMG'),
  })
  .transform((raw) => {
    const embedded = raw.WORDPRESS_GRAPHQL_URL === undefined;
    return {
      port: raw.PORT,
      cmsPort: raw.CMS_PORT,
      cmsDb: raw.CMS_DB,
      /** True when the site reads the embedded demo content server rather than a real WordPress. */
      embeddedCms: embedded,
      graphqlUrl: raw.WORDPRESS_GRAPHQL_URL ?? `http://127.0.0.1:${raw.CMS_PORT}/graphql`,
      refreshToken: raw.WORDPRESS_REFRESH_TOKEN ?? (embedded ? DEMO_REFRESH_TOKEN : undefined),
      cmsTimeoutMs: raw.CMS_TIMEOUT_MS,
      /** Safety net: seconds after which a cached content read is refreshed in the background, webhook or not. */
      contentRevalidateSeconds: raw.CMS_REVALIDATE_SECONDS,
      /** Circuit breaker: open after this many consecutive unavailable answers, retry one after the cooldown. */
      cmsBreaker: { threshold: raw.CMS_BREAKER_THRESHOLD, cooldownMs: raw.CMS_BREAKER_COOLDOWN_MS },
      /** How long the site server keeps a warm page's finished bytes (server/page-cache.ts); 0: off. */
      pageCacheTtlMs: raw.PAGE_CACHE_TTL_MS,
      /** How long a connection may take to send a request's headers before the site server closes it. */
      headersTimeoutMs: raw.HEADERS_TIMEOUT_MS,
      siteUrl: (raw.SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
      revalidateSecret: raw.REVALIDATE_SECRET,
      /**
       * Draft preview (lib/preview/): the secret its links are signed with (PREVIEW_SECRET, else the webhook's),
       * and the least-privileged WordPress user whose Application Password reads drafts. Unset: preview is off.
       */
      preview: {
        secret: raw.PREVIEW_SECRET ?? raw.REVALIDATE_SECRET,
        user: raw.WORDPRESS_PREVIEW_USER ?? (embedded ? DEMO_PREVIEW_USER : undefined),
        appPassword: raw.WORDPRESS_PREVIEW_APP_PASSWORD ?? (embedded ? DEMO_PREVIEW_APP_PASSWORD : undefined),
      },
      /** Where the embedded content server announces edits: this site's own webhook unless set. */
      siteRevalidateUrl: raw.SITE_REVALIDATE_URL ?? `http://127.0.0.1:${raw.PORT}/api/revalidate`,
      /** Redis shared by several instances as their page and content cache; unset: this process's own cache. */
      redisUrl: raw.REDIS_URL,
      redisKeyPrefix: raw.REDIS_KEY_PREFIX,
      redisCommandTimeoutMs: raw.REDIS_COMMAND_TIMEOUT_MS,
      /** Searches one visitor may make a minute (/search/ and the not-found page's suggestions). */
      searchRateLimit: raw.SEARCH_RATE_LIMIT,
      /**
       * Hosts of content pictures and media other than the site itself (a media CDN, a former domain): every
       * page's Content Security Policy allows them, and the image optimiser fetches and serves their pictures
       * (lib/media-origins.ts). The content system's uploads are the site's own and need no entry.
       */
      mediaOrigins: raw.MEDIA_ORIGINS,
      siteName: raw.SITE_NAME,
      siteAbbreviation: raw.SITE_ABBREVIATION.toUpperCase(),
    };
  });

export type ServerEnv = z.output<typeof schema>;

/** MEDIA_ORIGINS alone (next.config.ts reads it for the image optimiser without checking the rest). */
export function mediaOriginsFromEnv(source: Record<string, string | undefined> = process.env): string[] {
  const result = originList.safeParse(source.MEDIA_ORIGINS);
  if (!result.success) throw new EnvError(result.error.issues.map((issue) => `MEDIA_ORIGINS: ${issue.message}`));
  return result.data;
}

/** The build folder: NEXT_DIST_DIR, else `.next` (next.config.ts gives Next.js the same). */
export function buildFolder(source: Record<string, string | undefined> = process.env): string {
  return source.NEXT_DIST_DIR || '.next';
}

export class EnvError extends Error {
  constructor(issues: string[]) {
    super(`Invalid environment:\n${issues.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses and checks the environment; throws one error that lists every problem. */
export function parseEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`));
  }
  return result.data;
}

let cached: ServerEnv | undefined;

/** The environment of this process, parsed once. */
export function env(): ServerEnv {
  cached ??= parseEnv();
  return cached;
}
