import { getImageProps, type ImageProps } from 'next/image';

/**
 * `getImageProps`, without the candidates wider than the file itself. The optimiser never enlarges a picture:
 * asked for 3840 px of a 1200 px file it answers the 1200 px picture, so every wider candidate is the same
 * picture under another URL, and a page of pictures carried each of them twice (markup and payload). WordPress
 * lists no size wider than the upload either. The narrowest candidate at or beyond the file's width stays: it
 * is the file at its full width, and the fallback `src`.
 */
export function optimisedImageProps(
  options: ImageProps,
  fileWidth: number | undefined,
): ReturnType<typeof getImageProps>['props'] {
  const { props } = getImageProps(options);
  if (!props.srcSet || !fileWidth || !Number.isFinite(fileWidth)) return props;
  // Next.js writes each candidate as "<url> <width>w" and joins them with ", "; its URLs are percent-encoded.
  const candidates = props.srcSet.split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    return { url, width: /^\d+w$/.test(descriptor) ? Number.parseInt(descriptor, 10) : undefined };
  });
  if (candidates.some((candidate) => candidate.width === undefined)) return props;
  const full = candidates.findIndex((candidate) => candidate.width! >= fileWidth);
  if (full === -1 || full === candidates.length - 1) return props;
  const kept = candidates.slice(0, full + 1);
  return { ...props, srcSet: kept.map(({ url, width }) => `${url} ${width}w`).join(', '), src: kept.at(-1)!.url };
}
