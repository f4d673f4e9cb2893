import { NextResponse } from 'next/server';
import { getForms } from '@/lib/cms/forms';

// Rendered per request (a build never needs the content system); the shell request underneath is cached.
export const dynamic = 'force-dynamic';

/** Every form definition, for the browser's app-data context. 502 when the content system fails. */
export async function GET() {
  try {
    return NextResponse.json({ forms: await getForms() });
  } catch {
    return NextResponse.json(
      { error: 'The content system did not answer' },
      { status: 502, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
