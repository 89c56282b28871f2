import { z } from 'zod';
import { SAVED_CARS_MAX } from '../../domain/favourites/saved-car';
import {
  DEPOSIT_MAX,
  DEPOSIT_MIN,
  isAllowedTerm,
  MILEAGE_MAX,
  MILEAGE_MIN,
} from '../../domain/listings/lease-config';

const whole = (min: number, max: number, message: string) =>
  z.number().int(message).min(min, message).max(max, message);

const savedCar = z
  .string()
  .transform((text) => text.trim().toLowerCase())
  .pipe(z.string().regex(/^[^:]+(:\d+:\d+:\d+)?$/, 'Hver bil skrives som id eller id:km:mdr:udb'))
  .transform((text) => {
    const [id, km, mdr, udb] = text.split(':');
    return { id, config: km === undefined ? null : { km: Number(km), mdr: Number(mdr), udb: Number(udb) } };
  })
  .pipe(
    z.object({
      id: z.uuid({ error: 'Et af bil-id’erne er ugyldigt' }),
      config: z
        .object({
          km: whole(MILEAGE_MIN, MILEAGE_MAX, 'Kilometer pr. år skal være mellem 10.000 og 50.000'),
          mdr: z.number().refine(isAllowedTerm, 'Løbetiden skal være 12, 24, 36, 48 eller 60 måneder'),
          udb: whole(DEPOSIT_MIN, DEPOSIT_MAX, 'Udbetalingen skal være mellem 0 og 100.000 kr.'),
        })
        .nullable(),
    }),
  );

/** `cars=id,id:km:mdr:udb,…`: the saved cars of "Gemte biler", at most 50, each once. */
export const savedListingsQuery = z.object({
  cars: z
    .string({ error: 'Angiv de gemte biler' })
    .transform((text) => text.split(',').filter((car) => car.trim() !== ''))
    .pipe(
      z
        .array(savedCar)
        .min(1, 'Angiv mindst én gemt bil')
        .max(SAVED_CARS_MAX, `Højst ${SAVED_CARS_MAX} biler ad gangen`)
        .refine(
          (cars) => new Set(cars.map((car) => car.id)).size === cars.length,
          'Den samme bil står flere gange',
        ),
    ),
});
