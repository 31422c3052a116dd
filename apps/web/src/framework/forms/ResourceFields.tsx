import { useId } from 'react';
import { formSections, type ResourceDescription } from '@ringledger/contract';
import type { RecordRow } from '../data';
import { FormField } from './FormField';
import { ReadOnlyField } from './ReadOnlyField';
import { fieldsFixedAtCreation } from './fixed-at-creation';
import { fieldsIn, formNameOf, type FormMode, type FormValues } from './form-values';

interface ResourceFieldsProps {
  resource: ResourceDescription;
  mode: FormMode;
  /** Values the screen settles itself (the user an account is made for); their fields are not shown. */
  fixed?: FormValues;
  /** The row an edit form changes: fields it can no longer change show with their value, fixed. */
  record?: RecordRow;
}

/**
 * The writable fields of this mode (on edit, with those fixed since creation shown read-only),
 * grouped as the description lays the record out: leading fields first, then titled sections.
 */
export function ResourceFields({ resource, mode, fixed = {}, record }: ResourceFieldsProps) {
  const idPrefix = useId();
  const shown = fieldsIn(resource, mode).filter(([name, field]) => !(formNameOf(name, field, fixed) in fixed));
  const fields = new Map(shown);
  const readOnly = new Map(record ? fieldsFixedAtCreation(resource, record).map((field) => [field.name, field]) : []);
  const grid = (keys: string[]) => (
    // Two columns where the form has room (a page, a wide dialog), one in a narrow dialog.
    <div className="grid grid-cols-1 gap-x-5 gap-y-4 @md:grid-cols-2">
      {keys.map((name) => {
        const field = fields.get(name);
        const fixedField = readOnly.get(name);
        if (fixedField) return <ReadOnlyField key={name} fixed={fixedField} inputId={`${idPrefix}-${name}`} />;
        return field && <FormField key={name} name={name} field={field} mode={mode} idPrefix={idPrefix} />;
      })}
    </div>
  );
  return (
    <div className="@container space-y-6">
      {formSections(resource, [...fields.keys(), ...readOnly.keys()]).map((section) =>
        section.title ? (
          <fieldset key={section.title} className="border-t border-slate-100 pt-4 dark:border-slate-700/60">
            <legend className="mb-3 pr-2 text-sm font-semibold text-brand-navy dark:text-slate-100">{section.title}</legend>
            {grid(section.keys)}
          </fieldset>
        ) : (
          <div key="lead">{grid(section.keys)}</div>
        ),
      )}
    </div>
  );
}
