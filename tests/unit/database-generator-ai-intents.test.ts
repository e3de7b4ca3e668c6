// A database generator module's questions to the built-in assistant (lib/ai/db-intents.ts), in
// English and Spanish: its tables, a table's columns, counts (where a column holds a value, by a
// column's values) and a number column's sum, average, least and greatest; names as written.
import { matchIntent } from "@/lib/ai/intents";

const intent = (question: string) => matchIntent(question, "DatabaseGenerator");

describe("a database generator's intent matcher", () => {
  it.each([
    "Which tables are there?",
    "What databases do I have?",
    "List the tables",
    "show me the databases",
    "How many tables are there?",
    "¿Qué tablas hay?",
    "¿Qué bases de datos tengo?",
    "Lista las tablas",
    "¿Cuántas tablas hay?",
  ])("reads %j as the tables", (question) => {
    expect(intent(question)).toEqual({ kind: "dbTables" });
  });

  it.each([
    ["Describe Orders", "Orders"],
    ["Describe the Orders table", "Orders"],
    ["What columns does Orders have?", "Orders"],
    ["Which fields are in “Order lines”?", "Order lines"],
    ["Show me the columns of Customers", "Customers"],
    ["What is the structure of Orders?", "Orders"],
    ["Describe la tabla Pedidos", "Pedidos"],
    ["¿Qué columnas tiene Pedidos?", "Pedidos"],
    ["¿Qué campos hay en la tabla Clientes?", "Clientes"],
    ["Estructura de Pedidos", "Pedidos"],
  ])("reads %j as a description of %j", (question, table) => {
    expect(intent(question)).toEqual({ kind: "dbDescribe", table });
  });

  it.each([
    "What columns do the tables have?",
    "Describe the tables",
    "¿Qué columnas tienen las tablas?",
    "Describe todas las tablas",
  ])("reads %j as every table's columns", (question) => {
    expect(intent(question)).toEqual({ kind: "dbDescribe", table: null });
  });

  it("reads counts: of the module, of a table, where a column holds a value, by a column", () => {
    expect(intent("How many records are there?")).toEqual({
      kind: "dbCount",
      table: null,
      by: null,
      where: null,
    });
    expect(intent("How many records are in Orders?")).toEqual({
      kind: "dbCount",
      table: "Orders",
      by: null,
      where: null,
    });
    expect(intent("How many orders are there?")).toMatchObject({ kind: "dbCount", table: "orders" });
    expect(intent("How many rows does the Orders table have?")).toMatchObject({ table: "Orders" });
    expect(intent("Count the records of Orders where Stage is Won")).toEqual({
      kind: "dbCount",
      table: "Orders",
      by: null,
      where: { column: "Stage", operator: "is", value: "Won" },
    });
    expect(intent("How many records in Orders where Amount is greater than 100?")).toMatchObject({
      table: "Orders",
      where: { column: "Amount", operator: "gt", value: "100" },
    });
    expect(intent("how many records in Orders where Amount >= 50")).toMatchObject({
      where: { column: "Amount", operator: "gte", value: "50" },
    });
    expect(intent("How many records in Orders where Stage is not Lost")).toMatchObject({
      where: { column: "Stage", operator: "isNot", value: "Lost" },
    });
    expect(intent("How many records in Orders where Customer name contains “Ana”?")).toMatchObject({
      where: { column: "Customer name", operator: "contains", value: "Ana" },
    });
    expect(intent("How many records in Orders by Stage?")).toEqual({
      kind: "dbCount",
      table: "Orders",
      by: "Stage",
      where: null,
    });
    expect(intent("Count by Stage in Orders")).toEqual({
      kind: "dbCount",
      table: "Orders",
      by: "Stage",
      where: null,
    });
  });

  it("reads counts in Spanish", () => {
    expect(intent("¿Cuántos registros hay en Pedidos?")).toEqual({
      kind: "dbCount",
      table: "Pedidos",
      by: null,
      where: null,
    });
    expect(intent("¿Cuántos pedidos hay?")).toMatchObject({ kind: "dbCount", table: "pedidos" });
    expect(intent("¿Cuántos registros hay en Pedidos donde Estado es Ganado?")).toEqual({
      kind: "dbCount",
      table: "Pedidos",
      by: null,
      where: { column: "Estado", operator: "is", value: "Ganado" },
    });
    expect(intent("Cuenta los registros de Pedidos con Importe mayor que 100")).toMatchObject({
      table: "Pedidos",
      where: { column: "Importe", operator: "gt", value: "100" },
    });
    expect(intent("¿Cuántos registros hay en Pedidos por Estado?")).toMatchObject({
      table: "Pedidos",
      by: "Estado",
    });
    expect(intent("Número de registros en Pedidos donde Estado no es Perdido")).toMatchObject({
      table: "Pedidos",
      where: { column: "Estado", operator: "isNot", value: "Perdido" },
    });
  });

  it.each([
    ["What is the sum of Amount in Orders?", "sum", "Amount", "Orders"],
    ["Total Amount in Orders", "sum", "Amount", "Orders"],
    ["Average Qty in Orders", "avg", "Qty", "Orders"],
    ["What's the maximum Price of Products?", "max", "Price", "Products"],
    ["min Days in stock in Inventory", "min", "Days in stock", "Inventory"],
    ["Average Amount", "avg", "Amount", null],
    ["Suma de Importe en Pedidos", "sum", "Importe", "Pedidos"],
    ["Promedio de Cantidad en Pedidos", "avg", "Cantidad", "Pedidos"],
    ["¿Cuál es el máximo de Precio en Productos?", "max", "Precio", "Productos"],
    ["¿Cuál es el importe total de Pedidos?", "sum", "importe", "Pedidos"],
    ["el precio medio en Productos", "avg", "precio", "Productos"],
    ["Mínimo de Precio de Productos", "min", "Precio", "Productos"],
  ])("reads %j as the %s of %j in %j", (question, fn, column, table) => {
    expect(intent(question)).toEqual({ kind: "dbAggregate", fn, column, table, where: null });
  });

  it("reads a number column's figure over the records a condition keeps", () => {
    expect(intent("Sum of Amount in Orders where Stage is Won")).toEqual({
      kind: "dbAggregate",
      fn: "sum",
      column: "Amount",
      table: "Orders",
      where: { column: "Stage", operator: "is", value: "Won" },
    });
    expect(intent("Promedio de Importe en Pedidos donde Estado es “En curso”")).toMatchObject({
      fn: "avg",
      where: { column: "Estado", operator: "is", value: "En curso" },
    });
  });

  it("answers anything else, and a question for help, with help", () => {
    expect(intent("help")).toEqual({ kind: "help" });
    expect(intent("What can you do?")).toEqual({ kind: "help" });
    expect(intent("¿Qué puedes hacer?")).toEqual({ kind: "help" });
    expect(intent("What is the meaning of life?")).toEqual({ kind: "help" });
    expect(intent("   ")).toEqual({ kind: "help" });
    expect(intent("What is the total?")).toEqual({ kind: "help" });
  });

  it("leaves the other kinds' questions to their matchers", () => {
    expect(matchIntent("How many records are in Orders?", "FileManagement")).toEqual({ kind: "help" });
    expect(matchIntent("Are there any overdue tasks?").kind).toBe("overdue");
  });
});
