/**
 * A page's policy allows the hosts of the pictures that page shows (server/security/csp.ts), but after a client-side
 * navigation the browser keeps the policy of the page it first loaded: a picture on a host only the new page
 * names is refused. The new page is then loaded again, whole, under its own policy. Only pictures, and only a
 * page reached inside the site: on the page the browser loaded itself a reload could change nothing, so it never
 * loops. MEDIA_ORIGINS (every page allows its hosts) spares visitors the second load.
 *
 * The incoming page may draw its pictures before the address changes (the transition shows it first): such a
 * refusal is kept, and the page is loaded again once it has arrived, if it is the page that draws that picture.
 */

/** The address without its fragment (an in-page link changes only that). */
const withoutHash = (url: string) => url.split('#', 1)[0]!;

/** Whether a refusal the page just reported calls for loading it again under its own policy. */
export function reloadsForRefusal(directive: string, documentUrl: string | undefined, currentUrl: string): boolean {
  if (directive !== 'img-src' || !documentUrl) return false;
  return withoutHash(documentUrl) !== withoutHash(currentUrl);
}

/** Whether one of `pictures` (an element’s source, its srcset or its inline style) is one of `refused`. */
export function drawsRefused(
  pictures: { src?: string; srcset?: string; style?: string }[],
  refused: ReadonlySet<string>,
): boolean {
  return pictures.some((picture) =>
    [...refused].some(
      (url) =>
        picture.src === url ||
        (picture.srcset ?? '').split(',').some((candidate) => candidate.trim().split(/\s+/, 1)[0] === url) ||
        (picture.style ?? '').includes(url),
    ),
  );
}

const loadedUrl = () => performance.getEntriesByType('navigation')[0]?.name;
const refused = new Set<string>();
let reloading = false;

function reload() {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/** Watches the page's refusals; returns the function that stops watching. */
export function watchRefusedPictures(): () => void {
  const onRefusal = (event: SecurityPolicyViolationEvent) => {
    if (event.effectiveDirective !== 'img-src') return;
    if (reloadsForRefusal(event.effectiveDirective, loadedUrl(), window.location.href)) reload();
    else refused.add(event.blockedURI);
  };
  document.addEventListener('securitypolicyviolation', onRefusal);
  return () => document.removeEventListener('securitypolicyviolation', onRefusal);
}

/** A page reached inside the site has arrived in `main`: loads it again if it draws a picture refused on its way. */
export function arrivedWithRefusals(main: HTMLElement | null): void {
  if (!refused.size || !main) return;
  const pictures = [...main.querySelectorAll<HTMLElement>('img, source, [style*="url("]')].map((element) => ({
    src: element instanceof HTMLImageElement ? element.src : undefined,
    srcset: element.getAttribute('srcset') ?? undefined,
    style: element.getAttribute('style') ?? undefined,
  }));
  const draws = drawsRefused(pictures, refused);
  refused.clear();
  if (draws && reloadsForRefusal('img-src', loadedUrl(), window.location.href)) reload();
}
