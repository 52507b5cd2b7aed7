// The seller chat link (spec: 'Buy Now on WhatsApp'), prefilled with a message naming the product.
import { formatRupees } from '../../lib/format.ts';

export function whatsappHref(
  product: { name: string; price: number },
  settings: { chatNumber: string; brandName: string },
): string {
  // wa.me takes the number as digits only: no +, spaces or dashes.
  const number = settings.chatNumber.replace(/\D/g, '');
  const message = `Hi! I'd like to buy ${product.name} (${formatRupees(product.price)}) from ${settings.brandName}.`;
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
