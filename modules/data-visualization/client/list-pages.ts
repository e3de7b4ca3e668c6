"use client";

// The visualizations list as a keyset-paged query (usePagedQuery): its first page is dvQueries'
// `dashboards`, the next ones the same call with the answer's cursor, all tagged with the module
// (its room reads them again).
import type { QuerySpec } from "@/lib/client/query/spec";
import { endpointQuery, moduleTag } from "@/lib/client/query/spec";
import type { Page } from "@/lib/contracts/endpoint";
import type * as contracts from "@/modules/data-visualization/contracts";
import type { DashboardSummary } from "@/modules/data-visualization/shared/types";
import { dvQueries } from "./api";

export const dashboardPages =
  (moduleId: string) =>
  (cursor: string | null): QuerySpec<Page<DashboardSummary>> =>
    cursor === null
      ? dvQueries.dashboards(moduleId)
      : endpointQuery<typeof contracts.listDashboards>(
          "GET /api/v1/data-visualization/{moduleId}/dashboards",
          { params: { moduleId }, query: { cursor } },
          [moduleTag(moduleId)],
        );
