import { describe, expect, it } from 'vitest';
import {
  readBatteryKwh,
  readFuelType,
  readHorsepower,
  readsAllWheelDrive,
  readTransmission,
  readVehicleFacts,
} from './vehicle-text';

describe('readHorsepower', () => {
  it.each<[string, number | null]>([
    ['1.5 Hybrid 116 hk automatgear', 116],
    ['2.0 TDI 150 HK DSG', 150],
    ['73.1 kWh, 343 hk AWD', 343],
    ['1.0 TSI 95hp', 95],
    ['Pro 77 kWh 110 kW', 150],
    ['150 kW', 204],
    ['77 kWh', null],
    ['Active', null],
    ['15.000 km', null],
  ])('%s → %s', (text, expected) => {
    expect(readHorsepower(text)).toBe(expected);
  });
});

describe('readFuelType', () => {
  it.each<[string, ReturnType<typeof readFuelType>]>([
    ['1.0 benzin 72 hk', 'Petrol'],
    ['1.5 TSI 150 HK DSG', 'Petrol'],
    ['2.0 TDI 150 HK', 'Diesel'],
    ['2.0 diesel', 'Diesel'],
    ['73.1 kWh, 343 hk AWD', 'Electric'],
    ['Elektrisk 204 hk', 'Electric'],
    ['ID.3 Pro El 204 HK', 'Electric'],
    ['1.5 Hybrid 116 hk automatgear', 'Hybrid - Petrol'],
    ['1.5 eTSI mild hybrid 150 hk', 'Hybrid - Petrol'],
    ['2.0 Plug-in Hybrid 223 hk', 'Plug-in - Petrol'],
    ['PHEV 225 hk', 'Plug-in - Petrol'],
    ['2.0 diesel mild hybrid', 'Hybrid - Diesel'],
    ['Elegance 150 hk', null],
    ['Model Y', null],
  ])('%s → %s', (text, expected) => {
    expect(readFuelType(text)).toBe(expected);
  });
});

describe('readTransmission', () => {
  it.each<[string, ReturnType<typeof readTransmission>]>([
    ['1.5 Hybrid 116 hk automatgear', 'Automatic'],
    ['Automatisk', 'Automatic'],
    ['1.0 TSI aut.', 'Automatic'],
    ['2.0 TDI 150 HK DSG', 'Automatic'],
    ['1.0 benzin 72 hk manuelt gear', 'Manual'],
    ['Manuel', 'Manual'],
    ['Man.', 'Manual'],
    ['Aut.', 'Automatic'],
    ['Active 72 hk', null],
  ])('%s → %s', (text, expected) => {
    expect(readTransmission(text)).toBe(expected);
  });
});

describe('readBatteryKwh and readsAllWheelDrive', () => {
  it('reads the battery size with either decimal mark', () => {
    expect(readBatteryKwh('73.1 kWh, 343 hk AWD')).toBe(73.1);
    expect(readBatteryKwh('71,4 kWh Active')).toBe(71.4);
    expect(readBatteryKwh('1.5 Hybrid')).toBeNull();
  });

  it('sees all-wheel drive', () => {
    expect(readsAllWheelDrive('73.1 kWh, 343 hk AWD')).toBe(true);
    expect(readsAllWheelDrive('Style AWD-i')).toBe(true);
    expect(readsAllWheelDrive('1.5 Hybrid 116 hk')).toBe(false);
  });
});

describe('readVehicleFacts', () => {
  it('treats an electric car without a gearbox word as automatic', () => {
    expect(readVehicleFacts('73.1 kWh, 343 hk AWD')).toEqual({
      horsepower: 343,
      fuel_type: 'Electric',
      transmission: 'Automatic',
    });
  });

  it.each<[string, ReturnType<typeof readVehicleFacts>['transmission']]>([
    ['5-dørs, 1.5 Hybrid 116 hk', 'Automatic'],
    ['2.0 Plug-in Hybrid 223 hk', 'Automatic'],
    ['1.5 eTSI mild hybrid 150 hk', null],
    ['1.0 T-GDi 48V hybrid 120 hk', null],
    ['1.0 benzin 72 hk', null],
  ])('implies the gearbox of %s only where the powertrain decides it (%s)', (text, transmission) => {
    expect(readVehicleFacts(text).transmission).toBe(transmission);
  });

  it('leaves unknown values null', () => {
    expect(readVehicleFacts('Active')).toEqual({ horsepower: null, fuel_type: null, transmission: null });
  });
});
