import type { Random } from './random';

/**
 * How one list writes numbers: amounts as "4.295", "4.295 kr.", "4.295 kr", "4.295,-", "kr. 4.295" with
 * "." or a no-break space (U+00A0) between thousands. Thin spaces (U+2009, U+202F) are not in the
 * standard PDF fonts' encoding, so the no-break space stands for them. Footnote marks and the
 * "9,999" slip (comma for thousands) come now and then.
 */
export type NumberStyle = {
  separator: '.' | '\u00a0';
  amount: 'plain' | 'kr.' | 'kr' | ',-' | 'prefix';
  mileage: 'plain' | 'km' | 'km/år';
  term: 'plain' | 'mdr.' | 'md.' | 'måneder';
  /** Chance per price cell of a footnote mark, and of the "9,999" slip. */
  footnoteChance: number;
  commaSlipChance: number;
};

export function drawNumberStyle(rng: Random): NumberStyle {
  return {
    separator: rng.chance(0.25) ? '\u00a0' : '.',
    amount: rng.pick(['plain', 'kr.', 'kr', ',-', 'prefix'] as const),
    mileage: rng.pick(['plain', 'km', 'km/år'] as const),
    term: rng.pick(['plain', 'mdr.', 'md.', 'måneder'] as const),
    footnoteChance: rng.pick([0, 0, 0.05, 0.1]),
    commaSlipChance: rng.pick([0, 0, 0.03]),
  };
}

export const FOOTNOTE_MARKS = ['*', '¹', '²'] as const;

export function grouped(value: number, separator: string): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** A price as the list writes it; `noise` allows a footnote mark or the comma slip. */
export function amountText(rng: Random, style: NumberStyle, value: number, noise = true): string {
  const slip = noise && value >= 1000 && value < 1_000_000 && rng.chance(style.commaSlipChance);
  const digits = grouped(value, slip ? ',' : style.separator);
  const text = (() => {
    switch (style.amount) {
      case 'plain':
        return digits;
      case 'kr.':
        return `${digits} kr.`;
      case 'kr':
        return `${digits} kr`;
      case ',-':
        return slip ? digits : `${digits},-`;
      case 'prefix':
        return `kr. ${digits}`;
    }
  })();
  return noise && !slip && rng.chance(style.footnoteChance) ? `${text}${rng.pick(FOOTNOTE_MARKS)}` : text;
}

/** "9.995 kr." for running text (paragraphs, notes): always with the unit. */
export const amountInText = (style: NumberStyle, value: number) => `${grouped(value, style.separator)} kr.`;

export function mileageText(style: NumberStyle, value: number): string {
  const digits = grouped(value, style.separator);
  return style.mileage === 'plain' ? digits : `${digits} ${style.mileage}`;
}

export function termText(style: NumberStyle, months: number): string {
  return style.term === 'plain' ? String(months) : `${months} ${style.term}`;
}

/** A name with a footnote mark now and then ("Style¹"). */
export function withFootnote(rng: Random, style: NumberStyle, text: string): string {
  return rng.chance(style.footnoteChance) ? `${text}${rng.pick(FOOTNOTE_MARKS)}` : text;
}
