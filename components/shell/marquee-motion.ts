/** Pure motion rules of the marquee strips, kept apart from the DOM and GSAP so they can be tested. */

/** An offset folded into (-width, 0]: the strip repeats every `width` px, so it loops without a seam. */
export function wrapOffset(offset: number, width: number): number {
  if (width <= 0) return 0;
  const folded = offset % width;
  return folded > 0 ? folded - width : folded === 0 ? 0 : folded;
}

/** 1 while the page scrolls down (the strip runs left), -1 while it scrolls up; unchanged when still. */
export function directionFromScroll(previousY: number, currentY: number, current: 1 | -1): 1 | -1 {
  if (currentY > previousY) return 1;
  if (currentY < previousY) return -1;
  return current;
}

/** How far the strip moves in one frame: `speed` px per second, in the scroll direction. */
export function step(speed: number, direction: 1 | -1, deltaMs: number): number {
  return -direction * speed * (deltaMs / 1000);
}

/** How many copies of the slides fill the container twice over, so the loop never shows a gap. */
export function copiesNeeded(setWidth: number, containerWidth: number): number {
  if (setWidth <= 0) return 1;
  return Math.max(2, Math.ceil((containerWidth * 2) / setWidth));
}
