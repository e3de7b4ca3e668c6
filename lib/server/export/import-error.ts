import "server-only";

/** Why an archive cannot be imported, as its person reads it on the import page. */
export class ImportError extends Error {}
