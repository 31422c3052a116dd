export { CreateForm } from './CreateForm';
export { EditForm } from './EditForm';
export { RequiredFieldsNote } from './RequiredFieldsNote';
export { type FormValues } from './form-values';
export { type LookupFilters } from './lookup-filters';
export { lastTenDigits } from './phone-number';
