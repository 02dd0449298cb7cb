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
import { AUTH_COPY } from "../components/auth/auth-copy";
import { AUTH_MESSAGES } from "@core/constants";
import { resetPasswordSchema } from "@core/accounts/schemas";
import { readFormData } from "~/.server/request-input";
import type { Route } from "./+types/reset-password";
import { useValidatedForm } from "../lib/use-validated-form";
import { loadResetPasswordSchema } from "../lib/account-form-schemas";

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password · May" }, { name: "description", content: "Choose a new password for your May account." }];

export function loader({ request }: Route.LoaderArgs) {
  return { code: new URL(request.url).searchParams.get("code") ?? "", constraint: getZodConstraint(resetPasswordSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  const hide = { hideFields: ["password", "passwordConfirmation"] };
  if (submission.status !== "success") return data({ result: submission.reply(hide) }, { status: 400 });
  if (!(await allowAuthAttempt(app.env, "auth/reset-password", request))) {
    return data({ result: submission.reply({ formErrors: [AUTH_MESSAGES.tooManyRequests], ...hide }) }, { status: 429 });
  }
  try {
    const signedIn = await resetPassword(app, submission.value);
    return redirectWithSession(app, request, signedIn.jwt, "/u/chat");
  } catch (error) {
    const refusal = screenError(error);
    return data({ result: submission.reply({ formErrors: [refusal.message], ...hide }) }, { status: refusal.status });
  }
}

/** The login screen in reset mode (docs/product.md): the new password twice, then straight into the product. */
export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm({ loadSchema: loadResetPasswordSchema, constraint: loaderData.constraint }, actionData?.result);
  const footer = (
    <>
      Remembered it? <Link to="/login" className={inlineLinkClass}>Login</Link>
    </>
  );
  if (!loaderData.code) {
    return (
      <AuthFrame title="Choose a new password" footer={footer}>
        <FormAlert messages={[AUTH_COPY.resetLinkMissing]} />
        <Link to="/forgot-password" className="btn-primary mt-6 h-11 w-full">Send me a new link</Link>
      </AuthFrame>
    );
  }
  const codeErrors = fields.code.errors;
  return (
    <AuthFrame title="Choose a new password" intro="Pick a password you don't use anywhere else. You'll be signed in right after." footer={footer}>
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <FormAlert id={form.errorId} messages={form.errors ?? codeErrors} />
        {form.errors?.includes(AUTH_MESSAGES.incorrectCode) ? (
          <p className="text-sm">
            <Link to="/forgot-password" className={inlineLinkClass}>Send me a new link</Link>
          </p>
        ) : null}
        <input type="hidden" name={fields.code.name} value={loaderData.code} />
        <TextField field={fields.password} label="New password" type="password" autoComplete="new-password" />
        <TextField field={fields.passwordConfirmation} label="Confirm new password" type="password" autoComplete="new-password" />
        <div className="pt-2">
          <SubmitButton pending={navigation.state === "submitting"}>Continue</SubmitButton>
        </div>
      </Form>
    </AuthFrame>
  );
}
