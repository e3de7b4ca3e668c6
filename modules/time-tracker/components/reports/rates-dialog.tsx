"use client";

import { Button, Group, Modal, NumberInput, Select, Skeleton, Stack, Table, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { reportsApi, type UpdateRatesBody } from "@/modules/time-tracker/client/reports-api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import * as z from "@/lib/zod";
import { updateRatesSchema } from "@/modules/time-tracker/schemas/time-tracker-reports";
import { currencyCodes, RATE_MAX, type TimeRates } from "@/modules/time-tracker/shared/rates";

type Amount = number | string;

export interface RatePerson {
  id: string;
  name: string;
}

const toRate = (value: Amount): number | null => (value === "" ? null : Number(value));

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
  const tRoot = useTranslations();
  const tErrors = useTranslations("errors");
  const { moduleId, opened, onClose, onSaved } = props;
  const [saved, setSaved] = useState<TimeRates | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [currency, setCurrency] = useState("USD");
  const [rate, setRate] = useState<Amount>("");
  const [own, setOwn] = useState<Record<string, Amount>>({});
  const { loading, error, setError, submit } = useFormSubmit();
  const currencies = useMemo(() => currencyCodes(), []);

  useEffect(() => {
    if (!opened) return;
    let live = true;
    reportsApi.rates(moduleId).then(
      (rates) => {
        if (!live) return;
        setSaved(rates);
        setLoadError(null);
        setCurrency(rates.currency);
        setRate(rates.hourlyRate ?? "");
        setOwn(Object.fromEntries((rates.members ?? []).map((member) => [member.userId, member.hourlyRate])));
      },
      (caught: unknown) => live && setLoadError(errorMessage(caught, tErrors("networkError"))),
    );
    return () => {
      live = false;
    };
  }, [moduleId, opened, attempt, tErrors]);

  // The module's people and anyone who has a rate already (they may have left it since).
  const people = useMemo(() => {
    const all = new Map(props.people.map((person) => [person.id, person.name]));
    for (const member of saved?.members ?? [])
      if (!all.has(member.userId)) all.set(member.userId, member.name);
    return [...all].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [props.people, saved]);

  const save = () =>
    submit(async () => {
      const body: UpdateRatesBody = {
        currency,
        hourlyRate: toRate(rate),
        members: people.map((person) => ({ userId: person.id, hourlyRate: toRate(own[person.id] ?? "") })),
      };
      const checked = z.safeParse(updateRatesSchema, body);
      if (!checked.success) {
        setError(tRoot(checked.error.issues[0]?.message ?? "validation.invalidInput"));
        return;
      }
      const rates = await reportsApi.saveRates(moduleId, body);
      notifications.show({ message: t("saved"), color: "green" });
      onSaved(rates);
      onClose();
    });

  const amountProps = {
    min: 0,
    max: RATE_MAX,
    decimalScale: 2,
    allowNegative: false,
    thousandSeparator: " ",
  } as const;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("close") }}
    >
      <Stack gap="md">
        <LoadError error={loadError} retryLabel={t("retry")} onRetry={() => setAttempt((n) => n + 1)} />
        {!saved && !loadError && (
          <Stack gap="sm" role="status" aria-busy="true" aria-label={t("loading")}>
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={120} />
          </Stack>
        )}
        {saved && (
          <>
            <Text size="sm" c="dimmed">
              {t("intro")}
            </Text>
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label={t("currency")}
                data={currencies}
                value={currency}
                onChange={(value) => value && setCurrency(value)}
                searchable
                allowDeselect={false}
                data-testid="rates-currency"
              />
              <NumberInput
                label={t("moduleRate")}
                description={t("moduleRateHint")}
                value={rate}
                onChange={setRate}
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
                            value={own[person.id] ?? ""}
                            onChange={(value) => setOwn((current) => ({ ...current, [person.id]: value }))}
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
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button onClick={() => void save()} loading={loading} disabled={!saved} data-testid="rates-save">
            {t("save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
