// The notification API, declared once: served by the route files under app/api/v1/notification, called by
// modules/notification/client. See lib/contracts/endpoint.ts.
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";

export const members = moduleMemberEndpoints("notification");
