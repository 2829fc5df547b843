'use client';

import type { ActionResult, EstateError, Viewing, ViewingSlot } from '@estate/sdk';
import { useViewingSlots } from '@estate/sdk/react';
import { useId, useState, type FormEvent } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Banner } from '../../primitives/Banner.js';
import { Button } from '../../primitives/Button.js';
import { Dialog, type DialogProps } from '../../primitives/Dialog.js';
import { Spinner } from '../../primitives/Spinner.js';
import { useErrorText } from '../shared/error-text.js';
import { formatSlotDay, formatSlotTime, localTimeZone, ownTimeInstant, slotsByDay } from './viewing-format.js';

export interface ProposeViewingFormProps {
  /** The listing's title, for the intro. */
  listingTitle: string;
  /** The owner's free times, soonest first (`useViewingSlots(property).slots`). */
  slots: readonly ViewingSlot[];
  /** Whether the owner keeps viewing hours: without, any time may be proposed. */
  hasHours: boolean;
  /** The owner's time zone: the free times are shown in it. */
  timeZone: string;
  loading?: boolean;
  /** Sends `start` (an ISO instant); `ownTime` when it is not one of the free times. Resolves false to stay open. */
  onSubmit: (start: string, ownTime: boolean) => Promise<boolean> | boolean;
  /** Why the last proposal was refused. */
  error?: string | null;
}

/**
 * Choosing a time to view a listing: the owner's free times grouped by day (radio buttons: one
 * group, arrow keys move through it), or a date and time of the reader's own; then 'Send proposal'.
 */
export function ProposeViewingForm({ listingTitle, slots, hasHours, timeZone, loading = false, onSubmit, error }: ProposeViewingFormProps) {
  const t = useTranslate();
  const { intlLocale } = useEstateUI();
  const id = useId();
  const [slot, setSlot] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const days = slotsByDay(slots, timeZone);
  const foreign = localTimeZone() !== undefined && localTimeZone() !== timeZone;
  const today = new Date();
  const minDate = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const own = slot === null ? ownTimeInstant(date, time) : undefined;
    const start = slot ?? own;
    if (!start) return setMissing(true);
    setMissing(false);
    setSending(true);
    try {
      await onSubmit(start, slot === null);
    } finally {
      setSending(false);
    }
  };

  const problem = missing ? t('viewingChooseTime') : error;
  return (
    <form className="est-viewing-form est-stack est-gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <p className="est-text-sm est-muted">{t('viewingBookIntro', { title: listingTitle })}</p>
      {loading ? (
        <p className="est-row est-gap-2 est-text-sm est-muted" role="status">
          <Spinner size={16} /> {t('viewingSlotsLoading')}
        </p>
      ) : (
        <fieldset className="est-viewing-slots est-stack est-gap-3" aria-describedby={foreign ? `${id}-zone` : undefined}>
          <legend className="est-text-sm est-semibold">{t('viewingFreeTimes')}</legend>
          {foreign && (
            <p id={`${id}-zone`} className="est-text-xs est-muted">
              {t('viewingTimesIn', { zone: timeZone })}
            </p>
          )}
          {!hasHours ? (
            <p className="est-text-sm est-muted">{t('viewingNoHours')}</p>
          ) : days.length === 0 ? (
            <p className="est-text-sm est-muted">{t('viewingNoFreeTimes')}</p>
          ) : (
            <div className="est-viewing-days est-stack est-gap-3">
              {days.map(({ day, slots: daySlots }) => (
                <div key={day} className="est-viewing-day est-stack est-gap-2" role="group" aria-labelledby={`${id}-${day}`}>
                  <span id={`${id}-${day}`} className="est-viewing-day-label est-text-xs est-semibold est-muted">
                    {formatSlotDay(day, intlLocale)}
                  </span>
                  <div className="est-viewing-day-slots est-row est-wrap est-gap-2">
                    {daySlots.map((free) => (
                      <label key={free.start} className="est-viewing-slot est-pill est-text-sm est-tabular">
                        <input
                          type="radio"
                          name={`${id}-slot`}
                          value={free.start}
                          checked={slot === free.start}
                          onChange={() => {
                            setSlot(free.start);
                            setDate('');
                            setTime('');
                            setMissing(false);
                          }}
                        />
                        <span>{formatSlotTime(free.start, intlLocale, timeZone)}</span>
                      </label>
                    ))}
                  </div>
                </div>
              ))}
            </div>
          )}
        </fieldset>
      )}
      <fieldset className="est-viewing-own est-stack est-gap-2">
        <legend className="est-text-sm est-semibold">{t('viewingOwnTimeLegend')}</legend>
        <div className="est-viewing-own-fields est-row est-wrap est-gap-3">
          <label className="est-field est-shrink">
            <span className="est-field-label">{t('viewingDate')}</span>
            <input
              className="est-input"
              type="date"
              min={minDate}
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
                setSlot(null);
              }}
            />
          </label>
          <label className="est-field est-shrink">
            <span className="est-field-label">{t('viewingTime')}</span>
            <input
              className="est-input"
              type="time"
              step={900}
              value={time}
              onChange={(event) => {
                setTime(event.target.value);
                setSlot(null);
              }}
            />
          </label>
        </div>
      </fieldset>
      {problem && <Banner tone="danger">{problem}</Banner>}
      <Button type="submit" className="est-full" loading={sending}>
        {sending ? t('viewingSending') : t('viewingSend')}
      </Button>
    </form>
  );
}

export interface ProposeViewingDialogProps extends Pick<DialogProps, 'open' | 'onOpenChange' | 'trigger'> {
  /** The listing to view. */
  property: { id: number; title: string };
  /** 'book': a first proposal ('Book a viewing'); 'other': another time for a proposal. */
  title?: 'book' | 'other';
  /** Sends the proposal (`useProposeViewing().propose`, or `useAnswerViewing().proposeTime`); the dialog closes once it succeeds. */
  onPropose: (start: string, ownTime: boolean | undefined) => Promise<ActionResult<Viewing, EstateError>>;
}

/** The propose dialog, with the owner's free times of the listing (`useViewingSlots`). */
export function ProposeViewingDialog({ open, onOpenChange, trigger, property, title = 'book', onPropose }: ProposeViewingDialogProps) {
  const t = useTranslate();
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const hours = useViewingSlots(open ? property.id : null);
  const change = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange?.(next);
  };
  return (
    <Dialog open={open} onOpenChange={change} trigger={trigger} title={t(title === 'book' ? 'viewingBook' : 'viewingOtherTimeTitle')} size="md" name="propose-viewing-dialog">
      <ProposeViewingForm
        listingTitle={property.title}
        slots={hours.slots}
        hasHours={hours.hasHours}
        timeZone={hours.hours?.time_zone ?? 'Africa/Nairobi'}
        loading={hours.isLoading}
        error={error ?? (hours.error ? errorText(hours.error) : null)}
        onSubmit={async (start, own) => {
          setError(null);
          const result = await onPropose(start, own && hours.hasHours ? true : undefined);
          if (!result.ok) {
            setError(errorText(result.error));
            return false;
          }
          change(false);
          return true;
        }}
      />
    </Dialog>
  );
}
