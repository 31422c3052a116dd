import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource, isAllowed, textField } from '@ringledger/contract';
import { temporaryAudioFolder } from '../app.js';
import type { Principal } from '../auth/principal.js';
import { pricelists } from '../db/schema/index.js';
import { createTemporaryOutboxMailer } from '../mail/mailer.js';
import { createSecretBox } from '../secret-box.js';
import { createSwitchLink } from '../switch-link/switch-link.js';
import { useTestApp } from '../test/harness.js';
import { createUser } from '../test/factories.js';
import { defineBehaviour, type AppServices, type WriteContext } from './behaviour.js';
import { createResourceStore } from './resource-store.js';

/**
 * Pricelists seen through a test-only description whose answers depend on who asks: the
 * description only on one pricelist's own answer and only for editors, and who asked on every one.
 */
const notedPricelists = defineResource({
  name: 'noted_pricelists',
  label: 'PRICELISTS',
  singular: 'Pricelist',
  plural: 'pricelists',
  menu: 'Tests',
  operations: ['list', 'view', 'create', 'edit'],
  fields: {
    name: textField('Name', { max: 100, required: true }),
    description: textField('Description', { multiline: true, nullable: true }),
  },
  record: z.object({ id: z.number(), name: z.string(), description: z.string().nullable().optional(), asked_by: z.number().optional() }),
  sortable: [],
  searchable: [],
  filters: {},
  columns: ['name'],
  display: 'name',
  titles: { list: 'Pricelists', create: 'New Pricelist', view: 'Pricelist' },
});

const store = createResourceStore(
  notedPricelists,
  defineBehaviour(
    notedPricelists,
    {
      decorate(record, { principal, isList }) {
        const { description: _hidden, ...listed } = record;
        const isShown = !isList && isAllowed(principal.actions, 'PRICELISTS', 'edit');
        return { ...(isShown ? record : listed), asked_by: principal.userId };
      },
    },
    pricelists,
  ),
);

describe("a resource's decorate hook", () => {
  const context = useTestApp();
  let editor: Principal;
  let reader: Principal;
  let write: WriteContext;
  let services: AppServices;

  beforeAll(async () => {
    editor = { userId: (await createUser(context.db)).id, deviceId: 0, actions: { PRICELISTS: ['list', 'view', 'create', 'edit'] } };
    reader = { userId: (await createUser(context.db, 'agent')).id, deviceId: 0, actions: { PRICELISTS: ['list', 'view'] } };
    const secrets = createSecretBox(randomBytes(32));
    services = {
      mail: { mailer: createTemporaryOutboxMailer(), consoleUrl: 'http://localhost:8080' },
      log: context.app.log,
      secrets,
      audio: temporaryAudioFolder(),
      settleAccess: () => context.app.access.settle(),
      settings: context.app.settings,
      payments: null,
      switches: createSwitchLink({ db: context.db, secrets, log: () => undefined }),
      liveCalls: context.app.liveCalls,
    };
    write = { actor: editor, services };
  });

  const newPricelist = () => ({ name: `Noted ${randomBytes(4).toString('hex')}`, description: 'Margins agreed with the carrier' });

  it('shapes one record for the one who asks: an editor sees the description on its own answer, a reader does not', async () => {
    const { id } = await store.create(context.db, newPricelist(), write);
    expect(await store.get(context.db, Number(id), { principal: editor, services })).toMatchObject({
      description: 'Margins agreed with the carrier',
      asked_by: editor.userId,
    });
    const read = await store.get(context.db, Number(id), { principal: reader, services });
    expect(read).toMatchObject({ id, asked_by: reader.userId });
    expect(read).not.toHaveProperty('description');
  });

  it('tells list rows from a record answered alone, so a list never carries the description', async () => {
    await store.create(context.db, newPricelist(), write);
    const page = await store.list(context.db, { page: 1, limit: 100 }, { principal: editor, services });
    expect(page.results.length).toBeGreaterThan(0);
    for (const row of page.results) {
      expect(row).not.toHaveProperty('description');
      expect(row.asked_by).toBe(editor.userId);
    }
  });

  it("answers a create and an edit as the writer's own view of the record", async () => {
    const created = await store.create(context.db, newPricelist(), write);
    expect(created).toMatchObject({ description: 'Margins agreed with the carrier', asked_by: editor.userId });
    const updated = await store.update(context.db, Number(created.id), { description: 'Renegotiated' }, { ...write, actor: reader });
    expect(updated).toMatchObject({ id: created.id, asked_by: reader.userId });
    expect(updated).not.toHaveProperty('description');
  });

  it('refuses, at start, a record key that is no column and that no decorate hook adds', () => {
    expect(() => createResourceStore(notedPricelists, defineBehaviour(notedPricelists, {}, pricelists))).toThrow(
      'noted_pricelists: record key asked_by is neither a column nor a row it can embed, and no decorate hook adds it',
    );
  });
});
