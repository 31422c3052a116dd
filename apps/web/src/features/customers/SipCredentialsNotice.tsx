import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { sipCredentialsState, type PortalLogin, type SipCredentials } from './customer-form';

type Handover = { sipCredentials: SipCredentials; portalLogin?: PortalLogin };

function rowsOf({ sipCredentials, portalLogin }: Handover) {
  const sip = [
    ['SIP domain', sipCredentials.domain],
    ['Username', sipCredentials.username],
    ['Password', sipCredentials.password],
  ] as const;
  const portal = portalLogin
    ? ([
        ['Portal username', portalLogin.login],
        ['Portal password', portalLogin.password],
      ] as const)
    : [];
  return [...sip, ...portal];
}

async function copy(handover: Handover) {
  const text = rowsOf(handover)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
  try {
    await navigator.clipboard.writeText(text);
    toast.success(handover.portalLogin ? 'SIP credentials and portal login copied' : 'SIP credentials copied');
  } catch {
    toast.error('Could not copy them; select them and copy them instead');
  }
}

/**
 * The new customer's SIP credentials (and portal login, when one was made), handed over by the
 * onboarding form and shown on the customer's page this once: the navigation carries them, so a
 * reload or a later visit does not.
 */
export function SipCredentialsNotice() {
  const headingId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const [handover, setHandover] = useState<Handover | undefined>(() => sipCredentialsState.safeParse(location.state).data);
  const hasState = location.state !== null;
  useEffect(() => {
    // Taken off the history entry at once, so neither a reload nor Back shows the password again.
    if (hasState) navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [hasState, navigate, location.pathname, location.search]);
  if (!handover) return null;
  const rows = rowsOf(handover);
  return (
    <Panel className="mb-5 border-amber-300 p-6 dark:border-amber-500/60" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-brand-navy dark:text-slate-100">
        SIP credentials
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Shown only this once: give them to the customer or copy them now. The SIP password can be seen again on the device&apos;s page by those who may edit
        devices.{handover.portalLogin && ' The portal login was mailed to the customer too.'}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="font-mono text-sm break-all text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy(handover)}>
          Copy
        </Button>
        <Button variant="ghost" onClick={() => setHandover(undefined)}>
          Done
        </Button>
      </div>
    </Panel>
  );
}
