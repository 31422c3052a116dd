import { describe, expect, it } from 'vitest';
import { describeFinding, findBarriers, type Finding } from './axe.js';
import { consoleTours, openTourPage } from './console-pages.js';
import { useBrowserApp } from './harness.js';

describe('accessibility of every page (axe-core, light and dark)', () => {
  const harness = useBrowserApp();

  it.each(consoleTours)('$name has no serious or critical barrier', async (tour) => {
    const page = await openTourPage(harness, tour);
    const findings: Finding[] = [];
    await tour.walk(page, async (current, name) => {
      findings.push(...(await findBarriers(current, name)));
    });
    await page.context().close();
    expect(findings.map(describeFinding).join('\n')).toBe('');
  });
});
