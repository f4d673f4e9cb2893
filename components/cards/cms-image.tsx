import type { ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { env } from '@/lib/env';
import { optimisedImageProps } from '@/lib/image-sources';
import { isOptimisedRemote, optimisedOrigins } from '@/lib/media-origins';
import { isSiteUpload } from '@/lib/uploads/urls';
import type { Image as CmsImageData } from '@/lib/cms/types';

type PictureProps = Omit<ImageProps, 'src' | 'preload' | 'priority' | 'placeholder' | 'onLoad' | 'onError'> & {
  src: string;
  /** The page's largest paint: preloaded from the head at high priority, before the body is parsed. */
  priority?: boolean;
  /** The file's own width, where known: no source wider than it is offered. */
  fileWidth?: number;
};

/**
 * A picture as a plain `<img>`, its sizes and formats chosen by Next.js's image optimiser (`getImageProps`, none
 * wider than the file) on the server. `next/image`'s `<Image>` gives the same element, but as a client component:
 * every page then loaded its code and hydrated every picture, for features the site does not use (blur
 * placeholders, load callbacks). Here a picture is markup only. The priority picture is preloaded exactly as
 * `<Image preload>` does it, with `ReactDOM.preload` and the same source set and sizes.
 * The site's own uploads and pictures on the hosts of MEDIA_ORIGINS are optimised; a picture kept anywhere else
 * (a Gravatar, a featured picture on a host not listed) is shown as it is, and its page's policy allows it.
 */
export function Picture({ src, priority = false, fileWidth, ...rest }: PictureProps) {
  const props = optimisedImageProps(
    {
      ...rest,
      src,
      preload: priority,
      fetchPriority: priority ? 'high' : rest.fetchPriority,
      unoptimized: !isSiteUpload(src) && !isOptimisedRemote(src, optimisedOrigins(env().mediaOrigins)),
    },
    fileWidth,
  );
  if (priority) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  }
  // The optimiser's own sources (above), so the rule's advice is already followed; the alt is a required prop.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...props} />;
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
    <Picture
      src={image.url}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      fileWidth={image.width}
      sizes={sizes}
      className={className}
      priority={eager}
    />
  );
}

/** An image without known dimensions (podcast artwork, avatars) filling a box whose shape CSS fixes. */
export function CmsFillImage({
  url,
  alt,
  sizes,
  className,
  fetchPriority,
}: {
  url: string;
  alt: string;
  sizes: string;
  className?: string;
  /**
   * `low` for a picture in the first view that is not the page's largest paint: the browser raises a picture it
   * finds in the viewport to high priority (components/templates/podcast-player.tsx says what that cost).
   */
  fetchPriority?: 'low';
}) {
  return <Picture src={url} alt={alt} fill sizes={sizes} className={className} fetchPriority={fetchPriority} />;
}
