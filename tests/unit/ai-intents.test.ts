import { daysIn, matchIntent, normalizeQuestion, STUCK_DAYS_DEFAULT } from "@/lib/ai/intents";

describe("Ask AI's intent matcher", () => {
  it.each([
    ["Are there any overdue tasks?", "overdue"],
    ["What is assigned to me?", "assigned"],
    ["Which open tasks have the highest priority?", "priority"],
    ["Find duplicate tasks", "duplicates"],
    ["Find tasks are stuck", "stuck"],
    ["Project update", "update"],
    ["what's late?", "overdue"],
    ["Show me my tasks", "assigned"],
    ["Any tasks with similar titles?", "duplicates"],
    ["Give me a summary of this week", "update"],
  ])("reads the English question %j as %s", (question, kind) => {
    expect(matchIntent(question).kind).toBe(kind);
  });

  it.each([
    ["¿Hay tareas vencidas?", "overdue"],
    ["¿Qué tengo asignado?", "assigned"],
    ["¿Qué tareas abiertas tienen la prioridad más alta?", "priority"],
    ["Buscar tareas duplicadas", "duplicates"],
    ["Buscar tareas estancadas", "stuck"],
    ["Resumen del proyecto", "update"],
    ["¿Qué tareas están ATRASADAS?", "overdue"],
    ["mis tareas", "assigned"],
    ["Actualización del proyecto", "update"],
  ])("reads the Spanish question %j as %s", (question, kind) => {
    expect(matchIntent(question).kind).toBe(kind);
  });

  it("answers anything else with help", () => {
    expect(matchIntent("What is the meaning of life?")).toEqual({ kind: "help" });
    expect(matchIntent("¿Cuál es la capital de Francia?")).toEqual({ kind: "help" });
    expect(matchIntent("   ")).toEqual({ kind: "help" });
  });

  it("takes the number of days of a stuck question, else 7, capped", () => {
    expect(matchIntent("Which tasks are stuck for 14 days?")).toEqual({ kind: "stuck", days: 14 });
    expect(matchIntent("tareas estancadas desde hace 3 días")).toEqual({ kind: "stuck", days: 3 });
    expect(matchIntent("stuck for 2 weeks")).toEqual({ kind: "stuck", days: 14 });
    expect(matchIntent("stuck tasks")).toEqual({ kind: "stuck", days: STUCK_DAYS_DEFAULT });
    expect(daysIn("stuck for 99999 days")).toBe(365);
    expect(daysIn("stuck for 0 days")).toBe(1);
  });

  it("drafts a task from 'create a task …', keeping the title as written", () => {
    expect(matchIntent("Create a task Update the pricing page")).toEqual({
      kind: "create",
      title: "Update the pricing page",
    });
    expect(
      matchIntent("please add a new task called “Fix login on Safari”, high priority, due tomorrow"),
    ).toEqual({
      kind: "create",
      title: "Fix login on Safari",
      priority: "high",
      dueInDays: 1,
    });
    expect(matchIntent("Crea una tarea Revisión del diseño, prioridad alta, para mañana")).toEqual({
      kind: "create",
      title: "Revisión del diseño",
      priority: "high",
      dueInDays: 1,
    });
    expect(matchIntent("Añade una tarea: Llamar al cliente")).toEqual({
      kind: "create",
      title: "Llamar al cliente",
    });
    // Creating wins over the words in the title.
    expect(matchIntent("Create a task to review overdue invoices")).toEqual({
      kind: "create",
      title: "review overdue invoices",
    });
    expect(matchIntent("create a task")).toEqual({ kind: "create", title: "" });
  });

  it("normalises case, accents and spaces", () => {
    expect(normalizeQuestion("  ¿Qué   TAREAS están\tVencidas? ")).toBe("¿que tareas estan vencidas?");
  });
});
