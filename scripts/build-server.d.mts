/** Types of scripts/build-server.mjs (plain JavaScript: it runs before anything is compiled). */
export const SERVER_ENTRY: string;
export function buildServer(opts?: { outdir?: string }): Promise<string>;
