import { safeSiteHref } from "../links";
import { Heading, isPhoto, SectionBox, SiteImg, txt } from "./parts";
import type { SectionProps } from "./types";

/**
 * The hero: with the owner's photo beside the words, or without one a type-led hero (the template's
 * colour and pattern behind large type). An illustration is never shown here: it would pretend to be the
 * business (docs/decisions/0890-a-designed-look-without-photos.md).
 */
export function HeroSection({ section: s, site }: SectionProps<"hero">) {
  const image = isPhoto(s.image) ? s.image : null;
  return (
    <SectionBox id={s.id} type="hero" extra={image ? " has-media" : " type-led"}>
      <div className="wrap hero-grid">
        <div className="hero-text">
          {s.eyebrow ? <p className="eyebrow">{txt(site, s.id, ["eyebrow"], s.eyebrow)}</p> : null}
          <Heading level={site.heroHeadline ? 1 : 2} className="hero-title">
            {txt(site, s.id, ["headline"], s.headline)}
          </Heading>
          <p className="lede">{txt(site, s.id, ["subheadline"], s.subheadline)}</p>
          <p className="ctas">
            <a className="btn btn-primary" href={safeSiteHref(s.primaryCta.href)}>
              {txt(site, s.id, ["primaryCta", "label"], s.primaryCta.label)}
            </a>
            {s.secondaryCta ? (
              <a className="btn btn-ghost" href={safeSiteHref(s.secondaryCta.href)}>
                {txt(site, s.id, ["secondaryCta", "label"], s.secondaryCta.label)}
              </a>
            ) : null}
          </p>
        </div>
        {image ? (
          <div className="hero-media">
            <SiteImg site={site} image={image} className="media" slot="hero" />
          </div>
        ) : null}
      </div>
    </SectionBox>
  );
}
