/** Makes shown first wherever a visitor picks a make, in this order (original-system.md §5.2). */
export const POPULAR_MAKES = [
  'Volkswagen',
  'Skoda',
  'Toyota',
  'Audi',
  'Mercedes-Benz',
  'BMW',
  'Cupra',
  'Hyundai',
  'Kia',
  'Renault',
] as const;
