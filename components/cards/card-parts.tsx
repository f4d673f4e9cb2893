import Link from 'next/link';
import { RichTitle } from '@/components/rich-title';
import type { Image } from '@/lib/cms/types';
import { CmsImage } from './cms-image';
import styles from './cards.module.css';

/** A card's picture, decorative beside its title (the title says what it shows); a plain panel without one. */
export function CardCover({ image, sizes }: { image: Image | null; sizes: string }) {
  return image ? (
    <CmsImage image={image} alt="" sizes={sizes} className={styles.cover} />
  ) : (
    <div className={styles.mediaFallback} aria-hidden="true" />
  );
}

/** A card's title at the heading level of its list, its link stretched over the whole card. */
export function CardTitle({
  entry,
  headingLevel,
}: {
  entry: { uri: string; title: string; titleHtml?: string };
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Heading className={styles.title}>
      <Link href={entry.uri} className={styles.stretched}>
        <RichTitle text={entry.title} markup={entry.titleHtml} />
      </Link>
    </Heading>
  );
}

/** The line above a card's title: who or what in small capitals, then a detail, each where the entry has one. */
export function CardMeta({ kicker, detail }: { kicker: string; detail: string }) {
  return (
    <p className={styles.meta}>
      {kicker ? <span className={styles.kicker}>{kicker}</span> : null}
      {detail ? <span>{detail}</span> : null}
    </p>
  );
}
