/**
 * Every picture in the pack, with what the image script should draw for it. `images` is the list the
 * seeder reads; `imagePlans` adds the drawing instructions for make-images.ts.
 */
import { describeAbstract, type AbstractArt, type Motif } from './art/abstract';
import type { IconArt } from './art/icons';
import type { FlatName } from './art/palettes';
import type { PodcastArt } from './art/podcast-cover';
import type { PortraitArt } from './art/portrait';
import type { SceneArt } from './art/scene';
import type { WorkArt } from './art/work';
import { authors } from './authors';
import { careers } from './careers';
import { studies } from './case-studies';
import { iconFile, ICONS } from './icons';
import { looks } from './looks';
import { posts } from './posts/index';
import { teamMembers } from './team';
import type { PackImage } from './types';

type Art = SceneArt | AbstractArt | PortraitArt | PodcastArt | WorkArt | IconArt;
export interface ImagePlan extends PackImage {
  art: Art;
  /** The width the art is composed at, when the file has more pixels than that (drawn sharper, same picture). */
  composedWidth?: number;
}

const CREDIT = 'Made for the Altitude demo content pack';
const plan = (file: string, altText: string, width: number, height: number, art: Art): ImagePlan => ({
  file,
  altText,
  width,
  height,
  credit: CREDIT,
  art,
});
/**
 * A picture shown across a desktop window (a hero, the work at the head of a case study) gets a pixel for each of
 * a 2× screen's: its art composed as at `width`, its file `scale` times larger. Heroes stop at 2,560 px, the
 * longest side WordPress keeps whole (`big_image_size_threshold`; a larger upload is stored scaled down).
 */
const sharp2x = (image: ImagePlan, scale: number): ImagePlan => ({
  ...image,
  width: Math.round(image.width * scale),
  height: Math.round(image.height * scale),
  composedWidth: image.width,
});
const hero = (file: string, alt: string, art: Omit<SceneArt, 'kind'>) =>
  sharp2x(plan(file, alt, 1920, 1080, { kind: 'scene', ...art }), 4 / 3);
const og = (file: string, alt: string, art: Omit<SceneArt, 'kind'>) =>
  plan(file, alt, 1200, 630, { kind: 'scene', ...art });
const card = (file: string, motif: Motif, palette: FlatName) => {
  const art: AbstractArt = { kind: 'abstract', motif, palette };
  return plan(file, describeAbstract(art), 1200, 800, art);
};

const heroes: ImagePlan[] = [
  hero('hero-home-sunrise-balloons.jpg', 'Five striped hot-air balloons rising at sunrise above a sea of clouds', {
    sky: 'sunset',
    balloons: 5,
    ground: 'clouds',
  }),
  hero('hero-about-us-horizon.jpg', 'Three balloons drifting over layered violet mountains at dawn', {
    sky: 'dawn',
    balloons: 3,
    ground: 'mountains',
  }),
  hero('hero-our-story-launch-field.jpg', 'Hot-air balloons lifting off over green rolling hills on a clear morning', {
    sky: 'meadow',
    balloons: 4,
    ground: 'hills',
  }),
  hero(
    'hero-team-flotilla.jpg',
    'A flotilla of seven colourful balloons floating in a bright blue sky above white clouds',
    { sky: 'noon', balloons: 7, ground: 'clouds' },
  ),
  hero('hero-mission-summit.jpg', 'A single balloon above misty mountain ridges', {
    sky: 'mist',
    balloons: 1,
    ground: 'mountains',
  }),
  hero('hero-headquarters-dusk.jpg', 'Two hot-air balloons over a still lake at dusk, with the first stars out', {
    sky: 'dusk',
    balloons: 2,
    ground: 'lake',
  }),
  hero(
    'hero-winter-park-lakes.jpg',
    'Balloons over a lake at sunset framed by palm trees, in the spirit of Winter Park',
    { sky: 'sunset', balloons: 3, ground: 'lake', palms: true },
  ),
  hero('hero-about-you-open-sky.jpg', 'Two balloons high above soft green hills under an open blue sky', {
    sky: 'noon',
    balloons: 2,
    ground: 'hills',
  }),
  hero('hero-what-we-do-jetstream.jpg', 'Four balloons riding the warm light of a sunset above drifting clouds', {
    sky: 'sunset',
    balloons: 4,
    ground: 'clouds',
  }),
  hero('hero-frameworks-contours.jpg', 'Topographic contour lines over misty mountains with two balloons', {
    sky: 'mist',
    balloons: 2,
    ground: 'mountains',
    contours: true,
  }),
  hero('hero-work-ascent.jpg', 'Six balloons climbing through a pink dawn sky above the clouds', {
    sky: 'dawn',
    balloons: 6,
    ground: 'clouds',
  }),
  hero('hero-careers-launch.jpg', 'Five balloons launching over bright green hills on a sunny day', {
    sky: 'meadow',
    balloons: 5,
    ground: 'hills',
  }),
  hero('hero-insights-stratosphere.jpg', 'Three balloons above a moonlit cloud layer under a starry sky', {
    sky: 'night',
    balloons: 3,
    ground: 'clouds',
  }),
  hero('hero-contact-beacon.jpg', 'Two balloons over dark mountains in the last light of dusk', {
    sky: 'dusk',
    balloons: 2,
    ground: 'mountains',
  }),
  hero('hero-podcast-night-glow.jpg', 'Four balloons glowing over a night lake with palm silhouettes on the shore', {
    sky: 'night',
    balloons: 4,
    ground: 'lake',
    palms: true,
  }),
  hero('hero-hot-air-envelope.jpg', 'Six balloons drifting over rolling hills at sunset', {
    sky: 'sunset',
    balloons: 6,
    ground: 'hills',
  }),
];

