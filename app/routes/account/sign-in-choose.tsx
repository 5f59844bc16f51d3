// Choose partner environment: the proven e-mail address has accounts with several partners.
// Picking one signs in there, on that partner's own host.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formDataOf, requirePartner } from "~/server/platform/guards.server";
import { accountsForEmail } from "~/server/account/magic-link.server";
import { goToAccount, pendingChoice } from "~/server/account/sign-in.server";
import { pageMeta } from "~/domain/platform/page-meta";

export const meta: MetaFunction = (args) => pageMeta(args, "chooseEnvironment");

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePartner(request);
  const choice = await pendingChoice(request);
  if (!choice) throw redirect("/sign-in?error=expired");
  const accounts = await accountsForEmail(choice.email);
  return { accounts: accounts.map((account) => ({ id: account.id, name: account.partner.displayName })) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { partner } = await requirePartner(request);
  const choice = await pendingChoice(request);
  if (!choice) throw redirect("/sign-in?error=expired");
  const picked = String((await formDataOf(request)).get("account") ?? "");
  const account = (await accountsForEmail(choice.email)).find((candidate) => candidate.id === picked);
  if (!account) throw redirect("/sign-in/choose");
  return goToAccount(request, partner, account, choice.email, choice.returnTo, choice.sameBrowser);
}

export default function ChoosePartnerEnvironment() {
  const { accounts } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <section className="page auth-page" aria-labelledby="choose-title">
      <h1 id="choose-title">{t("choose.title")}</h1>
      <p className="lead">{t("choose.intro")}</p>
      <Form method="post">
        <ul className="choose-list">
          {accounts.map((account) => (
            <li key={account.id}>
              <button type="submit" name="account" value={account.id} className="button button-ghost choose-option">
                {t("choose.signInAt", { partner: account.name })}
              </button>
            </li>
          ))}
        </ul>
      </Form>
    </section>
  );
}
