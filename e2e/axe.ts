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

/** What a theme changes: the colours. Every other rule reads the same page in either theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function runAxe(page: Page, rules?: string[]) {
  // Evaluated through the DevTools protocol rather than added as a <script>: the console's
  // Content-Security-Policy refuses inline scripts, and the test must not weaken it to look.
  // A navigation drops it, so it is brought again whenever the page lost it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${await axeSource}\n;undefined`);
  return page.evaluate(
    (only) => window.axe.run(document, { resultTypes: ['violations'], ...(only ? { runOnly: { type: 'rule', values: only } } : {}) }),
    rules,
  ) as Promise<AxeResults>;
}

export async function setTheme(page: Page, theme: 'light' | 'dark') {
  // What the console's own toggle does: stored for later pages, painted on this one. The colour
  // transitions it starts are taken to their end at once: axe reads the colours they end on.
  await page.evaluate((chosen) => {
    localStorage.setItem('theme', chosen);
    document.documentElement.classList.toggle('dark', chosen === 'dark');
    document.documentElement.style.colorScheme = chosen;
    // getAnimations() brings the page's style up to date first, so the transitions have started.
    for (const transition of document.getAnimations()) if (transition instanceof CSSTransition) transition.finish();
  }, theme);
  await animationsDone(page);
}

const themeOf = (page: Page) => page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));

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

/**
 * The serious and critical axe findings on the page as it stands, in light and in dark mode: every
 * rule in the theme it opened in, the colour rules in the other (which it is left in).
 */
export async function findBarriers(page: Page, name: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const opened = await themeOf(page);
  for (const theme of [opened, opened === 'light' ? 'dark' : 'light'] as const) {
    await setTheme(page, theme);
    const results = await runAxe(page, theme === opened ? undefined : COLOUR_RULES);
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
  return findings;
}

export function describeFinding(finding: Finding) {
  return `${finding.impact} ${finding.rule} on ${finding.page} (${finding.theme}): ${finding.summary}\n    ${finding.targets.join('\n    ')}`;
}
