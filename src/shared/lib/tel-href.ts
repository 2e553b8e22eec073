/** `tel:` link for a phone written for people ('+7 (8112) 29-00-00' → 'tel:+78112290000'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : `+${digits}`}`;
}
