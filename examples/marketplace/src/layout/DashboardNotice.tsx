import { Button, Dialog, DialogClose } from '@estate/react';
import { useAppText } from '../app/messages';

/** Spec §2: Dashboard only shows a popup saying the page is on its way. */
export function DashboardNotice({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const text = useAppText();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={text('dashboardTitle')} size="sm" name="app-notice">
      <p className="app-notice-text">{text('dashboardNotice')}</p>
      <div className="app-notice-actions">
        <DialogClose asChild>
          <Button>{text('ok')}</Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}
