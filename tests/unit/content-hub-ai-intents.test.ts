import { matchIntent } from "@/lib/ai/intents";

// A content hub's questions (issue 16 Ask AI), in English and Spanish; a task board keeps its own.

const hub = (question: string) => matchIntent(question, "ContentHub");

describe("a content hub's intent matcher", () => {
  it.each([
    ["Draft a blog post about getting started with our products", "getting started with our products"],
    ["write a post on Solar Panels for Homes!", "Solar Panels for Homes"],
    ["Could you write an article about “composting at home”?", "composting at home"],
    ["Please draft a blog entry: winter care for bikes", "winter care for bikes"],
    ["Redacta un artículo sobre cómo empezar con nuestros productos", "cómo empezar con nuestros productos"],
    ['¿Puedes escribir una entrada de blog sobre "energía solar"?', "energía solar"],
    ["Escribe un post acerca de bicicletas eléctricas", "bicicletas eléctricas"],
  ])("reads %j as a post draft about %j", (question, topic) => {
    expect(hub(question)).toEqual({ kind: "draftPost", topic });
  });

  it("asks for a topic when none is given", () => {
    expect(hub("Write a blog post")).toEqual({ kind: "draftPost", topic: "" });
    expect(hub("Redacta un artículo")).toEqual({ kind: "draftPost", topic: "" });
  });

  it.each([
    ["Write a description for product Solar Lamp", "Solar Lamp"],
    ["Draft a product description for the Trail Bike X2.", "Trail Bike X2"],
    ["Describe the Solar Lamp", "Solar Lamp"],
    ["describe el producto Lámpara solar", "Lámpara solar"],
    ["Escribe una descripción para el producto Lámpara Solar", "Lámpara Solar"],
    ["Redacta la descripción del producto «Mochila 30L»", "Mochila 30L"],
    ["Write a description for a product", ""],
    ["Escribe una descripción para un producto", ""],
  ])("reads %j as describing the product %j", (question, product) => {
    expect(hub(question)).toEqual({ kind: "describeProduct", product });
  });

  it.each([
    ["What is published in this hub?", "published"],
    ["What's published?", "published"],
    ["show drafts", "draft"],
    ["Which drafts are waiting to be published?", "draft"],
    ["Content summary", null],
    ["How many products do we have?", null],
    ["resumen del contenido", null],
    ["¿Qué hay publicado en este hub?", "published"],
    ["¿Qué borradores esperan a publicarse?", "draft"],
    ["muestra el contenido sin publicar", "draft"],
  ])("reads %j as a content summary (%s)", (question, state) => {
    expect(hub(question)).toEqual({ kind: "contentSummary", state });
  });

  it("answers anything else with help, a task board's questions too", () => {
    expect(hub("What is the meaning of life?")).toEqual({ kind: "help" });
    expect(hub("Are there any overdue tasks?")).toEqual({ kind: "help" });
    expect(hub("¿Cuál es la capital de Francia?")).toEqual({ kind: "help" });
  });

  it("leaves a task board's matching as it was", () => {
    expect(matchIntent("Draft a blog post about bikes")).toEqual({ kind: "help" });
    expect(matchIntent("Give me a summary of this week").kind).toBe("update");
    expect(matchIntent("Resumen del proyecto", "TaskManagement").kind).toBe("update");
  });
});
