import { type MakeSpec, model, variant as v } from './types';

const rwd = { baseDrive: 'RWD' } as const;

export const volkswagen: MakeSpec = {
  name: 'Volkswagen',
  popularity: 14,
  models: [
    model('Golf', 'Hatchback', 5, 5, [
      v('1.5 TSI Life 116 HK', 'p', 116, 279_900, { manual: true }),
      v('1.5 eTSI Life DSG7 150 HK', 'hp', 150, 314_900),
      v('1.5 TSI Life 150 HK', 'p', 150, 299_900, { manual: true }),
      v('1.5 eTSI Style DSG7 150 HK', 'hp', 150, 339_900),
      v('1.5 eHybrid Style DSG6 204 HK', 'pp', 204, 364_900),
      v('2.0 TDI Life DSG7 150 HK', 'd', 150, 349_900),
      v('GTI 2.0 TSI DSG7 265 HK', 'p', 265, 479_900),
    ]),
    model('Golf Variant', 'Stationcar', 5, 5, [
      v('1.5 eTSI Life DSG7 150 HK', 'hp', 150, 329_900),
      v('2.0 TDI Style DSG7 150 HK', 'd', 150, 379_900),
    ]),
    model('ID.3', 'Hatchback', 5, 5, [
      v('Pro 204 HK', 'ev', 204, 299_900, { ...rwd, wltpKm: 426 }),
      v('Pro S 231 HK', 'ev', 231, 349_900, { ...rwd, wltpKm: 559 }),
      v('GTX Performance 326 HK', 'ev', 326, 399_900, { ...rwd, wltpKm: 601 }),
    ]),
    model('ID.4', 'SUV', 5, 5, [
      v('Pure 170 HK', 'ev', 170, 329_900, { ...rwd, wltpKm: 360 }),
      v('Pro Performance 286 HK', 'ev', 286, 399_900, { ...rwd, wltpKm: 550 }),
      v('GTX Performance 299 HK 4MOTION', 'ev', 299, 475_000, { wltpKm: 513 }),
    ]),
    model('ID.7 Tourer', 'Station Wagon', 5, 5, [
      v('Pro 286 HK', 'ev', 286, 429_900, { ...rwd, wltpKm: 606 }),
      v('Pro S 286 HK', 'ev', 286, 469_900, { ...rwd, wltpKm: 685 }),
    ]),
    model('T-Roc', 'Crossover', 5, 5, [
      v('1.0 TSI Life 115 HK', 'p', 115, 299_900, { manual: true }),
      v('1.5 TSI EVO Life DSG7 150 HK', 'p', 150, 339_900),
      v('R-Line Black Edition 1.5 TSI EVO ACT DSG7 150 HK', 'p', 150, 389_900),
    ]),
    model('Tiguan', 'SUV', 5, 5, [
      v('1.5 eTSI Life DSG7 150 HK', 'hp', 150, 419_900),
      v('1.5 eHybrid Elegance 272 HK', 'pp', 272, 489_900),
      v('2.0 TDI R-Line DSG7 193 HK 4MOTION', 'd', 193, 569_900),
    ]),
    model('ID. Buzz', 'Minivan', 5, 5, [
      v('Pro 286 HK', 'ev', 286, 519_900, { ...rwd, wltpKm: 477 }),
      v('Pro Lang 7 sæder 286 HK', 'ev', 286, 569_900, { ...rwd, wltpKm: 487, seats: 7 }),
    ]),
    model('Multivan', 'Minivan', 7, 5, [v('1.4 eHybrid Life DSG6 218 HK', 'pp', 218, 599_900)]),
  ],
};

export const audi: MakeSpec = {
  name: 'Audi',
  popularity: 7,
  models: [
    model('A3 Sportback', 'Hatchback', 5, 5, [
      v('35 TFSI S tronic 150 HK', 'hp', 150, 379_900),
      v('40 TFSI e S line S tronic 204 HK', 'pp', 204, 449_900),
    ]),
    model('A5', 'Sedan', 5, 5, [
      v('Avant TFSI S tronic 150 HK', 'p', 150, 499_900, { bodyType: 'Stationcar' }),
      v('Avant TDI quattro S tronic 204 HK', 'hd', 204, 589_900, { bodyType: 'Stationcar' }),
      v('Sportback TFSI S line S tronic 204 HK', 'p', 204, 529_900, { bodyType: 'Coupe' }),
    ]),
    model('A6', 'Sedan', 5, 5, [
      v('Limousine TDI S tronic 204 HK', 'hd', 204, 649_900),
      v('Avant TDI quattro S tronic 204 HK', 'hd', 204, 699_900, { bodyType: 'Station Wagon' }),
    ]),
    model('Q4 e-tron', 'SUV', 5, 5, [
      v('45 e-tron 286 HK', 'ev', 286, 449_900, { ...rwd, wltpKm: 562 }),
      v('Sportback 45 e-tron quattro 286 HK', 'ev', 286, 509_900, { wltpKm: 535 }),
    ]),
    model('Q6 e-tron', 'SUV', 5, 5, [
      v('Progress 252 HK', 'ev', 252, 549_900, { ...rwd, wltpKm: 569 }),
      v('Ultra performance 306 HK', 'ev', 306, 599_900, { ...rwd, wltpKm: 641 }),
      v('Progress plus quattro 388 HK', 'ev', 388, 679_900, { wltpKm: 625 }),
    ]),
    model('Q3', 'SUV', 5, 5, [v('35 TFSI S tronic 150 HK', 'hp', 150, 449_900)]),
  ],
};

