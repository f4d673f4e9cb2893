import { describe, expect, it } from 'vitest';
import { formatDate, machineDate } from './format';

describe('formatDate', () => {
  it('reads the date from its digits', () => {
    expect(formatDate('2026-03-14T09:30:00')).toBe('March 14, 2026');
    expect(formatDate('2026-01-01T00:00:00')).toBe('January 1, 2026');
  });

  it('gives machines the UTC instant, which may fall on another day than the one visitors read', () => {
    // 23:30 on March 14 in New York is 03:30 on March 15 in UTC.
    expect(formatDate('2026-03-14T23:30:00')).toBe('March 14, 2026');
    expect(machineDate('2026-03-15T03:30:00Z', '2026-03-14T23:30:00')).toBe('2026-03-15T03:30:00Z');
    expect(machineDate('', '2026-03-14T23:30:00')).toBe('2026-03-14');
  });

  it('says nothing for what is not a date', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('2026-13-01')).toBe('');
  });
});
