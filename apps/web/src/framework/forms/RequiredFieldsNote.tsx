/** The line above a create form on a page of its own, explaining its asterisks. */
export function RequiredFieldsNote() {
  return (
    <p className="mb-5 text-sm text-slate-500 dark:text-slate-400">
      Fields marked <span className="text-brand-red">*</span> are required.
    </p>
  );
}