const socials: ImagePlan[] = [
  og('og-altitude.jpg', 'Altitude Marketing Group: balloons above the clouds at sunrise', {
    sky: 'sunset',
    balloons: 3,
    ground: 'clouds',
  }),
  og('og-home.jpg', 'Colourful balloons rising over green hills', { sky: 'meadow', balloons: 4, ground: 'hills' }),
  og('og-work.jpg', 'Balloons climbing above layered mountains at dawn', {
    sky: 'dawn',
    balloons: 3,
    ground: 'mountains',
  }),
  og('og-careers.jpg', 'A flotilla of balloons in a bright blue sky', { sky: 'noon', balloons: 6, ground: 'clouds' }),
  og('og-hot-air.jpg', 'Balloons over a lake at sunset', { sky: 'sunset', balloons: 2, ground: 'lake', palms: true }),
  og('og-podcast.jpg', 'Balloons over a night lake under the stars', { sky: 'night', balloons: 3, ground: 'lake' }),
];

const MOTIFS: Motif[] = ['balloon', 'contours', 'peaks', 'clouds', 'flightpath', 'rings', 'horizon'];
const CATEGORY_PALETTES: Record<string, FlatName[]> = {
  'agency-news': ['skyPaper', 'sunsetInk', 'meadowCream'],
  'thought-leadership': ['coralNavy', 'duskGold', 'tealBlush'],
  podcast: ['duskGold', 'coralNavy', 'tealBlush'],
};
const postCards = posts.map((post, index) => {
  const palettes = CATEGORY_PALETTES[post.categories[0] ?? 'agency-news'] ?? ['skyPaper'];
  const palette = palettes[index % palettes.length] ?? 'skyPaper';
  return card(post.featuredImage ?? `post-${post.slug}.jpg`, MOTIFS[(index * 3) % MOTIFS.length] ?? 'balloon', palette);
});

/** The work itself, two pictures per case study in the client's colours: featured (hero and card) and detail. */
const studyPictures = studies.flatMap((study) =>
  study.pictures.map((picture) =>
    sharp2x(plan(picture.file, picture.alt, 1200, 800, { kind: 'work', brand: study.brand, scene: picture.scene }), 2),
  ),
);

const icons = ICONS.map(({ glyph, tile, shows }) =>
  plan(iconFile(glyph), `Icon: ${shows}`, 192, 192, { kind: 'icon', glyph, tile }),
);
const careerCards = careers.flatMap((career, index) =>
  career.featuredImage
    ? [card(career.featuredImage, index ? 'flightpath' : 'rings', index ? 'meadowCream' : 'sunsetInk')]
    : [],
);

const lookOf = (slug: string) => {
  const look = looks[slug];
  if (!look) throw new Error(`No portrait look for ${slug}`);
  return look;
};
const portraits = teamMembers.map((member) =>
  plan(
    member.featuredImage,
    `Illustrated portrait of ${member.title}, ${member.teamMemberDetails.teamMemberRole}`,
    800,
    1000,
    { kind: 'portrait', look: lookOf(member.slug) },
  ),
);
const avatars = authors.map((author) =>
  plan(author.avatar, `Illustrated avatar of ${author.name}`, 256, 256, {
    kind: 'portrait',
    look: lookOf(author.slug),
  }),
);

const covers = posts.flatMap((post) => {
  const info = post.podcastInformation;
  return info
    ? [
        plan(
          info.podcastEpisodeThumbnail,
          `Thin Air podcast cover for episode ${info.podcastEpisodeNumber}: a striped balloon under a moonlit sky`,
          1000,
          1000,
          { kind: 'podcast', episode: info.podcastEpisodeNumber },
        ),
      ]
    : [];
});

export const imagePlans: ImagePlan[] = [
  ...heroes,
  ...socials,
  ...postCards,
  ...studyPictures,
  ...careerCards,
  ...portraits,
  ...avatars,
  ...covers,
  ...icons,
];

export const images: PackImage[] = imagePlans.map(({ file, altText, width, height, credit }) => ({
  file,
  altText,
  width,
  height,
  credit,
}));
