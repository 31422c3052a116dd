import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { animationsDone } from './axe.js';
import { consoleTours, openTourPage } from './console-pages.js';
import { dismissTip, useBrowserApp } from './harness.js';

/**
 * `npm run screenshots`: a PNG of every console page at a desktop and a phone size, in
 * e2e/artifacts/screenshots/ or the folder SCREENSHOTS_DIR names (relative to where it is run),
 * for a person to look over. Not a test: nothing is compared.
 */
const folder = process.env.SCREENSHOTS_DIR
  ? path.resolve(process.env.SCREENSHOTS_DIR)
  : path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts', 'screenshots');
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** `/users/3?tab=call_accounts` → `users-3-tab-call_accounts`. */
function fileNameOf(address: string) {
  return address.replace(/^\//, '').replace(/[^\w-]+/g, '-') || 'home';
}

describe('screenshots of every page', () => {
  const harness = useBrowserApp({ demoCalls: true });
  let shot = 0;

  for (const size of SIZES) {
    it.each(consoleTours)(`$name at ${size.name} size`, async (tour) => {
      await mkdir(folder, { recursive: true });
      const page = await openTourPage(harness, tour);
      await page.setViewportSize(size);
      // The one-time grid tip would cover every page's toolbar; dismissing it is what a person does first.
      if (tour.as !== 'visitor') await dismissTip(page);
      await tour.walk(page, async (current, name) => {
        shot += 1;
        await animationsDone(current);
        const file = `${String(shot).padStart(3, '0')}-${fileNameOf(name)}-${size.name}.png`;
        // A dialog covers the window, not the page below it: a full-page picture would show the page half under it.
        const isDialogOpen = (await current.getByRole('dialog').count()) > 0;
        await current.screenshot({ path: path.join(folder, file), fullPage: !isDialogOpen });
      });
      await page.context().close();
    });
  }
});
