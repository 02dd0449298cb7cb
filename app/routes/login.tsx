import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { screenError } from "~/lib/error-text";
import { allowAuthAttempt } from "@server/platform";
import { loginWithPassword } from "@server/accounts";
import { redirectIfSignedIn, redirectWithSession, safeReturnPath } from "~/.server/session";
import { appContext } from "~/.server/context";
import { AuthFrame, inlineLinkClass } from "../components/auth/auth-frame";
import { FormAlert, HoneypotField, SocialSignIn, SubmitButton, TextField } from "../components/auth/form-controls";
import { forgetSignedInUser } from "../lib/forget-signed-in-user";
import { authMeta } from "../components/auth/auth-copy";
import { authMessageKey } from "../components/auth/auth-errors.server";
import { routeMessages } from "~/.server/language";
import { useT } from "~/lib/i18n";
import { isHoneypotFilled } from "@core/forms/honeypot";
import { loginSchema } from "@core/accounts/schemas";
import { readFormData } from "~/.server/request-input";
import type { Route } from "./+types/login";
import { useValidatedForm } from "../lib/use-validated-form";
import { loadLoginSchema } from "../lib/account-form-schemas";

export const meta: Route.MetaFunction = ({ loaderData }) => authMeta(loaderData, "auth.login.metaTitle", "auth.login.metaDescription");

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(context);
  return { constraint: getZodConstraint(loginSchema), messages: await routeMessages(request, context, ["auth"]) };
}


export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }), unconfirmedEmail: null }, { status: 400 });
  if (isHoneypotFilled(formData)) {
    return data({ result: submission.reply({ formErrors: ["auth.error.invalidEmailOrPassword"], hideFields: ["password"] }), unconfirmedEmail: null }, { status: 400 });
  }
  if (!(await allowAuthAttempt(app.env, "auth/local", request, submission.value.identifier))) {
    return data({ result: submission.reply({ formErrors: ["auth.error.tooManyRequests"], hideFields: ["password"] }), unconfirmedEmail: null }, { status: 429 });
  }
  try {
    const signedIn = await loginWithPassword(app, submission.value);
    const requested = formData.get("redirectTo");
    const returnTo = safeReturnPath(typeof requested === "string" && requested ? requested : new URL(request.url).searchParams.get("redirectTo"));
    return redirectWithSession(app, request, signedIn.jwt, returnTo);
  } catch (error) {
    // The product's message for bad credentials, a clear one for the rest (docs/product.md), as keys of the page's language.
    const refusal = screenError(error, {
      INVALID: "auth.error.invalidEmailOrPassword",
      EMAIL_NOT_CONFIRMED: "auth.error.unconfirmedLogin",
      ACCOUNT_BLOCKED: "auth.error.blockedLogin",
      RATE_LIMITED: "auth.error.tooManyRequests",
    });
    return data(
      {
        result: submission.reply({ formErrors: [authMessageKey(refusal.message)], hideFields: ["password"] }),
        unconfirmedEmail: refusal.code === "EMAIL_NOT_CONFIRMED" ? submission.value.identifier : null,
      },
      { status: refusal.status },
    );
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t, rich } = useT();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const [form, fields] = useValidatedForm({ loadSchema: loadLoginSchema, constraint: loaderData.constraint }, actionData?.result);

  // Reaching Login means there is no session: the client's copies of the user and their chat go too
  // (sign out lands here), so the next person on this browser never sees them.
  useEffect(() => forgetSignedInUser(), []);

  const unconfirmedEmail = actionData?.unconfirmedEmail;
  return (
    <AuthFrame
      title={t("auth.login.title")}
      footer={rich("auth.login.footer", { link: (chunks) => <Link to="/signup" className={inlineLinkClass}>{chunks}</Link> })}
    >
      <Form method="post" {...getFormProps(form)} className="space-y-2" aria-describedby={form.errors ? form.errorId : undefined}>
        <FormAlert id={form.errorId} messages={form.errors} />
        {unconfirmedEmail ? (
          <p className="text-sm">
            <Link to={`/email-confirmation?${new URLSearchParams({ email: unconfirmedEmail })}`} className={inlineLinkClass}>
              {t("auth.login.resend")}
            </Link>
          </p>
        ) : null}
        <HoneypotField />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <TextField field={fields.identifier} label={t("auth.field.email")} type="email" autoComplete="username" placeholder={t("auth.field.emailPlaceholder")} />
        <TextField
          field={fields.password}
          label={t("auth.field.password")}
          type="password"
          autoComplete="current-password"
          hint={<Link to="/forgot-password" className={inlineLinkClass}>{t("auth.login.forgot")}</Link>}
        />
        <div className="pt-2">
          <SubmitButton pending={navigation.state === "submitting"}>{t("auth.continue")}</SubmitButton>
        </div>
      </Form>
      <SocialSignIn label={t("auth.google.continue")} />
    </AuthFrame>
  );
}
