// An https address someone gives (the content hub's API address, the form builder's redirect, …):
// required, no whitespace ('Invalid url'); an https:// URL ('Invalid URL'); a host containing a dot
// and not ending with one ('Invalid domain name'); no credentials ('Invalid URL format').

export type DomainProblem =
  | "validation.apiAddressRequired"
  | "validation.apiAddressInvalid"
  | "validation.apiDomainInvalid"
  | "validation.apiAddressFormat";

/**
 * The problem with an https address (any path), or null: the same rules as the API address but
 * its being an origin (also the form builder's redirect address).
 */
export function httpsUrlProblem(value: string): DomainProblem | null {
  if (value.length === 0 || /\s/.test(value)) return "validation.apiAddressRequired";
  if (!value.toLowerCase().startsWith("https://")) return "validation.apiAddressInvalid";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "validation.apiAddressInvalid";
  }
  const host = url.hostname;
  if (!host.includes(".") || host.endsWith(".") || host.startsWith(".") || host.includes(".."))
    return "validation.apiDomainInvalid";
  if (url.username || url.password) return "validation.apiAddressFormat";
  return null;
}
