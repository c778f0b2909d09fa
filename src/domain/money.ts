/** Money in minor units (bani, cents), formatted by Intl in the reader's language. */

const locales = { ro: 'ro-RO', en: 'en-GB' } as const;

export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** 3000 RON-bani -> "30,00 RON" (ro) or "RON 30.00" (en). */
export function formatMoney(minor: number, currency: string, language: string): string {
  const locale = language in locales ? locales[language as keyof typeof locales] : language;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** currencyDigits(currency));
}
