/** Named per run (set by global-setup), so runs sharing one server never drop each other's template. */
export const templateDb = () => process.env.TEST_TEMPLATE_DB ?? "suite_test_template";

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
