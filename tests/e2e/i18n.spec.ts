import { expect, test } from "./fixtures";

test("switching to Espaniol translates the screens and validation, and is remembered", async ({
  page,
  member,
}) => {
  await page.goto("/auth/login");
  await page.getByTestId("language-switch").click();
  await page.getByRole("option", { name: "Espaniol" }).click();
  await expect(page.getByRole("heading", { name: "Bienvenido de nuevo" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByText("El correo electrónico es obligatorio")).toBeVisible();
  await expect(page.getByText("La contraseña es obligatoria")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Bienvenido de nuevo" })).toBeVisible();

  await page.getByLabel("Correo electrónico").fill(member.email);
  await page.getByLabel("Contraseña", { exact: true }).fill("Wrong#999");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByTestId("login-error")).toHaveText("Correo electrónico o contraseña incorrectos");

  await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
  await expect(page.getByRole("button", { name: "Enviar correo" })).toBeVisible();

  // Signed in, the app is in Spanish too, and the header switches back to English.
  await page.goto("/auth/login");
  await page.getByLabel("Correo electrónico").fill(member.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByRole("main").getByText("Bienvenido, Mia Member")).toBeVisible();
  await page.goto("/no-such-page");
  await expect(page.getByText("Lo sentimos, la página que visitaste no existe.")).toBeVisible();
  await page.getByRole("link", { name: "Volver al inicio" }).click();
  await expect(page.getByRole("main").getByText("Bienvenido, Mia Member")).toBeVisible();

  await page.getByTestId("language-switch").click();
  await page.getByRole("option", { name: "English" }).click();
  await expect(page.getByText("Welcome, Mia Member")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
