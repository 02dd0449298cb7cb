import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { screenError } from "~/lib/error-text";
import { allowAuthAttempt } from "@server/platform";
import { commitSignupBinding, register } from "@server/accounts";
import { redirectIfSignedIn, redirectWithSession } from "~/.server/session";
import { appContext } from "~/.server/context";
import { AuthFrame, inlineLinkClass } from "../components/auth/auth-frame";
import { FormAlert, HoneypotField, SocialSignIn, SubmitButton, TextField } from "../components/auth/form-controls";
import { isAppLanguage } from "@core/i18n/app-languages";
import { authMeta } from "../components/auth/auth-copy";
import { authMessageKey } from "../components/auth/auth-errors.server";
import { requestLanguage, routeMessages } from "~/.server/language";
import { useT } from "~/lib/i18n";
import { isHoneypotFilled } from "@core/forms/honeypot";
import { registerSchema } from "@core/accounts/schemas";
import { usernameFromEmail } from "@core/accounts/username";
import { readFormData } from "~/.server/request-input";
import type { Route } from "./+types/signup";
import { useValidatedForm } from "../lib/use-validated-form";
import { loadRegisterSchema } from "../lib/account-form-schemas";

export const meta: Route.MetaFunction = ({ loaderData }) => authMeta(loaderData, "auth.signup.metaTitle", "auth.signup.metaDescription");

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(context);
  return { constraint: getZodConstraint(registerSchema), messages: await routeMessages(request, context, ["auth"]) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: registerSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  if (isHoneypotFilled(formData)) {
    return data({ result: submission.reply({ formErrors: ["auth.error.signupFallback"], hideFields: ["password"] }) }, { status: 400 });
  }
  if (!(await allowAuthAttempt(app.env, "auth/local/register", request, submission.value.email))) {
    return data({ result: submission.reply({ formErrors: ["auth.error.tooManyRequests"], hideFields: ["password"] }) }, { status: 429 });
  }
  try {
    // The account keeps the language this page was shown in, so its emails are written in it (the pseudo-locale is not one).
    const language = await requestLanguage(request, context);
    const registered = await register(app, submission.value, isAppLanguage(language) ? language : null);
    // docs/product.md: a confirmed user goes to Chat; an unconfirmed one waits for the email.
    if ("jwt" in registered) return redirectWithSession(app, request, registered.jwt, "/u/chat");
    // This browser may be signed in by the emailed link later, after the person's click (docs/security.md).
    const binding = await commitSignupBinding(app, request, registered.user.id);
    return redirect(`/email-confirmation?${new URLSearchParams({ email: registered.user.email })}`, { headers: { "Set-Cookie": binding } });
  } catch (error) {
    const refusal = screenError(error);
    return data({ result: submission.reply({ formErrors: [refusal.message ? authMessageKey(refusal.message) : "auth.error.signupFallback"], hideFields: ["password"] }) }, { status: refusal.status });
  }
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { t, rich } = useT();
  const navigation = useNavigation();
  const usernameEdited = useRef(false);
  const [form, fields] = useValidatedForm({ loadSchema: loadRegisterSchema, constraint: loaderData.constraint }, actionData?.result);

  function followEmail(event: React.ChangeEvent<HTMLInputElement>) {
    if (usernameEdited.current) return;
    form.update({ name: fields.username.name, value: usernameFromEmail(event.currentTarget.value), validated: fields.username.errors !== undefined });
  }

  return (
    <AuthFrame
      title={t("auth.signup.title")}
      intro={t("auth.signup.intro")}
      footer={rich("auth.signup.footer", { link: (chunks) => <Link to="/login" className={inlineLinkClass}>{chunks}</Link> })}
    >
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <FormAlert id={form.errorId} messages={form.errors} />
        <HoneypotField />
        <TextField field={fields.email} label={t("auth.field.email")} type="email" autoComplete="email" placeholder={t("auth.field.emailPlaceholder")} onChange={followEmail} />
        <TextField
          field={fields.username}
          label={t("auth.field.username")}
          type="text"
          autoComplete="username"
          onChange={() => {
            usernameEdited.current = true;
          }}
        />
        <TextField field={fields.password} label={t("auth.field.password")} type="password" autoComplete="new-password" />
        <div className="pt-2">
          <SubmitButton pending={navigation.state === "submitting"}>{t("auth.continue")}</SubmitButton>
        </div>
      </Form>
      <SocialSignIn label={t("auth.google.signIn")} />
    </AuthFrame>
  );
}
