import { CreatePropertyModal } from '@estate/react';
import { CreateClipModal } from '@estate/react/clips';

export interface CreateModalProps {
  kind: 'property' | 'clip';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Create menu's two modals, in a chunk of their own: the form, its rules and the clip trimmer load on first open. */
export default function CreateModal({ kind, open, onOpenChange }: CreateModalProps) {
  return kind === 'property' ? <CreatePropertyModal open={open} onOpenChange={onOpenChange} /> : <CreateClipModal open={open} onOpenChange={onOpenChange} />;
}
