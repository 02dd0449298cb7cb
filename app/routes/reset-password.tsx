import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { screenError } from "~/lib/error-text";
import { allowAuthAttempt } from "@server/platform";
import { resetPassword } from "@server/accounts";
import { redirectWithSession } from "~/.server/session";
import { appContext } from "~/.server/context";
import { AuthFrame, inlineLinkClass } from "../components/auth/auth-frame";
import { FormAlert, SubmitButton, TextField } from "../components/auth/form-controls";
import { authMeta } from "../components/auth/auth-copy";
import { authMessageKey } from "../components/auth/auth-errors.server";
import { routeMessages } from "~/.server/language";
import { useT } from "~/lib/i18n";
import { resetPasswordSchema } from "@core/accounts/schemas";
import { readFormData } from "~/.server/request-input";
import type { Route } from "./+types/reset-password";
import { useValidatedForm } from "../lib/use-validated-form";
import { loadResetPasswordSchema } from "../lib/account-form-schemas";

export const meta: Route.MetaFunction = ({ loaderData }) => authMeta(loaderData, "auth.reset.metaTitle", "auth.reset.metaDescription");

export async function loader({ request, context }: Route.LoaderArgs) {
  return { code: new URL(request.url).searchParams.get("code") ?? "", constraint: getZodConstraint(resetPasswordSchema), messages: await routeMessages(request, context, ["auth"]) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  const hide = { hideFields: ["password", "passwordConfirmation"] };
  if (submission.status !== "success") return data({ result: submission.reply(hide) }, { status: 400 });
  if (!(await allowAuthAttempt(app.env, "auth/reset-password", request))) {
    return data({ result: submission.reply({ formErrors: ["auth.error.tooManyRequests"], ...hide }) }, { status: 429 });
  }
  try {
    const signedIn = await resetPassword(app, submission.value);
    return redirectWithSession(app, request, signedIn.jwt, "/u/chat");
  } catch (error) {
    const refusal = screenError(error);
    return data({ result: submission.reply({ formErrors: [authMessageKey(refusal.message)], ...hide }) }, { status: refusal.status });
  }
}

/** The login screen in reset mode (docs/product.md): the new password twice, then straight into the product. */
export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t, rich } = useT();
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm({ loadSchema: loadResetPasswordSchema, constraint: loaderData.constraint }, actionData?.result);
  const footer = rich("auth.reset.footer", { link: (chunks) => <Link to="/login" className={inlineLinkClass}>{chunks}</Link> });
  if (!loaderData.code) {
    return (
      <AuthFrame title={t("auth.reset.title")} footer={footer}>
        <FormAlert messages={["auth.reset.linkMissing"]} />
        <Link to="/forgot-password" className="btn-primary mt-6 h-11 w-full">{t("auth.reset.newLink")}</Link>
      </AuthFrame>
    );
  }
  const codeErrors = fields.code.errors;
  return (
    <AuthFrame title={t("auth.reset.title")} intro={t("auth.reset.intro")} footer={footer}>
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <FormAlert id={form.errorId} messages={form.errors ?? codeErrors} />
        {form.errors?.includes("auth.error.incorrectCode") ? (
          <p className="text-sm">
            <Link to="/forgot-password" className={inlineLinkClass}>{t("auth.reset.newLink")}</Link>
          </p>
        ) : null}
        <input type="hidden" name={fields.code.name} value={loaderData.code} />
        <TextField field={fields.password} label={t("auth.field.newPassword")} type="password" autoComplete="new-password" />
        <TextField field={fields.passwordConfirmation} label={t("auth.field.confirmNewPassword")} type="password" autoComplete="new-password" />
        <div className="pt-2">
          <SubmitButton pending={navigation.state === "submitting"}>{t("auth.continue")}</SubmitButton>
        </div>
      </Form>
    </AuthFrame>
  );
}
