import * as z from "@/lib/zod";

/** The checklist the spec shows under a password field, in its order; keys are under `validation`. */
export const passwordRules = [
  { key: "passwordRuleLength", test: (v: string) => v.length >= 8 },
  { key: "passwordRuleLower", test: (v: string) => /[a-z]/.test(v) },
  { key: "passwordRuleUpper", test: (v: string) => /[A-Z]/.test(v) },
  { key: "passwordRuleNumber", test: (v: string) => /\d/.test(v) },
  { key: "passwordRuleSpecial", test: (v: string) => /[@$!%*?&#]/.test(v) },
] as const;

export const emailSchema = z.pipe(
  z.pipe(
    z
      .string({ error: "validation.emailRequired" })
      .check(
        z.trim(),
        z.minLength(1, "validation.emailRequired"),
        z.maxLength(254, "validation.emailInvalid"),
      ),
    z.email("validation.emailInvalid"),
  ),
  z.transform((value: string) => value.toLowerCase()),
);

export const nameSchema = z
  .string({ error: "validation.nameRequired" })
  .check(
    z.trim(),
    z.minLength(1, "validation.nameRequired"),
    z.minLength(3, "validation.nameMin"),
    z.maxLength(100, "validation.nameMax"),
  );

export const newPasswordSchema = z.string({ error: "validation.passwordRequired" }).check(
  z.minLength(1, "validation.passwordRequired"),
  z.maxLength(128, "validation.passwordMax"),
  z.refine((value: string) => passwordRules.every((rule) => rule.test(value)), "validation.passwordCriteria"),
);

/** At sign-in any stored password may be typed; only presence and a sane size are checked. */
const passwordSchema = z
  .string({ error: "validation.passwordRequired" })
  .check(z.minLength(1, "validation.passwordRequired"), z.maxLength(128, "validation.passwordMax"));

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
  remember: z._default(z.boolean({ error: "validation.rememberBoolean" }), true),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const requestResetSchema = z.object({ email: emailSchema });
export type RequestResetInput = z.infer<typeof requestResetSchema>;

export const resetTokenSchema = z
  .string({ error: "validation.tokenRequired" })
  .check(
    z.minLength(1, "validation.tokenRequired"),
    z.maxLength(200, "validation.tokenInvalid"),
    z.regex(/^[A-Za-z0-9_-]+$/, "validation.tokenInvalid"),
  );

/** GET /auth/check-reset-password-token/{token}: the token of a reset link, in the path. */
export const resetTokenParamsSchema = z.object({ token: resetTokenSchema });

export const resetPasswordSchema = z
  .object({
    token: resetTokenSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z
      .string({ error: "validation.passwordRequired" })
      .check(z.minLength(1, "validation.passwordRequired")),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      message: "validation.passwordsNotIdentical",
      path: ["confirmPassword"],
    }),
  );
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The token of an e-mail verification link (the same url-safe shape as every e-mailed token). */
export const verifyEmailSchema = z.object({ token: resetTokenSchema });
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;
