import type { ChangeEvent } from 'react';
import { useState } from 'react';

export interface ImagePickerOptions {
  /** A message saying what is wrong with the file (type, size), or null to accept it. */
  check: (file: File) => string | null;
  /** Turns an accepted file into the small data URL that is stored (resized on the device). */
  resize: (file: File) => Promise<string>;
  /** Reports a refused or unreadable file; null clears an earlier report. */
  onError: (message: string | null) => void;
}

export interface ImagePicker {
  dataUrl: string | null;
  busy: boolean;
  /** Changes when the input must be emptied: use it as the file input's `key`. */
  inputKey: number;
  choose(event: ChangeEvent<HTMLInputElement>): Promise<void>;
  clear(): void;
}

/** The optional image of a form (school logo, article image): checked, resized, previewed, cleared. */
export function useImagePicker({ check, resize, onError }: ImagePickerOptions): ImagePicker {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  function clear() {
    setDataUrl(null);
    setInputKey((key) => key + 1);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    onError(null);
    if (!file) {
      setDataUrl(null);
      return;
    }
    const problem = check(file);
    if (problem) {
      onError(problem);
      clear();
      return;
    }
    setBusy(true);
    try {
      setDataUrl(await resize(file));
    } catch {
      onError('This image could not be read. Please choose another file.');
      clear();
    } finally {
      setBusy(false);
    }
  }

  return { dataUrl, busy, inputKey, choose, clear };
}
