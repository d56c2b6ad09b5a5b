import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';

export type FaqItem = { question: string; answer: string };

/**
 * Questions as a disclosure list (WAI-ARIA disclosure pattern): each question is a button in a
 * heading, aria-expanded says whether its answer shows, aria-controls points at it.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item, index) => {
        const isOpen = openIndex === index;
        const panelId = `${baseId}-resposta-${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenIndex(isOpen ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 text-slate-500 transition-transform',
                    isOpen && 'rotate-180',
                  )}
                />
              </button>
            </h3>
            <div id={panelId} hidden={!isOpen} className="px-5 pb-5 text-slate-600">
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
