// The partner's Google Tag Manager (decision 0050): only with the visitor's consent, never on
// staff pages (the root layout leaves it out there). Rendered by the server when the cookie says
// yes; started at once in the browser when the visitor accepts, without a reload.
import { useEffect } from "react";
import { gtmScriptUrl, type Consent } from "~/domain/platform/consent";

declare global {
  interface Window {
    gtmStarted?: boolean;
  }
}

/** The loader, as a string for the server-rendered script and as a function for the browser. */
function startSnippet(src: string): string {
  return (
    "if(!window.gtmStarted){window.gtmStarted=true;window.dataLayer=window.dataLayer||[];" +
    "window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});" +
    `var s=document.createElement('script');s.async=true;s.src=${JSON.stringify(src)};document.head.appendChild(s);}`
  );
}

function startTagManager(src: string) {
  if (window.gtmStarted) return;
  window.gtmStarted = true;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

export function TagManager({
  id,
  code,
  consent,
  nonce,
}: {
  id: string | null;
  code: string | null;
  consent: Consent | null;
  nonce: string;
}) {
  const src = consent === "granted" ? gtmScriptUrl(id, code) : null;
  useEffect(() => {
    if (src) startTagManager(src);
  }, [src]);
  if (!src) return null;
  // The script the snippet adds is trusted through strict-dynamic.
  return <script id="tag-manager" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: startSnippet(src) }} />;
}
