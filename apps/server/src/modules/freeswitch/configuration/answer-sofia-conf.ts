import type { AppServices } from '../../../resources/behaviour.js';
import type { XmlAnswerer } from '../xml-curl/xml-answerer.js';
import { loadSofiaProfiles } from './sofia-conf.queries.js';
import { sofiaConfiguration, type SofiaGateway } from './sofia-conf.js';

type GatewayRow = Awaited<ReturnType<typeof loadSofiaProfiles>>[number]['gateways'][number];

/** A gateway as sofia gets it, its password opened; one whose seal no longer opens (another ENCRYPTION_KEY) is left out and said. */
function openGateway(row: GatewayRow, services: AppServices): SofiaGateway | undefined {
  let password: string | null = null;
  try {
    password = row.password ? services.secrets.open(row.password) : null;
  } catch {
    services.log.error(`gateway ${row.name} is left out of sofia.conf: its password does not open with this ENCRYPTION_KEY`);
    return undefined;
  }
  const { name, parameters, variables, inboundVariables, outboundVariables } = row;
  return { name, password, parameters, variables, inboundVariables, outboundVariables };
}

/**
 * sofia.conf, asked at module load, for one profile (`profile=`, when it starts, rescans or
 * reloads), and for a gateway being restarted: the profiles this switch runs, from the database.
 * A profile Ringledger does not run is left to the switch's own files.
 */
export const answerSofiaConf: XmlAnswerer = async (request, { db, services }) => {
  const profileName = request.field('profile');
  const profiles = await loadSofiaProfiles(db, { hostname: request.hostname, profileName });
  if (profileName !== undefined && profiles.length === 0) return undefined;
  return sofiaConfiguration(
    profiles.map((profile) => ({
      ...profile,
      gateways: profile.gateways.map((row) => openGateway(row, services)).filter((gateway) => gateway !== undefined),
    })),
  );
};
