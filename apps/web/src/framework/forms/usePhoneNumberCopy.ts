import { useFormContext } from 'react-hook-form';
import { isPhoneField, numberCopies } from './phone-number';

/** Spec §4: leaving a phone field fills the form's account numbers with its last 10 digits. */
export function usePhoneNumberCopy(name: string) {
  const { getValues, setValue } = useFormContext();
  if (!isPhoneField(name)) return undefined;
  return () => {
    for (const copy of numberCopies(getValues(name), getValues())) setValue(copy.name, copy.number, { shouldValidate: true, shouldDirty: true });
  };
}
