/** Values stored in the database for a listing's body type, fuel, gearbox and drive (spec §3). */
export const storedBodyTypes = [
  'Microcar',
  'Test karosseri',
  'Stationcar',
  'Station Wagon',
  'SUV',
  'CUV',
  'Crossover',
  'Minivan',
  'MPV',
  'Sedan',
  'Personbil',
  'Hatchback',
  'Cabriolet',
  'Coupe',
] as const;
export type StoredBodyType = (typeof storedBodyTypes)[number];

export const storedFuelTypes = [
  'Electric',
  'Petrol',
  'Diesel',
  'Hybrid - Petrol',
  'Hybrid - Diesel',
  'Plug-in - Petrol',
  'Plug-in - Diesel',
] as const;
export type StoredFuelType = (typeof storedFuelTypes)[number];

export const storedTransmissions = ['Automatic', 'Manual'] as const;
export type StoredTransmission = (typeof storedTransmissions)[number];

export const driveTypes = ['FWD', 'RWD', 'AWD', '4WD'] as const;
export type DriveType = (typeof driveTypes)[number];

export const listingStatuses = ['active', 'inactive', 'pending'] as const;
export type ListingStatus = (typeof listingStatuses)[number];
