import type { Locator } from '@playwright/test';

/** A field by its visible label, with or without the required-field star. */
export function labelled(scope: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}
