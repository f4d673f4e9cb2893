/** A path on this site (`/about-us/`), never another host (`//evil.example`, `/\evil.example`) or a scheme. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 2000;
}
