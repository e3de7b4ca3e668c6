"use client";

import { hardNavigate } from "@/lib/client/navigation";
import { Anchor, Button, Group, PasswordInput, Stack, Stepper, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { PasswordChecklist } from "@/components/auth/password-checklist";
import { FormError } from "@/components/ui/form-error";
import { authApi } from "@/lib/client/auth/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { translatedResolver } from "@/lib/client/form";
import { registerEmailSchema, registerSchema } from "@/lib/schemas/auth";

/** Two steps: the e-mail (checked for an existing account), then name and password; then signed in. */
export function RegisterForm() {
  const t = useTranslations();
  const [step, setStep] = useState(0);
  const { loading, error, submit: run } = useFormSubmit();
  const [password, setPassword] = useState("");

  const emailForm = useForm({
    mode: "uncontrolled",
    initialValues: { email: "" },
    validate: translatedResolver(registerEmailSchema, t),
  });
  const detailsForm = useForm({
    mode: "uncontrolled",
    initialValues: { name: "", password: "" },
    validate: (values) =>
      translatedResolver(registerSchema, t)({ ...values, email: emailForm.getValues().email }),
    onValuesChange: (values) => setPassword(values.password),
  });

  const checkEmail = emailForm.onSubmit(({ email }) =>
    run(async () => {
      const normalized = email.trim().toLowerCase();
      const { registered } = await authApi.isEmailRegistered(normalized);
      if (registered) emailForm.setFieldError("email", t("validation.emailTaken"));
      else setStep(1);
    }),
  );

  const createAccount = detailsForm.onSubmit((values) =>
    run(async () => {
      await authApi.register({ ...values, email: emailForm.getValues().email.trim().toLowerCase() });
      hardNavigate("/onboarding");
      return "navigating";
    }),
  );

  const passwordError = detailsForm.errors.password;
  return (
    <AuthCard title={t("auth.register.title")}>
      <Stepper active={step} size="sm" mb="lg" allowNextStepsSelect={false} onStepClick={setStep}>
        <Stepper.Step label={t("auth.register.stepEmail")} />
        <Stepper.Step label={t("auth.register.stepDetails")} />
      </Stepper>
      <FormError error={error} testId="register-error" />
      {step === 0 ? (
        <form onSubmit={checkEmail} noValidate>
          <Stack>
            <TextInput
              label={t("auth.register.email")}
              placeholder={t("auth.register.emailPlaceholder")}
              type="email"
              autoComplete="email"
              autoFocus
              key={emailForm.key("email")}
              {...emailForm.getInputProps("email")}
            />
            <Button type="submit" loading={loading} fullWidth>
              {t("auth.register.continue")}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={createAccount} noValidate>
          <Stack>
            <Text size="sm" c="dimmed" data-testid="register-email">
              {emailForm.getValues().email.trim().toLowerCase()}
            </Text>
            <TextInput
              label={t("auth.register.name")}
              placeholder={t("auth.register.namePlaceholder")}
              autoComplete="name"
              autoFocus
              key={detailsForm.key("name")}
              {...detailsForm.getInputProps("name")}
            />
            <PasswordInput
              label={t("auth.register.password")}
              placeholder={t("auth.register.passwordPlaceholder")}
              autoComplete="new-password"
              key={detailsForm.key("password")}
              {...detailsForm.getInputProps("password")}
              error={
                passwordError && passwordError !== t("validation.passwordCriteria")
                  ? passwordError
                  : undefined
              }
            />
            <PasswordChecklist
              value={password}
              showIntro={passwordError === t("validation.passwordCriteria")}
            />
            <Group grow>
              <Button variant="default" onClick={() => setStep(0)} disabled={loading}>
                {t("common.back")}
              </Button>
              <Button type="submit" loading={loading}>
                {t("auth.register.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center" mt="md">
        {t("auth.register.haveAccount")}{" "}
        <Anchor component={Link} href="/auth/login" underline="always">
          {t("auth.register.signIn")}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
