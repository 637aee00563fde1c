import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import './ui.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  required?: boolean;
}

/** A labelled multi-line field, styled like FormField. */
export function TextAreaField({ label, hint, required, className, rows = 4, ...area }: TextAreaFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? <span className="field__required" aria-hidden="true"> *</span> : null}
      </label>
      <textarea
        {...area}
        id={id}
        rows={rows}
        className="field__input field__input--multiline"
        aria-required={required || undefined}
        aria-describedby={hintId}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
