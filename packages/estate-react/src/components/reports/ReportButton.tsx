'use client';

import type { ReportKind } from '@estate/sdk';
import { useReport } from '@estate/sdk/react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslate } from '../../config/context.js';
import { Flag } from '../../icons/index.js';
import { Button } from '../../primitives/Button.js';
import { useGuestGate } from '../auth/GuestGate.js';
import { ReportDialog } from './ReportDialog.js';

/**
 * The report dialog of one item, for any menu or action row: `open()` (guests are asked to sign in
 * first, as for every write) and `dialog`, to render beside the menu. `open(target)` reports another
 * item of the same kind, for a list whose rows share one dialog (the chat's messages:
 * `onReportMessage={(message) => report.open(message.id)}`).
 *
 * ```tsx
 * const report = useReportDialog('property', property.id);
 * <MenuItem onSelect={() => report.open()}>Report</MenuItem>
 * {report.dialog}
 * ```
 */
export function useReportDialog(
  kind: ReportKind,
  target?: number | string | null,
): { open: (other?: number | string) => void; dialog: ReactNode; isReported: boolean } {
  const [isOpen, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number | string | null | undefined>(target);
  const current = chosen ?? target;
  const { report, isReported, reset } = useReport(kind, current);
  const { guard } = useGuestGate();
  const open = useCallback(
    (other?: number | string) =>
      void guard(() => {
        if (other !== undefined && other !== current) {
          setChosen(other);
          reset();
        }
        setOpen(true);
      }, 'report'),
    [guard, current, reset],
  );
  // A new key for each item: the dialog starts empty for another message.
  const dialog = current === null || current === undefined ? null : <ReportDialog key={String(current)} open={isOpen} onOpenChange={setOpen} kind={kind} onSubmit={report} reported={isReported} />;
  return { open, dialog, isReported };
}

export interface ReportButtonProps {
  kind: ReportKind;
  /** A listing's or reel's id, a profile's username, a received chat message's id. */
  target: number | string;
  /** `ghost` (the default) for action rows, `secondary` beside other buttons. */
  variant?: 'ghost' | 'secondary';
  /** Only the flag, with 'Report' as its name (for tight action rows). */
  iconOnly?: boolean;
  className?: string;
}

/** 'Report' with a flag, opening the report dialog for one item. Hide it from the item's owner (the server refuses them anyway). */
export function ReportButton({ kind, target, variant = 'ghost', iconOnly = false, className }: ReportButtonProps) {
  const t = useTranslate();
  const { open, dialog } = useReportDialog(kind, target);
  const openDialog = () => open();
  return (
    <>
      <Button variant={variant} size="sm" icon={<Flag size={16} aria-hidden />} onClick={openDialog} className={className} aria-label={iconOnly ? t('reportAction') : undefined} data-testid={`report-${kind}`}>
        {iconOnly ? null : t('reportAction')}
      </Button>
      {dialog}
    </>
  );
}
