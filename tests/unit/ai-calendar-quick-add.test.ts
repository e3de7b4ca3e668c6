import { parseQuickAdd, type QuickAddDraft } from "@/modules/ai-calendar/shared/quick-add";
import type { Recurrence } from "@/lib/calendar/recurrence";

// Sunday 29 November 2026, 10:00 on the person's wall clock.
const NOW = Date.UTC(2026, 10, 29, 10, 0);

const repeat = (freq: Recurrence["freq"], more: Partial<Recurrence> = {}): Recurrence => ({
  freq,
  interval: 1,
  weekdays: [],
  monthlyBy: "date",
  end: { kind: "never" },
  ...more,
});
const draft = (
  title: string,
  day: string,
  time: string | null,
  minutes: number,
  recurrence: Recurrence | null = null,
): QuickAddDraft => ({
  title,
  day,
  time,
  minutes,
  recurrence,
});

describe("quick add in English", () => {
  it.each<[string, QuickAddDraft]>([
    [
      "Lunch with Ana tomorrow 1pm for 90 min every Friday",
      draft("Lunch with Ana", "2026-12-04", "13:00", 90, repeat("weekly", { weekdays: ["FR"] })),
    ],
    ["Dentist next Tuesday at 9:30", draft("Dentist", "2026-12-01", "09:30", 60)],
    ["Team offsite on Dec 12", draft("Team offsite", "2026-12-12", null, 1440)],
    [
      "Standup every weekday at 9am for 15 minutes",
      draft(
        "Standup",
        "2026-11-30",
        "09:00",
        15,
        repeat("weekly", { weekdays: ["MO", "TU", "WE", "TH", "FR"] }),
      ),
    ],
    ["Call with Bob from 3pm to 4:30pm on Friday", draft("Call with Bob", "2026-12-04", "15:00", 90)],
    ["Review at noon", draft("Review", "2026-11-29", "12:00", 60)],
    ["dinner tonight at 8", draft("Dinner", "2026-11-29", "20:00", 60)],
    ["flight on 3/14 at 6:45am", draft("Flight", "2027-03-14", "06:45", 60)],
    ["Quarterly planning Jan 15 2027 from 9 to 12", draft("Quarterly planning", "2027-01-15", "09:00", 180)],
    [
      "Gym every Monday and Thursday at 7am",
      draft("Gym", "2026-11-30", "07:00", 60, repeat("weekly", { weekdays: ["MO", "TH"] })),
    ],
    ["Mom's birthday May 3 every year", draft("Mom's birthday", "2027-05-03", null, 1440, repeat("yearly"))],
    [
      "Sprint review every other week on Wednesday at 2pm",
      draft("Sprint review", "2026-12-02", "14:00", 60, repeat("weekly", { interval: 2 })),
    ],
    ["Coffee with Luis in 2 days at 10am", draft("Coffee with Luis", "2026-12-01", "10:00", 60)],
    [
      "Yoga daily at 6:30am for 45 min 10 times",
      draft("Yoga", "2026-11-30", "06:30", 45, repeat("daily", { end: { kind: "count", count: 10 } })),
    ],
    ["Board meeting Dec 10 10am-12pm", draft("Board meeting", "2026-12-10", "10:00", 120)],
    ["Dinner party Saturday 8pm for 3 hours", draft("Dinner party", "2026-12-05", "20:00", 180)],
    [
      "Write report until Friday every day at 4pm",
      draft(
        "Write report",
        "2026-11-29",
        "16:00",
        60,
        repeat("daily", { end: { kind: "until", day: "2026-12-04" } }),
      ),
    ],
    ["Haircut next Thursday 5:15pm", draft("Haircut", "2026-12-03", "17:15", 60)],
    ["Pay rent monthly on Dec 1", draft("Pay rent", "2026-12-01", null, 1440, repeat("monthly"))],
    [
      "1:1 with Sara every 2 weeks on Tuesday at 11am for half an hour",
      draft("1:1 with Sara", "2026-12-01", "11:00", 30, repeat("weekly", { interval: 2 })),
    ],
  ])("%s", (sentence, expected) => {
    expect(parseQuickAdd(sentence, "en", NOW)).toEqual(expected);
  });
});

