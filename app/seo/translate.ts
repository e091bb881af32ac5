/** A translation lookup: i18next's `t` in the app, a stub in tests. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
