import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailAddress, FitWords, widestWordEms } from './whole-words';

describe('widestWordEms', () => {
  it('measures the widest word, not the whole title', () => {
    expect(widestWordEms('Hot Air. Surprisingly light on it.')).toBe(widestWordEms('Surprisingly'));
    expect(widestWordEms('Surprisingly')).toBeGreaterThan(widestWordEms('light on it.'));
  });

  it('counts capitals and wide letters wider than narrow ones', () => {
    expect(widestWordEms('MMMM')).toBeGreaterThan(widestWordEms('mnop'));
    expect(widestWordEms('mnop')).toBeGreaterThan(widestWordEms('illi'));
  });

  it('ends words after hyphens, dashes and slashes, where a line may break', () => {
    expect(widestWordEms('well-known')).toBe(widestWordEms('known'));
    expect(widestWordEms('before—after')).toBe(widestWordEms('before—'));
    expect(widestWordEms('strategy/design')).toBe(widestWordEms('strategy/'));
  });

  it('gives the headline the width of its widest word', () => {
    expect(renderToStaticMarkup(<FitWords text="A neighbourhood">x</FitWords>)).toBe(
      `<span class="fit-words" style="--widest-word:${widestWordEms('neighbourhood')}">x</span>`,
    );
  });
});

describe('EmailAddress', () => {
  it('may break only after the @ and the dots', () => {
    expect(renderToStaticMarkup(<EmailAddress address="careers@altitude.example" />)).toBe(
      'careers@<wbr/>altitude.<wbr/>example',
    );
  });
});
