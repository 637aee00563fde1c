import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import './ui.css';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field and tied to it with aria-describedby. */
  hint?: ReactNode;
  required?: boolean;
  /** The input itself (a form that moves the focus to it). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; the label is always visible (no placeholder-only fields). */
export function FormField({ label, hint, required, className, ref, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? <span className="field__required" aria-hidden="true"> *</span> : null}
      </label>
      <input {...input} ref={ref} id={id} className="field__input" aria-required={required || undefined} aria-describedby={hintId} />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
