/** The ways Danish lists write a kroner amount. */
export const PRICE_STYLES = ['kr', 'dash', 'kr-first', 'space', 'dkk', 'decimals', 'per-month'] as const;
export type PriceStyle = (typeof PRICE_STYLES)[number];
/** How a list spells km/år in prose and heads; tables may also use the short and bare forms. */
export type SpelledKmStyle = 'km-year' | 'km' | 'space-per-year' | 'yearly';
export type KmStyle = SpelledKmStyle | 'space-km' | 'bare';
export type SpelledTermStyle = 'mdr' | 'months' | 'md';
export type TermStyle = SpelledTermStyle | 'bare';

export function groupDigits(value: number, separator = '.'): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** "3.399 kr.", "3.399,-", "kr. 3.399", "3 399 kr", "DKK 3.399", "3.399,00 kr.", "3.399 kr./md.". */
export function writePrice(amount: number, style: PriceStyle): string {
  const dotted = groupDigits(amount);
  switch (style) {
    case 'kr':
      return `${dotted} kr.`;
    case 'dash':
      return `${dotted},-`;
    case 'kr-first':
      return `kr. ${dotted}`;
    case 'space':
      return `${groupDigits(amount, ' ')} kr`;
    case 'dkk':
      return `DKK ${dotted}`;
    case 'decimals':
      return `${dotted},00 kr.`;
    case 'per-month':
      return `${dotted} kr./md.`;
  }
}

/** A one-off amount (first payment, fee): never "/md.". */
export function writeAmount(amount: number, style: PriceStyle): string {
  return writePrice(amount, style === 'per-month' ? 'kr' : style);
}

export function writeKm(distance: number, style: KmStyle): string {
  switch (style) {
    case 'km-year':
      return `${groupDigits(distance)} km/år`;
    case 'km':
      return `${groupDigits(distance)} km`;
    case 'space-per-year':
      return `${groupDigits(distance, ' ')} km pr. år`;
    case 'yearly':
      return `${groupDigits(distance)} km årligt`;
    case 'space-km':
      return `${groupDigits(distance, ' ')} km`;
    case 'bare':
      return groupDigits(distance);
  }
}

/** The short spelling of a style for a table cell under a "Km/år" head. */
export function cellKmStyle(style: KmStyle): KmStyle {
  if (style === 'space-per-year') return 'space-km';
  return style === 'yearly' ? 'km' : style;
}

export function writeTerm(months: number, style: TermStyle): string {
  switch (style) {
    case 'mdr':
      return `${months} mdr.`;
    case 'months':
      return `${months} måneder`;
    case 'md':
      return `${months} md.`;
    case 'bare':
      return String(months);
  }
}

/** One decimal with a comma, for consumption figures: 5.8 → "5,8". */
export function writeDecimal(value: number): string {
  return value.toFixed(1).replace('.', ',');
}
