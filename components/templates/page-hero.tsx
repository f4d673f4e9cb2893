import Link from 'next/link';
import { CmsImage } from '@/components/cards/cms-image';
import type { HeroSettings } from '@/lib/cms/types';
import styles from './templates.module.css';

/** A page's hero from its settings: headline, eyebrow, colours, optional picture with its overlay, call to action. */
export function PageHero({ hero }: { hero: HeroSettings }) {
  const image = hero.type === 'image' ? hero.image : null;
  return (
    <header
      className={`hero ${styles.hero}`}
      data-hero-bg={hero.bgColor}
      data-hero-size={hero.size}
      data-hero-type={hero.type}
      data-hero-color={hero.color}
    >
      {image ? (
        <div className={styles.heroMedia} aria-hidden="true">
          <CmsImage image={image} alt="" sizes="100vw" className={styles.heroImage} eager />
          <div
            className={styles.heroOverlay}
            style={{ backgroundColor: `var(--color-${hero.overlayColor})`, opacity: hero.overlayOpacity }}
          />
        </div>
      ) : null}
      <div className={`hero-inner ${styles.heroInner}`}>
        {hero.eyebrow ? <p className="hero-eyebrow">{hero.eyebrow}</p> : null}
        <h1 className="hero-headline" data-hero-headline>
          {hero.headline}
        </h1>
        {hero.cta ? (
          <p className={styles.heroCta}>
            <Link
              href={hero.cta.url}
              className={styles.button}
              target={hero.cta.target || undefined}
              rel={hero.cta.target === '_blank' ? 'noopener noreferrer' : undefined}
              title={hero.cta.title && hero.cta.title !== hero.cta.label ? hero.cta.title : undefined}
            >
              {hero.cta.label}
            </Link>
          </p>
        ) : null}
      </div>
    </header>
  );
}
