import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { clientKey } from '@/lib/forms/rate-limit';
import { formSettings } from '@/lib/forms/settings';
import { issueStartedToken } from '@/lib/forms/timing';

export const dynamic = 'force-dynamic';

/**
 * A start time and key for this visitor's form: the page's own copies may be hours old and shared by every
 * visitor, so they prove no fill time (lib/forms/timing.ts). The start time is signed with the visitor's address:
 * it measures only how long this client waited after asking, and is no use to any other client.
 */
export function GET(request: NextRequest) {
  const formId = Number(request.nextUrl.searchParams.get('form'));
  if (!Number.isInteger(formId) || formId <= 0 || formId > 1_000_000) {
    return NextResponse.json({ error: 'form must be a positive whole number' }, { status: 400 });
  }
  return NextResponse.json(
    {
      started: issueStartedToken(formId, formSettings().signingSecret, Date.now(), clientKey(request.headers)),
      key: randomUUID(),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