describe("quick add in Spanish", () => {
  it.each<[string, QuickAddDraft]>([
    [
      "Comida con Ana mañana a las 13:00 durante 90 minutos",
      draft("Comida con Ana", "2026-11-30", "13:00", 90),
    ],
    ["Dentista el próximo martes a las 9:30", draft("Dentista", "2026-12-01", "09:30", 60)],
    ["Reunión el 12 de diciembre de 10 a 11", draft("Reunión", "2026-12-12", "10:00", 60)],
    ["cena el viernes a las 21h", draft("Cena", "2026-12-04", "21:00", 60)],
    ["Cena el viernes a las 9 de la noche", draft("Cena", "2026-12-04", "21:00", 60)],
    [
      "Yoga todos los lunes y jueves a las 7",
      draft("Yoga", "2026-11-30", "07:00", 60, repeat("weekly", { weekdays: ["MO", "TH"] })),
    ],
    ["Revisión pasado mañana a las 16:30", draft("Revisión", "2026-12-01", "16:30", 60)],
    ["Vuelo el 14/3 a las 6:45", draft("Vuelo", "2027-03-14", "06:45", 60)],
    [
      "Pagar alquiler mensualmente el 1 de diciembre",
      draft("Pagar alquiler", "2026-12-01", null, 1440, repeat("monthly")),
    ],
    [
      "Cumpleaños de mamá el 3 de mayo todos los años",
      draft("Cumpleaños de mamá", "2027-05-03", null, 1440, repeat("yearly")),
    ],
    [
      "Reunión de equipo de lunes a viernes a las 9:15 durante 15 minutos",
      draft(
        "Reunión de equipo",
        "2026-11-30",
        "09:15",
        15,
        repeat("weekly", { weekdays: ["MO", "TU", "WE", "TH", "FR"] }),
      ),
    ],
    [
      "Gimnasio cada dos semanas el miércoles a las 18:00",
      draft("Gimnasio", "2026-12-02", "18:00", 60, repeat("weekly", { interval: 2 })),
    ],
    ["Café con Luis hoy a las 17:00", draft("Café con Luis", "2026-11-29", "17:00", 60)],
    [
      "Reunión de presupuesto el lunes de 9:00 a 10:30",
      draft("Reunión de presupuesto", "2026-11-30", "09:00", 90),
    ],
    [
      "Clase de inglés cada martes a las 19:00 10 veces",
      draft(
        "Clase de inglés",
        "2026-12-01",
        "19:00",
        60,
        repeat("weekly", { weekdays: ["TU"], end: { kind: "count", count: 10 } }),
      ),
    ],
    ["Entrega del informe el 15 de enero de 2027", draft("Entrega del informe", "2027-01-15", null, 1440)],
    [
      "Llamada con Pedro mañana a las 4 de la tarde por media hora",
      draft("Llamada con Pedro", "2026-11-30", "16:00", 30),
    ],
    ["Vacaciones el 21 de diciembre", draft("Vacaciones", "2026-12-21", null, 1440)],
    [
      "Limpieza diaria a las 8:00 hasta el 10 de diciembre",
      draft(
        "Limpieza",
        "2026-11-30",
        "08:00",
        60,
        repeat("daily", { end: { kind: "until", day: "2026-12-10" } }),
      ),
    ],
    [
      "Cena con amigos el sábado a las 21:30 durante 2 horas",
      draft("Cena con amigos", "2026-12-05", "21:30", 120),
    ],
  ])("%s", (sentence, expected) => {
    expect(parseQuickAdd(sentence, "es", NOW)).toEqual(expected);
  });
});

describe("what quick add cannot read", () => {
  it("answers null for a sentence with no title, and keeps a sentence with no date as today all day", () => {
    expect(parseQuickAdd("tomorrow at 5pm", "en", NOW)).toBeNull();
    expect(parseQuickAdd("   ", "es", NOW)).toBeNull();
    expect(parseQuickAdd("Think about the roadmap", "en", NOW)).toEqual(
      draft("Think about the roadmap", "2026-11-29", null, 1440),
    );
  });

  it("moves a time already past today to tomorrow", () => {
    expect(parseQuickAdd("Call the bank at 9am", "en", NOW)).toEqual(
      draft("Call the bank", "2026-11-30", "09:00", 60),
    );
  });
});
