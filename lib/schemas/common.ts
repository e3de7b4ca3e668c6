import { z } from "zod";

/** 24 hex characters, the shape of every entity id. */
export const idSchema = z
  .string()
  .regex(/^[0-9a-f]{24}$/i, "validation.invalidId")
  .transform((v) => v.toLowerCase());

/** A same-site path to go back to after a dialog or a sign-in; anything else is dropped. */
export const redirectPathSchema = z
  .string()
  .max(2000)
  .refine((value) => value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\"), {
    message: "validation.invalidRedirect",
  });

export const viewSchema = z.enum(["grid", "list"]);
