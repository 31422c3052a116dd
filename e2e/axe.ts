import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}

const require = createRequire(import.meta.url);
// The minified build is the one meant for injection into a page; read once per test file.
const axeSource = readFile(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');

/** What a person relying on assistive technology cannot get past; minor and moderate findings are advice. */
const BLOCKING = new Set(['serious', 'critical']);

export interface Finding {
  rule: string;
  impact: string;
  page: string;
  theme: string;
  targets: string[];
  summary: string;
}

async function runAxe(page: Page) {
  // Evaluated through the DevTools protocol rather than added as a <script>: the console's
  // Content-Security-Policy refuses inline scripts, and the test must not weaken it to look.
  // A navigation drops it, so it is brought again whenever the page lost it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${await axeSource}\n;undefined`);
  return page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] })) as Promise<AxeResults>;
}

export async function setTheme(page: Page, theme: 'light' | 'dark') {
  // What the console's own toggle does: stored for later pages, painted on this one.
  await page.evaluate((chosen) => {
    localStorage.setItem('theme', chosen);
    document.documentElement.classList.toggle('dark', chosen === 'dark');
    document.documentElement.style.colorScheme = chosen;
  }, theme);
  await animationsDone(page);
}

/** Waits out entrance animations and colour transitions, which axe would measure half-way. */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        // A cancelled one (its element re-rendered away) rejects, and is done all the same.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The serious and critical axe findings on the page as it stands, in light and in dark mode. */
export async function findBarriers(page: Page, name: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    const results = await runAxe(page);
    for (const violation of results.violations) {
      if (!violation.impact || !BLOCKING.has(violation.impact)) continue;
      findings.push({
        rule: violation.id,
        impact: violation.impact,
        page: name,
        theme,
        // The selector, and axe's reason when it names one (the two colours and their ratio).
        targets: violation.nodes.map((node) => [node.target.join(' '), ...node.any.map((check) => check.message)].join(': ')),
        summary: violation.help,
      });
    }
  }
  await setTheme(page, 'light');
  return findings;
}

export function describeFinding(finding: Finding) {
  return `${finding.impact} ${finding.rule} on ${finding.page} (${finding.theme}): ${finding.summary}\n    ${finding.targets.join('\n    ')}`;
}
