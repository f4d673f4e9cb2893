/** Cloud illustrations for heroes and the footer: hand-drawn SVG shapes in three styles. */

const CLOUD_STYLES = ['cumulus', 'wisp', 'stratus'] as const;
export type CloudStyle = (typeof CLOUD_STYLES)[number];

export function isCloudStyle(value: string): value is CloudStyle {
  return (CLOUD_STYLES as readonly string[]).includes(value);
}

/** Puffy, layered cumulus. */
function Cumulus() {
  return (
    <>
      <path
        d="M40 150c-22 0-36-15-36-33 0-19 16-33 36-32 4-27 27-46 55-46 20 0 37 10 47 26 8-5 17-8 27-8 28 0 50 21 52 48 21 2 37 19 37 39 0 3 0 4-1 6z"
        fill="currentColor"
        opacity="0.95"
      />
      <path
        d="M70 150c-6-22 8-42 30-45 6-20 26-33 48-29 18 3 31 16 34 33 17-2 33 10 36 27 1 5 1 9 0 14z"
        fill="#fff"
        opacity="0.55"
      />
      <path d="M18 150h240" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity="0.35" />
    </>
  );
}

/** A long, thin wisp with streaks. */
function Wisp() {
  return (
    <>
      <path
        d="M12 112c18-20 44-26 70-18 14-22 44-30 70-18 12-10 30-13 46-6 18 8 28 24 28 40H12z"
        fill="currentColor"
        opacity="0.9"
      />
      <path
        d="M30 130h170M60 144h150M100 158h90"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
        opacity="0.45"
      />
    </>
  );
}

/** Flat, stacked stratus bands. */
function Stratus() {
  return (
    <>
      <rect x="10" y="92" width="220" height="26" rx="13" fill="currentColor" opacity="0.9" />
      <rect x="50" y="124" width="200" height="22" rx="11" fill="currentColor" opacity="0.7" />
      <rect x="26" y="152" width="150" height="18" rx="9" fill="currentColor" opacity="0.5" />
    </>
  );
}

interface CloudShapeProps {
  style: CloudStyle;
  className?: string;
  /** In a hero: the side and the height the editor chose (the hero's stylesheet places it by these). */
  side?: 'left' | 'right';
  position?: string;
}

export function CloudShape({ style, className, side, position }: CloudShapeProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 300 180"
      width="300"
      height="180"
      aria-hidden="true"
      focusable="false"
      data-cloud-style={style}
      data-cloud-side={side}
      data-cloud-position={position}
    >
      {style === 'cumulus' ? <Cumulus /> : style === 'wisp' ? <Wisp /> : <Stratus />}
    </svg>
  );
}
