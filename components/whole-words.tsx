import { Fragment, type CSSProperties, type ReactNode } from 'react';

/*
 * Words stay whole in display type: a headline is set no larger than lets its widest word fit its line, so a
 * long word ("Surprisingly" in a full-size hero, "neighbourhood," at 320 px) shrinks the headline instead of
 * breaking in two. The width is estimated from the letters (the display face's lower case averages about 0.5em a
 * letter, its capitals and m, w up to 1em); app/globals.css turns it into a font size against the heading's width.
 */

const NARROW = /[ijlftrI.,:;'’!|()[\]]/;
const WIDE = /[mwMW@%]/;
const UPPER = /\p{Lu}/u;

/** How wide one letter of the display face is, in ems, rounded up. */
function letterEms(letter: string): number {
  if (NARROW.test(letter)) return 0.36;
  if (WIDE.test(letter)) return 1;
  if (UPPER.test(letter) || /\d/.test(letter)) return 0.72;
  return 0.58;
}

/**
 * The width, in ems of the display face, of the widest word of `text`: words end at spaces and after hyphens,
 * dashes and slashes, where a browser may break a line without splitting a word.
 */
export function widestWordEms(text: string): number {
  let widest = 0;
  for (const word of text.split(/\s+|(?<=[-‐–—/])/u)) {
    const ems = [...word].reduce((sum, letter) => sum + letterEms(letter), 0);
    widest = Math.max(widest, ems);
  }
  return Math.round(widest * 100) / 100;
}

/** A headline's words, set at most as large as keeps its widest word on one line (app/globals.css, .fit-words). */
export function FitWords({ text, children }: { text: string; children: ReactNode }) {
  const style = { '--widest-word': widestWordEms(text) || 1 } as CSSProperties;
  return (
    <span className="fit-words" style={style}>
      {children}
    </span>
  );
}

/** An e-mail address that may break only after its @ and its dots, never inside a word. */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=[@.])(?=[^@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
