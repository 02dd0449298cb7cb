import { safeHref } from "../links";
import { Heading, SectionBox, SiteImg } from "./parts";
import type { SectionProps } from "./types";

export function HeroSection({ section: s, site }: SectionProps<"hero">) {
  return (
    <SectionBox id={s.id} type="hero" extra={s.image ? " has-media" : ""}>
      <div className="wrap hero-grid">
        <div className="hero-text">
          {s.eyebrow ? <p className="eyebrow">{s.eyebrow}</p> : null}
          <Heading level={site.heroHeadline ? 1 : 2} className="hero-title">
            {s.headline}
          </Heading>
          <p className="lede">{s.subheadline}</p>
          <p className="ctas">
            <a className="btn btn-primary" href={safeHref(s.primaryCta.href)}>
              {s.primaryCta.label}
            </a>
            {s.secondaryCta ? (
              <a className="btn btn-ghost" href={safeHref(s.secondaryCta.href)}>
                {s.secondaryCta.label}
              </a>
            ) : null}
          </p>
        </div>
        {s.image ? (
          <div className="hero-media">
            <SiteImg site={site} image={s.image} className="media" eager />
          </div>
        ) : null}
      </div>
    </SectionBox>
  );
}
