"use client";

import { endpointQuery, moduleTag } from "@/lib/client/query/spec";
import type * as shares from "@/modules/data-visualization/contracts/shares";

/** A dashboard's published links (its editors), read again with the module's other reads. */
export const sharesQuery = (moduleId: string, dashboardId: string) =>
  endpointQuery<typeof shares.listShares>(
    "GET /api/v1/data-visualization/{moduleId}/dashboards/{dashboardId}/shares",
    { params: { moduleId, dashboardId } },
    [moduleTag(moduleId)],
  );
