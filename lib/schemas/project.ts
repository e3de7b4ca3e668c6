import { z } from "zod";
import { idSchema } from "./common";

// The type check is piped first: zod runs length checks even after a failed type check, so an
// array would otherwise also be "too short".
export const projectNameSchema = z
  .string({ error: "validation.projectNameRequired" })
  .pipe(
    z
      .string()
      .trim()
      .min(1, { message: "validation.projectNameRequired", abort: true })
      .min(3, "validation.projectNameMin")
      .max(100, "validation.projectNameMax"),
  );

/** Renaming a project: an empty name reads 'Name is required' (spec/shell.md §5, rename project). */
export const projectRenameSchema = z
  .string({ error: "validation.nameRequired" })
  .pipe(z.string().trim().min(1, { message: "validation.nameRequired", abort: true }))
  .pipe(projectNameSchema);

/** Module tags of the catalog (ModuleDefinition.tag), placed on the grid in the order given. */
export const moduleTagsSchema = z
  .array(z.string({ error: "validation.moduleUnknown" }).max(100, "validation.moduleUnknown"), {
    error: "validation.modulesInvalid",
  })
  .max(50, "validation.modulesInvalid");

export const createProjectSchema = z.object({
  name: projectNameSchema,
  private: z.boolean({ error: "validation.projectPrivateBoolean" }).default(false),
  /** Catalog modules to place on the new project's grid, in the same transaction. */
  modules: moduleTagsSchema.default([]),
});
export type CreateProjectInput = z.input<typeof createProjectSchema>;

export const placeModulesSchema = z.object({ modules: moduleTagsSchema });
export type PlaceModulesInput = z.infer<typeof placeModulesSchema>;

/** Largest page of GET /workspaces/project; the default page holds 50 projects. */
export const PROJECT_LIST_MAX_LIMIT = 200;
export const PROJECT_LIST_DEFAULT_LIMIT = 50;

const pageNumber = z.coerce
  .number({ error: "validation.pageInvalid" })
  .int("validation.pageInvalid")
  .min(1, "validation.pageInvalid")
  .max(1_000_000, "validation.pageInvalid");

/** GET /workspaces/project?page=&limit=&bookmarked=true (the Bookmarks screen lists only those). */
export const projectListQuerySchema = z.object({
  page: pageNumber.default(1),
  limit: z.coerce
    .number({ error: "validation.projectLimitInvalid" })
    .int("validation.projectLimitInvalid")
    .min(1, "validation.projectLimitInvalid")
    .max(PROJECT_LIST_MAX_LIMIT, "validation.projectLimitInvalid")
    .default(PROJECT_LIST_DEFAULT_LIMIT),
  bookmarked: z
    .enum(["true", "false"], { error: "validation.bookmarkedInvalid" })
    .optional()
    .transform((value) => value === "true"),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

/** GET /modules?page=1&limit= : any positive limit (the client asks for the maximum). */
export const moduleCatalogQuerySchema = z.object({
  page: pageNumber.default(1),
  limit: z.coerce
    .number({ error: "validation.moduleLimitInvalid" })
    .int("validation.moduleLimitInvalid")
    .min(1, "validation.moduleLimitInvalid")
    .max(Number.MAX_SAFE_INTEGER, "validation.moduleLimitInvalid")
    .optional(),
});

/**
 * A cover image: one of the default illustrations or presets (/covers/<file>) or the key of an
 * uploaded file (files/<key>); null goes back to the default illustration.
 */
export const coverImageSchema = z
  .string({ error: "validation.coverImageInvalid" })
  .max(500, "validation.coverImageInvalid")
  .regex(/^(\/covers\/[\w-]+\.(svg|png|jpe?g|webp)|files\/[\w-]+(\/[\w-]+)*(\.[A-Za-z0-9]+)?)$/, {
    message: "validation.coverImageInvalid",
  })
  .nullable();

/** PATCH /workspaces/project/{id}: any of name, private, coverImage and the caller's bookmark. */
export const updateProjectSchema = z
  .object({
    name: projectRenameSchema.optional(),
    private: z.boolean({ error: "validation.projectPrivateBoolean" }).optional(),
    coverImage: coverImageSchema.optional(),
    isBookmark: z.boolean({ error: "validation.isBookmarkBoolean" }).optional(),
  })
  .refine(
    (input) =>
      input.name !== undefined ||
      input.private !== undefined ||
      input.coverImage !== undefined ||
      input.isBookmark !== undefined,
    { message: "validation.projectUpdateEmpty" },
  );
export type UpdateProjectInput = z.input<typeof updateProjectSchema>;

/** A project id in a path: anything but 24 hex characters reads 'Invalid id'. */
export const projectIdSchema = z.string({ error: "validation.invalidId" }).pipe(idSchema);
