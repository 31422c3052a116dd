import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'vitest';

export interface SwitchTools {
  /** The freeswitch binary. */
  freeswitch: string;
  /** Its modules folder. */
  modules: string;
  /** sipp, playing phones and carriers. */
  sipp: string;
}

const DEFAULT_PREFIX = '/opt/rlfs';

function findOnPath(command: string) {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** FreeSWITCH from FREESWITCH_BIN, else the tree `../shared/freeswitch/install.sh` unpacks in /opt/rlfs; and sipp. */
export function findSwitchTools(): SwitchTools | { missing: string } {
  const freeswitch = process.env.FREESWITCH_BIN ?? path.join(DEFAULT_PREFIX, 'bin/freeswitch');
  if (!existsSync(freeswitch)) return { missing: `no FreeSWITCH at ${freeswitch} (set FREESWITCH_BIN, or run ../shared/freeswitch/install.sh)` };
  const modules = path.join(path.dirname(path.dirname(freeswitch)), 'mod');
  if (!existsSync(modules)) return { missing: `no FreeSWITCH modules folder at ${modules}` };
  const sipp = findOnPath('sipp');
  if (!sipp) return { missing: 'no sipp (apt-get install sip-tester)' };
  return { freeswitch, modules, sipp };
}

/**
 * Tests against a real FreeSWITCH. Where there is none they are skipped with one line saying why,
 * except where REQUIRE_FREESWITCH=1 (CI), where a missing switch fails the run.
 */
export function describeWithSwitch(name: string, body: (tools: SwitchTools) => void) {
  const tools = findSwitchTools();
  if ('missing' in tools) {
    if (process.env.REQUIRE_FREESWITCH === '1') {
      describe(name, () => {
        it('needs a real FreeSWITCH', () => {
          throw new Error(`REQUIRE_FREESWITCH=1 but ${tools.missing}`);
        });
      });
      return;
    }
    // One line saying why, reported as skipped: a newcomer's machine without a switch runs everything else.
    describe(name, () => {
      it(`needs a real FreeSWITCH: ${tools.missing}`, (context) => context.skip(tools.missing));
    });
    return;
  }
  describe(name, () => body(tools));
}
