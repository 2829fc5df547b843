import { useState } from 'react';
import { Clapperboard, Home, SquarePlus } from 'lucide-react';
import { CreateClipModal, CreatePropertyModal, Popover, useGuestGate } from '@estate/react';
import { useAppText } from '../app/messages';
import { NavButton } from './Sidebar';

/**
 * Create (spec §2): a menu of Property and Clip, each opening its modal. Guests get the
 * registered-user popup instead (spec §6).
 */
export function CreateMenu() {
  const text = useAppText();
  const { guard } = useGuestGate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [creating, setCreating] = useState<'property' | 'clip' | null>(null);

  const open = (what: 'property' | 'clip') => {
    setMenuOpen(false);
    guard(() => setCreating(what));
  };

  return (
    <>
      <Popover
        open={menuOpen}
        onOpenChange={setMenuOpen}
        label={text('navCreate')}
        side="right"
        align="start"
        name="app-create-menu"
        trigger={<NavButton icon={SquarePlus} label={text('navCreate')} tour="create" />}
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
      <CreatePropertyModal open={creating === 'property'} onOpenChange={(next) => setCreating(next ? 'property' : null)} />
      <CreateClipModal open={creating === 'clip'} onOpenChange={(next) => setCreating(next ? 'clip' : null)} />
    </>
  );
}
