import type { TransparencyMonth } from "../../../shared/books.ts";

/** Drawn small and scaled up: its words stay readable on a 390 px phone. */
const WIDTH = 480;
const HEIGHT = 260;
const PAD = { top: 12, right: 40, bottom: 36, left: 92 };
const FONT = 15;

/** A round top for the scale: 1, 2 or 5 times a power of ten, at least `max`. */
export function niceCeiling(max: number): number {
  if (max <= 0) return 1000;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/**
 * Money received each month as bars, drawn on the server (readable without
 * JavaScript); the table beside it carries the same figures for screen readers
 * and anyone who prefers numbers.
 */
export function ReceivedChart({
  months,
  title,
  summary,
  monthLabel,
  amountLabel,
}: {
  months: TransparencyMonth[];
  title: string;
  /** one sentence saying what the chart shows, read out in place of the picture */
  summary: string;
  /** a short name of a month ("Nov 2026") in the page's language */
  monthLabel: (month: string) => string;
  /** an amount on the scale ("KSh 50,000") */
  amountLabel: (amount: number) => string;
}) {
  const top = niceCeiling(Math.max(0, ...months.map((m) => m.total)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, months.length);
  const y = (amount: number) => PAD.top + plotH - (amount / top) * plotH;
  const ticks = [0, top / 4, top / 2, (3 * top) / 4, top];
  return (
    <figure className="rounded-card border border-line bg-white p-4 shadow-card">
      <figcaption className="mb-3 font-semibold text-brand-800">{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="h-auto w-full">
        <title>{summary}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              strokeWidth={1}
              className="stroke-line"
            />
            <text x={PAD.left - 8} y={y(tick) + 6} textAnchor="end" fontSize={FONT} className="fill-muted">
              {amountLabel(tick)}
            </text>
          </g>
        ))}
        {months.map((m, i) => {
          const h = (m.total / top) * plotH;
          const x = PAD.left + i * slot + slot * 0.15;
          return (
            <g key={m.month}>
              <rect x={x} y={y(m.total)} width={slot * 0.7} height={h} rx={2} className="fill-brand-700">
                <title>{`${monthLabel(m.month)}: ${amountLabel(m.total)}`}</title>
              </rect>
              {/* Every sixth month named, the current one last. */}
              {(months.length - 1 - i) % 6 === 0 && (
                <text
                  x={x + slot * 0.35}
                  y={HEIGHT - PAD.bottom + 24}
                  textAnchor="middle"
                  fontSize={FONT}
                  className="fill-muted"
                >
                  {monthLabel(m.month)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
