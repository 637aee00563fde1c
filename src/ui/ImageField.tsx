import { Button } from './Button';
import { FormField } from './FormField';
import type { ImagePicker } from './useImagePicker';

export interface ImageFieldProps {
  /** The form's `useImagePicker`: the form reads the picked image from it when it saves. */
  picker: Pick<ImagePicker, 'dataUrl' | 'refused' | 'inputKey' | 'choose' | 'clear'>;
  label: string;
  name: string;
  hint: string;
  /** The preview's alt text and its remove button's label. */
  previewAlt: string;
  removeLabel: string;
  /** The preview's box (the form's own layout). */
  previewClassName: string;
  /** The preview's width and height in px, when the form fixes them. */
  previewSize?: number;
}

/**
 * An optional image of a form (school logo, article image): the file input, then the picked
 * image's preview with its remove button; a refused file keeps its remove button, so the form can
 * be saved without it only by saying so.
 */
export function ImageField({ picker, label, name, hint, previewAlt, removeLabel, previewClassName, previewSize }: ImageFieldProps) {
  return (
    <>
      <FormField key={picker.inputKey} label={label} name={name} type="file" accept="image/*" hint={hint} onChange={(event) => void picker.choose(event)} />
      {picker.dataUrl ? (
        <div className={previewClassName}>
          <img src={picker.dataUrl} alt={previewAlt} width={previewSize} height={previewSize} />
          <Button variant="ghost" onClick={picker.clear}>
            {removeLabel}
          </Button>
        </div>
      ) : picker.refused ? (
        <Button variant="ghost" onClick={picker.clear}>
          {removeLabel}
        </Button>
      ) : null}
    </>
  );
}
