/** Addresses the public pages link to. */

/** A game's own page (src/features/game): the address a fan shares. */
export function gamePath(gameId: string): string {
  return `/games/${encodeURIComponent(gameId)}`;
}

/** Only web links become stream links (the server refuses others too: defence in depth). */
export function streamHref(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  return trimmed && /^https?:\/\/\S+$/i.test(trimmed) ? trimmed : null;
}
