import { safeSiteHref } from "../links";
import { Heading, SectionBox, txt } from "./parts";
import type { SectionProps } from "./types";

/** A button to the owner's booking or ordering page (their own address; nothing embedded). */
export function BookingSection({ section: s, site }: SectionProps<"booking">) {
  const href = s.url && safeSiteHref(s.url) !== "#" ? safeSiteHref(s.url) : null;
  return (
    <SectionBox id={s.id} type="booking">
      <div className="wrap narrow cta-band">
        <Heading level={2}>{txt(site, s.id, ["heading"], s.heading)}</Heading>
        {s.text ? <p className="lede">{txt(site, s.id, ["text"], s.text)}</p> : null}
        <p className="ctas">
          {href ? (
            <a className="btn btn-primary" href={href} rel="noopener">
              {txt(site, s.id, ["label"], s.label)}
            </a>
          ) : (
            <span className="btn btn-primary" aria-disabled="true">
              {txt(site, s.id, ["label"], s.label)}
            </span>
          )}
        </p>
      </div>
    </SectionBox>
  );
}
