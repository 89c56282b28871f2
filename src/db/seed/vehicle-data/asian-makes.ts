import { type MakeSpec, model, variant as v } from './types';

const rwd = { baseDrive: 'RWD' } as const;

export const toyota: MakeSpec = {
  name: 'Toyota',
  popularity: 10,
  models: [
    model('Aygo X', 'Microcar', 4, 5, [
      v('Active 72 HK', 'p', 72, 185_000, { manual: true }),
      v('Active 72 HK Automatik', 'p', 72, 195_000),
      v('1.5 Hybrid Pulse 116 HK', 'hp', 116, 229_900),
    ]),
    model('Yaris', 'Hatchback', 5, 5, [
      v('1.5 Hybrid Active 116 HK', 'hp', 116, 259_900),
      v('1.5 Hybrid Style 130 HK', 'hp', 130, 289_900),
    ]),
    model('Yaris Cross', 'CUV', 5, 5, [
      v('1.5 Hybrid Active 116 HK', 'hp', 116, 289_900),
      v('1.5 Hybrid Style AWD-i 116 HK', 'hp', 116, 339_900),
    ]),
    model('Corolla Touring Sports', 'Station Wagon', 5, 5, [
      v('1.8 Hybrid Active 140 HK', 'hp', 140, 329_900),
      v('2.0 Hybrid GR Sport 196 HK', 'hp', 196, 389_900),
    ]),
    model('C-HR', 'Crossover', 5, 5, [
      v('1.8 Hybrid Style 140 HK', 'hp', 140, 349_900),
      v('2.0 Plug-in Hybrid GR Sport 223 HK', 'pp', 223, 429_900),
    ]),
    model('RAV4', 'SUV', 5, 5, [
      v('2.5 Hybrid AWD-i Active 222 HK', 'hp', 222, 459_900),
      v('2.5 Plug-in Hybrid AWD-i Style 306 HK', 'pp', 306, 539_900),
    ]),
    model('bZ4X', 'SUV', 5, 5, [
      v('71,4 kWh Active 224 HK', 'ev', 224, 339_900, { wltpKm: 513 }),
      v('73,1 kWh Executive AWD 343 HK', 'ev', 343, 429_900, { wltpKm: 500 }),
    ]),
    model('Urban Cruiser', 'CUV', 5, 5, [
      v('49 kWh Active 144 HK', 'ev', 144, 279_900, { wltpKm: 344 }),
      v('61 kWh Style AWD 184 HK', 'ev', 184, 339_900, { wltpKm: 395 }),
    ]),
    model('GR86', 'Coupe', 4, 2, [v('2.4 Boxer 234 HK', 'p', 234, 549_900, { ...rwd, manual: true })]),
    model('Proace City Verso', 'MPV', 7, 5, [
      v('Electric Family L2 136 HK', 'ev', 136, 389_900, { wltpKm: 340 }),
    ]),
  ],
};

export const hyundai: MakeSpec = {
  name: 'Hyundai',
  popularity: 6,
  models: [
    model('i10', 'Microcar', 4, 5, [v('1.2 MPi Advanced 79 HK', 'p', 79, 169_900, { manual: true })]),
    model('Inster', 'Microcar', 4, 5, [v('49 kWh Advanced 115 HK', 'ev', 115, 219_900, { wltpKm: 360 })]),
    model('i20', 'Hatchback', 5, 5, [v('1.0 T-GDi Essential 100 HK', 'p', 100, 219_900, { manual: true })]),
    model('Kona', 'CUV', 5, 5, [
      v('1.6 GDi Hybrid Essential 141 HK', 'hp', 141, 299_900),
      v('Electric 65 kWh Advanced 218 HK', 'ev', 218, 339_900, { wltpKm: 514 }),
    ]),
    model('Tucson', 'SUV', 5, 5, [
      v('1.6 T-GDi Hybrid Essential 215 HK', 'hp', 215, 409_900),
      v('1.6 T-GDi Plug-in Hybrid Advanced 252 HK 4WD', 'pp', 252, 449_900),
    ]),
    model('IONIQ 5', 'SUV', 5, 5, [
      v('Advanced 229 HK', 'ev', 229, 399_900, { ...rwd, wltpKm: 570 }),
      v('Ultimate 325 HK 4WD', 'ev', 325, 565_000, { wltpKm: 520 }),
    ]),
    model('IONIQ 6', 'Sedan', 5, 4, [v('Advanced 229 HK', 'ev', 229, 449_900, { ...rwd, wltpKm: 614 })]),
  ],
};

