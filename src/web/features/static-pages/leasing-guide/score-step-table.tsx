export function ScoreStepTable({
  caption,
  conditionLabel,
  rows,
}: {
  caption: string;
  conditionLabel: string;
  rows: readonly { condition: string; points: number }[];
}) {
  return (
    <table className="numeric w-full max-w-md text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-zinc-600">
        <tr className="border-b border-zinc-200">
          <th scope="col" className="py-2 pr-4 font-medium">
            {conditionLabel}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Point
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.condition} className="border-b border-zinc-100 last:border-0">
            <td className="py-2 pr-4">{row.condition}</td>
            <td className="py-2 text-right font-semibold text-zinc-900">{row.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
