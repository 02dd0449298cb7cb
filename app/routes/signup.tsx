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
import { AUTH_MESSAGES, MESSAGES } from "@core/constants";
import { isHoneypotFilled } from "@core/forms/honeypot";
import { registerSchema } from "@core/accounts/schemas";
import { usernameFromEmail } from "@core/accounts/username";
import { readFormData } from "~/.server/request-input";
import type { Route } from "./+types/signup";
import { useValidatedForm } from "../lib/use-validated-form";
import { loadRegisterSchema } from "../lib/account-form-schemas";

export const meta: Route.MetaFunction = () => [{ title: "Sign up · May" }, { name: "description", content: "Create a May account: answer a few questions in a chat and get a website for your business." }];

export async function loader({ context }: Route.LoaderArgs) {
  await redirectIfSignedIn(context);
  return { constraint: getZodConstraint(registerSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: registerSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  if (isHoneypotFilled(formData)) {
    return data({ result: submission.reply({ formErrors: [MESSAGES.signupFallbackError], hideFields: ["password"] }) }, { status: 400 });
  }
  if (!(await allowAuthAttempt(app.env, "auth/local/register", request, submission.value.email))) {
    return data({ result: submission.reply({ formErrors: [AUTH_MESSAGES.tooManyRequests], hideFields: ["password"] }) }, { status: 429 });
  }
  try {
    const registered = await register(app, submission.value);
    // docs/product.md: a confirmed user goes to Chat; an unconfirmed one waits for the email.
    if ("jwt" in registered) return redirectWithSession(app, request, registered.jwt, "/u/chat");
    // This browser may be signed in by the emailed link later, after the person's click (docs/security.md).
    const binding = await commitSignupBinding(app, request, registered.user.id);
    return redirect(`/email-confirmation?${new URLSearchParams({ email: registered.user.email })}`, { headers: { "Set-Cookie": binding } });
  } catch (error) {
    const refusal = screenError(error);
    return data({ result: submission.reply({ formErrors: [refusal.message || MESSAGES.signupFallbackError], hideFields: ["password"] }) }, { status: refusal.status });
  }
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const usernameEdited = useRef(false);
  const [form, fields] = useValidatedForm({ loadSchema: loadRegisterSchema, constraint: loaderData.constraint }, actionData?.result);

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
