import type { MenuItem, Menus } from '@/lib/cms/types';

type Entry = [label: string, path: string, children?: Entry[]];

function item([label, path, children = []]: Entry, parentId: string | null, index: number): MenuItem {
  const id = `default-${parentId ?? 'root'}-${index}`;
  return {
    id,
    databaseId: 0,
    label,
    title: label,
    path,
    url: path,
    uri: path,
    target: '',
    cssClasses: [],
    description: '',
    linkRelationship: '',
    parentId,
    children: children.map((child, childIndex) => item(child, id, childIndex)),
  };
}

/** The headquarters entry: its label and path come from the company's abbreviation. */
function headquarters(abbreviation: string): Entry {
  return [`${abbreviation} Headquarters`, `/${abbreviation.toLowerCase()}-headquarters/`];
}

/**
 * The menus the site shows until the live menus load, and whenever the content system is unreachable:
 * exactly the specification's primary and footer tables.
 */
export function defaultMenus(abbreviation: string): Menus {
  const primary: Entry[] = [
    [
      'About Us',
      '/about-us/',
      [
        ['About Us', '/about-us/'],
        ['Our Story', '/about/'],
        ['Our Team', '/team/'],
        ['Mission & Values', '/mission/'],
        headquarters(abbreviation),
        ['Winter Park, FL', '/winter-park/'],
      ],
    ],
    ['About You', '/about-you/'],
    [
      'What We Do',
      '/what-we-do/',
      [
        ['What We Do', '/what-we-do/'],
        ['Marketing Frameworks', '/marketing-frameworks/'],
      ],
    ],
    ['Our Work', '/work/'],
    ['Careers', '/careers/'],
    ['Insights', '/insights/'],
    ['Get In Touch', '/contact/'],
  ];
  const footer: Entry[] = [
    [
      'About Us',
      '/about-us/',
      [
        ['About You', '/about-you/'],
        ['Our Story', '/about/'],
        ['Our Team', '/team/'],
        ['Mission & Values', '/mission/'],
        headquarters(abbreviation),
        ['Winter Park', '/winter-park/'],
      ],
    ],
    [
      'What We Do',
      '/what-we-do/',
      [
        ['What We Do', '/what-we-do/'],
        ['Marketing Frameworks', '/marketing-frameworks/'],
      ],
    ],
    ['Our Work', '/work/', [['Case Studies', '/work/']]],
    [
      'Careers',
      '/careers/',
      [
        ['Culture', '/about/#culture'],
        ['Openings', '/careers/'],
      ],
    ],
    [
      'Insights',
      '/insights/',
      [
        ['Agency News', '/agency-news/'],
        ['Thought Leadership', '/thought-leadership/'],
        ['Podcast', '/podcast/'],
      ],
    ],
    [
      'Get In Touch',
      '/contact/',
      [
        ['Contact Us', '/contact/'],
        ['Newsletter', '/hot-air/'],
      ],
    ],
  ];
  return {
    primary: primary.map((entry, index) => item(entry, null, index)),
    footer: footer.map((entry, index) => item(entry, null, index)),
    source: 'default',
  };
}
