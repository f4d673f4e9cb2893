import Image from 'next/image';
import { env } from '@/lib/env';
import type { Image as CmsImageData } from '@/lib/cms/types';

/** Uploads on the content system go through the image optimiser; anything else (a Gravatar) is shown as it is. */
function optimisable(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(env().graphqlUrl).origin && parsed.pathname.startsWith('/wp-content/uploads/');
  } catch {
    return false;
  }
}

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
      unoptimized={!optimisable(image.url)}
    />
  );
}

/** An image without known dimensions (podcast artwork, avatars) filling a box whose shape CSS fixes. */
export function CmsFillImage({ url, alt, sizes, className }: { url: string; alt: string; sizes: string; className?: string }) {
  return <Image src={url} alt={alt} fill sizes={sizes} className={className} unoptimized={!optimisable(url)} />;
}
