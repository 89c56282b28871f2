import { describe, expect, it } from 'vitest';
import {
  type ListingSearchParams,
  listingSearchParams,
  listingSearchToQuery,
  parseListingSearch,
} from './listing-search-params';

const DEFAULTS: ListingSearchParams = {
  page: 1,
  limit: 20,
  q: undefined,
  makes: [],
  models: [],
  body_type: [],
  fuel_type: [],
  transmission: [],
  inkl: [],
  price_min: undefined,
  price_max: undefined,
  seats_min: undefined,
  seats_max: undefined,
  horsepower_min: undefined,
  horsepower_max: undefined,
  km: undefined,
  mdr: undefined,
  udb: undefined,
  sort: 'lease_score_desc',
  view: 'grid',
  showFilters: undefined,
};

function fromQuery(query: string): ListingSearchParams {
  return parseListingSearch(new URLSearchParams(query));
}

describe('defaults', () => {
  it.each([[''], ['unknown=1'], ['page=&limit=&sort=&view=']])('%j gives every default', (query) => {
    expect(fromQuery(query)).toStrictEqual(DEFAULTS);
  });

  it.each([[{}], [null], [undefined], ['page=2'], [42], [[1, 2]]])(
    'schema input %j gives every default',
    (raw) => {
      expect(listingSearchParams.parse(raw)).toStrictEqual(DEFAULTS);
    },
  );
});

