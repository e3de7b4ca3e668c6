// Inputs of the sources API (issue 37). Messages are keys of messages/*.json (validation.*).
import * as z from "@/lib/zod";
import { intInRange, queryIntInRange } from "@/lib/schemas/common";
import { memberIdSchema } from "@/lib/schemas/members";
import { timeZoneSchema } from "@/lib/schemas/time-zone";
import { SQL_MAX } from "@/modules/data-visualization/shared/chart";
import { filtersSchema } from "@/modules/data-visualization/shared/filters";
import { SHARE_PASSWORD_MAX, SHARE_PASSWORD_MIN } from "@/modules/data-visualization/shared/shares";

export const tableParamsSchema = z.object({ moduleId: memberIdSchema, tableId: memberIdSchema });
export const datasetParamsSchema = z.object({ moduleId: memberIdSchema, datasetId: memberIdSchema });
export const connectorParamsSchema = z.object({ moduleId: memberIdSchema, connectorId: memberIdSchema });

export const previewRowsQuerySchema = z.object({
  limit: z._default(queryIntInRange("validation.previewLimitInvalid", 1, 50), 5),
});

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** A host name or address: letters, digits, dots, dashes (no scheme, path or port). */
const hostSchema = z
  .string({ error: "validation.connectorHostInvalid" })
  .check(z.trim(), z.regex(/^[a-zA-Z0-9.-]{1,253}$/, "validation.connectorHostInvalid"));

export const createConnectorSchema = z.object({
  type: z._default(z.literal("postgresql", { error: "validation.connectorTypeUnavailable" }), "postgresql"),
  name: text("validation.connectorNameRequired", 100, "validation.connectorNameTooLong"),
  host: hostSchema,
  port: z._default(intInRange("validation.connectorPortInvalid", 1, 65535), 5432),
  database: text("validation.connectorDatabaseRequired", 63, "validation.connectorDatabaseRequired"),
  user: text("validation.connectorUserRequired", 63, "validation.connectorUserRequired"),
  password: z._default(z.string().check(z.maxLength(1000, "validation.connectorPasswordTooLong")), ""),
  ssl: z._default(z.boolean(), false),
});
export type CreateConnectorInput = z.output<typeof createConnectorSchema>;

/** PATCH: any field; one left out keeps its value (the password too). */
export const updateConnectorSchema = z.object({
  name: z.optional(text("validation.connectorNameRequired", 100, "validation.connectorNameTooLong")),
  host: z.optional(hostSchema),
  port: z.optional(intInRange("validation.connectorPortInvalid", 1, 65535)),
  database: z.optional(
    text("validation.connectorDatabaseRequired", 63, "validation.connectorDatabaseRequired"),
  ),
  user: z.optional(text("validation.connectorUserRequired", 63, "validation.connectorUserRequired")),
  password: z.optional(z.string().check(z.maxLength(1000, "validation.connectorPasswordTooLong"))),
  ssl: z.optional(z.boolean()),
});
export type UpdateConnectorInput = z.output<typeof updateConnectorSchema>;

export const querySchema = z.object({
  sql: z
    .string({ error: "validation.sqlRequired" })
    .check(z.trim(), z.minLength(1, "validation.sqlRequired"), z.maxLength(SQL_MAX, "validation.sqlTooLong")),
});

// Published links ----------------------------------------------------------------------------------

export const shareParamsSchema = z.object({
  moduleId: memberIdSchema,
  dashboardId: memberIdSchema,
  shareId: memberIdSchema,
});

/** POST …/shares: an optional password, an optional expiry (in the future), the locked filters. */
export const createShareSchema = z.object({
  password: z.optional(
    z.nullable(
      z
        .string({ error: "validation.sharePasswordLength" })
        .check(
          z.minLength(SHARE_PASSWORD_MIN, "validation.sharePasswordLength"),
          z.maxLength(SHARE_PASSWORD_MAX, "validation.sharePasswordLength"),
        ),
    ),
  ),
  expiresAt: z.optional(
    z.nullable(
      z.string({ error: "validation.shareExpiryInvalid" }).check(
        z.iso.datetime({ offset: true, error: "validation.shareExpiryInvalid" }),
        z.refine((value) => Date.parse(value) > Date.now(), "validation.shareExpiryInvalid"),
      ),
    ),
  ),
  filters: z._default(filtersSchema, { period: "all", projectIds: [], personIds: [] }),
});
export type CreateShareInput = z.output<typeof createShareSchema>;

export const publicTokenParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, "errors.dashboardLinkNotFound")),
});
export const unlockShareSchema = z.object({
  password: z.string({ error: "validation.shareWrongPassword" }).check(z.maxLength(SHARE_PASSWORD_MAX)),
});
export const publicDataQuerySchema = z.object({ zone: z.optional(timeZoneSchema) });
