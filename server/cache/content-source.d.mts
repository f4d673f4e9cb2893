/** Types of content-source.mjs (plain JavaScript, imported by the cache handler at run time). */
export function contentSourceUrl(env?: Record<string, string | undefined>): string;
export function contentSourceIdentity(graphqlUrl: string): string;
export function contentSourceKey(identity: string): string;
