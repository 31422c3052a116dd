export function DetailsSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="grid grid-cols-1 gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 9 }, (_, index) => (
        <div key={index} className="space-y-2">
          <div className="h-2.5 w-20 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
          <div className="h-3.5 w-36 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
        </div>
      ))}
    </div>
  );
}
