import { FIRST_PAYMENT_MAX } from '../../../../../domain/ingestion/layout-template';
import { Field } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { NumberField, type TeachForm } from './teach-form';
import {
  type ColumnChoice,
  type ColumnValues,
  columnChoiceOptions,
  isPriceChoice,
  withChoice,
} from './teach-layout-values';

/**
 * Step 2: a meaning per column of the marked header. A price column may name the mileage, term or
 * first payment its prices hold at (a matrix, or "Udbetaling 4.995 kr."); those numbers are asked
 * beside it, filled from the header's text where it names them.
 */
export function ColumnMeaningsStep({ form }: { form: TeachForm }) {
  return (
    <fieldset>
      <legend className="font-semibold">2. Hvad står i kolonnerne?</legend>
      <p className="mb-3 text-sm text-zinc-600">
        Vælg betydningen af hver kolonne. En kolonne med en pris for et bestemt antal km/år eller måneder (en
        matrix) får sit tal med; står udbetalingen i overskriften («Udbetaling 4.995 kr.»), så vælg «Ydelse
        ved udbetaling …».
      </p>
      <form.Field name="columns" mode="array">
        {(columnsField) => (
          <ul className="grid items-start gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {columnsField.state.value.map((column, index) => (
              <ColumnMeaning key={column.header} form={form} column={column} index={index} />
            ))}
          </ul>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.columns.some((column) => isPriceChoice(column.kind))}>
        {(hasMonthly) =>
          hasMonthly ? null : (
            <p className="mt-2 text-sm font-medium text-amber-900">
              Vælg mindst én kolonne med månedlig ydelse.
            </p>
          )
        }
      </form.Subscribe>
    </fieldset>
  );
}

function ColumnMeaning({ form, column, index }: { form: TeachForm; column: ColumnValues; index: number }) {
  const choose = (kind: ColumnChoice) => {
    const current = form.getFieldValue(`columns[${index}]`);
    const next = withChoice(current, kind);
    form.setFieldValue(`columns[${index}].kind`, kind);
    for (const key of ['mileage', 'period', 'firstPayment'] as const) {
      if (next[key] !== current[key]) form.setFieldValue(`columns[${index}].${key}`, next[key]);
    }
  };
  return (
    <li className="rounded-xl p-3 ring-1 ring-zinc-200">
      <form.Field name={`columns[${index}].kind`}>
        {(field) => (
          <Field label={<>Kolonnen «{column.header}»</>}>
            {(props) => (
              <Select
                {...props}
                options={columnChoiceOptions}
                value={field.state.value}
                onBlur={field.handleBlur}
                onChange={(event) => choose(event.target.value as ColumnChoice)}
              />
            )}
          </Field>
        )}
      </form.Field>
      {column.kind === 'monthly_at_first_payment' ? (
        <div className="mt-2">
          <NumberField
            form={form}
            name={`columns[${index}].firstPayment`}
            label="Ved udbetaling (kr.)"
            min={0}
            max={FIRST_PAYMENT_MAX}
            what="Udbetalingen"
            required="Skriv udbetalingen, som kolonnens ydelser gælder ved"
          />
        </div>
      ) : null}
      {isPriceChoice(column.kind) ? (
        <div className="mt-2 grid grid-cols-2 gap-2">
          <NumberField
            form={form}
            name={`columns[${index}].mileage`}
            label="Km/år (matrix)"
            min={1000}
            max={100_000}
            what="Km/år"
          />
          <NumberField
            form={form}
            name={`columns[${index}].period`}
            label="Måneder (matrix)"
            min={1}
            max={120}
            what="Måneder"
          />
        </div>
      ) : null}
    </li>
  );
}
