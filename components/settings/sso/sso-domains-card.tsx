"use client";

import { Button, Card, Group, Pill, Select, Stack, TagsInput, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { FormError } from "@/components/ui/form-error";
import { ssoApi, takenDomainOf } from "@/lib/client/sso";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { SSO_DOMAINS_MAX, SSO_JOIN_ROLES, type SsoSettings } from "@/lib/sso/types";
import classes from "./sso.module.css";
import { normalizeDomains, ssoFormProblems, ssoFormValuesOf, type SsoFormValues } from "./sso-form";

/**
 * The e-mail domains whose people join the workspace when they sign in through the server's provider,
 * and the role they join with: saved together with PUT. A domain the schema refuses is marked in the
 * field and named in its error; one another workspace claimed (409) is named above Save. The parent
 * keys it by the saved settings, so new ones (saved here or read again) start the form afresh.
 */
export function SsoDomainsCard({
  settings,
  workspaceName,
  onSaved,
}: {
  settings: SsoSettings;
  workspaceName: string;
  onSaved: (settings: SsoSettings) => void;
}) {
  const t = useTranslations("settings.sso.form");
  const tAll = useTranslations();
  const { loading, error, setError, submit } = useFormSubmit();
  const form = useForm<SsoFormValues>({
    initialValues: ssoFormValuesOf(settings),
    validateInputOnChange: ["domains"],
    validate: (values) => {
      const problems = ssoFormProblems(values);
      const domains = problems.domains;
      return {
        domains: domains
          ? domains.about.length > 0
            ? t("domainProblem", { domains: domains.about.join(", "), problem: tAll(domains.key) })
            : tAll(domains.key)
          : null,
        defaultRole: problems.defaultRole ? tAll(problems.defaultRole) : null,
      };
    },
  });
  const invalid = new Set(ssoFormProblems(form.values).invalid);

  const save = (values: SsoFormValues) =>
    submit(async () => {
      let saved: SsoSettings;
      try {
        saved = await ssoApi.update(values);
      } catch (caught) {
        const taken = takenDomainOf(caught);
        if (!taken) throw caught;
        setError(t("domainTaken", { domain: taken }));
        return;
      }
      const next = ssoFormValuesOf(saved);
      form.setInitialValues(next);
      form.setValues(next);
      notifications.show({ color: "teal", message: t("saved") });
      onSaved(saved);
    });

  const domainsInput = form.getInputProps("domains");
  return (
    <Card withBorder radius="md" padding="lg" data-testid="sso-domains-card">
      <form noValidate onSubmit={form.onSubmit((values) => void save(values))}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={3} size="h4">
              {t("title")}
            </Title>
            <Text size="sm" data-testid="sso-note">
              {settings.provider === null
                ? t("noteNoProvider", { workspace: workspaceName })
                : t("note", { workspace: workspaceName, provider: settings.provider })}
            </Text>
            {settings.provider === null && (
              <Text size="sm" c="dimmed" data-testid="sso-inactive">
                {t("inactive")}
              </Text>
            )}
          </Stack>
          <TagsInput
            label={t("domains")}
            description={t("domainsHint", { max: SSO_DOMAINS_MAX })}
            placeholder={t("domainsPlaceholder")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            splitChars={[",", " ", ";"]}
            maxTags={SSO_DOMAINS_MAX}
            onMaxTags={() => form.setFieldError("domains", tAll("validation.ssoDomainsTooMany"))}
            acceptValueOnBlur
            clearable
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            error={domainsInput.error}
            value={form.values.domains}
            onChange={(tags) => form.setFieldValue("domains", normalizeDomains(tags))}
            onFocus={domainsInput.onFocus}
            onBlur={domainsInput.onBlur}
            renderPill={({ value, onRemove, disabled }) => {
              const refused = value !== undefined && invalid.has(value);
              return (
                <Pill
                  withRemoveButton={!disabled}
                  onRemove={onRemove}
                  disabled={disabled}
                  c={refused ? "red" : undefined}
                  className={refused ? classes.invalidPill : undefined}
                  mod={{ invalid: refused }}
                  data-testid="sso-domain-pill"
                >
                  {value}
                </Pill>
              );
            }}
            data-testid="sso-domains"
          />
          <Select
            label={t("role")}
            description={t("roleHint")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            data={SSO_JOIN_ROLES.map((role) => ({
              value: role,
              label: tAll(`userManagement.roles.${role}`),
            }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            w={{ base: "100%", xs: 280 }}
            {...form.getInputProps("defaultRole")}
            data-testid="sso-role"
          />
          <FormError error={error} testId="sso-error" />
          <Group justify="flex-end">
            <Button type="submit" loading={loading} disabled={!form.isDirty()} data-testid="sso-save">
              {t("save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
