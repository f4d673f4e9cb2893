import { describe, expect, it } from 'vitest';
import { curlyQuotes } from './typography';

describe('curlyQuotes', () => {
  it('curls quotes and apostrophes as a typesetter would', () => {
    expect(curlyQuotes(`"Good design is honest," she said.`)).toBe('“Good design is honest,” she said.');
    expect(curlyQuotes(`Don't guess: it's the brand's 'voice'`)).toBe('Don’t guess: it’s the brand’s ‘voice’');
    expect(curlyQuotes(`Back to the '90s`)).toBe('Back to the ’90s');
    expect(curlyQuotes(`("Quoted") and ['single']`)).toBe('(“Quoted”) and [‘single’]');
    expect(curlyQuotes(`"'Nested,' he said"`)).toBe('“‘Nested,’ he said”');
  });

  it('carries the character before across inline markup', () => {
    expect(curlyQuotes('"', 'Lift')).toBe('”');
    expect(curlyQuotes('" and more', '')).toBe('” and more');
    expect(curlyQuotes('"Lift', ' ')).toBe('“Lift');
  });

  it('leaves text without straight quotes as it is', () => {
    expect(curlyQuotes('Let’s talk — “already curly”')).toBe('Let’s talk — “already curly”');
  });
});
