import type { UserPhone } from '@ringledger/contract';
import { EmptyState } from '../../ui/EmptyState';
import { Panel } from '../../ui/Panel';
import { DeviceCredentials } from './DeviceCredentials';
import { useUserPhones } from './usePhones';

function Extension({ phone }: { phone: UserPhone }) {
  const headingId = `extension-${phone.id}`;
  return (
    <Panel aria-labelledby={headingId} className="p-5">
      <h2 id={headingId} className="text-base font-semibold text-brand-navy dark:text-slate-100">
        Extension {phone.username}
        {phone.display_name ? <span className="font-normal text-slate-500 dark:text-slate-400"> · {phone.display_name}</span> : null}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Dialled inside as</dt>
          <dd className="font-medium break-all text-brand-navy dark:text-slate-100">
            {phone.username}@{phone.domain}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Reached from outside at</dt>
          <dd className="font-medium text-brand-navy dark:text-slate-100">
            {phone.dids.length > 0 ? phone.dids.map((did) => did.number).join(', ') : 'No DID'}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Calls billed to</dt>
          <dd className="font-medium text-brand-navy dark:text-slate-100">{phone.line ? `${phone.line.name} · ${phone.line.number}` : 'Not set'}</dd>
        </div>
      </dl>
      <h3 className="mt-5 mb-2 text-sm font-semibold text-brand-navy dark:text-slate-100">Set up a phone</h3>
      {phone.devices.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">No phone is registered for this extension yet; ask your operator to add one.</p>
      ) : (
        <div className="grid gap-3 lg:grid-cols-2">
          {phone.devices.map((device) => (
            <DeviceCredentials key={device.id} device={device} domain={phone.domain} />
          ))}
        </div>
      )}
    </Panel>
  );
}

/** A customer's extensions and DIDs, with what each phone needs to register, so they can set one up without calling support. */
export function PhonesPage() {
  const phones = useUserPhones();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <p className="text-sm text-slate-500 dark:text-slate-400">
        Enter these in your phone or softphone&rsquo;s SIP account settings: the username, the domain as both domain and registrar, and the password.
      </p>
      {phones.isPending && <div role="progressbar" aria-label="Loading your phones" className="h-40 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />}
      {phones.data?.total === 0 && (
        <EmptyState title="You have no extensions yet">Your operator sets them up for you; they show here with what your phone needs.</EmptyState>
      )}
      {phones.data?.results.map((phone) => (
        <Extension key={phone.id} phone={phone} />
      ))}
    </div>
  );
}
