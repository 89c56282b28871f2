import { type MakeSpec, model, variant as v } from './types';

const rwd = { baseDrive: 'RWD' } as const;

export const skoda: MakeSpec = {
  name: 'Skoda',
  popularity: 10,
  models: [
    model('Fabia', 'Hatchback', 5, 5, [
      v('1.0 TSI Selection 116 HK', 'p', 116, 239_900, { manual: true }),
      v('1.0 TSI Selection DSG 116 HK', 'p', 116, 254_900),
    ]),
    model('Octavia', 'Sedan', 5, 5, [
      v('1.5 TSI e-TEC Selection DSG 150 HK', 'hp', 150, 339_900),
      v('1.5 TSI e-TEC Style DSG 150 HK', 'hp', 150, 364_900),
    ]),
    model('Octavia Combi', 'Stationcar', 5, 5, [
      v('1.5 TSI e-TEC Selection DSG 150 HK', 'hp', 150, 349_900),
      v('2.0 TDI Selection DSG 150 HK', 'd', 150, 379_900),
    ]),
    model('Superb Combi', 'Stationcar', 5, 5, [
      v('1.5 TSI iV Selection DSG 204 HK', 'pp', 204, 459_900),
      v('2.0 TDI 4x4 L&K DSG 193 HK', 'd', 193, 589_900),
    ]),
    model('Kamiq', 'Crossover', 5, 5, [v('1.0 TSI Selection DSG 116 HK', 'p', 116, 289_900)]),
    model('Elroq', 'Crossover', 5, 5, [
      v('60 Selection 204 HK', 'ev', 204, 309_900, { ...rwd, wltpKm: 403 }),
      v('85 Selection 286 HK', 'ev', 286, 359_900, { ...rwd, wltpKm: 581 }),
    ]),
    model('Enyaq', 'SUV', 5, 5, [
      v('85 Selection 286 HK', 'ev', 286, 399_900, { ...rwd, wltpKm: 579 }),
      v('85x Sportline 286 HK 4x4', 'ev', 286, 469_900, { wltpKm: 548 }),
    ]),
    model('Kodiaq', 'SUV', 7, 5, [
      v('1.5 TSI e-TEC Selection DSG 150 HK', 'hp', 150, 479_900),
      v('1.5 TSI iV Selection DSG 204 HK', 'pp', 204, 499_900, { seats: 5 }),
    ]),
  ],
};

export const cupra: MakeSpec = {
  name: 'Cupra',
  popularity: 5,
  models: [
    model('Born', 'Hatchback', 5, 5, [
      v('58 kWh 231 HK', 'ev', 231, 319_900, { ...rwd, wltpKm: 427 }),
      v('VZ 79 kWh 326 HK', 'ev', 326, 389_900, { ...rwd, wltpKm: 570 }),
    ]),
    model('Formentor', 'Crossover', 5, 5, [
      v('1.5 TSI DSG 150 HK', 'p', 150, 349_900),
      v('1.5 e-HYBRID VZ 272 HK', 'pp', 272, 429_900),
    ]),
    model('Leon Sportstourer', 'Stationcar', 5, 5, [v('1.5 eTSI DSG 150 HK', 'hp', 150, 329_900)]),
    model('Tavascan', 'SUV', 5, 5, [
      v('Endurance 286 HK', 'ev', 286, 429_900, { ...rwd, wltpKm: 569 }),
      v('VZ 340 HK', 'ev', 340, 499_900, { baseDrive: 'AWD', wltpKm: 522 }),
    ]),
    model('Terramar', 'SUV', 5, 5, [v('1.5 e-HYBRID VZ 272 HK', 'pp', 272, 459_900)]),
  ],
};

export const renault: MakeSpec = {
  name: 'Renault',
  popularity: 5,
  models: [
    model('Clio', 'Hatchback', 5, 5, [
      v('1.0 TCe Evolution 90 HK', 'p', 90, 199_900, { manual: true }),
      v('1.6 E-Tech full hybrid Techno 145 HK', 'hp', 145, 249_900),
    ]),
    model('5 E-Tech', 'Hatchback', 5, 5, [v('52 kWh Techno 150 HK', 'ev', 150, 259_900, { wltpKm: 410 })]),
    model('Captur', 'Crossover', 5, 5, [v('1.6 E-Tech full hybrid Techno 145 HK', 'hp', 145, 279_900)]),
    model('Megane E-Tech', 'Crossover', 5, 5, [v('EV60 Techno 220 HK', 'ev', 220, 339_900, { wltpKm: 450 })]),
    model('Scenic E-Tech', 'SUV', 5, 5, [v('87 kWh Iconic 220 HK', 'ev', 220, 429_900, { wltpKm: 610 })]),
    model('Austral', 'SUV', 5, 5, [v('E-Tech full hybrid Iconic 200 HK', 'hp', 200, 379_900)]),
    model('Kangoo', 'MPV', 5, 5, [
      v('E-Tech 100% elektrisk Techno 122 HK', 'ev', 122, 299_900, { wltpKm: 285 }),
    ]),
  ],
};

