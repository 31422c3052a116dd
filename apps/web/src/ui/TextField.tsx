import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { ClearButton } from './ClearButton';
import { inputClass, inputStateClass } from './field-styles';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  onClear: () => void;
  value: string;
}

/** A labelled input with the spec's clear button and its error shown once touched. */
export function TextField({ label, error, onClear, value, className = '', ref, ...props }: TextFieldProps & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-brand-navy dark:text-slate-200">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} ${inputStateClass(Boolean(error))} pr-9`}
          {...props}
        />
        {value !== '' && <ClearButton onClear={onClear} />}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-brand-red">
          {error}
        </p>
      )}
    </div>
  );
}
