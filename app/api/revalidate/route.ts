import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { getCategories, getContentIndex, indexBatchTagsHolding } from '@/lib/cms/listings';
import {
  checkSignature,
  expandTags,
  MAX_SKEW_SECONDS,
  revalidatePayload,
  SIGNATURE_HEADER,
  tagsFor,
  TIMESTAMP_HEADER,
} from '@/lib/cms/revalidate';
import { env } from '@/lib/env';
import { UsedTokens } from '@/lib/preview/used-tokens';
import { redirectMap } from '@/lib/redirects/redirect-map';
import { MAX_API_BODY_BYTES, purgePageCaches } from '@/lib/site-server-bridge';

/** The site server refuses a larger body, or one of unstated length, before it is read (docs/security.md). */
const MAX_BODY_BYTES = MAX_API_BODY_BYTES;

/** Notices already accepted, until their signature is too old anyway: in Redis with REDIS_URL, else here. */
let accepted: UsedTokens | undefined;
function acceptedNotices(): UsedTokens {
  const { redisUrl, redisKeyPrefix, redisCommandTimeoutMs } = env();
  accepted ??= new UsedTokens({
    redisUrl,
    keyPrefix: redisKeyPrefix,
    commandTimeoutMs: redisCommandTimeoutMs,
    kind: { key: 'notice-accepted', what: 'accepted change notices', log: 'revalidate' },
  });
  return accepted;
}

/**
 * The content system's change webhook. Marks exactly the dependent cache entries stale ('max'): visitors
 * keep getting the last good page while the new one renders, even when WordPress is down at that moment.
 * A post's related-posts sections are found through its categories' cached indexes; if those cannot be read
 * now, the direct tags are still revalidated and the answer says `complete: false` (the time-based refresh
 * then catches the rest).
 */
export async function POST(request: NextRequest) {
  const secret = env().revalidateSecret;
  if (!secret) {
    return NextResponse.json(
      { error: 'Revalidation is not configured (REVALIDATE_SECRET is not set).' },
      { status: 503 },
    );
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return NextResponse.json({ error: 'Body too large.' }, { status: 413 });
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_BODY_BYTES) return NextResponse.json({ error: 'Body too large.' }, { status: 413 });

  const check = checkSignature(
    secret,
    body,
    request.headers.get(SIGNATURE_HEADER),
    request.headers.get(TIMESTAMP_HEADER),
  );
  if (check !== 'ok') {
    return NextResponse.json({ error: `Signature ${check}.` }, { status: 401 });
  }

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return NextResponse.json({ error: 'Body is not JSON.' }, { status: 400 });
  }
  const payload = revalidatePayload.safeParse(json);
  if (!payload.success) {
    return NextResponse.json(
      { error: 'Unknown change.', issues: payload.error.issues.map((i) => i.message) },
      { status: 422 },
    );
  }

  // A notice is accepted once: the same signed bytes sent again (a replay) change nothing and say so.
  const signature = request.headers.get(SIGNATURE_HEADER)!.trim().toLowerCase();
  const expires = Number(request.headers.get(TIMESTAMP_HEADER)) + MAX_SKEW_SECONDS + 1;
  if (!(await acceptedNotices().use({ id: signature.replace(/^sha256=/, ''), expires }))) {
    return NextResponse.json({ error: 'This notice was already received.' }, { status: 409 });
  }

  // Where addresses lead (proxy.ts) is read again: a change may make one redirect, or stop, or lead elsewhere. In
  // the background: the answer never waits on WordPress while WordPress waits on the answer (its notice sender
  // holds one of its workers). A map that cannot be read now keeps the last one.
  void redirectMap().reload();
  let revalidated: string[];
  let complete = true;
  try {
    revalidated = await expandTags(payload.data, {
      categories: async () => (await getCategories()).map((category) => category.slug),
      postsOf: async (term) => (await getContentIndex('post', term)).map((entry) => entry.uri),
      indexBatches: indexBatchTagsHolding,
    });
  } catch (error) {
    console.warn('revalidate: could not read which posts show this change; refreshing its direct tags only', error);
    revalidated = tagsFor(payload.data);
    complete = false;
  }
  for (const tag of revalidated) revalidateTag(tag, 'max');
  // The site server's moment-long copies of finished pages (server/page-cache.ts) go too.
  purgePageCaches();
  return NextResponse.json({ revalidated, complete });
}