export const kia: MakeSpec = {
  name: 'Kia',
  popularity: 6,
  models: [
    model('Picanto', 'Microcar', 4, 5, [v('1.2 Prestige 79 HK', 'p', 79, 174_900, { manual: true })]),
    model('Ceed Sportswagon', 'Stationcar', 5, 5, [v('1.5 T-GDi Comfort DCT 140 HK', 'p', 140, 289_900)]),
    model('EV3', 'Crossover', 5, 5, [
      v('58,3 kWh Air 204 HK', 'ev', 204, 299_900, { wltpKm: 436 }),
      v('81,4 kWh GT-Line 204 HK', 'ev', 204, 369_900, { wltpKm: 605 }),
    ]),
    model('Niro', 'CUV', 5, 5, [
      v('1.6 GDi Hybrid Comfort 141 HK', 'hp', 141, 309_900),
      v('EV Advance 204 HK', 'ev', 204, 359_900, { wltpKm: 460 }),
    ]),
    model('Sportage', 'SUV', 5, 5, [
      v('1.6 T-GDi HEV Comfort 215 HK', 'hp', 215, 399_900),
      v('1.6 T-GDi PHEV GT-Line AWD 252 HK', 'pp', 252, 469_900),
      v('1.6 CRDi MHEV Comfort 136 HK', 'hd', 136, 379_900),
    ]),
    model('EV6', 'Crossover', 5, 5, [
      v('84 kWh Air 229 HK', 'ev', 229, 399_900, { ...rwd, wltpKm: 582 }),
      v('84 kWh GT-Line AWD 325 HK', 'ev', 325, 489_900, { wltpKm: 546 }),
    ]),
    model('EV9', 'SUV', 7, 5, [v('99,8 kWh Earth AWD 385 HK', 'ev', 385, 699_900, { wltpKm: 505 })]),
  ],
};

export const nissan: MakeSpec = {
  name: 'Nissan',
  popularity: 3,
  models: [
    model('Juke', 'Crossover', 5, 5, [v('1.6 Hybrid N-Connecta 143 HK', 'hp', 143, 289_900)]),
    model('Qashqai', 'Crossover', 5, 5, [
      v('1.3 DIG-T mHEV N-Connecta 158 HK', 'hp', 158, 319_900),
      v('e-POWER Tekna 190 HK', 'hp', 190, 369_900),
    ]),
    model('Ariya', 'SUV', 5, 5, [
      v('63 kWh Advance 218 HK', 'ev', 218, 359_900, { wltpKm: 404 }),
      v('87 kWh e-4ORCE Evolve 306 HK', 'ev', 306, 479_900, { wltpKm: 498 }),
    ]),
    model('Leaf', 'Hatchback', 5, 5, [v('75 kWh Advance 218 HK', 'ev', 218, 329_900, { wltpKm: 604 })]),
  ],
};

export const mg: MakeSpec = {
  name: 'MG',
  popularity: 3,
  models: [
    model('MG4', 'Hatchback', 5, 5, [
      v('Standard 170 HK', 'ev', 170, 219_990, { ...rwd, wltpKm: 350 }),
      v('Long Range Luxury 245 HK', 'ev', 245, 269_990, { ...rwd, wltpKm: 435 }),
    ]),
    model('ZS', 'CUV', 5, 5, [v('Hybrid+ Luxury 197 HK', 'hp', 197, 259_990)]),
    model('HS', 'SUV', 5, 5, [v('1.5T PHEV Luxury 272 HK', 'pp', 272, 329_990)]),
    model('Cyberster', 'Cabriolet', 2, 2, [
      v('Trophy Single Motor 340 HK', 'ev', 340, 449_990, { ...rwd, wltpKm: 507 }),
    ]),
  ],
};
