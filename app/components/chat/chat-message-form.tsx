import { Form } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { CHAT_BODY_MAX, CHAT_NAME_MAX } from "~/domain/support/live-chat";

export type ChatFormValues = { body: string; name: string; email: string };
export type ChatFormErrors = Partial<Record<keyof ChatFormValues, string>>;

/**
 * The customer's message box: a plain form that posts to /support/chat (so it works without
 * JavaScript); the widget passes its fetcher's Form. A guest starting a conversation may add a
 * name and an e-mail address. Errors show at their field; what was typed is kept.
 */
export function ChatMessageForm({
  idPrefix,
  FormComponent = Form,
  values,
  errors = {},
  askGuestDetails,
  submitting,
  via,
  sentKey,
  bodyRef,
}: {
  idPrefix: string;
  FormComponent?: typeof Form;
  /** What was posted, after an error: kept in the fields. */
  values?: ChatFormValues;
  errors?: ChatFormErrors;
  askGuestDetails: boolean;
  submitting: boolean;
  via?: "widget";
  /** Changes when the visitor's own message was sent (their newest message's id): the box empties and keeps focus. */
  sentKey: string;
  bodyRef?: RefObject<HTMLTextAreaElement>;
}) {
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const ref = bodyRef ?? ownRef;
  const firstKey = useRef(sentKey);
  useEffect(() => {
    if (firstKey.current !== sentKey) ref.current?.focus();
  }, [sentKey, ref]);
  const { t } = useTranslation("chat");
  const { t: tAny } = useTranslation();
  const id = (field: string) => `${idPrefix}-${field}`;
  const described = (field: keyof ChatFormValues, hint?: string) =>
    [hint, errors[field] ? id(`${field}-error`) : null].filter(Boolean).join(" ") || undefined;
  // A new key after each answer resets the uncontrolled fields: to what was posted, or empty once sent.
  const key = values ? JSON.stringify(values) : `sent:${sentKey}`;
  return (
    <FormComponent method="post" action="/support/chat" className="chat-form" key={key} noValidate>
      {via ? <input type="hidden" name="via" value={via} /> : null}
      {askGuestDetails ? (
        <fieldset className="chat-guest">
          <p className="muted chat-hint" id={id("guest-hint")}>
            {t("form.guestHint")}
          </p>
          <label htmlFor={id("name")}>{t("form.name")}</label>
          <input
            id={id("name")}
            name="name"
            autoComplete="name"
            maxLength={CHAT_NAME_MAX * 2}
            defaultValue={values?.name ?? ""}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={described("name", id("guest-hint"))}
          />
          {errors.name ? (
            <p id={id("name-error")} className="field-error" role="alert">
              {tAny(errors.name)}
            </p>
          ) : null}
          <label htmlFor={id("email")}>{t("form.email")}</label>
          <input
            id={id("email")}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={values?.email ?? ""}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={described("email")}
          />
          {errors.email ? (
            <p id={id("email-error")} className="field-error" role="alert">
              {tAny(errors.email)}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <label htmlFor={id("body")}>{t("form.body")}</label>
      <textarea
        ref={ref}
        id={id("body")}
        name="body"
        rows={3}
        // The browser stops typing a little past the limit; the server's check says so at the field.
        maxLength={CHAT_BODY_MAX + 100}
        defaultValue={values?.body ?? ""}
        aria-invalid={errors.body ? true : undefined}
        aria-describedby={described("body", id("body-hint"))}
      />
      <p id={id("body-hint")} className="muted chat-hint">
        {t("form.bodyHint")}
      </p>
      {errors.body ? (
        <p id={id("body-error")} className="field-error" role="alert">
          {tAny(errors.body)}
        </p>
      ) : null}
      <button type="submit" className="button button-solid" disabled={submitting}>
        {submitting ? t("form.sending") : t("form.send")}
      </button>
    </FormComponent>
  );
}
