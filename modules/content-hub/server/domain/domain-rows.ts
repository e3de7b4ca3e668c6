import "server-only";
import type { DomainInfo } from "@/modules/content-hub/shared/types";

export const domainSelect = {
  id: true,
  domain: true,
  apiKeyLast4: true,
  developerMode: true,
  active: true,
  updatedAt: true,
} as const;

type DomainRow = {
  id: string;
  domain: string;
  apiKeyLast4: string;
  developerMode: boolean;
  active: boolean;
  updatedAt: Date;
};

export const domainInfoOf = (row: DomainRow): DomainInfo => ({
  id: row.id,
  domain: row.domain,
  apiKeyLast4: row.apiKeyLast4,
  developerMode: row.developerMode,
  active: row.active,
  updatedAt: row.updatedAt.toISOString(),
});
