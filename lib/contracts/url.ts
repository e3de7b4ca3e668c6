// An endpoint's address, without zod: the browser builds URLs from a contract's route
// (lib/client/api.ts) and never loads the contract's schemas.

/** The URL of an endpoint for these params and query (each param encoded; empty query values left out). */
export function urlOf(
  endpoint: { path: string },
  params?: Record<string, string>,
  query?: Record<string, unknown>,
): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: missing param ${name}`);
    // A catch-all param (a file's key) keeps its slashes.
    return value.split("/").map(encodeURIComponent).join("/");
  });
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
