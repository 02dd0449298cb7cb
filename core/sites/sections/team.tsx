import { Heading, SectionBox, txt } from "./parts";
import type { SectionProps } from "./types";

/** The people of the business, as the owner introduces them. */
export function TeamSection({ section: s, site }: SectionProps<"team">) {
  return (
    <SectionBox id={s.id} type="team">
      <div className="wrap">
        <header className="s-head">
          <Heading level={2}>{txt(site, s.id, ["heading"], s.heading)}</Heading>
          {s.intro ? <p className="intro">{txt(site, s.id, ["intro"], s.intro)}</p> : null}
        </header>
        <ul className={`items team n${s.members.length}`}>
          {s.members.map((member, index) => (
            <li key={index} className="item">
              <h3>{txt(site, s.id, ["members", index, "name"], member.name)}</h3>
              {member.role ? <p className="role">{txt(site, s.id, ["members", index, "role"], member.role)}</p> : null}
              {member.bio ? <p className="item-text">{txt(site, s.id, ["members", index, "bio"], member.bio)}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </SectionBox>
  );
}
