import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { isTranslationPart, type TranslationPair } from '@ringledger/contract';
import { Button } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { PlusIcon, TrashIcon } from '../../ui/Icons';
import { inputClass, inputStateClass } from '../../ui/field-styles';
import { rowsOf, textOf, withRowAdded, withRowChanged, withRowRemoved } from './translation-rows';

interface TranslationsInputProps {
  name: string;
  label: string;
  inputId: string;
  /** The list's error, once shown: it stands under each pair at fault, or under the whole group when no single pair is (a list too long). */
  error?: string;
}

const SIDES = ['from', 'to'] as const;

/** The sides of each row that cannot be stored; an empty list when every side can. */
function badSidesOf(rows: readonly TranslationPair[]) {
  return rows.map((row) => SIDES.filter((side) => !isTranslationPart(row[side])));
}

/**
 * A localization's translation list edited as from/to pairs (spec §4); the form keeps the stored
 * text ("0/234,+/*"), and an empty side stands for "*".
 */
export function TranslationsInput({ name, label, inputId, error }: TranslationsInputProps) {
  const { control } = useFormContext();
  const { field: controller } = useController({ name, control });
  const [rows, setRows] = useState(() => rowsOf(controller.value));
  const [knownText, setKnownText] = useState<unknown>(controller.value);

  // A value set from outside (a reset, a cleared form) replaces the rows; the rows' own edits do not.
  if (controller.value !== knownText) {
    setKnownText(controller.value);
    if (controller.value !== textOf(rows)) setRows(rowsOf(controller.value));
  }

  const update = (next: TranslationPair[]) => {
    const text = textOf(next);
    setRows(next);
    setKnownText(text);
    controller.onChange(text);
  };

  const badSides = badSidesOf(rows);
  const isPairAtFault = Boolean(error) && badSides.some((sides) => sides.length > 0);
  const isGroupAtFault = Boolean(error) && !isPairAtFault;
  const pairErrorId = (index: number) => `${inputId}-error-${index + 1}`;

  const partInput = (index: number, side: keyof TranslationPair) => {
    const isInvalid = isGroupAtFault || (isPairAtFault && badSides[index].includes(side));
    const describedBy = isGroupAtFault ? `${inputId}-error` : isPairAtFault && badSides[index].length > 0 ? pairErrorId(index) : undefined;
    return (
      <input
        id={index === 0 && side === 'from' ? inputId : undefined}
        ref={index === 0 && side === 'from' ? controller.ref : undefined}
        aria-label={`${label} ${side} ${index + 1}`}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        inputMode="tel"
        autoComplete="off"
        placeholder="*"
        value={rows[index][side]}
        onChange={(event) => update(withRowChanged(rows, index, { [side]: event.target.value }))}
        onBlur={controller.onBlur}
        className={`${inputClass} ${inputStateClass(isInvalid)}`}
      />
    );
  };

  return (
    <div role="group" aria-labelledby={`${inputId}-label`} className="space-y-2">
      <div aria-hidden="true" className="grid grid-cols-[1fr_1fr_2.25rem] gap-2 text-xs font-semibold tracking-wide text-brand-gray uppercase">
        <span>From</span>
        <span>To</span>
      </div>
      {rows.map((_, index) => (
        <div key={index} className="grid grid-cols-[1fr_1fr_2.25rem] items-center gap-2">
          {partInput(index, 'from')}
          {partInput(index, 'to')}
          {index > 0 && (
            <IconButton label={`Remove pair ${index + 1}`} onClick={() => update(withRowRemoved(rows, index))}>
              <TrashIcon width={16} height={16} />
            </IconButton>
          )}
          {isPairAtFault && badSides[index].length > 0 && (
            <p id={pairErrorId(index)} role="alert" className="col-span-2 text-xs font-medium text-brand-red">
              {error}
            </p>
          )}
        </div>
      ))}
      {isGroupAtFault && (
        <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-brand-red">
          {error}
        </p>
      )}
      <Button variant="ghost" className="h-8 px-2" onClick={() => update(withRowAdded(rows))}>
        <PlusIcon width={14} height={14} />
        Add pair
      </Button>
    </div>
  );
}
