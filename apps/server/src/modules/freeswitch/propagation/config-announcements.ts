import { z } from 'zod';

const gateway = z.object({ name: z.string(), profile: z.string().nullable(), enabled: z.boolean() }).nullable();
const profile = z.object({ name: z.string(), live: z.boolean() }).nullable();

/** What PostgreSQL announces on rl_switch_config (see the switches migration). */
export const configChange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('gateway'), old: gateway, new: gateway }),
  z.object({ kind: z.literal('profile'), old: profile, new: profile }),
  /** An agent or queue written: `name` (name@domain) is reloaded even where it looks the same on the switch; none on a delete. */
  z.object({ kind: z.enum(['agent', 'queue']), name: z.string().optional() }),
  z.object({ kind: z.enum(['tier', 'directory', 'all']) }),
]);
export type ConfigChange = z.infer<typeof configChange>;
export type GatewayChange = Extract<ConfigChange, { kind: 'gateway' }>;
export type ProfileChange = Extract<ConfigChange, { kind: 'profile' }>;

export function readConfigChange(payload: string): ConfigChange | undefined {
  try {
    return configChange.parse(JSON.parse(payload));
  } catch {
    return undefined;
  }
}
