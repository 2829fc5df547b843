'use client';

import type { Reel } from '@estate/sdk';
import { useDeleteReel, useMyProfile, useUpdateReel } from '@estate/sdk/react';
import { Pencil, Trash2 } from '../../icons/index.js';
import { useState, type FormEvent } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Banner } from '../../primitives/Banner.js';
import { Button } from '../../primitives/Button.js';
import { Dialog } from '../../primitives/Dialog.js';
import { SelectField, TextArea, TextField } from '../../primitives/Field.js';
import { useToast } from '../../primitives/Toast.js';
import { ConfirmDeleteDialog } from '../shared/ConfirmDeleteDialog.js';
import { localErrorText, localFieldErrors } from '../shared/error-text.js';

export interface ReelOwnerActionsProps {
  reel: Reel;
  /** The clip is gone (the app leaves its page). */
  onDeleted?: () => void;
  className?: string;
}

/**
 * What the owner of a clip sees under it (issue 22): Edit clip (its caption, and the listing it
 * shows, one of theirs, so viewers get its price and 'View listing') and Delete clip, behind a
 * confirmation.
 */
export function ReelOwnerActions({ reel, onDeleted, className }: ReelOwnerActionsProps) {
  const t = useTranslate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { remove } = useDeleteReel();
  return (
    <section className={['est-owner-actions est-row est-gap-2 est-wrap', className].filter(Boolean).join(' ')} aria-label={t('editReel')} data-testid="reel-owner-actions">
      <Button variant="secondary" icon={<Pencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
        {t('editReel')}
      </Button>
      <Button variant="ghost" icon={<Trash2 size={16} aria-hidden />} onClick={() => setDeleting(true)}>
        {t('deleteReel')}
      </Button>
      {editing && <EditReelDialog reel={reel} onClose={() => setEditing(false)} />}
      <ConfirmDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('deleteReelTitle')}
        body={t('deleteReelBody')}
        onDelete={() => remove(reel.id)}
        deletedText={t('reelDeleted')}
        onDeleted={onDeleted}
        name="delete-reel"
      />
    </section>
  );
}

/** The caption and the listing shown, saved together. */
function EditReelDialog({ reel, onClose }: { reel: Reel; onClose: () => void }) {
  const t = useTranslate();
  const toast = useToast();
  const { messages } = useEstateUI();
  const listings = useMyProfile().profile?.properties ?? [];
  const { update, isSaving, error } = useUpdateReel();
  const [title, setTitle] = useState(reel.title);
  const [description, setDescription] = useState(reel.description);
  const [listing, setListing] = useState(reel.property ? String(reel.property.id) : '');
  const fieldErrors = localFieldErrors(messages, error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await update(reel.id, { title, description, property_id: listing ? Number(listing) : null });
    if (!result.ok) return;
    toast(t('editSaved'));
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('editReel')} name="edit-reel">
      <form className="est-stack est-gap-4" onSubmit={(event) => void submit(event)} noValidate>
        {error && !Object.keys(fieldErrors).length && <Banner tone="danger">{localErrorText(messages, error)}</Banner>}
        <TextField label={t('reelCaption')} value={title} onChange={(event) => setTitle(event.target.value)} errors={fieldErrors.title} />
        <TextArea label={t('reelDescription')} rows={3} value={description} onChange={(event) => setDescription(event.target.value)} errors={fieldErrors.description} />
        <SelectField label={t('reelLinkedListing')} value={listing} onChange={(event) => setListing(event.target.value)} errors={fieldErrors.property_id}>
          <option value="">{t('reelNoListing')}</option>
          {listings.map((property) => (
            <option key={property.id} value={property.id}>
              {property.title || property.slug}
            </option>
          ))}
        </SelectField>
        <Button type="submit" loading={isSaving}>
          {t(isSaving ? 'editSaving' : 'editSave')}
        </Button>
      </form>
    </Dialog>
  );
}
