import { FormField } from '../../../ui/FormField';

/** A game's stream link, optional (docs/product/rules.md §2: http:// or https://), in Add Game and Edit Game alike. */
export function StreamUrlField({ value, hint, onChange }: { value: string; hint?: string; onChange(value: string): void }) {
  return (
    <FormField
      label="Stream URL (optional)"
      name="url"
      type="url"
      inputMode="url"
      placeholder="https://"
      value={value}
      maxLength={2000}
      autoComplete="off"
      hint={hint}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
