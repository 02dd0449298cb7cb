import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { allowAuthAttempt } from "@server/platform";
import { forgotPassword } from "@server/accounts";
import { appContext } from "~/.server/context";
import { AuthFrame, inlineLinkClass } from "../components/auth/auth-frame";
import { FormAlert, HoneypotField, SocialSignIn, SubmitButton, TextField } from "../components/auth/form-controls";
import { AUTH_MESSAGES, MESSAGES } from "@core/constants";
import { AUTH_COPY } from "../components/auth/auth-copy";
import { isHoneypotFilled } from "@core/forms/honeypot";
import { forgotPasswordSchema } from "@core/accounts/schemas";
import { readFormData } from "~/.server/request-input";
import type { Route } from "./+types/forgot-password";
import { useValidatedForm } from "../lib/use-validated-form";
import { loadForgotPasswordSchema } from "../lib/account-form-schemas";

export const meta: Route.MetaFunction = () => [{ title: "Forgot your password? · May" }, { name: "description", content: "Get an email with a link to choose a new password for your May account." }];

export function loader() {
  return { constraint: getZodConstraint(forgotPasswordSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  // docs/product.md: an error response sets the 'Invalid email' flag.
  if (submission.status !== "success") return data({ result: submission.reply(), invalidEmail: true, sent: false }, { status: 400 });
  if (!(await allowAuthAttempt(app.env, "auth/forgot-password", request, submission.value.email))) {
    return data({ result: submission.reply({ formErrors: [AUTH_MESSAGES.tooManyRequests] }), invalidEmail: false, sent: false }, { status: 429 });
  }
  // The same answer whether or not the address has an account (docs/product.md); a bot that filled the honeypot gets the same calm answer and nothing is sent.
  if (!isHoneypotFilled(formData)) forgotPassword(app, submission.value.email);
  return data({ result: submission.reply({ resetForm: true }), invalidEmail: false, sent: true });
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm({ loadSchema: loadForgotPasswordSchema, constraint: loaderData.constraint }, actionData?.result);
  const sent = actionData?.sent && navigation.state === "idle";
  return (
    <AuthFrame
      title="Forgot your password?"
      intro="Enter the email you signed up with and we will send you a link to choose a new one."
      footer={
        <>
          Ready to signin? <Link to="/login" className={inlineLinkClass}>Login</Link>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        {sent ? <FormAlert tone="success" messages={[AUTH_COPY.resetLinkSent]} /> : null}
        <FormAlert id={form.errorId} messages={form.errors} />
        {actionData?.invalidEmail && navigation.state === "idle" ? <FormAlert messages={[MESSAGES.invalidEmail]} /> : null}
        <HoneypotField />
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" placeholder="name@example.com" />
        <div className="pt-2">
          <SubmitButton pending={navigation.state === "submitting"}>Continue</SubmitButton>
        </div>
      </Form>
      <SocialSignIn label="Sign in with Google" />
    </AuthFrame>
  );
}
