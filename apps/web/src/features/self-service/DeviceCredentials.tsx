import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { revealUserDevicePassword, type UserPhone } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { operationPath } from '../../framework';
import { Button } from '../../ui/Button';
import { LockIcon } from '../../ui/Icons';
import { Spinner } from '../../ui/Spinner';
import { CopyButton } from './CopyButton';

type Device = UserPhone['devices'][number];

function Credential({ term, value, what }: { term: string; value: string; what: string }) {
  return (
    <div className="flex items-center justify-between gap-2 py-1.5">
      <dt className="w-28 shrink-0 text-xs text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className="flex min-w-0 flex-1 items-center justify-end gap-1">
        <code className="truncate rounded bg-slate-100 px-2 py-1 font-mono text-sm text-brand-navy dark:bg-slate-900 dark:text-slate-100">{value}</code>
        <CopyButton value={value} what={what} />
      </dd>
    </div>
  );
}

/**
 * What a phone needs to register: the SIP username, the domain (realm and registrar), and the
 * password, asked of the server only when the owner presses Show password (each time is audited)
 * and held in this screen only, never in the cache.
 */
export function DeviceCredentials({ device, domain }: { device: Device; domain: string }) {
  const headingId = useId();
  const reveal = useMutation({
    mutationFn: () => apiRequest<{ password: string }>(revealUserDevicePassword.method, operationPath(revealUserDevicePassword, { deviceId: device.id })),
  });
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <h4 id={headingId} className="mb-1 text-sm font-semibold text-brand-navy dark:text-slate-100">
        Phone {device.username}
        {device.description ? ` · ${device.description}` : ''}
        {!device.enabled && <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">(turned off)</span>}
      </h4>
      <dl>
        <Credential term="SIP username" value={device.username} what="Username" />
        <Credential term="Domain (realm)" value={domain} what="Domain" />
        {reveal.data ? (
          <Credential term="Password" value={reveal.data.password} what="Password" />
        ) : (
          <div className="flex items-center justify-between gap-2 py-1.5">
            <dt className="w-28 shrink-0 text-xs text-slate-500 dark:text-slate-400">Password</dt>
            <dd>
              <Button variant="secondary" className="h-8 px-3" onClick={() => reveal.mutate()} disabled={reveal.isPending}>
                {reveal.isPending ? <Spinner /> : <LockIcon width={14} height={14} />}
                Show password
              </Button>
            </dd>
          </div>
        )}
      </dl>
      {reveal.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {reveal.error.message}
        </p>
      )}
    </section>
  );
}
