export function Logo({ showName = true }: { showName?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <img src="/favicon.svg" alt={showName ? '' : 'Ringledger'} className="size-8" />
      {showName && <span className="text-lg font-semibold tracking-tight text-brand-navy dark:text-slate-100">Ringledger</span>}
    </span>
  );
}
