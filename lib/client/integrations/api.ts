"use client";

// Typed calls of the module integration API (spec/work-management.md §7: POST/GET …/integration,
// PATCH/DELETE …/integration/{integrationId}), addressed by the module's kind and id.
import { call } from "@/lib/client/api";
import { endpointQuery } from "@/lib/client/query/spec";
import type { integrationEndpoints } from "@/lib/contracts/integrations";
import type * as z from "@/lib/zod";
import { INTEGRATION_SEGMENTS, type IntegrableTag } from "@/lib/integrations/types";
import type { createIntegrationSchema, updateIntegrationSchema } from "@/lib/schemas/integrations";

export type CreateIntegrationBody = z.input<typeof createIntegrationSchema>;
export type UpdateIntegrationBody = z.input<typeof updateIntegrationSchema>;

/** The module whose integration API is called (the page's module). */
export interface IntegrationOwner {
  moduleId: string;
  tag: IntegrableTag;
}

type Integration = ReturnType<typeof integrationEndpoints<string>>;

const listPath = ({ tag }: IntegrationOwner) =>
  `/api/v1/${INTEGRATION_SEGMENTS[tag]}/{moduleId}/integration` as const;
const itemPath = ({ tag }: IntegrationOwner) =>
  `/api/v1/${INTEGRATION_SEGMENTS[tag]}/{moduleId}/integration/{integrationId}` as const;
const item = ({ moduleId }: IntegrationOwner, integrationId: string) => ({ moduleId, integrationId });

/** The module's integration (at most one), what it could link to, and whether the caller may change it. */
export const integrationListQuery = (owner: IntegrationOwner) =>
  endpointQuery<Integration["list"]>(`GET ${listPath(owner)}`, { params: { moduleId: owner.moduleId } });

export const integrationApi = {
  /** Links `owner` (the source) to `body.moduleId` (the target). */
  create: (owner: IntegrationOwner, body: CreateIntegrationBody) =>
    call<Integration["create"]>(`POST ${listPath(owner)}`, { params: { moduleId: owner.moduleId }, body }),
  /** A new target for the integration (spec §4: sends moduleId and active true). */
  update: (owner: IntegrationOwner, integrationId: string, body: UpdateIntegrationBody) =>
    call<Integration["update"]>(`PATCH ${itemPath(owner)}`, { params: item(owner, integrationId), body }),
  remove: (owner: IntegrationOwner, integrationId: string) =>
    call<Integration["remove"]>(`DELETE ${itemPath(owner)}`, { params: item(owner, integrationId) }),
};
