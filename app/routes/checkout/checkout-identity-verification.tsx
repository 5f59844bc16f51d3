// /checkout/identity-verification (spec sections 2 and 4): title, description and one button.
// With JavaScript the button asks POST /identity-verification for a session, listens on the
// room's socket and opens the provider's check (Stripe's modal, or the built-in page in a
// dialog); the socket's message sends the browser on: verified to /result, refused to
// /result?type=dropout, and a failed server call to /checkout/failure with a warning.
// Without JavaScript the button posts here and goes to the provider's own page, which comes
// back to ?room=…: a page that refreshes itself until the outcome is known (decision 0033).
import { STEP_PATHS } from "~/domain/checkout/flows/definitions";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/domain/platform/formatting";
import {
  MAX_VERIFICATIONS_PER_CHECKOUT,
  pathAfter,
  socketPathOf,
  type IdentitySocketMessage,
} from "~/domain/checkout/identity-verification";
import { pageMeta } from "~/domain/platform/page-meta";
import { failurePath } from "~/domain/checkout/flows/outcome-paths";
import { pickTranslation } from "~/domain/platform/translated-text";
import { nextStepPath, requireFlowStep, stepBarOf } from "~/server/checkout/checkout-flow.server";
import { config } from "~/server/platform/config.server";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";
import { identityCheckOf } from "~/server/checkout/identity-page.server";
import { messageOf, startVerification, verificationOfRoom } from "~/server/checkout/identity-verification.server";
import { logger } from "~/server/platform/logger.server";
import { findVisitor } from "~/server/platform/session.server";
import type { FunnelHandle } from "./funnel-layout";

export const handle: FunnelHandle = { hideCart: true };

/** How often the page without JavaScript asks again (seconds). */
const REFRESH_SECONDS = 3;

/** The waiting page asks again by itself, also without JavaScript. */
const refreshWhileWaiting = (data: { kind: string } | undefined) =>
  data?.kind === "waiting" ? [{ httpEquiv: "refresh", content: String(REFRESH_SECONDS) }] : [];

export const meta: MetaFunction<typeof loader> = (args) => [...pageMeta(args, "identityVerification"), ...refreshWhileWaiting(args.data)];

export async function loader({ request }: LoaderFunctionArgs) {
  const room = new URL(request.url).searchParams.get("room");
  if (room !== null) {
    // Back from the provider's page, or waiting without JavaScript: on once the outcome is known.
    const { partner } = await requirePartner(request);
    const visitor = await findVisitor(request, partner);
    const verification = visitor ? await verificationOfRoom(room, visitor) : null;
    if (!verification) throw redirect("/checkout");
    const message = messageOf(verification);
    if (message) throw redirect(pathAfter(message, verification.checkoutId));
    return { kind: "waiting" as const, room };
  }
  const context = await requireFlowStep(request);
  const { product, held, started } = await identityCheckOf(context);
  // The flow engine let the visitor in only with both; should they be gone, it says where to go.
  if (!product || !held) throw redirect(await nextStepPath(context));
  return {
    kind: "start" as const,
    stepBar: stepBarOf(context),
    checkoutId: context.checkout.id,
    product: { id: product.id, name: pickTranslation(product.names, context.language) },
    startDate: held.startDate,
    attemptsLeft: Math.max(0, MAX_VERIFICATIONS_PER_CHECKOUT - started),
    provider: config.identity.provider,
    publishableKey: config.identity.provider === "stripe" ? config.identity.publishableKey : null,
  };
}

