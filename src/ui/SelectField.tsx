import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import './ui.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** A labelled <select> that looks and behaves like FormField (visible label, 44 px target). */
export function SelectField({ label, hint, required, className, children, ...select }: SelectFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? <span className="field__required" aria-hidden="true"> *</span> : null}
      </label>
      <select {...select} id={id} className="field__input" aria-required={required || undefined} aria-describedby={hintId}>
        {children}
      </select>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
