import { type MakeSpec, model, variant as v } from './types';

const rwd = { baseDrive: 'RWD' } as const;

export const tesla: MakeSpec = {
  name: 'Tesla',
  popularity: 8,
  models: [
    model('Model 3', 'Sedan', 5, 4, [
      v('RWD 283 HK', 'ev', 283, 289_990, { ...rwd, wltpKm: 554 }),
      v('Long Range AWD 394 HK', 'ev', 394, 349_990, { wltpKm: 750 }),
    ]),
    model('Model Y', 'SUV', 5, 5, [
      v('RWD 299 HK', 'ev', 299, 319_990, { ...rwd, wltpKm: 500 }),
      v('Long Range AWD 378 HK', 'ev', 378, 379_990, { wltpKm: 586 }),
    ]),
  ],
};

export const ford: MakeSpec = {
  name: 'Ford',
  popularity: 4,
  models: [
    model('Fiesta', 'Hatchback', 5, 5, [
      v('Active 1.0 EcoBoost 125 HK', 'p', 125, 225_000, { manual: true }),
    ]),
    model('Puma', 'Crossover', 5, 5, [
      v('1.0 EcoBoost mHEV Titanium 125 HK', 'hp', 125, 279_900),
      v('Gen-E Premium 168 HK', 'ev', 168, 299_900, { wltpKm: 376 }),
    ]),
    model('Explorer', 'SUV', 5, 5, [
      v('Extended Range RWD 286 HK', 'ev', 286, 399_900, { ...rwd, wltpKm: 602 }),
      v('Extended Range AWD 340 HK', 'ev', 340, 449_900, { wltpKm: 566 }),
    ]),
    model('Capri', 'Crossover', 5, 5, [
      v('Select RWD SR 170 HK', 'ev', 170, 349_900, { ...rwd, wltpKm: 390 }),
      v('Select RWD UR 286 HK', 'ev', 286, 399_900, { ...rwd, wltpKm: 627 }),
    ]),
    model('Kuga', 'SUV', 5, 5, [v('2.5 PHEV Titanium 243 HK', 'pp', 243, 399_900)]),
    model('Tourneo Connect', 'MPV', 7, 5, [v('2.0 EcoBlue Titanium 122 HK', 'd', 122, 379_900)]),
    model('Mustang Mach-E', 'SUV', 5, 5, [
      v('Extended Range RWD 294 HK', 'ev', 294, 469_900, { ...rwd, wltpKm: 600 }),
    ]),
  ],
};
