'use client';

import type { ViewingHoursInput } from '@estate/sdk';
import { useSaveViewingHours, useViewingSlots } from '@estate/sdk/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Plus, Trash2 } from '../../icons/index.js';
import { Banner } from '../../primitives/Banner.js';
import { Button, IconButton } from '../../primitives/Button.js';
import { localTimeZone } from '../chat/viewing-format.js';
import { useErrorText } from '../shared/error-text.js';

type Window = ViewingHoursInput['weekly'][number];

/** 'Monday' for ISO weekday 1 (2024-01-01 was a Monday). */
const weekdayName = (weekday: number, intlLocale: string) =>
  new Intl.DateTimeFormat(intlLocale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));

export interface ViewingHoursFormProps {
  timeZone: string;
  weekly: readonly Window[];
  saving?: boolean;
  error?: string | null;
  saved?: boolean;
  onSave: (hours: ViewingHoursInput) => void;
}

/** An agent's weekly viewing hours as plain props: a row a window (day, from, to), the time zone, Save. */
export function ViewingHoursForm({ timeZone, weekly, saving = false, error, saved = false, onSave }: ViewingHoursFormProps) {
  const t = useTranslate();
  const { intlLocale } = useEstateUI();
  const id = useId();
  const [zone, setZone] = useState(timeZone);
  const [rows, setRows] = useState<Window[]>(() => [...weekly]);
  useEffect(() => setZone(timeZone), [timeZone]);
  useEffect(() => setRows([...weekly]), [weekly]);
  const update = (index: number, patch: Partial<Window>) => setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ time_zone: zone.trim(), weekly: rows });
  };
  const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, name: weekdayName(weekday, intlLocale) }));
  return (
    <form className="est-viewing-hours est-stack est-gap-3" onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="viewing-hours">
      <h2 id={`${id}-title`} className="est-dashboard-card-title est-text-lg est-semibold">
        {t('viewingHoursTitle')}
      </h2>
      <p className="est-text-sm est-muted">{t('viewingHoursIntro')}</p>
      <label className="est-field">
        <span className="est-field-label">{t('viewingHoursTimeZone')}</span>
        <input className="est-input" value={zone} onChange={(event) => setZone(event.target.value)} autoComplete="off" spellCheck={false} />
      </label>
      {rows.length === 0 ? (
        <p className="est-text-sm est-muted">{t('viewingHoursNone')}</p>
      ) : (
        <ul className="est-viewing-hours-rows est-stack est-gap-2">
          {rows.map((row, index) => {
            const day = days.find((entry) => entry.weekday === row.weekday)?.name ?? '';
            return (
              <li key={index} className="est-viewing-hours-row est-row est-wrap est-gap-2">
                <label className="est-field est-shrink">
                  <span className="est-field-label est-visually-hidden">{t('viewingHoursDay')}</span>
                  <select className="est-input" value={row.weekday} onChange={(event) => update(index, { weekday: Number(event.target.value) })}>
                    {days.map((entry) => (
                      <option key={entry.weekday} value={entry.weekday}>
                        {entry.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="est-field est-shrink">
                  <span className="est-field-label est-visually-hidden">{t('viewingHoursFrom')}</span>
                  <input className="est-input" type="time" step={900} value={row.start} onChange={(event) => update(index, { start: event.target.value })} aria-label={`${t('viewingHoursFrom')} (${day})`} />
                </label>
                <label className="est-field est-shrink">
                  <span className="est-field-label est-visually-hidden">{t('viewingHoursTo')}</span>
                  <input className="est-input" type="time" step={900} value={row.end} onChange={(event) => update(index, { end: event.target.value })} aria-label={`${t('viewingHoursTo')} (${day})`} />
                </label>
                <IconButton label={t('viewingHoursRemoveLabel', { day })} icon={<Trash2 size={16} aria-hidden />} onClick={() => setRows((current) => current.filter((_row, at) => at !== index))} />
              </li>
            );
          })}
        </ul>
      )}
      {error && <Banner tone="danger">{error}</Banner>}
      {saved && !error && (
        <p className="est-text-sm est-text-accent" role="status">
          {t('viewingHoursSaved')}
        </p>
      )}
      <div className="est-row est-wrap est-gap-2">
        <Button variant="secondary" icon={<Plus size={16} aria-hidden />} onClick={() => setRows((current) => [...current, { weekday: nextDay(current), start: '09:00', end: '17:00' }])}>
          {t('viewingHoursAdd')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('viewingHoursSave')}
        </Button>
      </div>
    </form>
  );
}

/** The day after the last row's (Monday first). */
const nextDay = (rows: readonly Window[]) => (rows.length === 0 ? 1 : (rows[rows.length - 1]!.weekday % 7) + 1);

/** My viewing hours, read (`useViewingSlots()`) and kept (`useSaveViewingHours`): buyers pick from their free times in the chat. */
export function ViewingHours() {
  const errorText = useErrorText();
  const mine = useViewingSlots();
  const saving = useSaveViewingHours();
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hours = saving.hours ?? mine.hours;
  return (
    <section className="est-dashboard-card est-shrink est-card-raised">
      <ViewingHoursForm
        timeZone={hours?.time_zone ?? localTimeZone() ?? 'Africa/Nairobi'}
        weekly={hours?.weekly ?? EMPTY}
        saving={saving.isSaving}
        saved={saved}
        error={error}
        onSave={async (input) => {
          setSaved(false);
          setError(null);
          const result = await saving.save(input);
          if (result.ok) setSaved(true);
          else setError(errorText(result.error));
        }}
      />
    </section>
  );
}

const EMPTY: Window[] = [];
