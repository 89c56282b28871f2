export type CarColour = { name: string; hex: string };

/** Usual factory colours with the Danish names dealers use; weights follow what is actually ordered. */
export const carColours: readonly (CarColour & { weight: number })[] = [
  { name: 'Sort metal', hex: '#1c1d21', weight: 9 },
  { name: 'Perlehvid', hex: '#eef0ee', weight: 8 },
  { name: 'Sølvgrå metal', hex: '#a7abb0', weight: 8 },
  { name: 'Grafitgrå metal', hex: '#4a4e54', weight: 9 },
  { name: 'Midnatsblå', hex: '#1f2f4f', weight: 5 },
  { name: 'Kongeblå', hex: '#2f5fa8', weight: 3 },
  { name: 'Isblå', hex: '#9cc3d8', weight: 2 },
  { name: 'Rubinrød', hex: '#9b1b26', weight: 4 },
  { name: 'Skovgrøn', hex: '#2f4f3a', weight: 2 },
  { name: 'Salviegrøn', hex: '#8fa08a', weight: 2 },
  { name: 'Sandbeige', hex: '#c8b89a', weight: 2 },
  { name: 'Kobberorange', hex: '#c0632b', weight: 1 },
];
