"use client";

// Typed calls of the module integration API (spec/work-management.md §7: POST/GET …/integration,
// PATCH/DELETE …/integration/{integrationId}), addressed by the module's kind and id.
import { call } from "@/lib/client/api";
import { integrationEndpoints } from "@/lib/contracts/integrations";
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

const endpointsOf = ({ tag }: IntegrationOwner) => integrationEndpoints(INTEGRATION_SEGMENTS[tag]);
const item = ({ moduleId }: IntegrationOwner, integrationId: string) => ({ moduleId, integrationId });

export const integrationApi = {
  /** The module's integration (at most one), what it could link to, and whether the caller may change it. */
  list: (owner: IntegrationOwner, signal?: AbortSignal) =>
    call(endpointsOf(owner).list, { params: { moduleId: owner.moduleId } }, { signal }),
  /** Links `owner` (the source) to `body.moduleId` (the target). */
  create: (owner: IntegrationOwner, body: CreateIntegrationBody) =>
    call(endpointsOf(owner).create, { params: { moduleId: owner.moduleId }, body }),
  /** A new target for the integration (spec §4: sends moduleId and active true). */
  update: (owner: IntegrationOwner, integrationId: string, body: UpdateIntegrationBody) =>
    call(endpointsOf(owner).update, { params: item(owner, integrationId), body }),
  remove: (owner: IntegrationOwner, integrationId: string) =>
    call(endpointsOf(owner).remove, { params: item(owner, integrationId) }),
};
