import { useId } from 'react';
import type { ResourceDescription } from '@ringledger/contract';
import { FormField } from './FormField';
import { fieldsIn, formNameOf, type FormMode, type FormValues } from './form-values';

interface ResourceFieldsProps {
  resource: ResourceDescription;
  mode: FormMode;
  /** Values the screen settles itself (the user an account is made for); their fields are not shown. */
  fixed?: FormValues;
}

/** Every writable field of the description for this mode, in its declared order. */
export function ResourceFields({ resource, mode, fixed = {} }: ResourceFieldsProps) {
  const idPrefix = useId();
  return (
    <div className="grid grid-cols-1 gap-x-5 gap-y-4 sm:grid-cols-2">
      {fieldsIn(resource, mode)
        .filter(([name, field]) => !(formNameOf(name, field, fixed) in fixed))
        .map(([name, field]) => (
          <FormField key={name} name={name} field={field} mode={mode} idPrefix={idPrefix} />
        ))}
    </div>
  );
}
