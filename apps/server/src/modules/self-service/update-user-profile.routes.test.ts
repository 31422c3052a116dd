import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { addLogin, createUser, signIn } from '../../test/factories.js';

describe("a customer's own profile", () => {
  const context = useTestApp();

  async function customer() {
    const user = await createUser(context.db, 'user');
    return { ...user, headers: (await signIn(context.app, user)).headers };
  }

  const patch = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    context.app.inject({ method: 'PATCH', url: '/api/v1/users/profile', headers, payload });

  it('changes their name and e-mail, answers their session user, and records it on the audit trail', async () => {
    const ada = await customer();
    const email = `ada.obi.${ada.id}@example.test`;
    const response = await patch(ada.headers, { firstname: ' Ada ', lastname: 'Obi', email });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: ada.id, firstname: 'Ada', lastname: 'Obi', email, role: { name: 'user' } });
    expect(response.json().actions.SELF_SERVICE).toContain('view');

    const [stored] = await context.db.select().from(users).where(eq(users.id, ada.id));
    expect(stored).toMatchObject({ firstname: 'Ada', lastname: 'Obi', email });
    const [entry] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'users'), eq(auditLog.resource_id, ada.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'update', created_by_id: ada.id });
    expect(entry.before).toMatchObject({ firstname: 'Test', lastname: 'user', email: ada.email });
    expect(entry.after).toEqual({ firstname: 'Ada', lastname: 'Obi', email });

    // Signed in with the new e-mail from now on.
    expect((await signIn(context.app, { email, password: ada.password })).body.user.firstname).toBe('Ada');
  });

  it("refuses another user's e-mail or username with a 409 naming the field", async () => {
    const ada = await customer();
    const bola = await customer();
    const taken = await patch(ada.headers, { firstname: 'Ada', lastname: 'Obi', email: bola.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'A user with this email already exists', fields: { email: 'A user with this email already exists' } });

    await addLogin(context.db, bola.id, `bola${bola.id}@example.test`, 'another password 1');
    const username = await patch(ada.headers, { firstname: 'Ada', lastname: 'Obi', email: `bola${bola.id}@example.test` });
    expect(username.statusCode).toBe(409);
    expect(username.json().fields).toEqual({ email: "This email is another user's username" });

    // Their own e-mail, unchanged, is no conflict.
    expect((await patch(ada.headers, { firstname: 'Ada', lastname: 'Obi', email: ada.email })).statusCode).toBe(200);
  });

  it("answers 400 in the form's words for a missing name, a bad e-mail or a field it does not take", async () => {
    const ada = await customer();
    const blank = await patch(ada.headers, { firstname: '  ', lastname: 'Obi', email: ada.email });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('Firstname is required');
    const noEmail = await patch(ada.headers, { firstname: 'Ada', lastname: 'Obi', email: '' });
    expect(noEmail.json().error).toBe('Email is required');
    const badEmail = await patch(ada.headers, { firstname: 'Ada', lastname: 'Obi', email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error).toBe('Enter a valid e-mail address');
    // Nobody changes their own type (and so their role) through their profile.
    const type = await patch(ada.headers, { firstname: 'Ada', lastname: 'Obi', email: ada.email, type: 'admin' });
    expect(type.statusCode).toBe(400);
    const [stored] = await context.db.select().from(users).where(eq(users.id, ada.id));
    expect(stored.type).toBe('user');
  });

  it('needs a session', async () => {
    const response = await context.app.inject({ method: 'PATCH', url: '/api/v1/users/profile', payload: { firstname: 'A', lastname: 'B', email: 'a@b.test' } });
    expect(response.statusCode).toBe(401);
  });
});
