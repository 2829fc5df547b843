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
 * first, as for every write) and `dialog`, to render beside the menu. The chat's message menu,
 * a card's overflow menu and the profile header call it with their own item.
 *
 * ```tsx
 * const report = useReportDialog('message', message.id);
 * <MenuItem onSelect={report.open}>Report</MenuItem>
 * {report.dialog}
 * ```
 */
export function useReportDialog(kind: ReportKind, target: number | string | null | undefined): { open: () => void; dialog: ReactNode; isReported: boolean } {
  const [isOpen, setOpen] = useState(false);
  const { report, isReported } = useReport(kind, target);
  const { guard } = useGuestGate();
  const open = useCallback(() => void guard(() => setOpen(true), 'report'), [guard]);
  const dialog = target === null || target === undefined ? null : <ReportDialog open={isOpen} onOpenChange={setOpen} kind={kind} onSubmit={report} reported={isReported} />;
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
  return (
    <>
      <Button variant={variant} size="sm" icon={<Flag size={16} aria-hidden />} onClick={open} className={className} aria-label={iconOnly ? t('reportAction') : undefined} data-testid={`report-${kind}`}>
        {iconOnly ? null : t('reportAction')}
      </Button>
      {dialog}
    </>
  );
}
