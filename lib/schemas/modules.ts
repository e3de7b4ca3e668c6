import * as z from "@/lib/zod";
import { idSchema, intInRange, nameSchema } from "@/lib/schemas/common";

/** The module grid is 12 columns wide (spec/shell.md §9); rows grow downwards. */
export const GRID_COLUMNS = 12;
export const MAX_GRID_ROW = 10_000;
export const MAX_MODULE_HEIGHT = 1_000;
export const MAX_BATCH_CREATES = 50;
export const MAX_BATCH_CHANGES = 200;

/** A module name (rename): required, at least 3 characters. */
export const moduleNameSchema = nameSchema({
  required: "validation.nameRequired",
  min: "validation.nameMin",
  max: "validation.nameMax",
});

/** The spec's `i`: a position index sent as a string ("3") or a number (3). Kept as a number here. */
export const moduleIndexSchema = z.pipe(
  z.union([z.string().check(z.regex(/^\d{1,5}$/)), z.number().check(z.int(), z.gte(0), z.lte(99_999))], {
    error: "validation.moduleIndexInvalid",
  }),
  z.transform((value: string | number) => Number(value)),
);

const gridInt = (min: number, max: number) => intInRange("validation.modulePositionInvalid", min, max);

export const gridFields = {
  x: gridInt(0, GRID_COLUMNS - 1),
  y: gridInt(0, MAX_GRID_ROW),
  w: gridInt(1, GRID_COLUMNS),
  h: gridInt(1, MAX_MODULE_HEIGHT),
};

const privateSchema = z.boolean({ error: "validation.modulePrivateBoolean" });
const bookmarkSchema = z.boolean({ error: "validation.moduleBookmarkBoolean" });
const tagSchema = z
  .string({ error: "validation.moduleUnknown" })
  .check(z.minLength(1), z.maxLength(100, "validation.moduleUnknown"));

const catalogRef = {
  /** The catalog entry (ModuleDefinition.id) … */
  moduleId: z.optional(idSchema),
  /** … or its tag. One of the two is required. */
  tag: z.optional(tagSchema),
};
const hasCatalogRef = (value: { moduleId?: string; tag?: string }) => Boolean(value.moduleId ?? value.tag);

/** A module to place on a project's grid, at the position the client chose. */
export const projectModuleCreateSchema = z
  .object({
    ...catalogRef,
    name: z.optional(moduleNameSchema),
    i: z.optional(moduleIndexSchema),
    ...gridFields,
    private: z.optional(privateSchema),
  })
  .check(
    z.refine(hasCatalogRef, { message: "validation.moduleRefRequired" }),
    z.refine((value) => value.x + value.w <= GRID_COLUMNS, { message: "validation.modulePositionInvalid" }),
  );

/**
 * The fields a batch may change on a placed module. Anything else (server-managed fields such as
 * id, _id, __v, project, creator, workspace, owner, deleted, active, createdAt, updatedAt, and
 * client-only ones such as isBookmark or resizeHandles) is stripped, not refused.
 */
export const projectModuleUpdateSchema = z.object(
  {
    name: z.optional(moduleNameSchema),
    i: z.optional(moduleIndexSchema),
    x: z.optional(gridFields.x),
    y: z.optional(gridFields.y),
    w: z.optional(gridFields.w),
    h: z.optional(gridFields.h),
    private: z.optional(privateSchema),
  },
  { error: "validation.moduleBatchInvalid" },
);
export type ProjectModuleUpdate = z.infer<typeof projectModuleUpdateSchema>;

const idList = z
  .array(idSchema, { error: "validation.moduleBatchInvalid" })
  .check(z.maxLength(MAX_BATCH_CHANGES, "validation.moduleBatchTooLarge"));

function updateMap<S extends z.core.$ZodType>(schema: S) {
  return z.record(idSchema, schema, { error: "validation.moduleBatchInvalid" }).check(
    z.refine((value) => Object.keys(value).length <= MAX_BATCH_CHANGES, {
      message: "validation.moduleBatchTooLarge",
    }),
  );
}

/** The spec's "module batch change payload": `{ create: [...], delete: [ids], update: { [id]: {...} } }`. */
export const projectModuleBatchSchema = z.object(
  {
    create: z._default(
      z
        .array(projectModuleCreateSchema, { error: "validation.moduleBatchInvalid" })
        .check(z.maxLength(MAX_BATCH_CREATES, "validation.moduleBatchTooLarge")),
      [],
    ),
    delete: z._default(idList, []),
    update: z._default(updateMap(projectModuleUpdateSchema), {}),
  },
  { error: "validation.moduleBatchInvalid" },
);
export type ProjectModuleBatch = z.infer<typeof projectModuleBatchSchema>;

/** PATCH /workspaces/module/{moduleId}/project/{projectId}: bookmark, rename, move. */
export const updateProjectModuleSchema = z
  .object(
    {
      isBookmark: z.optional(bookmarkSchema),
      /** The project to move the module to (same workspace). */
      project: z.optional(idSchema),
      name: z.optional(moduleNameSchema),
    },
    { error: "validation.moduleBatchInvalid" },
  )
  .check(
    z.refine(
      (value) => value.isBookmark !== undefined || value.project !== undefined || value.name !== undefined,
      {
        message: "validation.moduleUpdateEmpty",
      },
    ),
  );
export type UpdateProjectModuleInput = z.infer<typeof updateProjectModuleSchema>;

/** A module of the workspace itself (no grid position, only an index). */
export const workspaceModuleCreateSchema = z
  .object({ ...catalogRef, name: z.optional(moduleNameSchema), i: z.optional(moduleIndexSchema) })
  .check(z.refine(hasCatalogRef, { message: "validation.moduleRefRequired" }));

export const workspaceModuleUpdateSchema = z.object(
  { name: z.optional(moduleNameSchema), i: z.optional(moduleIndexSchema) },
  { error: "validation.moduleBatchInvalid" },
);

export const workspaceModuleBatchSchema = z.object(
  {
    create: z._default(
      z
        .array(workspaceModuleCreateSchema, { error: "validation.moduleBatchInvalid" })
        .check(z.maxLength(MAX_BATCH_CREATES, "validation.moduleBatchTooLarge")),
      [],
    ),
    delete: z._default(idList, []),
    update: z._default(updateMap(workspaceModuleUpdateSchema), {}),
  },
  { error: "validation.moduleBatchInvalid" },
);
export type WorkspaceModuleBatch = z.infer<typeof workspaceModuleBatchSchema>;

/** PATCH /workspaces/module/{moduleId}: rename or bookmark a workspace module. */
export const updateWorkspaceModuleSchema = z
  .object(
    { isBookmark: z.optional(bookmarkSchema), name: z.optional(moduleNameSchema) },
    { error: "validation.moduleBatchInvalid" },
  )
  .check(
    z.refine((value) => value.isBookmark !== undefined || value.name !== undefined, {
      message: "validation.moduleUpdateEmpty",
    }),
  );

/** /workspaces/module/{moduleId}: a workspace module. */
export const workspaceModuleParamsSchema = z.object({ moduleId: idSchema });
/** /workspaces/module/{moduleId}/project/{projectId}: a module placed on a project's grid. */
export const placedModuleParamsSchema = z.object({ moduleId: idSchema, projectId: idSchema });
/** /workspaces/module/project/{projectId}: a project's grid. */
export const projectGridParamsSchema = z.object({ projectId: idSchema });
