import { data, Link, redirect } from "react-router";
import { useT } from "~/lib/i18n";
import { LanguagePicker } from "~/components/language-picker";
import { isAppLanguage, PSEUDO_LANGUAGE } from "@core/i18n/app-languages";
import { sameSitePath } from "@core/same-site-path";
import { languageCookie, setAccountLanguage } from "@server/accounts";
import { allowPublicFormSubmission, isDevelopment, limitWrite } from "@server/platform";
import { appContext } from "~/.server/context";
import { readFormData } from "~/.server/request-input";
import { optionalSessionAccount } from "~/.server/session";
import { screenError } from "~/lib/error-text";
import type { Route } from "./+types/language";

/**
 * The language picker's form (public footer, account menu): keeps the choice in a cookie and, for someone signed in,
 * on the account, so it follows them to their other devices; then back to the page it was made on
 * (docs/decisions/0900-may-speaks-the-owners-language.md).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await readFormData(request);
  const language = String(form.get("language") ?? "");
  const pseudo = language === PSEUDO_LANGUAGE && isDevelopment(app.env);
  if (!isAppLanguage(language) && !pseudo) return data({ ok: false, error: "common.language.unknown" }, { status: 400 });
  const account = await optionalSessionAccount(context);
  try {
    if (account) await limitWrite(app.env, account);
    else if (!(await allowPublicFormSubmission(app.env, "language", request))) return data({ ok: false, error: "common.error.tooManyWrites" }, { status: 429 });
  } catch (error) {
    return data({ ok: false, error: "common.error.tooManyWrites" }, { status: screenError(error).status });
  }
  if (account && isAppLanguage(language)) await setAccountLanguage(app, account, language);
  const back = sameSitePath(String(form.get("redirectTo") ?? "")) ?? "/";
  return redirect(back, { status: 303, headers: { "Set-Cookie": languageCookie(app, request, language as typeof PSEUDO_LANGUAGE) } });
}

/**
 * The picker on a page of its own: where a refused choice lands without JavaScript (an unknown language, too many
 * changes), with what happened, the picker again and a way home.
 */
export default function LanguagePage({ actionData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <main className="mx-auto grid min-h-dvh max-w-md place-content-center gap-6 px-6 text-center">
      <h1 className="font-display text-3xl font-semibold">{t("common.language.label")}</h1>
      {actionData?.error ? <p role="alert">{t(actionData.error === "common.error.tooManyWrites" ? "common.error.tooManyWrites" : "common.language.unknown")}</p> : null}
      <LanguagePicker className="justify-center" />
      <Link to="/" className="btn-primary justify-self-center">
        {t("common.notFound.home")}
      </Link>
    </main>
  );
}