export const peugeot: MakeSpec = {
  name: 'Peugeot',
  popularity: 4,
  models: [
    model('208', 'Hatchback', 5, 5, [
      v('1.2 PureTech Active 100 HK', 'p', 100, 209_900, { manual: true }),
      v('e-208 Allure 156 HK', 'ev', 156, 279_900, { wltpKm: 410 }),
    ]),
    model('2008', 'Crossover', 5, 5, [
      v('1.2 Hybrid Allure e-DCS6 145 HK', 'hp', 145, 289_900),
      v('e-2008 GT 156 HK', 'ev', 156, 339_900, { wltpKm: 406 }),
    ]),
    model('308 SW', 'Stationcar', 5, 5, [
      v('1.2 Hybrid Allure e-DCS6 145 HK', 'hp', 145, 319_900),
      v('1.5 BlueHDi Allure EAT8 130 HK', 'd', 130, 339_900),
    ]),
    model('3008', 'SUV', 5, 5, [
      v('1.2 PureTech Allure EAT8 130 HK', 'p', 130, 359_900),
      v('1.2 Hybrid Allure e-DCS6 145 HK', 'hp', 145, 379_900),
      v('E-3008 GT 210 HK', 'ev', 210, 429_900, { wltpKm: 527 }),
    ]),
    model('Rifter', 'MPV', 5, 5, [v('1.5 BlueHDi Allure 130 HK', 'd', 130, 329_900, { manual: true })]),
  ],
};

export const volvo: MakeSpec = {
  name: 'Volvo',
  popularity: 5,
  models: [
    model('EX30', 'Crossover', 5, 5, [
      v('Single Motor Core 272 HK', 'ev', 272, 299_900, { ...rwd, wltpKm: 337 }),
      v('Single Motor Extended Range Plus 272 HK', 'ev', 272, 339_900, { ...rwd, wltpKm: 476 }),
    ]),
    model('EX40', 'SUV', 5, 5, [
      v('Single Motor Extended Range Plus 252 HK', 'ev', 252, 399_900, { ...rwd, wltpKm: 572 }),
    ]),
    model('XC40', 'SUV', 5, 5, [v('B3 Core 163 HK', 'hp', 163, 389_900)]),
    model('XC60', 'SUV', 5, 5, [
      v('B5 AWD Core 250 HK', 'hp', 250, 599_900),
      v('T6 AWD Plus Dark 350 HK', 'pp', 350, 649_900),
    ]),
    model('XC90', 'SUV', 7, 5, [v('B5 AWD Core 7 sæder 235 HK', 'hd', 235, 799_900)]),
    model('V60', 'Station Wagon', 5, 5, [v('T6 AWD Plus 350 HK', 'pp', 350, 599_900)]),
    model('V90', 'Station Wagon', 5, 5, [v('B4 Core 197 HK', 'hd', 197, 619_900)]),
  ],
};

export const polestar: MakeSpec = {
  name: 'Polestar',
  popularity: 4,
  models: [
    model('Polestar 2', 'Sedan', 5, 5, [
      v('Standard range Single motor 272 HK', 'ev', 272, 359_900, { ...rwd, wltpKm: 532 }),
      v('Long range Single motor 299 HK', 'ev', 299, 399_900, { ...rwd, wltpKm: 659 }),
    ]),
    model('Polestar 4', 'SUV', 5, 5, [
      v('Long range Single motor 272 HK', 'ev', 272, 479_900, { ...rwd, wltpKm: 620 }),
    ]),
  ],
};

export const fiat: MakeSpec = {
  name: 'Fiat',
  popularity: 3,
  models: [
    model('500', 'Microcar', 4, 3, [
      v('1.0 Hybrid Dolcevita 70 HK', 'hp', 70, 159_900, { manual: true }),
      v('500e 42 kWh La Prima 118 HK', 'ev', 118, 229_900, { wltpKm: 321 }),
      v('500e Cabrio 42 kWh La Prima 118 HK', 'ev', 118, 249_900, { wltpKm: 318, bodyType: 'Cabriolet' }),
    ]),
    model('Grande Panda', 'Hatchback', 5, 5, [
      v('1.2 Hybrid La Prima 110 HK', 'hp', 110, 199_900),
      v('44 kWh La Prima 113 HK', 'ev', 113, 219_900, { wltpKm: 320 }),
    ]),
    model('600', 'Crossover', 5, 5, [
      v('1.2 Hybrid La Prima 136 HK', 'hp', 136, 239_900),
      v('600e La Prima 156 HK', 'ev', 156, 279_900, { wltpKm: 409 }),
    ]),
    model('Doblò', 'MPV', 5, 5, [v('1.5 BlueHDi 130 HK', 'd', 130, 319_900, { manual: true })]),
  ],
};
