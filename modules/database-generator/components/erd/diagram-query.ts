"use client";

// The ER view's read: a database's tables with their columns in one request, tagged with the module
// (its room reads it again when a table or a column changes).
import { endpointQuery, moduleTag } from "@/lib/client/query/spec";
import type * as exchange from "@/modules/database-generator/contracts/exchange";

export const erdQueries = {
  diagram: (moduleId: string, databaseId: string) =>
    endpointQuery<typeof exchange.databaseDiagram>(
      "GET /api/v1/database-generator/{moduleId}/databases/{databaseId}/diagram",
      { params: { moduleId, databaseId } },
      [moduleTag(moduleId)],
    ),
};
