import * as z from "@/lib/zod";
import { coverImageSchema, projectRenameSchema, type UpdateProjectInput } from "@/lib/schemas/project";

/** The edit dialog's form: the server's rename and cover image rules. */
export const editProjectFormSchema = z.object({
  name: projectRenameSchema,
  coverImage: coverImageSchema,
  private: z.boolean(),
});
export type EditProjectValues = z.input<typeof editProjectFormSchema>;

/** The PATCH body: only the fields that changed (the name compared trimmed); null when none did. */
export function changedFields(
  initial: EditProjectValues,
  values: EditProjectValues,
): Pick<UpdateProjectInput, "name" | "private" | "coverImage"> | null {
  const body: Pick<UpdateProjectInput, "name" | "private" | "coverImage"> = {};
  const name = values.name.trim();
  if (name !== initial.name.trim()) body.name = name;
  if (values.private !== initial.private) body.private = values.private;
  if (values.coverImage !== initial.coverImage) body.coverImage = values.coverImage;
  return Object.keys(body).length > 0 ? body : null;
}
