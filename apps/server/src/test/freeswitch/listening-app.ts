import { beforeAll } from 'vitest';
import type { AppOptions } from '../../app.js';
import { useTestApp, type TestContext } from '../harness.js';
import { SWITCH } from '../call-world.js';

export interface ListeningContext extends TestContext {
  /** Where the switch reaches this app: `http://127.0.0.1:PORT`. */
  url: string;
}

/** A test file's app (see useTestApp) listening on a loopback port, for a real switch to call; it takes the test switch credentials. */
export function useListeningTestApp(options: Partial<AppOptions> = {}): ListeningContext {
  const context = useTestApp({ switchCredentials: SWITCH, ...options }) as ListeningContext;
  beforeAll(async () => {
    context.url = await context.app.listen({ host: '127.0.0.1', port: 0 });
  });
  return context;
}
