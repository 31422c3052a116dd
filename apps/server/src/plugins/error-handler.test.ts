import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler.js';
import { conflict } from '../errors/app-error.js';

async function appThatThrows(error: unknown) {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

describe('the error handler', () => {
  it('hides an unexpected error behind a generic 500 {error}', async () => {
    const app = await appThatThrows(new Error('connection to 10.0.0.5 refused by secret-host'));
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Something went wrong on our side; it has been logged' });
    expect(response.body).not.toMatch(/secret-host|at .+:\d+/);
  });

  it('maps an AppError to its status and message', async () => {
    const response = await (await appThatThrows(conflict('Number already taken'))).inject({ url: '/boom' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Number already taken' });
  });

  it('turns database constraint errors that slip through into 4xx, without the SQL detail', async () => {
    const unique = Object.assign(new Error('duplicate key value violates unique constraint "dids_number_idx"'), {
      code: '23505',
      detail: 'Key (number)=(123) already exists.',
    });
    const wrapped = new Error('Failed query: insert into dids ...', { cause: unique });
    const response = await (await appThatThrows(wrapped)).inject({ url: '/boom' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('A record with this number already exists');
    const stillUsed = Object.assign(new Error('fk'), { code: '23503', table: 'dids', detail: 'Key (id)=(4) is still referenced from table "dids".' });
    const inUse = await (await appThatThrows(stillUsed)).inject({ url: '/boom' });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toBe('It is still used by DIDs; remove or reassign them first');
  });
});
