/** The browser-only modules as the server's render and the tests resolve them (browserModules.mjs). */
export declare const VIRTUAL_MODULES: Readonly<Record<string, string>>;
export declare const STYLESHEET: RegExp;
export declare function resolve(specifier: string, context: unknown, next: (specifier: string, context: unknown) => unknown): unknown;
