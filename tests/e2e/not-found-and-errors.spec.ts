import { expect, test } from "@playwright/test";
import { partnerUrl } from "./support/hosts";

const NOT_FOUND_TEXT = "Oeps! We kunnen niet vinden waar je naar zoekt.";

test.describe("not found, errors and health", () => {
  test("an unknown partner host shows the 404 page", async ({ page }) => {
    const response = await page.goto(partnerUrl("nobody", "/welcome"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Pagina niet gevonden" })).toBeVisible();
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  });

  test("an unknown path and /404 show the 404 page inside the partner's shell", async ({ page }) => {
    for (const path of ["/does/not/exist", "/404"]) {
      const response = await page.goto(partnerUrl("acme", path));
      expect(response?.status()).toBe(404);
      await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
      await expect(page.getByRole("link", { name: "Terug naar home" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("link", { name: /Acme Bank/ }).first()).toBeVisible();
    }
  });

  test("/500 shows the platform error page with a way back to the start", async ({ page }) => {
    await page.goto("/500");
    await expect(page.getByRole("heading", { name: "Er is iets misgegaan" })).toBeVisible();
    await page.getByRole("link", { name: "Terug naar de start" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("/healthz answers 200 when the database answers", { tag: "@pg" }, async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("malformed URLs and wrong methods are client errors, never a 500", async ({ request }) => {
    expect((await request.get("/%E0%A4%A")).status()).toBe(400);
    expect((await request.post("/welcome")).status()).toBe(405);
    expect((await request.get("/welcome?lng[]=x&lng=en&lng=fr")).status()).toBe(200);
    const garbage = await request.post("/language", {
      headers: { "content-type": "multipart/form-data; boundary=x" },
      data: "garbage",
      maxRedirects: 0,
    });
    expect(garbage.status()).toBe(302);
  });

  test("a malformed host is a bad request, never a page or a 500 (issue 9)", async ({ request }) => {
    for (const host of ["bad_host!", "..", "acme..localhost", "x".repeat(300) + ".localhost"]) {
      const response = await request.get("/welcome", { headers: { host } });
      expect(response.status(), host).toBe(400);
      expect(await response.text()).not.toContain("Zzp Verzekerd");
    }
  });
});