describe('field fallbacks', () => {
  it.each<[string, Partial<ListingSearchParams>]>([
    // "inkl. service", "inkl. forsikring" (ADR 054): slugs or labels, canonical order, unknown dropped.
    ['inkl=service', { inkl: ['service'] }],
    ['inkl=forsikring&inkl=service', { inkl: ['service', 'forsikring'] }],
    ['inkl=inkl.%20forsikring', { inkl: ['forsikring'] }],
    ['inkl=d%C3%A6k', { inkl: [] }],
    ['page=2', { page: 2 }],
    ['page=0', { page: 1 }],
    ['page=-1', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=1e3', { page: 1 }],
    ['page=abc&page=4', { page: 4 }],
    ['limit=10', { limit: 10 }],
    ['limit=50', { limit: 50 }],
    ['limit=9', { limit: 20 }],
    ['limit=51', { limit: 20 }],
    ['limit=1000', { limit: 20 }],
    ['limit=25.5', { limit: 20 }],
    ['limit=x', { limit: 20 }],
    ['q=%20%20golf%20gti%20', { q: 'golf gti' }],
    ['q=', { q: undefined }],
    ['q=%20%20', { q: undefined }],
    ['sort=asc', { sort: 'asc' }],
    ['sort=desc', { sort: 'desc' }],
    ['sort=price_asc', { sort: 'asc' }],
    ['sort=PRICE_DESC', { sort: 'desc' }],
    ['sort=lease_score_desc', { sort: 'lease_score_desc' }],
    ['sort=newest', { sort: 'lease_score_desc' }],
    ['view=list', { view: 'list' }],
    ['view=LIST', { view: 'list' }],
    ['view=table', { view: 'grid' }],
    ['showFilters=true', { showFilters: true }],
    ['showFilters=false', { showFilters: false }],
    ['showFilters=1', { showFilters: true }],
    ['showFilters=maybe', { showFilters: undefined }],
  ])('%j → %j', (query, expected) => {
    expect(fromQuery(query)).toStrictEqual({ ...DEFAULTS, ...expected });
  });

  it('cuts q to 100 characters, counting code points', () => {
    expect(fromQuery(`q=${'a'.repeat(150)}`).q).toBe('a'.repeat(100));
    expect(fromQuery(`q=${encodeURIComponent('😀'.repeat(101))}`).q).toBe('😀'.repeat(100));
    expect(fromQuery(`q=${'a'.repeat(99)}%20%20b`).q).toBe('a'.repeat(99));
  });
});

describe('makes and models', () => {
  it.each<[string, string[]]>([
    ['make=VW', ['VW']],
    ['makes=VW', ['VW']],
    ['makes[]=VW&makes[]=Audi', ['VW', 'Audi']],
    ['make=VW&make=Audi', ['VW', 'Audi']],
    ['make=VW,Audi', ['VW', 'Audi']],
    ['make=%20VW%20,%20,Audi,', ['VW', 'Audi']],
    ['makes=VW&make=vw&makes[]=Audi', ['VW', 'Audi']],
    ['make=Mercedes-Benz&make=Alfa%20Romeo', ['Mercedes-Benz', 'Alfa Romeo']],
    ['make=', []],
    [`make=${'x'.repeat(101)}&make=VW`, ['VW']],
  ])('makes from %j → %j', (query, makes) => {
    expect(fromQuery(query).makes).toEqual(makes);
  });

  it.each<[string, string[]]>([
    ['model=Golf', ['Golf']],
    ['models[]=Golf&models[]=Polo', ['Golf', 'Polo']],
    ['model=Golf,ID.3&models=Polo', ['Polo', 'Golf', 'ID.3']],
    ['model=500', ['500']],
  ])('models from %j → %j', (query, models) => {
    expect(fromQuery(query).models).toEqual(models);
  });

  it('keeps at most 50 names', () => {
    const query = Array.from({ length: 60 }, (_, index) => `make=M${index}`).join('&');
    expect(fromQuery(query).makes).toHaveLength(50);
  });
});

describe('body_type, fuel_type and transmission', () => {
  it.each<[string, Partial<ListingSearchParams>]>([
    ['body_type=suv', { body_type: ['suv'] }],
    ['body_type=SUV,Station%20Wagon', { body_type: ['stationcar', 'suv'] }],
    ['body_type=Crossover%20(CUV)&body_type=mpv', { body_type: ['crossover', 'minibus'] }],
    ['body_type[]=Mikro&body_type[]=Test%20karosseri', { body_type: ['mikro'] }],
    ['body_type=truck,suv', { body_type: ['suv'] }],
    ['body_type=truck', { body_type: [] }],
    ['fuel_type=Electric', { fuel_type: ['electric'] }],
    ['fuel_type=el,Benzin', { fuel_type: ['petrol', 'electric'] }],
    ['fuel_type=plugin_hybrid&fuel_type=hybrid', { fuel_type: ['hybrid', 'plugin_hybrid'] }],
    ['fuel_type=Plug-in%20hybrid', { fuel_type: ['plugin_hybrid'] }],
    ['fuel_type=hydrogen', { fuel_type: [] }],
    ['transmission=Automatic', { transmission: ['automatic'] }],
    ['transmission=Automatisk,manuel', { transmission: ['manual', 'automatic'] }],
    ['transmission=Manuelt', { transmission: ['manual'] }],
    ['transmission=cvt', { transmission: [] }],
  ])('%j → %j', (query, expected) => {
    expect(fromQuery(query)).toStrictEqual({ ...DEFAULTS, ...expected });
  });
});

describe('ranges', () => {
  it.each<[string, Partial<ListingSearchParams>]>([
    ['price_min=2000&price_max=5000', { price_min: 2000, price_max: 5000 }],
    ['price_min=5000&price_max=2000', { price_min: 2000, price_max: 5000 }],
    ['price_min=0', { price_min: 0 }],
    ['price_min=-5', { price_min: undefined }],
    ['price_max=1500.5', { price_max: undefined }],
    ['price_max=abc', { price_max: undefined }],
    ['min_price=1000&max_price=4000', { price_min: 1000, price_max: 4000 }],
    ['seats_min=7&seats_max=5', { seats_min: 5, seats_max: 7 }],
    ['seats_min=5', { seats_min: 5 }],
    ['horsepower_min=300&horsepower_max=100', { horsepower_min: 100, horsepower_max: 300 }],
    ['horsepower_max=150', { horsepower_max: 150 }],
  ])('%j → %j', (query, expected) => {
    expect(fromQuery(query)).toStrictEqual({ ...DEFAULTS, ...expected });
  });
});

describe('km, mdr, udb', () => {
  it.each<[string, Partial<ListingSearchParams>]>([
    ['km=15000', { km: 15000 }],
    ['km=5000', { km: 10000 }],
    ['km=60000', { km: 50000 }],
    ['km=abc', { km: undefined }],
    ['selectedMileage=20000', { km: 20000 }],
    ['km=15000&selectedMileage=20000', { km: 20000 }],
    ['km=15000&selectedMileage=abc', { km: 15000 }],
    ['mdr=36', { mdr: 36 }],
    ['mdr=30', { mdr: 24 }],
    ['mdr=31', { mdr: 36 }],
    ['mdr=0', { mdr: 12 }],
    ['mdr=100', { mdr: 60 }],
    ['selectedTerm=48&mdr=12', { mdr: 48 }],
    ['udb=0', { udb: 0 }],
    ['udb=35000', { udb: 35000 }],
    ['udb=-100', { udb: 0 }],
    ['udb=250000', { udb: 100000 }],
    ['selectedDeposit=10000', { udb: 10000 }],
    ['udb=', { udb: undefined }],
  ])('%j → %j', (query, expected) => {
    expect(fromQuery(query)).toStrictEqual({ ...DEFAULTS, ...expected });
  });
});

describe('router-style input', () => {
  it('accepts the JSON-ish values a router hands over', () => {
    const parsed = listingSearchParams.parse({
      page: 2,
      makes: ['VW', 'Audi'],
      model: 500,
      fuel_type: 'Electric',
      showFilters: true,
      km: 20000,
      selectedTerm: 36,
    });
    expect(parsed).toStrictEqual({
      ...DEFAULTS,
      page: 2,
      makes: ['VW', 'Audi'],
      models: ['500'],
      fuel_type: ['electric'],
      showFilters: true,
      km: 20000,
      mdr: 36,
    });
  });

  it('reads JSON-encoded lists', () => {
    expect(fromQuery('makes=%5B%22VW%22%2C%22Audi%22%5D').makes).toEqual(['VW', 'Audi']);
  });

  it('is idempotent on its own output', () => {
    const parsed = fromQuery('make=VW&body_type=suv&price_min=9&price_max=1&km=5000&sort=desc&view=list');
    expect(listingSearchParams.parse(parsed)).toStrictEqual(parsed);
  });
});

describe('never throws', () => {
  const junk: unknown[] = [
    { page: {}, limit: [], makes: { a: 1 }, body_type: null, km: Number.NaN, sort: 5, view: [[]] },
    { q: Symbol('x'), showFilters: () => 1, price_min: BigInt(5), mdr: '36 mdr' },
    { makes: '["unterminated', fuel_type: '[[[[[[["x"]]]]]]]', udb: Number.POSITIVE_INFINITY },
    Object.create(null),
    new Date(),
  ];

  it.each(junk.map((raw) => [raw]))('input %# falls back instead of failing', (raw) => {
    expect(() => listingSearchParams.parse(raw)).not.toThrow();
  });
});

describe('listingSearchToQuery', () => {
  it.each<[Partial<ListingSearchParams>, string]>([
    [{}, ''],
    [DEFAULTS, ''],
    [{ page: 2 }, 'page=2'],
    [{ makes: ['VW', 'Audi'], models: ['Golf'] }, 'makes=VW&makes=Audi&models=Golf'],
    [{ fuel_type: ['electric', 'petrol'] }, 'fuel_type=petrol&fuel_type=electric'],
    [{ price_min: 5000, price_max: 2000 }, 'price_min=2000&price_max=5000'],
    [{ km: 15000, mdr: 36, udb: 0 }, 'km=15000&mdr=36&udb=0'],
    [{ page: 0, limit: 99, sort: 'lease_score_desc', view: 'grid' }, ''],
    [{ showFilters: false }, 'showFilters=false'],
    [{ q: 'golf gti' }, 'q=golf+gti'],
    [
      {
        limit: 50,
        page: 3,
        view: 'list',
        sort: 'asc',
        transmission: ['automatic'],
        body_type: ['suv'],
        q: 'id',
        seats_min: 5,
        horsepower_max: 200,
      },
      'q=id&body_type=suv&transmission=automatic&seats_min=5&horsepower_max=200&sort=asc&view=list&page=3&limit=50',
    ],
  ])('%j → %j', (params, query) => {
    expect(listingSearchToQuery(params).toString()).toBe(query);
  });

  it('normalises alias keys it is given', () => {
    expect(listingSearchToQuery({ 'makes[]': 'VW', selectedMileage: 5000 }).toString()).toBe(
      'makes=VW&km=10000',
    );
  });
});

describe('round trip: parse(toQuery(x)) equals x', () => {
  const cases: Partial<ListingSearchParams>[] = [
    {},
    { page: 7, limit: 10 },
    { makes: ['VW', 'Mercedes-Benz', 'Alfa Romeo'], models: ['ID.3', 'C 200 d', '500'] },
    { makes: ['Citroën', 'Škoda'], models: ['Up!', 'A&B=C+D %20', '#1?'] },
    { body_type: [...(['mikro', 'stationcar', 'suv', 'crossover', 'minibus', 'sedan'] as const)] },
    { fuel_type: ['petrol', 'diesel', 'hybrid', 'plugin_hybrid', 'electric'] },
    { transmission: ['manual', 'automatic'] },
    { price_min: 0, price_max: 10000, seats_min: 2, seats_max: 9, horsepower_min: 0, horsepower_max: 600 },
    { km: 10000, mdr: 12, udb: 0 },
    { km: 50000, mdr: 60, udb: 100000 },
    { q: 'golf gti, automatic & more', sort: 'desc', view: 'list', showFilters: true },
    { showFilters: false, sort: 'asc' },
  ];

  it.each(cases.map((params) => [params]))('case %#: %j', (params) => {
    const parsed = listingSearchParams.parse(params);
    const query = listingSearchToQuery(parsed);
    expect(fromQuery(query.toString())).toStrictEqual(parsed);
    expect(listingSearchToQuery(fromQuery(query.toString())).toString()).toBe(query.toString());
  });

  it('holds for 300 generated parameter sets', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    const maybe = <T>(value: T): T | undefined => (random() < 0.5 ? value : undefined);
    const names = ['VW', 'Audi', 'BMW', 'Kia', 'Škoda', 'Up!', 'A+B', 'x=y', '1', 'Alfa Romeo', '  ', ''];
    for (let run = 0; run < 300; run += 1) {
      const raw = {
        page: maybe(pick([1, 2, 9, 0, -1])),
        limit: maybe(pick([10, 20, 50, 60])),
        q: maybe(pick(['golf', ' a b ', '', 'æøå'])),
        makes: Array.from({ length: Math.floor(random() * 4) }, () => pick(names)),
        models: Array.from({ length: Math.floor(random() * 3) }, () => pick(names)),
        body_type: maybe(pick(['suv', 'Sedan,cuv', 'Station Wagon'])),
        fuel_type: maybe(pick(['el', 'Hybrid,plugin_hybrid', 'Diesel'])),
        transmission: maybe(pick(['manual', 'Automatisk'])),
        price_min: maybe(Math.floor(random() * 8000)),
        price_max: maybe(Math.floor(random() * 8000)),
        seats_min: maybe(pick([2, 5, 7])),
        seats_max: maybe(pick([2, 5, 7])),
        km: maybe(Math.floor(random() * 70000)),
        mdr: maybe(Math.floor(random() * 80)),
        udb: maybe(Math.floor(random() * 150000) - 10000),
        sort: maybe(pick(['asc', 'desc', 'price_desc', 'lease_score_desc'])),
        view: maybe(pick(['grid', 'list'])),
        showFilters: maybe(pick([true, false])),
      };
      const parsed = listingSearchParams.parse(raw);
      expect(fromQuery(listingSearchToQuery(parsed).toString())).toStrictEqual(parsed);
    }
  });
});
