// The rates dialog's fields and PUT …/rate's body, checked with updateRatesSchema so each field
// shows the server's message (a person's rate on that person's field). Pure.
import * as z from "@/lib/zod";
import type { UpdateRatesBody } from "@/modules/time-tracker/client/reports-api";
import { updateRatesSchema } from "@/modules/time-tracker/schemas/time-tracker-reports";
import type { TimeRates } from "@/modules/time-tracker/shared/rates";

/** A number field's value: "" when empty. */
export type Amount = number | string;

export interface RatesFormValues {
  currency: string;
  hourlyRate: Amount;
  /** Each person's own rate by user id ("" or absent: the module's rate applies). */
  members: Record<string, Amount>;
}

const toRate = (value: Amount | undefined): number | null =>
  value === undefined || value === "" ? null : Number(value);

export const ratesFormValues = (rates: TimeRates): RatesFormValues => ({
  currency: rates.currency,
  hourlyRate: rates.hourlyRate ?? "",
  members: Object.fromEntries((rates.members ?? []).map((member) => [member.userId, member.hourlyRate])),
});

/** The body: the module's currency and rate, and every listed person's rate (null: none of their own). */
export const ratesBody = (values: RatesFormValues, people: readonly { id: string }[]): UpdateRatesBody => ({
  currency: values.currency,
  hourlyRate: toRate(values.hourlyRate),
  members: people.map((person) => ({ userId: person.id, hourlyRate: toRate(values.members[person.id]) })),
});

/** updateRatesSchema's rules on the dialog's fields: `members.{index}` becomes `members.{userId}`. */
export const ratesFormSchema = (people: readonly { id: string }[]) =>
  z
    .object({
      currency: z.string(),
      hourlyRate: z.union([z.number(), z.string()]),
      members: z.record(z.string(), z.union([z.number(), z.string()])),
    })
    .check(
      z.superRefine((values, ctx) => {
        const parsed = z.safeParse(updateRatesSchema, ratesBody(values, people));
        for (const issue of parsed.success ? [] : parsed.error.issues) {
          const [head, index] = issue.path;
          const person = head === "members" && typeof index === "number" ? people[index] : undefined;
          ctx.addIssue({
            code: "custom",
            message: issue.message,
            path: person ? ["members", person.id] : [head ?? "currency"],
          });
        }
      }),
    );
