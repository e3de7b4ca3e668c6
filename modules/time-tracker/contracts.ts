// The time-tracker API, declared once: served by the route files under app/api/v1/time-tracker, called by
// modules/time-tracker/client. See lib/contracts/endpoint.ts.
import { integrationEndpoints } from "@/lib/contracts/integrations";
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";

export const members = moduleMemberEndpoints("time-tracker");
export const integration = integrationEndpoints("time-tracker");
