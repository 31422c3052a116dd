import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { CallRecordSide } from '@ringledger/contract';
import { Modal } from '../../framework/dialogs/Modal';
import { FormField } from '../../framework/forms/FormField';
import type { ListParams } from '../../framework';
import { Button } from '../../ui/Button';
import { FILTER_FIELDS, FILTER_NAMES } from './call-record-filters';

type FilterValues = Record<string, string | number | undefined>;

interface FilterModalProps {
  isOpen: boolean;
  onClose: () => void;
  side: CallRecordSide;
  current: ListParams;
  /** The chosen filter, empty fields left out, and the side it names. */
  onApply: (filters: Record<string, string>, side: CallRecordSide) => void;
}

/** The form, mounted only while the modal is open, so it starts from the filter the address holds. */
function FilterForm({ side, current, onApply, onClose }: Omit<FilterModalProps, 'isOpen'>) {
  const idPrefix = useId();
  const form = useForm<FilterValues>({
    defaultValues: Object.fromEntries(
      FILTER_NAMES.map((name) => {
        const value = current[name];
        // Lookups hold the picked row's id as a number, as they do in every form.
        return [
          name,
          FILTER_FIELDS[name].input.kind === 'lookup' && value !== undefined ? Number(value) : (value ?? (name === 'user_type' ? side : undefined)),
        ];
      }),
    ),
  });
  const submit = form.handleSubmit((values) => {
    const chosen = Object.fromEntries(
      FILTER_NAMES.map((name) => [name, values[name]])
        .filter(([name, value]) => name !== 'user_type' && value !== undefined && value !== null && String(value).trim() !== '')
        .map(([name, value]) => [name, String(value).trim()]),
    );
    onApply(chosen, values.user_type === 'provider' ? 'provider' : 'user');
  });
  const clear = () => onApply({}, side);

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <div className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
          {FILTER_NAMES.map((name) => (
            <FormField key={name} name={name} field={FILTER_FIELDS[name]} mode="create" idPrefix={idPrefix} />
          ))}
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={clear}>
            Clear filters
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Apply</Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** Spec 02 §2: the Filter modal of both call-record lists; what it applies goes into the address. */
export function FilterModal({ isOpen, onClose, ...form }: FilterModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Filter call records"
      description="Numbers match from their start; the days are picked above the list."
      isWide
    >
      <FilterForm onClose={onClose} {...form} />
    </Modal>
  );
}
