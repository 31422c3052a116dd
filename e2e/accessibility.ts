import { describe, expect, it } from 'vitest';
import { describeFinding, findBarriers, type Finding } from './axe.js';
import { consoleTours, openTourPage } from './console-pages.js';
import { useBrowserApp } from './harness.js';

/**
 * Every page of the console at one size, in light and dark, checked with axe-core. Each size is a
 * test file of its own, so the two run side by side with the other browser tests.
 */
export function describeAccessibility(size: { name: string; width: number; height: number }) {
  describe(`accessibility of every page on a ${size.name} (axe-core, light and dark)`, () => {
    const harness = useBrowserApp({ demoCalls: true });

    it.each(consoleTours)('$name has no serious or critical barrier', async (tour) => {
      const page = await openTourPage(harness, tour);
      await page.setViewportSize(size);
      const findings: Finding[] = [];
      await tour.walk(page, async (current, name) => {
        findings.push(...(await findBarriers(current, name)));
      });
      await page.context().close();
      expect(findings.map(describeFinding).join('\n')).toBe('');
    });
  });
}
