import type { Idea } from "../../lib/chat/ideas";
import { useT } from "../../lib/i18n";

/** docs/product.md: five suggested ideas at the business step; picking one fills the input with its text. */
export function IdeaList({ ideas, onPick }: { ideas: Idea[]; onPick: (text: string) => void }) {
  const { t } = useT();
  return (
    <div>
      <p className="mb-2 text-xs font-semibold tracking-wide text-ink-soft uppercase" id="ideas-label">{t("chat.ideas.label")}</p>
      <ul className="flex flex-col gap-2" aria-labelledby="ideas-label">
        {ideas.map((idea) => (
          <li key={idea.id}>
            <button
              type="button"
              onClick={() => onPick(idea.text)}
              className="w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-start text-sm leading-5 text-ink transition hover:border-brand-500 hover:bg-brand-50"
            >
              {idea.text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
