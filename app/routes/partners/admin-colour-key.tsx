// /admin/colour-keys/:key: an insurer admin edits a colour key pair: its title in each language,
// group, fallback key and global flag. A fallback that leads back to the key is refused at the
// field; what was typed stays. Every change is audited (colour_key_updated).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { SUPPORTED_LANGUAGES } from "~/domain/platform/languages";
import { pageMeta } from "~/domain/platform/page-meta";
import { titleField, type KeyPairError, type KeyPairField } from "~/domain/partners/theme/colour-key-pairs";
import { fallbackChain } from "~/domain/partners/theme/theme";
import { colourKeyPair, colourKeys, groupsOf, updateColourKey } from "~/server/partners/colour-editor.server";
import { formDataOf } from "~/server/platform/guards.server";
import { getRequestContext } from "~/server/platform/request-context.server";
import { requireInsurerAdmin } from "~/server/staff/staff-auth.server";

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, "adminColourKey", { name: args.data?.title ?? "" });

const notFound = () => data({ error: "notFound" }, { status: 404 });

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireInsurerAdmin(request);
  const pair = await colourKeyPair(params.key ?? "");
  if (!pair) throw notFound();
  const { language } = await getRequestContext(request);
  const keys = await colourKeys(language);
  const specs = new Map(keys.map((spec) => [spec.key, spec]));
  const titles = new Map(keys.map((spec) => [spec.key, spec.title]));
  return {
    pair,
    title: titles.get(pair.key) ?? pair.key,
    chain: fallbackChain(pair.key, specs).map((key) => titles.get(key) ?? key),
    groups: groupsOf(keys),
    options: keys.filter((spec) => spec.key !== pair.key).map((spec) => ({ key: spec.key, title: spec.title })),
  };
}

type EditAnswer = { errors: Partial<Record<KeyPairField, KeyPairError>>; values: Record<string, string> };

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireInsurerAdmin(request);
  const key = params.key ?? "";
  const form = await formDataOf(request);
  const input = Object.fromEntries(
    [...form.entries()].map(([name, value]) => [name, typeof value === "string" ? value.slice(0, 200) : ""]),
  );
  const result = await updateColourKey(staff, key, input);
  if (result.ok) return redirect(`/admin/colour-keys?saved=${encodeURIComponent(key)}`);
  if (result.status !== 400) throw result.status === 404 ? notFound() : data({ error: "forbidden" }, { status: 403 });
  return data({ errors: result.errors, values: input } satisfies EditAnswer, { status: 400 });
}

export default function AdminColourKey() {
  const { pair, title, chain, groups, options } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as EditAnswer | undefined;
  const navigation = useNavigation();
  const { t } = useTranslation("colours");
  const errors = answer?.errors ?? {};
  // After a refusal the form shows what was typed, not what is stored.
  const value = (name: string, stored: string) => answer?.values[name] ?? stored;
  const field = (name: KeyPairField) => ({
    id: `key-pair-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `key-pair-${name}-error` : undefined,
  });
  const error = (name: KeyPairField) =>
    errors[name] ? (
      <p id={`key-pair-${name}-error`} className="field-error">
        {t(`keyPairs.errors.${errors[name]}`)}
      </p>
    ) : null;
  const firstError = Object.keys(errors)[0];
  // A refused save puts the focus on the first field to correct.
  useEffect(() => {
    if (firstError) document.getElementById(`key-pair-${firstError}`)?.focus();
  }, [answer, firstError]);
  return (
    <section className="page admin-page" aria-labelledby="key-pair-title">
      <p className="admin-breadcrumb">
        <Link to="/admin/colour-keys">{t("keyPairs.title")}</Link>
      </p>
      <h1 id="key-pair-title">{t("keyPairs.editTitle", { title })}</h1>
      <p className="field-hint">
        <code>{pair.key}</code> · {t("keyPairs.defaultValue", { value: pair.defaultValue })} ·{" "}
        {chain.length > 0 ? t("keyPairs.chain", { chain: chain.join(" → ") }) : t("keyPairs.noFallback")}
      </p>
      {firstError ? (
        <p className="notice notice-error" role="alert">
          {t("keyPairs.notSaved")}
        </p>
      ) : null}
      <Form method="post" className="form-grid" noValidate>
        <fieldset className="form-field">
          <legend>{t("keyPairs.titles")}</legend>
          {SUPPORTED_LANGUAGES.map((language) => {
            const name = titleField(language);
            return (
              <div key={language} className="form-field">
                <label htmlFor={`key-pair-${name}`}>{t(`keyPairs.titleIn.${language}`)}</label>
                <input
                  {...field(name)}
                  type="text"
                  maxLength={80}
                  required={language === "nl"}
                  defaultValue={value(name, pair.titles[language])}
                />
                {error(name)}
              </div>
            );
          })}
        </fieldset>
        <div className="form-field">
          <label htmlFor="key-pair-group">{t("newKey.group")}</label>
          <input
            {...field("group")}
            type="text"
            required
            maxLength={40}
            list="key-pair-groups"
            autoComplete="off"
            defaultValue={value("group", pair.group)}
          />
          <datalist id="key-pair-groups">
            {groups.map((group) => (
              <option key={group} value={group}>
                {t(`groups.${group}`, { defaultValue: group })}
              </option>
            ))}
          </datalist>
          {error("group")}
        </div>
        <div className="form-field">
          <label htmlFor="key-pair-fallbackKey">{t("newKey.fallbackKey")}</label>
          <select {...field("fallbackKey")} defaultValue={value("fallbackKey", pair.fallbackKey ?? "")}>
            <option value="">{t("newKey.noFallback")}</option>
            {options.map((option) => (
              <option key={option.key} value={option.key}>
                {option.title} ({option.key})
              </option>
            ))}
          </select>
          {error("fallbackKey")}
        </div>
        <div className="checkbox">
          <input id="key-pair-global" name="global" type="checkbox" defaultChecked={answer ? answer.values.global === "on" : pair.global} />
          <label htmlFor="key-pair-global">{t("newKey.global")}</label>
        </div>
        <div className="form-actions">
          <button type="submit" className="button button-solid" disabled={navigation.state === "submitting"}>
            {t("keyPairs.save")}
          </button>
          <Link to="/admin/colour-keys" className="button button-ghost">
            {t("actions.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
