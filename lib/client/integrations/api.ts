"use client";

// Typed calls of the module integration API (spec/work-management.md §7: POST/GET …/integration,
// PATCH/DELETE …/integration/{integrationId}), addressed by the module's kind and id.
import { api } from "@/lib/client/api";
import type * as z from "@/lib/zod";
import {
  INTEGRATION_SEGMENTS,
  type IntegrableTag,
  type IntegrationList,
  type ModuleIntegrationItem,
} from "@/lib/integrations/types";
import type { createIntegrationSchema, updateIntegrationSchema } from "@/lib/schemas/integrations";

export type CreateIntegrationBody = z.input<typeof createIntegrationSchema>;
export type UpdateIntegrationBody = z.input<typeof updateIntegrationSchema>;

/** The module whose integration API is called (the page's module). */
export interface IntegrationOwner {
  moduleId: string;
  tag: IntegrableTag;
}

const base = ({ moduleId, tag }: IntegrationOwner) => `/${INTEGRATION_SEGMENTS[tag]}/${moduleId}/integration`;

export const integrationApi = {
  /** The module's integration (at most one), what it could link to, and whether the caller may change it. */
  list: (owner: IntegrationOwner, signal?: AbortSignal) => api<IntegrationList>(base(owner), { signal }),
  /** Links `owner` (the source) to `body.moduleId` (the target). */
  create: (owner: IntegrationOwner, body: CreateIntegrationBody) =>
    api<ModuleIntegrationItem>(base(owner), { method: "POST", body }),
  /** A new target for the integration (spec §4: sends moduleId and active true). */
  update: (owner: IntegrationOwner, integrationId: string, body: UpdateIntegrationBody) =>
    api<ModuleIntegrationItem>(`${base(owner)}/${integrationId}`, { method: "PATCH", body }),
  remove: (owner: IntegrationOwner, integrationId: string) =>
    api<null>(`${base(owner)}/${integrationId}`, { method: "DELETE" }),
};
