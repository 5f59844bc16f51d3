// Signed cookies. A tampered or unsigned value parses as null and the request falls back
// to defaults; it never becomes an error.
import { createCookie, createCookieSessionStorage, type Cookie } from "@remix-run/node";
import { config } from "./config.server";

const ONE_YEAR = 60 * 60 * 24 * 365;

export const languageCookie = createCookie("lng", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: config.secureCookies,
  secrets: config.sessionSecrets,
  maxAge: ONE_YEAR,
});

export const sessionStorage = createCookieSessionStorage({
  cookie: {
    name: "__session",
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    secrets: config.sessionSecrets,
  },
});

export function readLanguageCookie(request: Request): Promise<string | null> {
  return readSignedCookie(languageCookie, request);
}

/**
 * Set in the browser that asks for a sign-in link (decision 0024); the link remembers its hash,
 * so opening the link elsewhere signs in without taking that other browser's guest data.
 */
export const signInNonceCookie = createCookie("__signin_nonce", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: config.secureCookies,
  secrets: config.sessionSecrets,
  maxAge: 60 * 60,
});

/** A one-time notice for the next page (read and cleared by the root loader). */
export const noticeCookie = createCookie("__notice", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: config.secureCookies,
  secrets: config.sessionSecrets,
  maxAge: 60,
});

/** A signed cookie's string value; null when absent, tampered with or not a string. */
export async function readSignedCookie(cookie: Cookie, request: Request): Promise<string | null> {
  try {
    const value: unknown = await cookie.parse(request.headers.get("Cookie"));
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}
