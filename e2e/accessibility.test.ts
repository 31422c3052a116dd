import { describe, expect, it } from 'vitest';
import { describeFinding, findBarriers, type Finding } from './axe.js';
import { consoleTours, openTourPage } from './console-pages.js';
import { useBrowserApp } from './harness.js';

/** A laptop, and a phone, where the sidebar, tables and forms take another shape. */
const SIZES = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

describe('accessibility of every page (axe-core, light and dark)', () => {
  const harness = useBrowserApp({ demoCalls: true });

  it.each(SIZES.flatMap((size) => consoleTours.map((tour) => ({ ...tour, size }))))(
    '$name on a $size.name has no serious or critical barrier',
    async (tour) => {
      const page = await openTourPage(harness, tour);
      await page.setViewportSize(tour.size);
      const findings: Finding[] = [];
      await tour.walk(page, async (current, name) => {
        findings.push(...(await findBarriers(current, name)));
      });
      await page.context().close();
      expect(findings.map(describeFinding).join('\n')).toBe('');
    },
  );
});
