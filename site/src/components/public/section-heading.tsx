import { cn } from '../../lib/cn.ts';

/** The eyebrow, title and lead text that open each section of the marketing pages. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  align = 'center',
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  text?: string;
  align?: 'center' | 'left';
  className?: string;
}) {
  return (
    <div className={cn(align === 'center' && 'mx-auto max-w-2xl text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
        {title}
      </h2>
      {text && <p className="mt-3 text-base text-slate-600 md:text-lg">{text}</p>}
    </div>
  );
}
