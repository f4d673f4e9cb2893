import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { formSettings } from '@/lib/forms/settings';
import { issueStartedToken } from '@/lib/forms/timing';

export const dynamic = 'force-dynamic';

/**
 * A fresh render time and key for a form on a cached page: the page's own copies may be minutes old and
 * shared by every visitor, which would weaken the minimum fill time and the double-submit check.
 */
export function GET(request: NextRequest) {
  const formId = Number(request.nextUrl.searchParams.get('form'));
  if (!Number.isInteger(formId) || formId <= 0 || formId > 1_000_000) {
    return NextResponse.json({ error: 'form must be a positive whole number' }, { status: 400 });
  }
  return NextResponse.json(
    { started: issueStartedToken(formId, formSettings().signingSecret), key: randomUUID() },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
