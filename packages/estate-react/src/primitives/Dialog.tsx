'use client';

import { cloneElement, createContext, isValidElement, lazy, Suspense, useContext, useRef, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it, if any (it gets focus back on close). */
  trigger?: ReactNode;
  /** The dialog's name, shown as its heading and read by screen readers. */
  title: ReactNode;
  /** Hide the heading visually (it is still the accessible name). */
  hideTitle?: boolean;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'full';
  /** `sheet`: a side sheet on wide screens (a bottom sheet on phones, as every dialog is there). */
  placement?: 'center' | 'sheet';
  /** Component name for the `est-<name>` class of the content. */
  name?: string;
  className?: string;
  children?: ReactNode;
  /** Where focus goes on close when the dialog has no `trigger` (call `event.preventDefault()` and focus it): it returns only to a trigger. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Where focus goes on open (call `event.preventDefault()` and focus it): the first focusable element, the header's Close, by default. */
  onOpenAutoFocus?: (event: Event) => void;
}

type Body = typeof import('./DialogBody.js').DialogBody;
let loadedBody: Body | undefined;
/** Fetches the dialog's body once (as the pointer nears a trigger, or on the first open). */
export const loadDialogBody = () =>
  import('./DialogBody.js').then(({ DialogBody }) => {
    loadedBody = DialogBody;
    return { default: DialogBody };
  });
// Once fetched, the body is handed to React at once (a thenable that calls back synchronously), so
// a dialog opened after its trigger was hovered, and every later one, renders in the same pass.
const DialogBody = lazy(() => (loadedBody ? ({ then: (resolve: (module: { default: Body }) => void) => resolve({ default: loadedBody! }) } as unknown as Promise<{ default: Body }>) : loadDialogBody()));

/** Closes the dialog around it (`DialogClose`): given by the open dialog's body. */
export const DialogCloseContext = createContext<(() => void) | null>(null);

type Handler = (event: MouseEvent<HTMLElement>) => void;
type TriggerProps = { onClick?: Handler; onPointerEnter?: Handler; onFocus?: Handler };

/**
 * A modal dialog: focus is trapped inside and returns to the trigger, Escape and the overlay close
 * it, and the content is portalled by `EstatePortal` with the tokens and the theme. The dialog
 * itself (Radix's, with its focus trap and layers: ≈ 20 kB) is loaded the first time one opens,
 * or as the pointer nears a trigger, so a page whose dialogs stay shut never downloads it; once
 * opened it stays mounted, so it can animate out.
 */
export function Dialog({ open: openProp, defaultOpen = false, onOpenChange, trigger, onCloseAutoFocus, ...body }: DialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const opener = useRef<HTMLElement | null>(null);
  const change = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const returnFocus = trigger
    ? (event: Event) => {
        event.preventDefault();
        opener.current?.focus();
      }
    : undefined;
  return (
    <>
      {isValidElement<TriggerProps>(trigger)
        ? cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
            'aria-haspopup': 'dialog',
            'aria-expanded': open,
            'data-state': open ? 'open' : 'closed',
            onPointerEnter: (event: MouseEvent<HTMLElement>) => {
              trigger.props.onPointerEnter?.(event);
              void loadDialogBody();
            },
            onFocus: (event: MouseEvent<HTMLElement>) => {
              trigger.props.onFocus?.(event);
              void loadDialogBody();
            },
            onClick: (event: MouseEvent<HTMLElement>) => {
              trigger.props.onClick?.(event);
              if (event.defaultPrevented) return;
              opener.current = event.currentTarget;
              change(true);
            },
          })
        : trigger}
      {opened && (
        <Suspense fallback={null}>
          <DialogBody {...body} open={open} onOpenChange={change} onCloseAutoFocus={onCloseAutoFocus ?? returnFocus} />
        </Suspense>
      )}
    </>
  );
}

/** Closes the dialog it is in: `<DialogClose asChild><Button>Cancel</Button></DialogClose>`, or a plain button around its children. */
export function DialogClose({ asChild, children }: { asChild?: boolean; children: ReactNode }) {
  const close = useContext(DialogCloseContext);
  if (asChild && isValidElement<TriggerProps>(children)) {
    return cloneElement(children, {
      onClick: (event: MouseEvent<HTMLElement>) => {
        children.props.onClick?.(event);
        if (!event.defaultPrevented) close?.();
      },
    });
  }
  return (
    <button type="button" onClick={() => close?.()}>
      {children}
    </button>
  );
}
