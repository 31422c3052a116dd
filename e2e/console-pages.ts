import type { Page, Request } from 'playwright-core';
import {
  addPagePath,
  callAccounts,
  configurations,
  CUSTOMER_PAGE,
  editPagePath,
  listPagePath,
  operations,
  pricelists,
  recordPagePath,
  registry,
  resourcePath,
  topLevelResources,
  users,
  type Operation,
  type ResourceDescription,
} from '@ringledger/contract';
import { animationsDone } from './axe.js';
import { ADMIN, type BrowserApp } from './harness.js';

/** Called once a page has settled; `name` is the address it shows. */
export type Visit = (page: Page, name: string) => Promise<void>;

export interface Tour {
  name: string;
  /** Who walks it: nobody signed in, the demo admin, or the demo's self-service (role user) person. */
  as: 'visitor' | 'admin' | 'user';
  walk(page: Page, visit: Visit): Promise<void>;
}

/** The requests a page has in flight, and when the last one started or ended. */
const networks = new WeakMap<Page, { inFlight: Set<Request>; lastActivity: number }>();

function networkOf(page: Page) {
  const known = networks.get(page);
  if (known) return known;
  const network = { inFlight: new Set<Request>(), lastActivity: Date.now() };
  page.on('request', (request) => {
    // An event stream (live calls) stays open for as long as its page: no load to wait for.
    if (new URL(request.url()).pathname.endsWith('/stream')) return;
    network.inFlight.add(request);
    network.lastActivity = Date.now();
  });
  // One that started before the page was watched ends here too, and counts for nothing.
  const ended = (request: Request) => {
    network.inFlight.delete(request);
    network.lastActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  networks.set(page, network);
  return network;
}

/** No request in flight for QUIET ms: Playwright's 'networkidle' waits 500 ms after every navigation. */
const QUIET = 200;

async function networkQuiet(page: Page) {
  const network = networkOf(page);
  for (;;) {
    const quietFor = Date.now() - network.lastActivity;
    if (network.inFlight.size === 0 && quietFor >= QUIET) return;
    await new Promise((resolve) => setTimeout(resolve, network.inFlight.size === 0 ? QUIET - quietFor : 25));
  }
}

/** Waits for what the page loads (rows, lookups, lazy code) and for its entrance animations. */
async function settle(page: Page) {
  await networkQuiet(page);
  await page.locator('.animate-pulse, [role="progressbar"]').first().waitFor({ state: 'detached' });
  await animationsDone(page);
}

async function goTo(page: Page, address: string) {
  networkOf(page);
  await page.goto(address);
  await settle(page);
}

async function open(page: Page, address: string, visit: Visit) {
  await goTo(page, address);
  await visit(page, address);
}

/** The address bar without the origin, naming what is on screen. */
function addressOf(page: Page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const answer: unknown = await page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${sessionStorage.getItem('rl_access_token') ?? ''}` } });
    return response.json();
  }, `/api/v1${path}`);
  return answer as T;
}

function apiList(page: Page, path: string) {
  return apiGet<{ results: { id: number }[]; total: number }>(page, path);
}

/** The operation listing a resource whose list is not the generic one (configurations, grouped by their group). */
function listingOperation(resource: ResourceDescription) {
  return operations.find((operation) => operation.method === 'GET' && operation.path === resource.path);
}

/** Rows to pick a record's page from: a page of the generic list, or every row of a grouped one. */
async function someRows(page: Page, resource: ResourceDescription): Promise<{ id: number }[]> {
  if (resource.operations.includes('list')) return (await apiList(page, `${resource.path}?limit=100`)).results;
  const groups = await apiGet<Record<string, { id: number }[] | number>>(page, resource.path);
  return Object.values(groups).flatMap((rows) => (Array.isArray(rows) ? rows : []));
}

/**
 * A row whose page shows the most: one with rows under it in every nested resource (a pricelist
 * with rates, a user with logins and accounts), so those panels are not only empty states. A
 * whole page of candidates, since the rows that have them are the oldest and lists start newest.
 */
async function richestRow(page: Page, resource: ResourceDescription) {
  const results = await someRows(page, resource);
  const children = registry.filter((child) => child.parent?.resource === resource.name && child.operations.includes('list'));
  let best = { id: results[0]?.id, filled: -1 };
  for (const { id } of results) {
    const totals = await Promise.all(children.map((child) => apiList(page, `${resourcePath(child, id)}?limit=1`).then((answer) => answer.total)));
    const filled = totals.filter((total) => total > 0).length;
    if (filled > best.filled) best = { id, filled };
    if (filled === children.length) break;
  }
  return best.id;
}

/** Opens each tab of the page's tab lists in turn; a tab is part of the address, so each is a page of its own. */
async function visitTabs(page: Page, visit: Visit) {
  const tabs = page.getByRole('main').getByRole('tab');
  for (let index = 1; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    await settle(page);
    await visit(page, addressOf(page));
  }
}

/**
 * The pages below `start` that the lists of a page below it open from their rows (an extension's
 * device, from its devices page), with their edit panel open too. Only the first row of each list:
 * the others open the same kind of page. A row leading elsewhere (a user's account) is left again.
 */
async function pagesRowsOpen(page: Page, start: string) {
  const found: string[] = [];
  const firstRows = page.getByRole('main').locator('table tbody tr[tabindex="0"]:first-child');
  for (let index = 0; index < (await firstRows.count()); index += 1) {
    const before = addressOf(page);
    await firstRows.nth(index).click();
    const hasLeft = await page
      .waitForURL((url) => `${url.pathname}${url.search}` !== before, { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!hasLeft) continue;
    const opened = addressOf(page);
    if (opened.startsWith(`${start}/`)) found.push(opened, `${opened}?edit=1`);
    await page.goBack();
    await settle(page);
  }
  return found;
}

/**
 * A record's page and every page below it that it links to (a user's accounts, the form for a new
 * one), found by following its links, and the rows of those pages' lists, so a page added under a
 * record is covered without a list here.
 */
async function walkRecord(page: Page, start: string, visit: Visit) {
  const seen = new Set([start]);
  const queue = [start];
  for (let address = queue.shift(); address; address = queue.shift()) {
    await open(page, address, visit);
    await visitTabs(page, visit);
    const links = await page
      .getByRole('main')
      .locator(`a[href^="${start}/"]`)
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    // The record's own page is left out: its lists' rows open pages elsewhere or dialogs (a pricelist's rates).
    if (address !== start) links.push(...(await pagesRowsOpen(page, start)));
    for (const link of links) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
}

/** The pages of rows nested under one row that have pages of their own (a queue's tiers): their list, form, and a row's page. */
async function walkNested(page: Page, resource: ResourceDescription, parentId: number, visit: Visit) {
  const has = (operation: Operation) => resource.operations.includes(operation);
  if (has('list')) await open(page, `${listPagePath(resource, parentId)}?page=1`, visit);
  if (has('create')) await open(page, `${listPagePath(resource, parentId)}/new`, visit);
  const [row] = (await apiList(page, `${resourcePath(resource, parentId)}?limit=1`)).results;
  // A view of another resource's rows (a queue's agents) opens them as that resource's page.
  if (!row || !(has('view') || resource.rowsOf)) return;
  await open(page, recordPagePath(resource, row.id, parentId), visit);
  if (has('edit')) await open(page, editPagePath(resource, row.id, parentId), visit);
}

async function walkResource(page: Page, resource: ResourceDescription, visit: Visit) {
  const has = (operation: Operation) => resource.operations.includes(operation);
  // Pages of their own the sidebar links to (call records' user, provider and unrated lists).
  for (const menuPage of resource.menuPages ?? []) await open(page, `/${menuPage.path}?page=1`, visit);
  if (has('list') || listingOperation(resource)) await open(page, `${listPagePath(resource)}?page=1`, visit);
  // The form for a new row, or the page rows arrive through another way (an audio file's upload).
  const addPage = addPagePath(resource);
  if (addPage) await open(page, addPage, visit);
  if (!has('view')) return;
  const id = await richestRow(page, resource);
  if (id === undefined) throw new Error(`The demo data has no ${resource.plural} to show`);
  await walkRecord(page, recordPagePath(resource, id), visit);
  if (has('edit')) await open(page, editPagePath(resource, id), visit);
  for (const child of registry.filter((candidate) => candidate.parent?.resource === resource.name && candidate.pages)) {
    await walkNested(page, child, id, visit);
  }
}

/** What the page shows once `act` has opened it (a dialog, a lookup's options, a form's errors), named after the page and it. */
async function openOver(page: Page, what: string, act: () => Promise<void>, visit: Visit) {
  const address = addressOf(page);
  await act();
  await settle(page);
  await visit(page, `${address}#${what}`);
}

/** Opens the dialog a button on the page opens, visits it, and closes it again. */
async function visitDialog(page: Page, button: string, what: string, visit: Visit) {
  await openOver(
    page,
    what,
    async () => {
      await page.getByRole('main').getByRole('button', { name: button, exact: true }).first().click();
      await page.getByRole('dialog').waitFor();
    },
    visit,
  );
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

/**
 * What a page shows only once a person acts: the dialogs (confirming a delete, crediting a call
 * account, adding and importing rates, creating credentials), an open lookup, a form's errors,
 * and the form that changes a configuration, which lives beside its record rather than below it.
 */
async function walkDialogsAndStates(page: Page, visit: Visit) {
  // The pages themselves are visited on their resources' tours; here only what opens over them.
  await goTo(page, '/dids?page=1');
  await visitDialog(page, 'Delete', 'delete-dialog', visit);
  await openOver(
    page,
    'column-chooser',
    async () => {
      await page.getByRole('button', { name: /^Columns/ }).click();
      await page.getByRole('menu').waitFor();
    },
    visit,
  );
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });

  await goTo(page, '/dids/new');
  const account = page.getByLabel('Account', { exact: true });
  await openOver(
    page,
    'open-lookup',
    async () => {
      // From the keyboard: a list opened by a click hides once the pointer is off it, as a window resized under it leaves it.
      await account.focus();
      await page.keyboard.press('ArrowDown');
      await page.getByRole('listbox').getByRole('option').first().waitFor();
    },
    visit,
  );
  await page.keyboard.press('Escape');
  await openOver(
    page,
    'errors',
    async () => {
      await page.getByLabel('Number', { exact: true }).fill('not a number');
      await page.getByLabel('Leg Timeout', { exact: true }).fill('0');
      await page.getByLabel('Leg Timeout', { exact: true }).blur();
      await page.getByText('Number must contain digits only, with an optional leading +').waitFor();
    },
    visit,
  );

  await goTo(page, '/audio_files/upload');
  await openOver(
    page,
    'errors',
    async () => {
      await page.getByRole('button', { name: 'Upload' }).click();
      await page.getByText('Category is required').waitFor();
    },
    visit,
  );

  const [configuration] = await someRows(page, configurations);
  await open(page, `/configurations/update?id=${configuration?.id}`, visit);

  await goTo(page, `/call_accounts/${await richestRow(page, callAccounts)}`);
  await visitDialog(page, 'Credit Account', 'credit-dialog', visit);
  await goTo(page, `/pricelists/${await richestRow(page, pricelists)}`);
  await visitDialog(page, 'Add Rate', 'add-rate-dialog', visit);
  await visitDialog(page, 'Import CSV', 'import-rates-dialog', visit);
  await goTo(page, `/users/${await richestRow(page, users)}`);
  await visitDialog(page, 'Create Credentials', 'credentials-dialog', visit);
}

