import { Link } from "react-router";
import { MESSAGES } from "@core/constants";
import { BrandMark } from "./brand";

/** The welcome home page of docs/product.md (shown at /u and, in the preview layout, at /preview). */
export function WelcomePanel() {
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center sm:py-28">
      <BrandMark withName={false} className="justify-center" />
      <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight sm:text-5xl">Welcome to May</h1>
      <p className="mt-4 text-lg leading-8 text-ink-soft">Your AI collaborator for building a website: answer a few questions, pick a look, and publish.</p>
      <p className="mt-6 text-sm font-medium text-ink">{MESSAGES.welcomeSignIn}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/login" className="btn-primary px-8 py-3">Login</Link>
        <Link to="/signup" className="btn-ghost px-8 py-3">Sign up</Link>
      </div>
    </section>
  );
}
