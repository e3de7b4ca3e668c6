// The connected domain's address (spec §5 API address): required, no whitespace ('Invalid url');
// an https:// URL ('Invalid URL'); a host containing a dot and not ending with one ('Invalid domain
// name'); nothing but an origin (no credentials, path, query or fragment: 'Invalid URL format').

import { httpsUrlProblem, type DomainProblem } from "@/lib/schemas/https-url";

export { httpsUrlProblem, type DomainProblem };

/** The problem with an address, or null when it is a valid https origin. */
export function domainProblem(value: string): DomainProblem | null {
  const problem = httpsUrlProblem(value);
  if (problem) return problem;
  const url = new URL(value);
  if (url.search || url.hash || (url.pathname !== "/" && url.pathname !== ""))
    return "validation.apiAddressFormat";
  return null;
}

/** The origin an address stands for ("https://example.com"), what CORS compares with. */
export function domainOrigin(value: string): string {
  return new URL(value).origin;
}
