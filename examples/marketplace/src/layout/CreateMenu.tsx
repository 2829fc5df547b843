import { lazy, Suspense, useState, type ReactElement } from 'react';
import { Clapperboard, Home, SquarePlus } from 'lucide-react';
import { Dialog, Popover, Spinner, useGuestGate, useTranslate } from '@estate/react';
import { useAppText } from '../app/i18n/AppText';
import { NavButton } from './NavItem';

const loadCreateModal = () => import('./deferred/CreateModal');
const CreateModal = lazy(loadCreateModal);

/**
 * Create (spec §2): a menu of Property and Clip, each opening its modal. Guests get the
 * registered-user popup instead (spec §6). The modals' code loads when the menu first opens, so
 * the feed never waits for the property form or the clip trimmer. The phone's tab bar gives its own
 * `trigger`, opening the menu upwards.
 */
export function CreateMenu({ trigger, side = 'right' }: { trigger?: ReactElement; side?: 'right' | 'top' } = {}) {
  const text = useAppText();
  const { guard } = useGuestGate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [creating, setCreating] = useState<'property' | 'clip' | null>(null);
  // Each modal stays mounted once opened, so it closes with its animation and keeps its draft.
  const [opened, setOpened] = useState<ReadonlySet<'property' | 'clip'>>(() => new Set());

  const open = (what: 'property' | 'clip') => {
    setMenuOpen(false);
    guard(() => {
      setOpened((seen) => new Set(seen).add(what));
      setCreating(what);
    });
  };
  const onMenuOpenChange = (next: boolean) => {
    if (next) void loadCreateModal();
    setMenuOpen(next);
  };

  return (
    <>
      <Popover
        open={menuOpen}
        onOpenChange={onMenuOpenChange}
        label={text('navCreate')}
        side={side}
        align="start"
        name="app-create-menu"
        trigger={trigger ?? <NavButton icon={SquarePlus} label={text('navCreate')} tour="create" />}
      >
        <div role="menu" aria-label={text('navCreate')} className="app-menu">
          <button type="button" role="menuitem" className="app-menu-item" onClick={() => open('property')}>
            <Home size={18} aria-hidden />
            {text('navCreateProperty')}
          </button>
          <button type="button" role="menuitem" className="app-menu-item" onClick={() => open('clip')}>
            <Clapperboard size={18} aria-hidden />
            {text('navCreateClip')}
          </button>
        </div>
      </Popover>
      {[...opened].map((kind) => (
        <Suspense key={kind} fallback={creating === kind && <CreateLoading kind={kind} onClose={() => setCreating(null)} />}>
          <CreateModal kind={kind} open={creating === kind} onOpenChange={(next) => setCreating(next ? kind : null)} />
        </Suspense>
      ))}
    </>
  );
}

/** While a modal's code arrives (only on a slow network): the same dialog, with its title and size, and a spinner. */
function CreateLoading({ kind, onClose }: { kind: 'property' | 'clip'; onClose: () => void }) {
  const t = useTranslate();
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t(kind === 'property' ? 'createProperty' : 'createClip')}
      size={kind === 'property' ? 'lg' : 'md'}
      name="app-create-loading"
    >
      <div className="app-page-loading" role="status" aria-live="polite">
        <Spinner />
      </div>
    </Dialog>
  );
}
