import { CmsFillImage } from '@/components/cards/cms-image';
import type { Podcast } from '@/lib/cms/types';
import styles from './templates.module.css';

/**
 * An episode: artwork, number, the browser's own audio controls (keyboard and screen-reader ready, labelled
 * with the episode) and a link to the episode on its podcast platform.
 */
export function PodcastPlayer({ podcast, title }: { podcast: Podcast; title: string }) {
  const label = podcast.episodeNumber ? `Episode ${podcast.episodeNumber}` : 'Episode';
  return (
    <section className={styles.player} aria-label={`Listen: ${title}`}>
      {podcast.thumbnail ? (
        <div className={styles.playerArt}>
          {/* Low priority: on a phone the artwork is in the first view under the episode's featured picture, the
              page's largest paint, and the browser would otherwise raise it to high priority as soon as it was laid
              out, so that it shared the first round trips with that picture (npm run bench:startup -- lantern lists it among
              the requests the largest paint waits for). */}
          <CmsFillImage
            url={podcast.thumbnail.url}
            alt={podcast.thumbnail.alt || `${title} artwork`}
            sizes="160px"
            fetchPriority="low"
          />
        </div>
      ) : null}
      <div className={styles.playerBody}>
        <p className={styles.playerEpisode}>{label}</p>
        <audio
          className={styles.audio}
          controls
          preload="none"
          src={podcast.audioUrl}
          aria-label={`${label}: ${title}`}
        >
          <a href={podcast.audioUrl}>Download the episode audio</a>
        </audio>
        <p className={styles.playerLinks}>
          <a href={podcast.audioUrl} download>
            Download audio
          </a>
          {podcast.episodeUrl ? (
            <a href={podcast.episodeUrl} target="_blank" rel="noopener noreferrer">
              Listen on your podcast app<span className={styles.visuallyHidden}> (opens in a new tab)</span>
            </a>
          ) : null}
        </p>
      </div>
    </section>
  );
}