/** Every page of the console, grouped by who sees it; resources come from the contract's registry. */
export const consoleTours: readonly Tour[] = [
  { name: 'the sign-in page', as: 'visitor', walk: (page, visit) => open(page, '/auth', visit) },
  ...topLevelResources.map((resource): Tour => ({ name: resource.plural, as: 'admin', walk: (page, visit) => walkResource(page, resource, visit) })),
  { name: 'dialogs, an open lookup and forms showing errors', as: 'admin', walk: walkDialogsAndStates },
  {
    name: 'a call record and the call-record filter',
    as: 'admin',
    async walk(page, visit) {
      const { records } = await apiGet<{ records: { id: number }[] }>(page, '/call_records/users?limit=1');
      if (!records[0]) throw new Error('The demo data has no call records to show');
      await open(page, `/call_records/${records[0].id}`, visit);
      await goTo(page, '/call_records/users?page=1');
      await visitDialog(page, 'Filter', 'filter-dialog', visit);
    },
  },
  { name: 'customer onboarding', as: 'admin', walk: (page, visit) => open(page, `/${CUSTOMER_PAGE}`, visit) },
  {
    name: 'the dashboard, reports, live calls and customers',
    as: 'admin',
    async walk(page, visit) {
      for (const address of ['/dashboard', '/reports', '/live_calls', '/customers?page=1']) await open(page, address, visit);
      await page.getByRole('main').getByRole('row').nth(1).getByRole('link').first().click();
      await page.waitForURL(/\/customers\/\d+$/);
      await settle(page);
      await visit(page, '/customers/customer');
    },
  },
  {
    name: 'account settings and the 404 page',
    as: 'admin',
    async walk(page, visit) {
      await open(page, '/me', visit);
      await open(page, '/no-such-page', visit);
    },
  },
  {
    name: 'the self-service menu and the 401 page',
    as: 'user',
    async walk(page, visit) {
      for (const address of ['/user/home', '/user/profile', '/user/phones', '/user/menu', '/user/menu/recharge', '/user/menu/logs', '/dids?page=1'])
        await open(page, address, visit);
      // The test checkout a recharge leads to, and the verify page while the payment is still open (its results show for a second only).
      await goTo(page, '/user/menu/recharge');
      const line = page.getByLabel('User Line', { exact: true });
      await line.selectOption({ index: 1 });
      const lineId = await line.inputValue();
      await page.getByLabel('Amount', { exact: true }).fill('25');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/pay\/sandbox\/RL-/);
      await settle(page);
      const reference = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      await visit(page, '/pay/sandbox/reference');
      await page.goto(`/users/call_accounts/${lineId}/recharge/verify/${reference}`);
      await page.getByText('Verifying payment, please wait...').waitFor();
      await animationsDone(page);
      await visit(page, '/users/call_accounts/line/recharge/verify/reference');
      // Where the payment ends (its receipt, still pending here) and the history that lists it.
      await open(page, `/user/payments/${reference}`, visit);
      await open(page, '/user/payments?page=1', visit);
    },
  },
];

/** A browser tab for the tour: a new visitor, or signed in through the form as the one who walks it. */
export async function openTourPage(harness: BrowserApp, tour: Tour): Promise<Page> {
  if (tour.as === 'visitor') return (await harness.newPage()).page;
  const person = tour.as === 'admin' ? ADMIN : harness.demoUser;
  return (await harness.signedInPage(person)).page;
}
