// How the settings forms read their fields' text (shared by the section cards).

/** '' → undefined, so an emptied optional field is left out instead of failing its format check. */
export const optional = (text: string) => (text.trim() === '' ? undefined : text);
/** A number field's text as a number; anything unreadable stays text so the schema names the field. */
export const numeric = (text: string) => {
  const cleaned = text.replace(/\./g, '').replace(/\s/g, '').replace(',', '.');
  return cleaned !== '' && Number.isFinite(Number(cleaned)) ? Number(cleaned) : text;
};

/** A price field's text as a number: '13,50' and '13.50' both read 13.5 (prices have no thousands). */
export const decimal = (text: string) => {
  const cleaned = text
    .replace(/\s/g, '')
    .replace(/kr\.?.*$/i, '')
    .replace(',', '.');
  return cleaned !== '' && Number.isFinite(Number(cleaned)) ? Number(cleaned) : text;
};
export const priceText = (value: number) => value.toFixed(2).replace('.', ',');
