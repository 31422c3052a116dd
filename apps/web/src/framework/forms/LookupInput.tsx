import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { FieldDescription } from '@ringledger/contract';
import type { RecordId } from '../data';
import { emptyValue, type FormMode } from './form-values';
import { inputClass, inputStateClass } from '../../ui/field-styles';
import { resolveLookupTarget } from './lookup-target';
import { useLookupOptions } from './useLookupOptions';
import { LookupOptions, optionId, type LookupOption } from './LookupOptions';
import { ClearButton } from '../../ui/ClearButton';
import { describedBy } from './field-errors';
import { useLookupFilters } from './lookup-filters';

/** Spec §2.6: the dropdown hides 200 ms after the pointer leaves it. */
const HIDE_DELAY_MS = 200;

interface LookupInputProps {
  name: string;
  field: FieldDescription & { input: { kind: 'lookup' } };
  mode: FormMode;
  inputId: string;
  hasError: boolean;
}

/** Search-as-you-type: the form holds the picked id, the input shows the picked row's number or name. */
export function LookupInput({ name, field, mode, inputId, hasError }: LookupInputProps) {
  const { control } = useFormContext();
  const { field: controller } = useController({ name, control });
  const value = (controller.value ?? null) as RecordId | null;
  const [draft, setDraft] = useState<string | null>(null);
  const [picked, setPicked] = useState<LookupOption | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const target = resolveLookupTarget(field.input.resource);
  const knownLabel = picked && picked.id === value ? picked.label : undefined;
  // A row picked under the narrowing field's earlier value may not fit the new one: it is taken away, the field left untouched.
  const filters = useLookupFilters(name, field.input.narrowedBy, () => {
    if (value === null) return;
    setPicked(null);
    setDraft(null);
    controller.onChange(emptyValue(field, mode));
  });
  const knownContext = knownLabel === undefined ? undefined : picked?.context;
  const { options, currentLabel, currentContext, isSearching } = useLookupOptions(target, field.input.display, {
    draft,
    value,
    knownLabel,
    knownContext,
    isOpen,
    filters,
  });
  const listId = `${inputId}-options`;
  const isListShown = isOpen;

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const cancelHide = () => clearTimeout(hideTimer.current);
  const hideLater = () => {
    cancelHide();
    hideTimer.current = setTimeout(() => setIsOpen(false), HIDE_DELAY_MS);
  };

  // Typing or clicking right after leaving the field (within the hide delay) keeps the list open.
  const open = () => {
    cancelHide();
    setIsOpen(true);
  };

  const type = (text: string) => {
    setDraft(text);
    open();
    setActiveIndex(-1);
    // What is typed no longer names the earlier pick.
    if (value !== null) controller.onChange(emptyValue(field, mode));
  };

  const pick = (option: LookupOption) => {
    setPicked(option);
    setDraft(null);
    setIsOpen(false);
    controller.onChange(option.id);
  };

  const clear = () => {
    setPicked(null);
    setDraft(null);
    setIsOpen(false);
    controller.onChange(emptyValue(field, mode));
    controller.onBlur();
  };

  const navigate = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => Math.max(0, Math.min(options.length - 1, index + step)));
    } else if (event.key === 'Enter' && isListShown && options[activeIndex]) {
      event.preventDefault();
      pick(options[activeIndex]);
    } else if (event.key === 'Escape') {
      setIsOpen(false);
    }
  };

  return (
    <div onMouseEnter={cancelHide} onMouseLeave={() => isOpen && hideLater()}>
      <div className="relative">
        <input
          id={inputId}
          ref={controller.ref}
          role="combobox"
          aria-expanded={isListShown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isListShown && activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(inputId, { hasHelp: Boolean(field.help), hasError })}
          autoComplete="off"
          placeholder={field.placeholder ?? `Search ${field.label.toLowerCase()}…`}
          value={draft ?? currentLabel}
          onChange={(event) => type(event.target.value)}
          onKeyDown={navigate}
          // Opening shows the first rows at once, before anything is typed.
          onClick={open}
          onBlur={() => {
            controller.onBlur();
            hideLater();
          }}
          className={`${inputClass} ${inputStateClass(hasError)} pr-9`}
        />
        {(value !== null || Boolean(draft)) && <ClearButton onClear={clear} />}
        {isListShown && (
          <LookupOptions
            listId={listId}
            options={options}
            activeIndex={activeIndex}
            isSearching={isSearching}
            onPick={pick}
            onPointerEnter={cancelHide}
            onPointerLeave={hideLater}
          />
        )}
      </div>
      {draft === null && value !== null && currentContext && (
        <p className="mt-1 truncate text-xs text-slate-600 dark:text-slate-300" data-lookup-context>
          {currentContext}
        </p>
      )}
    </div>
  );
}
