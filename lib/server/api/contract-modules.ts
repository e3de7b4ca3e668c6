import "server-only";
import { HTTP_METHODS, type AnyEndpoint } from "@/lib/contracts/endpoint";
import * as aiContracts from "@/lib/contracts/ai";
import * as apiTokensContracts from "@/lib/contracts/api-tokens";
import * as auditLogContracts from "@/lib/contracts/audit-log";
import * as authContracts from "@/lib/contracts/auth";
import * as exportContracts from "@/lib/contracts/export";
import * as filesContracts from "@/lib/contracts/files";
import * as goalsContracts from "@/lib/contracts/goals";
import * as healthContracts from "@/lib/contracts/health";
import * as inboxContracts from "@/lib/contracts/inbox";
import * as invitationsContracts from "@/lib/contracts/invitations";
import * as mailContracts from "@/lib/contracts/mail";
import * as modulesContracts from "@/lib/contracts/modules";
import * as openapiContracts from "@/lib/contracts/openapi";
import * as projectsContracts from "@/lib/contracts/projects";
import * as reportsContracts from "@/lib/contracts/reports";
import * as searchContracts from "@/lib/contracts/search";
import * as serviceTokensContracts from "@/lib/contracts/service-tokens";
import * as ssoContracts from "@/lib/contracts/sso";
import * as usersContracts from "@/lib/contracts/users";
import * as webhooksContracts from "@/lib/contracts/webhooks";
import * as workspacesContracts from "@/lib/contracts/workspaces";
import * as aiCalendarContracts from "@/modules/ai-calendar/contracts";
import * as contentHubContracts from "@/modules/content-hub/contracts";
import * as contentHubPublicContracts from "@/modules/content-hub/contracts/public";
import * as dataVisualizationContracts from "@/modules/data-visualization/contracts";
import * as dataVisualizationSharesContracts from "@/modules/data-visualization/contracts/shares";
import * as dataVisualizationSourcesContracts from "@/modules/data-visualization/contracts/sources";
import * as databaseGeneratorContracts from "@/modules/database-generator/contracts";
import * as databaseGeneratorExchangeContracts from "@/modules/database-generator/contracts/exchange";
import * as databaseGeneratorFilesContracts from "@/modules/database-generator/contracts/files";
import * as databaseGeneratorViewsContracts from "@/modules/database-generator/contracts/views";
import * as fileManagementContracts from "@/modules/file-management/contracts";
import * as fileManagementLinksContracts from "@/modules/file-management/contracts/links";
import * as formBuilderContracts from "@/modules/form-builder/contracts";
import * as formBuilderPublicContracts from "@/modules/form-builder/contracts/public";
import * as meetingRoomContracts from "@/modules/meeting-room/contracts";
import * as notificationContracts from "@/modules/notification/contracts";
import * as onlineChatContracts from "@/modules/online-chat/contracts";
import * as taskManagementContracts from "@/modules/task-management/contracts";
import * as timeTrackerContracts from "@/modules/time-tracker/contracts";
import * as workflowAutomationContracts from "@/modules/workflow-automation/contracts";

// The one list of the contract files (the platform's lib/contracts/<area>.ts, each kind's
// modules/<segment>/contracts.ts and the files of its contracts/ folder), by their path. Imported
// statically so the OpenAPI document (lib/server/openapi) holds every contract in any bundle; the
// contract test (tests/integration/api/contracts.test.ts) fails when a file on disk that exports a
// contract is missing here, and when a contract listed here has no route or a route no contract.

export const CONTRACT_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  "lib/contracts/ai.ts": aiContracts,
  "lib/contracts/api-tokens.ts": apiTokensContracts,
  "lib/contracts/audit-log.ts": auditLogContracts,
  "lib/contracts/auth.ts": authContracts,
  "lib/contracts/export.ts": exportContracts,
  "lib/contracts/files.ts": filesContracts,
  "lib/contracts/goals.ts": goalsContracts,
  "lib/contracts/health.ts": healthContracts,
  "lib/contracts/inbox.ts": inboxContracts,
  "lib/contracts/invitations.ts": invitationsContracts,
  "lib/contracts/mail.ts": mailContracts,
  "lib/contracts/modules.ts": modulesContracts,
  "lib/contracts/openapi.ts": openapiContracts,
  "lib/contracts/projects.ts": projectsContracts,
  "lib/contracts/reports.ts": reportsContracts,
  "lib/contracts/search.ts": searchContracts,
  "lib/contracts/service-tokens.ts": serviceTokensContracts,
  "lib/contracts/sso.ts": ssoContracts,
  "lib/contracts/users.ts": usersContracts,
  "lib/contracts/webhooks.ts": webhooksContracts,
  "lib/contracts/workspaces.ts": workspacesContracts,
  "modules/ai-calendar/contracts.ts": aiCalendarContracts,
  "modules/content-hub/contracts.ts": contentHubContracts,
  "modules/content-hub/contracts/public.ts": contentHubPublicContracts,
  "modules/data-visualization/contracts.ts": dataVisualizationContracts,
  "modules/data-visualization/contracts/shares.ts": dataVisualizationSharesContracts,
  "modules/data-visualization/contracts/sources.ts": dataVisualizationSourcesContracts,
  "modules/database-generator/contracts.ts": databaseGeneratorContracts,
  "modules/database-generator/contracts/exchange.ts": databaseGeneratorExchangeContracts,
  "modules/database-generator/contracts/files.ts": databaseGeneratorFilesContracts,
  "modules/database-generator/contracts/views.ts": databaseGeneratorViewsContracts,
  "modules/file-management/contracts.ts": fileManagementContracts,
  "modules/file-management/contracts/links.ts": fileManagementLinksContracts,
  "modules/form-builder/contracts.ts": formBuilderContracts,
  "modules/form-builder/contracts/public.ts": formBuilderPublicContracts,
  "modules/meeting-room/contracts.ts": meetingRoomContracts,
  "modules/notification/contracts.ts": notificationContracts,
  "modules/online-chat/contracts.ts": onlineChatContracts,
  "modules/task-management/contracts.ts": taskManagementContracts,
  "modules/time-tracker/contracts.ts": timeTrackerContracts,
  "modules/workflow-automation/contracts.ts": workflowAutomationContracts,
};

export const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as AnyEndpoint).path === "string" &&
  (HTTP_METHODS as readonly string[]).includes((value as AnyEndpoint).method) &&
  "response" in value;

/** A contract and where it is declared. */
export interface ContractEntry {
  /** The contract file's path, a key of CONTRACT_MODULES. */
  file: string;
  /** Its export's name; a family's member is `members.list` (moduleMemberEndpoints, integrationEndpoints). */
  name: string;
  endpoint: AnyEndpoint;
}

/** The contracts a contract module exports, also inside objects (a kind's `members` family). */
export function contractsOf(file: string, exports: Readonly<Record<string, unknown>>): ContractEntry[] {
  return Object.entries(exports).flatMap(([name, value]) =>
    isEndpoint(value)
      ? [{ file, name, endpoint: value }]
      : typeof value === "object" && value !== null && !Array.isArray(value)
        ? Object.entries(value).flatMap(([member, item]) =>
            isEndpoint(item) ? [{ file, name: `${name}.${member}`, endpoint: item }] : [],
          )
        : [],
  );
}

/** Every contract of every contract file. */
export const allContracts = (): ContractEntry[] =>
  Object.entries(CONTRACT_MODULES).flatMap(([file, exports]) => contractsOf(file, exports));
