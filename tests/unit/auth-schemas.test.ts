import { loginSchema, passwordRules, registerSchema, resetPasswordSchema } from "@/lib/schemas/auth";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("registerSchema", () => {
  const valid = { email: "  Ana@Example.COM ", name: "Ana Lopez", password: "Secret#123" };

  it("accepts a valid registration and lowercases and trims the e-mail", () => {
    const result = registerSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe("ana@example.com");
  });

  it("reports the spec's messages for missing fields", () => {
    expect(messages(registerSchema.safeParse({}))).toEqual([
      "validation.emailRequired",
      "validation.nameRequired",
      "validation.passwordRequired",
    ]);
    expect(messages(registerSchema.safeParse({ email: "", name: "", password: "" }))).toEqual(
      expect.arrayContaining([
        "validation.emailRequired",
        "validation.nameRequired",
        "validation.passwordRequired",
      ]),
    );
  });

  it("rejects bad e-mails, short names and weak passwords", () => {
    expect(messages(registerSchema.safeParse({ ...valid, email: "not-an-email" }))).toEqual([
      "validation.emailInvalid",
    ]);
    expect(messages(registerSchema.safeParse({ ...valid, name: "Al" }))).toEqual(["validation.nameMin"]);
    expect(messages(registerSchema.safeParse({ ...valid, name: "x".repeat(101) }))).toEqual([
      "validation.nameMax",
    ]);
    for (const weak of ["short#1A", "alllowercase#1", "ALLUPPER#1", "NoDigits#here", "NoSpecial123"]) {
      const result = registerSchema.safeParse({ ...valid, password: weak === "short#1A" ? "sh#1A" : weak });
      expect(messages(result)).toEqual(["validation.passwordCriteria"]);
    }
  });

  it("rejects wrong types without throwing", () => {
    expect(registerSchema.safeParse({ email: 5, name: [], password: null }).success).toBe(false);
  });
});

describe("passwordRules", () => {
  it("ticks each criterion separately, in the spec's order", () => {
    const ticks = (value: string) => passwordRules.map((rule) => rule.test(value));
    expect(passwordRules.map((rule) => rule.key)).toEqual([
      "passwordRuleLength",
      "passwordRuleLower",
      "passwordRuleUpper",
      "passwordRuleNumber",
      "passwordRuleSpecial",
    ]);
    expect(ticks("")).toEqual([false, false, false, false, false]);
    expect(ticks("abcdefgh")).toEqual([true, true, false, false, false]);
    expect(ticks("Abcdefg1#")).toEqual([true, true, true, true, true]);
  });
});

describe("loginSchema", () => {
  it("defaults remember to true", () => {
    expect(loginSchema.parse({ email: "a@b.co", password: "x" }).remember).toBe(true);
  });

  it("requires e-mail and password", () => {
    expect(messages(loginSchema.safeParse({ email: "", password: "" }))).toEqual([
      "validation.emailRequired",
      "validation.passwordRequired",
    ]);
  });
});

describe("resetPasswordSchema", () => {
  it("requires identical passwords", () => {
    const result = resetPasswordSchema.safeParse({
      token: "abc",
      newPassword: "Secret#123",
      confirmPassword: "Secret#124",
    });
    expect(messages(result)).toEqual(["validation.passwordsNotIdentical"]);
  });

  it("refuses tokens with characters a link never has", () => {
    const result = resetPasswordSchema.safeParse({
      token: "a b",
      newPassword: "Secret#123",
      confirmPassword: "Secret#123",
    });
    expect(messages(result)).toEqual(["validation.tokenInvalid"]);
  });
});
