/**
 * Addresses that moved, answered before anything renders or is replayed from a cache: an editor's redirect
 * (Tools → Redirects) or a renamed entry's old address leads on from the site's redirect map
 * (lib/redirects/redirect-map.ts), 308 or 307 as the editor chose, with the visitor's query
 * (lib/redirects/visitor-query.ts). A link followed inside the site gets the same answer: the router follows it.
 * Every other request passes on untouched; a map that cannot be read never holds one up.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { redirectMap } from '@/lib/redirects/redirect-map';
import { withVisitorQuery } from '@/lib/redirects/visitor-query';

export async function proxy(request: NextRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  const redirect = await redirectMap().find(pathname);
  if (!redirect) return NextResponse.next();
  const location = new URL(withVisitorQuery(redirect.to, `${pathname}${search}`), request.nextUrl);
  return NextResponse.redirect(location, redirect.permanent ? 308 : 307);
}

export const config = {
  // Page addresses only: not Next.js's own files, the API, uploads or a file of public/ (a name with an extension).
  matcher: ['/((?!_next/|api/|wp-content/|.*\\.[^/]+$).*)'],
};
