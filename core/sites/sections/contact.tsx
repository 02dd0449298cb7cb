import type { ReactNode } from "react";
import { SITE_CONTACT_FIELDS as F, SITE_CONTACT_LIMITS as L, type ContactFieldValues } from "../contact-form";
import type { SiteText } from "../i18n/site-text";
import { mailtoHref, telHref } from "../links";
import { Heading, SectionBox, txt } from "./parts";
import type { SectionProps } from "./types";

function Field({ name, label, hint, children }: { name: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <p className={`field f-${name}`}>
      <label htmlFor={`cf-${name}`}>
        {label}
        {hint ? (
          <>
            {" "}
            <span className="hint">{hint}</span>
          </>
        ) : null}
      </label>
      {children}
    </p>
  );
}

/**
 * The form's fields: named as the messages endpoint reads them, with its limits, and a honeypot for bots.
 * `values` fills them in again (the visitor's page after a refused message); without it they are empty.
 */
export function ContactFields({ phoneFirst, text, values }: { phoneFirst: boolean; text: SiteText; values?: ContactFieldValues }) {
  const typed = (name: keyof ContactFieldValues) => (values ? (values[name] ?? "").slice(0, L[name]) : undefined);
  return (
    <>
      <Field name={F.name} label={text.t("form.name")}>
        <input id={`cf-${F.name}`} name={F.name} type="text" autoComplete="name" maxLength={L.name} required defaultValue={typed("name")} />
      </Field>
      <Field name={F.email} label={text.t("form.email")}>
        <input id={`cf-${F.email}`} name={F.email} type="email" autoComplete="email" maxLength={L.email} required defaultValue={typed("email")} />
      </Field>
      <Field name={F.phone} label={text.t("form.phone")} hint={text.t("form.optional")}>
        <input id={`cf-${F.phone}`} name={F.phone} type="tel" autoComplete="tel" maxLength={L.phone} defaultValue={typed("phone")} />
      </Field>
      {/* Trades lead with the phone number (above, when the site has one); the form asks what the job is. */}
      <Field name={F.message} label={text.t(phoneFirst ? "form.aboutTheJob" : "form.message")}>
        <textarea id={`cf-${F.message}`} name={F.message} rows={5} maxLength={L.message} required defaultValue={typed("message")} />
      </Field>
      <p className="hp" aria-hidden="true">
        <label htmlFor={`cf-${F.honeypot}`}>{text.t("form.leaveEmpty")}</label>
        <input id={`cf-${F.honeypot}`} name={F.honeypot} type="text" tabIndex={-1} autoComplete="off" />
      </p>
    </>
  );
}

export function ContactSubmit({ text }: { text: SiteText }) {
  return (
    <p>
      <button className="btn btn-primary" type="submit">
        {text.t("form.send")}
      </button>
    </p>
  );
}

export function ContactSection({ section: s, site }: SectionProps<"contact">) {
  const phoneFirst = site.document.family === "HOME_TRADES";
  const tel = s.phone ? telHref(s.phone, site.document.facts?.phoneLink) : null;
  const mail = s.email ? mailtoHref(s.email) : null;
  const { text } = site;
  return (
    <SectionBox id={s.id} type="contact" extra={phoneFirst ? " phone-first" : ""}>
      <div className="wrap contact-grid">
        <div className="contact-text">
          <Heading level={2}>{txt(site, s.id, ["heading"], s.heading)}</Heading>
          {s.intro ? <p className="intro">{txt(site, s.id, ["intro"], s.intro)}</p> : null}
          {tel || mail ? (
            <ul className="direct">
              {tel ? (
                <li>
                  <span className="k">{text.t("contact.call")}</span>{" "}
                  <a href={tel} dir="ltr">
                    {s.phone}
                  </a>
                </li>
              ) : null}
              {mail ? (
                <li>
                  <span className="k">{text.t("contact.email")}</span>{" "}
                  <a href={mail} dir="ltr">
                    {s.email}
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
        {!s.form ? null : site.formAction ? (
          <form className="form" method="post" action={site.formAction}>
            <ContactFields phoneFirst={phoneFirst} text={text} />
            <ContactSubmit text={text} />
          </form>
        ) : (
          <form className="form" aria-describedby="cf-note">
            <fieldset disabled>
              <legend className="vh">{text.t("form.previewLegend")}</legend>
              <ContactFields phoneFirst={phoneFirst} text={text} />
              <ContactSubmit text={text} />
            </fieldset>
            <p id="cf-note" className="note">
              {text.t("form.previewNote")}
            </p>
          </form>
        )}
      </div>
    </SectionBox>
  );
}
