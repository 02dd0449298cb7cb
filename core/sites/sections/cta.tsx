import { safeSiteHref } from "../links";
import { Heading, SectionBox, txt } from "./parts";
import type { SectionProps } from "./types";

/** A call-to-action band: one heading, one sentence, one button. */
export function CtaSection({ section: s, site }: SectionProps<"cta">) {
  return (
    <SectionBox id={s.id} type="cta">
      <div className="wrap narrow cta-band">
        <Heading level={2}>{txt(site, s.id, ["heading"], s.heading)}</Heading>
        {s.text ? <p className="lede">{txt(site, s.id, ["text"], s.text)}</p> : null}
        <p className="ctas">
          <a className="btn btn-primary" href={safeSiteHref(s.button.href)}>
            {txt(site, s.id, ["button", "label"], s.button.label)}
          </a>
        </p>
      </div>
    </SectionBox>
  );
}
