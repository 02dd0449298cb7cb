import { Heading, SectionBox, txt } from "./parts";
import type { SectionProps } from "./types";

/** Questions as native disclosure widgets: they open and close without any script. */
export function FaqSection({ section: s, site }: SectionProps<"faq">) {
  return (
    <SectionBox id={s.id} type="faq">
      <div className="wrap narrow">
        <header className="s-head">
          <Heading level={2}>{txt(site, s.id, ["heading"], s.heading)}</Heading>
        </header>
        <div className="faq-list">
          {s.items.map((item, index) => (
            <details key={index}>
              <summary>{txt(site, s.id, ["items", index, "question"], item.question)}</summary>
              <p>{txt(site, s.id, ["items", index, "answer"], item.answer)}</p>
            </details>
          ))}
        </div>
      </div>
    </SectionBox>
  );
}
