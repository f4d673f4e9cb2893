import Link from 'next/link';
import { CmsFillImage } from '@/components/cards/cms-image';
import { formatDate, machineDate } from '@/components/cards/format';
import { listingUriForCategory } from '@/lib/cms/listing-table';
import { getPostsPageUri } from '@/lib/cms/posts-page';
import type { ListEntry, PostNode } from '@/lib/cms/types';
import { postLd } from '@/lib/seo/json-ld';
import { siteInfo } from '@/lib/seo/site';
import { FORMAT_LABELS } from '@/components/cards/post-format';
import { EntryContent } from './entry-content';
import { AsideLinks, CategoryLinks, EntryTitle, Fact, FeaturedPicture, MoreEntries } from './entry-sections';
import { JsonLd } from './json-ld';
import { PodcastPlayer } from './podcast-player';
import styles from './templates.module.css';
import { WithArrow } from '@/components/icons/arrow';
import { plainText } from '@/lib/seo/text';

/** Minutes to read the article at about 230 words a minute; null when there is nothing to read. */
function readingMinutes(post: PostNode): number | null {
  if (post.passwordProtected) return null;
  const words = plainText(post.content).split(' ').filter(Boolean).length;
  return words ? Math.max(1, Math.round(words / 230)) : null;
}

/** Beside the article: who wrote it and when, how long it takes, where it is filed, and the way back. */
function PostAside({ post, postsPage }: { post: PostNode; postsPage: string }) {
  const author = post.guestAuthor || post.author?.name;
  const minutes = readingMinutes(post);
  const category = post.categories[0];
  return (
    <aside className={styles.aside} aria-label="About this article">
      <dl>
        {author ? <Fact label="Written by">{author}</Fact> : null}
        <Fact label="Published">
          <time dateTime={machineDate(post.dateGmt, post.date)}>{formatDate(post.date)}</time>
        </Fact>
        {minutes ? <Fact label="Reading time">{minutes} min</Fact> : null}
        {post.categories.length ? (
          <Fact label="Filed under" labelId="post-categories-label">
            <CategoryLinks categories={post.categories} aria-labelledby="post-categories-label" />
          </Fact>
        ) : null}
        {post.tags?.length ? (
          <Fact label="Tagged" labelId="post-tags-label">
            <ul className={`${styles.tags} ${styles.tagsQuiet}`} aria-labelledby="post-tags-label">
              {post.tags.map((tag) => (
                <li key={tag.slug}>
                  <Link href={tag.uri}>{tag.name}</Link>
                </li>
              ))}
            </ul>
          </Fact>
        ) : null}
      </dl>
      <AsideLinks
        href={category ? (listingUriForCategory(category.slug) ?? category.uri) : postsPage}
        label={category ? `More ${category.name}` : 'All insights'}
      />
    </aside>
  );
}

function Byline({ post }: { post: PostNode }) {
  if (post.guestAuthor) return <span className={styles.bylineName}>By {post.guestAuthor}</span>;
  if (!post.author?.name) return null;
  return (
    <span className={styles.byline}>
      {post.author.avatarUrl ? (
        <span className={styles.avatar}>
          {/* Low priority: it sits above the featured picture, the page's largest paint (see PodcastPlayer). */}
          <CmsFillImage url={post.author.avatarUrl} alt="" sizes="48px" fetchPriority="low" />
        </span>
      ) : null}
      <span className={styles.bylineName}>By {post.author.name}</span>
    </span>
  );
}

/**
 * An insight: its categories, title, byline and date, picture, the episode player for podcasts, the article and
 * its tags, then the newest other posts of its first category (`related`, read with the post).
 */
export async function PostTemplate({ post, related }: { post: PostNode; related: ListEntry[] }) {
  const category = post.categories[0];
  // Where WordPress lists the posts (its Posts page), asked only for a post filed under no category.
  const postsPage = category ? '/' : await getPostsPageUri().catch(() => '/');
  return (
    <article data-template="post" data-post-format={post.format} className={styles.post}>
      <header className={styles.articleHead}>
        {FORMAT_LABELS[post.format] ? <p className={styles.format}>{FORMAT_LABELS[post.format]}</p> : null}
        {post.categories.length ? <CategoryLinks categories={post.categories} aria-label="Categories" /> : null}
        <EntryTitle entry={post} />
        <p className={styles.articleMeta}>
          <Byline post={post} />
          <time dateTime={machineDate(post.dateGmt, post.date)}>{formatDate(post.date)}</time>
        </p>
      </header>
      <FeaturedPicture image={post.image} />
      {post.podcast ? <PodcastPlayer podcast={post.podcast} title={post.title} /> : null}
      <EntryContent
        html={post.content}
        passwordProtected={post.passwordProtected}
        entry={post}
        aside={<PostAside post={post} postsPage={postsPage} />}
      />
      <MoreEntries
        id="related-heading"
        heading={category ? `More ${category.name}` : 'More insights'}
        link={
          <Link
            href={category ? (listingUriForCategory(category.slug) ?? category.uri) : postsPage}
            className={styles.sectionLink}
          >
            <WithArrow>See all</WithArrow>
          </Link>
        }
        entries={related}
      />
      <JsonLd data={postLd(post, siteInfo())} />
    </article>
  );
}
