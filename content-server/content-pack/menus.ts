import type { ContentPack, PackMenuItem } from './types';

/** The menus exactly as the specification's navigation tables give them. */
const item = (label: string, path: string, extra: Partial<PackMenuItem> = {}): PackMenuItem => ({
  label,
  path,
  ...extra,
});

const PRIMARY: PackMenuItem[] = [
  item('About Us', '/about-us/', {
    cssClasses: ['has-submenu'],
    children: [
      item('About Us', '/about-us/'),
      item('Our Story', '/about/'),
      item('Our Team', '/team/'),
      item('Mission & Values', '/mission/'),
      item('AMG Headquarters', '/amg-headquarters/', { description: 'Our studio on Lakemont Avenue' }),
      item('Winter Park, FL', '/winter-park/'),
    ],
  }),
  item('About You', '/about-you/'),
  item('What We Do', '/what-we-do/', {
    cssClasses: ['has-submenu'],
    children: [item('What We Do', '/what-we-do/'), item('Marketing Frameworks', '/marketing-frameworks/')],
  }),
  item('Our Work', '/work/'),
  item('Careers', '/careers/'),
  item('Insights', '/insights/'),
  item('Get In Touch', '/contact/', { cssClasses: ['menu-cta'], title: 'Start a conversation with Altitude' }),
];

const FOOTER: PackMenuItem[] = [
  item('About Us', '/about-us/', {
    children: [
      item('About You', '/about-you/'),
      item('Our Story', '/about/'),
      item('Our Team', '/team/'),
      item('Mission & Values', '/mission/'),
      item('AMG Headquarters', '/amg-headquarters/'),
      item('Winter Park', '/winter-park/'),
    ],
  }),
  item('What We Do', '/what-we-do/', {
    children: [item('What We Do', '/what-we-do/'), item('Marketing Frameworks', '/marketing-frameworks/')],
  }),
  item('Our Work', '/work/', { children: [item('Case Studies', '/work/')] }),
  item('Careers', '/careers/', { children: [item('Culture', '/about/#culture'), item('Openings', '/careers/')] }),
  item('Insights', '/insights/', {
    children: [
      item('Agency News', '/agency-news/'),
      item('Thought Leadership', '/thought-leadership/'),
      item('Podcast', '/podcast/'),
    ],
  }),
  item('Get In Touch', '/contact/', { children: [item('Contact Us', '/contact/'), item('Newsletter', '/hot-air/')] }),
];

export const menus: ContentPack['menus'] = { PRIMARY, FOOTER };
