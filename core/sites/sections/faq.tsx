import { Heading, SectionBox } from "./parts";
import type { SectionProps } from "./types";

/** Questions as native disclosure widgets: they open and close without any script. */
export function FaqSection({ section: s }: SectionProps<"faq">) {
  return (
    <SectionBox id={s.id} type="faq">
      <div className="wrap narrow">
        <header className="s-head">
          <Heading level={2}>{s.heading}</Heading>
        </header>
        <div className="faq-list">
          {s.items.map((item, index) => (
            <details key={index}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </SectionBox>
  );
}
