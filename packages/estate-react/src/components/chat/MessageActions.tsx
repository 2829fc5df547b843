'use client';

import { CHAT_REACTIONS, type ChatReactionEmoji } from '@estate/sdk';
import { clsx } from 'clsx';
import { useState, type ButtonHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useTranslate } from '../../config/context.js';
import { Ellipsis, Pencil, Reply, SmilePlus, Trash2 } from '../../icons/index.js';
import { Popover } from '../../primitives/Popover.js';

export interface MessageActionsProps {
  /** What this message allows now (see `allowedActions`). */
  allowed: { react: boolean; reply: boolean; edit: boolean; delete: boolean };
  /** Whether I already put this emoji on the message (the picker shows it pressed; picking it again takes it off). */
  mine: (emoji: ChatReactionEmoji) => boolean;
  onReact: (emoji: ChatReactionEmoji) => void;
  onReply: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The menu's open state, held by the bubble (a long press opens it too). */
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
}

/** Moves focus among the buttons of a menu (or of the picker) with the arrow keys, Home and End (Radix's menu keys). */
function onMenuKeys(event: KeyboardEvent<HTMLElement>) {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button'));
  const at = items.indexOf(document.activeElement as HTMLElement);
  const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
  let next: number | undefined;
  if (step !== undefined) next = (at + step + items.length) % items.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = items.length - 1;
  if (next === undefined) return;
  event.preventDefault();
  items[next]?.focus();
}

/** The six reaction emoji as buttons, pressed when mine (`role` `menuitem` inside the actions menu). */
export function ReactionPicker({ mine, onPick, role }: { mine: (emoji: ChatReactionEmoji) => boolean; onPick: (emoji: ChatReactionEmoji) => void; role?: 'menuitem' }) {
  const t = useTranslate();
  return (
    <div className="est-chat-reaction-picker est-row est-gap-1" role={role ? 'group' : undefined} aria-label={t('chatReact')} onKeyDown={role ? undefined : onMenuKeys}>
      {CHAT_REACTIONS.map((emoji) => (
        <button
          key={emoji}
          type="button"
          role={role}
          className="est-chat-reaction-option est-circle"
          data-mine={mine(emoji) || undefined}
          aria-label={t('chatReactWith', { emoji })}
          title={t('chatReactWith', { emoji })}
          onClick={() => onPick(emoji)}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}

/**
 * A round icon button of the toolbar, labelled (name and tooltip). The rest of its props and its
 * `ref` go to the button, so a popover can take it as its trigger (`asChild`).
 */
function ActionButton({ label, icon, className, ref, ...props }: { label: string; icon: ReactNode; ref?: Ref<HTMLButtonElement> } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>) {
  return (
    <button ref={ref} type="button" className={clsx('est-chat-action est-circle', className)} aria-label={label} title={label} {...props}>
      {icon}
    </button>
  );
}

function MenuItem({ icon, label, danger, onSelect }: { icon: ReactNode; label: string; danger?: boolean; onSelect: () => void }) {
  return (
    <button type="button" role="menuitem" className="est-chat-menu-item est-row est-gap-2 est-text-sm" data-danger={danger || undefined} onClick={onSelect}>
      {icon}
      {label}
    </button>
  );
}

/**
 * A message's actions: a small toolbar that shows on hover and focus (React, Reply, and the menu
 * button), and the menu (every action, for the keyboard and for a long press on touch): the six
 * reactions, Reply, and on my own messages Edit (within 15 minutes) and Delete. The menu is a
 * `role="menu"` on a Radix popover (Escape closes it and focus returns to its button); arrows,
 * Home and End move through its items.
 */
export function MessageActions({ allowed, mine, onReact, onReply, onEdit, onDelete, menuOpen, onMenuOpenChange }: MessageActionsProps) {
  const t = useTranslate();
  const [pickerOpen, setPickerOpen] = useState(false);
  const choose = (action: () => void) => {
    onMenuOpenChange(false);
    action();
  };
  return (
    <div className="est-chat-actions est-row est-surface" data-open={menuOpen || pickerOpen || undefined}>
      {allowed.react && (
        <Popover
          open={pickerOpen}
          onOpenChange={setPickerOpen}
          label={t('chatReact')}
          side="top"
          name="chat-reaction-popover"
          trigger={<ActionButton label={t('chatReact')} icon={<SmilePlus size={16} aria-hidden />} tabIndex={-1} />}
        >
          <ReactionPicker
            mine={mine}
            onPick={(emoji) => {
              setPickerOpen(false);
              onReact(emoji);
            }}
          />
        </Popover>
      )}
      {allowed.reply && (
        <ActionButton label={t('chatReply')} icon={<Reply size={16} aria-hidden />} tabIndex={-1} onClick={onReply} />
      )}
      <Popover
        open={menuOpen}
        onOpenChange={onMenuOpenChange}
        label={t('chatMessageActions')}
        side="top"
        align="end"
        name="chat-message-menu"
        trigger={<ActionButton label={t('chatMessageActions')} icon={<Ellipsis size={16} aria-hidden />} className="est-chat-menu-button" aria-haspopup="menu" aria-expanded={menuOpen} />}
      >
        <div role="menu" aria-label={t('chatMessageActions')} className="est-chat-menu est-stack est-gap-1" onKeyDown={onMenuKeys}>
          {allowed.react && <ReactionPicker role="menuitem" mine={mine} onPick={(emoji) => choose(() => onReact(emoji))} />}
          {allowed.reply && <MenuItem icon={<Reply size={16} aria-hidden />} label={t('chatReply')} onSelect={() => choose(onReply)} />}
          {allowed.edit && <MenuItem icon={<Pencil size={16} aria-hidden />} label={t('chatEdit')} onSelect={() => choose(onEdit)} />}
          {allowed.delete && <MenuItem icon={<Trash2 size={16} aria-hidden />} label={t('chatDelete')} danger onSelect={() => choose(onDelete)} />}
        </div>
      </Popover>
    </div>
  );
}
