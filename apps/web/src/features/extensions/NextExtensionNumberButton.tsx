import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { nextExtensionNumber } from '@ringledger/contract';
import { apiRequest, errorMessage } from '../../api/client';
import { operationPath } from '../../framework';
import type { FieldAddon } from '../../framework/forms/field-addons';
import { Button } from '../../ui/Button';

/**
 * Under an extension's username: fills in the next free number of the domain picked in
 * `domainField` (the primary one while none is picked), so the extension can be dialled.
 */
export function nextExtensionNumberAddon(domainField: string): FieldAddon {
  return function NextExtensionNumberButton({ name }: { name: string }) {
    const { getValues, setValue, setError } = useFormContext();
    const [isAsking, setAsking] = useState(false);
    const fill = async () => {
      setAsking(true);
      try {
        const domainId: unknown = getValues(domainField);
        const query = typeof domainId === 'number' ? { domain_id: domainId } : {};
        const { username } = await apiRequest<{ username: string }>(nextExtensionNumber.method, operationPath(nextExtensionNumber, {}), { query });
        setValue(name, username, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
      } catch (error) {
        setError(name, { type: 'server', message: errorMessage(error) });
      } finally {
        setAsking(false);
      }
    };
    return (
      <Button variant="secondary" className="mt-2 h-8 px-3" disabled={isAsking} onClick={() => void fill()}>
        Next free number
      </Button>
    );
  };
}
