// The sign-in form's checks, for the action and, loaded on first focus, the browser (sign-in.tsx).
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { emailField } from "../platform/validation";

export const signInSchema = z.object({ email: emailField, redirectTo: z.string().optional() });

export function validateSignIn({ formData }: { formData: FormData }) {
  return parseWithZod(formData, { schema: signInSchema });
}

/** The fields' errors only, for the browser's checks (components/use-deferred-checks.ts); {} when valid. */
export function signInErrors(formData: FormData): Record<string, string[] | null | undefined> {
  const submission = validateSignIn({ formData });
  return submission.status === "error" ? (submission.error ?? {}) : {};
}
