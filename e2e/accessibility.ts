import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsDone, describeFinding, findBarriers, type Finding } from './axe.js';
import { consoleTours, type Tour } from './console-pages.js';
import { ADMIN, signInThroughForm, useBrowserApp } from './harness.js';

/**
 * A laptop, which the tours walk at, and a phone, where the sidebar, tables and forms take another
 * shape. What a tour opened (a dialog, an open lookup) is checked at the walking size first.
 */
const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const [WALKING_SIZE] = SIZES;

/** A tour visits up to 14 pages, each checked at two sizes in two themes: a minute on a busy machine. */
const TOUR_TIMEOUT = 180_000;

/** Lets the console answer a new window size (the tables' column budgets follow a ResizeObserver) before axe reads it. */
async function resize(page: Page, size: (typeof SIZES)[number]) {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await animationsDone(page);
}

/**
 * The pages of every `of`-th tour, starting at `part` (the tours are split among test files so
 * they run side by side with the other browser tests): each page checked with axe-core on a phone
 * and on a laptop, in light and dark. One tab per person serves the file's tours, signed in once.
 */
export function describeAccessibility({ part, of }: { part: number; of: number }) {
  const tours = consoleTours.filter((_, index) => index % of === part - 1);
  describe(`accessibility of the console's pages, part ${part} of ${of}, on a phone and a laptop (axe-core, light and dark)`, () => {
    const harness = useBrowserApp({ demoCalls: true });
    const tabs = new Map<Tour['as'], Promise<Page>>();

    async function openTab(as: Tour['as']) {
      const context = await harness.browser.newContext({ baseURL: harness.baseUrl, viewport: WALKING_SIZE });
      const page = await context.newPage();
      if (as !== 'visitor') await signInThroughForm(page, as === 'admin' ? ADMIN : harness.demoUser);
      return page;
    }

    /** The person's tab, opened on their first tour. */
    function tabOf(as: Tour['as']) {
      const tab = tabs.get(as) ?? openTab(as);
      tabs.set(as, tab);
      return tab;
    }

    afterAll(async () => {
      for (const tab of tabs.values()) await (await tab).context().close();
    });

    it.each(tours)(
      '$name has no serious or critical barrier',
      async (tour) => {
        const page = await tabOf(tour.as);
        // A tour that fails may leave its tab anywhere (a dialog open, a page half loaded): the next tour gets a new one.
        onTestFailed(() => {
          tabs.delete(tour.as);
          return page.context().close();
        });
        const findings: Finding[] = [];
        await tour.walk(page, async (current, name) => {
          for (const size of SIZES) {
            await resize(current, size);
            findings.push(...(await findBarriers(current, `${name} on a ${size.name}`)));
          }
          await resize(current, WALKING_SIZE);
        });
        expect(findings.map(describeFinding).join('\n')).toBe('');
      },
      TOUR_TIMEOUT,
    );
  });
}
