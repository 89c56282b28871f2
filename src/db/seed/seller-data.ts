import type { StoredFuelType } from '../../domain/listings/vehicle-values';

/** Fictional Danish dealers; their web addresses are only ever displayed, never fetched. */
export type SellerSpec = {
  name: string;
  company: string;
  domain: string;
  address: string;
  phone: string;
  /** Make specialisation by name; null = "Alle mærker". */
  make: string | null;
  priceLists: string[];
  /** Sells only these fuels, when set. */
  onlyFuels?: readonly StoredFuelType[];
};

export const demoSellers: readonly SellerSpec[] = [
  {
    name: 'Nordisk Bilhus',
    company: 'Nordisk Bilhus A/S',
    domain: 'nordiskbilhus.dk',
    address: 'Roskildevej 312, 2610 Rødovre',
    phone: '+45 36 70 12 00',
    make: null,
    priceLists: ['Privatleasing prisliste', 'Elbiler – kampagne'],
  },
  {
    name: 'Aarhus Bilcenter',
    company: 'Aarhus Bilcenter ApS',
    domain: 'aarhusbilcenter.dk',
    address: 'Randersvej 400, 8200 Aarhus N',
    phone: '+45 86 16 44 10',
    make: null,
    priceLists: ['Standard prisliste'],
  },
  {
    name: 'Fyns Autoleasing',
    company: 'Fyns Autoleasing A/S',
    domain: 'fynsautoleasing.dk',
    address: 'Odensevej 96, 5260 Odense S',
    phone: '+45 66 12 30 45',
    make: null,
    priceLists: ['Privatleasing prisliste', 'Erhverv og privat – 48 mdr.', 'Lagerbiler'],
  },
  {
    name: 'Trekantens Bilhus',
    company: 'Trekantens Bilhus ApS',
    domain: 'trekantensbilhus.dk',
    address: 'Vejlevej 121, 7000 Fredericia',
    phone: '+45 75 92 18 00',
    make: null,
    priceLists: ['Standard prisliste'],
  },
  {
    name: 'Nordjysk Privatleasing',
    company: 'Nordjysk Privatleasing A/S',
    domain: 'nordjyskprivatleasing.dk',
    address: 'Hobrovej 450, 9200 Aalborg SV',
    phone: '+45 98 18 27 27',
    make: null,
    priceLists: ['Privatleasing prisliste', 'Kampagnebiler'],
  },
  {
    name: 'Sjællands Bilcenter',
    company: 'Sjællands Bilcenter A/S',
    domain: 'sjaellandsbilcenter.dk',
    address: 'Ringstedvej 60, 4000 Roskilde',
    phone: '+45 46 35 60 60',
    make: null,
    priceLists: ['Standard prisliste'],
  },
  {
    name: 'Valby Volkswagen Center',
    company: 'Valby Bilcenter A/S',
    domain: 'valbyvwcenter.dk',
    address: 'Gammel Køge Landevej 55, 2500 Valby',
    phone: '+45 36 30 44 00',
    make: 'Volkswagen',
    priceLists: ['Volkswagen privatleasing', 'ID.-modeller'],
  },
  {
    name: 'Amager Toyota',
    company: 'Amager Automobiler ApS',
    domain: 'amagertoyota.dk',
    address: 'Amager Landevej 147, 2770 Kastrup',
    phone: '+45 32 50 18 18',
    make: 'Toyota',
    priceLists: ['Toyota privatleasing maj 2025'],
  },
  {
    name: 'Kolding Skoda',
    company: 'Kolding Bilforum A/S',
    domain: 'koldingskoda.dk',
    address: 'Esbjergvej 18, 6000 Kolding',
    phone: '+45 75 50 22 11',
    make: 'Skoda',
    priceLists: ['Skoda privatleasing', 'Enyaq og Elroq'],
  },
  {
    name: 'Herning Hyundai',
    company: 'Midtjysk Bilhandel ApS',
    domain: 'herninghyundai.dk',
    address: 'Silkeborgvej 77, 7400 Herning',
    phone: '+45 97 12 09 90',
    make: 'Hyundai',
    priceLists: ['Hyundai privatleasing'],
  },
  {
    name: 'Hellerup Premium Biler',
    company: 'Hellerup Premium Biler A/S',
    domain: 'hellerupbiler.dk',
    address: 'Tuborg Boulevard 12, 2900 Hellerup',
    phone: '+45 39 40 50 60',
    make: 'Mercedes-Benz',
    priceLists: ['Mercedes-Benz privatleasing', 'EQ-modeller'],
  },
  {
    name: 'Vestjysk Elbiler',
    company: 'Vestjysk Elbiler ApS',
    domain: 'vestjyskelbiler.dk',
    address: 'Kongevejen 9, 6700 Esbjerg',
    phone: '+45 75 13 40 40',
    make: null,
    priceLists: ['Elbiler – privatleasing', 'Hybrid og plug-in'],
    onlyFuels: ['Electric', 'Plug-in - Petrol', 'Plug-in - Diesel', 'Hybrid - Petrol'],
  },
];

export function priceListSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
