"use client";

import { Button, Group, Modal, NumberInput, Select, Skeleton, Stack, Table, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { translatedResolver } from "@/lib/client/form";
import { useQuery } from "@/lib/client/query/use-query";
import { ratesQuery, reportsApi } from "@/modules/time-tracker/client/reports-api";
import {
  ratesBody,
  ratesFormSchema,
  ratesFormValues,
  type RatesFormValues,
} from "@/modules/time-tracker/client/rates-form";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { currencyCodes, RATE_MAX, type TimeRates } from "@/modules/time-tracker/shared/rates";

export interface RatePerson {
  id: string;
  name: string;
}

/**
 * Rates (module admins): the module's currency and hourly rate, and a rate per person that overrides
 * it (empty: the module's applies). Saved at once with PUT …/rate. Loaded on first use.
 */
export default function RatesDialog(props: {
  moduleId: string;
  opened: boolean;
  onClose: () => void;
  onSaved: (rates: TimeRates) => void;
  people: RatePerson[];
}) {
  const t = useTranslations("timeTracker.rates");
  const tErrors = useTranslations("errors");
  const { moduleId, opened, onClose, onSaved } = props;
  // Read when the dialog opens (the last answer shows meanwhile).
  const rates = useQuery(ratesQuery(moduleId), { enabled: opened });
  const saved = rates.data ?? null;
  const loadError = rates.error ? errorMessage(rates.error, tErrors("networkError")) : null;

  // The module's people and anyone who has a rate already (they may have left it since).
  const people = useMemo(() => {
    const all = new Map(props.people.map((person) => [person.id, person.name]));
    for (const member of saved?.members ?? [])
      if (!all.has(member.userId)) all.set(member.userId, member.name);
    return [...all].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [props.people, saved]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("close") }}
    >
      <Stack gap="md">
        <LoadError error={loadError} retryLabel={t("retry")} onRetry={() => void rates.refetch()} />
        {!saved && !loadError && (
          <Stack gap="sm" role="status" aria-busy="true" aria-label={t("loading")}>
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={120} />
          </Stack>
        )}
        {saved ? (
          <RatesForm
            moduleId={moduleId}
            saved={saved}
            people={people}
            onClose={onClose}
            onSaved={(rates) => {
              onSaved(rates);
              onClose();
            }}
          />
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button disabled data-testid="rates-save">
              {t("save")}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

const amountProps = {
  min: 0,
  max: RATE_MAX,
  decimalScale: 2,
  allowNegative: false,
  thousandSeparator: " ",
} as const;

/** The loaded rates' fields; a new load (the dialog opened again) puts its values in them. */
function RatesForm(props: {
  moduleId: string;
  saved: TimeRates;
  people: RatePerson[];
  onClose: () => void;
  onSaved: (rates: TimeRates) => void;
}) {
  const t = useTranslations("timeTracker.rates");
  const tAll = useTranslations();
  const { moduleId, saved, people } = props;
  const { loading, error, submit } = useFormSubmit();
  const currencies = useMemo(() => currencyCodes(), []);
  const form = useForm<RatesFormValues>({
    initialValues: ratesFormValues(saved),
    validate: (values) => translatedResolver(ratesFormSchema(people), tAll)(values),
  });
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    form.setValues(ratesFormValues(saved));
  }

  const save = (values: RatesFormValues) =>
    submit(async () => {
      const rates = await reportsApi.saveRates(moduleId, ratesBody(values, people));
      notifications.show({ message: t("saved"), color: "green" });
      props.onSaved(rates);
    });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void save(values))}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("intro")}
        </Text>
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t("currency")}
            data={currencies}
            {...form.getInputProps("currency")}
            onChange={(value) => value && form.setFieldValue("currency", value)}
            searchable
            allowDeselect={false}
            data-testid="rates-currency"
          />
          <NumberInput
            label={t("moduleRate")}
            description={t("moduleRateHint")}
            {...form.getInputProps("hourlyRate")}
            {...amountProps}
            data-testid="rates-module-rate"
          />
        </Group>
        {people.length > 0 ? (
          <Table.ScrollContainer minWidth={360}>
            <Table data-testid="rates-members">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("member")}</Table.Th>
                  <Table.Th scope="col">{t("memberRate")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {people.map((person) => (
                  <Table.Tr key={person.id}>
                    <Table.Th scope="row" fw={400}>
                      {person.name}
                    </Table.Th>
                    <Table.Td>
                      <NumberInput
                        aria-label={t("memberRateOf", { name: person.name })}
                        placeholder={t("usesModuleRate")}
                        {...form.getInputProps(`members.${person.id}`)}
                        value={form.values.members[person.id] ?? ""}
                        {...amountProps}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed">
            {t("noMembers")}
          </Text>
        )}
        <FormError error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={loading} data-testid="rates-save">
            {t("save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
