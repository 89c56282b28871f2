import { describe, expect, it } from 'vitest';
import { type Column, drawRow, renderPdf } from '../../../../../tests/price-lists/pdf-document';
import { demoCatalogNames } from '../../../../db/seed/demo-catalog-names';
import { readPdfLines } from '../../pdf/read-pdf-lines';
import { readLayout } from './read-layout';

/**
 * Where a trim's fuel and gearbox stand besides its name (issue 25, cars exact): a line of specs words
 * under the trim line, with or without the car's price beside them; a name cell wrapped over three
 * lines, hyphenated at the wrap; a trim line that repeats the model before the trim.
 */
const identities = async (draw: Parameters<typeof renderPdf>[0]) => {
  const { cars } = readLayout(
    await readPdfLines(await renderPdf(draw)),
    undefined,
    undefined,
    demoCatalogNames(),
  );
  return cars.map((car) =>
    [car.model, car.variant, car.horsepower, car.fuel_type, car.transmission].join(' | '),
  );
};

const MATRIX: Column[] = [
  { x: 40, width: 110 },
  { x: 160, width: 70 },
  { x: 240, width: 80 },
  { x: 330, width: 90 },
];

describe('a trim read with its fuel and gearbox', () => {
  it('takes them from a line of specs words under the trim line, also beside the car price', async () => {
    const read = await identities((doc) => {
      doc.font('Helvetica-Bold').fontSize(18).text('Peugeot – prisliste', 40, 40);
      doc.font('Helvetica-Bold').fontSize(9);
      drawRow(doc, MATRIX, ['Kilometer pr. år', 'Løbetid', 'Udbetaling', 'Månedlig ydelse'], 90);
      let y = 110;
      for (const [trim, specs, price] of [
        ['208 e-208 Allure 156 hk', 'Elbil · Automatgear', '2.560 kr./md.'],
        [
          'Rifter 1.5 BlueHDi Allure 130 hk',
          'Diesel, 6-trins manuel · Bilens pris: 299.900 kr.',
          '3.100 kr./md.',
        ],
      ] as const) {
        doc.font('Helvetica-Bold').fontSize(10.5).text(trim, 40, y);
        doc
          .font('Helvetica')
          .fontSize(8.5)
          .text(specs, 40, y + 12);
        doc.fontSize(9.5);
        drawRow(doc, MATRIX, ['15.000 km', '36 måneder', '9.995 kr.', price], y + 28);
        y += 60;
      }
    });
    expect(read).toEqual([
      '208 | e-208 Allure 156 hk | 156 | Electric | Automatic',
      'Rifter | 1.5 BlueHDi Allure 130 hk | 130 | Diesel | Manual',
    ]);
  });

  it('reads a name cell wrapped over three lines, a word hyphenated at the wrap, as one name', async () => {
    const columns: Column[] = [
      { x: 40, width: 80 },
      { x: 130, width: 150 },
      { x: 290, width: 70 },
      { x: 370, width: 60 },
      { x: 440, width: 70 },
      { x: 520, width: 60 },
    ];
    const read = await identities((doc) => {
      doc.font('Helvetica-Bold').fontSize(16).text('Volvo', 40, 40);
      doc.fontSize(7.5);
      drawRow(
        doc,
        columns,
        ['Model', 'Variant', 'Km/år', 'Periode', 'Førstegangsydelse', 'Månedlig ydelse'],
        80,
      );
      doc.font('Helvetica');
      drawRow(
        doc,
        columns,
        ['Volvo XC60', 'T6 AWD Plus Dark 350 hk (plug-', '20.000 km/år', '36 md.', '4.995 kr.', '7.145 kr.'],
        96,
      );
      drawRow(doc, columns, ['', 'in hybrid benzin /'], 104);
      drawRow(doc, columns, ['', 'automatisk gear)'], 112);
    });
    expect(read).toEqual([
      'XC60 | T6 AWD Plus Dark 350 hk (plug-in hybrid benzin / automatisk gear) | 350 | Plug-in - Petrol | Automatic',
    ]);
  });

  it('names the trim after the model a trim line repeats', async () => {
    const read = await identities((doc) => {
      doc.font('Helvetica-Bold').fontSize(16).text('Tesla Model Y', 40, 40);
      doc.fontSize(11).text('Model Y Long Range AWD 378 hk', 40, 80);
      doc.font('Helvetica').fontSize(9).text('El | Aut. gear', 40, 94);
      doc.fontSize(9.5);
      drawRow(doc, MATRIX, ['Km/år', 'Løbetid', 'Udbetaling', 'Ydelse pr. md.'], 110);
      drawRow(doc, MATRIX, ['15.000 km', '36 mdr.', '0 kr.', '3.595 kr.'], 124);
    });
    expect(read).toEqual(['Model Y | Long Range AWD 378 hk | 378 | Electric | Automatic']);
  });

  it('reads "km årligt" as km/år, a trim whose "hk" wrapped onto its own line, and no date line as a trim', async () => {
    const read = await identities((doc) => {
      doc.font('Helvetica-Bold').fontSize(19).text('Nissan Qashqai leasingpriser', 40, 40);
      doc.font('Helvetica').fontSize(10.5).text('Priser pr. juni 2025', 40, 60);
      doc.font('Helvetica-Bold').fontSize(11).text('Nissan Qashqai 1.3 DIG-T mHEV N-Connecta 158', 40, 84);
      doc.text('hk', 40, 96);
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .text('Benzin/hybrid, Automatisk gear, Bilens pris: 319.900 kr.', 40, 110);
      doc.fontSize(9.5).text('Førstegangsydelse: 4.995,00 kr.', 40, 123);
      drawRow(doc, MATRIX, ['Km/år', '36 måneder'], 138);
      drawRow(doc, MATRIX, ['15.000 km årligt', '3.499,00 kr.'], 151);
      drawRow(doc, MATRIX, ['20.000 km årligt', '3.699,00 kr.'], 166);
    });
    expect(read).toEqual(['Qashqai | 1.3 DIG-T mHEV N-Connecta 158 hk | 158 | Hybrid - Petrol | Automatic']);
  });

  it("reads a model of letters and digits under the make the list's other cars have", async () => {
    const read = await identities((doc) => {
      doc.font('Helvetica-Bold').fontSize(16).text('Prisliste privatleasing', 40, 40);
      let y = 80;
      for (const [trim, price] of [
        ['XC90 B5 AWD Core 7 sæder 235 hk', '8.399,-'],
        ['V60 T6 AWD Plus 350 hk', '6.599,-'],
      ] as const) {
        doc.font('Helvetica-Bold').fontSize(10.5).text(trim, 40, y);
        doc.fontSize(8);
        drawRow(doc, MATRIX, ['Kørselsbehov', 'Leasingperiode', 'Udbetaling', 'Månedlig ydelse'], y + 16);
        doc.font('Helvetica').fontSize(8.5);
        drawRow(doc, MATRIX, ['10.000 km', '24 mdr.', '14.995,-', price], y + 29);
        y += 60;
      }
    });
    expect(read.map((car) => car.split(' | ').slice(0, 2).join(' | '))).toEqual([
      'XC90 | B5 AWD Core 7 sæder 235 hk',
      'V60 | T6 AWD Plus 350 hk',
    ]);
  });

  it('splits blocks side by side whose trims wrap their power, and keeps a model named after its make', async () => {
    const left: Column[] = [
      { x: 40, width: 170 },
      { x: 220, width: 70 },
    ];
    const right = left.map((column) => ({ ...column, x: column.x + 270 }));
    const read = await identities((doc) => {
      doc.font('Helvetica-Bold').fontSize(16).text('Polestar', 40, 40);
      doc.fontSize(10).text('Polestar 2 Standard range Single motor', 40, 80, { lineBreak: false });
      doc.text('272 HK', 40, 91);
      doc.text('Polestar 2 Long range Single motor 299', 310, 80, { lineBreak: false });
      doc.text('HK', 310, 91);
      doc.font('Helvetica').fontSize(8.5);
      drawRow(doc, [...left, ...right], ['Elbil, Aut. gear', '', '100% el | Aut. gear'], 104);
      drawRow(doc, [...left, ...right], ['Udbetaling: 14.995,00 kr.', '', 'Udbetaling: 19.995,00 kr.'], 116);
      drawRow(doc, [...left, ...right], ['Km/år', '36 mdr.', 'Km/år', '36 mdr.'], 130);
      drawRow(doc, [...left, ...right], ['15.000 km', '3.645,00 kr.', '15.000 km', '3.995,00 kr.'], 143);
      drawRow(doc, [...left, ...right], ['20.000 km', '3.895,00 kr.', '20.000 km', '4.195,00 kr.'], 156);
    });
    expect(read).toEqual([
      'Polestar 2 | Standard range Single motor 272 HK | 272 | Electric | Automatic',
      'Polestar 2 | Long range Single motor 299 HK | 299 | Electric | Automatic',
    ]);
  });
});
