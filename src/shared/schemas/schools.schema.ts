import type { ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb/plugins/core';
import type { toTypedRxJsonSchema } from 'rxdb/plugins/core';
import { idProperty, imageDataUrlProperty, metaProperties } from './common';

export const SCHOOL_NAME_MAX = 100;
export const SCHOOL_LOCATION_MAX = 200;

export const schoolsSchemaLiteral = {
  title: 'schools',
  description: 'A member school',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idProperty,
    name: { type: 'string', minLength: 1, maxLength: SCHOOL_NAME_MAX },
    location: { type: 'string', minLength: 1, maxLength: SCHOOL_LOCATION_MAX },
    logoUrl: imageDataUrlProperty,
    sports: { type: 'array', items: { type: 'string', maxLength: 40 }, maxItems: 40 },
    ...metaProperties,
  },
  required: ['id', 'name', 'location', 'sports', 'updatedAt'],
  additionalProperties: false,
} as const;

export type SchoolDoc = ExtractDocumentTypeFromTypedRxJsonSchema<ReturnType<typeof toTypedRxJsonSchema<typeof schoolsSchemaLiteral>>>;
export const schoolsSchema = schoolsSchemaLiteral;
