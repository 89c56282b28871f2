/** Makes sold on the Danish leasing market, longest first so "Land Rover" wins over a shorter prefix. */
export const KNOWN_MAKES = [
  'Alfa Romeo',
  'Aston Martin',
  'Land Rover',
  'Lynk & Co',
  'Mercedes-Benz',
  'Rolls-Royce',
  'Abarth',
  'Aiways',
  'Audi',
  'BMW',
  'BYD',
  'Citroën',
  'Cupra',
  'Dacia',
  'DS',
  'Fiat',
  'Ford',
  'Honda',
  'Hongqi',
  'Hyundai',
  'Jaguar',
  'Jeep',
  'Kia',
  'Leapmotor',
  'Lexus',
  'Lotus',
  'Maserati',
  'Mazda',
  'Mercedes',
  'MG',
  'Mini',
  'Mitsubishi',
  'NIO',
  'Nissan',
  'Opel',
  'Peugeot',
  'Polestar',
  'Porsche',
  'Renault',
  'Seat',
  'Skoda',
  'Škoda',
  'Smart',
  'Subaru',
  'Suzuki',
  'Tesla',
  'Toyota',
  'Volkswagen',
  'VW',
  'Volvo',
  'Xpeng',
  'Zeekr',
] as const;

const CANONICAL: Record<string, string> = { vw: 'Volkswagen', mercedes: 'Mercedes-Benz', škoda: 'Skoda' };

/**
 * Splits "Volkswagen ID.3" into make and model using the known makes plus any given ones (a seller's
 * catalogue). Returns null when the text does not start with a make.
 */
export function splitMakeAndModel(
  text: string,
  extraMakes: readonly string[] = [],
): { make: string; model: string } | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const makes = [...extraMakes, ...KNOWN_MAKES].sort((a, b) => b.length - a.length);
  for (const make of makes) {
    const prefix = trimmed.slice(0, make.length);
    const rest = trimmed.slice(make.length);
    if (prefix.toLowerCase() === make.toLowerCase() && (rest === '' || /^[\s\-–:]/.test(rest))) {
      const canonical = CANONICAL[make.toLowerCase()] ?? make;
      return { make: canonical, model: rest.replace(/^[\s\-–:]+/, '').trim() };
    }
  }
  return null;
}
