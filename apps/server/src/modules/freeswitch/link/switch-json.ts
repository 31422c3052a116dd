import { z } from 'zod';

/** Sends one command to a switch and answers its text. */
export type SwitchApi = (command: string) => Promise<string>;

const jsonAnswer = z.object({ status: z.string(), message: z.string().optional(), response: z.unknown() });

/**
 * One of FreeSWITCH's JSON APIs (`json {"command": "sofia.status", "data": ""}`), its response
 * read with `schema`: structured answers instead of tables meant for a terminal.
 */
export async function askJson<S extends z.ZodType>(api: SwitchApi, command: string, data: unknown, schema: S): Promise<z.output<S>> {
  const text = await api(`json ${JSON.stringify({ command, data })}`);
  let answer: z.output<typeof jsonAnswer>;
  try {
    answer = jsonAnswer.parse(JSON.parse(text));
  } catch {
    throw new Error(`The switch answered ${command} with something that is not its JSON: ${text.slice(0, 200)}`);
  }
  if (answer.status !== 'success') throw new Error(`The switch could not answer ${command}: ${answer.message ?? answer.status}`);
  return schema.parse(answer.response);
}

/** mod_callcenter's lists (`agent list`, `tier list`), one object of text fields per row. */
export const callcenterRows = z.array(z.record(z.string(), z.string()));

export const callcenterList = (api: SwitchApi, what: 'agent list' | 'tier list') => askJson(api, 'callcenter_config', { arguments: what }, callcenterRows);

/** `queue list`: its numbers come as numbers. */
export const callcenterQueues = (api: SwitchApi) =>
  askJson(api, 'callcenter_config', { arguments: 'queue list' }, z.array(z.object({ name: z.string(), strategy: z.string() }).loose()));

const sofiaGateway = z.object({ data: z.string().default(''), state: z.string().default(''), retry: z.union([z.number(), z.string()]).optional() });
const sofiaProfile = z.object({
  status: z.object({ type: z.string(), state: z.string().default(''), data: z.string().default('') }),
  gateways: z.record(z.string(), sofiaGateway).optional(),
});

/** `sofia.status`: every profile (and alias) with its gateways and their registration state. */
export const sofiaStatus = (api: SwitchApi) => askJson(api, 'sofia.status', '', z.object({ profiles: z.record(z.string(), sofiaProfile) }));

/** A count from `show registrations count` / `show calls count`, which answer "3 total.". */
export async function countOf(api: SwitchApi, what: 'registrations' | 'calls') {
  const text = await api(`show ${what} count`);
  const count = /(\d+) total/.exec(text)?.[1];
  if (count === undefined) throw new Error(`The switch answered "show ${what} count" with ${text.trim().slice(0, 200)}`);
  return Number(count);
}
