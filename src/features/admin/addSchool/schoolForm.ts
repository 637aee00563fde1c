import { MAX_LOGO_BYTES } from '../../../shared/rules';
import { SCHOOL_LOCATION_MAX, SCHOOL_NAME_MAX } from '../../../shared/schemas/schools.schema';
import { MSG } from '../../../shared/schemas/adminMessages';

export interface SchoolFormValues {
  name: string;
  location: string;
}

export type SchoolFormCheck = { ok: true; values: SchoolFormValues } | { ok: false; message: string };

/** docs/product/rules.md §2 add school: values trimmed, both required, name ≤ 100, location ≤ 200. */
export function checkSchoolForm(raw: SchoolFormValues): SchoolFormCheck {
  const values = { name: raw.name.trim(), location: raw.location.trim() };
  if (!values.name || !values.location) return { ok: false, message: MSG.requiredFields };
  if (values.name.length > SCHOOL_NAME_MAX) {
    return { ok: false, message: `School name must be at most ${SCHOOL_NAME_MAX} characters.` };
  }
  if (values.location.length > SCHOOL_LOCATION_MAX) {
    return { ok: false, message: `Location must be at most ${SCHOOL_LOCATION_MAX} characters.` };
  }
  return { ok: true, values };
}

export const LOGO_NOT_IMAGE = 'Please choose an image file for the logo.';

/** docs/product/rules.md §2, §10: logo optional, image only, under 5 MB. Null when the file is acceptable. */
export function checkLogoFile(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return LOGO_NOT_IMAGE;
  if (file.size >= MAX_LOGO_BYTES) return MSG.logoTooLarge;
  return null;
}
