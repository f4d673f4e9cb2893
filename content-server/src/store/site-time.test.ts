import { describe, expect, it } from 'vitest';
import { siteAndGmt, siteTimeToGmt } from './site-time';
import { normaliseUri } from './uris';

describe('siteTimeToGmt', () => {
  it('converts Winter Park wall-clock time to UTC across daylight saving', () => {
    expect(siteTimeToGmt('2024-01-15T09:30:00')).toBe('2024-01-15T14:30:00');
    expect(siteTimeToGmt('2024-07-15T09:30:00')).toBe('2024-07-15T13:30:00');
    expect(siteTimeToGmt('2024-03-10T12:00:00')).toBe('2024-03-10T16:00:00');
  });

  it('rejects anything that is not a WordPress date', () => {
    expect(() => siteTimeToGmt('March 3')).toThrow(/not a date/);
  });
});

describe('siteAndGmt', () => {
  it('gives one moment as both WordPress dates, each the other converted', () => {
    const moment = Date.UTC(2024, 6, 15, 13, 30, 59, 999);
    expect(siteAndGmt(moment)).toEqual({ local: '2024-07-15T09:30:59', gmt: '2024-07-15T13:30:59' });
    const winter = siteAndGmt(Date.UTC(2024, 0, 15, 14, 30, 0));
    expect(winter).toEqual({ local: '2024-01-15T09:30:00', gmt: '2024-01-15T14:30:00' });
    expect(siteTimeToGmt(winter.local)).toBe(winter.gmt);
  });
});

describe('normaliseUri', () => {
  it.each([
    ['/about-us', '/about-us/'],
    ['about-us/', '/about-us/'],
    ['/about-us/?utm_source=x#team', '/about-us/'],
    ['https://cms.example.com/team/sam/', '/team/sam/'],
    ['', '/'],
    ['//double//slash', '/double/slash/'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseUri(input)).toBe(expected);
  });
});
