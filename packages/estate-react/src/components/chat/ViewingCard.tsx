'use client';

import type { Viewing, ViewingAction } from '@estate/sdk';
import { useAnswerViewing, useEstateClient } from '@estate/sdk/react';
import { useState } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Check, Clock, RotateCcw, X } from '../../icons/index.js';
import { Banner } from '../../primitives/Banner.js';
import { Button } from '../../primitives/Button.js';
import { useErrorText } from '../shared/error-text.js';
import { useMediaUrl } from '../shared/internal.js';
import { ProposeViewingDialog } from './ProposeViewingDialog.js';
import { formatViewingWhen, VIEWING_STATUS_TEXT } from './viewing-format.js';

/** What the card's buttons do: the server's actions, and the calendar file once accepted. */
export type ViewingCardAction = ViewingAction | 'calendar';

export interface ViewingCardViewProps {
  viewing: Viewing;
  /** My username: whether I proposed this time, and who the other side is. */
  me: string | null;
  /** The action under way (its button spins, the others wait). */
  pending?: ViewingCardAction | null;
  /** Why the last action failed. */
  error?: string | null;
  onAction?: (action: ViewingCardAction) => void;
  /** An earlier card of a viewing a later card shows whole: one line, no buttons. */
  compact?: boolean;
}

/** The buttons I get: the receiver of a proposal answers it, the proposer may withdraw it; an accepted viewing goes in a calendar. */
function buttonsFor(viewing: Viewing, mine: boolean): ViewingCardAction[] {
  const allowed = new Set(viewing.actions);
  if (viewing.status === 'proposed') {
    const wanted: ViewingAction[] = mine ? ['cancel'] : ['accept', 'decline', 'propose'];
    return wanted.filter((action) => allowed.has(action));
  }
  if (viewing.status === 'accepted') return ['calendar', ...(['propose', 'cancel'] as const).filter((action) => allowed.has(action))];
  return [];
}

const LABEL = { accept: 'viewingAccept', decline: 'viewingDecline', propose: 'viewingProposeOther', cancel: 'viewingCancel', calendar: 'viewingAddToCalendar' } as const;
const ICON = { accept: <Check size={16} aria-hidden />, decline: <X size={16} aria-hidden />, propose: <RotateCcw size={16} aria-hidden />, cancel: null, calendar: <Clock size={16} aria-hidden /> };
const VARIANT = { accept: 'primary', decline: 'secondary', propose: 'ghost', cancel: 'ghost', calendar: 'secondary' } as const;

/**
 * A viewing in the chat as plain props (issue 27): the listing (photo, title), the time in the
 * reader's language (in the owner's zone), the status, who waits for whom, and the buttons of the
 * person looking. The receiver of a proposal accepts, declines or proposes another time; the
 * proposer may cancel; once accepted both may add it to their calendar.
 */
export function ViewingCardView({ viewing, me, pending = null, error, onAction, compact = false }: ViewingCardViewProps) {
  const t = useTranslate();
  const { intlLocale, components, paths } = useEstateUI();
  const { Link } = components;
  const mediaUrl = useMediaUrl();
  const mine = me !== null && viewing.proposed_by.toLowerCase() === me.toLowerCase();
  const other = me !== null && viewing.buyer.username.toLowerCase() === me.toLowerCase() ? viewing.owner : viewing.buyer;
  const otherName = other.full_name || other.username;
  const when = formatViewingWhen(viewing, intlLocale);
  const buttons = buttonsFor(viewing, mine);
  let note: string;
  if (viewing.status === 'proposed') note = mine ? t('viewingAwaitingThem', { name: otherName }) : t('viewingAwaitingYou', { name: otherName });
  else note = mine ? t('viewingProposedByYou') : t('viewingProposedBy', { name: otherName });
  const cover = mediaUrl(viewing.property.cover_photo);
  if (compact) {
    return (
      <p className="est-viewing-line est-row est-wrap est-gap-2 est-text-xs est-muted" data-status={viewing.status} data-testid="viewing-line">
        <Clock size={14} aria-hidden />
        <span className="est-viewing-card-status est-pill est-semibold" data-status={viewing.status}>
          {t(VIEWING_STATUS_TEXT[viewing.status])}
        </span>
        <span className="est-tabular">{when}</span>
        <span className="est-visually-hidden">{viewing.property.title}</span>
      </p>
    );
  }
  return (
    <article className="est-viewing-card est-card-raised est-clip est-stack" data-status={viewing.status} data-testid="viewing-card" aria-label={t('viewingCardLabel', { title: viewing.property.title, when })}>
      <div className="est-viewing-card-head est-row est-gap-3">
        {cover && <img className="est-viewing-card-photo est-rounded" src={cover} alt="" loading="lazy" decoding="async" width={64} height={64} />}
        <div className="est-viewing-card-text est-shrink est-stack est-gap-px">
          <span className="est-viewing-card-status est-pill est-text-xs est-semibold" data-status={viewing.status}>
            {t(VIEWING_STATUS_TEXT[viewing.status])}
          </span>
          <Link className="est-viewing-card-title est-truncate est-text-sm est-semibold" href={paths.property(viewing.property.slug)}>
            {viewing.property.title}
          </Link>
          <span className="est-viewing-card-when est-text-sm est-tabular" data-testid="viewing-when">
            {when}
          </span>
        </div>
      </div>
      <p className="est-viewing-card-note est-text-xs est-muted">
        {note}
        {viewing.own_time && ` \u00b7 ${t('viewingOwnTime')}`}
      </p>
      {error && <Banner tone="danger">{error}</Banner>}
      {buttons.length > 0 && (
        <div className="est-viewing-card-actions est-row est-wrap est-gap-2">
          {buttons.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={VARIANT[action]}
              icon={ICON[action] ?? undefined}
              loading={pending === action}
              disabled={pending !== null && pending !== action}
              onClick={() => onAction?.(action)}
            >
              {t(LABEL[action])}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
}

/** Saves the viewing's calendar file (fetched with the session: the route wants it). */
async function downloadIcs(text: string, viewing: Viewing) {
  const blob = new Blob([text], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `viewing-${viewing.property.slug}-${viewing.start.slice(0, 10)}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface ViewingCardProps {
  viewing: Viewing;
  me: string | null;
  /** See `ViewingCardViewProps.compact`. */
  compact?: boolean;
}

/**
 * A viewing card that acts (`useAnswerViewing`): the chat's frames (`viewing_updated`) bring its
 * new state to both sides; 'Propose another time' opens the propose dialog on the same listing.
 */
export function ViewingCard({ viewing, me, compact = false }: ViewingCardProps) {
  const client = useEstateClient();
  const answer = useAnswerViewing();
  const errorText = useErrorText();
  const [pending, setPending] = useState<ViewingCardAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [proposing, setProposing] = useState(false);

  const act = async (action: ViewingCardAction) => {
    setError(null);
    if (action === 'propose') return setProposing(true);
    setPending(action);
    try {
      if (action === 'calendar') await downloadIcs(await client.viewings.ics(viewing.id), viewing);
      else {
        const result = await answer.answer(viewing.id, { action });
        if (!result.ok) setError(errorText(result.error));
      }
    } catch (caught) {
      setError(errorText(caught as Error));
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <ViewingCardView viewing={viewing} me={me} pending={pending} error={error} compact={compact} onAction={(action) => void act(action)} />
      {proposing && (
        <ProposeViewingDialog
          open={proposing}
          onOpenChange={setProposing}
          property={viewing.property}
          title="other"
          onPropose={(start, ownTime) => answer.proposeTime(viewing.id, start, ownTime)}
        />
      )}
    </>
  );
}
