import { z } from "zod";

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
