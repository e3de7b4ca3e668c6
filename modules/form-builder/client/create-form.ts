// The 'Create Form' dialogs' fields, checked with the API's own rules (POST …/form's title, POST
// …/form/draft's prompt) so the dialogs show the server's messages on their fields. Pure.
import * as z from "@/lib/zod";
import { aiDraftSchema, createFormSchema } from "@/modules/form-builder/schemas/form-builder";

/** 'Name your form': the new form's title. */
export const formNameFormSchema = z.object({ title: createFormSchema.shape.title });

/** 'Quick start with AI': what the form is about. */
export const aiPromptFormSchema = aiDraftSchema;
