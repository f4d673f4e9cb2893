import type { PostEntry } from '@/lib/cms/types';
import { plainText, truncate } from '@/lib/seo/text';
import { CardCover, CardTitle } from './card-parts';
import { CmsFillImage } from './cms-image';
import { formatDate, machineDate } from './format';
import { FORMAT_LABELS } from './post-format';
import styles from './cards.module.css';

/** An insight in a listing: picture, category, date, title, the gist and the byline. */
export function PostCard({ post, headingLevel = 3 }: { post: PostEntry; headingLevel?: 2 | 3 }) {
  const byline = post.guestAuthor || post.author?.name;
  const category = post.categories[0];
  const episode = post.podcast?.episodeNumber;
  return (
    <article className={styles.card} data-post-format={post.format}>
      <div className={styles.media}>
        {!post.image && post.podcast?.thumbnail ? (
          <CmsFillImage
            url={post.podcast.thumbnail.url}
            alt=""
            sizes="(min-width: 768px) 380px, 100vw"
            className={styles.cover}
          />
        ) : (
          <CardCover image={post.image} sizes="(min-width: 1192px) 380px, (min-width: 768px) 45vw, 100vw" />
        )}
        {episode ? <span className={styles.badge}>Episode {episode}</span> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          {FORMAT_LABELS[post.format] ? <span className={styles.format}>{FORMAT_LABELS[post.format]}</span> : null}
          {category ? <span className={styles.kicker}>{category.name}</span> : null}
          <time dateTime={machineDate(post.dateGmt, post.date)}>{formatDate(post.date)}</time>
        </p>
        <CardTitle entry={post} headingLevel={headingLevel} />
        {post.excerpt ? <p className={styles.excerpt}>{truncate(plainText(post.excerpt), 180)}</p> : null}
        {byline ? <p className={styles.byline}>By {byline}</p> : null}
      </div>
    </article>
  );
}
