/**
 * A page's policy allows the hosts of the pictures that page shows (lib/security/csp.ts), but after a client-side
 * navigation the browser keeps the policy of the page it first loaded: a picture on a host only the new page
 * names is refused. The new page is then loaded again, whole, under its own policy. Only pictures, and only a
 * page reached inside the site: on the page the browser loaded itself a reload could change nothing, so it never
 * loops. MEDIA_ORIGINS (every page allows its hosts) spares visitors the second load.
 */

/** The address without its fragment (an in-page link changes only that). */
const withoutHash = (url: string) => url.split('#', 1)[0]!;

/** Whether a refusal the page just reported calls for loading it again under its own policy. */
export function reloadsForRefusal(directive: string, documentUrl: string | undefined, currentUrl: string): boolean {
  if (directive !== 'img-src' || !documentUrl) return false;
  return withoutHash(documentUrl) !== withoutHash(currentUrl);
}

/** Watches the page's refusals; returns the function that stops watching. */
export function watchRefusedPictures(): () => void {
  let reloading = false;
  const onRefusal = (event: SecurityPolicyViolationEvent) => {
    const loaded = performance.getEntriesByType('navigation')[0]?.name;
    if (reloading || !reloadsForRefusal(event.effectiveDirective, loaded, window.location.href)) return;
    reloading = true;
    window.location.reload();
  };
  document.addEventListener('securitypolicyviolation', onRefusal);
  return () => document.removeEventListener('securitypolicyviolation', onRefusal);
}
