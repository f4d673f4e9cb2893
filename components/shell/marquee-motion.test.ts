import { describe, expect, it } from 'vitest';
import { copiesNeeded, directionFromScroll, step, wrapOffset } from './marquee-motion';

describe('marquee motion', () => {
  it('folds the offset so the strip loops', () => {
    expect(wrapOffset(0, 300)).toBe(0);
    expect(wrapOffset(-310, 300)).toBe(-10);
    expect(wrapOffset(20, 300)).toBe(-280);
    expect(wrapOffset(-600, 300)).toBe(0);
    expect(wrapOffset(50, 0)).toBe(0);
  });

  it('reverses with the scroll direction and keeps it when the page is still', () => {
    expect(directionFromScroll(100, 150, -1)).toBe(1);
    expect(directionFromScroll(150, 100, 1)).toBe(-1);
    expect(directionFromScroll(100, 100, -1)).toBe(-1);
  });

  it('moves at the speed factor in px per second', () => {
    expect(step(50, 1, 1000)).toBe(-50);
    expect(step(50, -1, 500)).toBe(25);
  });

  it('makes enough copies to cover twice the container', () => {
    expect(copiesNeeded(500, 1280)).toBe(6);
    expect(copiesNeeded(3000, 1280)).toBe(2);
    expect(copiesNeeded(0, 1280)).toBe(1);
  });
});
