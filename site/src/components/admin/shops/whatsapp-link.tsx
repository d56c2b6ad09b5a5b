import { formatPhone, whatsappUrl } from './shop-format.ts';

/** The number as a WhatsApp chat link, or a dash when it is not usable (spec 001 §2.5). */
export function WhatsappLink({ phone, label }: { phone: string | null | undefined; label: string }) {
  const url = whatsappUrl(phone);
  if (!url) return <span title={`${label}: sem número`}>-</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label}: ${formatPhone(phone)}`}
      className="whitespace-nowrap text-brand-700 underline-offset-2 hover:underline"
    >
      {formatPhone(phone)}
    </a>
  );
}
