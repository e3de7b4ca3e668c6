// The form-builder API, declared once: served by the route files under app/api/v1/form-builder, called by
// modules/form-builder/client. See lib/contracts/endpoint.ts.
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";

export const members = moduleMemberEndpoints("form-builder");
