import { describe, expect, it } from 'vitest';
import { absoluteUrl, siteCssUrls, siteSrcset, siteUploadUrl, uploadPathProblem } from './urls';

const CMS = 'https://cms.example.com/graphql';

describe('siteUploadUrl', () => {
  it.each([
    ['https://cms.example.com/wp-content/uploads/2024/05/team.jpg', '/wp-content/uploads/2024/05/team.jpg'],
    ['http://cms.example.com/wp-content/uploads/team.jpg', '/wp-content/uploads/team.jpg'],
    ['//cms.example.com/wp-content/uploads/team.jpg', '/wp-content/uploads/team.jpg'],
    ['https://CMS.example.com/wp-content/uploads/a.jpg', '/wp-content/uploads/a.jpg'],
    ['https://cms.example.com/wp-content/uploads/a.jpg?ver=2#top', '/wp-content/uploads/a.jpg?ver=2#top'],
    ['https://cms.example.com/wp-content/uploads/a b.jpg', '/wp-content/uploads/a%20b.jpg'],
  ])('%s → %s', (url, expected) => {
    expect(siteUploadUrl(url, CMS)).toBe(expected);
  });

  it.each([
    ['another host', 'https://media.example-podcasts.com/wp-content/uploads/ep12.mp3'],
    ['another port of the same name', 'https://cms.example.com:8443/wp-content/uploads/a.jpg'],
    ['a page of the content system', 'https://cms.example.com/about-us/'],
    ['its other files', 'https://cms.example.com/wp-includes/images/smilies/frownie.png'],
    ['a path leaving the uploads', 'https://cms.example.com/wp-content/uploads/../../wp-config.php'],
    ['a relative upload, already the site’s', '/wp-content/uploads/a.jpg'],
    ['a data URL', 'data:image/png;base64,AAAA'],
    ['not a URL', 'https://'],
  ])('leaves %s unchanged', (_name, url) => {
    expect(siteUploadUrl(url, CMS)).toBe(url);
  });

  it.each([
    [
      'changes nothing without a content system to compare with',
      'https://cms.example.com/wp-content/uploads/a.jpg',
      undefined,
      'https://cms.example.com/wp-content/uploads/a.jpg',
    ],
    [
      'knows the embedded content server by its loopback port',
      'http://127.0.0.1:4000/wp-content/uploads/sky.jpg',
      'http://127.0.0.1:4000/graphql',
      '/wp-content/uploads/sky.jpg',
    ],
    [
      'leaves another loopback port alone',
      'http://127.0.0.1:4001/wp-content/uploads/sky.jpg',
      'http://127.0.0.1:4000/graphql',
      'http://127.0.0.1:4001/wp-content/uploads/sky.jpg',
    ],
  ])('%s', (_name, url, cms, expected) => {
    expect(siteUploadUrl(url, cms)).toBe(expected);
  });
});

describe('siteSrcset', () => {
  it('maps every candidate on the content system and keeps descriptors and spacing', () => {
    expect(
      siteSrcset(
        'https://cms.example.com/wp-content/uploads/a-300x200.jpg 300w, https://cms.example.com/wp-content/uploads/a.jpg?v=1 1024w',
        CMS,
      ),
    ).toBe('/wp-content/uploads/a-300x200.jpg 300w, /wp-content/uploads/a.jpg?v=1 1024w');
  });

  it('leaves candidates on other hosts as they are', () => {
    expect(siteSrcset('https://cdn.example.net/a.jpg 1x,//cms.example.com/wp-content/uploads/a@2x.jpg 2x', CMS)).toBe(
      'https://cdn.example.net/a.jpg 1x,/wp-content/uploads/a@2x.jpg 2x',
    );
  });

  it('reads candidates without descriptors, and a comma inside a URL, as a browser does', () => {
    expect(
      siteSrcset(
        'https://cms.example.com/wp-content/uploads/a.jpg, https://cms.example.com/wp-content/uploads/b,c.jpg 2x',
        CMS,
      ),
    ).toBe('/wp-content/uploads/a.jpg, /wp-content/uploads/b,c.jpg 2x');
  });
});

describe('siteCssUrls', () => {
  it('maps uploads in url(), quoted or not, and leaves the rest of the stylesheet as it is', () => {
    const css = [
      '.hero{background:url(https://cms.example.com/wp-content/uploads/sky.jpg) center/cover}',
      '.a{background-image:url( "//cms.example.com/wp-content/uploads/a (1).png" )}',
      ".b{mask:url('http://cms.example.com/wp-content/uploads/b.svg#shape')}",
      '.c{background:url(https://cdn.example.net/c.jpg)}',
      '.d{background:url(data:image/png;base64,AAAA)}',
    ].join('\n');
    expect(siteCssUrls(css, CMS)).toBe(
      [
        '.hero{background:url(/wp-content/uploads/sky.jpg) center/cover}',
        '.a{background-image:url( "/wp-content/uploads/a%20(1).png" )}',
        ".b{mask:url('/wp-content/uploads/b.svg#shape')}",
        '.c{background:url(https://cdn.example.net/c.jpg)}',
        '.d{background:url(data:image/png;base64,AAAA)}',
      ].join('\n'),
    );
  });
});

describe('absoluteUrl', () => {
  it('puts site paths on the site’s origin and leaves absolute URLs alone', () => {
    expect(absoluteUrl('/wp-content/uploads/a.jpg', 'https://www.example.com')).toBe(
      'https://www.example.com/wp-content/uploads/a.jpg',
    );
    expect(absoluteUrl('/wp-content/uploads/a.jpg', 'https://www.example.com/')).toBe(
      'https://www.example.com/wp-content/uploads/a.jpg',
    );
    expect(absoluteUrl('https://media.example-podcasts.com/ep12.mp3', 'https://www.example.com')).toBe(
      'https://media.example-podcasts.com/ep12.mp3',
    );
  });
});

describe('uploadPathProblem', () => {
  it.each([
    ['/wp-content/uploads/2024/05/a.jpg', undefined],
    ['/wp-content/uploads/a%20b.jpg', undefined],
    ['/wp-content/uploads/', 'outside'],
    ['/wp-content/uploads/2024/', 'outside'],
    ['/wp-content/plugins/x.php', 'outside'],
    ['/package.json', 'outside'],
    ['/wp-content/uploads/..%2f..%2fpackage.json', 'unsafe'],
    ['/wp-content/uploads/%2e%2e/x.jpg', 'unsafe'],
    ['/wp-content/uploads/a%5c..%5cx.jpg', 'unsafe'],
    ['/wp-content/uploads/a%00.jpg', 'unsafe'],
    ['/wp-content/uploads/a//b.jpg', 'unsafe'],
    ['/wp-content/uploads/%ff.jpg', 'unsafe'],
  ])('%s → %s', (path, expected) => {
    expect(uploadPathProblem(path)).toBe(expected);
  });
});
