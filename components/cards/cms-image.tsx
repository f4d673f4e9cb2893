import Image from 'next/image';
import { isSiteUpload } from '@/lib/uploads/urls';
import type { Image as CmsImageData } from '@/lib/cms/types';

interface CmsImageProps {
  image: CmsImageData;
  /** The rendered width across viewports, for the srcset choice. */
  sizes: string;
  className?: string;
  /** Above the fold: preloaded, with high priority. */
  eager?: boolean;
  /** Overrides the image's alt text (empty for decorative use beside a text that says the same). */
  alt?: string;
}

/** A content-system image at its real dimensions (the box is reserved before it loads: no layout shift). */
export function CmsImage({ image, sizes, className, eager, alt }: CmsImageProps) {
  return (
    <Image
      src={image.url}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      className={className}
      // Above the fold it is the page's largest paint: preloaded from the head, before the body is parsed.
      preload={eager || undefined}
      loading={eager ? undefined : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      // Only the site's own uploads are optimised; a picture kept elsewhere (a Gravatar) is shown as it is.
      unoptimized={!isSiteUpload(image.url)}
    />
  );
}

/** An image without known dimensions (podcast artwork, avatars) filling a box whose shape CSS fixes. */
export function CmsFillImage({
  url,
  alt,
  sizes,
  className,
}: {
  url: string;
  alt: string;
  sizes: string;
  className?: string;
}) {
  return <Image src={url} alt={alt} fill sizes={sizes} className={className} unoptimized={!isSiteUpload(url)} />;
}
