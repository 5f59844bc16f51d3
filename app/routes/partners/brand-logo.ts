// GET /brand-logos/<id>.<svg|png>: a partner's uploaded logo (decision 0040), on any of our
// hosts (the header's <img> asks its own partner host). The bytes were checked and sanitised
// when uploaded and live in the file store (decision 0065); served with their stored type, no sniffing, and a policy that lets an SVG
// opened on its own run nothing and fetch nothing. One id is one upload, never changed, so
// browsers may keep it for a year.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/server/platform/guards.server";
import { openStoredLogo } from "~/server/partners/partner-admin.server";

const FILE = /^([a-z0-9]{1,40})\.(svg|png)$/;
const TYPES = { svg: "image/svg+xml", png: "image/png" } as const;

export async function loader({ params }: LoaderFunctionArgs) {
  const match = FILE.exec(params.file ?? "");
  if (!match) notFound();
  const [, id, extension] = match as unknown as [string, string, keyof typeof TYPES];
  const stored = await openStoredLogo(id, TYPES[extension]);
  if (!stored) notFound();
  return new Response(stored.body, {
    status: 200,
    headers: {
      "Content-Type": TYPES[extension],
      "Content-Length": String(stored.sizeBytes),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
