import type { RefusedLine } from './rate-files';

/** Why an import was refused, line by line, so the file can be corrected. */
export function RefusedLines({ message, lines }: { message: string; lines: readonly RefusedLine[] }) {
  return (
    <div role="alert" className="rounded-lg border border-brand-red/30 bg-brand-red/5 p-3 text-sm">
      <p className="font-medium text-brand-red">{message}</p>
      <ul aria-label="Refused lines" className="mt-2 max-h-48 space-y-1 overflow-y-auto text-slate-700 dark:text-slate-200">
        {lines.map((line) => (
          <li key={`${line.line}-${line.error}`}>
            <span className="font-semibold tabular-nums">Line {line.line}:</span> {line.error}
          </li>
        ))}
      </ul>
    </div>
  );
}
