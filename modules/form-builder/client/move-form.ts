// 'Move {title}': the folder chosen (one of the module's, none, or a new one) and, for a new one,
// its name, checked with POST …/folder's rule so the field shows the server's message. Pure.
import * as z from "@/lib/zod";
import { folderBodySchema } from "@/modules/form-builder/schemas/form-builder";

/** The choices besides the module's folders (folder ids are 24 hex characters: no clash). */
export const NO_FOLDER = "none";
export const NEW_FOLDER = "new";

export interface MoveFormValues {
  choice: string;
  name: string;
}

export const moveFormSchema = z.object({ choice: z.string(), name: z.string() }).check(
  z.superRefine((values, ctx) => {
    if (values.choice !== NEW_FOLDER) return;
    const parsed = z.safeParse(folderBodySchema, { name: values.name });
    if (!parsed.success)
      ctx.addIssue({
        code: "custom",
        message: parsed.error.issues[0]?.message ?? "validation.folderNameRequired",
        path: ["name"],
      });
  }),
);

/** The new folder's name (trimmed) when one is to be made, else null. */
export const newFolderName = (values: MoveFormValues): string | null =>
  values.choice === NEW_FOLDER ? z.parse(folderBodySchema, { name: values.name }).name : null;

/** The folder the form goes to: a made folder's id, none (null), or the chosen one. */
export const targetFolderId = (values: MoveFormValues, made: { id: string } | null): string | null =>
  made?.id ?? (values.choice === NO_FOLDER || values.choice === NEW_FOLDER ? null : values.choice);
