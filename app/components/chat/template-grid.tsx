import { useT } from "../../lib/i18n";

/** A template as the chat shows it (docs/product.md: attributes.imageSrc, title, desc). */
export interface ChatTemplate {
  id: number;
  slug: string;
  title: string;
  desc: string;
  imageSrc: string;
}

/** docs/product.md: the template grid at the template step; Apply answers the step with that template (docs/product.md). */
export function TemplateGrid({ templates, onApply, disabled = false }: { templates: ChatTemplate[]; onApply: (template: ChatTemplate) => void; disabled?: boolean }) {
  const { t } = useT();
  if (templates.length === 0) {
    return <p className="text-sm text-ink-soft">{t("chat.templates.none")}</p>;
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={t("chat.templates.label")}>
      {templates.map((template) => (
        <li key={template.slug} className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
          <img src={template.imageSrc} alt={t("chat.templates.preview", { title: template.title })} width={800} height={600} loading="lazy" className="aspect-[4/3] w-full border-b border-line object-cover" />
          <div className="flex flex-1 flex-col p-3.5">
            <h2 className="font-semibold text-ink">{template.title}</h2>
            <p className="mt-1 flex-1 text-sm leading-5 text-ink-soft">{template.desc}</p>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onApply(template)}
              aria-label={t("chat.templates.apply", { title: template.title })}
              className="btn-primary mt-3 h-9 w-full"
            >
              {t("chat.templates.applyButton")}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
