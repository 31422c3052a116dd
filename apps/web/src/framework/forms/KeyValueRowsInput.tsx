import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { PlusIcon, TrashIcon } from '../../ui/Icons';
import { inputClass, inputStateClass } from '../../ui/field-styles';
import { isSameValue } from './form-values';
import {
  entryProblem,
  isBlank,
  rowProblems,
  rowsOf,
  suggestionsFor,
  valueOf,
  withRowAdded,
  withRowChanged,
  withRowRemoved,
  type KeyValueRow,
} from './key-value-rows';

interface KeyValueRowsInputProps {
  name: string;
  label: string;
  /** The field's schema: each row is checked by it alone, so a refusal lands on the row at fault. */
  schema: z.ZodType;
  suggestions?: readonly string[];
  inputId: string;
  hasHelp: boolean;
  /** The field's error once shown (the server's, or a rule no single row breaks); it stands under the rows. */
  error?: string;
}

/**
 * An object of text values (a gateway's parameters) edited as key/value rows; the form holds the
 * object. Each row's problem shows on that row once the field was left.
 */
export function KeyValueRowsInput({ name, label, schema, suggestions = [], inputId, hasHelp, error }: KeyValueRowsInputProps) {
  const { control } = useFormContext();
  const { field: controller, fieldState } = useController({ name, control });
  const [rows, setRows] = useState(() => rowsOf(controller.value));
  const [knownValue, setKnownValue] = useState<unknown>(controller.value);
  const focusRow = useRef<number | null>(null);

  // A value set from outside (a reset) replaces the rows; the rows' own edits, which the form hands back as a copy, do not.
  if (!isSameValue(controller.value, knownValue)) {
    setKnownValue(controller.value);
    if (!isSameValue(controller.value, valueOf(rows))) setRows(rowsOf(controller.value));
  }

  // A row just added takes the focus, so a keyboard user types straight into it.
  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(`${inputId}-key-${focusRow.current + 1}`)?.focus();
    focusRow.current = null;
  });

  const update = (next: KeyValueRow[]) => {
    const value = valueOf(next);
    setRows(next);
    setKnownValue(value);
    controller.onChange(value);
  };
  const add = () => {
    focusRow.current = rows.length;
    update(withRowAdded(rows));
  };

  const problems = fieldState.isTouched ? rowProblems(rows, (key, value) => entryProblem(schema, key, value)) : [];
  const isRowAtFault = problems.some(Boolean);
  const groupError = isRowAtFault ? undefined : error;
  const listId = `${inputId}-keys`;
  const problemId = (index: number) => `${inputId}-error-${index + 1}`;
  const groupDescription = [hasHelp && `${inputId}-help`, groupError && `${inputId}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <div role="group" aria-labelledby={`${inputId}-label`} aria-describedby={groupDescription} className="space-y-2">
      <div
        aria-hidden="true"
        className="hidden gap-2 text-xs font-semibold tracking-wide text-brand-gray uppercase @sm:grid @sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_2.25rem]"
      >
        <span>Key</span>
        <span>Value</span>
      </div>
      {rows.map((row, index) => {
        const problem = problems[index];
        const stateOf = (side: keyof KeyValueRow) => {
          const isAtFault = problem?.side === side;
          return {
            'aria-invalid': isAtFault || undefined,
            'aria-describedby': isAtFault ? problemId(index) : undefined,
            className: `${inputClass} ${inputStateClass(isAtFault || Boolean(groupError))}`,
          };
        };
        return (
          // Narrow: key above value in a framed row, the remove button beside both; wider, one line per row.
          <div
            key={index}
            className="grid grid-cols-[minmax(0,1fr)_2.25rem] items-center gap-x-2 gap-y-1.5 rounded-lg border border-slate-200 p-2 @sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_2.25rem] @sm:border-0 @sm:p-0 dark:border-slate-700"
          >
            <input
              id={index === 0 ? inputId : `${inputId}-key-${index + 1}`}
              ref={index === 0 ? controller.ref : undefined}
              aria-label={`${label} key ${index + 1}`}
              list={suggestions.length > 0 ? listId : undefined}
              autoComplete="off"
              spellCheck={false}
              placeholder="Key"
              value={row.key}
              onChange={(event) => update(withRowChanged(rows, index, { key: event.target.value }))}
              onBlur={controller.onBlur}
              {...stateOf('key')}
            />
            <input
              aria-label={`${label} value ${index + 1}`}
              autoComplete="off"
              spellCheck={false}
              placeholder="Value"
              value={row.value}
              onChange={(event) => update(withRowChanged(rows, index, { value: event.target.value }))}
              onBlur={controller.onBlur}
              {...stateOf('value')}
              className={`${stateOf('value').className} col-start-1 row-start-2 @sm:col-start-2 @sm:row-start-1`}
            />
            {(rows.length > 1 || !isBlank(row)) && (
              <IconButton
                label={`Remove row ${index + 1}`}
                className="col-start-2 row-span-2 row-start-1 @sm:col-start-3 @sm:row-span-1"
                onClick={() => update(withRowRemoved(rows, index))}
              >
                <TrashIcon width={16} height={16} />
              </IconButton>
            )}
            {problem && (
              <p id={problemId(index)} role="alert" className="col-span-full text-xs font-medium text-brand-red">
                {problem.message}
              </p>
            )}
          </div>
        );
      })}
      {groupError && (
        <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-brand-red">
          {groupError}
        </p>
      )}
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestionsFor(rows, suggestions).map((key) => (
            <option key={key} value={key} />
          ))}
        </datalist>
      )}
      <Button variant="ghost" className="h-8 px-2" onClick={add}>
        <PlusIcon width={14} height={14} />
        Add row
      </Button>
    </div>
  );
}
