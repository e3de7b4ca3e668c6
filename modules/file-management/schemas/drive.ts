// File management's inputs (contracts.ts): params, queries and bodies, their messages validation.* keys.
import * as z from "@/lib/zod";
import { memberIdSchema } from "@/lib/schemas/members";
import {
  BULK_MAX,
  DRIVE_TABS,
  FOLDER_PATHS_MAX,
  SORT_FIELDS,
  TYPE_FILTERS,
  cleanName,
} from "@/modules/file-management/shared/types";

export const itemIdSchema = z
  .string({ error: "validation.driveItemIdInvalid" })
  .check(z.regex(/^[0-9a-f]{24}$/, "validation.driveItemIdInvalid"));

export const moduleParamsSchema = z.object({ moduleId: memberIdSchema });
export const itemParamsSchema = z.object({ moduleId: memberIdSchema, itemId: itemIdSchema });
export const versionParamsSchema = z.object({
  moduleId: memberIdSchema,
  itemId: itemIdSchema,
  versionId: itemIdSchema,
});
export const uploadParamsSchema = z.object({
  moduleId: memberIdSchema,
  uploadId: z.string().check(z.regex(/^[0-9a-f]{24}$/, "validation.uploadIdInvalid")),
});

/** A name as given: cleaned (shared/types.ts cleanName), or refused with the name's message. */
export const nameSchema = z.pipe(
  z.string({ error: "validation.driveNameInvalid" }).check(z.maxLength(1_000, "validation.driveNameInvalid")),
  z.transform((value, ctx) => {
    const name = cleanName(value);
    if (name === null) {
      ctx.issues.push({ code: "custom", message: "validation.driveNameInvalid", input: value });
      return z.NEVER;
    }
    return name;
  }),
);

const parentSchema = z.nullable(itemIdSchema);
const idsSchema = z
  .array(itemIdSchema, { error: "validation.driveIdsInvalid" })
  .check(z.minLength(1, "validation.driveIdsInvalid"), z.maxLength(BULK_MAX, "validation.driveTooMany"));

export const listQuerySchema = z.object({
  tab: z.optional(z.enum(DRIVE_TABS, { error: "validation.driveTabInvalid" })),
  folderId: z.optional(itemIdSchema),
  sort: z.optional(z.enum(SORT_FIELDS, { error: "validation.driveSortInvalid" })),
  dir: z.optional(z.enum(["asc", "desc"], { error: "validation.driveSortInvalid" })),
  type: z.optional(z.enum(TYPE_FILTERS, { error: "validation.driveTypeInvalid" })),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200, "validation.driveSearchTooLong"))),
  cursor: z.optional(
    z.string({ error: "validation.invalidCursor" }).check(z.maxLength(400, "validation.invalidCursor")),
  ),
});
export type ListQuery = z.output<typeof listQuerySchema>;

/** GET …/module-files: other modules' files the reader may read, by name and type, newest first. */
export const moduleFilesQuerySchema = z.object({
  type: z.optional(z.enum(TYPE_FILTERS, { error: "validation.driveTypeInvalid" })),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200, "validation.driveSearchTooLong"))),
  cursor: z.optional(
    z.string({ error: "validation.invalidCursor" }).check(z.maxLength(400, "validation.invalidCursor")),
  ),
});

export const createFolderSchema = z.object({ parentId: parentSchema, name: nameSchema });
export const renameSchema = z.object({ name: nameSchema });
export const moveSchema = z.object({ ids: idsSchema, parentId: parentSchema });
export const idsBodySchema = z.object({ ids: idsSchema });

/** A folder upload's sub-folders: `a`, `a/b`, … each part a valid name. */
const folderPathSchema = z.pipe(
  z.string({ error: "validation.drivePathInvalid" }).check(z.maxLength(4_000, "validation.drivePathInvalid")),
  z.transform((value, ctx) => {
    const parts = value.split("/").filter((part) => part !== "");
    const names = parts.map(cleanName);
    if (parts.length === 0 || parts.length > 32 || names.some((name) => name === null)) {
      ctx.issues.push({ code: "custom", message: "validation.drivePathInvalid", input: value });
      return z.NEVER;
    }
    return names as string[];
  }),
);

export const folderPathsSchema = z.object({
  parentId: parentSchema,
  paths: z
    .array(folderPathSchema, { error: "validation.drivePathInvalid" })
    .check(
      z.minLength(1, "validation.drivePathInvalid"),
      z.maxLength(FOLDER_PATHS_MAX, "validation.driveTooMany"),
    ),
});

export const conflictsSchema = z.object({
  parentId: parentSchema,
  names: z
    .array(nameSchema, { error: "validation.driveNameInvalid" })
    .check(z.minLength(1, "validation.driveNameInvalid"), z.maxLength(BULK_MAX, "validation.driveTooMany")),
});

export const contentQuerySchema = z.object({
  /** Any value: answer as an attachment (a download) rather than inline. */
  download: z.optional(z.string()),
  /** An earlier version's id (the current one without). */
  version: z.optional(itemIdSchema),
});

/** tus's Upload-Metadata of a new upload (each value base64 in the header, decoded here). */
export const uploadMetadataSchema = z.object({
  name: nameSchema,
  parentId: z.optional(z.nullable(itemIdSchema)),
  onConflict: z.optional(z.enum(["keep-both", "version"], { error: "validation.driveConflictInvalid" })),
});

export const shareSchema = z.object({
  userId: memberIdSchema,
  role: z.enum(["view", "edit"], { error: "validation.driveShareRoleInvalid" }),
});
export const shareParamsSchema = z.object({
  moduleId: memberIdSchema,
  itemId: itemIdSchema,
  userId: memberIdSchema,
});

export const peopleQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, "validation.driveSearchTooLong"))),
});
