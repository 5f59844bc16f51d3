// My inbox: the customer's messages on this partner, newest first. Opening a message is a
// post (it marks the message read, then shows it: ?message=<id>), so reading the page never
// writes; unread ones can also be marked read without opening. While the customer may take
// out income insurance (aov) and has none, a recommendation for it heads the list and counts
// in the badge (decision 0016); it is no message, so it opens with a plain link.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/domain/platform/formatting";
import { inboxSegments } from "~/domain/account/inbox";
import { todayInAmsterdam } from "~/domain/platform/field-checks";
import { inboxMessages, inboxSummary, markInboxRead } from "~/server/account/account.server";
import { requireCustomer } from "~/server/account/auth.server";
import { formDataOf } from "~/server/platform/guards.server";
import { pageMeta } from "~/domain/platform/page-meta";
import { partnerUrl } from "~/server/platform/public-url.server";

export const meta: MetaFunction = (args) => pageMeta(args, "inbox");

/** The id under which the aov recommendation opens (not a database row). */
const AOV_MESSAGE = "aov";

export async function loader({ request }: LoaderFunctionArgs) {
  const { partner, language, customer } = await requireCustomer(request);
  const opened = new URL(request.url).searchParams.get("message");
  const [messages, summary] = await Promise.all([
    inboxMessages(customer, partner),
    inboxSummary(customer, partner, language, todayInAmsterdam()),
  ]);
  // The site's own links in a message (a payment reminder's, a review's) are clickable.
  const ownOrigin = new URL(partnerUrl(partner.config, "/")).origin;
  const list = messages.map((message) => ({
    id: message.id,
    subject: message.subject,
    body: message.body.split(/\n+/).map((paragraph) => inboxSegments(paragraph, ownOrigin)),
    read: message.readAt !== null,
    receivedOn: formatDate(message.createdAt),
  }));
  const open = opened === AOV_MESSAGE ? (summary.aov ? AOV_MESSAGE : null) : (list.find((message) => message.id === opened)?.id ?? null);
  return { messages: list, aov: summary.aov, open };
}

export async function action({ request }: ActionFunctionArgs) {
  const { partner, customer } = await requireCustomer(request);
  const form = await formDataOf(request);
  const intent = form.get("intent");
  if (intent === "read-all") {
    await markInboxRead(customer, partner, null);
    return redirect("/user/inbox");
  }
  const id = form.get("id");
  if ((intent !== "read" && intent !== "open") || typeof id !== "string" || id.length === 0 || id.length > 64) {
    return data({ error: "badRequest" }, { status: 400 });
  }
  // Another customer's id marks nothing and opens to "not found", as an unknown id does.
  await markInboxRead(customer, partner, id);
  return redirect(intent === "open" ? `/user/inbox?message=${encodeURIComponent(id)}` : "/user/inbox");
}

export default function AccountInbox() {
  const { messages, aov, open } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const [searchParams] = useSearchParams();
  const openMessage = open && open !== AOV_MESSAGE ? messages.find((message) => message.id === open) : null;
  const anyUnread = messages.some((message) => !message.read);
  return (
    <section className="page" aria-labelledby="inbox-title">
      <h1 id="inbox-title">{t("inbox.title")}</h1>

      {open === AOV_MESSAGE && aov ? (
        <article className="inbox-message-open" aria-labelledby="open-message-title">
          <h2 id="open-message-title">{t("inbox.aov.subject")}</h2>
          <p>{t("inbox.aov.body", { product: aov.name })}</p>
          <p>
            <Link className="button button-solid" to={`/products/${aov.slug}`}>
              {t("inbox.aov.cta", { product: aov.name })}
            </Link>
          </p>
          <Link to="/user/inbox">{t("inbox.backToList")}</Link>
        </article>
      ) : openMessage ? (
        <article className="inbox-message-open" aria-labelledby="open-message-title">
          <h2 id="open-message-title">{openMessage.subject}</h2>
          <p className="muted">{t("inbox.received", { date: openMessage.receivedOn })}</p>
          {openMessage.body.map((paragraph, index) => (
            <p key={index}>
              {paragraph.map((segment, part) =>
                segment.kind === "link" ? (
                  <a key={part} href={segment.href}>
                    {segment.text}
                  </a>
                ) : (
                  segment.text
                ),
              )}
            </p>
          ))}
          <Link to="/user/inbox">{t("inbox.backToList")}</Link>
        </article>
      ) : searchParams.get("message") ? (
        <p className="notice" role="status">
          {t("inbox.notFound")}
        </p>
      ) : null}

      {messages.length === 0 && !aov ? (
        <p className="muted">{t("inbox.empty")}</p>
      ) : (
        <ul className="inbox-list" aria-label={t("inbox.listLabel")}>
          {aov ? (
            <li className="inbox-item inbox-item-unread">
              <Link to={`?message=${AOV_MESSAGE}`} aria-current={open === AOV_MESSAGE ? "true" : undefined}>
                <span className="inbox-item-state">{t("inbox.recommendation")}</span> {t("inbox.aov.subject")}
              </Link>
            </li>
          ) : null}
          {messages.map((message) => (
            <li key={message.id} className={message.read ? "inbox-item" : "inbox-item inbox-item-unread"}>
              {/* A post, not a link: opening marks the message read. */}
              <Form method="post" className="inbox-item-open">
                <input type="hidden" name="intent" value="open" />
                <input type="hidden" name="id" value={message.id} />
                <button type="submit" className="link-button" aria-current={open === message.id ? "true" : undefined}>
                  {message.read ? (
                    message.subject
                  ) : (
                    // Bold as the unread link was (app.css styles ".inbox-item-unread > a", not this form).
                    <strong>
                      <span className="inbox-item-state">{t("inbox.unread")}</span> {message.subject}
                    </strong>
                  )}
                </button>
              </Form>
              <span className="inbox-item-date">{message.receivedOn}</span>
              {message.read ? null : (
                <Form method="post" className="inbox-item-action">
                  <input type="hidden" name="intent" value="read" />
                  <input type="hidden" name="id" value={message.id} />
                  <button type="submit" className="button button-ghost" aria-label={t("inbox.markReadNamed", { subject: message.subject })}>
                    {t("inbox.markRead")}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {anyUnread ? (
        <Form method="post">
          <input type="hidden" name="intent" value="read-all" />
          <button type="submit" className="button button-ghost">
            {t("inbox.markAllRead")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
