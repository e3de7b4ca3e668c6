import { z } from "zod";

/** The checklist the spec shows under a password field, in its order; keys are under `validation`. */
export const passwordRules = [
  { key: "passwordRuleLength", test: (v: string) => v.length >= 8 },
  { key: "passwordRuleLower", test: (v: string) => /[a-z]/.test(v) },
  { key: "passwordRuleUpper", test: (v: string) => /[A-Z]/.test(v) },
  { key: "passwordRuleNumber", test: (v: string) => /\d/.test(v) },
  { key: "passwordRuleSpecial", test: (v: string) => /[@$!%*?&#]/.test(v) },
] as const;

export const emailSchema = z
  .string({ error: "validation.emailRequired" })
  .trim()
  .min(1, "validation.emailRequired")
  .max(254, "validation.emailInvalid")
  .pipe(z.email("validation.emailInvalid"))
  .transform((value) => value.toLowerCase());

export const nameSchema = z
  .string({ error: "validation.nameRequired" })
  .trim()
  .min(1, "validation.nameRequired")
  .min(3, "validation.nameMin")
  .max(100, "validation.nameMax");

export const newPasswordSchema = z
  .string({ error: "validation.passwordRequired" })
  .min(1, "validation.passwordRequired")
  .max(128, "validation.passwordMax")
  .refine((value) => passwordRules.every((rule) => rule.test(value)), "validation.passwordCriteria");

/** At sign-in any stored password may be typed; only presence and a sane size are checked. */
const passwordSchema = z
  .string({ error: "validation.passwordRequired" })
  .min(1, "validation.passwordRequired")
  .max(128, "validation.passwordMax");

export const registerEmailSchema = z.object({ email: emailSchema });

export const registerSchema = z.object({
  email: emailSchema,
  name: nameSchema,
  password: newPasswordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  remember: z.boolean({ error: "validation.rememberBoolean" }).default(true),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const requestResetSchema = z.object({ email: emailSchema });
export type RequestResetInput = z.infer<typeof requestResetSchema>;

export const resetTokenSchema = z
  .string({ error: "validation.tokenRequired" })
  .min(1, "validation.tokenRequired")
  .max(200, "validation.tokenInvalid")
  .regex(/^[A-Za-z0-9_-]+$/, "validation.tokenInvalid");

export const resetPasswordSchema = z
  .object({
    token: resetTokenSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: "validation.passwordRequired" }).min(1, "validation.passwordRequired"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "validation.passwordsNotIdentical",
    path: ["confirmPassword"],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The token of an e-mail verification link (the same url-safe shape as every e-mailed token). */
export const verifyEmailSchema = z.object({ token: resetTokenSchema });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;
