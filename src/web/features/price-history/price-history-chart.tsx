import { formatDate, formatDayOfMonth, formatMonthly } from '../../../domain/format/format-danish';
import {
  danishDay,
  type PriceHistory,
  type PricePoint,
} from '../../../domain/price-history/price-history-summary';

const WIDTH = 600;
const HEIGHT = 160;
const PAD = { top: 12, right: 8, bottom: 24, left: 76 };

type Scale = (value: number) => number;

function linear(from: [number, number], to: [number, number]): Scale {
  const span = from[1] - from[0] || 1;
  return (value) => to[0] + ((value - from[0]) / span) * (to[1] - to[0]);
}

/** A step line: each price holds until the next point; a withdrawal (null) leaves a gap. */
function stepPath(points: readonly PricePoint[], until: number, x: Scale, y: Scale): string {
  let path = '';
  points.forEach((point, index) => {
    if (point.monthly_price === null) return;
    const next = points[index + 1];
    const start = x(Date.parse(point.at));
    const end = x(next ? Date.parse(next.at) : until);
    const level = y(point.monthly_price);
    const joined = index > 0 && points[index - 1]?.monthly_price !== null;
    path += `${joined ? 'L' : 'M'}${start.toFixed(1)},${level.toFixed(1)}H${end.toFixed(1)}`;
  });
  return path;
}

/**
 * The chosen offer's monthly price over time (ADR 068): a hand-made SVG step line, loaded as its own
 * chunk near the viewport. Screen readers get the same points as a table; the drawing is hidden from them.
 */
export function PriceHistoryChart({ history }: { history: PriceHistory }) {
  const prices = history.points.flatMap((point) =>
    point.monthly_price === null ? [] : [point.monthly_price],
  );
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const margin = Math.max((high - low) * 0.15, high * 0.02);
  const start = Date.parse(history.points[0]?.at ?? history.until);
  const until = Date.parse(history.until);
  const x = linear([start, until], [PAD.left, WIDTH - PAD.right]);
  const y = linear([low - margin, high + margin], [HEIGHT - PAD.bottom, PAD.top]);
  const labelled = high === low ? [high] : [high, low];
  return (
    <>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        aria-hidden="true"
        data-testid="price-history-chart"
      >
        {labelled.map((price) => (
          <g key={price}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(price)}
              y2={y(price)}
              className="stroke-zinc-200"
              strokeDasharray="4 4"
            />
            <text x={PAD.left - 8} y={y(price) + 4} textAnchor="end" className="fill-zinc-500 text-[11px]">
              {formatMonthly(price)}
            </text>
          </g>
        ))}
        <path
          d={stepPath(history.points, until, x, y)}
          className="fill-none stroke-brand-700"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <text x={PAD.left} y={HEIGHT - 6} className="fill-zinc-500 text-[11px]">
          {formatDayOfMonth(danishDay(start))}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="fill-zinc-500 text-[11px]">
          I dag
        </text>
      </svg>
      <table className="sr-only">
        <caption>Månedlig ydelse over tid</caption>
        <thead>
          <tr>
            <th scope="col">Fra</th>
            <th scope="col">Månedlig ydelse</th>
          </tr>
        </thead>
        <tbody>
          {history.points.map((point) => (
            <tr key={point.at}>
              <td>{formatDate(point.at)}</td>
              <td>{point.monthly_price === null ? 'Ikke udbudt' : formatMonthly(point.monthly_price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
