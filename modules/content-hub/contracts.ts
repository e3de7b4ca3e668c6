// The content-hub API, declared once: served by the route files under app/api/v1/content-hub, called by
// modules/content-hub/client. See lib/contracts/endpoint.ts.
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";

export const members = moduleMemberEndpoints("content-hub");
