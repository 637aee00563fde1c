/**
 * Building blocks shared by every collection schema. Schemas are JSON Schema
 * (RxDB's dialect): the browser stores with them, the server validates every
 * written document against the very same objects.
 */

/** Ids are made on the client (offline creation must work). */
export const idProperty = { type: 'string', maxLength: 128 } as const;

/** Fields every document carries (docs/design/data-model.md §4). */
export const metaProperties = {
  createdAt: { type: 'number', minimum: 0 },
  updatedAt: { type: 'number', minimum: 0 },
  updatedBy: { type: 'string', maxLength: 200 },
} as const;

export const metaRequired = ['id', 'updatedAt'] as const;

/** Largest inline image we accept, as a data URL (images are resized on the device first). */
export const MAX_IMAGE_DATA_URL_LENGTH = 400_000;

export const imageDataUrlProperty = {
  type: 'string',
  maxLength: MAX_IMAGE_DATA_URL_LENGTH,
} as const;
