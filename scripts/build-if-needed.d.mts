export function buildIfNeeded(): Promise<void>;
