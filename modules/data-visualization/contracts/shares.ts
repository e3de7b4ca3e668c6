// Published links of a dashboard (issue 37): managed by its editors, opened by anyone with the address.
import * as z from "@/lib/zod";
import { defineEndpoint } from "@/lib/contracts/endpoint";
import { dashboardParamsSchema } from "@/modules/data-visualization/schemas/dashboards";
import {
  createShareSchema,
  publicDataQuerySchema,
  publicTokenParamsSchema,
  shareParamsSchema,
  unlockShareSchema,
} from "@/modules/data-visualization/schemas/sources";
import { publicDashboardSchema, shareSchema } from "@/modules/data-visualization/shared/shares";

const shares = "/api/v1/data-visualization/{moduleId}/dashboards/{dashboardId}/shares" as const;
const link = "/api/v1/public/dashboards/{token}" as const;

export const listShares = defineEndpoint({
  method: "GET",
  path: shares,
  auth: "session",
  summary: "The dashboard's published links, newest first (who may edit it)",
  params: dashboardParamsSchema,
  response: z.array(shareSchema),
});

export const createShare = defineEndpoint({
  method: "POST",
  path: shares,
  auth: "session",
  summary:
    "Publish the dashboard: a link with an optional password and expiry whose charts are read as the caller, locked to `filters`",
  params: dashboardParamsSchema,
  body: createShareSchema,
  response: shareSchema,
  status: 201,
});

export const revokeShare = defineEndpoint({
  method: "DELETE",
  path: `${shares}/{shareId}`,
  auth: "session",
  summary: "Revoke a published link at once (it answers 404 from now on)",
  params: shareParamsSchema,
  response: shareSchema,
});

export const openSharedDashboard = defineEndpoint({
  method: "GET",
  path: link,
  auth: "public",
  summary:
    "A published dashboard and its charts' data in `zone` (404 unknown or revoked, 410 expired); `locked` until its password is given",
  params: publicTokenParamsSchema,
  query: publicDataQuerySchema,
  response: publicDashboardSchema,
});

export const unlockSharedDashboard = defineEndpoint({
  method: "POST",
  path: `${link}/unlock`,
  auth: "public",
  summary:
    "Give a published dashboard's password: sets a cookie for this link for 12 hours (400 wrong password; 429 after ten tries in 15 minutes)",
  params: publicTokenParamsSchema,
  query: publicDataQuerySchema,
  body: unlockShareSchema,
  response: publicDashboardSchema,
});
