import type { ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb/plugins/core';
import type { toTypedRxJsonSchema } from 'rxdb/plugins/core';
import { idProperty, imageDataUrlProperty, metaProperties } from './common';

export const SCHOOL_NAME_MAX = 100;
export const SCHOOL_LOCATION_MAX = 200;

export const schoolsSchemaLiteral = {
  title: 'schools',
  description: 'A member school',
  // 1: `archived` (issue 38). Stored documents are unchanged (see COLLECTION_MIGRATIONS).
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idProperty,
    name: { type: 'string', minLength: 1, maxLength: SCHOOL_NAME_MAX },
    location: { type: 'string', minLength: 1, maxLength: SCHOOL_LOCATION_MAX },
    logoUrl: imageDataUrlProperty,
    sports: { type: 'array', items: { type: 'string', maxLength: 40 }, maxItems: 40 },
    /**
     * Off the public lists and the pickers of new games and rosters, its past results kept under its
     * name (docs/product/rules.md §2); absent or false: listed. Unarchive sets it back to false.
     */
    archived: { type: 'boolean' },
    ...metaProperties,
  },
  required: ['id', 'name', 'location', 'sports', 'updatedAt'],
  additionalProperties: false,
} as const;

export type SchoolDoc = ExtractDocumentTypeFromTypedRxJsonSchema<ReturnType<typeof toTypedRxJsonSchema<typeof schoolsSchemaLiteral>>>;
export const schoolsSchema = schoolsSchemaLiteral;
