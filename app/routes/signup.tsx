import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ApiError } from "../../workers/api/errors";
import { allowAuthAttempt } from "../../workers/security/rate-limit";
import { register } from "../../workers/auth/local";
import { commitSignupBinding, redirectIfSignedIn, redirectWithSession } from "../../workers/auth/session";
import { appContext } from "../../workers/context";
import { AuthFrame, inlineLinkClass } from "~/components/auth/auth-frame";
import { FormAlert, HoneypotField, SocialSignIn, SubmitButton, TextField } from "~/components/auth/form-controls";
import { AUTH_MESSAGES, MESSAGES } from "~/lib/constants";
import { isHoneypotFilled } from "~/lib/honeypot";
import { registerSchema } from "~/lib/schemas";
import { usernameFromEmail } from "~/lib/username";
import { readFormData } from "~/lib/request-input.server";
import type { Route } from "./+types/signup";
import { useValidatedForm } from "~/lib/use-validated-form";

export const meta: Route.MetaFunction = () => [{ title: "Sign up · May" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(request, context.get(appContext));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: registerSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  if (isHoneypotFilled(formData)) {
    return data({ result: submission.reply({ formErrors: [MESSAGES.signupFallbackError], hideFields: ["password"] }) }, { status: 400 });
  }
  if (!(await allowAuthAttempt(app.env, "auth/local/register", request))) {
    return data({ result: submission.reply({ formErrors: [AUTH_MESSAGES.tooManyRequests], hideFields: ["password"] }) }, { status: 429 });
  }
  try {
    const registered = await register(app, submission.value);
    // SPEC.md: a confirmed user goes to Chat; an unconfirmed one waits for the email.
    if ("jwt" in registered) return redirectWithSession(app, request, registered.jwt, "/u/chat");
    // This browser may be signed in by the emailed link later, after the person's click (docs/security.md).
    const binding = await commitSignupBinding(app, request, registered.user.id);
    return redirect(`/email-confirmation?${new URLSearchParams({ email: registered.user.email })}`, { headers: { "Set-Cookie": binding } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = error.status < 500 && error.message ? error.message : MESSAGES.signupFallbackError;
    return data({ result: submission.reply({ formErrors: [message], hideFields: ["password"] }) }, { status: error.status });
  }
}

export default function Signup({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const usernameEdited = useRef(false);
  const [form, fields] = useValidatedForm(registerSchema, actionData?.result);

  function followEmail(event: React.ChangeEvent<HTMLInputElement>) {
    if (usernameEdited.current) return;
    form.update({ name: fields.username.name, value: usernameFromEmail(event.currentTarget.value), validated: fields.username.errors !== undefined });
  }

  return (
    <AuthFrame
      title="Create your account"
      intro="Tell May about your business and get a website you can publish today."
      footer={
        <>
          Already have an account? <Link to="/login" className={inlineLinkClass}>Login</Link>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <FormAlert id={form.errorId} messages={form.errors} />
        <HoneypotField />
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" placeholder="you@example.com" onChange={followEmail} />
        <TextField
          field={fields.username}
          label="Username"
          type="text"
          autoComplete="username"
          onChange={() => {
            usernameEdited.current = true;
          }}
        />
        <TextField field={fields.password} label="Password" type="password" autoComplete="new-password" />
        <div className="pt-2">
          <SubmitButton pending={navigation.state === "submitting"}>Continue</SubmitButton>
        </div>
      </Form>
      <SocialSignIn label="Sign in with Google" />
    </AuthFrame>
  );
}
