import { Heading, SectionBox, txt } from "./parts";
import type { SectionProps } from "./types";

export function TestimonialsSection({ section: s, site }: SectionProps<"testimonials">) {
  return (
    <SectionBox id={s.id} type="testimonials">
      <div className="wrap">
        <header className="s-head">
          <Heading level={2}>{txt(site, s.id, ["heading"], s.heading)}</Heading>
        </header>
        <ul className={`quotes n${s.items.length}`}>
          {s.items.map((item, index) => (
            <li key={index}>
              <figure className="quote">
                <blockquote>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption>
                  <bdi className="who">{item.name}</bdi>
                  {item.detail ? (
                    <>
                      {" "}
                      <span className="detail">{item.detail}</span>
                    </>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </SectionBox>
  );
}
