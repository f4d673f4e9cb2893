'use client';

import dynamic from 'next/dynamic';

/**
 * The form renderer in a chunk of its own. Every page of the site is one route, so a client component that a
 * template imports directly is loaded, compiled and run on every page, form or not. Imported through
 * `next/dynamic`, its code is loaded only by a page that renders a form; the form is still
 * rendered on the server, and the page names the chunk in its head (a low-priority preload), so it is in the
 * browser's cache by the time the page hydrates.
 */
export const LazyFormRenderer = dynamic(() => import('./form-renderer.client').then((module) => module.FormRenderer));
