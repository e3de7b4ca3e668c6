import * as z from "@/lib/zod";
import { idSchema, nameSchema, queryIntInRange } from "./common";

export const projectNameSchema = nameSchema({
  required: "validation.projectNameRequired",
  min: "validation.projectNameMin",
  max: "validation.projectNameMax",
});

/** Renaming a project: an empty name reads 'Name is required' (spec/shell.md §5, rename project). */
export const projectRenameSchema = z.pipe(
  z.pipe(
    z.string({ error: "validation.nameRequired" }),
    z.string().check(z.trim(), z.minLength(1, { message: "validation.nameRequired", abort: true })),
  ),
  projectNameSchema,
);

/** Module tags of the catalog (ModuleDefinition.tag), placed on the grid in the order given. */
export const moduleTagsSchema = z
  .array(
    z.string({ error: "validation.moduleUnknown" }).check(z.maxLength(100, "validation.moduleUnknown")),
    {
      error: "validation.modulesInvalid",
    },
  )
  .check(z.maxLength(50, "validation.modulesInvalid"));

export const createProjectSchema = z.object({
  name: projectNameSchema,
  private: z._default(z.boolean({ error: "validation.projectPrivateBoolean" }), false),
  /** Catalog modules to place on the new project's grid, in the same transaction. */
  modules: z._default(moduleTagsSchema, []),
});
export type CreateProjectInput = z.input<typeof createProjectSchema>;

export const placeModulesSchema = z.object({ modules: moduleTagsSchema });
export type PlaceModulesInput = z.infer<typeof placeModulesSchema>;

/** Largest page of GET /workspaces/project; the default page holds 50 projects. */
export const PROJECT_LIST_MAX_LIMIT = 200;
export const PROJECT_LIST_DEFAULT_LIMIT = 50;

const pageNumber = queryIntInRange("validation.pageInvalid", 1, 1_000_000);

/** GET /workspaces/project?page=&limit=&bookmarked=true (the Bookmarks screen lists only those). */
export const projectListQuerySchema = z.object({
  page: z._default(pageNumber, 1),
  limit: z._default(
    queryIntInRange("validation.projectLimitInvalid", 1, PROJECT_LIST_MAX_LIMIT),
    PROJECT_LIST_DEFAULT_LIMIT,
  ),
  bookmarked: z.pipe(
    z.optional(z.enum(["true", "false"], { error: "validation.bookmarkedInvalid" })),
    z.transform((value: "true" | "false" | undefined) => value === "true"),
  ),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

/** GET /modules?page=1&limit= : any positive limit (the client asks for the maximum). */
export const moduleCatalogQuerySchema = z.object({
  page: z._default(pageNumber, 1),
  limit: z.optional(queryIntInRange("validation.moduleLimitInvalid", 1, Number.MAX_SAFE_INTEGER)),
});

/**
 * A cover image: one of the default illustrations or presets (/covers/<file>) or the key of an
 * uploaded file (files/<key>); null goes back to the default illustration.
 */
export const coverImageSchema = z.nullable(
  z.string({ error: "validation.coverImageInvalid" }).check(
    z.maxLength(500, "validation.coverImageInvalid"),
    z.regex(/^(\/covers\/[\w-]+\.(svg|png|jpe?g|webp)|files\/[\w-]+(\/[\w-]+)*(\.[A-Za-z0-9]+)?)$/, {
      message: "validation.coverImageInvalid",
    }),
  ),
);

/** PATCH /workspaces/project/{id}: any of name, private, coverImage and the caller's bookmark. */
export const updateProjectSchema = z
  .object({
    name: z.optional(projectRenameSchema),
    private: z.optional(z.boolean({ error: "validation.projectPrivateBoolean" })),
    coverImage: z.optional(coverImageSchema),
    isBookmark: z.optional(z.boolean({ error: "validation.isBookmarkBoolean" })),
  })
  .check(
    z.refine(
      (input) =>
        input.name !== undefined ||
        input.private !== undefined ||
        input.coverImage !== undefined ||
        input.isBookmark !== undefined,
      { message: "validation.projectUpdateEmpty" },
    ),
  );
export type UpdateProjectInput = z.input<typeof updateProjectSchema>;

/** A project id in a path: anything but 24 hex characters reads 'Invalid id'. */
export const projectIdSchema = z.pipe(z.string({ error: "validation.invalidId" }), idSchema);

/** /workspaces/project/{projectId}. */
export const projectParamsSchema = z.object({ projectId: projectIdSchema });
