import { Heading, SectionBox, SiteImg, txt } from "./parts";
import type { SectionProps } from "./types";

export function AboutSection({ section: s, site }: SectionProps<"about">) {
  return (
    <SectionBox id={s.id} type="about" extra={s.image ? " has-media" : ""}>
      <div className="wrap about-grid">
        <div className="about-text">
          <Heading level={2}>{txt(site, s.id, ["heading"], s.heading)}</Heading>
          {s.paragraphs.map((paragraph, index) => (
            <p key={index}>{txt(site, s.id, ["paragraphs", index], paragraph)}</p>
          ))}
          {s.highlights.length ? (
            <ul className="stats">
              {s.highlights.map((highlight, index) => (
                <li key={index}>
                  <strong>{highlight.value}</strong> <span>{highlight.label}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {s.image ? (
          <div className="about-media">
            <SiteImg site={site} image={s.image} className="media" slot="about" />
          </div>
        ) : null}
      </div>
    </SectionBox>
  );
}
