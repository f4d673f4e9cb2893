import { expect, test, type Page } from '../support/fixtures';
import { BLOCK_PAGES, clickThrough, isPhone, settled, watchConsole } from '../support/shell';

const trackX = (page: Page) =>
  page
    .locator('.marquee')
    .first()
    .locator('.marquee-track')
    .evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);

test.describe('shell: marquee strips', () => {
  for (const path of BLOCK_PAGES) {
    test(`${path}: the marquee loops, pauses under the pointer and can be dragged`, async ({ page }) => {
      const { errors } = watchConsole(page);
      await page.goto(path);
      const strip = page.locator('.marquee').first();
      await strip.scrollIntoViewIfNeeded();
      await expect(strip).toHaveAttribute('data-marquee-state', 'running');
      // Clones fill the loop and are hidden from assistive technology.
      expect(await strip.locator('.slide[aria-hidden="true"]').count()).toBeGreaterThan(0);
      // Speed factor 50: about 50 px per second, leftwards while the page scrolls down. Read inside the page,
      // frame by frame for 1.2 s: the median of each frame's speed. A frame the busy test machine stalled (over
      // 100 ms) is left out, since the animation then steps less than the time that passed (GSAP's lag
      // smoothing), and so is the frame where the loop jumps back to its start.
      const speed = await strip.locator('.marquee-track').evaluate(async (track) => {
        const x = () => new DOMMatrix(getComputedStyle(track).transform).m41;
        const samples: [number, number][] = [];
        await new Promise<void>((done) => {
          const started = performance.now();
          const frame = (now: number) => {
            samples.push([now, x()]);
            if (now - started < 1200) requestAnimationFrame(frame);
            else done();
          };
          requestAnimationFrame(frame);
        });
        const speeds: number[] = [];
        for (let i = 1; i < samples.length; i++) {
          const [[t0, x0], [t1, x1]] = [samples[i - 1]!, samples[i]!];
          const perSecond = ((x0 - x1) / (t1 - t0)) * 1000;
          if (t1 - t0 > 0 && t1 - t0 <= 100 && Math.abs(perSecond) < 1000) speeds.push(perSecond);
        }
        speeds.sort((a, b) => a - b);
        return speeds.length ? speeds[Math.floor(speeds.length / 2)]! : 0;
      });
      expect(speed).toBeGreaterThan(20);
      expect(speed).toBeLessThan(90);

      // Hovered where the strip is once the page has settled (sections above it may still be laying out).
      await strip.hover();
      await expect(strip).toHaveAttribute('data-marquee-state', 'paused');
      const box = (await strip.boundingBox())!;
      const paused = await trackX(page);
      await page.waitForTimeout(400);
      expect(await trackX(page)).toBe(paused);

      await page.mouse.down();
      await expect(strip).toHaveAttribute('data-marquee-state', 'dragging');
      await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2, { steps: 6 });
      const dragged = await trackX(page);
      expect(Math.abs(dragged - paused)).toBeGreaterThan(60);
      await page.mouse.up();
      await page.mouse.move(0, 0);
      await expect(strip).toHaveAttribute('data-marquee-state', 'running');
      expect(errors).toEqual([]);
    });
  }

  test('the marquee reverses with the scroll direction', async ({ page }) => {
    await page.goto('/');
    const strip = page.locator('.marquee').first();
    await strip.scrollIntoViewIfNeeded();
    await expect(strip).toHaveAttribute('data-marquee-state', 'running');
    // Each scroll in a frame of its own: the browser sends one scroll event per frame, so a scroll down and
    // back up within one frame is, to the page, a single scroll down by the difference.
    const nextFrame = () =>
      page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.evaluate(() => window.scrollBy(0, 120));
    await nextFrame();
    await expect(strip).toHaveAttribute('data-marquee-direction', 'forward');
    await page.evaluate(() => window.scrollBy(0, -80));
    await expect(strip).toHaveAttribute('data-marquee-direction', 'reverse');
    const a = await trackX(page);
    await page.waitForTimeout(500);
    expect(await trackX(page)).not.toBe(a);
    // Moving rightwards now (allowing for the loop's wrap).
    const b = await trackX(page);
    await page.waitForTimeout(300);
    const c = await trackX(page);
    expect(c > b || c < b - 100).toBe(true);
  });

  test('with reduced motion the marquee stands still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const strip = page.locator('.marquee').first();
    await strip.scrollIntoViewIfNeeded();
    await expect(strip).toHaveAttribute('data-marquee-state', 'static');
    const x = await trackX(page);
    await page.waitForTimeout(500);
    expect(await trackX(page)).toBe(x);
  });

  test('the marquee is released when the page is left and started on the next', async ({ page }) => {
    await page.goto('/');
    await page.locator('.marquee').first().scrollIntoViewIfNeeded();
    await expect(page.locator('.marquee').first()).toHaveAttribute('data-marquee-state', 'running');
    await clickThrough(
      page,
      page.getByRole('navigation', { name: 'Footer' }).getByRole('heading', { name: 'What We Do' }).getByRole('link'),
      '/what-we-do/',
    );
    await expect(page.locator('.marquee').first()).toHaveAttribute('data-marquee-state', 'running');
    // One track per strip, once a reader has come near it: nothing left over from the previous page.
    for (const strip of await page.locator('.marquee').all()) {
      await strip.scrollIntoViewIfNeeded();
      // Started (a phone's last tap may leave it paused under the touch point).
      await expect(strip).toHaveAttribute('data-marquee-state', /running|paused/);
      await expect(strip.locator('.marquee-track')).toHaveCount(1);
    }
  });
});

