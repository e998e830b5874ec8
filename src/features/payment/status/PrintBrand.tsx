import { Logo } from '../../../ui/index.ts';

/**
 * RCPT-5: the small logo and brand name a printed receipt starts with. The site header is hidden
 * in print (its menu and language switch mean nothing on paper), so the receipt carries its own
 * mark; on screen the header already shows it, so this is hidden there (receipt.css).
 */
export function PrintBrand({ name }: { name: string }) {
  return (
    <p className="receipt-print-brand" aria-hidden="true">
      <Logo size={20} />
      <span>{name}</span>
    </p>
  );
}
