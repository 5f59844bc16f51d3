import { describe, expect, it } from "vitest";
import { httpMessageKey } from "~/domain/platform/http-messages";
import en from "~/i18n/locales/en/notices.json";

const forStatus = (status: number) => httpMessageKey({ kind: "status", status });

describe("httpMessageKey (spec section 8)", () => {
  it("says invalid link for 401, 400, 403 and 500", () => {
    for (const status of [400, 401, 403, 500]) expect(forStatus(status)).toBe("http.invalidLink");
  });
  it("has its own message for 501 to 505", () => {
    expect(forStatus(501)).toBe("http.notSupported");
    expect(forStatus(502)).toBe("http.gatewayError");
    expect(forStatus(503)).toBe("http.unavailable");
    expect(forStatus(504)).toBe("http.gatewayTimeout");
    expect(forStatus(505)).toBe("http.cannotProcess");
  });
  it("says invalid link for any other status", () => {
    for (const status of [404, 409, 418, 429, 506, 599]) expect(forStatus(status)).toBe("http.invalidLink");
  });
  it("says the unknown message for a network error and nothing for a cancelled request", () => {
    expect(httpMessageKey({ kind: "network" })).toBe("http.unknown");
    expect(httpMessageKey({ kind: "cancelled" })).toBeNull();
  });
  it("every key has a text", () => {
    for (const status of [400, 501, 502, 503, 504, 505]) {
      const [, key] = forStatus(status)!.split(".");
      expect(en.http[key as keyof typeof en.http]).toBeTruthy();
    }
    expect(en.http.unknown).toBeTruthy();
  });
});
