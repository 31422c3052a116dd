import { normalizePhone } from '@ringledger/contract';
import type { Executor } from '../db/client.js';
import { userLogins, users } from '../db/schema/index.js';
import { hashPassword } from '../modules/session/passwords.js';

export interface Person {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  type: 'admin' | 'agent' | 'user';
}

/** Creates a user with one login named after their e-mail address. */
export async function createPersonWithLogin(db: Executor, person: Person, password: string, createdById?: number) {
  const [user] = await db
    .insert(users)
    .values({ ...person, phone: normalizePhone(person.phone), created_by_id: createdById })
    .returning({ id: users.id });
  await db
    .insert(userLogins)
    .values({ user_id: user.id, login: person.email, password_hash: await hashPassword(password), created_by_id: createdById ?? user.id });
  return user.id;
}
