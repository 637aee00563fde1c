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
  /**
   * Why the chosen file was refused, until it is removed or replaced: the form does not save
   * while it stands, so a refused image is never silently left out.
   */
  refused: string | null;
  busy: boolean;
  /** Changes when the input must be emptied: use it as the file input's `key`. */
  inputKey: number;
  choose(event: ChangeEvent<HTMLInputElement>): Promise<void>;
  clear(): void;
  /** Starts from a stored image (a form editing what it saved), or none. */
  load(dataUrl: string | null): void;
}

/** The optional image of a form (school logo, article image): checked, resized, previewed, cleared. */
export function useImagePicker({ check, resize, onError }: ImagePickerOptions): ImagePicker {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  function clear() {
    setDataUrl(null);
    setRefused(null);
    onError(null);
    setInputKey((key) => key + 1);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    onError(null);
    setRefused(null);
    setDataUrl(null);
    if (!file) return;
    const problem = check(file);
    if (problem) {
      setRefused(problem);
      onError(problem);
      return;
    }
    setBusy(true);
    try {
      setDataUrl(await resize(file));
    } catch {
      const unreadable = 'This image could not be read. Please choose another file.';
      setRefused(unreadable);
      onError(unreadable);
    } finally {
      setBusy(false);
    }
  }

  function load(stored: string | null) {
    clear();
    setDataUrl(stored);
  }

  return { dataUrl, refused, busy, inputKey, choose, clear, load };
}
