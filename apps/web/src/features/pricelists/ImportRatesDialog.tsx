import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { importRates, RATE_CSV_COLUMNS, rates, type rateImportAnswer } from '@ringledger/contract';
import type { z } from 'zod';
import { apiUpload } from '../../api/client';
import { operationPath, queryKeys } from '../../framework';
import { Modal, type DialogState } from '../../framework/dialogs/Modal';
import { FormActions } from '../../framework/forms/FormActions';
import { inputClass, inputStateClass, labelClass } from '../../ui/field-styles';
import { describeImport, refusedImportOf } from './rate-files';
import { RefusedLines } from './RefusedLines';

interface ImportRatesDialogProps extends DialogState {
  pricelistId: number;
}

export function ImportRatesDialog({ pricelistId, isOpen, onClose }: ImportRatesDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Import Rates"
      description={
        <>
          A CSV file with a header row naming its columns: <code className="text-xs break-all">{RATE_CSV_COLUMNS.join(',')}</code>. Only prefix and cost_per_min
          are required; a prefix already on the pricelist is replaced.
        </>
      }
    >
      <ImportRatesForm pricelistId={pricelistId} onDone={onClose} />
    </Modal>
  );
}

function ImportRatesForm({ pricelistId, onDone }: { pricelistId: number; onDone: () => void }) {
  const fileId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const upload = useMutation({
    mutationFn: (choice: { file: File; skipInvalid: boolean }) =>
      apiUpload<z.infer<typeof rateImportAnswer>>(operationPath(importRates, { id: pricelistId }), choice.file, {
        field: importRates.upload.field,
        query: { skip_invalid: String(choice.skipInvalid) },
      }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.all(rates) });
      toast.success(describeImport(answer));
      onDone();
    },
    // Refused lines are listed in the dialog, where the operator can read them all.
    meta: { isShownInPlace: (error) => refusedImportOf(error) !== null },
  });
  const refused = refusedImportOf(upload.error);
  // A new choice makes the last refusal stale.
  const choose = (change: () => void) => {
    change();
    upload.reset();
  };

  return (
    <form
      noValidate
      aria-label="Import Rates"
      onSubmit={(event) => {
        event.preventDefault();
        if (file) upload.mutate({ file, skipInvalid });
      }}
    >
      <div className="space-y-4">
        <div>
          <label htmlFor={fileId} className={labelClass}>
            CSV file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => choose(() => setFile(event.target.files?.[0] ?? null))}
            className={`${inputClass} ${inputStateClass(false)} file:mr-3 file:rounded-md file:border-0 file:bg-brand-blue/10 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-blue`}
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          <input
            type="checkbox"
            checked={skipInvalid}
            onChange={(event) => choose(() => setSkipInvalid(event.target.checked))}
            className="size-4 rounded border-slate-300 accent-brand-blue"
          />
          Skip invalid lines
        </label>
        {refused && <RefusedLines message={refused.error} lines={refused.lines} />}
      </div>
      <FormActions submitLabel="Upload" isDisabled={file === null} isPending={upload.isPending} onCancel={onDone} />
    </form>
  );
}
