'use client';

import { numberFormat, type DashboardMetric } from '@estate/sdk';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Skeleton } from '../../primitives/Skeleton.js';

/** uPlot (≈47 kB) loads the first time a chart shows, in a chunk of its own: no other page pays for it. */
export const loadUPlot = () => import('uplot').then((module) => module.default);

export const CHART_HEIGHT = 260;
const PHONE_CHART_HEIGHT = 200;
const DAY_S = 86_400;

export interface DashboardChartProps {
  metric: DashboardMetric;
  /** The series' name, e.g. "Views". */
  label: string;
  /** UTC days, `YYYY-MM-DD`. */
  dates: readonly string[];
  values: readonly number[];
  /** The chart's accessible name (a canvas has no text of its own). */
  ariaLabel: string;
}

/** `#rrggbb` (or `rgba()`) for any CSS colour the browser knows, `color-mix()` included, by a canvas's own parser. */
function normalizeColour(context: CanvasRenderingContext2D, colour: string, fallback: string): string {
  context.fillStyle = fallback;
  context.fillStyle = colour;
  return String(context.fillStyle);
}

function withAlpha(hex: string, alpha: number): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex;
  return `${hex}${Math.round(alpha * 255).toString(16).padStart(2, '0')}`;
}

/** The tokens the canvas needs, read from the DOM so that both themes and a partner's brand apply. */
function readTheme(root: HTMLElement, probe: HTMLElement) {
  const context = document.createElement('canvas').getContext('2d');
  const rootStyle = getComputedStyle(root);
  const probeStyle = getComputedStyle(probe);
  const colour = (value: string, fallback: string) => (context ? normalizeColour(context, value, fallback) : value || fallback);
  return {
    series: colour(rootStyle.color, '#0b6e5f'),
    axis: colour(probeStyle.color, '#6b7280'),
    grid: colour(probeStyle.borderTopColor, '#e5e7eb'),
    font: `12px ${rootStyle.fontFamily || 'system-ui, sans-serif'}`,
  };
}

/**
 * One metric a day as an area chart, drawn by uPlot on a canvas. It follows the theme (its colours
 * are the kit's tokens, read again when the theme changes) and the width of its box; the value
 * under the cursor shows above it. Skeleton until uPlot has loaded.
 */
export function DashboardChart({ metric, label, dates, values, ariaLabel }: DashboardChartProps) {
  const t = useTranslate();
  const { theme, intlLocale } = useEstateUI();
  const boxRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const probeRef = useRef<HTMLSpanElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const [UPlot, setUPlot] = useState<typeof uPlot | null>(null);
  const [failed, setFailed] = useState(false);
  const [cursor, setCursor] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    loadUPlot().then(
      (loaded) => live && setUPlot(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const xs = dates.map((date) => Date.parse(`${date}T00:00:00Z`) / 1000);
  const dayFormat = new Intl.DateTimeFormat(intlLocale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const wholeNumber = numberFormat(intlLocale);

  // The chart is made again when what it draws with changes (the theme, the metric, the locale, the
  // window's length); new values of the same shape only replace its data.
  useEffect(() => {
    const box = boxRef.current;
    const plot = plotRef.current;
    const probe = probeRef.current;
    if (!UPlot || !box || !plot || !probe) return;
    const colours = readTheme(box, probe);
    const height = () => (box.clientWidth < 480 ? PHONE_CHART_HEIGHT : CHART_HEIGHT);
    const opts: uPlot.Options = {
      width: Math.max(box.clientWidth, 200),
      height: height(),
      legend: { show: false },
      // Room on the right for the last date's label, which centres on the last day.
      padding: [12, 20, 0, 0],
      cursor: { drag: { x: false, y: false }, points: { size: 8, fill: colours.series }, y: false },
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] } },
      axes: [
        {
          stroke: colours.axis,
          font: colours.font,
          grid: { show: false },
          ticks: { stroke: colours.grid, size: 4 },
          space: 64,
          values: (_u, splits) => splits.map((split) => dayFormat.format(new Date(split * 1000))),
          incrs: [DAY_S, DAY_S * 2, DAY_S * 7, DAY_S * 14, DAY_S * 30, DAY_S * 60],
        },
        {
          stroke: colours.axis,
          font: colours.font,
          size: 44,
          grid: { stroke: colours.grid, width: 1 },
          ticks: { show: false },
          values: (_u, splits) => splits.map((split) => (Number.isInteger(split) ? wholeNumber.format(split) : '')),
        },
      ],
      series: [
        {},
        {
          label,
          stroke: colours.series,
          width: 2,
          points: { show: dates.length <= 31, size: 5, fill: colours.series },
          fill: (u) => {
            const gradient = u.ctx.createLinearGradient(0, u.bbox.top, 0, u.bbox.top + u.bbox.height);
            gradient.addColorStop(0, withAlpha(colours.series, 0.28));
            gradient.addColorStop(1, withAlpha(colours.series, 0.02));
            return gradient;
          },
        },
      ],
      hooks: { setCursor: [(u) => setCursor(u.cursor.idx ?? null)] },
    };
    const chart = new UPlot(opts, [xs, [...values]], plot);
    chartRef.current = chart;
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => chart.setSize({ width: Math.max(box.clientWidth, 200), height: height() }));
    observer?.observe(box);
    return () => {
      observer?.disconnect();
      chart.destroy();
      chartRef.current = null;
    };
    // `values` and `xs` change with every answer; they are set below without a new chart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [UPlot, theme, metric, intlLocale, dates.length, label]);

  useEffect(() => {
    chartRef.current?.setData([xs, [...values]]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dates, values]);

  const shown = cursor !== null && cursor < dates.length ? cursor : null;
  return (
    <div ref={boxRef} className="est-dashboard-chart est-relative" data-metric={metric}>
      <p className="est-dashboard-readout est-tabular est-text-sm est-muted" aria-hidden>
        {shown !== null
          ? t('dashboardReadout', { date: dayFormat.format(new Date(xs[shown]! * 1000)), value: `${wholeNumber.format(values[shown] ?? 0)} ${label.toLowerCase()}` })
          : xs.length > 0 && t('dashboardRangeDates', { from: dayFormat.format(new Date(xs[0]! * 1000)), to: dayFormat.format(new Date(xs[xs.length - 1]! * 1000)) })}
      </p>
      <span ref={probeRef} className="est-dashboard-chart-probe est-divided est-absolute est-clip" aria-hidden />
      <div ref={plotRef} className="est-dashboard-plot" role="img" aria-label={ariaLabel} />
      {!UPlot && !failed && (
        <div className="est-dashboard-chart-loading est-absolute" aria-label={t('dashboardChartLoading')} role="status">
          <Skeleton width="100%" height="100%" radius="var(--est-radius)" />
        </div>
      )}
    </div>
  );
}
