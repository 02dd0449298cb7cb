import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { allowAuthAttempt } from "@server/platform";
import { forgotPassword } from "@server/accounts";
import { appContext } from "~/.server/context";
import { AuthFrame, inlineLinkClass } from "../components/auth/auth-frame";
import { FormAlert, HoneypotField, SocialSignIn, SubmitButton, TextField } from "../components/auth/form-controls";
import { authMeta, LINK_HOURS } from "../components/auth/auth-copy";
import { routeMessages } from "~/.server/language";
import { useT } from "~/lib/i18n";
import { isHoneypotFilled } from "@core/forms/honeypot";
import { forgotPasswordSchema } from "@core/accounts/schemas";
import { readFormData } from "~/.server/request-input";
import type { Route } from "./+types/forgot-password";
import { useValidatedForm } from "../lib/use-validated-form";
import { loadForgotPasswordSchema } from "../lib/account-form-schemas";

export const meta: Route.MetaFunction = ({ loaderData }) => authMeta(loaderData, "auth.forgot.metaTitle", "auth.forgot.metaDescription");

export async function loader({ request, context }: Route.LoaderArgs) {
  return { constraint: getZodConstraint(forgotPasswordSchema), messages: await routeMessages(request, context, ["auth"]) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  // docs/product.md: an error response sets the 'Invalid email' flag.
  if (submission.status !== "success") return data({ result: submission.reply(), invalidEmail: true, sent: false }, { status: 400 });
  if (!(await allowAuthAttempt(app.env, "auth/forgot-password", request, submission.value.email))) {
    return data({ result: submission.reply({ formErrors: ["auth.error.tooManyRequests"] }), invalidEmail: false, sent: false }, { status: 429 });
  }
  // The same answer whether or not the address has an account (docs/product.md); a bot that filled the honeypot gets the same calm answer and nothing is sent.
  if (!isHoneypotFilled(formData)) forgotPassword(app, submission.value.email);
  return data({ result: submission.reply({ resetForm: true }), invalidEmail: false, sent: true });
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t, rich } = useT();
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm({ loadSchema: loadForgotPasswordSchema, constraint: loaderData.constraint }, actionData?.result);
  const sent = actionData?.sent && navigation.state === "idle";
  return (
    <AuthFrame
      title={t("auth.forgot.title")}
      intro={t("auth.forgot.intro")}
      footer={rich("auth.forgot.footer", { link: (chunks) => <Link to="/login" className={inlineLinkClass}>{chunks}</Link> })}
    >
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        {sent ? <FormAlert tone="success" messages={[t("auth.forgot.sent", { hours: LINK_HOURS.passwordReset })]} /> : null}
        <FormAlert id={form.errorId} messages={form.errors} />
        {actionData?.invalidEmail && navigation.state === "idle" ? <FormAlert messages={["auth.error.invalidEmail"]} /> : null}
        <HoneypotField />
        <TextField field={fields.email} label={t("auth.field.email")} type="email" autoComplete="email" placeholder={t("auth.forgot.emailPlaceholder")} />
        <div className="pt-2">
          <SubmitButton pending={navigation.state === "submitting"}>{t("auth.continue")}</SubmitButton>
        </div>
      </Form>
      <SocialSignIn label={t("auth.google.signIn")} />
    </AuthFrame>
  );
}
