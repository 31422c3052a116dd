import { useId } from 'react';
import type { ResourceDescription } from '@ringledger/contract';
import { FormField } from './FormField';
import type { FormMode } from './form-values';

/** Every writable field of the description, in its declared order. */
export function ResourceFields({ resource, mode }: { resource: ResourceDescription; mode: FormMode }) {
  const idPrefix = useId();
  return (
    <div className="grid grid-cols-1 gap-x-5 gap-y-4 sm:grid-cols-2">
      {Object.entries(resource.fields)
        .filter(([, field]) => !field.only || field.only === mode)
        .map(([name, field]) => (
          <FormField key={name} name={name} field={field} mode={mode} idPrefix={idPrefix} />
        ))}
    </div>
  );
}