export const mercedes: MakeSpec = {
  name: 'Mercedes-Benz',
  popularity: 6,
  models: [
    model('A-Klasse', 'Hatchback', 5, 5, [
      v('A 180 Progressive 136 HK', 'hp', 136, 349_900),
      v('A 250 e AMG Line 218 HK', 'pp', 218, 419_900),
    ]),
    model('C-Klasse', 'Sedan', 5, 4, [
      v('C 200 Avantgarde 204 HK', 'hp', 204, 489_900, rwd),
      v('C 300 e AMG Line 313 HK', 'pp', 313, 589_900, rwd),
      v('C 300 de Stationcar AMG Line 313 HK', 'pd', 313, 619_900, {
        ...rwd,
        bodyType: 'Stationcar',
        doors: 5,
      }),
    ]),
    model('E-Klasse', 'Sedan', 5, 4, [
      v('E 220 d Avantgarde 197 HK', 'hd', 197, 699_900, rwd),
      v('E 300 de 4MATIC Stationcar 313 HK', 'pd', 313, 759_900, { bodyType: 'Station Wagon', doors: 5 }),
    ]),
    model('EQA', 'SUV', 5, 5, [v('250+ Progressive 190 HK', 'ev', 190, 419_900, { wltpKm: 560 })]),
    model('EQB', 'SUV', 7, 5, [v('250+ 7 sæder 190 HK', 'ev', 190, 469_900, { wltpKm: 535 })]),
    model('CLA', 'Coupe', 5, 4, [
      v('250+ EQ Technology 272 HK', 'ev', 272, 449_900, { ...rwd, wltpKm: 792 }),
    ]),
    model('GLC', 'SUV', 5, 5, [
      v('GLC 220 d 4MATIC 197 HK', 'hd', 197, 689_900),
      v('GLC 300 e 4MATIC 313 HK', 'pp', 313, 749_900),
    ]),
    model('CLE Cabriolet', 'Cabriolet', 4, 2, [v('CLE 200 AMG Line 204 HK', 'hp', 204, 649_900, rwd)]),
  ],
};

export const bmw: MakeSpec = {
  name: 'BMW',
  popularity: 6,
  models: [
    model('1-serie', 'Hatchback', 5, 5, [v('120 M Sport 170 HK', 'hp', 170, 379_900)]),
    model('3-serie', 'Sedan', 5, 4, [
      v('320i Sport Line 184 HK', 'p', 184, 469_900, rwd),
      v('330e M Sport 292 HK', 'pp', 292, 519_900, rwd),
      v('320d Touring M Sport 190 HK', 'hd', 190, 539_900, { ...rwd, bodyType: 'Stationcar', doors: 5 }),
    ]),
    model('i4', 'Coupe', 5, 5, [
      v('eDrive35 Gran Coupé 286 HK', 'ev', 286, 429_900, { ...rwd, wltpKm: 483 }),
      v('eDrive40 Gran Coupé M Sport 340 HK', 'ev', 340, 499_900, { ...rwd, wltpKm: 590 }),
    ]),
    model('4-serie Cabriolet', 'Cabriolet', 4, 2, [v('420i M Sport 184 HK', 'p', 184, 599_900, rwd)]),
    model('iX1', 'SUV', 5, 5, [
      v('eDrive20 204 HK', 'ev', 204, 339_900, { wltpKm: 475 }),
      v('xDrive30 M Sport 313 HK', 'ev', 313, 419_900, { wltpKm: 440 }),
    ]),
    model('iX3', 'SUV', 5, 5, [v('M Sport 286 HK', 'ev', 286, 499_900, { ...rwd, wltpKm: 460 })]),
    model('X3', 'SUV', 5, 5, [
      v('20 xDrive 208 HK', 'hp', 208, 589_900),
      v('30e xDrive 299 HK', 'pp', 299, 649_900),
    ]),
  ],
};