/** Without JavaScript: start the check and go to the provider's own page. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await formDataOf(request);
  const context = await requireFlowStep(request);
  try {
    const result = await startVerification(
      context,
      { productId: String(form.get("product") ?? ""), startDate: String(form.get("start_date") ?? "") },
      request,
    );
    if (result.kind === "started") return redirect(result.url);
    return { error: result.reason };
  } catch (error) {
    logger.error({ err: error }, "identity verification could not be started");
    return redirect(failurePath("identity"));
  }
}

type Started = { client_secret: string; room_name: string };

function socketUrl(room: string): string {
  return `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}${socketPathOf(room)}`;
}

export default function CheckoutIdentityVerification() {
  const data = useLoaderData<typeof loader>();
  return data.kind === "waiting" ? <Waiting room={data.room} /> : <Start data={data} />;
}

function Waiting({ room }: { room: string }) {
  const { t } = useTranslation("funnel");
  return (
    <section className="page" aria-labelledby="identity-title">
      <h1 id="identity-title">{t("identity.waitingTitle")}</h1>
      <p role="status">{t("identity.waitingText", { seconds: REFRESH_SECONDS })}</p>
      <p>
        <Link to={`/checkout/identity-verification?room=${encodeURIComponent(room)}`}>{t("identity.refresh")}</Link>
      </p>
    </section>
  );
}

function Start({ data }: { data: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "start" }> }) {
  const { t } = useTranslation("funnel");
  const navigate = useNavigate();
  const navigation = useNavigation();
  const refused = useActionData<typeof action>();
  const [state, setState] = useState<"idle" | "loading">("idle");
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => () => socket.current?.close(), []);
  useEffect(() => {
    if (frameUrl && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [frameUrl]);

  function listen(room: string) {
    let answered = false;
    const live = new WebSocket(socketUrl(room));
    socket.current = live;
    live.onmessage = (event) => {
      answered = true;
      live.close();
      let message: IdentitySocketMessage;
      try {
        message = JSON.parse(String(event.data)) as IdentitySocketMessage;
      } catch {
        return;
      }
      navigate(pathAfter(message, data.checkoutId));
    };
    // No socket (a proxy that does not pass it on): the page that asks again until it knows.
    live.onclose = () => {
      if (!answered && socket.current === live) navigate(`/checkout/identity-verification?room=${encodeURIComponent(room)}`);
    };
  }

  function stopListening() {
    const live = socket.current;
    socket.current = null;
    live?.close();
  }

  async function begin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === "loading") return;
    setState("loading");
    let started: Started;
    try {
      const response = await fetch("/identity-verification", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ product: data.product.id, start_date: data.startDate }),
      });
      if (!response.ok) throw new Error(`identity verification: ${response.status}`);
      started = (await response.json()) as Started;
    } catch {
      navigate(failurePath("identity"));
      return;
    }
    listen(started.room_name);
    if (data.provider === "stripe" && data.publishableKey) {
      const { loadStripe } = await import("@stripe/stripe-js");
      const stripe = await loadStripe(data.publishableKey);
      const result = await stripe?.verifyIdentity(started.client_secret);
      // Closed before the end: back to the button; a submitted check is decided by webhook.
      if (!stripe || result?.error) {
        stopListening();
        setState("idle");
      }
      return;
    }
    // The built-in provider's page, in a dialog as Stripe's modal; its id is the client secret's prefix (as Stripe's).
    const sessionId = started.client_secret.split("_secret_")[0]!;
    setFrameUrl(`/identity/builtin/${encodeURIComponent(sessionId)}?secret=${encodeURIComponent(started.client_secret)}&embedded=1`);
  }

  function closeFrame() {
    dialog.current?.close();
    setFrameUrl(null);
    stopListening();
    setState("idle");
    button.current?.focus();
  }

  const busy = state === "loading" || (navigation.state !== "idle" && navigation.formMethod === "POST");
  return (
    <section className="page" aria-labelledby="identity-title">
      <h1 id="identity-title">{t("identity.title")}</h1>
      <p className="lead">{t("identity.description", { product: data.product.name, date: formatDate(data.startDate) })}</p>
      {refused?.error ? <p role="alert">{t(`identity.errors.${refused.error}`)}</p> : null}
      {data.attemptsLeft > 0 ? (
        <Form method="post" onSubmit={begin}>
          <input type="hidden" name="product" value={data.product.id} />
          <input type="hidden" name="start_date" value={data.startDate} />
          <button
            ref={button}
            type="submit"
            className="button button-solid"
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
          >
            {busy ? t("identity.loading") : t("identity.begin")}
          </button>
        </Form>
      ) : (
        <p role="alert">{t("identity.errors.too-many")}</p>
      )}
      <p>
        <Link to={STEP_PATHS.payment}>{t("identity.back")}</Link>
      </p>
      {frameUrl ? (
        <dialog ref={dialog} className="identity-dialog" aria-labelledby="identity-dialog-title" onCancel={closeFrame}>
          <div className="identity-dialog-head">
            <h2 id="identity-dialog-title">{t("identity.dialogTitle")}</h2>
            <button type="button" className="button button-text" onClick={closeFrame}>
              {t("identity.close")}
            </button>
          </div>
          <iframe src={frameUrl} title={t("identity.frameTitle")} className="identity-frame" />
        </dialog>
      ) : null}
    </section>
  );
}