/** The first testimonials carousel of `path` at 1280 px, brought into view and started. */
async function startedCarousel(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path);
  const carousel = page.locator('.testimonials-splide').first();
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveClass(/is-initialized/);
  return carousel;
}

test.describe('shell: testimonials carousel', () => {
  test('from 1024 px: looping, centred, one per page, 2rem gap, arrows, no pagination, counter, keyboard', async ({
    page,
  }) => {
    const carousel = await startedCarousel(page, '/what-we-do/');
    await expect(carousel).toHaveAttribute('data-carousel-phase', /mounted|idle/);
    const counter = carousel.locator('[data-slide-counter]');
    await expect(counter).toHaveText('01');
    await expect(carousel.locator('.splide__arrow--next')).toBeVisible();
    await expect(carousel.locator('.splide__pagination')).toHaveCount(0);
    expect(await carousel.locator('.splide__slide--clone').count()).toBeGreaterThan(0);
    const slide = carousel.locator('.splide__slide.is-active:not(.splide__slide--clone)');
    expect(await slide.evaluate((el) => getComputedStyle(el).marginRight)).toBe('32px');
    const trackWidth = (await carousel.locator('.splide__track').boundingBox())!.width;
    expect(Math.abs((await slide.boundingBox())!.width - trackWidth)).toBeLessThan(2);

    // With the focus inside, autoplay waits (pauseOnFocus), so only the arrows and keys move it from here;
    // it may already have moved on by itself, so the steps count from where it stands.
    await carousel.locator('.splide__track').focus();
    const total = Number((await carousel.locator('.testimonials-total').textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(2);
    const start = Number(await counter.textContent());
    const at = (by: number) => String(((start - 1 + by + total) % total) + 1).padStart(2, '0');
    await carousel.locator('.splide__arrow--next').click();
    await expect(counter).toHaveText(at(1));
    await carousel.locator('.splide__arrow--prev').click();
    await expect(counter).toHaveText(at(0));
    await carousel.locator('.splide__arrow--prev').click();
    // Looping: back past the first is the last, still two digits.
    await expect(counter).toHaveText(at(-1));
    await carousel.locator('.splide__arrow--next').click();
    await expect(counter).toHaveText(at(0));
    await carousel.locator('.splide__track').focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(at(1));
  });

  test('it plays by itself (autoplay, 800 ms moves)', async ({ page }) => {
    const carousel = await startedCarousel(page, '/what-we-do/');
    // Splide sets the move's transition on the list only while it moves: record every one it sets.
    await carousel.locator('.splide__list').evaluate((list) => {
      const seen: string[] = [];
      (window as unknown as { listTransitions: string[] }).listTransitions = seen;
      new MutationObserver(() => {
        const duration = getComputedStyle(list).transitionDuration;
        if (duration !== '0s') seen.push(duration);
      }).observe(list, { attributes: true, attributeFilter: ['style'] });
    });
    await page.mouse.move(0, 0);
    await expect(carousel.locator('[data-slide-counter]')).toHaveText('02', { timeout: 8000 });
    const transitions = await page.evaluate(() => (window as unknown as { listTransitions: string[] }).listTransitions);
    expect(transitions).toContain('0.8s');
  });

  test('below 1024 px it is destroyed, and a resize re-creates it (debounced 250 ms)', async ({ page }) => {
    const { errors } = watchConsole(page);
    const start = page.viewportSize()!;
    await page.goto('/what-we-do/');
    const carousel = page.locator('.testimonials-splide').first();
    if (isPhone(page)) {
      await expect(carousel).toHaveAttribute('data-carousel-phase', 'destroyed');
      await expect(carousel).not.toHaveClass(/is-initialized/);
      await expect(carousel.locator('[data-slide-counter]')).toBeHidden();
      await page.setViewportSize({ width: 1280, height: 800 });
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel).toHaveClass(/is-initialized/);
      await expect(carousel.locator('[data-slide-counter]')).toHaveText('01');
      await page.setViewportSize(start);
    } else {
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel).toHaveClass(/is-initialized/);
      // Time, inside the page, from the resize to the carousel's release: the debounce sets its floor.
      await carousel.evaluate((element) => {
        const times: { resized?: number; destroyed?: number } = {};
        (window as unknown as { carouselTimes: typeof times }).carouselTimes = times;
        window.addEventListener('resize', () => (times.resized ??= performance.now()), { once: true });
        new MutationObserver(() => {
          if (element.getAttribute('data-carousel-phase') === 'destroyed') times.destroyed ??= performance.now();
        }).observe(element, { attributes: true, attributeFilter: ['data-carousel-phase'] });
      });
      await page.setViewportSize({ width: 900, height: 800 });
      await expect(carousel).not.toHaveClass(/is-initialized/);
      await expect(carousel).toHaveAttribute('data-carousel-phase', 'destroyed');
      const times = await page.evaluate(
        () => (window as unknown as { carouselTimes: { resized: number; destroyed: number } }).carouselTimes,
      );
      expect(times.destroyed - times.resized).toBeGreaterThanOrEqual(240);
      await expect(carousel.locator('.splide__slide--clone')).toHaveCount(0);
      await page.setViewportSize(start);
      await expect(carousel).toHaveClass(/is-initialized/);
    }
    await expect(carousel.locator('blockquote').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a visible pause/play button stops and starts it, by mouse or touch and by keyboard', async ({ page }) => {
    const carousel = await startedCarousel(page, '/what-we-do/');
    const pause = carousel.getByRole('button', { name: 'Pause testimonials' });
    const play = carousel.getByRole('button', { name: 'Play testimonials' });
    await expect(pause.getByText('Pause', { exact: true })).toBeVisible();
    await expect(pause.getByText('Play', { exact: true })).toBeHidden();
    // The phone project has a touch screen: a tap; the desktop, a mouse.
    if (isPhone(page)) await pause.tap();
    else await pause.click();
    await expect(play.getByText('Play', { exact: true })).toBeVisible();
    // Left alone (no pointer over it, no focus in it) for longer than the interval, it stays where it was.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const counter = carousel.locator('[data-slide-counter]');
    const stoppedAt = await counter.textContent();
    await page.waitForTimeout(5600);
    await expect(counter).toHaveText(stoppedAt!);
    // The keyboard: Enter plays again, Space pauses.
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(pause).toBeFocused();
    await page.keyboard.press(' ');
    await expect(play).toBeFocused();
  });

  test('from 1024 px its height is kept before it starts, so nothing below it moves', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/what-we-do/');
    const carousel = page.locator('.testimonials-splide').first();
    // It starts only once it comes near the window: far below, it has not yet.
    await expect(carousel).not.toHaveClass(/is-initialized/);
    const before = await carousel.evaluate((element) => element.getBoundingClientRect().height);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveClass(/is-initialized/);
    const after = await carousel.evaluate((element) => element.getBoundingClientRect().height);
    expect(Math.abs(after - before), `${before} px before, ${after} px after`).toBeLessThanOrEqual(2);
  });

  test('below 1024 px the testimonials are one row that scrolls sideways, not a stack', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/what-we-do/');
    const carousel = page.locator('.testimonials-splide').first();
    await expect(carousel).toHaveAttribute('data-carousel-phase', 'destroyed');
    const tops = await carousel
      .locator('.splide__slide')
      .evaluateAll((slides) => slides.map((slide) => Math.round(slide.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(2);
    expect(new Set(tops).size).toBe(1);
    expect(await carousel.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(844);
    // The row takes the keyboard's focus and its arrow keys.
    const track = carousel.locator('.splide__track');
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('with reduced motion autoplay stays off', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = await startedCarousel(page, '/');
    await page.mouse.move(0, 0);
    await page.waitForTimeout(5800);
    await expect(carousel.locator('[data-slide-counter]')).toHaveText('01');
  });

  test('leaving the page releases the carousel; coming back creates it again', async ({ page }) => {
    await startedCarousel(page, '/what-we-do/');
    await clickThrough(
      page,
      page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Openings' }),
      '/careers/',
    );
    await page.goBack();
    await page.waitForURL('**/what-we-do/');
    await settled(page);
    const carousel = page.locator('.testimonials-splide').first();
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveClass(/is-initialized/);
    await expect(carousel.locator('[data-slide-counter]')).toHaveCount(1);
  });
});
