import type { PackCloud, PackHeroSettings, PackLink, PackPageMetadata } from '../types';

/** Compact builders that still fill every hero and metadata field, so each page states its choices. */
export interface HeroChoice {
  size: 'full' | 'large' | 'medium' | 'small';
  type: 'headline' | 'image' | 'video' | 'insight';
  color: string;
  bg: string;
  overlay: string;
  opacity: number;
  scrollDown: boolean;
  insightAlt: boolean;
  cta: { label: string; link: PackLink } | null;
  left: [string, string];
  right: [string, string];
  image: string;
  eyebrow: string;
  headline: string;
}

const cloud = ([position, style]: [string, string]): PackCloud => ({ position, style });

export function hero(choice: HeroChoice): PackHeroSettings {
  return {
    heroSize: choice.size,
    heroType: choice.type,
    heroColor: choice.color,
    heroBgColor: choice.bg,
    heroOverlayColor: choice.overlay,
    heroOverlayOpacity: choice.opacity,
    heroScrollDown: choice.scrollDown,
    heroInsightAltToggle: choice.insightAlt,
    heroCta: choice.cta
      ? { active: true, label: choice.cta.label, link: choice.cta.link }
      : { active: false, label: '', link: null },
    heroCloudLeft: cloud(choice.left),
    heroCloudRight: cloud(choice.right),
    heroImage: choice.image,
    heroEyebrow: choice.eyebrow,
    heroHeadline: choice.headline,
  };
}

export const link = (url: string, title: string, target = ''): PackLink => ({ url, title, target });

export function metadata(
  description: string,
  openGraphImage: string | null,
  options: { social?: string; exclude?: boolean } = {},
): PackPageMetadata {
  return {
    excludeFromSitemap: options.exclude ?? false,
    metaDescription: description,
    openGraphDescription: options.social ?? description,
    openGraphImage,
  };
}
