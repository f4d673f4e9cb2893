import { FitWords } from '@/components/whole-words';
import { RichTitle } from '@/components/rich-title';
import Link from 'next/link';
import type { CSSProperties, ReactNode } from 'react';
import { Picture } from '@/components/cards/cms-image';
import type { HeroSettings, Image as CmsImage } from '@/lib/cms/types';
import { CloudShape } from './clouds';
import { heroModel } from './hero-model';
import styles from './hero.module.css';
import { Arrow } from '@/components/icons/arrow';

export interface HeroProps {
  /** The page's hero settings from the content system (size, type, colours, overlay, clouds, CTA…). */
  hero: HeroSettings;
  /** Stands in when the hero has no picture of its own, e.g. the page's featured image. */
  image?: CmsImage | null;
  /** Id of the element the scroll-down link goes to. Default: the point just below the hero. */
  scrollDownTo?: string;
  /** Extra content under the headline (a byline, a date). */
  children?: ReactNode;
}

const HERO_END_ID = 'hero-end';

function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}

/**
 * A page's hero, driven entirely by its settings. The headline (`data-hero-headline`) is visible from the
 * first paint: the shell only fades it in after client-side page changes. The picture, when there is one,
 * is preloaded: it or the headline is the page's largest paint.
 */
export function Hero({ hero, image = null, scrollDownTo, children }: HeroProps) {
  const model = heroModel(hero, image);
  const style = {
    '--hero-fg': `var(--color-${model.color})`,
    '--hero-bg': `var(--color-${model.bgColor})`,
    '--hero-cta-text': `var(--color-${model.ctaText})`,
    '--hero-overlay': `var(--color-${model.overlayColor})`,
    '--hero-overlay-opacity': String(model.overlayOpacity),
    '--hero-surface': `var(--color-${model.surfaceColor})`,
    '--hero-scrim-opacity': String(model.scrimOpacity),
  } as CSSProperties;
  const cta = hero.cta;
  const ctaTitle = cta?.title && cta.title !== cta.label ? cta.title : undefined;
  const ctaRel = cta?.target === '_blank' ? 'noopener noreferrer' : undefined;
  // An address elsewhere (or a mailto:/tel: link) is a plain link; the site's own is a client-side one.
  const CtaLink = cta && isExternal(cta.url) ? 'a' : Link;

  return (
    <>
      <section
        className={`hero ${styles.hero}`}
        data-hero
        data-hero-size={model.size}
        data-hero-type={model.type}
        data-hero-color={model.color}
        data-hero-bg={model.bgColor}
        data-hero-insight-alt={model.insightAlt || undefined}
        style={style}
        aria-labelledby="hero-headline"
      >
        {model.image ? (
          <div className={styles.media}>
            <Picture
              src={model.image.url}
              alt={model.type === 'insight' ? model.image.alt : ''}
              fill
              fileWidth={model.image.width}
              sizes={model.type === 'insight' ? '(min-width: 1024px) 45vw, 100vw' : '100vw'}
              className={styles.image}
              priority
            />
            {model.type !== 'insight' ? <div className={styles.overlay} data-hero-overlay aria-hidden="true" /> : null}
          </div>
        ) : null}
        {model.clouds.map((cloud) => (
          <CloudShape
            key={cloud.side}
            style={cloud.style}
            className={styles.cloud}
            side={cloud.side}
            position={cloud.position}
          />
        ))}
        <div className={styles.inner}>
          {hero.eyebrow ? <p className={styles.eyebrow}>{hero.eyebrow}</p> : null}
          <h1 id="hero-headline" className={styles.headline} data-hero-headline>
            <FitWords text={hero.headline}>
              <RichTitle text={hero.headline} markup={hero.headlineHtml} />
            </FitWords>
          </h1>
          {children ? <div className={styles.extra}>{children}</div> : null}
          {cta ? (
            <p className={styles.ctaRow}>
              <CtaLink
                href={cta.url}
                className={styles.cta}
                target={cta.target || undefined}
                rel={ctaRel}
                title={ctaTitle}
                data-hero-cta
              >
                {cta.label}
                <Arrow />
              </CtaLink>
            </p>
          ) : null}
        </div>
        {hero.scrollDown ? (
          <a href={`#${scrollDownTo ?? HERO_END_ID}`} className={styles.scrollDown} data-hero-scroll-down>
            <span>Scroll down</span>
            <Arrow direction="down" />
          </a>
        ) : null}
      </section>
      <span id={HERO_END_ID} className={styles.end} />
    </>
  );
}
