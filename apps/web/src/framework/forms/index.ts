export { CreateForm } from './CreateForm';
export { EditForm } from './EditForm';
export { ResourceFields } from './ResourceFields';
export { FormField } from './FormField';
export { LookupInput } from './LookupInput';
export { parseInput, createDefaults, recordValues, changedFields, bodyValues, type FormValues } from './form-values';
export { lastTenDigits } from './phone-number';
