import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * `?edit={id}`: a refused change's Fix (conflicts/RefusedChanges.tsx) opens that item in its tab's
 * form once the list holds it, then drops the parameter so a reload does not open it again.
 */
export function useEditFromAddress<T extends { id: string }>(rows: readonly T[], onEdit: (row: T) => void): void {
  const [params, setParams] = useSearchParams();
  const requested = params.get('edit');
  const found = requested ? rows.find((row) => row.id === requested) : undefined;
  // Once per request: the form's own renders (a new onEdit each time) must not open it again.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!requested) opened.current = null;
    if (!found || opened.current === found.id) return;
    opened.current = found.id;
    onEdit(found);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('edit');
        return next;
      },
      { replace: true },
    );
  }, [requested, found, onEdit, setParams]);
}
