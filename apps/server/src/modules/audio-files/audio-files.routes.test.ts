import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { temporaryAudioFolder } from '../../app.js';
import { useTestApp } from '../../test/harness.js';
import { createUser, signIn } from '../../test/factories.js';
import { multipartFile } from '../../test/multipart.js';
import { sineWav } from './sine-wav.js';

describe('audio files', () => {
  const audio = { ...temporaryAudioFolder(), mountedDirectory: '/usr/share/freeswitch/sounds/ringledger' };
  const context = useTestApp({ audio });
  let admin: Awaited<ReturnType<typeof signIn>>;
  let agent: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    admin = await signIn(context.app, await createUser(context.db, 'admin'));
    agent = await signIn(context.app, await createUser(context.db, 'agent'));
  });

  const upload = async (content: string | Buffer, options: { category?: string; filename?: string; session?: typeof admin } = {}) => {
    const body = await multipartFile(content, { filename: options.filename ?? 'welcome.wav', type: 'audio/wav' });
    return context.app.inject({
      method: 'POST',
      url: `/api/v1/audio_files/${options.category ?? 'ivr-welcome'}`,
      payload: body.payload,
      headers: { ...(options.session ?? admin).headers, ...body.headers },
    });
  };
  const download = (id: number, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url: `/api/v1/audio_files/${id}/download`, headers: { ...admin.headers, ...headers } });
  /** Every file in the category folders, temporary ones included. */
  const storedFiles = async () => {
    const categories = await readdir(audio.directory).catch(() => []);
    const nested = await Promise.all(
      categories.map(async (category) => (await readdir(path.join(audio.directory, category))).map((name) => `${category}/${name}`)),
    );
    return nested.flat().sort();
  };

  it('keeps a real WAV under a generated name and answers its size, duration, format and folders', async () => {
    const wav = sineWav({ seconds: 1.5, sampleRate: 16_000 });
    const response = await upload(wav, { filename: '..\\..\\etc/Welcome menu.wav', category: 'ivr-menu' });
    expect(response.statusCode, response.body).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({
      filename: 'Welcome menu.wav',
      filesize: wav.length,
      duration: 1.5,
      format: 'PCM 16-bit, 16000 Hz, mono',
      category: 'ivr-menu',
      info: { absolute_directory: path.join(audio.directory, 'ivr-menu'), mounted_directory: '/usr/share/freeswitch/sounds/ringledger/ivr-menu' },
      created_by: { firstname: expect.any(String) },
    });
    expect(record.location).toMatch(/^\/usr\/share\/freeswitch\/sounds\/ringledger\/ivr-menu\/[0-9a-f-]{36}\.wav$/);
    const stored = path.join(audio.directory, 'ivr-menu', path.posix.basename(record.location));
    expect(await readFile(stored)).toEqual(wav);
    const view = await context.app.inject({ method: 'GET', url: `/api/v1/audio_files/${record.id}`, headers: agent.headers });
    expect(view.json()).toEqual(record);
  });

  it.each([
    ['a renamed text file', Buffer.from('This is not audio, only text in a .wav name\n'.repeat(4)), 'notes.wav', /no RIFF\/WAVE header/],
    ['a truncated header', sineWav({ seconds: 1 }).subarray(0, 30), 'cut.wav', /cut short/],
    ['audio cut short', sineWav({ seconds: 1 }).subarray(0, 2000), 'cut.wav', /cut short/],
    ['a .txt name', sineWav({ seconds: 1 }), 'prompt.txt', /Only \.wav files/],
  ])('refuses %s with 400 and keeps nothing', async (_name, content, filename, message) => {
    const before = await storedFiles();
    const response = await upload(content, { filename });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an unknown category with 400', async () => {
    const response = await upload(sineWav({ seconds: 0.5 }), { category: 'music' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/Category must be one of ivr-menu, ivr-welcome, callcenter/);
  });

  it('refuses a file over 20 MB with 413 and a sentence', async () => {
    const response = await upload(sineWav({ seconds: 700, sampleRate: 16_000 }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The file is larger than 20 MB; upload a shorter recording' });
    expect((await storedFiles()).filter((name) => name.includes('.upload-'))).toEqual([]);
  });

  it('leaves no file behind when the row cannot be stored', async () => {
    const before = await storedFiles();
    await context.db.execute(sql`alter table audio_files add constraint refuse_all check (false) not valid`);
    try {
      expect((await upload(sineWav({ seconds: 0.5 }))).statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await context.db.execute(sql`alter table audio_files drop constraint refuse_all`);
    }
    expect(await storedFiles()).toEqual(before);
  });

  describe('download', () => {
    const wav = sineWav({ seconds: 1 });
    let id: number;
    beforeAll(async () => {
      id = (await upload(wav, { filename: 'Grüße – menü.wav' })).json().id;
    });

    it('sends the exact bytes as audio/wav, named safely, uncompressed even when the client takes gzip', async () => {
      const response = await download(id, { 'accept-encoding': 'gzip, br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('audio/wav');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Gr__e _ men_.wav"; filename*=UTF-8''Gr%C3%BC%C3%9Fe%20%E2%80%93%20men%C3%BC.wav`,
      );
      expect(response.rawPayload).toEqual(wav);
    });

    it('answers a range with 206 and Content-Range, so a player can seek', async () => {
      const response = await download(id, { range: 'bytes=100-199' });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes 100-199/${wav.length}`);
      expect(response.rawPayload).toEqual(wav.subarray(100, 200));
      const tail = await download(id, { range: 'bytes=-10' });
      expect(tail.rawPayload).toEqual(wav.subarray(wav.length - 10));
    });

    it('answers 416 for a range outside the file', async () => {
      const response = await download(id, { range: `bytes=${wav.length}-` });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${wav.length}`);
      expect(response.json().error).toMatch(/outside the file/);
    });

    it('answers 404 for a missing audio file', async () => {
      expect((await download(999_999)).statusCode).toBe(404);
    });
  });

  it('lists with size and duration, sorted and searched like other lists', async () => {
    await upload(sineWav({ seconds: 2 }), { filename: 'zz-longest-hold.wav', category: 'callcenter' });
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/audio_files?sort_by=-duration&search=zz-longest', headers: agent.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 1, results: [{ filename: 'zz-longest-hold.wav', duration: 2, filesize: 32_044 }] });
    const byCategory = await context.app.inject({ method: 'GET', url: '/api/v1/audio_files?category=callcenter', headers: admin.headers });
    expect(byCategory.json().results.every((row: { category: string }) => row.category === 'callcenter')).toBe(true);
  });

  it('deletes the row and its file, and has no PATCH', async () => {
    const record = (await upload(sineWav({ seconds: 0.5 }), { category: 'callcenter' })).json();
    const stored = `callcenter/${path.posix.basename(record.location)}`;
    expect(await storedFiles()).toContain(stored);
    const patch = await context.app.inject({
      method: 'PATCH',
      url: `/api/v1/audio_files/${record.id}`,
      headers: admin.headers,
      payload: { filename: 'x.wav' },
    });
    expect(patch.statusCode).toBe(404);
    const response = await context.app.inject({ method: 'DELETE', url: `/api/v1/audio_files/${record.id}`, headers: admin.headers });
    expect(response.statusCode).toBe(204);
    expect(await storedFiles()).not.toContain(stored);
    expect((await download(record.id)).statusCode).toBe(404);
  });

  it('lets an agent list, view and download but not upload or delete', async () => {
    const record = (await upload(sineWav({ seconds: 0.5 }))).json();
    expect((await download(record.id, agent.headers)).statusCode).toBe(200);
    expect((await upload(sineWav({ seconds: 0.5 }), { session: agent })).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'DELETE', url: `/api/v1/audio_files/${record.id}`, headers: agent.headers })).statusCode).toBe(403);
  });
});
