/** One arrow, drawn in a 20 × 20 box, pointing each way the site needs. */
const PATHS = {
  right: 'M3 10h13.5M11 4.5l5.5 5.5-5.5 5.5',
  left: 'M17 10H3.5M9 4.5 3.5 10 9 15.5',
  down: 'M10 3v13.5M4.5 11l5.5 5.5 5.5-5.5',
};

/**
 * The arrow beside a link's words ("All case studies", "Older", "Start a conversation", the hero's "Scroll down"),
 * drawn rather than typed.
 *
 * Neither face has "→" or "←" (their Latin files stop at ↑ and ↓), so a typed arrow was set in whatever system
 * font the visitor's machine offered for the character: a different drawing on every platform, and, in Chromium,
 * a look-up of the system's fonts for that character while the page was laid out, again after each face arrived.
 * This one is a line in the text's colour, 1em wide, sitting on the text's middle; it says nothing to
 * assistive technology (the link's words do).
 */
export function Arrow({ direction = 'right' }: { direction?: keyof typeof PATHS }) {
  return (
    <svg
      className="arrow"
      viewBox="0 0 20 20"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      data-direction={direction}
    >
      <path
        d={PATHS[direction]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Link words with the arrow after them (or before, pointing left), the arrow kept on the line of the word next
 * to it: a space, even a no-break one, lets Chromium break before a drawing, which left the arrow alone on a
 * line when the words filled it.
 */
export function WithArrow({ children, direction = 'right' }: { children: string; direction?: 'left' | 'right' }) {
  if (direction === 'left') {
    const cut = children.indexOf(' ');
    const first = cut < 0 ? children : children.slice(0, cut);
    return (
      <>
        <span className="arrow-glue">
          <Arrow direction="left" /> {first}
        </span>
        {cut < 0 ? null : children.slice(cut)}
      </>
    );
  }
  const cut = children.lastIndexOf(' ');
  return (
    <>
      {cut < 0 ? null : children.slice(0, cut + 1)}
      <span className="arrow-glue">
        {children.slice(cut + 1)} <Arrow />
      </span>
    </>
  );
}
