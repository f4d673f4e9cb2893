import type { ReactNode } from 'react';
import Link from 'next/link';
import { CmsImage } from '@/components/cards/cms-image';
import { WithArrow } from '@/components/icons/arrow';
import { EntryGrid } from '@/components/lists/entry-grid';
import { RichTitle } from '@/components/rich-title';
import { FitWords } from '@/components/whole-words';
import { listingUriForCategory } from '@/lib/cms/listing-table';
import type { Image, ListEntry, PostNode } from '@/lib/cms/types';
import styles from './templates.module.css';

/** An entry's title as its page's heading, its words kept whole at every width. */
export function EntryTitle({ entry }: { entry: { title: string; titleHtml?: string } }) {
  return (
    <h1 className={styles.articleTitle} data-hero-headline>
      <FitWords text={entry.title}>
        <RichTitle text={entry.title} markup={entry.titleHtml} />
      </FitWords>
    </h1>
  );
}

/** An entry's featured picture across the page under its header: the page's largest paint, so loaded first. */
export function FeaturedPicture({ image }: { image: Image | null }) {
  return image ? (
    <figure className={styles.featured}>
      <CmsImage image={image} sizes="(min-width: 1280px) 1200px, 100vw" eager />
    </figure>
  ) : null;
}

/** The foot of an entry's aside: what `children` offer first, then the link to where the entry is listed. */
export function AsideLinks({ href, label, children }: { href: string; label: string; children?: ReactNode }) {
  return (
    <p className={styles.asideLinks}>
      {children}
      <Link href={href}>
        <WithArrow>{label}</WithArrow>
      </Link>
    </p>
  );
}

/** One fact of a facts list (`<dl>`): its label and its value. */
export function Fact({ label, labelId, children }: { label: string; labelId?: string; children: ReactNode }) {
  return (
    <div>
      <dt id={labelId}>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A post's categories, each linked to its listing, named by `aria-label` or by the element `aria-labelledby` names. */
export function CategoryLinks({
  categories,
  ...name
}: { categories: PostNode['categories'] } & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  return (
    <ul className={styles.tags} {...name}>
      {categories.map((item) => (
        <li key={item.slug}>
          <Link href={listingUriForCategory(item.slug) ?? item.uri}>{item.name}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The other entries below an entry, on a tinted band: a heading (`id` names the section), a link and the cards. */
export function MoreEntries({
  id,
  heading,
  link,
  entries,
}: {
  id: string;
  heading: string;
  link?: ReactNode;
  entries: ListEntry[];
}) {
  return entries.length ? (
    <section className={`${styles.section} ${styles.sectionTinted}`} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{heading}</h2>
        {link}
      </div>
      <EntryGrid entries={entries} />
    </section>
  ) : null;
}
