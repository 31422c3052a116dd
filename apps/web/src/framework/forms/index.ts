export { CreateForm } from './CreateForm';
export { EditForm } from './EditForm';
export { type FormValues } from './form-values';
export { lastTenDigits } from './phone-number';
