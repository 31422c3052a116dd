import type { Executor } from '../db/client.js';
import { createPersonWithLogin, type Person } from './people.js';
import { generatePassword } from '../modules/session/passwords.js';
import { seedLocalizations, seedPricelists } from './demo/pricing.js';
import { seedCustomers } from './demo/customers.js';
import { seedSwitch } from './demo/switch.js';
import type { SecretBox } from '../secret-box.js';
import type { AppServices } from '../resources/behaviour.js';
import { seedAudioFiles } from './demo/audio.js';
import { seedExtensions } from './demo/extensions.js';
import { seedCallCentre } from './demo/call-centre.js';

export interface DemoLogins {
  agent: { email: string; password: string };
  user: { email: string; password: string };
}

/**
 * Realistic sample data so every list pages on first start: users, localizations, pricelists
 * (one with a few thousand rates), accounts, call accounts funded through the ledger, caller ids, DIDs,
 * the switch: domains, SIP profiles, gateways and trunks, extensions with their devices and DIDs,
 * audio prompts written into `audio`, and a call centre of two queues with their agents and tiers.
 */
export async function loadDemoData(db: Executor, adminId: number, options: { secrets: SecretBox; audio: AppServices['audio'] }): Promise<DemoLogins> {
  const agentPassword = generatePassword();
  const userPassword = generatePassword();
  const agent: Person = { firstname: 'Ada', lastname: 'Agent', email: 'agent@example.com', phone: '2348030000001', type: 'agent' };
  const selfService: Person = { firstname: 'Uche', lastname: 'User', email: 'user@example.com', phone: '2348030000002', type: 'user' };
  const agentId = await createPersonWithLogin(db, agent, agentPassword, adminId);
  const selfServiceId = await createPersonWithLogin(db, selfService, userPassword, adminId);

  const localizationRows = await seedLocalizations(db, adminId);
  const { standard, premium } = await seedPricelists(db, adminId);
  await seedCustomers(db, {
    adminId,
    selfServiceId,
    pricelistIds: { standard: standard.id, premium: premium.id },
    localizationIds: localizationRows.map((row) => row.id),
  });
  await seedSwitch(db, { adminId, secrets: options.secrets });
  await seedExtensions(db, { adminId, secrets: options.secrets });
  await seedAudioFiles(db, { adminId, audio: options.audio });
  await seedCallCentre(db, { adminId, agentId });
  return { agent: { email: agent.email, password: agentPassword }, user: { email: selfService.email, password: userPassword } };
}
